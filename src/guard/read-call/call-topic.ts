// What a message published to a topic DOES, when the topic path names the act: brokers that take
// commands on topics (Zigbee2MQTT's bridge/request/device/remove, Tasmota's cmnd/<dev>/Restart,
// Home Assistant's …/set) are driven by the topic's last segments, as a REST API by its URL path.
//   mosquitto_pub -t 'zigbee2mqtt/bridge/request/device/remove' -m …   → device, remove
//   mqttx pub -t 'cmnd/pump/Restart' -m 1                               → pump, restart
//   mqtt_publish {topic: "site/gate/open", payload: "1"}                → gate, open
// The words are candidates: the caller keeps those its action lexicon knows as acts. Bounded:
// the last two segments, four words each.
import type { CommandSegment } from "./command-line.ts";
import type { Leaf } from "./walk-args.ts";
import { normKey } from "./call-meaning-rules.ts";

const TOPIC_FLAGS = new Set(["-t", "--topic"]);
const TOPIC_KEYS = new Set(["topic", "topicname", "mqtttopic"]);
// a program or tool word that says the call publishes to a broker
const PUBLISHER = /(?:mqtt|mosquitto|emqx|hivemq)/;
const PUBLISH_WORDS = new Set(["pub", "publish", "mqtt", "mosquitto", "emqx", "hivemq"]);
const MAX_TOPIC = 300;

/** The words of a topic's last two segments: "zigbee2mqtt/bridge/request/device/remove" → device, remove. */
export function topicWords(topic: string): string[] {
  if (topic.length > MAX_TOPIC || !topic.includes("/")) return [];
  const out: string[] = [];
  for (const seg of topic.split("/").filter(Boolean).slice(-2)) {
    for (const w of seg.split(/[-_.]|(?<=[a-z])(?=[A-Z])/).slice(0, 4)) if (w.length >= 2 && w.length <= 30 && /^[a-z]+$/i.test(w)) out.push(w.toLowerCase());
  }
  return out;
}

/** Topic words of a publishing command line: mosquitto_pub -t …, mqttx pub --topic …, mqtt publish -t … */
export function commandTopicActions(seg: CommandSegment): { words: string[]; where: string } | undefined {
  const publishes = PUBLISHER.test(seg.program) && (seg.program.endsWith("pub") || seg.subcommands.some((s) => s === "pub" || s === "publish"));
  if (!publishes) return undefined;
  const fv = seg.flagValues.find((f) => TOPIC_FLAGS.has(f.flag));
  const words = fv ? topicWords(fv.value) : [];
  return words.length ? { words, where: `args.command ${fv!.flag} "${fv!.value.slice(0, 80)}"` } : undefined;
}

/** Topic words of a structured publish call: mqtt_publish {topic: "home/siren/on", payload: …}. */
export function argTopicActions(leaves: readonly Leaf[], toolWords: readonly string[]): { words: string[]; where: string } | undefined {
  if (!toolWords.some((w) => PUBLISH_WORDS.has(w))) return undefined;
  for (const l of leaves) {
    if (typeof l.value !== "string" || l.path.includes(".") || !TOPIC_KEYS.has(normKey(l.key))) continue;
    const words = topicWords(l.value);
    if (words.length) return { words, where: `args.${l.path} "${l.value.slice(0, 80)}"` };
  }
  return undefined;
}
