// "texts to customers only 9am-8pm in THEIR timezone" + context.flags {"recipient_tz": "America/Los_Angeles"}:
// a rule that reads its window in a zone it does not name takes the zone a flag holds, when the flag's
// name says it is a zone and its value is one the clock knows. Word lists: rules/guard/flag-zones.yaml.
import type { RuleFiles } from "../../rules/rule-files.ts";
import { parseRoleWordFile } from "../../rules/role-words.ts";
import { singular, splitWords } from "../split-words.ts";
import { zoneFormat } from "./zone-clock.ts";

const FILE = "guard/flag-zones.yaml";
const ROLES = ["rule_zone", "key_zone"] as const;
type Role = (typeof ROLES)[number];
export type FlagZoneWords = Record<Role, ReadonlySet<string>>;

export function parseFlagZoneWords(files: RuleFiles): FlagZoneWords {
  return parseRoleWordFile(files, FILE, ROLES, { wordLength: 40, words: 60 });
}

const MAX_FLAGS = 32;
const ZONE = /^[A-Za-z]{1,20}(?:\/[A-Za-z0-9_+-]{1,30}){0,2}$/;

// (the formatter the window is read with, made once per zone: zone-clock.ts)
function knownZone(s: string): boolean {
  return ZONE.test(s) && zoneFormat(s) !== undefined;
}

/** The zone a flag holds, when the rule reads its window in a zone it does not name. */
export function flagZone(ruleWords: readonly string[] | undefined, flags: Readonly<Record<string, unknown>> | undefined, w: FlagZoneWords): string | undefined {
  if (!ruleWords?.length || !flags || !ruleWords.some((x) => w.rule_zone.has(x))) return undefined;
  let n = 0;
  for (const k in flags) {
    if (++n > MAX_FLAGS) break;
    const v = flags[k];
    if (typeof v !== "string" || v.length > 60) continue;
    if (!splitWords(k.slice(0, 80), 8).some((x) => w.key_zone.has(singular(x.toLowerCase())))) continue;
    if (knownZone(v.trim())) return v.trim();
  }
  return undefined;
}
