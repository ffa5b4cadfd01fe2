// Public surface of the guard core. Pure: takes the request plus already-loaded rules, returns
// the decision. Entries are compiled once per distinct content (bounded LRU), then evaluated.
import { nowClock, type GuardRequest, type GuardResponse } from "../contract/guard.ts";
import type { LedgerEntry } from "../contract/ledger-entry.ts";
import { parseGuardRules, type GuardRules } from "./guard-rules.ts";
import { CompileCache } from "./compile-cache.ts";
import { compileEntry } from "./compile/compile-rule.ts";
import { prepareRuleTexts } from "./compile/rule-text.ts";
import type { CompiledEntry } from "./compile/compiled-entry.ts";
import { evaluate } from "./evaluate.ts";
import { readCall, type CallFacts } from "./read-call/call-facts.ts";

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
  const build = (e: LedgerEntry) => compileEntry(e, rules);
  const compile = (e: LedgerEntry) => cache.get(entryKey(e), build, e); // no closure per lookup
  // An agent resends its history with every call: the facts of a history call are read once per
  // distinct content (small calls only; a huge one costs more to key than to read).
  const historyFacts = new CompileCache<CallFacts>(opts.cacheSize);
  const readHistory = (tool: string, args: unknown) => {
    let key: string;
    try {
      // linear in what the request already carried; one flat string (no concatenation to flatten
      // before hashing), and as injective as the tool + JSON pair
      key = JSON.stringify([tool, args ?? null]);
    } catch {
      return readCall(tool, args, rules); // nesting too deep to serialize: read it uncached (walkArgs caps it)
    }
    if (key.length > 4_096) return readCall(tool, args, rules);
    // the common case: one probe, no closure (a miss is counted by the get below, as before)
    return historyFacts.lookup(key) ?? historyFacts.get(key, () => readCall(tool, args, rules));
  };
  return {
    cache,
    decide(req: GuardRequest, now?: Date): GuardResponse {
      const clock = now ?? (req.context?.now ? nowClock(req.context.now) : new Date());
      // one cache probe per entry; a ledger of new entries: tag their sentences in batched parses
      // before compiling them (only the applicable ones) one by one
      const ledger = req.ledger;
      const known: (CompiledEntry | undefined)[] = new Array(ledger.length);
      let misses: string[] | undefined;
      for (let i = 0; i < ledger.length; i++) {
        const e = ledger[i]!;
        if ((known[i] = cache.lookup(entryKey(e))) === undefined) (misses ??= []).push(e.text);
      }
      if (misses && misses.length > 1) prepareRuleTexts(misses);
      return evaluate(req, clock, rules, (e, i) => known[i] ?? compile(e), readHistory);
    },
  };
}
