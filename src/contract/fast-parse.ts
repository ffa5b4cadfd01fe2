// Hand-written checks for the common shapes of /v1 requests, several times cheaper than zod's
// safeParse on the hot path. Each returns EXACTLY what zod's safeParse would return as `data` (unknown keys
// stripped, args defaulted to {}, "__proto__" record keys dropped, keys in schema order), or
// undefined: then the caller runs zod, which also writes every error answer. So a fast result
// can only ever be a valid request, and a request the fast path does not know costs one zod
// parse as before. Rarer fields (expires_at, when, match, requires, context.now,
// rejected_approaches) are handed to their own zod sub-schema. test/contract/fast-parse
// property-tests the equivalence on random valid and near-valid requests.
import { MAX_TEXT_CHARS, SingleClassifyRequest } from "./classify.ts";
import { GuardContext, ToolCall, guardRequestSchema, type GuardLimits, type GuardRequest } from "./guard.ts";
import { EFFECTS, LedgerEntry, PIN_KINDS, Scope, type Effect, type PinKind } from "./ledger-entry.ts";

// The fields these checks were written for. A schema that gains a field turns the fast checks off
// (every request then goes to zod, correct but slower) until this file learns it; a test says so.
const WRITTEN_FOR: [string, readonly string[], readonly string[]][] = [
  ["guard request", Object.keys(guardRequestSchema().shape), ["call", "ledger", "context", "history"]],
  ["ToolCall", Object.keys(ToolCall.shape), ["tool", "args"]],
  ["GuardContext", Object.keys(GuardContext.shape), ["scopes", "flags", "now", "rejected_approaches"]],
  ["LedgerEntry", Object.keys(LedgerEntry.shape), ["id", "text", "kind", "scope", "expires_at", "effect", "when", "match", "requires", "source_turn"]],
  ["Scope", Object.keys(Scope.shape), ["type", "id"]],
  ["SingleClassifyRequest", Object.keys(SingleClassifyRequest.shape), ["text", "turn", "explain"]],
];
/** Schemas whose fields differ from what these checks know (empty: the fast checks are on). */
export const OUTDATED_FOR = WRITTEN_FOR.filter(([, now, known]) => now.join() !== known.join()).map(([name]) => name);
const ON = OUTDATED_FOR.length === 0;

type Obj = Record<string, unknown>;
type Entry = GuardRequest["ledger"][number];
type Call = GuardRequest["call"];
type Context = NonNullable<GuardRequest["context"]>;

// zod's isObject: any non-null, non-array object (JSON.parse makes only plain ones)
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown, min: number, max: number): v is string => typeof v === "string" && v.length >= min && v.length <= max;
const KINDS: ReadonlySet<unknown> = new Set(PIN_KINDS);
const EFFECT_SET: ReadonlySet<unknown> = new Set(EFFECTS);

// Sub-schemas for the rare fields: the very schemas zod runs inside the whole request.
const sub = {
  expires_at: LedgerEntry.shape.expires_at,
  when: LedgerEntry.shape.when,
  match: LedgerEntry.shape.match,
  requires: LedgerEntry.shape.requires,
  now: GuardContext.shape.now,
  rejected_approaches: GuardContext.shape.rejected_approaches,
};
/** The sub-schema's output, or FAIL (the caller then gives the whole request to zod). */
const FAIL = Symbol("fail");
function viaZod(schema: { safeParse(v: unknown): { success: boolean; data?: unknown } }, v: unknown): unknown {
  const r = schema.safeParse(v);
  return r.success ? r.data : FAIL;
}

/** z.record(keySchema, valueSchema) over JSON: own keys in order, "__proto__" dropped. */
function record<V>(input: Obj, maxKey: number, value: (v: unknown) => v is V): Record<string, V> | undefined {
  const out: Record<string, V> = {};
  for (const k in input) {
    if (!Object.hasOwn(input, k)) continue; // a JSON object has only own keys; anything else: zod decides
    if (k === "__proto__") return undefined; // zod drops it silently; rare enough to leave to zod
    if (k.length > maxKey) return undefined;
    const v = input[k];
    if (!value(v)) return undefined;
    out[k] = v;
  }
  return out;
}

const anyJson = (v: unknown): v is unknown => v !== undefined;
const scopeValue = (v: unknown): v is string => str(v, 0, 200);
// Scalar: string (≤ 10,000) | finite number | boolean | null
const scalar = (v: unknown): v is string | number | boolean | null =>
  v === null || typeof v === "boolean" || (typeof v === "number" && Number.isFinite(v)) || str(v, 0, 10_000);

function toolCall(v: unknown): Call | undefined {
  if (!isObj(v) || !str(v.tool, 1, 512)) return undefined;
  if (!("args" in v)) return { tool: v.tool, args: {} }; // .optional().default({}): a fresh {}
  if (!isObj(v.args)) return undefined;
  const args = record(v.args, Infinity, anyJson);
  return args && { tool: v.tool, args };
}

function calls(v: unknown, max: number): Call[] | undefined {
  if (!Array.isArray(v) || v.length > max) return undefined;
  const out: Call[] = [];
  for (let i = 0; i < v.length; i++) {
    const c = toolCall(v[i]);
    if (!c) return undefined;
    out.push(c);
  }
  return out;
}

function entry(v: unknown): Entry | undefined {
  if (!isObj(v) || !str(v.id, 1, 200) || !str(v.text, 1, 4_000)) return undefined;
  const out: Entry = { id: v.id, text: v.text };
  // schema order: id, text, kind, scope, expires_at, effect, when, match, requires, source_turn
  if ("kind" in v) {
    if (!KINDS.has(v.kind)) return undefined;
    out.kind = v.kind as PinKind;
  }
  if ("scope" in v) {
    const s = v.scope;
    if (!isObj(s) || !str(s.type, 1, 100) || !str(s.id, 1, 200)) return undefined;
    out.scope = { type: s.type, id: s.id };
  }
  if ("expires_at" in v) {
    const x = viaZod(sub.expires_at, v.expires_at);
    if (x === FAIL || x === undefined) return undefined;
    out.expires_at = x as string;
  }
  if ("effect" in v) {
    if (!EFFECT_SET.has(v.effect)) return undefined;
    out.effect = v.effect as Effect;
  }
  for (const k of ["when", "match", "requires"] as const) {
    if (!(k in v)) continue;
    const x = viaZod(sub[k], v[k]);
    if (x === FAIL || x === undefined) return undefined;
    (out as Obj)[k] = x;
  }
  if ("source_turn" in v) {
    const t = v.source_turn;
    if (typeof t !== "number" || !Number.isSafeInteger(t) || t < 0) return undefined;
    out.source_turn = t;
  }
  return out;
}

function context(v: unknown): Context | undefined {
  if (!isObj(v)) return undefined;
  const out: Context = {};
  if ("scopes" in v) {
    if (!isObj(v.scopes)) return undefined;
    const scopes = record(v.scopes, 100, scopeValue);
    if (!scopes) return undefined;
    out.scopes = scopes;
  }
  if ("flags" in v) {
    if (!isObj(v.flags)) return undefined;
    const flags = record(v.flags, 200, scalar);
    if (!flags) return undefined;
    out.flags = flags;
  }
  for (const k of ["now", "rejected_approaches"] as const) {
    if (!(k in v)) continue;
    const x = viaZod(sub[k], v[k]);
    if (x === FAIL || x === undefined) return undefined;
    (out as Obj)[k] = x;
  }
  return out;
}

/** guardRequestSchema(limits).safeParse(body).data for the common shapes, else undefined. */
export function fastGuardRequest(body: Obj, limits: GuardLimits): GuardRequest | undefined {
  if (!ON) return undefined;
  const call = toolCall(body.call);
  if (!call) return undefined;
  const raw = body.ledger;
  if (!Array.isArray(raw) || raw.length > limits.maxLedgerEntries) return undefined;
  const ledger: Entry[] = [];
  for (let i = 0; i < raw.length; i++) {
    const e = entry(raw[i]);
    if (!e) return undefined;
    ledger.push(e);
  }
  const out: GuardRequest = { call, ledger };
  if ("context" in body) {
    const c = context(body.context);
    if (!c) return undefined;
    out.context = c;
  }
  if ("history" in body) {
    const h = calls(body.history, limits.maxHistory);
    if (!h) return undefined;
    out.history = h;
  }
  return out;
}

export interface SingleClassify {
  text: string;
  turn?: number;
  explain?: boolean;
}

/** SingleClassifyRequest.safeParse(body).data for a valid body, else undefined. */
export function fastSingleClassifyRequest(body: Obj): SingleClassify | undefined {
  if (!ON) return undefined;
  if (!str(body.text, 0, MAX_TEXT_CHARS)) return undefined;
  const out: SingleClassify = { text: body.text };
  if ("turn" in body) {
    const t = body.turn;
    if (typeof t !== "number" || !Number.isSafeInteger(t) || t < 0 || t > 1_000_000_000) return undefined;
    out.turn = t;
  }
  if ("explain" in body) {
    if (typeof body.explain !== "boolean") return undefined;
    out.explain = body.explain;
  }
  return out;
}
