// curl requests whose act or target sits in parts the reader did not use (h-gcurl24):
//   -F/--form parts and --data-urlencode pairs are body fields; -F key=@path sends (uploads) the
//     file at path; -T/--upload-file is a PUT that uploads; no -X with a form means POST;
//   argv lists ({command: "curl", parameters: [...]}) keep a URL's ?a=1&b=2 one word (no "&");
//   method-style endpoints name their act even on a GET (…/private/sell?…, …/withdraw?…);
//   a device command in the query (switchcmd=Off, cmnd=Power%20OFF) changes state; status reads.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

type Call = { tool: string; args: Record<string, unknown> };
const sh = (command: string): Call => ({ tool: "run_shell", args: { command } });
const argv = (parameters: string[]): Call => ({ tool: "shell_cmd", args: { command: "curl", parameters } });

test("decisions: curl forms, uploads, argv URLs, method-style GETs, query commands", () => {
  const table: [string, Call, string][] = [
    ["never upload anything to store-us.lan", sh("curl -s -F upload=@/srv/payroll/2026-10.xlsx http://store-us.lan/api/files/"), "deny"],
    ["never upload anything to store-us.lan", sh("curl -s http://store-us.lan/api/files/"), "allow"],
    ["never upload anything to mirror.pub.example", sh("curl -T build/app.zip https://mirror.pub.example/drop/"), "deny"],
    ["never upload anything to mirror.pub.example", sh("curl -O https://mirror.pub.example/drop/app.zip"), "allow"],
    ["withdrawals only to wallet bc1qsafe0001; anything else is a no", argv(["-s", "https://ex.example/api/v2/private/withdraw?currency=BTC&address=bc1qother9999&amount=1"]), "deny"],
    ["withdrawals only to wallet bc1qsafe0001; anything else is a no", argv(["-s", "https://ex.example/api/v2/private/withdraw?currency=BTC&address=bc1qsafe0001&amount=1"]), "allow"],
    ["never sell anything on ex.example", argv(["-s", "https://ex.example/api/v2/private/sell?instrument=ETH-PERP&amount=5"]), "deny"],
    ["never sell anything on ex.example", argv(["-s", "https://ex.example/api/v2/public/ticker?instrument=ETH-PERP"]), "allow"],
    ["domoticz: leave the garage heater (idx 41) alone", argv(["-s", "http://domo.lan:8080/json.htm?type=command&param=switchlight&idx=41&switchcmd=On"]), "deny"],
    ["domoticz: leave the garage heater (idx 41) alone", argv(["-s", "http://domo.lan:8080/json.htm?type=devices&rid=41"]), "allow"],
  ];
  const wrong = table.filter(([text, call, want]) => decide([{ id: "r1", text }], call).decision !== want).map(([text, call, want]) => `${text} ~ ${JSON.stringify(call)} should be ${want}`);
  assert.deepEqual(wrong, []);
});
