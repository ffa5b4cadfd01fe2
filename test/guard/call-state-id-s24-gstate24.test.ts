// State setters that name what they set by a path-like address and give the value beside it
// (ioBroker setState {id, value}, MQTT publish {topic, payload}, openHAB sendCommand {item, command},
// OPC-UA write {node, value}, Home Connect {key, value}) read as {<address's last part>: <value>}
// (call-state-id.ts); the device-kind and longer-name carve-outs read an address by its segments.
import { test } from "node:test";
import assert from "node:assert/strict";
import { decide } from "./support.ts";
import { stateIdKey, type StateIdWords } from "../../src/guard/read-call/call-state-id.ts";

test("state setters: the address's last part is the key set, the value its value", () => {
  const table: [string, string, Record<string, unknown>, string, Record<string, unknown>?][] = [
    // rule, tool, args, decision, context
    ["never turn off the freezer plug", "setState", { id: "shelly.0.shellyplug-s-freezer.Relay0.Switch", value: false }, "deny"],
    ["never turn off the freezer plug", "setState", { id: "shelly.0.shellyplug-s-freezer.Relay0.Switch", value: true }, "allow"],
    ["never turn off the freezer plug", "setState", { id: "shelly.0.shellyplug-s-wine-fridge.Relay0.Switch", value: false }, "allow"],
    // 0 on an on/off register is off
    ["the boiler must stay on", "setState", { id: "modbus.1.coils.boiler_onoff", value: 0 }, "deny"],
    ["the boiler must stay on", "setState", { id: "modbus.1.coils.boiler_setpoint", value: 60 }, "allow"],
    // a numeric setting's last word is its kind
    // MQTT: the topic's last part before /set, a JSON payload's state field
    ["never turn off the freezer plug", "mqtt_publish", { topic: "zigbee2mqtt/freezer_plug/set", payload: '{"state":"OFF"}' }, "deny"],
    ["never turn off the freezer plug", "mqtt_publish", { topic: "zigbee2mqtt/freezer_plug/set", payload: '{"state":"ON"}' }, "allow"],
    ["never turn off the freezer plug", "mqtt_publish", { topic: "cmnd/freezer_plug/POWER", payload: "OFF" }, "deny"],
    // openHAB: an item of several words
    ["never turn off the freezer plug", "sendCommand", { item: "Freezer_Plug", command: "OFF" }, "deny"],
    ["never turn off the freezer plug", "sendCommand", { item: "Freezer_Plug", command: "ON" }, "allow"],
    ["heating not above 22 degrees", "setState", { id: "hm-rpc.1.OEQ0001.4.SET_POINT_TEMPERATURE", value: 25 }, "deny"],
    ["heating not above 22 degrees", "setState", { id: "hm-rpc.1.OEQ0001.4.SET_POINT_TEMPERATURE", value: 21 }, "allow"],
    // acts a switch's name says: reboot, open
    ["ask me before opening any window actuator", "setState", { id: "zigbee.0.window_actuator_attic.open", value: true }, "require_approval"],
    ["ask me before opening any window actuator", "setState", { id: "zigbee.0.window_actuator_attic.open", value: false }, "allow"],
    ["ask before rebooting the nas", "setState", { id: "synology.0.nas.system.reboot", value: true }, "require_approval"],
    // reads stay reads
    ["never turn off the freezer plug", "getState", { id: "shelly.0.shellyplug-s-freezer.Relay0.Switch" }, "allow"],
    // file paths and JSON pointers are no state addresses
    ["never delete the readme", "str_replace_editor", { path: "README.md", command: "create" }, "allow"],
  ];
  const wrong: string[] = [];
  for (const [rule, tool, args, want, context] of table) {
    const got = decide([{ id: "r1", text: rule }], { tool, args }, context ? { context } : {}).decision;
    if (got !== want) wrong.push(`${rule} | ${tool} ${JSON.stringify(args)}: ${got}, not ${want}`);
  }
  assert.deepEqual(wrong, []);
});

test("stateIdKey: the last segment that is not a command or an index", () => {
  const w = (xs: string[]) => new Set(xs);
  const words: StateIdWords = {
    state_id_keys: w(["id"]),
    state_topic_keys: w(["topic"]),
    state_item_keys: w(["item"]),
    state_value_keys: w(["value"]),
    state_id_command_segments: w(["set", "command"]),
    state_switch_words: w(["switch"]),
    state_id_file_ends: w(["md", "json"]),
  };
  const table: [string, "address" | "topic" | "item", string | undefined][] = [
    ["shelly.0.shellyplug-s-freezer.Relay0.Switch", "address", "Switch"],
    ["zigbee2mqtt/garage_door/set", "topic", "garage_door"],
    ["shellies/shelly1-garage/relay/0/command", "topic", "relay"],
    ["zigbee2mqtt/garage_door/set", "address", undefined], // a slash address only under a topic key
    ["ns=2;s=Pump1.Run", "address", "Run"],
    ["Kitchen_Light", "item", "Kitchen_Light"],
    ["Kitchen_Light", "address", undefined],
    ["kitchen", "item", undefined], // one word: no item name
    ["docs/README.md", "topic", undefined],
    ["config.json", "address", undefined],
    ["https://x.example/a.b", "topic", undefined],
    ["/environments/prod/on", "topic", undefined],
    ["user.123", "address", undefined], // an index is no setting
  ];
  for (const [id, kind, want] of table) assert.equal(stateIdKey(id, kind, words), want, id);
});
