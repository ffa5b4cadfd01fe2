// deleteOrganizationMembership under "never delete an organization", remove_team_member under
// "don't delete teams", delete_repo_collaborator under "never delete a repo": a tool whose name puts
// a relation noun (membership, member, collaborator, invitation, assignment, binding, link…) after
// the rule's thing acts on a tie to that thing, not on the thing itself. The rule's names must
// then be followed in the tool's name only by act words; a target that names the relation
// itself ("org memberships", "team members") is matched as before.
import { singular } from "../split-words.ts";

const RELATIONS = new Set([
  "membership", "member", "collaborator", "invitation", "invite", "assignment", "assignee",
  "binding", "association", "relationship", "relation", "link", "grant", "follower", "subscriber",
  "participant", "attendee", "watcher", "guest", "admin", "owner", "manager", "maintainer",
]);

// (only removals: "give access to our repos" ~ add_repository_collaborator is the grant itself, and
// "do NOT ban anyone" ~ banChatMember names the member as the one banned)
const REMOVALS = new Set(["delete", "remove", "destroy", "drop", "revoke", "purge", "erase", "unlink", "detach", "cancel", "decline"]);

const norm = (w: string) => singular(w.toLowerCase());

/** True when the tool's name (its words) names a relation of the target's thing, not the thing. */
export function toolNamesRelationOf(toolWords: readonly string[], names: readonly string[]): boolean {
  // (most tools remove nothing: that is checked first, before anything is built for the target)
  if (!names.length || !toolWords.some((w) => REMOVALS.has(norm(w)))) return false;
  const want = new Set(names.map(norm));
  if ([...want].some((n) => RELATIONS.has(n))) return false;
  const words = toolWords.map(norm);
  const at = words.findLastIndex((w) => want.has(w));
  if (at < 0) return false;
  return words.slice(at + 1).some((w) => RELATIONS.has(w));
}
