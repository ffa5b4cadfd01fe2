// The README's examples are the service's real answers (re-render: scripts/readme-examples.ts --write).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import request from "supertest";
import { readmeExamples } from "../../scripts/readme-examples.ts";
import { buildTestApp } from "../support/app.ts";

const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
const examples = readmeExamples(readme);
const { app } = buildTestApp();

test("the README has request/response examples for both routes", () => {
  assert.ok(examples.some((e) => e.route === "/v1/classify"));
  assert.ok(examples.some((e) => e.route === "/v1/guard"));
});

for (const [i, ex] of examples.entries())
  test(`README example ${i + 1} (${ex.route}) is what the service answers`, async () => {
    const res = await request(app).post(ex.route).send(ex.body as object);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, ex.expected, "re-render with: node --import tsx scripts/readme-examples.ts --write");
  });
