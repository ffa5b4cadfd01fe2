// Case-insensitive glob (* any run, ? one character) matched without regular expressions:
// the classic two-pointer algorithm, linear in practice and never exponential.
export function globMatch(pattern: string, value: string): boolean {
  const p = pattern.toLowerCase();
  const s = value.toLowerCase();
  let pi = 0;
  let si = 0;
  let star = -1;
  let mark = 0;
  while (si < s.length) {
    if (pi < p.length && (p[pi] === "?" || p[pi] === s[si])) {
      pi++;
      si++;
    } else if (pi < p.length && p[pi] === "*") {
      star = pi++;
      mark = si;
    } else if (star >= 0) {
      pi = star + 1;
      si = ++mark;
    } else return false;
  }
  while (pi < p.length && p[pi] === "*") pi++;
  return pi === p.length;
}
