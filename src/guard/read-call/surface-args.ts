// Call arguments as sent → the object the readers walk. Real servers take the same fields inside an
// envelope ({"input": {...}} for FastMCP/pydantic tools, {"params": {...}} for JSON-RPC,
// {"arguments": {...}}, an HTTP {"body": {...}}) or as one JSON string ({"payload": "{\"amount\":500}"}).
// The envelope carries nothing of its own, so it is opened once, before anything reads the call:
//   {"input": {"amount": 500}}             → {"amount": 500}
//   {"payload": "{\"amount\":500}"}        → {"amount": 500}
//   {"params": {"arguments": {"id": 3}}}   → {"id": 3}
// Only a lone key of an envelope name is an envelope ({"filter": {...}} says what to filter): {"body": {...}, "url": "…"} is an HTTP request, left as is.
const ENVELOPE_KEYS = new Set(["input", "inputs", "params", "parameters", "arguments", "args", "body", "payload", "data", "request", "kwargs", "options", "properties", "fields", "values", "json"]);
const MAX_JSON = 65_536;
const MAX_LAYERS = 3;

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

export function unwrapArgs(args: unknown): unknown {
  let a = args;
  for (let layer = 0; layer < MAX_LAYERS && isObj(a); layer++) {
    let only: string | undefined;
    for (const k in a) {
      if (only !== undefined) return a; // two keys: not an envelope
      only = k;
    }
    if (only === undefined) return a;
    const v = a[only];
    if (!ENVELOPE_KEYS.has(only.toLowerCase())) return a;
    if (isObj(v)) {
      a = v;
      continue;
    }
    const parsed = typeof v === "string" ? jsonObject(v) : undefined;
    if (!parsed) return a;
    a = parsed;
  }
  return a;
}

/** The object a string spells in JSON, if it is one ("{…}" only; arrays and scalars stay strings). */
export function jsonObject(s: string): Record<string, unknown> | undefined {
  if (s.length < 2 || s.length > MAX_JSON) return undefined;
  const t = s.trim();
  if (t[0] !== "{" || t[t.length - 1] !== "}") return undefined;
  try {
    const v: unknown = JSON.parse(t);
    return isObj(v) ? v : undefined;
  } catch {
    return undefined;
  }
}
