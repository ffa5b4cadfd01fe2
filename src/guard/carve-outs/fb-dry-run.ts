// A dry run changes nothing, whatever the rule bans doing: "never run git clean" ~ git clean -n,
// "ask before syncing the finance app" ~ sync_app {dry_run: true}. call-facts.ts drops the
// changing families of a dry run; these two close the ways around that:
//   - a subcommand that previews only with a flag: git clean -n, git push --dry-run (call-forms.yaml
//     previews with flags; git commit -n is --no-verify, so the subcommand decides)
//   - a rule matched by "anything", by its own verb word or by the fail-closed "(any change)":
//     with the call a dry run, only a reading family (a rule about reads) still stands.
import type { CommandSegment } from "../read-call/command-line.ts";
import type { CallForms } from "../read-call/call-meaning-rules.ts";
import type { GuardRules } from "../guard-rules.ts";

/** git clean -n -d, git push --dry-run origin x, git add -nA: true. */
export function flagPreview(seg: CommandSegment, forms: CallForms): boolean {
  const unless = seg.subcommands.length ? forms.previewUnless.get(seg.program)?.get(seg.subcommands[0]!) : undefined;
  // p4 obliterate //depot/x/...: without -y it only lists what it would remove
  if (unless && !seg.flags.some((f) => unless.has(f) || (/^-[a-z]{2,6}$/.test(f) && [...f.slice(1)].some((c) => unless.has(`-${c}`))))) return true;
  const subs = forms.previewFlags.get(seg.program);
  if (!subs || !seg.subcommands.length) return false;
  const flags = subs.get(seg.subcommands[0]!);
  if (!flags) return false;
  for (const f of seg.flags) {
    if (flags.has(f)) return true;
    // a bundle of short flags: -nd holds -n
    if (/^-[a-z]{2,6}$/.test(f)) for (const c of f.slice(1)) if (flags.has(`-${c}`)) return true;
  }
  return false;
}

/** The family evidence of a dry-run call that does not stand: anything but a reading family. */
export function dryRunAct(actRule: string, dryRun: boolean | undefined, rules: GuardRules): boolean {
  return !!dryRun && !rules.families.get(actRule)?.readOnly;
}
