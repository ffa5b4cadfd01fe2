// The only place that reads rules/ and models/ from disk. Returns parsed documents keyed by
// relative path, for the pure core to validate.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { parse as parseYaml } from "yaml";

export class LoadError extends Error {}

/** Reads every .yaml/.yml/.json file below `dir` (sorted, so loading is deterministic). */
export function readDataDir(dir: string): Map<string, unknown> {
  let stat;
  try {
    stat = statSync(dir);
  } catch {
    throw new LoadError(`${dir}: directory not found`);
  }
  if (!stat.isDirectory()) throw new LoadError(`${dir}: not a directory`);
  const out = new Map<string, unknown>();
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(ya?ml|json)$/i.test(name)) {
        const rel = relative(dir, p).split(sep).join("/");
        const text = readFileSync(p, "utf8");
        try {
          out.set(rel, /\.json$/i.test(name) ? JSON.parse(text) : parseYaml(text));
        } catch (err) {
          throw new LoadError(`${p}: cannot parse: ${(err as Error).message.split("\n")[0]}`);
        }
      }
    }
  };
  walk(dir);
  return out;
}
