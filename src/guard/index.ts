// Public surface of the guard core. Pure: takes the request plus already-loaded rules, returns
// the decision. Entries are compiled once per distinct content (bounded LRU), then evaluated.
import type { GuardRequest, GuardResponse } from "../contract/guard.ts";
import type { LedgerEntry } from "../contract/ledger-entry.ts";
import { parseGuardRules, type GuardRules } from "./guard-rules.ts";
import { CompileCache } from "./compile-cache.ts";
import { compileEntry } from "./compile-rule.ts";
import type { CompiledEntry } from "./compiled-entry.ts";
import { evaluate } from "./evaluate.ts";

export { parseGuardRules };
export type { GuardRules };
export interface GuardOptions {
  cacheSize: number;
}
export interface Guard {
  decide(req: GuardRequest, now?: Date): GuardResponse;
}

/** Cache key: everything in the entry that changes its compiled form (not id, scope or expiry). */
export function entryKey(e: LedgerEntry): string {
  return e.effect || e.kind ? `${e.text}\u0000${e.effect ?? ""}\u0000${e.kind ?? ""}` : e.text;
}

export function createGuard(rules: GuardRules, opts: GuardOptions): Guard & { cache: CompileCache<CompiledEntry> } {
  const cache = new CompileCache<CompiledEntry>(opts.cacheSize);
  const compile = (e: LedgerEntry) => cache.get(entryKey(e), () => compileEntry(e, rules));
  return {
    cache,
    decide(req: GuardRequest, now?: Date): GuardResponse {
      const clock = now ?? (req.context?.now ? new Date(req.context.now) : new Date());
      return evaluate(req, clock, rules, compile);
    },
  };
}
