// ARGUMENT KEYS THAT NAME A CALL'S ACT (rules/guard/call-keys.yaml), one list for every reader:
//   {method: "action_approve"} (RPC), {operation: "update"} / {action: "write"} (record writes),
//   {method: "PATCH"}, {httpMethod: "DELETE"} (HTTP tools). Keys compare normalised (normKey).
import { z } from "zod";
import { parseRuleFile, type RuleFiles } from "../../rules/rule-files.ts";
import { normKey } from "./call-meaning-rules.ts";

const Words = z.array(z.string().min(1).max(80)).max(100);
const CallKeysFile = z.object({ method_keys: Words.min(1) }).strict();

export interface CallKeys {
  /** normalised keys whose value names the call's act */
  methodKeys: ReadonlySet<string>;
}

export function parseCallKeys(files: RuleFiles): CallKeys {
  const f = parseRuleFile(files, "guard/call-keys.yaml", CallKeysFile);
  return { methodKeys: new Set(f.method_keys.map(normKey)) };
}

/** Whether an argument key (raw) names the call's act: method, operation, httpMethod … */
export function isMethodKey(key: string, keys: CallKeys): boolean {
  return keys.methodKeys.has(normKey(key));
}

