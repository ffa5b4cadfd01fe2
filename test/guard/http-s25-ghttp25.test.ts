// Generic HTTP client tools ({method, url, headers, body} with body a JSON string): the resource the
// URL path names and a device command in the query are read as they are on a curl line
// (call-meaning.ts → resourceActs), numeric enum states (HomeKit LockTargetState / TargetDoorState),
// an act last in an identifier (ticket_merge), and open/close as opposite acts.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";

const HTTP = "http_client";
test("generic HTTP tools: path resource, query command, numeric states", () => {
  const table: [string, string, Record<string, unknown>, string][] = [
    // a query command line, whatever the method: ?cmd=set%20x%20on switches x on
    ["ask me before switching the boiler on", HTTP, { method: "GET", url: "http://hub.lan:8083/api?cmd=set%20boiler%20on" }, "require_approval"],
    ["ask me before switching the boiler on", HTTP, { method: "GET", url: "http://hub.lan:8083/api?cmd=set%20boiler%20off" }, "allow"],
    ["ask me before switching the boiler on", HTTP, { method: "GET", url: "http://hub.lan:8083/api?cmd=list%20boiler" }, "allow"],
    ["never turn off the aquarium pump", "web_request", { method: "GET", url: "http://aquarium-pump.lan/cm?cmnd=Power%20OFF" }, "deny"],
    // DELETE on a subscription or a booking cancels it
    ["dont cancel any subscriptions", HTTP, { method: "DELETE", url: "https://billing.example.com/v2/subscriptions/sub_889", headers: "{\"Authorization\": \"Bearer x\"}" }, "deny"],
    ["dont cancel any subscriptions", HTTP, { method: "GET", url: "https://billing.example.com/v2/subscriptions/sub_889" }, "allow"],
    ["never cancel bookings without asking", HTTP, { method: "DELETE", url: "https://api.example-rooms.io/v1/bookings/bk-77" }, "require_approval"],
    // numeric door and lock states (HomeKit: 0 open / unsecured, 1 closed / secured)
    ["never unlock the back door", HTTP, { method: "PUT", url: "http://bridge.lan/api/accessories/back-door-lock", body: "{\"characteristicType\": \"LockTargetState\", \"value\": 0}" }, "deny"],
    ["never unlock the back door", HTTP, { method: "PUT", url: "http://bridge.lan/api/accessories/back-door-lock", body: "{\"characteristicType\": \"LockTargetState\", \"value\": 1}" }, "allow"],
    ["ask before opening the gate", HTTP, { method: "PUT", url: "http://bridge.lan/api/accessories/gate-01", body: "{\"characteristicType\": \"TargetDoorState\", \"value\": 0}" }, "require_approval"],
    ["ask before opening the gate", HTTP, { method: "PUT", url: "http://bridge.lan/api/accessories/gate-01", body: "{\"characteristicType\": \"TargetDoorState\", \"value\": 1}" }, "allow"],
    // an act last in the path's identifier: the thing before it is the target
  ];
  for (const [rule, tool, args, want] of table)
    assert.equal(decide([{ id: "r1", text: rule }], { tool, args }).decision, want, `${rule} | ${tool} ${JSON.stringify(args)}`);
});
