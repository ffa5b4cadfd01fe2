// The compiled form of one ledger entry: what the evaluator runs. Plain data, cached by content.
import type { Effect, PinKind } from "../contract/ledger-entry.ts";

export interface TargetSpec {
  raw: string; // as written in the rule: "the billing channel"
  names: string[]; // canonical name words, all must match one value: ["billing"]
  path: boolean; // a folder: matches a directory segment of a path argument
  prefix?: string; // an explicit path: "/repo/docs"
  command: boolean; // a program: matches only what is run (sudo, npm)
  channel: boolean; // "#billing": the channel's own name
  literal?: string; // quoted or code text: `rm -rf`
  adjective?: boolean; // only descriptive words ("generated"), dropped beside a path
  via?: string; // the preposition that introduced it ("in TypeScript code")
  kinds?: string[]; // what kind of thing it names ("repo" in "the payments repo")
  dest?: boolean; // where the change lands: "merge into release/*", "PRs against legacy-v1
  platform?: boolean; // a scope label ("Cloudflare: …"): the product, skipped when the call names none
}
/** Alternatives ("the primary or the cache") form one group; every group must match. */
export type TargetGroups = TargetSpec[][];

export interface ActionSpec {
  families: string[];
  words: string[]; // rule words that chose the families
  groups: TargetGroups;
  outsidePaths: string[];
  outsideDomains: string[];
  allow?: string[]; // verbs the rule allows before its ban: "append to notes, never overwrite" (fb-allowance.ts)
}

/** "tickets you open need a priority", "docker builds must use --pull": the call is about the subject
 * when it runs `program` `sub`, or its tool acts on `object`, or it shows one of `families`;
 * then it must carry the field (rule-require-field.ts, match-require-object.ts). */
export interface RequiredField {
  object?: string[];
  families?: string[];
  program?: string;
  sub?: string;
  create?: boolean; // "new tickets": only a call that creates one
}

export type Clause =
  // scope: with only, the groups that say when the rule applies, not what "only" restricts (fb-only-scope.ts)
  | ({ type: "action"; trigger?: ActionSpec; only?: boolean; scope?: ("name" | "kind" | "")[] } & ActionSpec)
  | {
      type: "limit";
      sense: "money" | "count" | "retries" | "attempts" | "frequency" | "length";
      max: number;
      min?: number; // "never fewer than 3 replicas": the value must not go below
      rule: string; // "$500"
      families: string[];
      cumulative: boolean;
      unitWords: string[]; // "rows", "replicas"
      groups?: TargetGroups; // count limits about a named target: "replicas of the api deployment in prod"
      perTarget: boolean;
    }
  | { type: "time"; days?: number[]; beforeMin?: number; afterMin?: number; tz?: string; rule: string; families: string[]; groups: TargetGroups }
  | { type: "sequence"; trigger: ActionSpec; prereq: ActionSpec; rule: string; all?: boolean }
  | { type: "keywords"; words: string[]; families: string[]; rule: string; commit?: boolean } // commit: the text must also promise
  | { type: "region"; allowed: string[]; prefixes: string[]; rule: string }
  | { type: "size"; maxType: string; maxRank: number }
  | { type: "format"; format: string; values: string; rule: string } // formats.yaml id: "Conventional Commits"
  | { type: "require"; trigger?: ActionSpec; tokens: string[]; keyValue?: { key: string; value: string }; rule: string; anyOf?: true; field?: RequiredField }
  // "only ever use the dev-eu context": a call that sets the context to another value breaks it
  // (names: each allowed value as canonical words; the value must carry all words of one)
  | { type: "setting"; setting: string; keys: string[]; allowed: string[][]; toolWords?: string[]; writesOnly?: boolean; rule: string }
  // "open PRs as drafts": a call creating/changing the subject must not set the opposite state
  | { type: "state"; state: string; word: string; subjects: string[]; rule: string };

export interface CompiledEntry {
  effect: Effect;
  effectWhy: string;
  kind: PinKind;
  clauses: Clause[];
  aliases: { names: string[]; id: string }[];
  conditionWords: string[];
  uncompilable?: string;
  gate?: string[]; // families the call must show for any clause to match (absent: no such bound)
}
