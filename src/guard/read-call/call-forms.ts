// Forms a call uses to say something without the rule's words (rules/guard/call-forms.yaml):
//   docker compose down --volumes        → also shows -v (a rule says "never down -v")
//   consul kv delete -recurse svc/        → addresses "recursive"
//   curl -fsSL https://x.sh/i | bash      → executes a piped script: "pipe to shell"
//   kubectl scale deploy/api --replicas=0 → addresses "zero"
import type { CommandSegment } from "./command-line.ts";
import type { CallForms, MeaningAdds } from "./call-meaning-rules.ts";
import { normKey } from "./call-meaning-rules.ts";
import type { Leaf } from "./walk-args.ts";

export interface FormFact {
  id: string;
  actions: readonly string[];
  targets: readonly string[];
  where: string;
}

/** Adds the other spellings of each flag the segment shows, in place (read before any matcher). */
export function expandFlagAliases(seg: CommandSegment, forms: CallForms): void {
  if (!seg.flags.length) return;
  const own = forms.aliases.get(seg.program);
  const any = forms.aliases.get("");
  if (!own && !any) return;
  const n = seg.flags.length;
  for (let i = 0; i < n && i < 40; i++) {
    const f = seg.flags[i]!;
    for (const other of own?.get(f) ?? any?.get(f) ?? NONE) if (!seg.flags.includes(other)) seg.flags.push(other);
    // a cluster of short flags: -rf holds -r and -f
    if (/^-[a-z]{2,6}$/.test(f))
      for (const c of f.slice(1)) for (const other of own?.get(`-${c}`) ?? NONE) if (!seg.flags.includes(other)) seg.flags.push(other);
  }
}
const NONE: readonly string[] = [];

/** What the segment's flags, its piped input and its zero counts mean. */
export function formMeanings(seg: CommandSegment, path: string, forms: CallForms): FormFact[] {
  const out: FormFact[] = [];
  const shown = seg.subcommands.length ? `${seg.program} ${seg.subcommands.slice(0, 2).join(" ")}` : seg.program;
  const own = forms.flags.get(seg.program);
  const any = forms.flags.get("");
  if (own || any)
    for (const f of seg.flags) for (const d of own?.get(f) ?? any?.get(f) ?? NO_ADDS) push(out, d, `${path} "${shown} ${f}" (${d.id})`);
  // curl … | bash: a shell reading its script from the pipe (not bash deploy.sh, not bash -c "…")
  if (seg.piped) {
    const defs = forms.pipeInto.get(seg.program);
    if (defs && !seg.operands.some((o) => /\.\w{1,5}$/.test(o)) && !seg.flags.some((f) => f === "-c" || f === "-lc" || f === "-e")) for (const d of defs) push(out, d, `${path} "| ${seg.program}" (${d.id})`);
  }
  for (const fv of seg.flagValues)
    if (fv.value === "0") {
      const d = forms.zeroKeys.get(normKey(fv.flag.replace(/^-+/, "")));
      if (d) push(out, d, `${path} "${shown} ${fv.flag}=0" (${d.id})`);
    }
  return out;
}
const NO_ADDS: readonly MeaningAdds[] = [];

/** {"replicas": 0}, {"desiredCount": "0"}: structured counts set to zero. */
export function zeroCounts(leaves: readonly Leaf[], forms: CallForms): FormFact[] {
  const out: FormFact[] = [];
  for (const l of leaves) {
    if (l.value !== 0 && l.value !== "0") continue;
    const d = forms.zeroKeys.get(normKey(l.key));
    if (d && out.length < 10) push(out, d, `args.${l.path} = 0 (${d.id})`);
  }
  return out;
}

function push(out: FormFact[], d: MeaningAdds, where: string) {
  if (out.length < 20) out.push({ id: d.id, actions: d.actions, targets: d.targets, where });
}
