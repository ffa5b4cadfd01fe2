// "Always look at `dolt diff` before you `dolt commit`", "run `terraform plan` before `terraform
// apply`": of the required commands, the ones named after "before" are the act the rule is about,
// not commands every call must carry. The requirement then asks the ones named first (in the call or
// earlier: fb-done-before.ts) only of a call that does the later one (gmoney15: the rule fired on
// `dolt push`, which is neither).
const BEFORE = /\bbefore\b/i;

/** The required tokens split at "before": { need, when }, or undefined when the text does not put
 * some of them before the word and some after it. */
export function splitAtBefore(text: string, tokens: readonly string[]): { need: string[]; when: string[] } | undefined {
  if (tokens.length < 2 || text.length > 2000) return undefined;
  const m = BEFORE.exec(text);
  if (!m) return undefined;
  const lower = text.toLowerCase();
  const need: string[] = [];
  const when: string[] = [];
  for (const tok of tokens) {
    const at = lower.indexOf(tok.toLowerCase());
    if (at < 0) return undefined;
    (at < m.index ? need : when).push(tok);
  }
  return need.length && when.length ? { need, when } : undefined;
}
