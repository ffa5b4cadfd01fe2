// A product the rule names as the place an act happens in, met by the host the call reaches:
//   "never change someone's manager in factorial via the api" ~ PUT https://api.factorialhr.com/…
//   "never change the alarm mode via fhem" ~ GET http://fhem.local:8083/fhem?cmd=…
//   "no refunds in chargebee" ~ POST https://acme.chargebee.com/api/v2/…
// A host label that is the product's name written joined (kill bill → killbill), or that name and
// a short suffix (factorialhr, fhemweb is not: at most 3 letters more), names the product. The
// registrable suffix (com, io, local) is no label of it.
import type { CallFacts } from "../read-call/call-facts.ts";
import type { TargetSpec } from "../compile/compiled-entry.ts";

const PLACE_VIA = new Set(["in", "on", "via", "through", "using", "with", "at", "inside", "within"]);
const SUFFIX = /^[a-z]{0,3}$/;

/** the host (and where it is) whose label names the product the target is, when the rule wrote it as a place */
export function placeHostHit(t: TargetSpec, facts: CallFacts): { path: string; raw: string } | undefined {
  if (!t.via || !PLACE_VIA.has(t.via) || t.literal || t.command || !facts.hosts.length) return undefined;
  const name = joinedName(t.raw);
  if (name.length < 4) return undefined;
  for (const h of facts.hosts) if (hostNames(h.host.toLowerCase(), name)) return { path: h.path, raw: h.host };
  return undefined;
}

/** "Kill Bill" → killbill (letters and digits only; empty when over 30 characters) */
function joinedName(raw: string): string {
  if (raw.length > 30) return "";
  let out = "";
  for (const ch of raw.toLowerCase()) if ((ch >= "a" && ch <= "z") || (ch >= "0" && ch <= "9")) out += ch;
  return out;
}

function hostNames(host: string, name: string): boolean {
  const labels = host.split(".", 8);
  const last = labels.length > 1 ? labels.length - 1 : labels.length; // (the TLD names no product)
  for (let i = 0; i < last; i++) {
    const l = labels[i]!.replace(/-/g, "");
    if (l.startsWith(name) && SUFFIX.test(l.slice(name.length))) return true;
  }
  return false;
}
