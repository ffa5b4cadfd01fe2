// Tool-name surface: the same tool spelled in another identifier style or behind an MCP client's
// server prefix. The words and their order are kept, so the tool does the same thing.
import { mapCalls, type Perturbation, type Scenario } from "./types.ts";

/** "createPullRequest", "create-pull_request" → create pull request (raw, no lemma). */
export function toolWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z])(?=[A-Z][a-z])/g, "$1 ")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}
const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
const STYLES: Record<string, (ws: string[]) => string> = {
  snake: (ws) => ws.join("_"),
  camel: (ws) => ws[0] + ws.slice(1).map(cap).join(""),
  kebab: (ws) => ws.join("-"),
  pascal: (ws) => ws.map(cap).join(""),
};
// Names that already carry a namespace ("mcp__x__y", "github.create", "fs/read") are left alone:
// restyling them would merge the server into the tool words.
const NAMESPACED = /__|[.:/]/;

function restyle(style: string): Perturbation {
  return {
    kind: `tool-${style}`,
    family: "tool-name",
    apply: (s) => {
      const ws = toolWords(s.call.tool);
      if (ws.length < 2 || NAMESPACED.test(s.call.tool)) return undefined;
      const next = STYLES[style]!(ws);
      if (next === s.call.tool) return undefined;
      return mapCalls(s, (c) => (NAMESPACED.test(c.tool) || toolWords(c.tool).length < 2 ? c : { ...c, tool: STYLES[style]!(toolWords(c.tool)) }));
    },
  };
}

/** The MCP server of a scenario, from its source note ("ClickHouse/mcp-clickhouse tools …" → clickhouse). */
export function serverOf(s: Scenario): string | undefined {
  const m = /\b[\w.-]{1,60}\/([\w.-]{1,60})/.exec(s.source ?? "");
  if (!m) return undefined;
  const name = m[1]!.toLowerCase().replace(/^(?:mcp-server-|server-|mcp-)|(?:-mcp-server|-mcp|-server)$/g, "").replace(/\.(?:js|py|ts)$/, "");
  return /^[a-z][a-z0-9-]{1,30}$/.test(name) ? name : undefined;
}

// A client names a server's tool with the server in front; the tool itself is unchanged. Skipped
// when the name already starts with the server ("slack_post_message" on the slack server).
const PREFIXES: Record<string, (srv: string, tool: string) => string> = {
  dunder: (srv, t) => `mcp__${srv.replace(/-/g, "_")}__${t}`,
  dot: (srv, t) => `${srv}.${t}`,
  slash: (srv, t) => `${srv}/${t}`,
  colon: (srv, t) => `${cap(srv)}:${t}`,
};
function prefix(style: string): Perturbation {
  return {
    kind: `tool-mcp-${style}`,
    family: "tool-name",
    apply: (s) => {
      const srv = serverOf(s);
      if (!srv || toolWords(s.call.tool).length < 2 || NAMESPACED.test(s.call.tool)) return undefined;
      const first = toolWords(srv)[0]!;
      const fix = (t: string) => (NAMESPACED.test(t) || toolWords(t)[0] === first ? t : PREFIXES[style]!(srv, t));
      if (fix(s.call.tool) === s.call.tool) return undefined;
      return mapCalls(s, (c) => ({ ...c, tool: fix(c.tool) }));
    },
  };
}

export const toolNamePerturbations: Perturbation[] = [
  ...Object.keys(STYLES).map(restyle),
  ...Object.keys(PREFIXES).map(prefix),
];
