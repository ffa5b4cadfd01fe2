// Reads a tool call once into the facts every compiled entry is checked against: which action
// families it shows (and where), which values address something (ids, names, paths, hosts,
// channels, command tokens), which are free text, numbers, e-mail addresses, datetimes.
import { fieldPathKey } from "./call-field-keys.ts";
import { jsonPatchLeaves } from "./call-json-patch.ts";
import { namedSettingLeaves } from "./call-named-setting.ts";
import { stateIdLeaves, withoutReplaced } from "./call-state-id.ts";
import { dropNamedModeFamilies } from "../carve-outs/fb-mode-arg.ts";
import type { GuardRules } from "../guard-rules.ts";
import { NO_SUBCOMMANDS, parseCommandLine, type CommandSegment } from "./command-line.ts";
import { canonical, singular, splitWords } from "../split-words.ts";
import { walkArgs, type Leaf } from "./walk-args.ts";
import { unwrapArgs } from "./surface-args.ts";
import { octalMode } from "./file-mode.ts";
import { readPatch, type Patch } from "./call-patch.ts";
import { readMeaning } from "./call-meaning.ts";
import { openHttpArgs } from "./call-http-args.ts";
import { httpMeaning } from "./call-http-meaning.ts";
import { expandFlagAliases } from "./call-forms.ts";
import { flagPreview } from "../carve-outs/fb-dry-run.ts";
import type { CallForms } from "./call-meaning-rules.ts";
import { labelActs } from "./call-ui-label.ts";
import { gerundStem, lemma, nounVerbs, pastToVerb } from "./call-lemma.ts";
import { productStem } from "./call-product-stem.ts";
import { TOOL_READ_VERBS } from "../tool-read-verbs.ts";
import type { CallWords } from "./call-words.ts";
import { callQuantities } from "./call-quantity.ts";
import { callMeasures } from "./call-measures.ts";
import { sqlRoutine } from "../command-word.ts";
import { embeddedTimes } from "./call-embedded-times.ts";
import { embeddedCounts } from "./call-embedded-counts.ts";
import { readingTool, switchActs } from "./call-switch-acts.ts";
import { cliNouns } from "./call-cli-noun.ts";
import { rpcMeaning } from "./call-rpc-method.ts";

export interface ValueRef {
  path: string; // "args.channel_id", "tool", "args.command"
  raw: string;
  words: string[]; // canonical words
  pairs?: Set<string>; // words plus adjacent pairs joined (built on first use by a target)
}
export interface NumberRef {
  path: string;
  key: string; // canonical key words joined: "total amount"
  keyWords: string[];
  value: number;
  rowsOf?: "delete" | "update"; // a DELETE / UPDATE statement's rows: a bound on them is a bound on that act (glim24)
}
export interface Evidence {
  word: string;
  where: string;
}
export interface CallFacts {
  tool: string;
  toolWords: string[];
  actionWords: Map<string, string>; // word → where it was seen
  families: Map<string, Evidence>;
  mutating: boolean;
  dryRun?: boolean; // a dry run or a preview: it changes nothing (fb-dry-run.ts)
  addressing: ValueRef[];
  content: ValueRef[];
  numbers: NumberRef[];
  emails: { path: string; value: string; content: boolean }[];
  hosts: { path: string; host: string }[]; // URL hosts and image registries the call reaches
  paths: { path: string; value: string }[];
  datetimes: { path: string; key: string; value: string }[];
  commands: CommandSegment[];
  commandWords: Set<string>; // programs and prefixes actually run
  allWords: Set<string>; // every canonical non-content word (tool, keys, values)
  keyValues: Map<string, string[]>; // lowercased key → string values
  truncated: string | undefined;
  memo: Map<symbol, unknown>; // per-call reads computed on first use by the matchers (a Map: symbol-keyed properties added in varying order made every read megamorphic)
}

// The reader's word lists (command carriers; content, command, enum and recipient keys; read-only CLI
// words) are data: rules/guard/call-words.yaml, read into rules.callWords (call-words.ts).
// the package manager each runner prefix belongs to
const RUNNER_MANAGER: Record<string, string> = { npx: "npm", bunx: "bun", pnpx: "pnpm", uvx: "uv", pipx: "pip" };
const URL_HOST = /^[a-z][a-z0-9+.-]{0,20}:\/\/(?:[^@/\s]{0,100}@)?([A-Za-z0-9.-]{1,253})/i;
const PHONE = /^\+?[\d\s().-]{7,20}$/;
const isPhoneNumber = (v: string) => v.length >= 7 && v.length <= 21 && PHONE.test(v) && v.replace(/\D/g, "").length >= 7;
const EMAIL = /^[^\s@<>"',;]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8}$/;
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
// SQL / Apex statement starts: DELETE FROM, delete [SELECT…], DROP TABLE, TRUNCATE x, UPDATE x SET, INSERT INTO, ALTER TABLE
const SQL_VERBS =
  /\b(?:(delete)\s+(?:from\b|\[)|(drop)\s+(?:materialized\s+)?(?:table|database|schema|index|view|column|collection|user|role)\b|(truncate)\s+(?:table\s+)?[A-Za-z_"`]|(update)\s+[A-Za-z_."`]{1,80}\s+set\b|(insert)\s+(?:into|overwrite)\b|(alter)\s+(?:table|database|schema|user|role)\b|(merge)\s+into\b|(grant)\s+\w|(select)\s+[\w*"`(]|(undelete)\s+\w)/gi;
// statement starts (at the start or after ;) of SQL that rewrites storage or ends sessions
const SQL_MAINTENANCE = /(?:^|;)\s*(vacuum|reindex|cluster|optimize|checkpoint|flushall|flushdb|kill)\b/gi;
const SQL_FAMILY_WORD: Record<string, string> = { delete: "delete", drop: "drop", truncate: "truncate", update: "update", insert: "insert", alter: "alter", merge: "merge", grant: "grant", select: "select", undelete: "undelete" };

export function readCall(tool: string, rawArgs: unknown, rules: GuardRules): CallFacts {
  const toolWords = splitWords(tool, 40);
  const W = rules.callWords;
  const unwrapped = unwrapArgs(rawArgs); // {"input": {...}}, {"payload": "{…}"}: the fields inside (surface-args.ts)
  // an HTTP tool's body string and URL query opened into fields (call-http-args.ts)
  const http = openHttpArgs(unwrapped, toolWords, rules.meaning.callKeys, rules.searchParams);
  const args = http ? http.args : unwrapped;
  const httpBody = http ? http.opened : undefined;
  const syn = rules.synonyms;
  const walked = walkArgs(args, undefined, true);
  const parsedPatches = new Map<string, Patch | undefined>();
  const actionWords = new Map<string, string>();
  // write_to_terminal, send_to_shell: the verb carries the command there, it is not the act (the
  // command says what is done; the tool words still name the tool)
  const carrier = toolWords.some((w) => W.terminal_words.has(w));
  for (const w of toolWords) if (!(carrier && W.carrier_verbs.has(w))) addAction(actionWords, w, `tool ${tool}`);
  if (!carrier || !toolWords.some((w) => W.carrier_verbs.has(w))) addAction(actionWords, tool.toLowerCase(), `tool ${tool}`);
  // maintenance_on, lights_off: a tool named by a thing and a final on/off switches it
  // (not HassTurnOn, switch_on: the verb there is read as itself)
  const particle = toolWords.length >= 2 && toolWords.length <= 4 && !toolWords.some((w) => W.switch_verbs.has(w)) && !W.phrasal_verbs.has(toolWords[toolWords.length - 2] ?? "") ? toolWords[toolWords.length - 1] : undefined;
  if (particle === "on" || particle === "off") addAction(actionWords, particle === "on" ? "turn-on" : "turn-off", `tool ${tool} (${particle})`);
  // create_termination terminates, deployment_trigger deploys: a tool that makes an act's noun
  // does the act (not get_deployment, not deployment_status: no making verb)
  if (toolWords.length > 1 && toolWords.some((w) => W.make_verbs.has(w)) && !toolWords.some((w) => TOOL_READ_VERBS.includes(w)))
    for (const w of toolWords) for (const v of nounVerbs(w)) if (rules.wordFamilies.has(v)) addAction(actionWords, v, `tool ${tool} (${w})`);
  const isShellTool = toolWords.some((w) => W.shell_tool_words.has(w));
  const looksOnly = looksAtControl(toolWords, W);
  const readsOnly = readingTool(toolWords);
  // a look is a read: browser_hover changes nothing (not an unknown act that may)
  if (looksOnly) addAction(actionWords, "view", `tool ${tool} (looks only)`);

  const addressing: ValueRef[] = [{ path: "tool", raw: tool, words: toolNameWords(toolWords, syn, W.transport_tool_words, rules.personClasses) }];
  const content: ValueRef[] = [];
  const numbers: NumberRef[] = [];
  const emails: CallFacts["emails"] = [];
  const hosts: CallFacts["hosts"] = [];
  const paths: CallFacts["paths"] = [];
  const datetimes: CallFacts["datetimes"] = [];
  const commands: CommandSegment[] = [];
  let sawPreview = false; // a preview subcommand ran: helm diff, kubectl diff (call-forms.yaml previews)
  const commandWords = new Set<string>();
  const allWords = new Set<string>(addressing[0]!.words);
  const keyValues = new Map<string, string[]>();
  const cliNumbers: { path: string; key: string; value: string }[] = [];

  for (const k of walked.keys) for (const w of splitWords(k.key, 10)) allWords.add(canonical(w, syn));
  // structural keys name what the call carries: {"flights": [...]}, {"attendees": [...]}
  if (args && typeof args === "object") {
    const topKeys = Object.keys(args); // the order of Object.entries, without an array per key
    for (let i = 0; i < topKeys.length && i < 100; i++) {
      const k = topKeys[i]!;
      const v = (args as Record<string, unknown>)[k];
      if (v && typeof v === "object" && (Array.isArray(v) ? v.length : Object.keys(v).length)) addressing.push({ path: `args.${k} (key)`, raw: k, words: withStems(splitWords(k, 6), syn) });
    }
  }
  for (const k of walked.keys) {
    // {"custom.medical.allergies": "none"}: a dotted field path names the field written (call-field-keys.ts)
    if (fieldPathKey(k.key)) addressing.push({ path: `args.${k.path} (key)`, raw: k.key, words: withStems(splitWords(k.key, 10), syn) });
    if (W.action_parents.has(k.parentKey.toLowerCase())) for (const w of splitWords(k.key, 10)) addAction(actionWords, w, `args.${k.path}`);
    addAction(actionWords, keyAction(k.key), `args.${k.path}`);
  }

  const acc: Addressed = { syn, allWords, addressing, emails, hosts, paths, searchParams: rules.searchParams };
  // argv arrays: {"command": ["bash", "-lc", "rm -rf dist"]}, {"args": ["compute", "instances", "delete", …]}
  let leaves = joinArgv(args, walked.leaves, toolWords, isShellTool, W);
  // {capabilityId: "onoff", value: false} sets the key its name holds: read as {onoff: false} (call-named-setting.ts)
  const named = namedSettingLeaves(walked.leaves, W);
  if (named.length) leaves = [...leaves, ...named];
  // setState {id: "shelly.0.plug-freezer.Relay0.Switch", value: false} sets the address's last part: read as {Switch: false} (call-state-id.ts)
  if (!readsOnly) {
    const stated = stateIdLeaves(walked.leaves, W);
    if (stated.length) leaves = [...withoutReplaced(leaves), ...stated];
  }
  // JSON Patch {op: replace, path: /DeletionProtection, value: false} sets the key its path names:
  // its value is kept under that key, as text (the acts a patch does are read by call-meaning.ts)
  if (!readsOnly)
    for (const p of jsonPatchLeaves(walked.leaves)) {
      const key = p.leaf.key.toLowerCase();
      const value = String(p.leaf.value);
      if (value.length <= 200) keyValues.set(key, [...(keyValues.get(key) ?? []), value].slice(0, 50));
    }
  // (by index: a curl line's body and query fields are appended below and read in turn)
  for (let li = 0; li < leaves.length; li++) {
    const leaf = leaves[li]!;
    const path = `args.${leaf.path}`;
    const keyLower = leaf.key.toLowerCase();
    if (typeof leaf.value === "number") {
      pushNumber(numbers, path, leaf.key, leaf.value, syn);
      // a field being set names what changes: {"priority": 1}
      if (leaf.key && !/^\d+$/.test(leaf.key)) addAddressing(acc, `${path} (key)`, leaf.key);
      continue;
    }
    if (typeof leaf.value === "boolean") {
      // "public": true, "private": false read as action words public=true, private=false
      // (on a tool that lists or searches, a switch is a filter: releases_search {archived: true})
      if (!readsOnly) addAction(actionWords, `${keyLower.replace(/[-_]/g, "")}=${leaf.value}`, `${path} ${leaf.value}`);
      if (leaf.value) addAddressing(acc, `${path} (key)`, leaf.key);
      // {canceled: true} cancels, {is_destroy: true} destroys (call-switch-acts.ts)
      if (leaf.value && leaf.key && !readsOnly) for (const w of switchActs(leaf.key, rules)) addAction(actionWords, w, `${path} true`);
      continue;
    }
    let v = leaf.value;
    const list = keyValues.get(keyLower) ?? [];
    if (list.length < 50) list.push(v);
    keyValues.set(keyLower, list);
    const tv = v.trim();
    // a switch given as text names what it switches, like a boolean true: {"SKIP_TESTS": "true"}
    if (leaf.key && tv.length <= 4 && /^(?:true|yes|on)$/i.test(tv)) addAddressing(acc, `${path} (key)`, leaf.key);
    // (a curl body's field is also seen in the command's text: one datetime, not two)
    if (ISO_DATETIME.test(tv)) {
      if (!datetimes.some((d) => d.key === leaf.key && d.value === tv)) datetimes.push({ path, key: leaf.key, value: tv });
    }
    // a JSON body inside a command, a date and a clock inside an id (call-embedded-times.ts)
    else if (tv.length >= 16) embeddedTimes(tv, path, leaf.key, datetimes);
    if (/^-?\d+(?:\.\d+)?$/.test(tv) && v.length < 20) {
      pushNumber(numbers, path, leaf.key, Number(v), syn);
      // {"amount": "12000"} sets a field as much as {"amount": 12000} does
      if (leaf.key && !/^\d+$/.test(leaf.key) && !/id$/i.test(leaf.key)) addAddressing(acc, `${path} (key)`, leaf.key);
    }
    // {dyno: "web=6:standard-1x"}: counts written as label=number pairs (call-embedded-counts.ts)
    else if (tv.length <= 200 && tv.includes("=")) {
      const pairs = embeddedCounts(tv);
      if (pairs) for (const p of pairs) pushNumber(numbers, `${path} ${p.label}`, p.label, p.value, syn, leaf.key);
    }

    // apply_patch {input: "*** Begin Patch …"}: the files it changes are its targets, the
    // header says how; the body is free text (read for keywords, never as a target)
    const patch = v.length > 12 && v.includes("\n") ? patchOf(parsedPatches, v) : undefined;
    if (patch) {
      for (const f of patch.files) {
        addAddressing(acc, `${path} (patch ${f.op} ${f.path})`, f.path);
        if (!paths.some((p) => p.value === f.path)) paths.push({ path: `${path} (patch)`, value: f.path });
        addAction(actionWords, PATCH_VERB[f.op], `${path} "*** ${f.op} File: ${f.path}"`);
      }
      content.push({ path, raw: v, words: splitWords(v, 400) });
      continue;
    }
    // computer {action: "type", text: "rm -rf ~/tmp\n"}: a line typed with its Enter runs in the terminal it goes to
    const typedLine = keyLower === "text" && v.length > 3 && v.endsWith("\n") && toolWords.some((w) => W.typing_tool_words.has(w)) && /^[\w./~-]+\s/.test(v);
    if (typedLine) addAddressing(acc, `${path} (typed line)`, "terminal");
    if (!typedLine && isContentKey(leaf, W, httpBody)) {
      content.push({ path, raw: v, words: splitWords(v, 400) });
      if (v.includes("@")) emailsInText(v, emails, path);
      continue;
    }
    const commandLike = typedLine || W.command_keys.has(keyLower.includes("-") ? keyLower.replace(/[-]/g, "_") : keyLower) || (isShellTool && /\s/.test(v)) || ARGV_LINES.has(leaf);
    if (commandLike) {
      // a SQL comment runs nothing: "SELECT … -- do not update or delete anything"
      if (W.sql_keys.has(keyLower) && (v.includes("--") || v.includes("/*"))) v = stripSqlComments(v);
      detectSql(v, path, actionWords, numbers);
      // "curl … | sh", "bash <(curl …)": output piped into another program
      if (PIPE.test(v)) addAction(actionWords, "pipe", `${path} "|"`);
      const segs = parseCommandLine(v);
      for (const seg of segs) {
        commands.push(seg);
        // --volumes also reads as -v, -rf as --recursive --force (rules/guard/call-forms.yaml)
        expandFlagAliases(seg, rules.meaning.forms);
        // helm template, kubectl diff: a preview reads and changes nothing (a dry run, below)
        if (seg.subcommands.length && rules.meaning.forms.previews.get(seg.program)?.has(seg.subcommands[0]!)) {
          addAction(actionWords, "preview", `${path} "${seg.program} ${seg.subcommands[0]}" (preview)`);
          sawPreview = true;
        }
        readSegment(seg, path, rules, actionWords, commandWords, cliNumbers);
        // curl -d '{"status":"lost"}' …?force=true: the request's fields are arguments like a tool's (call-http-meaning.ts)
        const req = httpMeaning(seg, "args.command");
        if (req?.fields.length) {
          if (leaves === walked.leaves) leaves = leaves.slice();
          for (const f of req.fields) if (leaves.length < 2_500 && !(f.path.startsWith("query.") && acc.searchParams.has(f.key.toLowerCase()))) leaves.push({ ...f, path: `${leaf.path} ${f.path}` });
        }
        // flags name targets too: --subscription sub-prod-01, -g (global)
        if (seg.flags.length) addAddressing(acc, `${path} flags`, flagsText(seg.flags));
        addAddressing(acc, path, shownOf(seg));
        // ipa user-del → user, ionosctl datacenter delete → "ionos datacenter delete" (call-cli-noun.ts)
        for (const [where, n] of cliNouns(seg, rules)) addAddressing(acc, `${path} ${where}`, n);
        // bunx expo …, npx prisma …: the runner is its package manager at work ("never bun")
        for (const p of seg.prefixes) {
          const pm = RUNNER_MANAGER[p];
          if (pm) {
            addAddressing(acc, `${path} (${p})`, pm);
            commandWords.add(pm);
          }
        }
        for (const e of seg.env) addAddressing(acc, path, e);
        // docker push/run/pull of an image without a tag uses :latest (the tool's default)
        if ((seg.program === "docker" || seg.program === "podman") && /^(?:push|pull|run|create|tag)$/.test(seg.subcommands[0] ?? ""))
          for (const o of seg.operands.slice(1)) if (IMAGE_REF.test(o) && !/:[\w.-]+$|@sha256:/.test(o.slice(o.lastIndexOf("/") + 1))) addAddressing(acc, `${path} (${o}: default tag)`, "latest");
        // chmod a+rwx = chmod 0777 = 777: the mode also reads as its octal digits
        if (seg.program === "chmod")
          for (const o of [...seg.operands, ...seg.flagValues.map((f) => f.value)]) {
            const oct = octalMode(o);
            if (oct && oct !== o) addAddressing(acc, `${path} (mode ${o})`, oct);
          }
        // operands, redirects, the host, flag values, in that order (no array built to hold them)
        for (const t of seg.operands) addressOperand(acc, path, t, actionWords);
        for (const t of seg.redirects) addressOperand(acc, path, t, actionWords);
        if (seg.host) addressOperand(acc, path, seg.host, actionWords);
        for (const fv of seg.flagValues) addressOperand(acc, path, fv.value, actionWords);
        for (const r of seg.redirects) paths.push({ path, value: r });
        for (const fv of seg.flagValues) {
          const flag = stripDashes(fv.flag);
          const list2 = keyValues.get(flag) ?? [];
          list2.push(fv.value);
          keyValues.set(flag, list2);
          if (ISO_DATETIME.test(fv.value)) datetimes.push({ path: `${path} ${fv.flag}`, key: flag, value: fv.value });
        }
      }
      if (v.includes("@")) emailsInText(v, emails, path);
      continue;
    }
    // {"resolution": {"name": "Done"}}: a named state object reads as the state's value
    if ((W.enum_keys.has(keyLower) || (W.state_name_keys.has(keyLower) && W.enum_keys.has(leaf.parentKey.toLowerCase()))) && v.length <= 40 && !/\s.*\s.*\s/.test(v))
      for (const w of splitWords(v, 4)) {
        addAction(actionWords, w, `${path} "${v}"`);
        // {"status": "approved"} approves: a past-tense state names the act that sets it (call-lemma.ts)
        const act = pastToVerb(w);
        if (act) addAction(actionWords, act, `${path} "${v}"`);
      }
    // a label's act is its leading verb ("View order history" views), a short selector's words
    // all count (#delete-row); call-ui-label.ts reads labels, here and for the phrases that mean more
    // (a hover or a screenshot of the control works nothing: browser_hover {element: "Pause campaign"})
    if (W.element_keys.has(keyLower) && v.length <= 60 && !looksOnly) for (const w of labelActs(v)) addAction(actionWords, w, `${path} "${v}"`);
    addAddressing(acc, path, v);
  }
  for (const n of cliNumbers) pushNumber(numbers, n.path, n.key, Number(n.value), syn);
  // CreateMessage {To: "+16175550142"}: a message to a phone number is a text ("no texts after 8pm")
  if (!readsOnly && !actionWords.has("sms") && toolWords.some((w) => W.message_tool_words.has(w)))
    for (const [k, vals] of keyValues)
      if (W.recipient_keys.has(k) && vals.some(isPhoneNumber)) {
        addAction(actionWords, "sms", `args.${k} (a phone number)`);
        break;
      }
  // {"CommandLine": "rm -rf build/", "Cwd": "/Users/kim/proj"}: the working directory is where the
  // command runs, not what it touches; it stays a path only when the command names none of its own
  if (commands.length && paths.length > 1) dropWorkingDir(paths);
  // what the call does beyond its words: patches, CLI meanings, argument states, list lengths
  // as counts (call-meaning.ts); a patch argument is parsed once for both readers
  const meant = readMeaning(toolWords, args, leaves, commands, rules.meaning, (v) => patchOf(parsedPatches, v));
  for (const a of meant.actions) addAction(actionWords, a.word, a.where);
  // a writing request's path names its act anywhere in it: POST …/user/purchase/quests/7 buys
  // (only words an action family that changes something calls its own)
  for (const v of meant.pathVerbs) if (rules.wordFamilies.get(v.word)?.some((f) => !rules.families.get(f)!.readOnly)) addAction(actionWords, v.word, v.where);
  for (const t of meant.targets) addAddressing(acc, t.where, t.raw);
  // {model: "hr.leave", method: "action_approve"}, {"jsonrpc": "2.0", "method": "private/buy"}: the
  // method names the act, the model what it acts on (call-rpc-method.ts); a chatter post with a note
  // subtype is an internal note: the method's own words (message_post) send nothing
  const rpc = rpcMeaning(args, leaves, rules.meaning.rpc);
  if (rpc) {
    if (rpc.note) for (const [w, where] of actionWords) if (where.startsWith(rpc.methodPath) && (where.length === rpc.methodPath.length || where.charCodeAt(rpc.methodPath.length) === 32)) actionWords.delete(w);
    for (const a of rpc.actions) addAction(actionWords, a.word, a.where);
    for (const t of rpc.targets) addAddressing(acc, t.where, t.raw);
  }
  for (const p of meant.programs) commandWords.add(p);
  for (const c of meant.content) content.push({ path: c.path, raw: c.raw, words: splitWords(c.raw, 400) });
  for (const n of meant.numbers) pushNumber(numbers, n.path, n.key, n.value, syn);
  // how much it asks for: a duration written or spanned (start … end), a batch of records (call-quantity.ts)
  for (const q of callQuantities(leaves, commands, args)) pushNumber(numbers, q.path, q.key, q.value, syn);
  // a size, an invoice's sats, a set verb's count, the weekdays of a range (call-measures.ts)
  const measures = callMeasures(leaves, commands, rules.measureKeys);
  for (const q of measures.quantities) pushNumber(numbers, q.path, q.key, q.value, syn);
  // a BOLT11 string is a lightning invoice: "lightning payments max 50,000 sats" names it
  if (measures.invoicePath) {
    const words = withStems(rules.measureKeys.invoiceWords, syn);
    addressing.push({ path: `args.${measures.invoicePath} (lightning invoice)`, raw: "lightning invoice", words });
    for (const w of words) allWords.add(w);
  }

  const families = detectFamilies(rules, actionWords, allWords, commands, walked.keys, walked.leaves, toolWords);
  dropNamedModeFamilies(families, rules); // str_replace_editor {command: "view"} reads (fb-mode-arg.ts)
  // a dry run or a plan changes nothing: --dry-run=server, dryRun: true, terraform plan -destroy
  const dryRun = sawPreview || isDryRun(commands, walked.leaves, rules.meaning.forms, W);
  if (dryRun) for (const id of [...families.keys()]) if (!rules.families.get(id)!.readOnly) families.delete(id);
  let mutating = false;
  for (const id of families.keys()) if (!rules.families.get(id)!.readOnly) mutating = true;
  // a changing call that sets an instance bound scales: az aks nodepool update --max-count 40
  // (a call that creates the thing sizes it; it scales nothing yet)
  const bounds = rules.meaning.forms.instanceKeys;
  if (mutating && !families.has("scale") && !actionWords.has("create"))
    for (let i = 0; i < numbers.length && i < 40; i++) {
      const d = bounds.get(numbers[i]!.key);
      if (d?.actions.includes("scale") && rules.families.has("scale")) {
        families.set("scale", { word: numbers[i]!.key, where: `${numbers[i]!.path} (${d.id})` });
        break;
      }
    }
  // a scaling call's count is how many instances run: --size=6, {desired: 4} ~ "max 3 instances"
  if (families.has("scale")) for (let i = 0, n = numbers.length; i < n && i < 40; i++) if (rules.senseKeys.get(numbers[i]!.key) === "count" || bounds.has(numbers[i]!.key)) pushNumber(numbers, `${numbers[i]!.path} (instances)`, "replica instance node server pod", numbers[i]!.value, syn);

  return {
    tool,
    toolWords,
    actionWords,
    families,
    mutating,
    ...(dryRun ? { dryRun } : {}),
    addressing,
    content,
    numbers,
    emails,
    hosts,
    paths,
    datetimes,
    commands,
    commandWords,
    allWords,
    keyValues,
    truncated: walked.truncated,
    memo: new Map(),
  };
}

/** Facts read from outside the call's arguments (the session it runs in, session-ui.ts) added to
 * its facts: action words, the families they show, addressed values. */
export function addCallFacts(facts: CallFacts, actions: readonly { word: string; where: string }[], targets: readonly { raw: string; where: string }[], rules: GuardRules, numbers: readonly { path: string; key: string; value: number }[] = []) {
  for (const n of numbers) pushNumber(facts.numbers, n.path, n.key, n.value, rules.synonyms);
  const fresh = new Map<string, string>();
  for (const a of actions) if (!facts.actionWords.has(a.word)) {
    facts.actionWords.set(a.word, a.where);
    fresh.set(a.word, a.where);
  }
  const acc: Addressed = { syn: rules.synonyms, allWords: facts.allWords, addressing: facts.addressing, emails: [], hosts: [], paths: [], searchParams: rules.searchParams };
  for (const t of targets) addAddressing(acc, t.where, t.raw);
  if (!fresh.size) return;
  for (const [id, ev] of detectFamilies(rules, fresh, facts.allWords, facts.commands, [], [], facts.toolWords)) {
    if (facts.families.has(id)) continue;
    facts.families.set(id, ev);
    if (!rules.families.get(id)!.readOnly) facts.mutating = true;
  }
}

/** One value the call addresses from outside its arguments (a context fact, call-context-facts.ts):
 * read like an argument value (its words, e-mail address, URL host, path), plus `kind` words that
 * say what it is ("incident priority" for {"incident_priority": "P1"}). */
export function addAddressedValue(facts: CallFacts, rules: GuardRules, path: string, raw: string, kind: readonly string[] = []) {
  const acc: Addressed = { syn: rules.synonyms, allWords: facts.allWords, addressing: facts.addressing, emails: facts.emails, hosts: facts.hosts, paths: facts.paths, searchParams: rules.searchParams };
  addAddressing(acc, path, raw);
  if (!kind.length) return;
  const v = facts.addressing[facts.addressing.length - 1]!;
  const words = [...v.words]; // (the value's words may be a shared memo: copied, never changed in place)
  for (const w of kind) {
    const c = canonical(w, rules.synonyms);
    if (!words.includes(c)) words.push(c);
  }
  v.words = words;
}

// tools that only look at a control: hovering shows a tooltip, a screenshot or highlight reads
// (look_tool_words), unless a word acts on it (act_tool_words)
function looksAtControl(toolWords: readonly string[], words: CallWords): boolean {
  let look = false;
  for (const w of toolWords) {
    if (words.act_tool_words.has(w)) return false;
    if (words.look_tool_words.has(w)) look = true;
  }
  return look;
}

/** Each patch-like argument parsed once per call, for readCall and readMeaning alike (a top-level
 * function: a named closure per call costs a __name under tsx, which showed in the profile). */
function patchOf(parsed: Map<string, Patch | undefined>, v: string): Patch | undefined {
  if (!parsed.has(v)) parsed.set(v, readPatch(v));
  return parsed.get(v);
}

/** An argument naming the directory a command runs in ({Cwd}, {working_directory}, {workdir}). */
export const CWD_KEY = /\.(?:cwd|workdir|work_dir|working_?dir(?:ectory)?|current_?(?:working_?)?dir(?:ectory)?)$/i;
function dropWorkingDir(paths: CallFacts["paths"]) {
  let own = false;
  for (const p of paths) if (!CWD_KEY.test(p.path)) own = true;
  if (!own) return;
  for (let i = paths.length - 1; i >= 0; i--) if (CWD_KEY.test(paths[i]!.path)) paths.splice(i, 1);
}

interface Addressed {
  syn: ReadonlyMap<string, string>;
  allWords: Set<string>;
  addressing: ValueRef[];
  emails: CallFacts["emails"];
  hosts: CallFacts["hosts"];
  paths: CallFacts["paths"];
  searchParams: ReadonlySet<string>;
}

// top-level functions over the facts being built, not closures made (and, under tsx, named) per call
function addAction(actionWords: Map<string, string>, w: string, where: string) {
  if (!actionWords.has(w)) actionWords.set(w, where);
}

function addressOperand(acc: Addressed, path: string, t: string, actionWords: Map<string, string>) {
  addAddressing(acc, path, t);
  detectSql(t, path, actionWords);
}

/** "file_path" → "key:filepath". Keys repeat across calls: a bounded memo, so the same string comes
 * back each time (no regex, and its hash is already known to every Map it meets). */
function keyAction(key: string): string {
  let w = keyActions.get(key);
  if (w === undefined) {
    w = `key:${key.toLowerCase().replace(/[-_]/g, "")}`;
    if (keyActions.size >= 10_000) keyActions.clear();
    if (key.length <= 64) keyActions.set(key, w);
  }
  return w;
}
const keyActions = new Map<string, string>();

/** "--force" → "force": what .replace(/^-+/, "") gives, without a regex */
function stripDashes(f: string): string {
  let i = 0;
  while (f.charCodeAt(i) === 45) i++;
  return i ? f.slice(i) : f;
}

/** --delete-destination=false, --prune no: the flag's act is switched off */
function switchedOff(seg: CommandSegment, flag: string): boolean {
  for (const fv of seg.flagValues) if (fv.flag === flag && /^(?:false|no|off|0)$/i.test(fv.value)) return true;
  return false;
}

/** flags.map(stripDashes).join(" ") without the array: "bucket region" */
function flagsText(flags: readonly string[]): string {
  let out = stripDashes(flags[0]!);
  for (let i = 1; i < flags.length; i++) out += ` ${stripDashes(flags[i]!)}`;
  return out;
}

/** [program, ...subcommands].join(" ") without the array: "aws s3api create-bucket" */
function shownOf(seg: CommandSegment): string {
  return seg.subcommands.length ? `${seg.program} ${seg.subcommands.join(" ")}` : seg.program;
}

function addAddressing(acc: Addressed, path: string, raw: string) {
  const { syn, allWords, addressing, emails, hosts, paths } = acc;
  // a URL's search terms are what it looks for, not where it goes: google.com/search?q=linkedin
  // does not visit linkedin (the terms stay in the text the call carries)
  let words = canonWords(raw.includes("://") && raw.includes("?") ? withoutSearchTerms(raw, acc.searchParams) : raw, syn); // shared with the memo: read-only, copied only to add a phone key
  // 0.0.0.0/0 and ::/0 are the whole internet ("never open port 22 to the world")
  if (raw === "0.0.0.0/0" || raw === "::/0" || raw.endsWith(":0.0.0.0/0")) words = [...words, canonical("internet", syn)];
  for (const w of words) allWords.add(w);
  // a phone number also reads as its last 10 digits (for the target, not for allWords)
  if (isPhoneNumber(raw)) words = [...words, raw.replace(/\D/g, "").slice(-10)];
  addressing.push({ path, raw, words });
  if (raw.includes("@") && EMAIL.test(raw)) emails.push({ path, value: raw.toLowerCase(), content: false });
  const url = raw.includes("://") ? URL_HOST.exec(raw) : null; // cheap pre-checks: most values are neither
  if (url && hosts.length < 50) hosts.push({ path, host: url[1]!.toLowerCase() });
  // container images: registry.example.io/app:1 → registry.example.io; postgres:16 → docker.io
  if (isImageKey(path) && !/\s/.test(raw) && hosts.length < 50) {
    const first = raw.split("/")[0]!;
    hosts.push({ path, host: raw.includes("/") && /[.:]|^localhost$/.test(first) ? first.replace(/:\d+$/, "").toLowerCase() : "docker.io" });
  }
  if (looksLikePath(raw)) paths.push({ path, value: raw });
}

/** https://www.google.com/search?q=linkedin+api&hl=en → https://www.google.com/search?hl=en
 * (searchParams: the query parameters that carry what is searched for, rules/guard/urls.yaml) */
export function withoutSearchTerms(url: string, searchParams: ReadonlySet<string>): string {
  const at = url.indexOf("?");
  if (at < 0 || url.length > 2_048) return url;
  const hash = url.indexOf("#", at);
  const query = url.slice(at + 1, hash < 0 ? undefined : hash);
  const kept = query.split("&").slice(0, 50).filter((part) => !searchParams.has(part.slice(0, Math.max(0, part.indexOf("="))).toLowerCase()));
  return kept.length ? `${url.slice(0, at)}?${kept.join("&")}` : url.slice(0, at);
}

// canonical words of short values repeat across calls ("primary", "#billing"): bounded memo
const canonMemos = new WeakMap<ReadonlyMap<string, string>, Map<string, string[]>>();
let lastSyn: ReadonlyMap<string, string> | undefined;
let lastMemo = new Map<string, string[]>();
function canonWords(raw: string, syn: ReadonlyMap<string, string>): string[] {
  if (raw.length > 64) return withStems(splitWords(raw, 60), syn);
  // the last table's memo at hand: one WeakMap probe per table change, not per value
  if (syn !== lastSyn) {
    let m = canonMemos.get(syn);
    if (!m) canonMemos.set(syn, (m = new Map()));
    lastSyn = syn;
    lastMemo = m;
  }
  const canonMemo = lastMemo;
  let words = canonMemo.get(raw);
  if (!words) {
    words = withStems(splitWords(raw, 60), syn);
    if (canonMemo.size >= 20_000) canonMemo.clear();
    canonMemo.set(raw, words);
  }
  return words; // callers never change it (addAddressing copies before adding a phone key)
}

/** canonical words, then the verb of each gerund as one more word: "shipping_address" also reads
 * ship + address, the way the rule side may have lemmatized "changing a shipping address" */
/** The tool name's words; in "http_client", "sql_client" the word after a protocol is the program's
 * kind and keeps its own spelling (a client there is no customer: no synonym). */
function toolNameWords(split: readonly string[], syn: ReadonlyMap<string, string>, transport: ReadonlySet<string>, people: ReadonlySet<string>): string[] {
  const words = withStems(split, syn);
  for (let i = 1; i < split.length && i < words.length; i++) if (transport.has(split[i - 1]!) && people.has(split[i]!)) words[i] = split[i]!;
  return words;
}

function withStems(split: readonly string[], syn: ReadonlyMap<string, string>): string[] {
  const words = split.map((w) => canonical(w, syn));
  for (const w of split) {
    const stem = gerundStem(w);
    if (stem) words.push(canonical(stem, syn));
    // "argocd" reads as Argo too (call-product-stem.ts)
    const product = w.length >= 6 ? productStem(w.toLowerCase()) : undefined;
    if (product) words.push(product);
    // "extended_hours" also reads extend + hour, the way the rule side lemmatizes "in extended hours"
    const past = w.length >= 6 && w.endsWith("ed") ? pastToVerb(w.toLowerCase()) : undefined;
    if (past) words.push(canonical(past, syn));
  }
  return words;
}

function isContentKey(leaf: Leaf, words: CallWords, httpBody?: readonly string[]): boolean {
  const k = leaf.key.toLowerCase();
  if (words.content_keys.has(k)) return true;
  // staffNote, internal_comment, emailBody: the last word says it is free text
  const keyWords = splitWords(leaf.key, 6);
  if (keyWords.length > 1 && words.content_keys.has(keyWords.at(-1)!)) return true;
  // an HTTP request's opened body holds the request's fields, not a message: body.state "inactive"
  if (httpBody && leaf.parentKey && httpBody.includes(leaf.parentKey) && leaf.path.startsWith(leaf.parentKey + ".")) return false;
  // message.text, blocks.0.text … (but a setting inside a body is a value: body.contentType "HTML")
  return words.content_keys.has(leaf.parentKey.toLowerCase()) && !/id$|^to$|^cc$|^bcc$|email/.test(k) && !isSettingLeaf(k, leaf.value);
}

/** {"contentType": "HTML"}, {"format": "markdown"}: a short setting of what holds it, not free text */
const SETTING_KEY = /(?:type|format|kind|mode|status|visibility|priority|importance|language|lang|encoding|style)$/;
function isSettingLeaf(k: string, v: unknown): boolean {
  return typeof v === "string" && v.length <= 40 && SETTING_KEY.test(k) && !/\s/.test(v);
}

/** The last dotted part of the path is image or images, any case: what /^images?$/i says of it,
 * read in place (no slice, no regex: this runs for every addressed value). */
function isImageKey(path: string): boolean {
  const from = path.lastIndexOf(".") + 1;
  const n = path.length - from;
  if (n !== 5 && n !== 6) return false;
  for (let i = 0; i < n; i++) if ((path.charCodeAt(from + i) | 0x20) !== IMAGES.charCodeAt(i)) return false;
  return true;
}
const IMAGES = "images";

function looksLikePath(s: string): boolean {
  // every path form below holds a "/" or starts with "."; most values are neither (same answer)
  // (a shell glob is a path too: rm -f tests/fixtures/golden/*.json, src/{a,b}.ts)
  if (s.charCodeAt(0) !== 46 && !s.includes("/")) return false;
  if (s.length > 1024 || /\s/.test(s) || /^[a-z][a-z0-9+.-]*:\/\//i.test(s)) return false;
  return s.startsWith("/") || /^\.[A-Za-z][\w.-]*$/.test(s) || s.startsWith("./") || s.startsWith("../") || s.startsWith("~/") || /^[\w.@*-]+\/[\w./@*?{},[\]-]*$/.test(s);
}

function pushNumber(numbers: NumberRef[], path: string, key: string, value: number, syn: ReadonlyMap<string, string>, outerKey?: string) {
  if (!Number.isFinite(value) || numbers.length >= 500) return;
  const keyWords = splitWords(key, 8).map((w) => canonical(w, syn));
  // a label inside a value also carries the value's key: {dyno: "web=2"} is a web dyno count
  if (outerKey && !/^\d+$/.test(outerKey)) {
    for (const w of splitWords(outerKey, 4)) keyWords.push(canonical(w, syn));
    // ("workers=6": a label names its things in the plural, the rule's unit is read singular)
    for (let i = 0, n = keyWords.length; i < n; i++) if (singular(keyWords[i]!) !== keyWords[i]) keyWords.push(singular(keyWords[i]!));
  }
  numbers.push({ path, key: key.toLowerCase().replace(/[-_]/g, ""), keyWords, value });
}

// registry/name[:tag] as docker prints it: lower case, slashes, dots, dashes
const IMAGE_REF = /^[a-z0-9][a-z0-9._\/-]{0,200}(?::[\w.-]{1,128})?(?:@sha256:[a-f0-9]{64})?$/;
const PATCH_VERB: Record<"add" | "update" | "delete" | "move", string> = { add: "create", update: "edit", delete: "delete", move: "move" };
const PIPE = /[^|]\|(?!\|)|<\(/;
/** SQL without its comments (-- to the end of the line, /* … *\/ blocks); one linear scan. The
 * text between comments is copied a run at a time (a string literal is part of a run: 'a -- b'
 * hides nothing after it), not one += per character: CLI lines with --flags come here too. */
export function stripSqlComments(v: string): string {
  let out = "";
  let from = 0;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c === 39 /* ' */) {
      const end = v.indexOf("'", i + 1);
      i = (end < 0 ? v.length : end + 1) - 1;
    } else if (c === 45 /* - */ && v.charCodeAt(i + 1) === 45) {
      out += v.slice(from, i);
      const nl = v.indexOf("\n", i);
      if (nl < 0) return out;
      out += " ";
      i = nl - 1;
      from = nl;
    } else if (c === 47 /* / */ && v.charCodeAt(i + 1) === 42 /* * */) {
      out += v.slice(from, i);
      const end = v.indexOf("*/", i + 2);
      if (end < 0) return out;
      out += " ";
      i = end + 1;
      from = end + 2;
    }
  }
  return from ? out + v.slice(from) : v;
}
const SQL_LIMIT = /\blimit\s+(\d{1,12})\b/gi;
const SQL_WRITE_ROWS = /^\s{0,20}(?:delete\s+from|update)\s/i;
const SQL_BY_ID = /\bwhere\s+(?:[\w"`]{1,60}\.)?[\w"`]{0,40}\bid[\w"`]{0,3}\s*(?:=|in\s*\()/i;
const CYPHER_MATCH = /\b(?:optional\s+)?match\s*\(/i;
const CYPHER_RETURN = /\breturn\b/i;
/** A read's LIMIT n as a row count; with none, where `unbounded` says the statement reads rows and
 * it counts nothing (count() returns one row), a row count of infinity. */
function rowBound(v: string, path: string, numbers: NumberRef[], unbounded: boolean, rowsOf?: "delete" | "update"): void {
  const before = numbers.length;
  eachMatch(SQL_LIMIT, v, 500, (m) => void (numbers.length < 500 && numbers.push({ path: `${path} LIMIT`, key: "limit", keyWords: ["limit", "row"], value: Number(m[1]), ...(rowsOf ? { rowsOf } : {}) })));
  if (numbers.length === before && unbounded && !/\bcount\s*\(/i.test(v) && numbers.length < 500)
    numbers.push({ path: `${path} (no LIMIT)`, key: "limit", keyWords: ["limit", "row"], value: Number.POSITIVE_INFINITY, ...(rowsOf ? { rowsOf } : {}) });
}
function detectSql(v: string, path: string, actionWords: Map<string, string>, numbers?: NumberRef[]) {
  // maintenance statements act under their own name, one word may do: sqlite3 app.db 'VACUUM;'
  if (v.length >= 6) eachMatch(SQL_MAINTENANCE, v, 10, (m) => addAction(actionWords, m[1]!.toLowerCase(), `${path} SQL "${m[1]}"`));
  // a statement has at least two words: DELETE FROM, DROP TABLE, TRUNCATE x
  if (v.length < 6 || !/\s|\[/.test(v)) return;
  // "SELECT … -- do not update or delete anything": a comment runs nothing
  if (v.includes("--") || v.includes("/*")) v = stripSqlComments(v);
  if (numbers && /\bselect\b/i.test(v)) {
    // a SELECT … FROM without LIMIT (or FETCH FIRST / TOP) returns every row it finds: unbounded
    rowBound(v, path, numbers, /\bfrom\b/i.test(v.slice(v.search(/\bselect\b/i))) && !/\bfetch\s+(?:first|next)\b|\btop\s*\(?\d/i.test(v));
  } else if (numbers && SQL_WRITE_ROWS.test(v)) {
    // DELETE / UPDATE … LIMIT n changes at most n rows; with no LIMIT, every row its WHERE finds (unbounded),
    // unless the WHERE picks rows by their id ("WHERE id = 9912", "id IN (…)") (glim24)
    rowBound(v, path, numbers, !SQL_BY_ID.test(v), /^\s{0,20}delete/i.test(v) ? "delete" : "update");
  } else if (numbers && CYPHER_MATCH.test(v) && CYPHER_RETURN.test(v)) {
    // Cypher: MATCH (…) RETURN … [LIMIT n] reads rows the same way (glimit12)
    addAction(actionWords, "query", `${path} Cypher "MATCH … RETURN"`);
    rowBound(v, path, numbers, true);
  }
  eachMatch(SQL_VERBS, v, 21, (m) => {
    const verb = m.slice(1).find((x) => x !== undefined);
    if (verb) addAction(actionWords, SQL_FAMILY_WORD[verb.toLowerCase()]!, `${path} SQL "${m[0].trim()}"`);
  });
  // "SELECT DROP_PARTITIONS(…)", "CALL purge_old_rows(…)": a server function called by a statement is
  // the act, under its own name ("no DROP_PARTITIONS during …" names it as the act)
  eachMatch(SQL_FUNCTION_CALL, v, 10, (m) => {
    const name = sqlRoutine(m[1]!);
    if (name) addAction(actionWords, name, `${path} SQL "${m[0].trim()}"`);
  });
}
const SQL_FUNCTION_CALL = /\b(?:select|call|exec|execute|perform)\s{1,4}([A-Za-z][A-Za-z0-9_.]{2,60})\s{0,3}\(/gi;

/** E-mail addresses in free text, found from each "@" outwards (local part up to 64 characters to
 * its left, 2–9 dot-separated labels to its right): one pass, where a scanning regex retried up to
 * 64 characters at every position of a long word. */
const LOCAL_CHAR = /[A-Za-z0-9._%+-]/;
const LABEL_CHAR = /[A-Za-z0-9-]/;
function emailsInText(v: string, emails: CallFacts["emails"], path: string) {
  let from = 0;
  for (let n = 0; n < 100 && emails.length < 100; n++) {
    const at = v.indexOf("@", from);
    if (at < 0) return;
    let start = at;
    while (start > 0 && at - start < 64 && LOCAL_CHAR.test(v[start - 1]!)) start--;
    let end = at + 1;
    let labels = 0;
    for (;;) {
      let j = end;
      while (j < v.length && j - end < 63 && LABEL_CHAR.test(v[j]!)) j++;
      if (j === end) break;
      labels++;
      end = j;
      if (labels > 8 || v[end] !== "." || !LABEL_CHAR.test(v[end + 1] ?? "")) break;
      end++;
    }
    if (start < at && labels >= 2) emails.push({ path, value: v.slice(start, end).toLowerCase(), content: true });
    from = Math.max(at + 1, end);
  }
}

/** Up to `max` matches of a shared global regex. String#matchAll clones the regex on every call,
 * which showed in the profile; exec with a reset lastIndex does not. None of these match "". */
function eachMatch(re: RegExp, s: string, max: number, fn: (m: RegExpExecArray) => void) {
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  for (let n = 0; n < max && (m = re.exec(s)); n++) fn(m);
  re.lastIndex = 0;
}

function readSegment(
  seg: CommandSegment,
  path: string,
  rules: GuardRules,
  actionWords: Map<string, string>,
  commandWords: Set<string>,
  cliNumbers: { path: string; key: string; value: string }[],
) {
  const shown = shownOf(seg);
  const where = `${path} "${shown}"`;
  for (const p of seg.prefixes) {
    addAction(actionWords, p, `${path} "${p} ${shown}"`);
    commandWords.add(p);
  }
  if (seg.program) {
    addAction(actionWords, seg.program, where);
    commandWords.add(seg.program);
    // a rule naming one program of a synonym group means any of them: curl = wget, sh = bash
    const group = rules.synonyms.get(seg.program);
    if (group) commandWords.add(group);
    for (const w of splitWords(seg.program, 6)) addAction(actionWords, w, where);
  }
  let named = false; // past the verb of a noun-verb CLI: the words after it name what it acts on
  for (let k = 0; k < seg.subcommands.length; k++) {
    const sub = seg.subcommands[k]!;
    // "alembic upgrade head": head is a revision here, not the head program
    if (rules.callWords.read_programs.has(sub)) continue;
    addAction(actionWords, sub, where);
    // "merge-base" is a read-only query: its parts are not actions
    if (rules.wordFamilies.get(sub)?.some((f) => rules.families.get(f)!.readOnly)) continue;
    // airflow dags trigger billing_export, gh workflow run export-report.yml: a read word inside the
    // name the verb acts on ("export") does not make the run a read (rules/guard/commands.yaml keeps
    // the CLI's own verbs; this is for a CLI the lexicon does not know)
    const isName = named && sub.length > 3 && /[_.:-]/.test(sub);
    for (const w of splitWords(sub, 8)) if (!isName || !readOnlyWord(w, rules)) addAction(actionWords, w, where);
    if (k >= 1 && !named && actVerb(sub, rules)) named = true;
  }
  // doppler secrets --config prd, heroku releases -a shop: a plural noun and no verb lists them
  const listed = nounListing(seg, rules);
  if (listed) addAction(actionWords, "list", `${path} "${shown}" (lists ${listed})`);
  // gsutil -m cp, mvn -q deploy, pnpm -r publish: a leading switch read as taking the word after it
  // (command-line.ts cannot tell a switch from a flag with a value); a word the lexicon knows as an act is the verb
  if (!seg.subcommands.length && seg.flagValues.length && !NO_SUBCOMMANDS.has(seg.program)) {
    const fv = seg.flagValues[0]!;
    if (fv.flag.length === 2 && fv.value.length <= 20 && /^[a-z][a-z-]+$/.test(fv.value) && rules.wordFamilies.has(fv.value)) addAction(actionWords, fv.value, `${path} "${seg.program} ${fv.flag} ${fv.value}"`);
  }
  // wp plugin list --update=available, gh run list --status deleted: a listing's flags filter what
  // it shows; a verb among them is no act of the call
  const listing = readsOnlyListing(seg, rules);
  for (const f of seg.flags) {
    if (listing && changingWord(stripDashes(f), rules)) continue;
    addAction(actionWords, f, `${path} "${shown} ${f}"`);
    // single-word flags also read as words: -destroy, --force, --prod
    const bare = stripDashes(f);
    if (bare.length > 2 && /^[a-z]+$/.test(bare)) addAction(actionWords, bare, `${path} "${shown} ${f}"`);
    // --force-reset resets, --delete-emptydir-data deletes (not --no-prune, not --delete-destination=false): call-switch-acts.ts
    else if (bare.length > 4 && bare.includes("-") && !switchedOff(seg, f)) for (const w of switchActs(bare, rules, true)) addAction(actionWords, w, `${path} "${shown} ${f}"`);
  }
  if (seg.redirects.length) addAction(actionWords, "redirect", `${path} "> ${seg.redirects[0]}"`);
  // HUSKY=0 git commit: an environment switch is part of what runs
  for (const e of seg.env) if (e.length <= 60) addAction(actionWords, e.toLowerCase(), `${path} "${e} ${shown}"`);
  if (seg.program === "sed" && seg.flags.some((f) => f.startsWith("-i") || f === "--in-place")) addAction(actionWords, "sed-i", `${path} "sed -i"`);
  if (seg.program === "git" && seg.subcommands[0] === "push" && seg.operands.some((o) => o.startsWith("+"))) addAction(actionWords, "--force", `${path} "git push +ref"`);
  // a tool a package runner starts that installs a name installs it (bunx expo install expo-camera)
  if (seg.subcommands[0] === "install" && !rules.cliByProgram.has(seg.program) && seg.prefixes.some((p) => RUNNER_MANAGER[p]) && seg.operands.slice(1).some((o) => /^@?[a-z][\w./@-]{0,100}$/i.test(o)))
    addAction(actionWords, "cli:install", `${path} "${seg.program} install ${seg.operands[1] ?? ""}"`);
  // npm install lodash (adds a dependency) vs npm ci / npm install (lockfile only)
  for (const c of (seg.subcommands.length && rules.cliByProgram.get(seg.program)) || []) {
    if (!c.sub.has(seg.subcommands[0]!)) continue;
    // requirement and lock files are not new packages: pip install -r requirements.txt
    const operands = seg.operands.slice(1).filter((o) => !o.startsWith("-") && !/\.(?:txt|toml|lock|json|cfg|in|ya?ml)$/i.test(o));
    if (!c.needsOperand || operands.length) addAction(actionWords, `cli:${c.family}`, `${path} "${seg.program} ${seg.subcommands[0]} ${operands.join(" ")}"`.trimEnd());
  }
  // --limit-price Amount=620,CurrencyCode=USD → limit-price.amount = 620
  for (const fv of seg.flagValues) {
    const flag = stripDashes(fv.flag);
    if (/^-?\d+(?:\.\d+)?$/.test(fv.value)) cliNumbers.push({ path: `${path} ${fv.flag}`, key: flag, value: fv.value });
    if (!fv.value.includes("=")) continue; // every part read below is key=number
    for (const part of fv.value.split(",").slice(0, 20)) {
      // (maxSize=8, web=6:standard-1x: a size after the count is no part of it)
      const m = /^([A-Za-z][\w-]{0,40})=(-?\d+(?:\.\d+)?)(?::[\w.-]{1,40})?$/.exec(part);
      if (m) cliNumbers.push({ path: `${path} ${fv.flag} ${m[1]}`, key: m[1]!, value: m[2]! });
    }
  }
  // lxc restart web-1 web-2 web-3 web-4: the names a command acts on at once are a count of its
  // targets ("no more than 3 containers restarted at once", glim25)
  const nOperands = operandNames(seg, rules);
  if (nOperands >= 2) cliNumbers.push({ path: `${path} (${nOperands} operands)`, key: "operand_count", value: String(nOperands) });
  // heroku ps:scale web=5 worker=2: operands made of label=number pairs (call-embedded-counts.ts)
  for (let i = 0; i < seg.operands.length && i < 20; i++) {
    const o = seg.operands[i]!;
    if (o.length > 60 || !o.includes("=")) continue;
    for (const p of embeddedCounts(o) ?? []) cliNumbers.push({ path: `${path} ${p.label}=${p.value}`, key: p.label, value: String(p.value) });
  }
}

// a name a command acts on: web-1, db.internal, vm/104 (an identifier: a digit or a separator in it,
// so a kind noun like "pod" or "containers" is not counted)
const OPERAND_NAME = /^[A-Za-z0-9][\w.:@/-]{0,80}$/;
const OPERAND_MARK = /[\d._:@/-]/;
/** How many identifiers follow the last act word of a command line (not the values of its flags). */
function operandNames(seg: CommandSegment, rules: GuardRules): number {
  const ops = seg.operands;
  const top = Math.min(ops.length, 200);
  let verb = -1;
  for (let i = 0; i < top; i++) if (rules.wordFamilies.has(ops[i]!)) verb = i;
  if (verb < 0) return 0;
  let n = 0;
  for (let i = verb + 1; i < top; i++) {
    const o = ops[i]!;
    if (!OPERAND_NAME.test(o) || o.includes("=")) return 0;
    if (!OPERAND_MARK.test(o)) continue;
    let flagValue = false;
    for (const fv of seg.flagValues) if (fv.value === o) flagValue = true;
    if (!flagValue) n++;
  }
  return n;
}

/** A word every family of which only reads ("export", "list"): not an act of a name's parts */
function readOnlyWord(w: string, rules: GuardRules): boolean {
  const fams = rules.wordFamilies.get(w);
  if (!fams?.length) return false;
  for (const f of fams) if (!rules.families.get(f)!.readOnly) return false;
  return true;
}

/** A subcommand line whose verb lists or shows (list, get, describe, status) and none of whose words changes */
function readsOnlyListing(seg: CommandSegment, rules: GuardRules): boolean {
  let read = false;
  for (const sub of seg.subcommands) {
    if (changingWord(sub, rules)) return false; // (gh run list: "run" names runs here)
    if (rules.callWords.listing_verbs.has(sub)) read = true;
  }
  return read;
}

/** The plural noun a CLI line names with no verb before or after it, which the CLI lists
 * (doppler secrets, heroku releases, brew services, heroku pg:backups); undefined otherwise:
 * a second word (doppler secrets delete X), a positional value after it, a task runner. */
function nounListing(seg: CommandSegment, rules: GuardRules): string | undefined {
  const subs = seg.subcommands;
  // one word only: in "pipenv install requests" the plural is what an unknown verb acts on
  const W = rules.callWords;
  if (subs.length !== 1 || W.task_runners.has(seg.program) || NO_SUBCOMMANDS.has(seg.program)) return undefined;
  for (const s of subs) if (rules.wordFamilies.has(s) || W.make_verbs.has(s) || W.listing_verbs.has(s)) return undefined;
  // operands beyond the nouns that are no flag's value: doppler secrets STRIPE_KEY names one
  let positional = 0;
  for (const o of seg.operands) if (!seg.flagValues.some((fv) => fv.value === o)) positional++;
  if (positional > subs.length) return undefined;
  const last = subs[subs.length - 1]!;
  const tail = last.slice(last.lastIndexOf(":") + 1);
  if (!/^[a-z][a-z-]{2,30}s$/.test(tail) || /(?:ss|us|is)$/.test(tail) || lemma(tail) === tail) return undefined;
  return last;
}

/** A subcommand that does something: trigger, launch, run, start (make_verbs) or a changing family's word */
function actVerb(sub: string, rules: GuardRules): boolean {
  return rules.callWords.make_verbs.has(sub) || changingWord(sub, rules);
}

/** A word one of whose families changes something ("update", "delete") */
function changingWord(w: string, rules: GuardRules): boolean {
  const fams = rules.wordFamilies.get(w);
  if (fams) for (const f of fams) if (!rules.families.get(f)!.readOnly) return true;
  return false;
}

// plain loops: this runs for every call, a closure per command and leaf showed in the profile
function isDryRun(commands: CommandSegment[], leaves: Leaf[], forms: CallForms, words: CallWords): boolean {
  for (const c of commands) {
    for (const f of c.flags) if (words.dry_run_flags.has(f) && !namedOption(c, f, words)) return true;
    if (flagPreview(c, forms)) return true; // git clean -n (fb-dry-run.ts)
    if ((c.program === "terraform" || c.program === "tofu" || c.program === "pulumi") && (c.subcommands[0] === "plan" || c.subcommands[0] === "preview")) return true;
  }
  for (const l of leaves) if (l.value === true && DRY_RUN_KEY.test(l.key)) return true;
  return false;
}
const DRY_RUN_KEY = /^(?:dry_?run|validate_?only|preview|simulate|check_?only|what_?if)$/i;
// --plan and --preview are also options that take a name: vultr-cli bare-metal create --plan vbm-4c-32gb,
// linode-cli … --plan g6-standard-2 choose a plan, they preview nothing (a switch takes no value
// but true/yes: --preview=true)
function namedOption(c: CommandSegment, flag: string, words: CallWords): boolean {
  if (!words.named_option_flags.has(flag)) return false;
  for (const fv of c.flagValues) if (fv.flag === flag && !/^(?:true|yes|1)$/i.test(fv.value) && /\d/.test(fv.value)) return true;
  return false;
}

function detectFamilies(
  rules: GuardRules,
  actionWords: Map<string, string>,
  allWords: Set<string>,
  _commands: CommandSegment[],
  keys: { key: string }[],
  leaves: Leaf[],
  toolWords: readonly string[] = [],
): Map<string, Evidence> {
  const found = new Map<string, Evidence>();
  // indexed lookups: each action word → families, combos starting with it
  // (the keys, and where only for a hit: no [word, where] pair per action word)
  for (const w of actionWords.keys()) {
    // most action words name no family and start no combo: no empty array per miss
    const ids = rules.wordFamilies.get(w);
    if (ids) for (const id of ids) if (!found.has(id)) found.set(id, { word: w.startsWith("cli:") ? "install" : w, where: actionWords.get(w)! });
    const combos = rules.comboIndex.get(w);
    if (combos)
      for (const { family, combo } of combos)
        if (!found.has(family) && everyKey(combo, actionWords)) found.set(family, { word: combo.join(" "), where: actionWords.get(w)! });
  }
  let keySet: Set<string> | undefined;
  let nonEmptyKeys: Set<string> | undefined;
  for (const f of rules.deepFamilies) {
    const id = f.id;
    if (found.has(id)) continue;
    for (const combo of f.deepCombos)
      if (everyIn(combo, allWords, actionWords)) {
        found.set(id, { word: combo.join(" "), where: "args" });
        break;
      }
    if (found.has(id) || !f.argKeys.size) continue;
    if (!keySet) {
      keySet = new Set<string>();
      for (const k of keys) {
        const low = k.key.toLowerCase();
        keySet.add(low.includes("-") ? low.replace(/[-]/g, "_") : low);
      }
      nonEmptyKeys = new Set<string>();
      for (const l of leaves) {
        nonEmptyKeys.add(l.key.toLowerCase());
        const dot = l.path.indexOf(".");
        nonEmptyKeys.add((dot < 0 ? l.path : l.path.slice(0, dot)).toLowerCase());
      }
    }
    for (const k of f.argKeys)
      if (keySet.has(k) && nonEmptyKeys!.has(k)) {
        found.set(id, { word: k, where: `args key ${k}` });
        break;
      }
  }
  // cancelled families are dropped in place (deleting while iterating a Map is safe; order kept)
  for (const [id, ev] of found) {
    const f = rules.families.get(id)!;
    // draft_email shows "email" but sends nothing
    let cancelled = false;
    for (const c of f.cancelledBy) {
      const w = actionWords.get(c);
      if (w !== undefined && (w === ev.where || c.includes("=") || (w.startsWith("tool ") && ev.where.startsWith("tool "))) && !(w.startsWith("tool ") && afterPreposition(toolWords, c, rules.callWords.destination_prepositions))) {
        cancelled = true;
        break;
      }
    }
    if (cancelled) found.delete(id);
  }
  return found;
}

// send_to_list, post_to_history: a word after "to" names where the act goes, it does not make the
// tool a lister (list_messages) or a reader
function afterPreposition(toolWords: readonly string[], word: string, prepositions: ReadonlySet<string>): boolean {
  const i = toolWords.indexOf(word);
  return i > 0 && prepositions.has(toolWords[i - 1]!);
}

/** every word in one of the sets (a loop: no closure per combo and call) */
function everyIn(words: readonly string[], a: { has(w: string): boolean }, b?: { has(w: string): boolean }): boolean {
  for (const w of words) if (!a.has(w) && !b?.has(w)) return false;
  return true;
}

/** every word a key of the map (everyIn for one Map: a monomorphic has() on the hot path) */
function everyKey(words: readonly string[], m: ReadonlyMap<string, unknown>): boolean {
  for (const w of words) if (!m.has(w)) return false;
  return true;
}

// the lines joinArgv made: a command line whatever its key (gcloud {args: ["run", "services", …]})
const ARGV_LINES = new WeakSet<Leaf>();
// argv arrays one or two objects deep: local_shell {action: {type: "exec", command: ["curl", "-X", …]}},
// {exec: {argv: [...]}} — the shell tool's own wrapper around the command it runs
const ARGV_DEPTH = 2;
function joinArgv(args: unknown, leaves: Leaf[], toolWords: string[], isShellTool: boolean, words: CallWords): Leaf[] {
  if (!args || typeof args !== "object" || Array.isArray(args)) return leaves;
  const scan: ArgvScan = { program: cliProgram(words.cli_tool_programs, toolWords), isShellTool, commandKeys: words.command_keys, programKeys: words.argv_program_keys, listKeys: words.argv_list_keys, joined: [], drop: [] };
  visitArgv(scan, args as Record<string, unknown>, "", 0);
  const { joined, drop } = scan;
  if (!joined.length) return leaves;
  return [...leaves.filter((l) => !dropped(l.path, drop)), ...joined];
}

/** a leaf joinArgv replaced: the path itself or under it ("command", "parameters.0") */
function dropped(path: string, drop: readonly string[]): boolean {
  for (const d of drop) if (path.startsWith(d) && (path.length === d.length || path.charCodeAt(d.length) === 46)) return true;
  return false;
}

/** {command: "git", parameters: ["push", …]}: the sibling key naming the program of an argv list, if any */
function siblingProgram(obj: Record<string, unknown>, keys: readonly string[], programKeys: ReadonlySet<string>): string | undefined {
  for (let i = 0; i < keys.length && i < 50; i++) {
    const v = obj[keys[i]!];
    if (typeof v === "string" && v.trim() && v.length <= 2_000 && programKeys.has(keys[i]!.toLowerCase())) return keys[i];
  }
  return undefined;
}

/** The first CLI (in call-words.yaml order) a tool name carries: run_gcloud_command → gcloud */
function cliProgram(programs: ReadonlySet<string>, toolWords: readonly string[]): string | undefined {
  for (const p of programs) if (toolWords.includes(p)) return p;
  return undefined;
}

// (a top-level function, not a closure in joinArgv: under tsx a named closure is renamed by a
// defineProperty per call, ~1 µs and a dictionary-mode function each time)
interface ArgvScan {
  program: string | undefined;
  isShellTool: boolean;
  commandKeys: ReadonlySet<string>;
  programKeys: ReadonlySet<string>;
  listKeys: ReadonlySet<string>;
  joined: Leaf[];
  drop: string[]; // the replaced leaves' paths, each with what lies under it: "command", "action.command"
}
function visitArgv(scan: ArgvScan, obj: Record<string, unknown>, prefix: string, depth: number) {
  const { program, isShellTool } = scan;
  // the first 50 entries, as Object.entries(args).slice(0, 50) lists them (without a pair per key)
  const keys = Object.keys(obj);
  for (let i = 0; i < keys.length && i < 50; i++) {
    const k = keys[i]!;
    const v = obj[k];
    if (v && typeof v === "object" && !Array.isArray(v)) {
      if (depth < ARGV_DEPTH && isShellTool) visitArgv(scan, v as Record<string, unknown>, `${prefix}${k}.`, depth + 1);
      continue;
    }
    if (!Array.isArray(v) || !v.length || v.length > 200 || !v.every((x) => typeof x === "string")) continue;
    const kl = k.toLowerCase();
    // (an argv item is one word, never shell syntax: a URL's ?a=1&b=2 is no "&", a "|" no pipe)
    const parts = (v as string[]).map((x) => (/[\s'"&;|<>()`]/.test(x) ? `'${x.replace(/'/g, "")}'` : x));
    const parentKey = prefix ? prefix.slice(0, -1).slice(prefix.slice(0, -1).lastIndexOf(".") + 1) : "";
    // {command: "git", parameters: ["push", "--force", "origin", "main"]}: one line "git push --force origin main",
    // read where the program is named, whatever tool carries it (Agent World shell_cmd, MCP run_command)
    const sibling = scan.listKeys.has(kl) ? siblingProgram(obj, keys, scan.programKeys) : undefined;
    if (sibling !== undefined && sibling !== k) {
      const line = `${String(obj[sibling]).trim()} ${parts.join(" ")}`;
      const leaf: Leaf = { path: `${prefix}${sibling}`, key: sibling, parentKey, value: line.slice(0, 8_192) };
      ARGV_LINES.add(leaf);
      scan.joined.push(leaf);
      scan.drop.push(`${prefix}${k}`, `${prefix}${sibling}`);
      continue;
    }
    if (!(scan.commandKeys.has(kl) || ((kl === "args" || kl === "argv" || kl === "arguments") && (program || isShellTool)))) continue;
    const first = String(v[0]).toLowerCase();
    const line = (kl === "command" || kl === "cmd" || !program || first === program ? parts : [program, ...parts]).join(" ");
    const leaf: Leaf = { path: `${prefix}${k}`, key: k, parentKey, value: line.slice(0, 8_192) };
    ARGV_LINES.add(leaf);
    scan.joined.push(leaf);
    scan.drop.push(`${prefix}${k}`);
  }
}
