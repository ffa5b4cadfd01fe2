// Does the call retry an approach the user or agent already rejected? By tool and args when
// given, else by the approach's words showing up in the call (most of them, at least two).
import type { RejectedApproach, ToolCall } from "../../contract/guard.ts";
import type { z } from "zod";
import type { CallFacts } from "../read-call/call-facts.ts";
import { globMatch } from "./glob.ts";
import { valuesAt } from "./explicit-match.ts";
import { splitWords } from "../split-words.ts";

type Rejected = z.infer<typeof RejectedApproach>;
const STOP = new Set("a an the to of in on at for with and or by from is be use using via into then it this that with without".split(" "));

export function findRejectedRetry(list: readonly Rejected[], call: ToolCall, facts: CallFacts): string | undefined {
  for (let i = 0; i < list.length; i++) {
    const r = list[i]!;
    if (r.tool && !globMatch(r.tool, call.tool)) continue;
    if (r.args) {
      const ok = Object.entries(r.args)
        .slice(0, 50)
        .every(([k, v]) => valuesAt(call.args, k).some((x) => sameScalar(x, v)));
      if (!ok) continue;
    }
    if (r.text && !r.args) {
      const words = [...new Set(splitWords(r.text, 60).filter((w) => !STOP.has(w) && w.length > 1))];
      if (!words.length && !r.tool) continue;
      const have = (w: string) => facts.allWords.has(w) || facts.content.some((c) => c.words.includes(w)) || facts.actionWords.has(w);
      const hits = words.filter(have).length;
      if (words.length && (hits < Math.min(2, words.length) || hits / words.length < 0.6)) continue;
    }
    if (!r.tool && !r.args && !r.text) continue;
    return `matches rejected approach #${i}${r.text ? ` ("${r.text.slice(0, 80)}")` : r.tool ? ` (${r.tool})` : ""}`;
  }
  return undefined;
}

function sameScalar(a: unknown, b: unknown): boolean {
  if (typeof a === "string" && typeof b === "string") return a.replace(/\s+/g, " ").trim().toLowerCase() === b.replace(/\s+/g, " ").trim().toLowerCase();
  return a === b;
}
