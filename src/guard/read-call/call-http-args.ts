// An HTTP request made by a generic HTTP tool, opened into the arguments it really sends. The body
// of http_request / fetch / api_request is often one string — JSON ("{\"status\":\"lost\"}") or a
// form ("class=option&symbol=SPY&quantity=1") — and the URL's query carries settings too
// (…/api/v1/?url=…&stealth_proxy=true). Read as written, each is one opaque text; opened, each
// field is an argument like any other, so limits, key=value and targets see it:
//   {method: "PUT", url: "…/deals/8812", body: "{\"status\":\"lost\"}"}
//        → {method: "PUT", url: "…/deals/8812", body: {status: "lost"}}
//   {method: "POST", url: "…/orders", body: "class=option&quantity=1"}
//        → {…, body: {class: "option", quantity: "1"}}
//   {method: "GET", url: "…/v1/?api_key=$K&stealth_proxy=true"}
//        → {…, query: {api_key: "$K", stealth_proxy: "true"}}
// Only a call that is an HTTP request (a URL argument, and a method argument or an HTTP tool name)
// is opened; bounded sizes: bodies over MAX_BODY, more than MAX_PAIRS form pairs are left as text.
import { HTTP_METHOD as METHOD, httpKey } from "./call-http-keys.ts";
import { isBodyKey, isHttpTool, isUrlKey, type CallKeys } from "./call-keys.ts";

// "/books/14", "/v2/bot/message/broadcast": a path on the API's own host (not "//host/x", not "/")
const HOSTLESS_PATH = /^\/[\w$.~:@%{-]/;
const MAX_BODY = 65_536;
const MAX_PAIRS = 100;
const FORM_KEY = /^[A-Za-z_][\w.$-]{0,60}(?:\[[\w-]{0,20}\]){0,3}$/;
const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

export interface HttpArgs {
  args: Record<string, unknown>;
  /** the argument keys that hold the request's fields: its body (sent as an object or opened from
   * text) and the opened query ("body", "query") */
  opened: string[];
  url: string;
  method: string; // upper case; GET when neither a method nor a body is given, POST with a body
}

/** The request's body and query as fields, or undefined when the call is no HTTP request or
 * holds no body or query. The arguments given are never changed (a shallow copy). */
export function openHttpArgs(args: unknown, toolWords: readonly string[], keys: CallKeys, searchParams?: ReadonlySet<string>): HttpArgs | undefined {
  if (!isObj(args)) return undefined;
  let url: string | undefined;
  let method: string | undefined;
  let bodyKey: string | undefined;
  let n = 0;
  for (const k in args) {
    if (++n > 40) break;
    const kl = httpKey(k);
    const v = args[k];
    if (typeof v !== "string") continue;
    if (keys.methodKeys.has(kl) && METHOD.test(v)) method = v.toUpperCase();
    // (an API tool's endpoint is often a path on the host it is bound to: {endpoint: "/books/14"})
    else if (isUrlKey(kl, keys) && url === undefined && v.length <= 4_096 && (/^https?:\/\//i.test(v) || HOSTLESS_PATH.test(v))) url = v;
    else if (isBodyKey(kl, keys) && bodyKey === undefined) bodyKey = k;
  }
  if (bodyKey === undefined) for (const k in args) if (isBodyKey(httpKey(k), keys) && isObj(args[k])) {
    bodyKey = k;
    break;
  }
  if (!url || (!method && !isHttpTool(toolWords, keys))) return undefined;
  let out: Record<string, unknown> | undefined;
  const opened: string[] = [];
  if (bodyKey) {
    const b = args[bodyKey];
    const fields = typeof b === "string" ? decodeBody(b) : undefined;
    if (fields) out = { ...args, [bodyKey]: fields };
    if (fields || isObj(b)) opened.push(bodyKey);
  }
  const q = url.indexOf("?");
  if (q >= 0 && q < url.length - 2) {
    const qs = url.slice(q + 1).replace(/#.*$/, "");
    const fields = formFields(qs, searchParams);
    const key = "query" in args ? ("url_query" in args ? undefined : "url_query") : "query";
    if (fields && key) {
      out = { ...(out ?? args), [key]: fields };
      opened.push(key);
    }
  }
  return opened.length ? { args: out ?? args, opened, url, method: method ?? (bodyKey ? "POST" : "GET") } : undefined;
}

/** A JSON object or array, or a form (a=1&b=2), as fields; undefined for anything else. */
export function decodeBody(s: string): Record<string, unknown> | unknown[] | undefined {
  if (s.length < 3 || s.length > MAX_BODY) return undefined;
  const t = s.trim();
  const c = t[0];
  if (c === "{" || c === "[") {
    try {
      const v: unknown = JSON.parse(t);
      return v && typeof v === "object" ? (v as Record<string, unknown> | unknown[]) : undefined;
    } catch {
      return undefined;
    }
  }
  return formFields(t);
}

/** a=1&b=two+words&side[0]=buy&force=true → {a: "1", b: "two words", side: ["buy"], force: true};
 * undefined unless every part is a key=value pair (free text with an "=" in it is no form). Keys keep
 * their case; true/false are switches, as in JSON. `skip`: the keys left out (a URL's search terms,
 * ?q=pastebin+scraper: what is searched for is no setting of the request). */
export function formFields(s: string, skip?: ReadonlySet<string>): Record<string, unknown> | undefined {
  if (!s.includes("=") || /\s/.test(s.slice(0, 200)) && !s.includes("&")) return undefined;
  const parts = s.split("&", MAX_PAIRS + 1);
  if (parts.length > MAX_PAIRS) return undefined;
  const out: Record<string, unknown> = {};
  let any = false;
  for (const p of parts) {
    if (!p) continue;
    const eq = p.indexOf("=");
    if (eq <= 0) return undefined;
    const rawKey = decode(p.slice(0, eq));
    if (!FORM_KEY.test(rawKey)) return undefined;
    const key = rawKey.replace(/\[.*$/, "");
    if (skip?.has(key.toLowerCase())) continue;
    const text = decode(p.slice(eq + 1));
    const value = text.length <= 5 && /^(?:true|false)$/i.test(text) ? text.toLowerCase() === "true" : text;
    const prev = out[key];
    if (prev === undefined) out[key] = rawKey.endsWith("]") ? [value] : value;
    else if (Array.isArray(prev)) prev.push(value);
    else out[key] = [prev, value];
    any = true;
  }
  return any ? out : undefined;
}

function decode(s: string): string {
  const plus = s.includes("+") ? s.replace(/\+/g, " ") : s;
  if (!plus.includes("%")) return plus;
  try {
    return decodeURIComponent(plus);
  } catch {
    return plus;
  }
}
