// An edit of a dependency manifest read for what it does, from the lines it adds and removes:
//   package.json   +    "date-fns": "^4.1.0",          → adds dependency date-fns
//   package.json   -  "version": "2.3.0"  +  "version": "2.4.0"  → bumps the version
//   requirements.txt  +requests==2.32.0                 → adds dependency requests
//   Cargo.toml / pyproject.toml  +serde = "1"           → adds dependency serde
//   go.mod  +	github.com/x/y v1.2.3                     → adds dependency github.com/x/y
//   go.mod  -go 1.21  +go 1.22                          → upgrades go from 1.21 to 1.22
//   package.json  -"react": "^18.2.0"  +"react": "^19.0.0" → upgrades react
// Pure line reads, bounded by the capped patch/edit text.

export interface ManifestEdit {
  dependencies: string[]; // names added that the removed lines did not hold
  versionBump?: { from?: string; to: string };
  upgrades: { name: string; from: string; to: string }[]; // a pinned version changed: a dependency, the go directive, engines.node
}

const JSON_PAIR = /^\s*"(@?[A-Za-z0-9][\w.@/-]{0,200})"\s*:\s*"([^"]{0,200})"/;
const VERSION_SPEC = /^(?:[\^~<>=v]{0,3}\s{0,2}\d|\*$|latest$|next$|workspace:|npm:|file:|link:|git\+|github:|https?:)/;
// package.json fields whose value looks like a version but is not a dependency
const NOT_DEPENDENCY = new Set(["version", "node", "npm", "pnpm", "yarn", "bun", "packageManager", "name", "description", "main", "module", "types", "typings", "type", "license", "author", "homepage", "edition", "rust-version", "python", "requires-python", "go", "toolchain"]);
const TOML_PAIR = /^\s*([A-Za-z0-9][\w.-]{0,100})\s*=\s*("[\^~<>=]{0,3}\d|\{)/;
const TOML_ARRAY_DEP = /^\s*"([A-Za-z0-9][\w.-]{0,100})\s*(?:\[[\w,\s-]{0,80}\])?\s*(?:[<>=!~^]{1,2}|"|;)/;
const TOML_VERSION = /^\s*version\s*=\s*"([^"]{1,60})"/;
const REQ_LINE = /^\s*([A-Za-z0-9][\w.-]{0,100})\s*(?:\[[\w,\s-]{0,80}\])?\s*(?:[=<>!~]=?|@|;|$)/;
const GO_REQ = /^\s*(?:require\s+)?([a-z0-9.-]{1,100}\.[a-z]{2,10}\/[\w./-]{1,200})\s+(v\d[\w.+-]{0,60})/;
// the go directive and toolchain line: "go 1.21", "toolchain go1.22.3"
const GO_DIRECTIVE = /^\s*(go|toolchain)\s+(?:go)?(\d{1,3}(?:\.\d{1,4}){0,3}[\w.-]{0,20})\s*$/;
const GEM_LINE = /^\s*gem\s+["']([\w.-]{1,100})["']/;

function basename(p: string): string {
  const i = Math.max(p.lastIndexOf("/"), p.lastIndexOf("\\"));
  return (i >= 0 ? p.slice(i + 1) : p).toLowerCase();
}

type Reader = (line: string) => { name: string; value?: string } | undefined;

function readerFor(file: string): Reader | undefined {
  const b = basename(file);
  if (b === "package.json" || b === "composer.json" || b === "deno.json") {
    return (line) => {
      const m = JSON_PAIR.exec(line);
      return m ? { name: m[1]!, value: m[2]! } : undefined;
    };
  }
  if (b === "cargo.toml" || b === "pyproject.toml" || b === "pipfile") {
    return (line) => {
      const v = TOML_VERSION.exec(line);
      if (v) return { name: "version", value: v[1]! };
      const m = TOML_PAIR.exec(line) ?? TOML_ARRAY_DEP.exec(line);
      return m ? { name: m[1]!, value: "1" } : undefined;
    };
  }
  if (/^requirements.*\.(?:txt|in)$|^constraints.*\.txt$/.test(b)) {
    return (line) => {
      if (/^\s*(?:#|-)/.test(line)) return undefined;
      const m = REQ_LINE.exec(line);
      return m ? { name: m[1]!.toLowerCase(), value: "1" } : undefined;
    };
  }
  if (b === "go.mod") {
    return (line) => {
      const d = GO_DIRECTIVE.exec(line);
      if (d) return { name: d[1]!, value: d[2]! };
      const m = GO_REQ.exec(line);
      return m && !line.trimStart().startsWith("module") ? { name: m[1]!, value: m[2]! } : undefined;
    };
  }
  if (b === "gemfile") {
    return (line) => {
      const m = GEM_LINE.exec(line);
      return m ? { name: m[1]!, value: "1" } : undefined;
    };
  }
  return undefined;
}

/** What an edit of `file` replacing `removed` lines with `added` lines does; undefined when
 * the file is not a manifest or the edit does neither. */
export function readManifestEdit(file: string, added: readonly string[], removed: readonly string[]): ManifestEdit | undefined {
  const read = readerFor(file);
  if (!read) return undefined;
  const before = new Map<string, string | undefined>();
  for (const l of removed.slice(0, 2_000)) {
    const r = read(l);
    if (r) before.set(r.name, r.value);
  }
  const out: ManifestEdit = { dependencies: [], upgrades: [] };
  for (const l of added.slice(0, 2_000)) {
    const r = read(l);
    if (!r) continue;
    if (r.name === "version") {
      if (before.has("version") && before.get("version") !== r.value) out.versionBump = { from: before.get("version"), to: r.value ?? "" };
      continue;
    }
    const was = before.get(r.name);
    // the same name pinned to another version: react ^18.2.0 → ^19.0.0, go 1.21 → 1.22
    if (was !== undefined && r.value !== undefined && was !== r.value && was !== "1" && VERSION_SPEC.test(was) && VERSION_SPEC.test(r.value)) {
      if (out.upgrades.length < 20) out.upgrades.push({ name: r.name, from: was, to: r.value });
      continue;
    }
    if (NOT_DEPENDENCY.has(r.name) || before.has(r.name)) continue;
    if (r.value !== undefined && !VERSION_SPEC.test(r.value)) continue;
    if (out.dependencies.length < 20) out.dependencies.push(r.name);
  }
  return out.dependencies.length || out.versionBump || out.upgrades.length ? out : undefined;
}
