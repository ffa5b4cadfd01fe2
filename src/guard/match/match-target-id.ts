// A target the rule names by an id (rule-target-ids.ts): the call carries that id.
//  - an opaque id (uuid, hex, base62, a long number) is the thing wherever a call value carries it
//    whole or as one segment ("https://open.spotify.com/playlist/3cEY…?si=x", "refs/…/1f2e3d4c-…");
//  - a short id ("id 99120", "uid sre", "Pipeline 57") only as the whole value of an id argument
//    ({pageId: "99120"}, {folderUid: "sre"}, {pipelineId: 57}), never a count or a port.
import type { CallFacts } from "../read-call/call-facts.ts";
import type { TargetSpec } from "../compile/compiled-entry.ts";

// the key of an argument that holds an id (lowercased, without - and _): page_id, chatId, listIds, folderUid, project_ref
const ID_KEY = /(?:id|ids|uid|uuid|key|ref|slug)$/;

function isIdChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || c === 95;
}

/** `id` (lowercase) as a whole segment of `low`: not inside a longer name ("99120" in "991201"). */
function segmentOf(low: string, id: string): boolean {
  let at = low.indexOf(id);
  for (let n = 0; at >= 0 && n < 8; n++) {
    const before = at > 0 ? low.charCodeAt(at - 1) : -1;
    const after = at + id.length < low.length ? low.charCodeAt(at + id.length) : -1;
    if (!isIdChar(before) && before !== 45 && !isIdChar(after) && after !== 45) return true;
    at = low.indexOf(id, at + 1);
  }
  return false;
}

export function idHit(t: TargetSpec, facts: CallFacts): { path: string; raw: string } | undefined {
  if (t.ids)
    for (const id of t.ids) {
      for (const v of facts.addressing) {
        if (v.path === "tool" || v.raw.length < id.length || v.raw.length > 600) continue;
        const low = v.raw.toLowerCase();
        if (low === id || segmentOf(low, id)) return { path: v.path, raw: v.raw };
      }
      for (const n of facts.numbers) if (String(n.value) === id) return { path: n.path, raw: id };
    }
  if (t.keyIds)
    for (const id of t.keyIds) {
      for (const [key, vals] of facts.keyValues) {
        if (!ID_KEY.test(key.replace(/[-_]/g, ""))) continue;
        for (const v of vals) if (v.length === id.length && v.toLowerCase() === id) return { path: `args.${key}`, raw: v };
      }
      for (const n of facts.numbers) if (ID_KEY.test(n.key) && String(n.value) === id) return { path: n.path, raw: id };
    }
  return undefined;
}

/** The name inside a room or channel id: "!security-private:acme.chat" → security-private (Matrix),
 * "19:general@thread.tacv2" → general (Teams), "#ops:matrix.org" → ops. Undefined when the value
 * has no such shape (then it is a name like any other). */
export function channelIdName(raw: string): string | undefined {
  let s = raw;
  if (s.startsWith("!") || s.startsWith("#") || s.startsWith("@")) s = s.slice(1);
  else if (/^\d{1,3}:/.test(s)) s = s.slice(s.indexOf(":") + 1);
  else return undefined;
  const end = s.search(/[:@]/);
  if (end <= 0) return undefined;
  // (the rest is a server or thread host: acme.chat, thread.tacv2, matrix.org)
  return /^[\w-]{1,80}\.[\w.-]{1,120}$/.test(s.slice(end + 1)) ? s.slice(0, end) : undefined;
}

/** An address or URL at the host the rule names, or under it (www.linkedin.com under linkedin.com). */
export function domainHit(domain: string, facts: CallFacts): { path: string; raw: string } | undefined {
  for (const e of facts.emails) {
    if (e.content) continue;
    const host = e.value.slice(e.value.lastIndexOf("@") + 1);
    if (host === domain || host.endsWith(`.${domain}`)) return { path: e.path, raw: e.value };
  }
  for (const h of facts.hosts) if (h.host === domain || h.host.endsWith(`.${domain}`)) return { path: h.path, raw: h.host };
  return undefined;
}

/** The call sets one of the keys to the value (rule-target-keyvalue.ts): {status: "AUTHORISED"},
 * {settings: {waiting_room: false}}, {state: 7}, or the pair as written in a command line. */
export function keyValueHit(kv: NonNullable<TargetSpec["keyValue"]>, facts: CallFacts): { path: string; raw: string } | undefined {
  for (const [key, vals] of facts.keyValues) {
    if (!kv.keys.includes(key.replace(/[-_]/g, ""))) continue;
    for (const v of vals) if (v.length <= 60 && v.trim().toLowerCase() === kv.value) return { path: `args.${key}`, raw: v };
  }
  for (const k of kv.keys) {
    const where = facts.actionWords.get(`${k}=${kv.value}`);
    if (where) return { path: where, raw: `${k}=${kv.value}` };
  }
  for (const n of facts.numbers) if (kv.keys.includes(n.key) && String(n.value) === kv.value) return { path: n.path, raw: `${n.key}=${n.value}` };
  if (kv.eq)
    for (const v of facts.addressing) {
      if (v.path === "tool" || v.raw.length > 600 || v.raw.length < kv.eq.length) continue;
      const low = v.raw.toLowerCase();
      if (low === kv.eq || segmentOf(low, kv.eq)) return { path: v.path, raw: v.raw };
    }
  return undefined;
}
