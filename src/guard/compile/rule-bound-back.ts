// "Fly: keep at least 2 machines in the `api` app. never scale below that", "Max 5 seats per
// order — don't go over that": the second sentence points back at the bound the first one set
// ("below that"). The limit clause already holds it; read as a ban of its own, its verb banned
// every scale of the app, upward too (`fly scale count 3 -a api`).
// Reads: the sentence text (no number of its own, a comparison word, then a pronoun).
const BACK = /\b(?:below|under|beneath|above|over|past|beyond|(?:lower|higher|less|more|fewer|bigger|larger|smaller) than)\s{1,3}(?:that|this)\b/i;

/** Whether the sentence only restates a bound stated before it ("never scale below that"). */
export function restatesBound(text: string): boolean {
  return BACK.test(text) && !/\d/.test(text);
}
