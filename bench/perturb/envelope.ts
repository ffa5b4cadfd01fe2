// Argument-envelope surface: the same arguments wrapped the way real servers take them, keys
// spelled in the other case convention, in another order, or sent as a JSON string.
import { mapCalls, type Call, type Perturbation } from "./types.ts";

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
const nonEmpty = (c: Call) => isObj(c.args) && Object.keys(c.args).length > 0;

// {input: {...}} and friends: one key holding the whole argument object (FastMCP's pydantic
// `input`, JSON-RPC `params`, OpenAI `arguments`, an HTTP `body`). Nothing is added or lost.
function wrap(key: string): Perturbation {
  return {
    kind: `env-${key}`,
    family: "envelope",
    apply: (s) => (nonEmpty(s.call) ? mapCalls(s, (c) => (nonEmpty(c) ? { ...c, args: { [key]: c.args } } : c)) : undefined),
  };
}

const toCamel = (k: string) => k.replace(/_([a-z0-9])/g, (_, ch: string) => ch.toUpperCase());
const toSnake = (k: string) => k.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
// Key spelling only: the same fields with the same values ("repo_name" is "repoName"). Values are
// never touched; keys that are data (a map of header names, env vars) are rare in scenarios.
function renameKeys(v: unknown, f: (k: string) => string, depth = 0): unknown {
  if (depth > 30) return v;
  if (Array.isArray(v)) return v.map((x) => renameKeys(x, f, depth + 1));
  if (!isObj(v)) return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) out[/^[A-Za-z][A-Za-z0-9_]*$/.test(k) ? f(k) : k] = renameKeys(x, f, depth + 1);
  return out;
}
function keys(name: string, f: (k: string) => string): Perturbation {
  return {
    kind: `keys-${name}`,
    family: "envelope",
    apply: (s) => {
      if (!nonEmpty(s.call)) return undefined;
      const args = renameKeys(s.call.args, f);
      if (JSON.stringify(args) === JSON.stringify(s.call.args)) return undefined;
      return mapCalls(s, (c) => ({ ...c, args: renameKeys(c.args, f) }));
    },
  };
}

// JSON objects are unordered: the reversed order of every object's keys is the same call.
function reverseKeys(v: unknown, depth = 0): unknown {
  if (depth > 30) return v;
  if (Array.isArray(v)) return v.map((x) => reverseKeys(x, depth + 1));
  if (!isObj(v)) return v;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v).reverse()) out[k] = reverseKeys(v[k], depth + 1);
  return out;
}
const shuffle: Perturbation = {
  kind: "keys-reversed",
  family: "envelope",
  apply: (s) => (isObj(s.call.args) && Object.keys(s.call.args).length > 1 ? mapCalls(s, (c) => ({ ...c, args: reverseKeys(c.args) })) : undefined),
};

// Some servers take one string field holding JSON: the same object, serialized.
const stringified: Perturbation = {
  kind: "env-json-string",
  family: "envelope",
  apply: (s) => (nonEmpty(s.call) ? mapCalls(s, (c) => (nonEmpty(c) ? { ...c, args: { payload: JSON.stringify(c.args) } } : c)) : undefined),
};

export const envelopePerturbations: Perturbation[] = [
  ...["input", "params", "arguments", "body"].map(wrap),
  keys("camel", toCamel),
  keys("snake", toSnake),
  shuffle,
  stringified,
];
