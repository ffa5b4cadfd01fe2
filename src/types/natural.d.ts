// The one natural module pinguard imports, by its deep path (see src/guard/typo.ts).
declare module "natural/lib/natural/distance/levenshtein_distance.js" {
  const distance: {
    DamerauLevenshteinDistance(a: string, b: string, opts?: { restricted?: boolean }): number;
  };
  export default distance;
}
