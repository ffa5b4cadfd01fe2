// What an HTTP request on a command line DOES: the method, the endpoint's own words, the JSON body.
//   curl -X DELETE https://api.x.io/v1/users/42            → action delete
//   curl -X POST …/zones/$Z/purge_cache --data '{"purge_everything":true}'
//                                                          → actions purge, cache; body leaves
//   curl https://api.x.io/v1/users (GET, no body)          → action get (a read)
//   http DELETE api.x.io/users/42, wget --method=PUT …     → the same for httpie and wget
//   Invoke-RestMethod -Method Delete -Uri https://…/logs-1 → the same for PowerShell's web cmdlets
//     (-Method, -Uri, -Body are curl's -X, URL and -d; irm and iwr are their aliases)
// The body's leaves are read by the argument-state lexicon like any structured argument
// ({"purge_everything": true} → "everything"), so a curl call and an API tool call mean alike.
import type { CommandSegment } from "./command-line.ts";
import type { Leaf } from "./walk-args.ts";
import { walkArgs } from "./walk-args.ts";
import { normKey } from "./call-meaning-rules.ts";
import { gerundStem, lemma, nounVerbs } from "./call-lemma.ts";
import { trimEnd } from "../split-words.ts";
import { decodeBody, formFields } from "./call-http-args.ts";
import { pathParams } from "./call-http-resource.ts";
import { HTTP_METHOD as METHOD, httpKey } from "./call-http-keys.ts";
import { isBodyKey, isHttpTool, isUrlKey, type CallKeys } from "./call-keys.ts";

const HTTP_PROGRAMS = new Set(["curl", "wget", "http", "https", "xh", "xhs", "curlie", ...["invoke-restmethod", "invoke-webrequest", "irm", "iwr"]]);
// PowerShell's parameters (lowercased by the parser): the method, the URL, the body
const PS_METHOD = new Set(["-method", "-custommethod"]);
const PS_URL = new Set(["-uri", "-url"]);
const PS_BODY = new Set(["-body"]);
const BODY_FLAGS = new Set(["-d", "--data", "--data-raw", "--data-binary", "--data-urlencode", "--json", "--post-data", "--body-data", "--raw"]);
const MAX_BODY = 8_192;
// form fields: curl -F/--form key=value (lowercased by the parser: -f alone is --fail and takes no
// value, so a key=value after it is a form part)
const FORM_FLAGS = new Set(["--form", "--form-string"]);
const FORM_PART = /^[\w.[\]-]{1,60}=/;
const MAX_FORM_PARTS = 40;
// flags whose value is a URL other than the request's: a proxy, a referer, a header
const URL_VALUED_FLAGS = new Set(["-e", "--referer", "--proxy", "--preproxy", "--socks5", "--socks5-hostname", "-h", "--header", "--url-query", "--connect-to", "--resolve", "-o", "--output", "-t", "--upload-file"]);
// path segments that are ids, versions or placeholders, not words: 4821, v2, $ZONE, {id}, a1b2c3d4e5,
// ord_1234 (each test is one bounded pass: no overlapping quantifiers)
const NOT_A_WORD = /^(?:\d|v\d{1,3}$|[$:{]|[a-f0-9]{10,40}$|(?:api|rest|json)$)/i;
const HAS_DIGIT_RUN = /\d{3}/;
function notAWord(seg: string): boolean {
  return seg.length > 40 || NOT_A_WORD.test(seg) || HAS_DIGIT_RUN.test(seg);
}

export interface HttpMeaning {
  method: string; // upper case
  actions: string[]; // "delete" for DELETE, endpoint words for other writes, "get" for a read
  bodyLeaves: Leaf[];
  where: string;
  creates: string[]; // a POST to a collection: create + the member's name (…/v1/refunds → create, refund)
  fields: Leaf[]; // the body's and the query's fields, paths relative to the request: body.status, query.force
  url: string | undefined;
  path: string; // the argument the command line came from
  pathVerbs: string[]; // every word of a writing request's path, for the caller to keep its known acts
}

const MEANINGS = new WeakMap<CommandSegment, HttpMeaning | null>();

/** httpMeaning read once per parsed segment (the call reader and the meaning reader both ask). */
export function httpMeaning(seg: CommandSegment, path: string): HttpMeaning | undefined {
  if (!HTTP_PROGRAMS.has(seg.program)) return undefined;
  const known = MEANINGS.get(seg);
  if (known === null) return undefined;
  if (known !== undefined && known.path === path) return known;
  const m = readHttp(seg, path);
  MEANINGS.set(seg, m ?? null);
  return m;
}

function readHttp(seg: CommandSegment, path: string): HttpMeaning | undefined {
  let method: string | undefined;
  let body: string | undefined;
  let psUrl: string | undefined; // Invoke-RestMethod -Uri https://…
  let upload: string | undefined; // curl -T ./file (an upload: a PUT)
  const forms: string[] = [];
  for (const fv of seg.flagValues) {
    const f = fv.flag;
    // curl -X (lowercased by the parser: -x is also --proxy, whose value is never a method word)
    if ((f === "--request" || f === "--method" || PS_METHOD.has(f) || /^-[a-z]{0,5}x$/.test(f)) && METHOD.test(fv.value)) method = fv.value.toUpperCase();
    else if (f === "--data-urlencode" || FORM_FLAGS.has(f) || (f === "-f" && FORM_PART.test(fv.value))) {
      // curl -F file=@/x.csv, --data-urlencode text=… (each a field; -f is -F lowercased when a field follows)
      if (forms.length < MAX_FORM_PARTS) forms.push(fv.value);
    } else if ((BODY_FLAGS.has(f) || PS_BODY.has(f)) && body === undefined) body = fv.value;
    else if ((f === "-t" || f === "--upload-file") && upload === undefined && fv.value.length <= 1_024 && !fv.value.includes("=")) upload = fv.value;
    else if (PS_URL.has(f) && psUrl === undefined && fv.value.length <= 2_048 && /^https?:\/\//i.test(fv.value)) psUrl = fv.value;
  }
  // curl -XPOST, -XDELETE: the method written onto the flag (lowercased by the parser)
  if (!method) for (const f of seg.flags) if (f.length >= 5 && f.length <= 9 && f.startsWith("-x") && METHOD.test(f.slice(2))) method = f.slice(2).toUpperCase();
  const urlIdx = seg.operands.findIndex((o) => o.length <= 2_048 && /^(?:https?:\/\/|[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}\/|localhost[:/])/i.test(o));
  // -XPOST https://…: the parser took the URL for the flag's value
  // (or a switch that takes no value took it: curl -s 'https://…', curl -sS https://…; never a
  // proxy's or a referer's URL)
  const flagUrl =
    urlIdx < 0
      ? psUrl ??
        seg.flagValues.find((fv) => fv.flag.startsWith("-x") && fv.flag.length >= 5 && /^https?:\/\//i.test(fv.value))?.value ??
        seg.flagValues.find((fv) => !URL_VALUED_FLAGS.has(fv.flag) && !fv.flag.startsWith("-x") && fv.value.length <= 2_048 && /^https?:\/\//i.test(fv.value))?.value
      : undefined;
  // httpie / xh: http [METHOD] URL [items]; an item key=value or key:=json makes it a POST
  if (!method && seg.program !== "curl" && seg.program !== "wget" && urlIdx > 0 && METHOD.test(seg.operands[urlIdx - 1]!)) method = seg.operands[urlIdx - 1]!.toUpperCase();
  const items = urlIdx >= 0 ? seg.operands.slice(urlIdx + 1).filter((o) => /^[\w.-]{1,40}:?=/.test(o)) : [];
  if (!method) method = body !== undefined || items.length || forms.length ? "POST" : upload !== undefined ? "PUT" : "GET";
  if (seg.program === "curl" && seg.flags.includes("--head")) method = "HEAD";
  const where = `${path} "${seg.program} ${method}"`;
  const url = urlIdx >= 0 ? seg.operands[urlIdx]! : flagUrl;
  const actions: string[] = [];
  if (method === "DELETE") actions.push("delete");
  else if (method === "GET" || method === "HEAD" || method === "OPTIONS") actions.push("get");
  else if (url) actions.push(...endpointWords(url));
  // a file sent in a form part (-F f=@x.csv) or by -T is uploaded, whatever the endpoint is called
  if (upload !== undefined || forms.some(sendsFile)) actions.push("upload");
  const creates = method === "POST" && url ? collectionCreate(url) : [];
  const pathVerbs = url && actions[0] !== "get" && actions[0] !== "delete" ? pathWords(url) : [];
  const fields: Leaf[] = [];
  // the body, JSON or a form (-d 'a=1&b=2'), and the URL's query (?force=true): the request's fields
  const decoded = body && body.length <= MAX_BODY ? decodeBody(body) : undefined;
  if (decoded) for (const l of walkArgs(decoded, 200, true).leaves) fields.push({ ...l, path: `body.${l.path}` });
  // form parts (-F key=@path sends the file at path; key=<path its text) and the uploaded file (-T path)
  for (const part of forms) {
    const eq = part.indexOf("=");
    if (eq <= 0 || eq > 60) continue;
    let v = part.slice(eq + 1, eq + 1 + 1_024);
    if (v.startsWith("@") || v.startsWith("<")) v = v.slice(1).split(";", 1)[0]!;
    const key = part.slice(0, eq);
    fields.push({ path: `body.${key}`, key, parentKey: "", value: v });
  }
  if (upload !== undefined && upload !== "-" && upload !== ".") fields.push({ path: "body.file", key: "file", parentKey: "", value: upload });
  const q = url ? url.indexOf("?") : -1;
  const query = q >= 0 ? formFields(url!.slice(q + 1, q + 1 + MAX_BODY).replace(/#.*$/, "")) : undefined;
  if (query) for (const l of walkArgs(query, 100, true).leaves) fields.push({ ...l, path: `query.${l.path}` });
  // POST …/features/new-checkout/environments/production/on: an endpoint ending in on/off is a switch
  // set, read as the body {on: true|false} would be (Unleash, LaunchDarkly-style toggles, device APIs)
  if (url && method !== "GET" && method !== "HEAD" && method !== "OPTIONS" && method !== "DELETE") {
    const sw = /\/(on|off)\/?(?:[?#]|$)/i.exec(url);
    if (sw) fields.push({ path: "url", key: "on", parentKey: "", value: sw[1]!.toLowerCase() === "on" });
  }
  // the ids its path carries, as a tool would take them: …/monetary-account/44120/payment → monetary_account_id 44120
  if (url) for (const l of pathParams(url)) fields.push(l);
  for (const it of items.slice(0, 50)) {
    const m = /^([\w.-]{1,40})(:?=)(.{0,200})$/.exec(it);
    if (m) fields.push({ path: `body.${m[1]}`, key: m[1]!, parentKey: "", value: m[2] === ":=" && /^(?:true|false)$/.test(m[3]!) ? m[3] === "true" : m[3]! });
  }
  const bodyLeaves = fields.map((l) => ({ ...l, path: `${path} ${l.path}` }));
  return { method, actions, bodyLeaves, fields, where, creates, path, url, pathVerbs };
}

/** a form part that sends a file's bytes: file=@/data/x.csv (not file=<x.txt, its text as a field) */
function sendsFile(part: string): boolean {
  const eq = part.indexOf("=");
  return eq > 0 && part.charCodeAt(eq + 1) === 64 && part.length > eq + 2;
}

// structured HTTP tools: http_request {method: "POST", url: "…/v1/transfers", body: {…}}
/** What a structured HTTP call does, as httpMeaning reads the same request on a curl line:
 * {method: "POST", url: "https://api.wise.com/v1/transfers"} → transfers, transfer (a create);
 * a body without a method is a POST, no method and no body a GET (read). Undefined when the
 * arguments hold no URL, or the tool is no HTTP tool and names no method. */
export function httpArgsMeaning(leaves: readonly Leaf[], toolWords: readonly string[], keys: CallKeys): { method: string; actions: string[]; where: string; pathVerbs: string[]; url: string } | undefined {
  let method: string | undefined;
  let url: string | undefined;
  let urlPath = "";
  let body = false;
  let n = 0;
  for (const l of leaves) {
    if (++n > 100) break;
    const dot = l.path.indexOf(".");
    // a body argument, or anything under one: {body: {…}}, {json: "…"}
    if (isBodyKey(httpKey(dot < 0 ? l.path : l.path.slice(0, dot)), keys)) body = true;
    if (dot >= 0 || typeof l.value !== "string") continue; // method and URL are top-level arguments
    const k = normKey(l.key);
    // (a bare "path" key is a URL here only when it holds a whole URL: {path: "/Clients"} is a file's)
    if (keys.methodKeys.has(k) && METHOD.test(l.value)) method = l.value.toUpperCase();
    else if ((k === "path" || isUrlKey(k, keys)) && url === undefined && l.value.length <= 2_048 && (/^https?:\/\//i.test(l.value) || (k !== "path" && l.value.startsWith("/")))) {
      url = l.value;
      urlPath = `args.${l.path}`;
    }
  }
  if (!url || (!method && !isHttpTool(toolWords, keys))) return undefined;
  // post_request, put_request, delete_request {url}: the tool's name carries the method
  method ??= toolMethod(toolWords, keys);
  method ??= body ? "POST" : "GET";
  const where = `${urlPath} "${method} ${url.slice(0, 80)}"`;
  const actions: string[] = [];
  if (method === "DELETE") actions.push("delete");
  else if (method === "GET" || method === "HEAD" || method === "OPTIONS") actions.push("get");
  else actions.push(...endpointWords(url), ...(method === "POST" ? collectionCreate(url) : []));
  const pathVerbs = method === "GET" || method === "HEAD" || method === "OPTIONS" || method === "DELETE" ? [] : pathWords(url);
  return { method, actions, where, pathVerbs, url };
}

/** The method an HTTP tool's name carries: post_request, http_put, deleteRequest → POST, PUT, DELETE
 * (only beside a request word, so a "post_message" tool is no HTTP call). */
function toolMethod(toolWords: readonly string[], keys: CallKeys): string | undefined {
  if (!isHttpTool(toolWords, keys)) return undefined;
  const m = toolWords.find((w) => /^(?:post|put|patch|delete)$/.test(w));
  return m?.toUpperCase();
}

/** Every word of a URL's path, not only the last two endpointWords reads: a writing request to
 * …/user/purchase/quests/7 or …/sell/market/btcusd names its act before the object it acts on.
 * Candidates only: the caller keeps the words its action lexicon knows as acts. */
function pathWords(url: string): string[] {
  return segmentWords(urlSegments(url).filter((s) => s && !notAWord(s)), 3);
}

/** A URL's path without query, fragment, scheme and host ("https://h/a/b?x" → "/a/b"; a path stays). */
export function urlPath(url: string): string {
  return url.replace(/[?#].*$/, "").replace(/^[a-z][a-z0-9+.-]{0,20}:\/\/[^/]{0,253}/i, "");
}
// the last twelve segments of a URL's path (a host written without a scheme dropped too)
const urlSegments = (url: string) => urlPath(url).replace(/^[^/]{0,253}/, "").split("/").slice(-12);
// the words of path segments, split at separators and camelCase humps
function segmentWords(segs: readonly string[], minLength: number): string[] {
  const out: string[] = [];
  for (const s of segs) for (const w of s.split(/[-_.:]|(?<=[a-z])(?=[A-Z])/).slice(0, 4)) if (w.length >= minLength && /^[a-z]{2,30}$/i.test(w)) out.push(w.toLowerCase());
  return out;
}

/** POST …/v1/refunds adds a refund: the last path segment is a plural noun (not an id, not a verb
 * like …/purge_cache or …/cancel); the act is create, and the member's name is one too ("no refunds").
 * A member named for an act does that act: POST /order_cancellations cancels, /withdrawals withdraws,
 * /bookings books; a message-like member is sent: POST /v1/messages, /comments, /replies. */
function collectionCreate(url: string): string[] {
  const path = trimEnd(url.replace(/[?#].*$/, ""), "/");
  const last = path.slice(path.lastIndexOf("/") + 1).toLowerCase();
  if (!/^[a-z][a-z_-]{1,40}s$/.test(last) || /(?:ss|us|is)$/.test(last)) return [];
  const one = lemma(last);
  if (one === last) return [];
  const out = ["create", one];
  const words = one.split(/[-_]/);
  for (let i = 0; i < words.length && i < 4; i++) {
    const w = words[i]!;
    if (w !== one && w.length >= 3) out.push(w);
    if (i === words.length - 1) {
      for (const v of nounVerbs(w)) out.push(v);
      const g = w.endsWith("ing") ? gerundStem(w) : undefined;
      if (g) out.push(g);
      if (SENT_MEMBERS.has(w)) out.push("send");
    }
  }
  return out;
}
// what a POST to its collection sends, not only creates
const SENT_MEMBERS = new Set(["message", "email", "mail", "sms", "text", "comment", "reply", "post", "notification", "invitation", "invite", "chat", "broadcast", "announcement", "tweet", "status", "update"]);

/** The last word-like segments of a URL's path: …/zones/$Z/purge_cache → purge, cache. */
function endpointWords(url: string): string[] {
  return segmentWords(urlSegments(url).filter((s) => s && !notAWord(s)).slice(-2), 2);
}

// requests a page script makes: fetch(url, {method: "POST"}), xhr.open("DELETE", url),
// axios.put(url), navigator.sendBeacon(url) (each bounded, no nested quantifiers)
const SCRIPT_FETCH = /\bfetch\s*\(\s*['"`]([^'"`\n]{1,300})['"`]\s*,\s*\{[^}]{0,300}?\bmethod\s*:\s*['"`]([A-Za-z]{3,7})['"`]/g;
const SCRIPT_XHR_OPEN = /\.open\s*\(\s*['"`]([A-Za-z]{3,7})['"`]\s*,\s*['"`]([^'"`\n]{1,300})['"`]/g;
const SCRIPT_CLIENT = /\b(?:axios|ky|\$|jQuery|http|api|client)\s*\.\s*(post|put|patch|delete)\s*\(\s*['"`]([^'"`\n]{1,300})['"`]/gi;
const SCRIPT_BEACON = /\bsendBeacon\s*\(\s*['"`]([^'"`\n]{1,300})['"`]/g;
const MAX_SCRIPT = 20_000;

/** The writing requests a page script sends, read as the same request on a curl line would be:
 * fetch('/api/invoices/881/void', {method: 'POST'}) → POST, actions void, invoice… A GET (or a
 * fetch with no method) reads and is left out. */
export function scriptRequests(code: string): { method: string; url: string; actions: string[] }[] {
  if (code.length > MAX_SCRIPT) code = code.slice(0, MAX_SCRIPT);
  const out: { method: string; url: string; actions: string[] }[] = [];
  const push = (method: string, url: string) => {
    const m = method.toUpperCase();
    if (!METHOD.test(m) || m === "GET" || m === "HEAD" || m === "OPTIONS" || out.length >= 10) return;
    const actions = m === "DELETE" ? ["delete"] : [...endpointWords(url), ...(m === "POST" ? collectionCreate(url) : ["update"])];
    out.push({ method: m, url, actions });
  };
  if (code.includes("fetch")) for (const m of code.matchAll(SCRIPT_FETCH)) push(m[2]!, m[1]!);
  if (code.includes(".open")) for (const m of code.matchAll(SCRIPT_XHR_OPEN)) push(m[1]!, m[2]!);
  for (const m of code.matchAll(SCRIPT_CLIENT)) push(m[1]!, m[2]!);
  if (code.includes("sendBeacon")) for (const m of code.matchAll(SCRIPT_BEACON)) push("POST", m[1]!);
  return out;
}
