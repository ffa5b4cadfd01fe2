// What a requirement pin adds to a setting clause beyond ValuePin (compiled-entry.ts), read by
// match-setting.ts. Kept here so the requirement readers own their shape; every field is optional
// and absent from the older pins, so their matching is unchanged.
//   "deploys to acme-web: use --strategy bluegreen" → scope: deploy ~ acme-web; strategy ∈ {bluegreen}; required
//   "python 3.12 only"                              → version: 3.12 on python / python_version / python@X
//   "migration names in snake_case"                 → shape snake on the name of a migration
//   "price ids starting price_1Q"                    → prefix price_1q on price / price_id
//   "priority 1 is reserved for incidents"          → reserved: priority 1 only where the call shows "incident"
import type { ActionSpec, Clause } from "./compiled-entry.ts";

export type Setting = Extract<Clause, { type: "setting" }>;

export interface RequirementForms {
  /** the calls the pin is about, read like a rule's action and target ("deploys to acme-web") */
  scope?: ActionSpec;
  /** the calls the pin is about are runs of these programs (or of their kin: ansible → ansible-playbook) */
  programs?: string[];
  /** a version the named program/runtime must have: the call's version must start with it */
  version?: { program: string; value: string };
  /** a shape the value must have (rule-value-shape.ts SHAPES) */
  shape?: string;
  /** a text the value must start with: "price_1q" */
  prefix?: string[];
  /** keys that hold the value only where the tool itself names the thing: migrate-dev {name} */
  headKeys?: string[];
  /** the words of the thing, one of which the tool's name or subcommand must show for headKeys */
  headWhere?: string[];
  /** the thing is one the call reader knows how to find new values of (formatValues): branch_name */
  valueKind?: string;
  /** the allowed values are NOT allowed, unless the call shows one of these words */
  reserved?: string[];
  /** any call key whose name (without _ and -) holds one of these is the setting (rule-value-stays.ts) */
  keyPart?: string[];
  /** with keyPart: a value holding one of these words breaks the pin (else: one not allowed does) */
  breaks?: string[];
}

export type RequirementPin = Setting & RequirementForms;

export const formsOf = (c: Setting): RequirementForms => c as RequirementPin;
