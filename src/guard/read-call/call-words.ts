// The call reader's vocabulary as data (rules/guard/call-words.yaml): which tools carry a command
// line, which argument keys hold free text, a command, an act or a recipient, which CLI words only
// read. One list per role (src/rules/role-words.ts); call-facts.ts reads them from GuardRules.
import type { RuleFiles } from "../../rules/rule-files.ts";
import { parseRoleWordFile } from "../../rules/role-words.ts";

const FILE = "guard/call-words.yaml";
const ROLES = [
  "make_verbs",
  "content_keys",
  "command_keys",
  "argv_program_keys",
  "argv_list_keys",
  "terminal_words",
  "carrier_verbs",
  "shell_tool_words",
  "transport_tool_words",
  "cli_tool_programs",
  "dry_run_flags",
  "enum_keys",
  "state_name_keys",
  "element_keys",
  "typing_tool_words",
  "read_programs",
  "message_tool_words",
  "recipient_keys",
  "action_parents",
  "switch_verbs",
  "phrasal_verbs",
  "look_tool_words",
  "act_tool_words",
  "sql_keys",
  "listing_verbs",
  "task_runners",
  "named_option_flags",
  "destination_prepositions",
  "setting_name_keys",
  "setting_value_keys",
  "state_id_keys",
  "state_topic_keys",
  "state_item_keys",
  "state_value_keys",
  "state_id_command_segments",
  "state_switch_words",
  "state_id_file_ends",
  "device_kinds",
  "automation_kinds",
  "size_keys",
  "start_key_starts",
  "start_key_ends",
  "end_key_starts",
  "end_key_ends",
  "bare_amount_keys",
  "invoice_words",
  "cli_short_verbs",
  "cli_not_products",
  "cli_verb_spellings",
] as const;
type Role = (typeof ROLES)[number];
/** One set per role; cli_tool_programs keeps the file's order (the first program a tool name carries wins). */
export type CallWords = Record<Role, ReadonlySet<string>>;

export function parseCallWords(files: RuleFiles): CallWords {
  return parseRoleWordFile(files, FILE, ROLES, { wordLength: 40, words: 100 });
}
