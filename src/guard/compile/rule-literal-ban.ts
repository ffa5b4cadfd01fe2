// Quoted or code-like literals a rule bans, each a complete act + target by itself (glit13):
//   "no `snyk monitor`, no `snyk code test`. Plain `snyk test` is ok." → [snyk monitor], [snyk code test]
//   "no recursive downloads (wget -r / --mirror)"                       → [wget -r], [--mirror]
//   "no FLUSHDB / FLUSHALL on any upstash db"                          → [FLUSHDB], [FLUSHALL]
//   "never wipe the whole set (replace=true)"                           → [replace=true]
//   "In prod (MIX_ENV=prod) no ecto.rollback"                           → [ecto.rollback] when the call shows prod
// A literal counts when it follows a ban word ("no", "never", "don't run", "nothing with") or sits in a
// parenthesis right after a banned (or approval-gated) act, or before "is banned / forbidden". A clause
// that bounds the ban ("without a filter", "until …", "outside ./tmp", "when …") is left to the other
// readers: the literal alone is not the whole act then. Literals a clause allows ("`snyk test` is ok")
// are never picked. Words of "on / in / against …" after the literal, a leading "In prod …" and a
// one-word heading ("redis-cli: …") stay conditions: the call must show one of them.
// Matching is in match-literal-ban.ts.

export interface LiteralBan {
  raw: string; // as written: "snyk monitor"
  words: string[]; // lowercased non-flag tokens in order: ["snyk", "monitor"]
  flags: string[]; // lowercased flags: ["-r"], ["--mirror"]
  program: boolean; // the first word is a program: the command must run it
  kv?: { key: string; value: string }; // replace=true
  when?: Cond[]; // conditions: each must hold (match-literal-ban.ts)
  act?: string; // the act verb written before it ("don't trigger billing_export"): the call must show it, and change something
}
/** any: one of the words shows in the call (a heading, "In prod …"); all: every word shows
 * ("on prod redis" → prod; "the fct_orders model" → fct_orders; names and environments only) */
export interface Cond {
  any?: string[];
  all?: string[];
}

const BAN = /\b(?:no|never|nothing with|don'?t|dont|do not|avoid)\b/gi;
const IS_BANNED = /^\s{0,8}\*?\s{0,8}(?:is|are)\s{1,8}(?:banned|forbidden|prohibited|off[- ]limits|not allowed|never allowed)\b/i;
// a bound that makes the literal only part of the act (read elsewhere)
const BOUND = /\b(?:without|unless|until|before|after|except|outside|when|whenever|if|first|more than|over \d|above|below|under|only|then|instead of|between|during|while|whithout|w\/o|with)\b/i;
const APPROVAL = /\b(?:my ok|my okay|approval|sign-?off|go-?ahead|ask me|check with me|ping me|my say-?so)\b/i;
const ALLOWS = /\b(?:is|are)\s+(?:ok|okay|fine|allowed|welcome)\b|\buse\b|\binstead\b|\bprefer\b/i;
// verbs between the ban word and the literal: "don't run `make clean`", "never pass --no-sandbox"
// (only verbs that add no act of their own: "don't trigger billing_export" is about triggering, read elsewhere)
const VERBS = new Set(["run", "use", "pass", "do", "call", "set", "add", "execute", "exec", "invoke", "ever", "just", "even", "specify", "include", "ever"]);
const CAPS_STOP = new Set(["NEVER", "ONLY", "EVER", "PROD", "PRODUCTION", "THIS", "THAT", "WITHOUT", "UNLESS", "ALWAYS", "MUST", "NOTE", "TODO", "ASAP", "EVERY", "NOTHING", "DONT", "NOT", "FROM", "WITH", "THE", "AND", "ANY", "ANYTHING", "PLEASE", "STOP", "HIGH", "URGENT", "IMPORTANT", "LIVE", "MAIN", "MASTER", "STAGING", "DEPLOYS", "DEPLOY", "NEED", "NEEDS", "SIGN", "OFF", "MY", "YOUR", "OUR", "FULL", "REAL", "VIP", "WARNING", "SERIOUSLY", "AGAIN", "TODAY", "FRIDAY", "FRIDAYS", "WEEKEND", "WEEKENDS", "EVER"]);
const STOP = new Set(["the", "a", "an", "my", "our", "your", "this", "that", "these", "those", "it", "its", "of", "to", "in", "on", "at", "for", "from", "against", "with", "and", "or", "any", "every", "all", "anything", "is", "are", "be", "target", "env", "environment", "side", "server", "servers", "machine", "box", "boxes", "instance", "instances", "one", "ones", "thing", "things", "stuff", "here", "there", "ever", "full", "stop", "please", "pls", "local", "call", "calls", "option", "options", "statement", "statements", "command", "commands", "flag", "flags", "left", "similar", "ever"]);
const UNIVERSAL = /\b(?:any|every|all|anything|everything|anywhere|everywhere|whatever)\b/i;

/** Token kinds of a code-like literal written without backticks. */
const FLAG = /^--?[A-Za-z][A-Za-z0-9_.:-]{0,40}(?:=[^\s,;)]{1,40})?$/;
const KEYVAL = /^[A-Za-z_][A-Za-z0-9_.-]{0,40}=[A-Za-z0-9_.:*-]{1,40}$/;
const IDENT = /^(?:[A-Za-z][A-Za-z0-9]{0,30}[._][A-Za-z0-9_.]{1,40}|[a-z]{2,20}[A-Z][A-Za-z0-9]{1,30}|[a-z][a-z0-9_-]{1,20}:[a-z][a-z0-9_:-]{1,30})$/; // snake_case, dotted, camelCase, task:name
const CAPS = /^[A-Z][A-Z0-9_]{3,30}$/;
// SQL statement words: the SQL readers (call-sql-meaning.ts) know what they do to what
const SQL_WORDS = new Set(["SELECT", "INSERT", "UPDATE", "DELETE", "DROP", "TRUNCATE", "ALTER", "CREATE", "MERGE", "VACUUM", "GRANT", "REVOKE", "WHERE", "LIMIT", "TABLE", "JOIN", "UPSERT", "REPLACE"]);

interface Piece {
  text: string; // the literal
  start: number;
  end: number;
  quoted: boolean;
}

/** The literals a rule bans, or undefined. `text` is the entry as written (capitals kept). */
export function literalBans(text: string, programs: ReadonlySet<string>): LiteralBan[] | undefined {
  if (text.length > 2000) return undefined;
  const out: LiteralBan[] = [];
  const sentences = splitSentences(text);
  for (const sent of sentences) {
    let body = sent;
    const when: Cond[] = [];
    // "redis-cli: KEYS * is banned": a short heading names where
    // (one name: "Registry hygiene:" is a topic, not a product the call must name)
    const head = /^\s*([A-Za-z][\w./-]{1,30})\s*:\s+/.exec(body);
    if (head) {
      const hw = words(head[1]!);
      if (hw.length) when.push({ any: hw });
      body = body.slice(head[0].length);
    }
    // "the stage @raw_landing is append only - no REMOVE, no overwrite": a first clause that says
    // what a named thing is scopes the bans after it; the call must name the thing (not an environment)
    const clauses = splitClauses(body);
    const subject = clauses.length > 1 ? subjectCond(clauses[0]!) : undefined;
    for (let k = 0; k < clauses.length; k++) readClause(clauses[k]!, k > 0 && subject ? [...when, subject] : when, programs, out);
  }
  return out.length ? dedupe(out) : undefined;
}

// "the stage @raw_landing is …", "bucket acme-backups stays …": a named subject, then what it is
const SUBJECT_VERB = /\s(?:is|are|stays?|remains?)\s/i;
function subjectCond(clause: string): Cond | undefined {
  BAN.lastIndex = 0;
  const ban = BAN.test(clause);
  BAN.lastIndex = 0;
  const verb = SUBJECT_VERB.exec(clause);
  if (ban || !verb || verb.index > 80) return undefined;
  const names = strongWords(clause.slice(0, verb.index)).filter((w) => !ENVS.has(w));
  return names.length ? { all: names } : undefined;
}

function dedupe(list: LiteralBan[]): LiteralBan[] {
  const seen = new Set<string>();
  return list.filter((b) => {
    const k = b.raw.toLowerCase() + "|" + JSON.stringify(b.when ?? []);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function splitSentences(text: string): string[] {
  // blank backtick spans so their dots and colons split nothing
  const masked = text.replace(/`[^`]{0,120}`/g, (m) => m.replace(/[.;:!?|]/g, "\u0001"));
  const out: string[] = [];
  let last = 0;
  const re = /[.;!?|](?=\s|$)|\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(masked))) {
    out.push(text.slice(last, m.index));
    last = m.index + 1;
  }
  out.push(text.slice(last));
  return out.filter((s) => s.trim().length > 0);
}

function splitClauses(sent: string): string[] {
  const masked = sent.replace(/`[^`]{0,120}`/g, (m) => m.replace(/[,:—–]/g, "\u0001")).replace(/\([^()]{0,160}\)/g, (m) => m.replace(/[,:—–]/g, "\u0001"));
  const out: string[] = [];
  let last = 0;
  const re = /,\s|\s[—–-]\s|:\s/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(masked))) {
    out.push(sent.slice(last, m.index));
    last = m.index + m[0].length;
  }
  out.push(sent.slice(last));
  return out;
}

function readClause(clause: string, sentWhen: Cond[], programs: ReadonlySet<string>, out: LiteralBan[]) {
  const pieces = findPieces(clause);
  if (!pieces.length) return;
  // literal(s) then "is banned"
  const first = pieces[0]!;
  const lead = clause.slice(0, first.start);
  const banned: Piece[] = [];
  let endAt = -1;
  let verb: string | undefined;
  const listAfter = (from: number): Piece[] => {
    const got: Piece[] = [];
    let at = from;
    for (const p of pieces) {
      if (p.start < at) continue;
      const gap = clause.slice(at, p.start);
      if (got.length === 0 && leadOk(gap)) verb = leadVerb(gap);
      if (got.length === 0 ? !leadOk(gap) : !/^\s{0,8}(?:[/,]|or|and|nor|,?\s{0,8}(?:or|and)?\s{0,8}(?:no|never|not))?\s{0,8}$/i.test(gap)) break;
      got.push(p);
      at = p.end;
    }
    endAt = at;
    return got;
  };
  const leadWhen: Cond[] = [];
  // "X is banned"
  if (/^\s*$/.test(lead) || /^\s*(?:and|also|plus)\s*$/i.test(lead)) {
    const got = listAfter(0);
    if (got.length && IS_BANNED.test(clause.slice(endAt))) {
      banned.push(...got);
      endAt = endAt + IS_BANNED.exec(clause.slice(endAt))![0].length;
    }
  }
  if (!banned.length) {
    // ban words, each followed (after a verb or two) by a list of literals
    BAN.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = BAN.exec(clause))) {
      const after = m.index + m[0].length;
      const got = listAfter(after);
      if (got.length) {
        // "In prod (MIX_ENV=prod) no ecto.rollback": what precedes the ban word is where
        if (!banned.length) {
          const pre = clause.slice(0, m.index);
          const place = /^\s*(?:in|on|for|against|within)\s+(.{1,60}?)\s*$/i.exec(pre);
          if (place) {
            // (the parenthesis only spells the place: "(MIX_ENV=prod)" — its key is no place)
            const alts = words(place[1]!.replace(/\([^()]*\)/g, " "));
            if (alts.length && !UNIVERSAL.test(place[1]!)) leadWhen.push({ any: alts });
          } else if (pre.trim() && !/^\s{0,8}(?:(?:and|but|also|so|just|please|pls|plus)(?:\s{1,8}|$)){0,6}$/i.test(pre)) {
            // a subject before the ban ("the bucket acme-backups is write-once (no rm …)") is read elsewhere
            if (!/\($/.test(pre.trim())) {
              if (BOUND.test(pre)) return;
            }
          }
        }
        banned.push(...got);
        BAN.lastIndex = Math.max(BAN.lastIndex, endAt);
      }
    }
  }
  // a parenthesis right after a banned or approval-gated act: "no recursive downloads (wget -r / --mirror)"
  if (!banned.length) {
    const paren = /\(([^()]{1,160})\)/.exec(clause);
    if (paren) {
      // ("adding is fine but never wipe the whole set (replace=true)": what follows the "but")
      const pre = clause.slice(0, paren.index).replace(/^.*\bbut\b/i, "");
      BAN.lastIndex = 0;
      const banWord = BAN.test(pre) || APPROVAL.test(pre);
      BAN.lastIndex = 0;
      if (banWord && !/^\s*(?:in|on|for|against)\b/i.test(pre) && !ALLOWS.test(pre)) {
        const inner = pieces.filter((p) => p.start > paren.index && p.end <= paren.index + paren[0].length);
        // every item of the parenthesis must be code-like: "(e.g. shirt for shirt)" is no list of literals
        const items = paren[1]!.split(/\s{0,8}(?:\/|,|\bor\b)\s{0,8}/).map((s) => s.trim().replace(/^no\s+/i, "")).filter(Boolean);
        // only acts: flags, key=value, a program and its words ("(uv.lock)", "(E2QWRU…)" name a thing)
        const actLike = (p: Piece) => /(?:^|\s)--?[A-Za-z]/.test(p.text) || /=/.test(p.text) || (/\s/.test(p.text) && PROGRAM_HINT.has(programWord(p.text.split(/\s+/)[0]!.toLowerCase())));
        if (inner.length && inner.length === items.length && inner.every((p, k) => p.text === items[k] && actLike(p))) {
          banned.push(...inner);
          endAt = paren.index + paren[0].length;
          // a bound before the parenthesis ("only with my ok" is the approval itself)
          const bare = pre.replace(APPROVAL, " ").replace(/\bonly with\b/i, " ");
          if (BOUND.test(bare)) return;
        }
      }
    }
  }
  if (!banned.length) return;
  const rest = clause.slice(endAt);
  if (BOUND.test(rest.replace(APPROVAL, " "))) return;
  if (ALLOWS.test(rest) && !/\binstead\b/i.test(rest)) return;
  const when = [...sentWhen, ...leadWhen];

  // what follows the literal in its clause ("on prod redis", "a drain", "the fct_orders model"): the
  // call must show one of its words, unless it says any / every ("on any upstash db")
  // ("to silence type errors" is a purpose: a "to" part counts only when it names something: nuget.org)
  const restText = rest.replace(/\([^()]{0,160}\)/g, " ").replace(/^\s*(?:or|and|\/)\s.*$/i, " ").replace(/\b(?:anything|everything)\b/gi, " ").replace(/\bto\s{1,8}(?![^\s]{0,60}[.@\d])[a-z]+\b.*$/i, " ");
  if (!UNIVERSAL.test(restText)) {
    // names (fct_orders, cache-shared, ScrapingBee) and environments must all show; else one plain noun
    const strong = strongWords(restText);
    const alts: string[][] = [];
    if (strong.length) alts.push(strong);
    for (const pm of rest.matchAll(/\(([^()]{1,80})\)/g)) {
      const ps = strongWords(pm[1]!);
      if (ps.length) alts.push(ps);
    }
    if (alts.length === 1) when.push({ all: alts[0]! });
    else if (alts.length > 1) when.push({ any: alts.map((a) => a.join(" ")) });
    else {
      const sw = words(restText);
      if (sw.length) when.push({ any: sw });
    }
  }
  for (const p of banned) {
    const b = toBan(p, programs);
    if (b) out.push({ ...b, ...(when.length ? { when } : {}), ...(verb ? { act: verb } : {}) });
  }
}

/** What may sit between the ban word and the first literal: nothing, a verb or two that add no act,
 * or one act verb ("don't trigger billing_export"), which the call must then show too. */
function leadOk(gap: string): boolean {
  const ws = gap.trim().split(/\s+/).filter(Boolean);
  // "never silence anything matching severity=critical": an act, then what it is done to
  const n = ws.length >= 2 && MATCHING.has(ws[ws.length - 1]!.toLowerCase()) ? ws.length - 1 : ws.length;
  if (n > 2) return false;
  const head = ws.slice(0, n).filter((w) => !(n < ws.length && /^(?:anything|any|something|everything|alerts?|items?)$/i.test(w)));
  return head.every((w) => VERBS.has(w.toLowerCase()) || ACT_VERBS.has(w.toLowerCase())) && head.filter((w) => ACT_VERBS.has(w.toLowerCase())).length <= 1;
}
const MATCHING = new Set(["matching", "containing", "named", "with"]);
// acts a literal may follow: the call must show the verb as well (a read of billing_export is no trigger)
const ACT_VERBS = new Set(["trigger", "enable", "disable", "drop", "delete", "remove", "purge", "kill", "restart", "stop", "deploy", "publish", "push", "merge", "reset", "promote", "invalidate", "cancel", "terminate", "destroy", "truncate", "flush", "wipe", "upload", "silence", "mute", "archive", "pause"]);
function leadVerb(gap: string): string | undefined {
  return gap.trim().split(/\s+/).map((w) => w.toLowerCase()).find((w) => ACT_VERBS.has(w));
}

function findPieces(clause: string): Piece[] {
  const out: Piece[] = [];
  const quoted = /`([^`]{1,80})`/g;
  let m: RegExpExecArray | null;
  const taken: [number, number][] = [];
  while ((m = quoted.exec(clause))) {
    out.push({ text: m[1]!.trim(), start: m.index, end: m.index + m[0].length, quoted: true });
    taken.push([m.index, m.index + m[0].length]);
  }
  // bare tokens: flags, key=value, identifiers, capitals; a program and its flag ("wget -r") join
  const tok = /[^\s,;()/`]+/g;
  const bare: Piece[] = [];
  while ((m = tok.exec(clause))) {
    const s = m.index;
    if (taken.some(([a, b]) => s >= a && s < b)) continue;
    let t = m[0].replace(/[.:!?]{1,8}$/, "");
    // (an acronym kind — "DAGs", "VMs", "PRs" — is what the thing is, not its name)
    if (!t || /^[A-Z]{2,6}s$/.test(t)) continue;
    const code = FLAG.test(t) || (KEYVAL.test(t) && !t.includes("@")) || (IDENT.test(t) && !t.includes("@") && !/^[a-z0-9-]+\.(?:com|io|org|net|dev|app|co|ai|no|de|uk)$/i.test(t)) || (CAPS.test(t) && !CAPS_STOP.has(t) && !SQL_WORDS.has(t));
    bare.push({ text: t, start: s, end: s + t.length, quoted: !code ? false : true });
  }
  // join: program word + flags/args written right after it ("wget -r", "-x test"), capitals runs ("DETACH DELETE")
  for (let i = 0; i < bare.length; i++) {
    const p = bare[i]!;
    if (!p.quoted) {
      // "wget -r": a plain word right before a flag, the word a program
      const nx = bare[i + 1];
      if (nx && nx.quoted && FLAG.test(nx.text) && /^\s+$/.test(clause.slice(p.end, nx.start)) && /^[a-z][a-z0-9-]{1,20}$/.test(p.text) && PROGRAM_HINT.has(p.text)) {
        out.push({ text: `${p.text} ${nx.text}`, start: p.start, end: nx.end, quoted: true });
        i++;
      }
      continue;
    }
    let text = p.text;
    let end = p.end;
    // capitals run / flag with its value
    while (i + 1 < bare.length && /^\s+$/.test(clause.slice(end, bare[i + 1]!.start))) {
      const nx = bare[i + 1]!;
      const capsRun = CAPS.test(p.text) && /^[A-Z]{3,20}$/.test(nx.text) && !CAPS_STOP.has(nx.text);
      const flagVal = FLAG.test(p.text) && !p.text.includes("=") && /^[a-z][a-z0-9_-]{0,20}$/.test(nx.text) && !nx.quoted && text === p.text && !STOP.has(nx.text) && !VERBS.has(nx.text) && /^\s*[)/]/.test(clause.slice(nx.end));
      if (!capsRun && !flagVal) break;
      text += " " + nx.text;
      end = nx.end;
      i++;
      if (flagVal) break;
    }
    out.push({ text, start: p.start, end, quoted: true });
  }
  return out.sort((a, b) => a.start - b.start);
}

// common CLIs a rule names before a flag without backticks ("wget -r", "rsync --delete")
const PROGRAM_HINT = new Set(["wget", "curl", "rsync", "rm", "git", "npm", "pnpm", "yarn", "docker", "kubectl", "helm", "terraform", "make", "mvn", "gradle", "pip", "uv", "cargo", "go", "dbt", "ansible-playbook", "vercel", "hledger", "sed", "chmod", "chown", "find", "tar", "zip", "scp", "ssh", "aws", "gcloud", "az", "gh", "composer", "bundle", "rails", "mix", "snyk", "fastlane", "prisma", "wrangler", "flyctl", "fly", "heroku", "psql", "mysql", "redis-cli", "mongosh"]);

function toBan(p: Piece, programs: ReadonlySet<string>): LiteralBan | undefined {
  const raw = p.text;
  if (raw.length < 2 || /[^\s@]@[^\s@]+\.[a-z]/i.test(raw) || /^\/[^/]|^https?:/i.test(raw)) return undefined;
  const toks = raw.split(/\s+/).filter(Boolean);
  if (toks.length > 8) return undefined;
  const kv = toks.length === 1 ? /^([A-Za-z_][A-Za-z0-9_.-]{0,40})\s*=\s*(\S{1,40})$/.exec(raw) : null;
  if (kv) return { raw, words: [], flags: [], program: false, kv: { key: kv[1]!.toLowerCase(), value: kv[2]!.toLowerCase().replace(/^["']|["']$/g, "") } };
  const words: string[] = [];
  const flags: string[] = [];
  for (const t of toks) {
    const l = t.toLowerCase();
    if (/^--?[a-z]/i.test(t) && t.length > 1) flags.push(t.startsWith("--") ? l : t.length === 2 ? l : t); // -DskipTests keeps its case
    else if (l === "*" || l === "…" || l === "...") continue;
    else words.push(programWord(l));
  }
  if (!words.length && !flags.length) return undefined;
  // a lone short flag ("-i", "-u") means something else to every program
  if (!words.length && flags.length === 1 && /^-[A-Za-z]$/.test(flags[0]!)) return undefined;
  // a file name ("site.yml", "uv.lock") names a thing, not an act
  if (toks.length === 1 && /\.(?:ya?ml|json|lock|db|txt|md|py|ts|js|sql|env|toml|cfg|ini|sh|rb|go|xml|csv)$/i.test(raw)) return undefined;
  // a lone plain word in backticks ("`system`", "`main`") names a thing, not an act: other readers have it
  if (toks.length === 1 && !flags.length && !IDENT.test(raw) && !CAPS.test(raw) && !/[.:_]/.test(raw)) return undefined;
  const program = words.length > 0 && (programs.has(words[0]!) || PROGRAM_HINT.has(words[0]!) || /^\.\//.test(toks[0]!)) && (words.length > 1 || flags.length > 0);
  return { raw, words, flags, program };
}

/** "./gradlew" → gradlew, "bin/rails" → rails */
export function programWord(w: string): string {
  const slash = w.lastIndexOf("/");
  return slash >= 0 && slash < w.length - 1 ? w.slice(slash + 1) : w;
}

const ENVS = new Set(["prod", "production", "staging", "stage", "dev", "development", "test", "qa", "uat", "main", "master", "live", "preprod", "sandbox"]);
/** Names a scope writes: with a digit, _ . or -, capitals inside, or an environment. "all" words must show. */
function strongWords(s: string): string[] {
  const out: string[] = [];
  for (const m of s.matchAll(/[A-Za-z0-9][A-Za-z0-9_.-]{0,60}\*?/g)) {
    // "`ingest_*`": a name prefix (match-literal-ban.ts reads a trailing _ - * as one)
    const t = m[0].endsWith("*") ? m[0].slice(0, -1) : m[0].replace(/[.-]{1,8}$/, "");
    // (an acronym kind — "DAGs", "VMs", "PRs" — is what the thing is, not its name)
    if (!t || /^[A-Z]{2,6}s$/.test(t)) continue;
    const l = t.toLowerCase();
    if (ENVS.has(l) || /[_\d]/.test(t) || /[a-z][.-][a-z]/i.test(t) || /^[A-Z][a-z]+[A-Z]/.test(t) || (/^[A-Z]/.test(t) && m.index! > 0 && !/^(?:I|CI|PR|PRs)$/.test(t)))
      if (!STOP.has(l) && !/^\d+$/.test(l)) out.push(l);
  }
  return [...new Set(out)];
}

function words(s: string): string[] {
  return s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2 && !STOP.has(w) && !/^\d+$/.test(w));
}
