// The fields every entry of a rules/*.yaml list carries, whatever else it holds: a unique id, why
// the entry is there, and an example of the phrasing or call it serves. Spread into an entry's zod
// object: z.object({ ...entryBase, words: … }).strict().
import { z } from "zod";

export const entryBase = {
  id: z.string().min(1).max(100),
  reason: z.string().min(1).max(300),
  example: z.string().max(300).optional(),
};
