// Table-driven tests of the call readers added for unseen tools: version-tag pushes, CLIs whose
// default target is production, ansible host scope, provider CLIs, HTTP requests on command lines
// (method, endpoint words, JSON body), empty match-everything filters, the working directory.
import { test } from "node:test";
import assert from "node:assert/strict";
import { emptyArgs } from "../../src/guard/read-call/call-arg-meaning.ts";
import { httpMeaning } from "../../src/guard/read-call/call-http-meaning.ts";
import { readMeaning } from "../../src/guard/read-call/call-meaning.ts";
import { parseMeaningRules } from "../../src/guard/read-call/call-meaning-rules.ts";
import { parseCommandLine } from "../../src/guard/read-call/command-line.ts";
import { readCall } from "../../src/guard/read-call/call-facts.ts";
import { walkArgs } from "../../src/guard/read-call/walk-args.ts";
import { RuleFileError } from "../../src/rules/rule-files.ts";
import { commandMeaningIds, mutateRuleFile, rules } from "./support.ts";

const M = rules.meaning;
const ids = commandMeaningIds;

test("command meanings: tags by version, production by default, every host, provider CLIs", () => {
  const table: [string, string, boolean][] = [
    // [command line, lexicon entry, expected to match]
    ["git push upstream v10.2.0-rc.1", "git.push-version-ref", true],
    ["git push origin 2025.3.1", "git.push-version-ref", true],
    ["git push origin +refs/tags/nightly", "git.push-version-ref", true],
    ["git push origin release/v2", "git.push-version-ref", false],
    ["git push origin main", "git.push-version-ref", false],
    ["git fetch origin v1.2.3", "git.push-version-ref", false],
    ["bunx wrangler versions deploy", "wrangler.deploy-default-env", true],
    ["wrangler deploy -e preview", "wrangler.deploy-default-env", false],
    ["wrangler dev", "wrangler.deploy-default-env", false],
    ["ntl deploy --prod", "netlify.prod", true],
    ["netlify deploy --alias pr-12", "netlify.prod", false],
    ["netlify build --context production", "netlify.context-production", true],
    ["netlify build --context branch-deploy", "netlify.context-production", false],
    ["netlify env:unset OLD_FLAG", "netlify.env-set", true],
    ["netlify env:list", "netlify.env-set", false],
    ["vercel deploy --prod", "vercel.prod", true],
    ["vercel deploy", "vercel.prod", false],
    ["ansible-playbook -i hosts.ini rotate-certs.yml", "ansible.playbook-all-hosts", true],
    ["ansible-playbook -i hosts.ini rotate-certs.yml --limit edge", "ansible.playbook-all-hosts", false],
    ["ansible-playbook -i hosts.ini rotate-certs.yml", "ansible.playbook-run", true],
    ["ansible all -i hosts.ini -m ping", "ansible.adhoc-all", true],
    ["ansible web -i hosts.ini -m ping", "ansible.adhoc-all", false],
    ["gsutil ls gs://media", "cloud.gcloud", true],
    ["aws sts get-caller-identity", "cloud.aws", true],
  ];
  for (const [line, id, want] of table) assert.equal(ids(line).includes(id), want, `${line} → ${id}`);
});

test("http requests on a command line: method, endpoint words, body leaves", () => {
  const table: [string, string, string[], [string, unknown][]][] = [
    // ids after a collection name in the path are read as <collection>_id arguments (call-http-resource.ts)
    // [command line, method, actions, body leaves key → value]
    ["curl -X DELETE https://api.example.org/v3/projects/9912", "DELETE", ["delete"], [["project_id", "9912"]]],
    ["curl -s https://api.example.org/v3/projects", "GET", ["get"], []],
    ["curl -I https://example.org/", "GET", ["get"], []],
    ["curl --request PATCH https://api.example.org/v1/teams/abc123def456/archive --json '{\"hard\": true}'", "PATCH", ["teams", "archive"], [["hard", true], ["team_id", "abc123def456"]]],
    ["curl https://hooks.example.net/api/v1/messages/send -d '{\"text\":\"hi\",\"channel\":\"ops\"}'", "POST", ["messages", "send"], [["text", "hi"], ["channel", "ops"]]],
    ["curl -x http://proxy:3128 https://example.org/status", "GET", ["get"], []],
    ["http DELETE example.org/api/tokens/77", "DELETE", ["delete"], [["token_id", "77"]]],
    ["http POST api.example.org/api/refunds amount:=20 reason=dup", "POST", ["refunds"], [["amount", "20"], ["reason", "dup"]]],
    ["wget --method=PUT https://files.example.org/v1/objects/a.txt", "PUT", ["objects", "txt"], []],
    ["curl -X POST https://api.example.org/zones/$Z/clear_cache -d 'not json'", "POST", ["zones", "clear", "cache"], []],
  ];
  for (const [line, method, actions, body] of table) {
    const seg = parseCommandLine(line)[0]!;
    const h = httpMeaning(seg, "args.command");
    assert.ok(h, line);
    assert.equal(h.method, method, line);
    assert.deepEqual(h.actions, actions, line);
    assert.deepEqual(h.bodyLeaves.map((l) => [l.key, l.value]), body, line);
  }
  assert.equal(httpMeaning(parseCommandLine("git push origin main")[0]!, "args.command"), undefined);
});

test("a JSON body is read like arguments: a purge-everything switch names the whole cache", () => {
  const read = (line: string) => {
    const commands = parseCommandLine(line);
    const leaves = walkArgs({ command: line }).leaves;
    return readMeaning(["bash"], { command: line }, leaves, commands, M);
  };
  const all = read("curl -X POST https://api.cdn.example.com/v1/cache/purge --data '{\"purge_all\": true}'");
  assert.ok(all.targets.some((t) => t.raw === "entire"), JSON.stringify(all.targets));
  assert.ok(all.actions.some((a) => a.word === "purge"));
  const one = read("curl -X POST https://api.cdn.example.com/v1/cache/purge --data '{\"files\": [\"https://www.example.com/app.js\"]}'");
  assert.ok(!one.targets.some((t) => t.raw === "entire"));
  assert.ok(one.targets.some((t) => t.raw === "url"), JSON.stringify(one.targets));
});

test("empty match-everything arguments", () => {
  const table: [unknown, boolean][] = [
    [{ collection: "orders", filter: {} }, true],
    [{ table: "leads", where: {} }, true],
    [{ body: { query: {} } }, true],
    [{ selector: [] }, true],
    [{ collection: "orders", filter: { status: "open" } }, false],
    [{ collection: "orders", options: {} }, false],
    [{ a: { b: { filter: {} } } }, false], // two levels down: not read
    [{ filter: "" }, false],
  ];
  for (const [args, want] of table) assert.equal(emptyArgs(args, ["delete", "many"], M).length > 0, want, JSON.stringify(args));
  const facts = readCall("deleteMany", { collection: "orders", filter: {} }, rules);
  assert.ok(facts.addressing.some((a) => a.raw === "all documents"));
});

test("the working directory is where a command runs, not a path it touches", () => {
  const table: [Record<string, unknown>, string[]][] = [
    [{ CommandLine: "rm -rf dist/ .turbo/", Cwd: "/srv/app" }, ["dist/", ".turbo/"]],
    [{ command: "rm -rf ./out", working_directory: "/srv/app" }, ["./out"]],
    [{ command: "make clean", cwd: "/srv/app" }, ["/srv/app"]], // the command names no path: where it runs is all there is
    [{ path: "/srv/app/a.txt", cwd: "/srv" }, ["/srv/app/a.txt", "/srv"]], // no command: left alone
  ];
  for (const [args, want] of table) assert.deepEqual(readCall("run_command", args, rules).paths.map((p) => p.value).sort(), want.sort(), JSON.stringify(args));
});

test("start-up validation of the new lexicon fields names file and entry", () => {
  const find = (d: any, id: string) => d.commands.findIndex((c: any) => c.id === id);
  const cases: [Map<string, unknown>, RegExp][] = [
    [mutateRuleFile("guard/commands.yaml", (d) => (d.commands[find(d, "git.push-version-ref")].operand_pattern = "v\\d+")), /git\.push-version-ref: pattern must be anchored/],
    [mutateRuleFile("guard/commands.yaml", (d) => (d.commands[find(d, "git.push-version-ref")].operand_pattern = "^(a+)+$")), /git\.push-version-ref: pattern has a nested quantifier/],
    [mutateRuleFile("guard/commands.yaml", (d) => (d.commands[find(d, "git.push-version-ref")].operand_pattern = "^(a$")), /git\.push-version-ref: pattern does not compile/],
    [mutateRuleFile("guard/arg-meanings.yaml", (d) => (d.empties[0].targets = [])), /empty\.match-all-filter: adds no actions and no targets/],
    [mutateRuleFile("guard/arg-meanings.yaml", (d) => delete d.empties[0].keys), /arg-meanings\.yaml entry empties\.0 \(id: empty\.match-all-filter\)/],
  ];
  for (const [files, re] of cases) assert.throws(() => parseMeaningRules(files), (e: Error) => e instanceof RuleFileError && re.test(e.message), String(re));
});

test("browser forms: a fill types into fields; a New/Change label changes what it names", () => {
  const table: [string, Record<string, unknown>, string[], string[]][] = [
    // [tool, args, action words expected, action words not expected]
    ["browser_fill_form", { fields: [{ name: "Change username", value: "kim2" }] }, ["type", "change"], []],
    ["browser_fill_form", { fields: [{ name: "Username", value: "kim" }, { name: "Password", value: "x" }] }, ["type", "fill"], ["change"]],
    ["page_fill", { label: "Reset PIN", value: "0000" }, ["change"], []],
    ["browser_type", { element: "News search", text: "ai" }, [], ["change"]], // "News" is not "New"
    ["browser_type", { element: "New", text: "x" }, [], ["change"]], // one word: a button, not a field label
    ["create_repository", { name: "new service" }, [], ["change"]], // not a form tool
  ];
  for (const [tool, args, want, not] of table) {
    const words = readCall(tool, args, rules).actionWords;
    for (const w of want) assert.ok(words.has(w), `${tool} ${JSON.stringify(args)} shows ${w}`);
    for (const w of not) assert.ok(!words.has(w), `${tool} ${JSON.stringify(args)} does not show ${w}`);
  }
  const bad = mutateRuleFile("guard/arg-meanings.yaml", (d) => delete d.states.find((x: any) => x.id === "state.form-field-changes").values);
  assert.throws(() => parseMeaningRules(bad), (e: Error) => e instanceof RuleFileError && /state\.form-field-changes: when: first_word needs values/.test(e.message));
});
