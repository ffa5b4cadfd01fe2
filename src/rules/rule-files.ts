// Rules are data: files under rules/ are parsed (YAML or JSON) by the loader and handed to the
// pure core as a map from relative path to parsed content. Each subsystem validates its own
// files with zod; a wrong file throws RuleFileError naming the file and the entry.
import type { z } from "zod";

/** Relative path under the rules directory ("classify/cues.yaml") → parsed document. */
export type RuleFiles = ReadonlyMap<string, unknown>;

export class RuleFileError extends Error {
  constructor(
    readonly file: string,
    readonly entry: string | undefined,
    detail: string,
  ) {
    super(`rules/${file}${entry ? ` entry ${entry}` : ""}: ${detail}`);
    this.name = "RuleFileError";
  }
}

/** Every rule-file entry carries an id and a reason or an example (STYLE.md: rules are data). */
export interface RuleEntryBase {
  id: string;
  reason?: string;
  example?: string;
}

/**
 * Validates one file with `schema`. On failure names the entry by its `id` when the failing path
 * runs through a list item that has one ("entries[3] (id: cue.whatever-you-do)").
 */
export function parseRuleFile<S extends z.ZodType>(files: RuleFiles, file: string, schema: S): z.output<S> {
  if (!files.has(file)) throw new RuleFileError(file, undefined, "file is missing");
  const doc = files.get(file);
  const result = schema.safeParse(doc);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new RuleFileError(file, describeEntry(doc, issue.path), `${issue.path.join(".") || "(root)"}: ${issue.message}`);
}

function describeEntry(doc: unknown, path: readonly PropertyKey[]): string | undefined {
  let node: unknown = doc;
  let label: string | undefined;
  const walked: string[] = [];
  for (const key of path) {
    if (node === null || typeof node !== "object") break;
    node = (node as Record<PropertyKey, unknown>)[key as never];
    walked.push(String(key));
    if (typeof key === "number") {
      const id = node && typeof node === "object" ? (node as { id?: unknown }).id : undefined;
      label = `${walked.join(".")}${typeof id === "string" ? ` (id: ${id})` : ""}`;
    }
  }
  return label;
}

/** Throws when two entries in one list share an id. */
export function assertUniqueIds(file: string, entries: readonly { id: string }[]): void {
  const seen = new Set<string>();
  for (const e of entries) {
    if (seen.has(e.id)) throw new RuleFileError(file, e.id, "duplicate id");
    seen.add(e.id);
  }
}
