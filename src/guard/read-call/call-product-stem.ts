// A tool or product written with its usual technical suffix names the product too: "argocd" is
// Argo (CD), "kubectl" kube, "mongodb" mongo, "influxdb" influx, "nextjs" next, "datadoghq" datadog.
// A rule names the product bare ("no prune syncs on prod apps in argo", "Argo apps: never delete with
// cascade") while the call carries the suffixed spelling ({applicationNamespace: "argocd"}), so the
// call's word also reads as its base. Only a base of 4+ letters ("gocd" stays gocd), only suffixes
// that never end an ordinary English word (not -d: used → use, -io: studio → stud).
const SUFFIX = /^([a-z]{4,24}?)(cd|ctl|db|js|hq)$/;

/** The product a suffixed tool name spells ("argocd" → "argo"), or undefined. */
export function productStem(w: string): string | undefined {
  if (w.length < 6 || w.length > 26) return undefined;
  const m = SUFFIX.exec(w);
  return m ? m[1] : undefined;
}
