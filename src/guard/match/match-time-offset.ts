// context.now keeps the caller's offset: "2026-12-02T22:40:00+01:00" is 22:40 where the user is,
// though the Date is 21:40 UTC. With no zone in the rule (nor in the ledger), that offset is the
// clock the rule speaks in ("no music after 22:00").
const OFFSET = /(?:T|\s)\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?([+-])(\d{2}):?(\d{2})$/;
const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export function offsetClock(now: Date, nowText: string | undefined): { day: number; min: number; label: string } | undefined {
  const m = nowText ? OFFSET.exec(nowText) : null;
  if (!m) return undefined;
  const off = (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
  if (off === 0 || Math.abs(off) > 14 * 60) return undefined;
  const d = new Date(now.getTime() + off * 60000);
  const day = d.getUTCDay();
  const hh = String(d.getUTCHours()).padStart(2, "0");
  const mm = String(d.getUTCMinutes()).padStart(2, "0");
  return { day, min: d.getUTCHours() * 60 + d.getUTCMinutes(), label: `${DAY_NAMES[day]} ${hh}:${mm} ${m[1]}${m[2]}:${m[3]}` };
}
