// Table-driven tests of the s22 device-setting readers: a name/value pair of sibling arguments
// ({capabilityId: onoff, value: false}, {attribute: …, value: …}, {capability: lock, command:
// unlock}) is read as the key it names (call-named-setting.ts), and the capability vocabulary in
// rules/guard/arg-meanings.yaml reads it as an act (off, unlock, open, an alarm change); a device
// name carrying another kind after the rule's name is another device (fb-device-kind.ts); a range
// kept "in the <place>" is about that place's device (rule-value-pin.ts placeBefore).
// Own wording and tools; whole scenarios in scenarios/s22-gset20.jsonl.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";
import { namedSettingLeaves } from "../../src/guard/read-call/call-named-setting.ts";
import { walkArgs } from "../../src/guard/read-call/walk-args.ts";

type Row = [string, string, Record<string, unknown>, Record<string, unknown>, string];
const run = (table: Row[]) => {
  for (const [text, tool, args, flags, want] of table)
    assert.equal(decide([{ id: "r1", text }], { tool, args }, { context: { flags } }).decision, want, `${text} ~ ${tool} ${JSON.stringify(args)} ${JSON.stringify(flags)}`);
};

test("namedSettingLeaves: a pair of siblings reads as the key it names", () => {
  const words = { setting_name_keys: new Set(["capabilityid", "attribute", "capability", "code"]), setting_value_keys: new Set(["value", "command", "arguments"]) };
  const read = (args: unknown) => namedSettingLeaves(walkArgs(args).leaves, words).map((l) => [l.key, l.value]);
  assert.deepEqual(read({ deviceId: "k2", capabilityId: "onoff", value: false }), [["onoff", false]]);
  assert.deepEqual(read({ attribute: "heating_setpoint", value: 24.5 }), [["heating_setpoint", 24.5]]);
  assert.deepEqual(read({ capability: "switchLevel", command: "setLevel", arguments: [35] }), [["switchLevel", "setLevel"], ["switchLevel", 35]]);
  assert.deepEqual(read({ commands: [{ code: "switch_2", value: true }, { code: "countdown_2", value: 60 }] }), [["switch_2", true], ["countdown_2", 60]]);
  // no name, a name of free text, or no value beside it: nothing
  assert.deepEqual(read({ deviceId: "k2", value: false }), []);
  assert.deepEqual(read({ attribute: "the heating setpoint", value: 3 }), []);
  assert.deepEqual(read({ capabilityId: "onoff" }), []);
  // a name and a value in different objects are no pair
  assert.deepEqual(read({ a: { capabilityId: "onoff" }, b: { value: false } }), []);
});

test("a power capability set false turns the device off; true turns it on", () => {
  run([
    ["never switch off the aquarium pump (Tetra)", "set_capability", { deviceId: "p7", capabilityId: "onoff", value: false }, { device_name: "Tetra" }, "deny"],
    ["ask me before turning off the server plug (RackPower)", "device_set_attribute", { device: "rp1", attribute: "switch", value: false }, { name: "RackPower" }, "require_approval"],
    ["never switch off the aquarium pump (Tetra)", "tuya_send_commands", { device_id: "bf31", commands: [{ code: "switch_1", value: false }] }, { device_name: "Tetra" }, "deny"],
    // switching it ON is fine under an off ban
    ["never switch off the aquarium pump (Tetra)", "set_capability", { deviceId: "p7", capabilityId: "onoff", value: true }, { device_name: "Tetra" }, "allow"],
    // another device
    ["never switch off the aquarium pump (Tetra)", "set_capability", { deviceId: "q1", capabilityId: "onoff", value: false }, { device_name: "Desk lamp" }, "allow"],
    // a read of the capability
    ["never switch off the aquarium pump (Tetra)", "get_capability", { deviceId: "p7", capabilityId: "onoff" }, { device_name: "Tetra" }, "allow"],
  ]);
});

test("a lock capability released unlocks; locking is fine", () => {
  run([
    ["do not unlock the shed", "set_capability", { deviceId: "s3", capabilityId: "locked", value: false }, { device_name: "Shed" }, "deny"],
    ["do not unlock the shed", "execute_device_command", { deviceId: "s3", capability: "lock", command: "unlock" }, { device_name: "Shed" }, "deny"],
    ["do not unlock the shed", "set_capability", { deviceId: "s3", capabilityId: "locked", value: true }, { device_name: "Shed" }, "allow"],
    ["do not unlock the shed", "execute_device_command", { deviceId: "s3", capability: "lock", command: "lock" }, { device_name: "Shed" }, "allow"],
  ]);
});

test("a closed capability set false opens the garage door", () => {
  run([
    ["no opening the garage door from here", "set_capability", { deviceId: "gd", capabilityId: "garagedoor_closed", value: false }, {}, "deny"],
    ["never open the garage door", "set_capability", { deviceId: "gd", capabilityId: "garagedoor_closed", value: true }, {}, "allow"],
    ["never open the garage door", "execute_device_command", { deviceId: "gd", capability: "doorControl", command: "open" }, { device_name: "garage door" }, "deny"],
    ["never open the garage door", "execute_device_command", { deviceId: "gd", capability: "doorControl", command: "close" }, { device_name: "garage door" }, "allow"],
  ]);
});

test("an alarm state capability set to anything changes the alarm", () => {
  run([
    ["check with me before any change to the alarm system", "set_capability", { deviceId: "a9", capabilityId: "homealarm_state", value: "partially_armed" }, {}, "require_approval"],
    ["check with me before any change to the alarm system", "set_attribute", { attribute: "security_system_state", value: "disarmed" }, {}, "require_approval"],
    ["never disarm the alarm", "set_attribute", { attribute: "security_system_state", value: "disarmed" }, {}, "deny"],
    // arming under a disarm ban, and a lamp change under the alarm rule
    ["never disarm the alarm", "set_attribute", { attribute: "security_system_state", value: "armed_away" }, {}, "allow"],
    ["check with me before any change to the alarm system", "set_capability", { deviceId: "l1", capabilityId: "dim", value: 0.4 }, { device_name: "Porch light" }, "allow"],
  ]);
});

test("a temperature setpoint pair is compared with a stated maximum", () => {
  run([
    ["radiators max 22 degrees", "set_capability", { deviceId: "r4", capabilityId: "target_temperature", value: 25 }, { device_name: "Radiator study" }, "deny"],
    ["radiators max 22 degrees", "set_capability", { deviceId: "r4", capabilityId: "target_temperature", value: 22 }, { device_name: "Radiator study" }, "allow"],
  ]);
});

test("a device name with another kind after the rule's name is another device", () => {
  run([
    ["never switch off the fridge socket (Koelkast)", "set_capability", { deviceId: "k1", capabilityId: "onoff", value: false }, { device_name: "Koelkast" }, "deny"],
    ["never switch off the fridge socket (Koelkast)", "set_capability", { deviceId: "k2", capabilityId: "onoff", value: false }, { device_name: "Koelkast light" }, "allow"],
    // the rule's own kind after the name: the same device
    ["never switch off the fridge socket (Koelkast)", "set_capability", { deviceId: "k1", capabilityId: "onoff", value: false }, { device_name: "Koelkast socket" }, "deny"],
  ]);
});

test("a range kept in a named place is about that place's device", () => {
  run([
    ["the temperature in the nursery stays between 19 and 21", "set_capability", { deviceId: "t9", capabilityId: "target_temperature", value: 24 }, { device_name: "Nursery thermostat" }, "deny"],
    ["the temperature in the nursery stays between 19 and 21", "set_capability", { deviceId: "t3", capabilityId: "target_temperature", value: 24 }, { device_name: "Office thermostat" }, "allow"],
    ["the temperature in the nursery stays between 19 and 21", "set_capability", { deviceId: "t9", capabilityId: "target_temperature", value: 20 }, { device_name: "Nursery thermostat" }, "allow"],
  ]);
});
