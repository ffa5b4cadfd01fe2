// ARGUMENT KEYS THAT NAME A CALL'S ACT (rules/guard/call-keys.yaml), one list for every reader:
//   {method: "action_approve"} (RPC), {operation: "update"} / {action: "write"} (record writes),
//   {method: "PATCH"}, {httpMethod: "DELETE"} (HTTP tools). Keys compare normalised (normKey).
// Also an HTTP request's URL, API path and body keys, and the tool-name words of an HTTP tool.
import { z } from "zod";
import { parseRuleFile, type RuleFiles } from "../../rules/rule-files.ts";
import { normKey } from "./call-meaning-rules.ts";

const Words = z.array(z.string().min(1).max(80)).max(100);
const CallKeysFile = z.object({ method_keys: Words.min(1), url_keys: Words.min(1), api_path_tails: Words, body_keys: Words.min(1), http_tool_words: Words.min(1) }).strict();

export interface CallKeys {
  /** normalised keys whose value names the call's act */
  methodKeys: ReadonlySet<string>;
  /** normalised keys holding an HTTP request's URL */
  urlKeys: ReadonlySet<string>;
  /** normalised endings of a key naming an API path (apipath, requestpath) */
  apiPathTails: readonly string[];
  /** normalised keys holding the request's body */
  bodyKeys: ReadonlySet<string>;
  /** lowercase tool-name words that make a tool an HTTP tool */
  httpToolWords: ReadonlySet<string>;
}

export function parseCallKeys(files: RuleFiles): CallKeys {
  const f = parseRuleFile(files, "guard/call-keys.yaml", CallKeysFile);
  return { methodKeys: new Set(f.method_keys.map(normKey)), urlKeys: new Set(f.url_keys.map(normKey)), apiPathTails: f.api_path_tails.map(normKey), bodyKeys: new Set(f.body_keys.map(normKey)), httpToolWords: new Set(f.http_tool_words.map((w) => w.toLowerCase())) };
}

/** Whether an argument key (raw) names the call's act: method, operation, httpMethod … */
export function isMethodKey(key: string, keys: CallKeys): boolean {
  return keys.methodKeys.has(normKey(key));
}


/** Whether a (normalised) key names the request's URL or an API path: url, endpoint, dockerapipath */
export function isUrlKey(k: string, keys: CallKeys): boolean {
  if (keys.urlKeys.has(k)) return true;
  for (const t of keys.apiPathTails) if (k.endsWith(t)) return true;
  return false;
}

/** Whether a (normalised) key holds the request's body: body, json, payload */
export function isBodyKey(k: string, keys: CallKeys): boolean {
  return keys.bodyKeys.has(k);
}

/** Whether a tool's name words make it an HTTP tool: http_request, fetch_url, rest_api, curl */
export function isHttpTool(toolWords: readonly string[], keys: CallKeys): boolean {
  for (const w of toolWords) if (keys.httpToolWords.has(w)) return true;
  return false;
}
