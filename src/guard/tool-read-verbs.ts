// Verbs that, in a tool's name, say the tool reads: get_issue, list_pods, search_docs, describe_stack.
// One list for every reader that asks "does this tool only read?"; each adds the words only its
// question needs (a switch reader also counts export/download as reads, the history counter
// counts status/inspect/watch and page views).
export const TOOL_READ_VERBS: readonly string[] = ["get", "list", "search", "find", "query", "read", "fetch", "view", "show", "count", "describe", "lookup"];
