// The request/response examples in README.md (between the examples:begin/end markers) are real:
// every ```sh fence with `curl … localhost:8080/v1/<route> … -d '<json>'` is followed by a ```json
// fence holding the service's answer. test/docs/readme-examples.test.ts fails when an answer drifts;
//   node --import tsx scripts/readme-examples.ts --write
// re-renders the answers from the shipped rules and models.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export interface ReadmeExample {
  route: string;
  body: unknown;
  expected: unknown;
  /** offsets of the json fence's content in the README */
  start: number;
  end: number;
}

const BEGIN = "<!-- examples:begin -->";
const END = "<!-- examples:end -->";

export function readmeExamples(readme: string): ReadmeExample[] {
  const from = readme.indexOf(BEGIN);
  const to = readme.indexOf(END);
  if (from < 0 || to < from) throw new Error("README.md has no examples:begin/end block");
  const out: ReadmeExample[] = [];
  let pending: { route: string; body: unknown } | undefined;
  let at = from;
  for (;;) {
    const open = readme.indexOf("```", at);
    if (open < 0 || open > to) break;
    const lineEnd = readme.indexOf("\n", open);
    const lang = readme.slice(open + 3, lineEnd).trim();
    const close = readme.indexOf("\n```", lineEnd);
    const content = readme.slice(lineEnd + 1, close + 1);
    at = close + 4;
    if (lang === "sh") {
      const route = /localhost:8080(\/v1\/[a-z]+)/.exec(content)?.[1];
      const d = content.indexOf("-d '");
      if (!route || d < 0) continue;
      pending = { route, body: JSON.parse(content.slice(d + 4, content.lastIndexOf("'"))) };
    } else if (lang === "json" && pending) {
      out.push({ ...pending, expected: JSON.parse(content), start: lineEnd + 1, end: close + 1 });
      pending = undefined;
    }
  }
  return out;
}

async function main() {
  const { default: request } = await import("supertest");
  const { buildTestApp } = await import("../test/support/app.ts");
  const path = fileURLToPath(new URL("../README.md", import.meta.url));
  let readme = readFileSync(path, "utf8");
  const { app } = buildTestApp();
  const examples = readmeExamples(readme);
  // replace from the end so earlier offsets stay valid
  for (const ex of [...examples].reverse()) {
    const res = await request(app).post(ex.route).send(ex.body as object);
    readme = readme.slice(0, ex.start) + JSON.stringify(res.body, null, 2) + "\n" + readme.slice(ex.end);
  }
  if (process.argv.includes("--write")) writeFileSync(path, readme);
  else process.stdout.write(readme);
  console.error(`${examples.length} examples rendered${process.argv.includes("--write") ? " into README.md" : ""}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
