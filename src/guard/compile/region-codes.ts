// Region and data-centre codes as the clouds spell them, for the region pins of rule-clauses.ts
// (findRegion) and their matcher (match-clause.ts matchRegion). Reads one lowercased token or call
// value; no rule text, no call walk.
//   AWS eu-west-1, GCP europe-west4, OCI eu-frankfurt-1, Scaleway fr-par / nl-ams-1,
//   DigitalOcean / Civo / Vultr lon1, fra1, nyc3, Azure westeurope, eastus2, francecentral
// The short shapes (fra1, fr-par) are codes only where a rule or an argument says they are a place:
// a rule writes "in LON1" / "data residency"; a call sets them under a region/zone/location key.

// eu-frankfurt-1, us-ashburn-1, uk-london-1, ap-tokyo-1, eu-west-1 (AWS too), fr-par-1
const DASHED_REGION = /^[a-z]{2,4}-(?:gov-)?[a-z]{3,14}-\d{1,2}[a-z]?$/;
// in a rule's words the first part must be a geography code: "sql-prod-01" is a host, not a region
const GEO_DASHED = /^(?:us|eu|ap|sa|ca|me|af|il|mx|cn|uk|jp|kr|in|au|br|sg|de|fr|nl|pl|it|es|se|ch|no|ie)-(?:gov-)?[a-z]{3,14}-\d{1,2}$/;
// fr-par, nl-ams, pl-waw (Scaleway regions; the zone adds -1)
const SHORT_REGION = /^[a-z]{2}-[a-z]{3}$/;
// lon1, fra1, nyc3, ams3, sgp1 (DigitalOcean, Civo, Linode-style data centres)
const DC_CODE = /^[a-z]{3}\d$/;
// westeurope, northeurope, eastus, eastus2, westus3, francecentral, germanywestcentral, uksouth
const AZURE_REGION = /^(?:(?:north|south|east|west|central|northcentral|southcentral|westcentral|southeast|northeast)(?:europe|us|uk|asia|india|japan|australia|canada|brazil|korea|uae)\d?|(?:uk|france|germany|germanywest|sweden|norway|switzerland|italy|poland|spain|japan|korea|australia|canada|brazil|uae|southafrica|qatar|israel|mexico)(?:south|north|east|west|central)\d?)$/;
// Azure regions in Europe: an "eu regions only" rule allows them though they start with no "eu-"
const AZURE_EUROPE = /(?:europe|^uk|^france|^germany|^sweden|^norway|^switzerland|^italy|^poland|^spain)/;

/** A token of a rule that names a region by itself (no place word needed): eu-frankfurt-1, westeurope. */
export function isRegionToken(lower: string): boolean {
  return GEO_DASHED.test(lower) || AZURE_REGION.test(lower);
}

/** A short code that names a region only beside "in" or a residency word: LON1, fr-par. */
export function isShortRegionToken(lower: string): boolean {
  return SHORT_REGION.test(lower) || DC_CODE.test(lower);
}

/** A value of a region/zone/location argument that is a region code (not a city or an office). */
export function isRegionValue(r: string): boolean {
  return DASHED_REGION.test(r) || SHORT_REGION.test(r) || DC_CODE.test(r) || AZURE_REGION.test(r);
}

/** An "EU" family prefix holds an Azure region in Europe: westeurope, francecentral. */
export function azureInFamily(r: string, prefixes: readonly string[]): boolean {
  if (!AZURE_REGION.test(r)) return false;
  for (const p of prefixes) {
    if ((p === "eu" || p === "eu-" || p === "europe-") && AZURE_EUROPE.test(r)) return true;
    if (p === "us-" && /us\d?$/.test(r)) return true;
  }
  return false;
}
