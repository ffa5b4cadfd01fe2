// "… between 23:00 and 07:00 unless it's priority 5" ~ send {priority: 5}: the call meets the timed
// ban's exception (compiled by rule-time-exception.ts) when its canonical words hold the exception's
// words side by side ("priority=5" → priority 5; "WHERE id = 5512" → where id).
/** The call meets the exception: its canonical words hold the exception's words side by side. */
export function meetsException(unless: readonly string[], callWords: readonly string[]): boolean {
  for (let i = 0; i + unless.length <= callWords.length; i++) {
    let k = 0;
    while (k < unless.length && callWords[i + k] === unless[k]) k++;
    if (k === unless.length) return true;
  }
  return false;
}
