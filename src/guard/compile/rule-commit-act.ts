// "run `mix format --check-formatted` before any commit", "run bean-check … before you commit",
// "cargo fmt before every commit": the act that triggers the rule is making a commit. The lexicon
// puts "commit" among the write words (so "never commit to main" bans writes there), but as a
// trigger that reading makes every write a commit: `MIX_ENV=test mix ecto.reset`, `cat >> books`
// were held to the prerequisite. A trigger whose verbs are all "commit" needs the call to say
// commit (git commit, git_create_commit, commit_changes).
// Reads: the trigger's verbs as the rule wrote them.
import type { ActionSpec } from "./compiled-entry.ts";

const COMMIT = /^commit(?:s|ting|ted)?$/i;

/** The trigger narrowed to a commit when its verbs are all "commit"; else the trigger itself. */
export function commitTrigger(trigger: ActionSpec): ActionSpec {
  if (!trigger.words.length || !trigger.words.every((w) => COMMIT.test(w))) return trigger;
  return { ...trigger, families: ["word:commit"] };
}
