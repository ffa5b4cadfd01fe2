// Counts written inside a text value as label=number pairs (glimit13): a process type and its
// count, an autoscaler's bounds, a setting and its size, the way Heroku, eksctl, Fly and most
// "scale" CLIs spell them:
//   {dyno: "web=2"}                         web = 2          ("don't scale web dynos below 3")
//   {dyno: "web=6:standard-1x"}             web = 6          (the size after ":" is no count)
//   {formation: "web=3, worker=1"}          web = 3, worker = 1
//   heroku ps:scale web=5 worker=2          an operand of the command, as a flag value already is
//   --scaling-config minSize=2,maxSize=8:x  minSize = 2, maxSize = 8 (a flag part with a size)
// Each number is keyed by its label, so a rule's unit ("web dynos", "replicas", "max 5 nodes")
// finds the count it bounds, and a count under another label ("worker=6" against "web dynos
// beyond 4") stays another thing's; the value's own key joins the label's words ("dyno web").
// Only a value made wholly of such pairs is read: prose with an "=" in it ("x=1 means on") is not.

export interface EmbeddedCount {
  label: string;
  value: number;
}

// one pair: a label, "=", a number, an optional ":size" (linear: every part bounded, no nesting)
const PAIR = /^([A-Za-z][\w.-]{0,40})=(\d{1,9}(?:\.\d{1,4})?)(?::[\w.-]{1,40})?$/;
const MAX_PAIRS = 12;

/** The label=number pairs a short value is made of ("web=2", "web=3,worker=1:standard-2x"), or none. */
export function embeddedCounts(v: string): EmbeddedCount[] | undefined {
  if (v.length > 200 || v.indexOf("=") < 0) return undefined;
  const parts = v.split(/[,;\s]+/);
  const out: EmbeddedCount[] = [];
  for (const p of parts) {
    if (!p) continue;
    const m = PAIR.exec(p);
    if (!m || out.length >= MAX_PAIRS) return undefined; // prose or something else beside the pairs
    out.push({ label: m[1]!, value: Number(m[2]) });
  }
  return out.length ? out : undefined;
}
