// Whose thing the call acts on, when the rule is about whose it is:
//   "don't abort builds other people started"      + {"build_triggered_by": "agent"}                → the agent's own: allowed
//   "don't delete pods someone else created"        + {"pod_created_by": "dan", "current_user": "dan"} → the user's own: allowed
//   "don't stop builds that other people started"  + {"build_1191_author": "agent-bot", "agent_user": "agent-bot"}
//   "Don't approve PRs you opened yourself"         + {"pr_author": "mlee", "agent_account": "bot"}  → someone else's: allowed
// The rule's words say the ban holds only for things others made ("someone else", "other people",
// "not yours", "only the ones you made") or only for the agent's own ("you opened yourself"); a
// context flag naming the object's creator / owner / author says whose it is, compared with the
// flags that say who the agent or the user is (or a plain "agent" / "me"). Without such a flag the
// rule is read as before (no owner known: the ban stands).
import { splitWords } from "../split-words.ts";

export type OwnerScope = "others" | "self";

const SOMEONE = new Set(["someone", "somebody", "anyone", "anybody", "everyone", "everybody"]);
const PEOPLE = new Set(["people", "person", "user", "member", "teammate", "colleague", "coworker", "human", "dev", "developer", "engineer", "folk", "team", "owner", "account"]);
const MADE = /^(?:made|make|created?|started?|opened|scheduled|triggered|launched|submitted|initiated|authored|wrote|written|organi[sz]ed|booked|added|uploaded|owned?|queued|kicked|spun|posted|filed)$/;
const NEGATE = new Set(["not", "t", "didn", "didnt", "never"]);

/** Whose things the rule bans acting on, from its normalized words (conditionWordList); read once,
 * when the entry is compiled (compile-rule.ts owner-scope → CompiledEntry.owner). */
export function ownerScope(w: readonly string[]): OwnerScope | undefined {
  for (let i = 0; i < w.length; i++) {
    const a = w[i]!;
    const b = w[i + 1] ?? "";
    // "someone else scheduled", "anyone else's account"
    if (SOMEONE.has(a) && b === "else") return "others";
    // "other people started", "other users' dashboards"
    if (a === "other" && PEOPLE.has(b)) return "others";
    // "anything that's not yours"
    if (a === "yours" && NEGATE.has(w[i - 1] ?? "")) return "others";
    // "only the ones you made", "except those you created", "you didn't start"
    if (a === "you") {
      let k = i + 1;
      if (NEGATE.has(w[k] ?? "")) {
        k++;
        if (w[k] === "t") k++;
        if (MADE.test(w[k] ?? "")) return "others";
        continue;
      }
      if (!MADE.test(b)) continue;
      // "PRs you opened yourself": the ban is about the agent's own
      if (w[i + 2] === "yourself") return "self";
      for (let j = i - 1; j >= 0 && j >= i - 5; j--) if (w[j] === "only" || w[j] === "except" || w[j] === "unless") return "others";
    }
  }
  return undefined;
}

// who the agent or the user is: {"agent_user": "agent-bot"}, {"current_user": "dan"}, {"me": "bot@x.io"}
const IDENTITY_WORDS = new Set(["me", "my", "myself", "self", "agent", "assistant", "bot", "whoami", "operator", "caller", "actor"]);
// the one who made or owns a thing: pr_author, pod_created_by, build_triggered_by, event_organizer
const OWNER_WORDS = new Set(["author", "owner", "creator", "organizer", "organiser", "maker", "initiator", "requester", "starter"]);
const SELF_VALUES = new Set(["agent", "the agent", "me", "you", "self", "myself", "yourself", "bot", "assistant", "ai", "the assistant"]);
const ID_LIKE = /\d/;

function keyWords(key: string): string[] {
  return splitWords(key.replace(/([a-z])([A-Z])/g, "$1_$2"), 10).map((w) => w.toLowerCase());
}

function isOwnerKey(words: readonly string[]): boolean {
  if (words.some((w) => OWNER_WORDS.has(w))) return true;
  const by = words.indexOf("by");
  return by > 0 && MADE.test(words[by - 1]!);
}

/** "own": a flag says the agent or the user made / owns the call's object; "other": someone else
 * did; undefined: no flag says. `carried` tells whether the call carries an id a key names. */
export function ownerOf(flags: Readonly<Record<string, unknown>> | undefined, carried: (id: string) => boolean): "own" | "other" | undefined {
  if (!flags) return undefined;
  const ids = new Set<string>();
  const owners: { value: unknown; words: string[] }[] = [];
  let n = 0;
  for (const key of Object.keys(flags)) {
    if (++n > 48) break;
    const value = flags[key];
    const words = keyWords(key);
    if (isOwnerKey(words)) {
      // {"build_1191_author": …}: about build 1191 only
      const id = words.find((w) => ID_LIKE.test(w) && w.length >= 3);
      if (id && !carried(id)) continue;
      owners.push({ value, words });
      continue;
    }
    if (typeof value !== "string") continue;
    if (words.some((w) => IDENTITY_WORDS.has(w)) || (words.includes("current") && (words.includes("user") || words.includes("account"))) || /^(?:user|username|login|whoami)$/i.test(key))
      ids.add(value.trim().toLowerCase());
  }
  let verdict: "own" | "other" | undefined;
  for (const o of owners) {
    let own: boolean | undefined;
    if (typeof o.value === "boolean") {
      // {"created_by_agent": true}, {"started_by_me": false}
      if (o.words.some((w) => IDENTITY_WORDS.has(w) || w === "you" || w === "us")) own = o.value;
    } else if (typeof o.value === "string" && o.value.trim()) {
      const v = o.value.trim().toLowerCase();
      own = SELF_VALUES.has(v) || ids.has(v);
    }
    if (own === undefined) continue;
    if (!own) return "other";
    verdict = "own";
  }
  return verdict;
}

/** The entry does not hold for this call: it bans others' things and the call's is the agent's or
 * the user's own, or it bans the agent's own and the call's is someone else's. */
export function ownerOff(scope: OwnerScope, flags: Readonly<Record<string, unknown>>, carried: (id: string) => boolean): string | undefined {
  const owner = ownerOf(flags, carried);
  if (!owner) return undefined;
  if (scope === "others" && owner === "own") return "the rule is about others' things; a flag says this one is the agent's or the user's own";
  if (scope === "self" && owner === "other") return "the rule is about the agent's own things; a flag says someone else made this one";
  return undefined;
}
