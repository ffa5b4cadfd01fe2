// The vocabulary of a structured HTTP call's arguments, shared by the reader that opens the
// request's body and query (call-http-args.ts) and the one that reads what it does
// (call-http-meaning.ts): {method: "POST", url: "…/v1/transfers", body: {…}}. Keys are compared
// normalised (lower case, without "-", "_" and spaces: http_method, requestMethod → httpmethod).

/** A key lowercased without "-", "_" and whitespace (as normKey in call-meaning-rules.ts). */
export function httpKey(k: string): string {
  return k.toLowerCase().replace(/[-_\s]/g, "");
}

/** an HTTP method word */
export const HTTP_METHOD = /^(?:get|post|put|patch|delete|head|options)$/i;
// (the argument naming the method is any of call-keys.yaml's method keys: call-keys.ts)
/** the argument holding the URL */
export const URL_KEYS: ReadonlySet<string> = new Set(["url", "uri", "endpoint", "requesturl", "href"]);
/** a key naming an API path by its tail: dockerAPIPath, api_path, requestPath, resource_path ("/volumes/prune") */
export const API_PATH_KEY = /(?:apipath|urlpath|requestpath|resourcepath|endpointpath)$/;
/** the argument holding the request's body */
export const BODY_KEYS: ReadonlySet<string> = new Set(["body", "data", "json", "payload", "form", "formdata"]);
/** words of a tool's name that make it an HTTP tool (http_request, fetch_url, rest_api, curl) */
export const HTTP_TOOL_WORDS: ReadonlySet<string> = new Set(["http", "https", "request", "fetch", "api", "rest", "curl", "webhook", "requests", "axios"]);

/** whether a (normalised) key names the request's URL or API path */
export const isUrlKey = (k: string): boolean => URL_KEYS.has(k) || API_PATH_KEY.test(k);
/** whether a tool's name words make it an HTTP tool */
export const isHttpTool = (toolWords: readonly string[]): boolean => toolWords.some((w) => HTTP_TOOL_WORDS.has(w));
