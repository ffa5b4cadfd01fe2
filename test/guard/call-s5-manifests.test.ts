// Table-driven tests of manifests passed as text: the images they run (an untagged image is
// :latest) and the counts they set to zero.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readManifestText } from "../../src/guard/read-call/call-manifest-yaml.ts";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { rules } from "./support.ts";

test("manifest text: images and zero counts, line by line", () => {
  const table: [string, { ref: string; latest: boolean }[], string[]][] = [
    ["kind: Pod\nspec:\n  containers:\n  - name: a\n    image: nginx\n", [{ ref: "nginx", latest: true }], []],
    ["services:\n  db:\n    image: \"postgres:16\"\n  web:\n    image: ghcr.io/o/web:latest\n", [{ ref: "postgres:16", latest: false }, { ref: "ghcr.io/o/web:latest", latest: true }], []],
    ["spec:\n  replicas: 0\n  minReplicas: 0\n", [], ["replicas", "minReplicas"]],
    ['{\n  "image": "quay.io/o/x@sha256:abc",\n  "replicas": 0\n}', [{ ref: "quay.io/o/x@sha256:abc", latest: false }], ["replicas"]],
  ];
  for (const [text, images, zeros] of table) {
    const m = readManifestText(text);
    assert.deepEqual(m?.images ?? [], images, text);
    assert.deepEqual(m?.zeroKeys ?? [], zeros, text);
  }
  assert.equal(readManifestText("just some notes about the image: see docs"), undefined);
  assert.equal(readManifestText("spec:\n  replicas: 3\n"), undefined);
});

test("manifest text: an applied manifest deploys its images and names their registries", () => {
  const manifest = "kind: Deployment\nspec:\n  template:\n    spec:\n      containers:\n      - name: a\n        image: docker.io/library/nginx\n";
  const applied = readCall("k8s_apply", { manifest }, rules);
  assert.ok(applied.actionWords.has("deploy"));
  assert.ok(applied.hosts.some((h) => h.host === "docker.io"));
  assert.ok(applied.addressing.some((a) => a.raw === "latest"));
  assert.ok(!readCall("write_file", { path: "k8s/a.yaml", content: manifest }, rules).actionWords.has("deploy"));
});
