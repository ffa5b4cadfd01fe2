// Acts the guard did not see (h-gact21b):
//   printing a file is an act of its own (reveal family in rules/guard/actions.yaml): cat, less,
//     head, tail, bat, Get-Content, printenv break "never print/reveal/display X"; still read-only;
//   "secrets from .env.production": the secret nouns beside a path only describe what the file
//     holds (rule-target-contents.ts), so the call must name the path, not the word secret;
//   taking a user off an account: uninvite (HiBob), offboard, disable_user read as deactivate
//     (not suspend: Okta's suspend is the milder act);
//   a device's set_<setting> tool (set_color, set_mode, set_scene, set_effect) changes it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };
const sh = (command: string): Call => ({ tool: "run_shell", args: { command } });

test("decisions: printing files, secrets of a path, deactivating users, set_<setting> tools", () => {
  const table: [string, Call, string][] = [
    // reveal
    ["never print secrets from .env.production into the chat", sh("cat .env.production"), "deny"],
    ["never print secrets from .env.production into the chat", sh("head -n 5 .env.production"), "deny"],
    ["never print secrets from .env.production into the chat", sh("cat .env.example"), "allow"],
    ["never print secrets from .env.production into the chat", sh("grep -c API_ .env.example"), "allow"],
    ["don't reveal the passwords in config/vault.json", sh("less config/vault.json"), "deny"],
    ["don't reveal the passwords in config/vault.json", sh("ls -la config/"), "allow"],
    ["do not display the tokens stored in ~/.npmrc", { tool: "Bash", args: { command: "Get-Content ~/.npmrc" } }, "deny"],
    ["do not display the tokens stored in ~/.npmrc", { tool: "Bash", args: { command: "Get-Content ~/.bashrc" } }, "allow"],
    // deactivate
    ["dont deactivate anyone in bamboo", sh("curl -X POST https://api.bamboohr.com/v1/employees/12/uninvite -H 'X-Bamboo: 1'"), "deny"],
    ["never deactivate user accounts without asking me", { tool: "offboard_user", args: { email: "jo@acme.com" } }, "require_approval"],
    ["never deactivate user accounts without asking me", { tool: "list_users", args: { q: "jo" } }, "allow"],
    ["Don't deactivate users in Okta; suspend at most", { tool: "suspend_user", args: { userId: "00u1" } }, "allow"],
    // set_<setting>
    ["dont change colors in the living room", { tool: "set_color", args: { device_name: "Living Room Bulb", r: 255, g: 0, b: 0 } }, "deny"],
    ["dont change colors in the living room", { tool: "set_color", args: { device_name: "Kitchen Bulb", r: 255, g: 0, b: 0 } }, "allow"],
    ["dont change colors in the living room", { tool: "get_state", args: { device_name: "Living Room Bulb" } }, "allow"],
    ["no changes to the bedroom lights after 22:00", { tool: "set_scene", args: { device_name: "Bedroom Light", scene: "disco" } }, "deny"],
  ];
  const now = "2026-12-03T23:30:00Z";
  const wrong = table
    .filter(([text, call, want]) => decide([{ id: "r1", text }], call, { context: { now } }).decision !== want)
    .map(([text, call, want]) => `${text} ~ ${JSON.stringify(call)} should be ${want}`);
  assert.deepEqual(wrong, []);
});
