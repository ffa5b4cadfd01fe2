// Manifests passed as text (kubectl_apply {manifest}, a docker-compose.yml written by Write, helm
// values) read for the images they run and the replica counts they set, line by line:
//   image: ghcr.io/acme/api:latest   → image ghcr.io/acme/api:latest, tag latest
//   image: redis                     → image redis, tag latest (the default)
//   replicas: 0                      → a count of zero
// Pure, bounded: the first MAX_LINES lines of values that look like YAML or JSON manifests.

export interface ManifestText {
  images: { ref: string; latest: boolean }[];
  zeroKeys: string[]; // keys set to 0: replicas, minReplicas
}

const MAX_LINES = 2_000;
const IMAGE_LINE = /^\s{0,40}(?:-\s{1,4})?"?image"?\s{0,4}:\s{0,4}["']?([a-z0-9][a-z0-9._\/:@-]{0,250})["']?\s{0,4},?\s{0,4}$/i;
const ZERO_LINE = /^\s{0,40}(?:-\s{1,4})?"?([A-Za-z][\w-]{0,40})"?\s{0,4}:\s{0,4}0\s{0,4},?\s{0,4}$/;

/** undefined when the text sets no image and no zero count */
export function readManifestText(text: string): ManifestText | undefined {
  if (text.length < 8 || !text.includes("\n") || (!text.includes("image") && !text.includes(": 0"))) return undefined;
  const out: ManifestText = { images: [], zeroKeys: [] };
  let n = 0;
  let from = 0;
  while (from <= text.length && n++ < MAX_LINES) {
    const nl = text.indexOf("\n", from);
    const line = text.slice(from, nl < 0 ? undefined : nl);
    from = nl < 0 ? text.length + 1 : nl + 1;
    if (line.length > 300) continue;
    const img = IMAGE_LINE.exec(line);
    if (img && out.images.length < 20) {
      const ref = img[1]!;
      const last = ref.slice(ref.lastIndexOf("/") + 1);
      out.images.push({ ref, latest: !ref.includes("@") && (!last.includes(":") || last.endsWith(":latest")) });
      continue;
    }
    const z = ZERO_LINE.exec(line);
    if (z && out.zeroKeys.length < 10) out.zeroKeys.push(z[1]!);
  }
  return out.images.length || out.zeroKeys.length ? out : undefined;
}
