// "Non-cascade is ok if you must", "bind to 127.0.0.1 if you must": the "must" of "if you must" is a
// concession, the sanctioned way out of the act the entry bans, not a requirement every call has to
// carry (untriggered, it refused `docker compose down` for lacking "127.0.0.1"). The ban itself
// still catches the banned form; whether the way out must be spelled depends on the tool's default
// (DROP TABLE is non-cascade unless told, `argocd app delete` cascades), which the words do not say.

const CONCESSION = /\bif (?:you|we|i) (?:really |absolutely |truly )?(?:must|have to|need to|need)\b/gi;
const CUE = /\b(?:always|must|make sure|ensure|be sure|remember to|every time|each time|whenever|required?)\b/i;

/** Whether the sentence's only requirement cue is a concession ("… if you must"). */
export function onlyConcedes(text: string): boolean {
  CONCESSION.lastIndex = 0;
  if (!CONCESSION.test(text)) return false;
  CONCESSION.lastIndex = 0;
  return !CUE.test(text.replace(CONCESSION, " "));
}
