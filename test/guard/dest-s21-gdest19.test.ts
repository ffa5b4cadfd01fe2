// Table-driven tests of destination-only rules (rule-destination.ts): "X go to PLACE only" / "and
// nowhere else" compiles to a write outside the place (a path) or a send to a recipient outside
// the domain (recipients only, never the API host). Own wording and tools; whole scenarios in
// scenarios/s21-gdest19.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Row = [string, string, Record<string, unknown>, string];
const run = (table: Row[]) => {
  for (const [text, tool, args, want] of table) assert.equal(decide([{ id: "r1", text }], { tool, args }).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)}`);
};

test("a folder destination: a write elsewhere breaks it, the folder itself is fine", () => {
  const rule = "exported reports are saved under /srv/exports/ only";
  run([
    [rule, "write_file", { path: "/home/kai/report-q3.csv", content: "a,b" }, "deny"],
    [rule, "write_file", { path: "/srv/exports/report-q3.csv", content: "a,b" }, "allow"],
    // a read is no placing
    [rule, "read_file", { path: "/home/kai/notes.txt" }, "allow"],
  ]);
  const home = "recordings land in ~/media/rec/ and nowhere else";
  run([
    [home, "shell_exec", { command: "mv /tmp/take3.mkv ~/Videos/take3.mkv" }, "deny"],
    [home, "shell_exec", { command: "cat ~/Videos/readme.txt" }, "allow"],
    // moving into the place from anywhere places it there
    [home, "shell_exec", { command: "mv /tmp/take3.mkv ~/media/rec/take3.mkv" }, "allow"],
  ]);
});

test("a thing named by the tool goes to its folder, whatever the tool's verb", () => {
  const rule = "snapshots go to /var/snaps only";
  run([
    ["snapshots go to /var/snaps only", "snapshot", { target: "vm-7", out_file: "/tmp/vm-7.img" }, "deny"],
    [rule, "snapshot", { target: "vm-7", out_file: "/var/snaps/vm-7.img" }, "allow"],
  ]);
});

test("an email-domain destination checks recipients, not the API's host", () => {
  const rule = "proof mails only go to @corp-test.example addresses";
  run([
    [rule, "send_proof", { to: ["lee@gmail.com"], subject: "proof" }, "deny"],
    [rule, "send_proof", { to: ["lee@corp-test.example"], subject: "proof" }, "allow"],
    [rule, "http_post", { url: "https://api.mailer.example.net/v1/proofs/send", json: { proof: true, recipients: ["qa@corp-test.example"] } }, "allow"],
    [rule, "http_post", { url: "https://api.mailer.example.net/v1/proofs/send", json: { proof: true, recipients: ["qa@outside.org"] } }, "deny"],
  ]);
});

test("a ban or an approval reads another way: no destination clause", () => {
  run([
    // "never … go to" is a ban on the place, not an exclusive destination
    ["never let backups go to /mnt/usb only", "write_file", { path: "/home/kai/a.txt", content: "x" }, "allow"],
    // no exclusive word: a description, not a rule about elsewhere
    ["logs go to /var/log/app", "write_file", { path: "/tmp/x.log", content: "x" }, "allow"],
  ]);
});
