// Configuration from the environment, parsed once with zod. A bad value stops start-up with one
// line that names the variable.
import { fileURLToPath } from "node:url";
import { z } from "zod";

// src/ when run with tsx, dist/ when compiled: both sit one level under the repository root.
const repoRoot = fileURLToPath(new URL("..", import.meta.url));

const byteSize = z
  .string()
  .regex(/^\d+(?:\.\d+)?\s*(?:b|kb|mb|gb)?$/i, "expected a size such as 1mb, 512kb or 1048576")
  .transform((s) => {
    const m = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(s)!;
    const unit = (m[2] ?? "b").toLowerCase();
    const mult = unit === "gb" ? 1024 ** 3 : unit === "mb" ? 1024 ** 2 : unit === "kb" ? 1024 : 1;
    return Math.floor(Number(m[1]) * mult);
  })
  .pipe(z.number().int().min(1024).max(64 * 1024 * 1024));

const positiveInt = (dflt: number, max: number) =>
  z.coerce.number().int().min(1).max(max).default(dflt);

export const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default("0.0.0.0"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BODY_LIMIT: byteSize.default(1024 * 1024),
  RULES_DIR: z.string().min(1).default(`${repoRoot}rules`),
  MODELS_DIR: z.string().min(1).default(`${repoRoot}models`),
  AUTH_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  MAX_LEDGER_ENTRIES: positiveInt(1_000, 100_000),
  MAX_HISTORY: positiveInt(1_000, 100_000),
  COMPILE_CACHE_SIZE: positiveInt(10_000, 1_000_000),
  METRICS_LABEL_LIMIT: positiveInt(200, 100_000).describe("Distinct tool/agent label values before 'other'."),
  SHUTDOWN_TIMEOUT_MS: positiveInt(8_000, 120_000).describe("Hard stop after SIGTERM; the default keeps exit under 10 s."),
});
export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

/** Parses the environment; empty strings count as unset. Throws ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const known = Object.keys(ConfigSchema.shape);
  const input = Object.fromEntries(known.filter((k) => env[k] !== undefined && env[k] !== "").map((k) => [k, env[k]]));
  const parsed = ConfigSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    throw new ConfigError(`invalid configuration: ${name}=${JSON.stringify(env[name] ?? "")}: ${issue.message}`);
  }
  return parsed.data;
}
