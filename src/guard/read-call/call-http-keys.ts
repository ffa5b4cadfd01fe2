// The grammar of a structured HTTP call's arguments, shared by the reader that opens the
// request's body and query (call-http-args.ts) and the one that reads what it does
// (call-http-meaning.ts): {method: "POST", url: "…/v1/transfers", body: {…}}: the HTTP method words
// and the key normalisation (lower case, without "-", "_" and spaces: http_method → httpmethod).

/** A key lowercased without "-", "_" and whitespace (as normKey in call-meaning-rules.ts). */
export function httpKey(k: string): string {
  return k.toLowerCase().replace(/[-_\s]/g, "");
}

/** an HTTP method word */
export const HTTP_METHOD = /^(?:get|post|put|patch|delete|head|options)$/i;
// (the argument keys naming the method, the URL, an API path and the body, and the words that make a
// tool an HTTP tool, are rules/guard/call-keys.yaml's: isUrlKey, isBodyKey, isHttpTool in call-keys.ts)
