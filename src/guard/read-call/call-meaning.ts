// What a call DOES, read beyond its own words, as facts the matchers already understand: extra
// action words (with where they were seen), extra addressed values (paths, target phrases),
// programs it runs in effect, and text it writes. Steps, in order:
//   1. patches         apply_patch / unified diffs → files touched (add/update/delete/move), + lines
//   2. edits           Edit-like old/new text of a manifest → dependency added, version bumped
//   3. commands        CLI meanings (rules/guard/commands.yaml): reset --hard → discard commits;
//      SQL statements  CREATE INDEX → schema change; UPDATE with no WHERE → every row (in SQL
//                      arguments, after psql -c, and as operands: bq query '…', sqlite3 db '…')
//   4. argument states assignee set → assign; draft false → ready (rules/guard/arg-meanings.yaml),
//      and defaults: a ticket comment with no public flag is public
//   5. value kinds     0.0.0.0/0 → the world; allUsers → public
//   6. code markers    eslint-disable / @ts-ignore / privileged: true in written text
//   7. outsiders       recipients from another e-mail domain than the call's own
//   8. amounts         money on the button or option a browser call picks: "Place order - Total $349.99"
//  (ui)         what a click on "Place your order" or the key cmd+q does
//   9. counts          how many items a list argument holds: {passengers: [6 items]} → passengers = 6
import { argTopicActions, commandTopicActions } from "./call-topic.ts";
import { NUMERIC } from "./call-quantity.ts";
import type { CommandSegment } from "./command-line.ts";
import type { Leaf } from "./walk-args.ts";
import type { MeaningRules } from "./call-meaning-rules.ts";
import { normKey } from "./call-meaning-rules.ts";
import { readPatch, type Patch, type PatchOp } from "./call-patch.ts";
import { readManifestEdit } from "./call-manifest-edit.ts";
import { readExportEdit } from "./call-code-edit.ts";
import { commandMeanings, sqlOperands } from "./call-command-meaning.ts";
import { sqlMeanings } from "./call-sql-meaning.ts";
import { httpArgsMeaning, httpMeaning } from "./call-http-meaning.ts";
import { resourceActs } from "./call-http-resource.ts";
import { isHttpTool } from "./call-keys.ts";
import { formMeanings, zeroCounts } from "./call-forms.ts";
import { readManifestText } from "./call-manifest-yaml.ts";
import { packagePins } from "./call-package-pin.ts";
import { runAsMeanings } from "./call-run-as.ts";
import { jsonPatchLeaves } from "./call-json-patch.ts";
import { uiMeanings } from "./call-ui-label.ts";
import { instructionMeanings } from "./call-ui-instruction.ts";
import { formInputMeanings } from "./call-form-input.ts";
import { fieldActMeanings } from "./call-field-acts.ts";
import { argEnums, argDefaults, argStates, emptyArgs, codeMarkers, outsideRecipients, valueKinds, writtenTexts } from "./call-arg-meaning.ts";

export interface CallMeaning {
  actions: { word: string; where: string }[];
  targets: { raw: string; where: string }[]; // each read as one addressed value
  programs: string[]; // counts as running these too (pnpm publish → npm)
  content: { path: string; raw: string }[]; // text the call writes, read for keywords
  numbers: { path: string; key: string; value: number }[]; // amounts shown on what the call clicks
  pathVerbs: { word: string; where: string }[]; // a writing request's path words: kept by the caller when they are acts
}

const OP_ACTION: Record<PatchOp, string> = { add: "create", update: "edit", delete: "delete", move: "move" };
// free-text keys never read as patches: a PR body may quote a diff
const MESSAGE_KEYS = new Set(["body", "text", "message", "description", "comment", "summary", "title", "prompt", "explanation", "reason", "note", "notes"]);
const FILE_KEYS = new Set(["filepath", "path", "targetfile", "filename", "file", "uri", "relativepath", "relativefilepath", "targetpath"]);
const NEW_KEYS = new Set(["newstring", "newstr", "newtext", "newcontent", "replacement", "codeedit"]);
const OLD_KEYS = new Set(["oldstring", "oldstr", "oldtext", "oldcontent"]);
const MAX_VALUES = 300;
const DEPLOY_TOOL_WORDS = new Set(["apply", "deploy", "install", "upgrade", "rollout", "release"]);
// what a browser call clicks or picks: its label may show the amount it commits to
const LABEL_KEYS = new Set(["element", "label", "button", "values", "value", "option", "options", "linktext", "arialabel", "buttontext"]);
const MONEY = /[$€£]\s?(\d{1,3}(?:,\d{3}){1,4}(?:\.\d{1,2})?|\d{1,9}(?:\.\d{1,2})?)|\b(\d{1,9}(?:\.\d{1,2})?)\s?(?:usd|eur|gbp)\b/i;
// arguments that carry SQL: {"sql": "…"}, {"query": "…"}, a shell command running psql -c "…"
const SQL_FLAGS = new Set(["-c", "--command", "-q", "--query", "-e", "--execute", "--sql"]);
const SQL_KEYS = new Set(["sql", "query", "statement", "statements", "q", "command", "cmd", "script", "commandline", "clicommand", "code", "aql", "cypher"]);

export function readMeaning(
  toolWords: readonly string[],
  args: unknown,
  leaves: readonly Leaf[],
  commands: readonly CommandSegment[],
  rules: MeaningRules,
  patchOf: (s: string) => Patch | undefined = readPatch,
): CallMeaning {
  const out: CallMeaning = { actions: [], targets: [], programs: [], content: [], numbers: [], pathVerbs: [] };
  const written = writtenTexts(leaves);

  // 1. patches
  for (const leaf of leaves) {
    if (typeof leaf.value !== "string" || leaf.value.length < 12 || MESSAGE_KEYS.has(normKey(leaf.key))) continue;
    const patch = patchOf(leaf.value);
    if (!patch) continue;
    const where = `args.${leaf.path}`;
    for (const f of patch.files) {
      out.actions.push({ word: OP_ACTION[f.op], where: `${where} patch ${f.op} ${f.path}` });
      out.targets.push({ raw: f.path, where: `${where} (patch ${f.op})` });
      manifest(out, f.path, f.added, f.removed, `${where} patch ${f.path}`);
    }
    if (patch.added) {
      out.content.push({ path: `${where} (added lines)`, raw: patch.added });
      written.push({ where: `${where} (added lines)`, text: patch.added });
    }
  }

  // 2. Edit-like calls on a manifest: {file_path: "package.json", old_string, new_string}
  const file = leaves.find((l) => typeof l.value === "string" && FILE_KEYS.has(normKey(l.key)))?.value as string | undefined;
  if (file) {
    const added: string[] = [];
    const removed: string[] = [];
    for (const l of leaves) {
      if (typeof l.value !== "string") continue;
      const k = normKey(l.key);
      if (NEW_KEYS.has(k)) added.push(...l.value.split("\n").slice(0, 500));
      else if (OLD_KEYS.has(k)) removed.push(...l.value.split("\n").slice(0, 500));
    }
    if (added.length) manifest(out, file, added, removed, `args (edit of ${file})`);
  }

  // 3. commands, 5. the values they carry
  const values: { where: string; value: string }[] = [];
  let bodyLeaves: Leaf[] | undefined;
  for (const seg of commands) {
    for (const m of commandMeanings(seg, "args.command", rules)) add(out, m.actions, m.targets, m.where, m.programs);
    // flag spellings and forms: -recurse, | bash, --replicas=0 (rules/guard/call-forms.yaml)
    for (const m of formMeanings(seg, "args.command", rules.forms)) add(out, m.actions, m.targets, m.where);
    // SQL handed to a client on its line: psql -c "…", clickhouse-client --query "…", mysql -e "…"
    for (const fv of seg.flagValues) if (SQL_FLAGS.has(fv.flag) && fv.value.length >= 6) for (const m of sqlMeanings(fv.value, `args.command ${fv.flag}`, rules)) add(out, m.actions, m.targets, m.where);
    // …or as an operand: bq query 'CREATE OR REPLACE TABLE …', sqlite3 app.db 'DELETE FROM users' (sql_operands)
    for (const sql of sqlOperands(seg, rules)) for (const m of sqlMeanings(sql, `args.command "${seg.program}"`, rules)) add(out, m.actions, m.targets, m.where);
    // a named version asked of a package manager: yarn upgrade react-native@0.76.3 (call-package-pin.ts)
    for (const m of packagePins(seg, "args.command")) add(out, m.actions, m.targets, m.where);
    // the account it runs as: --run-as root, ssh root@db-2, -Verb RunAs (call-run-as.ts)
    for (const m of runAsMeanings(seg, "args.command", rules.runAs)) add(out, m.actions, m.targets, m.where);
    // curl/wget/httpie: the method, the endpoint's words, the JSON body (read as arguments below)
    const http = httpMeaning(seg, "args.command");
    if (http) {
      // the URL a request goes to is an API endpoint ("no margin endpoints" ~ POST …/sapi/v1/margin/order)
      add(out, [...http.actions, ...http.creates], http.url ? ["endpoint"] : [], http.where);
      for (const w of http.pathVerbs) out.pathVerbs.push({ word: w, where: http.where });
      // PUT/PATCH replace or change what the endpoint names: a PUT on …/dns_records/$R changes a DNS record
      if (http.method === "PUT" || http.method === "PATCH") add(out, ["update"], [], http.where);
      // what it does to the resource its path names: POST …/Message/ sends, DELETE …/Number/<n>/ releases (call-http-resource.ts)
      if (http.url) {
        const acts = resourceActs(http.method, http.url, http.fields, rules.httpResources);
        if (acts.length) add(out, acts, [], `${http.where} (resource)`);
      }
      // the request's fields, when the leaves given do not hold them already (readCall appends them as
      // leaves "command body.x"; a caller with the bare arguments' leaves gets them read here)
      if (http.bodyLeaves.length && !leaves.some((l) => l.path.startsWith("command ") && `args.${l.path}` === http.bodyLeaves[0]!.path)) (bodyLeaves ??= []).push(...http.bodyLeaves);
    }
    // a broker command named by its topic: mosquitto_pub -t zigbee2mqtt/bridge/request/device/remove (call-topic.ts)
    const topic = commandTopicActions(seg);
    if (topic) add(out, topic.words, [], topic.where);
    for (const o of seg.operands) if (values.length < MAX_VALUES && valueLike(o)) values.push({ where: `args.command "${seg.program}"`, value: o });
    for (const fv of seg.flagValues) if (values.length < MAX_VALUES && valueLike(fv.value)) values.push({ where: `args.command ${fv.flag}`, value: fv.value });
  }
  // …and by a publish tool: mqtt_publish {topic: "home/gate/open"}
  const argTopic = commands.length ? undefined : argTopicActions(leaves, toolWords);
  if (argTopic) add(out, argTopic.words, [], argTopic.where);
  // the same request made by an HTTP tool: http_request {method: "POST", url: "…/transfers"}
  // (an HTTP tool's own fields may hold a command line, ?cmd=set%20sauna%20on: it is still the request)
  const httpArgs = commands.length && !isHttpTool(toolWords, rules.callKeys) ? undefined : httpArgsMeaning(leaves, toolWords, rules.callKeys);
  if (httpArgs) add(out, httpArgs.method === "PUT" || httpArgs.method === "PATCH" ? [...httpArgs.actions, "update"] : httpArgs.actions, ["endpoint"], httpArgs.where);
  if (httpArgs) for (const w of httpArgs.pathVerbs) out.pathVerbs.push({ word: w, where: httpArgs.where });
  // what it does to the resource its path names, as for a curl line: DELETE …/subscriptions/<id>
  // cancels, POST …/disqualify disqualifies, ?cmd=set%20sauna%20on switches (call-http-resource.ts)
  if (httpArgs) {
    const acts = resourceActs(httpArgs.method, httpArgs.url, leaves, rules.httpResources, true);
    if (acts.length) add(out, acts, [], `${httpArgs.where} (resource)`);
  }
  for (const l of leaves)
    if (typeof l.value === "string" && SQL_KEYS.has(normKey(l.key)))
      for (const m of sqlMeanings(l.value, `args.${l.path}`, rules)) add(out, m.actions, m.targets, m.where);
  // 4. argument states (a request body on a command line counts as arguments too)
  for (const m of argStates(leaves, toolWords, rules)) add(out, m.actions, m.targets, m.where);
  // JSON Patch operations set the field their path names: {op: replace, path: /x/on, value: false}
  const patched = jsonPatchLeaves(leaves);
  if (patched.length) {
    for (const m of argStates(patched.map((p) => p.leaf), toolWords, rules)) add(out, m.actions, m.targets, m.where);
    // what the operation sets is what it addresses, even under a free-text key ("instructions")
    for (const p of patched) add(out, [], [p.target], `args.${p.leaf.path}`);
  }
  // (a request body's fields on a command line are leaves of their own: readCall appends them;
  // otherwise they are read here as the arguments' leaves would be)
  if (bodyLeaves) {
    for (const m of argStates(bodyLeaves, toolWords, rules)) add(out, m.actions, m.targets, m.where);
    for (const l of bodyLeaves.slice(0, 100)) {
      // {"purge_everything": true}: a switch turned on names what the request does
      if (l.value === true) add(out, [], [l.key], l.path);
      else if (typeof l.value === "string" && l.value.length <= 80) add(out, [], [l.value], l.path);
      const num = typeof l.value === "number" ? l.value : typeof l.value === "string" && NUMERIC.test(l.value) ? Number(l.value) : undefined;
      if (num !== undefined && Number.isFinite(num) && out.numbers.length < 40) out.numbers.push({ path: l.path, key: l.key, value: num });
    }
    for (const l of bodyLeaves) if (typeof l.value === "string" && values.length < MAX_VALUES && valueLike(l.value)) values.push({ where: l.path, value: l.value });
  }
  for (const m of zeroCounts(leaves, rules.forms)) add(out, m.actions, m.targets, m.where);
  for (const m of argEnums(leaves, toolWords, rules)) add(out, m.actions, m.targets, m.where);
  for (const m of argDefaults(args, toolWords, rules)) add(out, m.actions, m.targets, m.where);
  for (const m of emptyArgs(args, toolWords, rules)) add(out, m.actions, m.targets, m.where);
  // UI actions: the label of the control clicked, the key chord pressed (call-ui-label.ts)
  for (const m of uiMeanings(leaves, toolWords, rules.ui)) add(out, m.actions, m.targets, m.where);
  // an agent's instruction step by step, a selector's ids and classes (call-ui-instruction.ts)
  for (const m of instructionMeanings(leaves, toolWords, rules.ui)) add(out, m.actions, m.targets, m.where);
  // form controls: the field typed into, the box ticked, the option picked (call-form-input.ts)
  for (const m of formInputMeanings(leaves, toolWords, rules.formInput)) add(out, m.actions, m.targets, m.where);
  // record writes: the field set says the act ({user_ids: [[6,0,[17]]]} assigns, {opt_out: false} resubscribes) (call-field-acts.ts)
  for (const m of fieldActMeanings(toolWords, args, rules.fieldActs)) add(out, m.actions, m.targets, m.where);
  // 5. value kinds in structured arguments
  for (const l of leaves) if (typeof l.value === "string" && values.length < MAX_VALUES && valueLike(l.value)) values.push({ where: `args.${l.path}`, value: l.value });
  if (values.length) for (const m of valueKinds(values, rules)) add(out, m.actions, m.targets, m.where);
  // 6. code markers in what the call writes
  for (const m of codeMarkers(written, rules)) add(out, m.actions, m.targets, m.where);
  // 7. recipients from outside
  for (const m of outsideRecipients(leaves, rules)) add(out, m.actions, m.targets, m.where);
  // 8. amounts in labels
  for (const l of leaves) {
    if (typeof l.value !== "string" || l.value.length > 200 || !LABEL_KEYS.has(normKey(l.key))) continue;
    const m = MONEY.exec(l.value);
    const amount = m ? Number((m[1] ?? m[2])!.replace(/,/g, "")) : NaN;
    if (Number.isFinite(amount) && out.numbers.length < 20) out.numbers.push({ path: `args.${l.path} "${l.value.slice(0, 60)}"`, key: /\btotal\b/i.test(l.value) ? "total" : "price", value: amount });
  }
  // 10. manifests passed as text: the images they run, the counts they set to zero
  let manifests = 0;
  for (const l of leaves) {
    if (typeof l.value !== "string" || l.value.length < 8 || manifests >= 5 || MESSAGE_KEYS.has(normKey(l.key))) continue;
    const m = readManifestText(l.value);
    if (!m) continue;
    manifests++;
    // the ".image" suffix makes call-facts read the registry host of each image
    // a tool that applies the manifest (k8s_apply, create_deployment) deploys the images it names
    const deploys = m.images.length > 0 && toolWords.some((w) => DEPLOY_TOOL_WORDS.has(w));
    for (const img of m.images) add(out, deploys ? ["deploy"] : [], img.latest ? [img.ref, "latest", "latest tag"] : [img.ref], `args.${l.path} (manifest).image`);
    for (const k of m.zeroKeys) {
      const d = rules.forms.zeroKeys.get(normKey(k));
      if (d) add(out, d.actions, d.targets, `args.${l.path} (manifest ${k}: 0)`);
    }
  }
  // 9. list lengths, two levels deep: {passengers: [...]}, {order: {items: [...]}}
  countLists(out, args, "args", 0);
  return out;
}

function add(out: CallMeaning, actions: readonly string[], targets: readonly string[], where: string, programs: readonly string[] = []) {
  for (const word of actions) out.actions.push({ word, where });
  for (const raw of targets) out.targets.push({ raw, where });
  for (const p of programs) out.programs.push(p);
}

// pins of the runtime or tool a package needs, not of a dependency: "engines": {"node": "18"}
const ENGINE_PINS = new Set(["node", "npm", "pnpm", "yarn", "bun", "deno", "go", "toolchain", "python", "rust-version"]);

function manifest(out: CallMeaning, file: string, added: readonly string[], removed: readonly string[], where: string) {
  // exports taken away: a rename or removal changes the module's public API (call-code-edit.ts)
  const x = readExportEdit(file, added, removed);
  if (x) add(out, x.renamed ? ["remove", "rename", "change"] : ["remove", "delete", "change"], ["export", "exports", "public api", "api", ...x.kinds.flatMap((k) => (k === "func" ? ["exported function", "exported func"] : [`exported ${k}`])), ...x.removed], `${where} removes export ${x.removed.join(", ")}`);
  const m = readManifestEdit(file, added, removed);
  if (!m) return;
  for (const d of m.dependencies) add(out, ["add_dependency", "add"], ["dependency", "new dependency", d], `${where} adds dependency ${d}`);
  if (m.versionBump) add(out, ["bump", "update"], ["version", "package version", "version number"], `${where} version ${m.versionBump.from ?? "?"} → ${m.versionBump.to}`);
  // a pinned version changed: both the old and the new pin are named ("go 1.21" stays at 1.21)
  for (const u of m.upgrades) add(out, ["bump", "upgrade", "update"], ["version", u.name, `${u.name} ${u.from}`, `${u.name} ${u.to}`, `${u.name} version`, ...(ENGINE_PINS.has(u.name) ? ["engines", "engines field", "engine version"] : []), ...(u.name === "go" || u.name === "toolchain" ? ["go directive"] : [])], `${where} ${u.name} ${u.from} → ${u.to}`);
}

/** How many record ids a positional list holds ([120, 121, …]: whole numbers only), else 0. */
function positionalIds(v: unknown): number {
  if (!Array.isArray(v) || v.length < 2 || v.length > 10000) return 0;
  for (let i = 0; i < v.length; i++) if (typeof v[i] !== "number" || !Number.isInteger(v[i])) return 0;
  return v.length;
}

function countLists(out: CallMeaning, v: unknown, path: string, depth: number) {
  if (!v || typeof v !== "object" || Array.isArray(v) || depth > 1) return;
  let n = 0;
  // Object.entries' order, without a pair per key
  const keys = Object.keys(v);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    const x = (v as Record<string, unknown>)[k];
    if (++n > 100 || out.numbers.length >= 40) return;
    if (Array.isArray(x)) {
      if (x.length && !/^\d+$/.test(k)) out.numbers.push({ path: `${path}.${k} (${x.length} items)`, key: k, value: x.length });
      // execute_method {model, method, args: [[120, 121, …]]}: RPC's positional record ids, the records the method acts on (glim24)
      const ids = x.length >= 1 && x.length <= 3 ? positionalIds(x[0]) : 0;
      if (ids > 1) out.numbers.push({ path: `${path}.${k}.0 (${ids} items)`, key: "ids", value: ids });
    } else if (typeof x === "string") {
      // {to: "a@x.com,b@x.com;c@y.org"}: a list of addresses written as one string is counted too (glimit12)
      const n = addressCount(x);
      if (n > 1) out.numbers.push({ path: `${path}.${k} (${n} items)`, key: k, value: n });
    } else countLists(out, x, `${path}.${k}`, depth + 1);
  }
}

/** The addresses of "a@x.com, b@y.org; c@z.io": each part between commas or semicolons holds one "@"
 * and no space inside it. 0 for anything else (free text, one address). */
function addressCount(v: string): number {
  if (v.length < 7 || v.length > 20_000 || v.indexOf("@") === v.lastIndexOf("@")) return 0;
  let n = 0;
  let from = 0;
  for (let i = 0; i <= v.length; i++) {
    const c = v.charCodeAt(i);
    if (i < v.length && c !== 44 /* , */ && c !== 59 /* ; */) continue;
    const part = v.slice(from, i).trim();
    from = i + 1;
    if (!part) continue;
    const at = part.indexOf("@");
    if (at <= 0 || at !== part.lastIndexOf("@") || part.includes(" ") && !/<[^<>\s]{3,200}>$/.test(part)) return 0;
    n++;
  }
  return n;
}

/** value kinds are single short tokens (0.0.0.0/0, allUsers:objectViewer, redis-server) */
function valueLike(v: string): boolean {
  return v.length >= 2 && v.length <= 80 && !v.includes(" ");
}
