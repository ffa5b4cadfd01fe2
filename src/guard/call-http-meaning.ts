// What an HTTP request on a command line DOES: the method, the endpoint's own words, the JSON body.
//   curl -X DELETE https://api.x.io/v1/users/42            → action delete
//   curl -X POST …/zones/$Z/purge_cache --data '{"purge_everything":true}'
//                                                          → actions purge, cache; body leaves
//   curl https://api.x.io/v1/users (GET, no body)          → action get (a read)
//   http DELETE api.x.io/users/42, wget --method=PUT …     → the same for httpie and wget
// The body's leaves are read by the argument-state lexicon like any structured argument
// ({"purge_everything": true} → "everything"), so a curl call and an API tool call mean alike.
import type { CommandSegment } from "./command-line.ts";
import type { Leaf } from "./walk-args.ts";
import { walkArgs } from "./walk-args.ts";

const HTTP_PROGRAMS = new Set(["curl", "wget", "http", "https", "xh", "xhs", "curlie"]);
const METHOD = /^(?:get|post|put|patch|delete|head|options)$/i;
const BODY_FLAGS = new Set(["-d", "--data", "--data-raw", "--data-binary", "--data-urlencode", "--json", "--post-data", "--body-data", "--raw"]);
const MAX_BODY = 8_192;
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
}

export function httpMeaning(seg: CommandSegment, path: string): HttpMeaning | undefined {
  if (!HTTP_PROGRAMS.has(seg.program)) return undefined;
  let method: string | undefined;
  let body: string | undefined;
  for (const fv of seg.flagValues) {
    const f = fv.flag;
    // curl -X (lowercased by the parser: -x is also --proxy, whose value is never a method word)
    if ((f === "--request" || f === "--method" || /^-[a-z]{0,5}x$/.test(f)) && METHOD.test(fv.value)) method = fv.value.toUpperCase();
    else if (BODY_FLAGS.has(f) && body === undefined) body = fv.value;
  }
  const urlIdx = seg.operands.findIndex((o) => o.length <= 2_048 && /^(?:https?:\/\/|[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}\/|localhost[:/])/i.test(o));
  // httpie / xh: http [METHOD] URL [items]; an item key=value or key:=json makes it a POST
  if (!method && seg.program !== "curl" && seg.program !== "wget" && urlIdx > 0 && METHOD.test(seg.operands[urlIdx - 1]!)) method = seg.operands[urlIdx - 1]!.toUpperCase();
  const items = urlIdx >= 0 ? seg.operands.slice(urlIdx + 1).filter((o) => /^[\w.-]{1,40}:?=/.test(o)) : [];
  if (!method) method = body !== undefined || items.length ? "POST" : "GET";
  if (seg.program === "curl" && seg.flags.includes("--head")) method = "HEAD";
  const where = `${path} "${seg.program} ${method}"`;
  const url = urlIdx >= 0 ? seg.operands[urlIdx]! : undefined;
  const actions: string[] = [];
  if (method === "DELETE") actions.push("delete");
  else if (method === "GET" || method === "HEAD" || method === "OPTIONS") actions.push("get");
  else if (url) actions.push(...endpointWords(url));
  const bodyLeaves: Leaf[] = [];
  if (body && body.length <= MAX_BODY && /^\s*[[{]/.test(body)) {
    try {
      for (const l of walkArgs(JSON.parse(body), 200).leaves) bodyLeaves.push({ ...l, path: `${path} body.${l.path}` });
    } catch {
      // not JSON (form data, @file): nothing more to read
    }
  }
  for (const it of items.slice(0, 50)) {
    const m = /^([\w.-]{1,40})(:?=)(.{0,200})$/.exec(it);
    if (m) bodyLeaves.push({ path: `${path} body.${m[1]}`, key: m[1]!, parentKey: "", value: m[2] === ":=" && /^(?:true|false)$/.test(m[3]!) ? m[3] === "true" : m[3]! });
  }
  return { method, actions, bodyLeaves, where };
}

/** The last word-like segments of a URL's path: …/zones/$Z/purge_cache → purge, cache. */
function endpointWords(url: string): string[] {
  const noQuery = url.replace(/[?#].*$/, "");
  const afterHost = noQuery.replace(/^[a-z][a-z0-9+.-]{0,20}:\/\/[^/]{0,253}/i, "").replace(/^[^/]{0,253}/, "");
  const segs = afterHost.split("/").slice(-12).filter((s) => s && !notAWord(s)).slice(-2);
  const out: string[] = [];
  for (const s of segs) for (const w of s.split(/[-_.:]|(?<=[a-z])(?=[A-Z])/).slice(0, 4)) if (/^[a-z]{2,30}$/i.test(w)) out.push(w.toLowerCase());
  return out;
}
