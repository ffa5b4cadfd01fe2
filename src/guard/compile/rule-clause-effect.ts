// A ban and an approval in one entry: "ask me first, and never above $2k", "`apply` only with my
// go-ahead, and never -auto-approve", "outgoing payments above $5k need approval; wires abroad are
// not allowed at all", "no _delete_by_query. closing indices needs my ok". The approval words make
// the entry require_approval (compile-rule.ts findEffect); the ban or hard limit in a part of the
// entry that asks for nothing is still a plain deny.
//
// A part's clauses keep the entry's approval when the approval part names nothing of its own
// ("Don't edit items in the Prod vault; ask me first."): then the approval is the way around the
// ban, and every part waits for the answer.
import type { Clause } from "./compiled-entry.ts";

/** One sentence (part) of the entry as findClauses read it: where its clauses start in the list. */
export interface PartMark {
  from: number; // index of the first clause this part added
  approval: boolean; // the part has approval words ("ask me", "needs my ok", "without asking")
  ban: boolean; // the part has a prohibition cue ("never", "no", "don't", "forbidden")
  text: string;
}

// "max €180/night, and ask me before booking anything non-refundable": pieces of one sentence
const PIECE = /,\s{0,3}(?:and|but|plus)\s|\s[-–—]\s/i;
// a piece that caps on its own ("max €180/night", "never above $2k"); "Refunds over $200 - check
// with me" names what the approval is about, and caps nothing
const CAP = /\b(?:max(?:imum)?|never|at most|no more than|not more than|cap(?:ped)?|hard limit|limit(?:ed)?|tops|nothing (?:over|above|more than)|no (?:more|higher) than)\b/i;

/** Per clause: true when the clause is a deny inside an approval entry, or undefined when none is. */
export function denyClauses(marks: readonly PartMark[], clauses: readonly Clause[], total: number, asks: (text: string) => boolean): boolean[] | undefined {
  const ranges = marks.map((m, i) => ({ ...m, to: i + 1 < marks.length ? marks[i + 1]!.from : total }));
  const approvalParts = ranges.filter((r) => r.approval);
  // an approval that names nothing of its own ("Ask me first.", "ask Ops") is the way around the ban
  if (!approvalParts.length || approvalParts.some((r) => r.to <= r.from)) return undefined;
  let out: boolean[] | undefined;
  for (const r of ranges) {
    if (r.approval) {
      // a hard limit in a piece of the sentence that asks for nothing: "max €180/night, and ask me before …"
      const free = r.text.split(PIECE).filter((p) => CAP.test(p) && !asks(p));
      if (free.length)
        for (let k = r.from; k < r.to; k++) {
          const c = clauses[k]!;
          if (c.type === "limit" && free.some((p) => p.includes(c.rule))) (out ??= new Array<boolean>(total).fill(false))[k] = true;
        }
      continue;
    }
    for (let k = r.from; k < r.to; k++) {
      const c = clauses[k]!;
      // a hard limit or a ban: "max €180/night", "limit 2k/month max", "never -auto-approve"
      if (r.ban || c.type === "limit") (out ??= new Array<boolean>(total).fill(false))[k] = true;
    }
  }
  return out;
}
