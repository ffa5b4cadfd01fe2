// File modes as chmod takes them, read to the octal digits a rule names: "Don't chmod anything to
// 777" must also stop `chmod a+rwx x`, `chmod 0777 x` and `chmod u=rwx,g=rwx,o=rwx x`.
//   "0777" → "777"   "a+rwx" → "777"   "ugo=rwx" → "777"   "u=rwx,go=rx" → "755"   "o+w" → undefined

const BITS: Record<string, number> = { r: 4, w: 2, x: 1 };

/** The octal mode a chmod mode operand ends at, when the operand alone decides it. */
export function octalMode(mode: string): string | undefined {
  if (mode.length > 40) return undefined;
  const num = /^0*([0-7]{3,4})$/.exec(mode);
  if (num) return num[1]!.length === 4 && num[1]!.startsWith("0") ? num[1]!.slice(1) : num[1]!;
  // symbolic: every class must end known; "+" only decides a class when it adds all of rwx
  const classes: (number | undefined)[] = [undefined, undefined, undefined]; // u, g, o
  for (const clause of mode.split(",")) {
    const m = /^([ugoa]{0,4})([+=-])([rwxXst]{0,6})$/.exec(clause);
    if (!m) return undefined;
    const who = !m[1] || m[1].includes("a") ? [0, 1, 2] : [...new Set([...m[1]].map((c) => "ugo".indexOf(c)))];
    let bits = 0;
    for (const c of m[3]!) bits |= BITS[c] ?? 0;
    for (const i of who) {
      if (m[2] === "=") classes[i] = bits;
      else if (m[2] === "+") classes[i] = bits === 7 ? 7 : classes[i] === undefined ? undefined : classes[i]! | bits;
      else classes[i] = classes[i] === undefined ? (bits === 7 ? 0 : undefined) : classes[i]! & ~bits;
    }
  }
  return classes.every((c) => c !== undefined) ? classes.join("") : undefined;
}
