// "All meetings need a waiting room", "new tickets need a priority", "every bucket must have
// versioning on": a requirement on a thing's fields is met or broken where the thing is created or
// changed. A call that only removes it (delete_meeting, cancel_subscription, archive_board) sets
// none of its fields, so it cannot break the requirement.
import type { CallFacts } from "../read-call/call-facts.ts";

const REMOVE_FAMILIES = new Set(["delete", "cancel", "archive", "terminate", "stop", "close"]);

export function removesOnly(f: CallFacts): boolean {
  if (!f.families.size) return false;
  // ({notify: true} on cancel_event: a switch of the removal, not a change of the thing)
  for (const [id, ev] of f.families) if (!REMOVE_FAMILIES.has(id) && !(ev.where.startsWith("args.") && ev.where.endsWith(" true"))) return false;
  let removes = false;
  for (const id of f.families.keys()) if (REMOVE_FAMILIES.has(id)) removes = true;
  return removes;
  return true;
}
