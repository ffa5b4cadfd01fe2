// Builds realistic log pastes for the big-input tests and the hostile benchmark: syslog, journald,
// logfmt, JSON lines, Java/Python/Node/Go stack traces, HDFS/Zookeeper/Spark/Android/Apache-style
// lines (loghub formats), kubectl tables and shell sessions. Every message line carries the words a
// naive classifier pins ("do not", "never", "must"), so a pin taken from a log line shows.
// Deterministic: the same seed gives the same paste.

export { seededRandom as seeded } from "../../src/classify/seeded-random.ts";
import { seededRandom as seeded } from "../../src/classify/seeded-random.ts";

// Rule-sounding messages as programs really log them.
const MESSAGES = [
  "do not retry: upstream returned 409 Conflict",
  "must not be null: field 'customerId'",
  "never received heartbeat from peer 10.0.3.17, marking suspect",
  "client must reauthenticate, token expired",
  "Do not restart the primary while replication is mid-resync (lag=4312s)",
  "you must specify a region; falling back to us-east-1",
  "NEVER use this key in production: sk_test_4eC39HqLyjWDarjtT1zdp7dc",
  "always flushing WAL before checkpoint, do not interrupt",
  "limit exceeded: at most 100 requests per minute for tenant acme",
  "policy: only admins may delete buckets; request denied for user bob",
  "deploy must wait for the change freeze to end (ends 2024-05-06T09:00Z)",
  "refusing to force-push to protected branch main; never allowed",
  "disk usage above 90%, do not schedule new jobs on this node",
  "Make sure the migration lock is released before retrying",
  "max retries (3) reached; giving up, will not retry again",
  "you should never see this message; please file a bug",
];
const HOSTS = ["web01", "db-primary-1", "ip-10-0-1-12", "worker-7", "kafka-2", "edge-lb"];
const PROCS = ["sshd", "kernel", "systemd", "postgres", "nginx", "dockerd", "kubelet", "cron"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const LEVELS = ["INFO", "WARN", "ERROR", "DEBUG", "FATAL"];

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

export interface LogFormat {
  name: string;
  lines(rnd: () => number): string[];
}

export const LOG_FORMATS: LogFormat[] = [
  { name: "syslog", lines: (r) => [`${pick(r, MONTHS)} ${r() < 0.5 ? " " : ""}${1 + int(r, 28)} ${clock(r)} ${pick(r, HOSTS)} ${pick(r, PROCS)}[${int(r, 99_999)}]: ${pick(r, MESSAGES)}`] },
  { name: "iso-level", lines: (r) => [`${iso(r)} ${pick(r, LEVELS)} [${pick(r, ["main", "worker-3", "http-nio-8080-exec-7"])}] c.a.Service - ${pick(r, MESSAGES)}`] },
  { name: "bracket-level", lines: (r) => [`[${pick(r, LEVELS)}] ${pick(r, MESSAGES)}`] },
  { name: "logfmt", lines: (r) => [`time=${iso(r)} level=${pick(r, LEVELS).toLowerCase()} msg="${pick(r, MESSAGES)}" req_id=${hex(r, 8)} dur=${int(r, 900)}ms`] },
  { name: "json-line", lines: (r) => [JSON.stringify({ ts: iso(r), level: pick(r, LEVELS).toLowerCase(), msg: pick(r, MESSAGES), host: pick(r, HOSTS) })] },
  {
    name: "json-pretty",
    lines: (r) => ["{", `  "level": "${pick(r, LEVELS).toLowerCase()}",`, `  "message": "${pick(r, MESSAGES)}",`, `  "attempt": ${int(r, 5)}`, "}"],
  },
  {
    name: "java-trace",
    lines: (r) => [
      `java.lang.IllegalStateException: ${pick(r, MESSAGES)}`,
      `\tat com.acme.billing.InvoiceService.charge(InvoiceService.java:${int(r, 900)})`,
      `\tat com.acme.billing.InvoiceController.post(InvoiceController.java:${int(r, 200)})`,
      `Caused by: java.sql.SQLException: ${pick(r, MESSAGES)}`,
      `\t... ${int(r, 40)} more`,
    ],
  },
  {
    name: "python-trace",
    lines: (r) => [
      "Traceback (most recent call last):",
      `  File "/srv/app/jobs/sync.py", line ${int(r, 500)}, in run`,
      "    client.push(batch)",
      `ValueError: ${pick(r, MESSAGES)}`,
    ],
  },
  {
    name: "node-trace",
    lines: (r) => [`Error: ${pick(r, MESSAGES)}`, `    at Queue.process (/app/dist/queue.js:${int(r, 300)}:${int(r, 40)})`, "    at async Promise.all (index 0)"],
  },
  { name: "go-panic", lines: (r) => [`panic: ${pick(r, MESSAGES)}`, "", "goroutine 1 [running]:", "main.main()", `\t/src/cmd/server/main.go:${int(r, 99)} +0x1d`] },
  { name: "hdfs", lines: (r) => [`0811${pad(1 + int(r, 28))} ${pad(int(r, 24))}${pad(int(r, 60))}${pad(int(r, 60))} ${int(r, 999)} ${pick(r, LEVELS)} dfs.DataNode$PacketResponder: ${pick(r, MESSAGES)}`] },
  { name: "zookeeper", lines: (r) => [`${isoComma(r)} - ${pick(r, LEVELS)}  [QuorumPeer[myid=1]/0:0:0:0:0:0:0:0:2181:Follower@${int(r, 200)}] - ${pick(r, MESSAGES)}`] },
  { name: "spark", lines: (r) => [`17/06/${pad(1 + int(r, 28))} ${clock(r)} ${pick(r, LEVELS)} executor.Executor: ${pick(r, MESSAGES)}`] },
  { name: "android", lines: (r) => [`03-17 ${clock(r)}.${int(r, 999)}  ${int(r, 9999)}  ${int(r, 9999)} ${pick(r, ["D", "I", "W", "E"])} WindowManager: ${pick(r, MESSAGES)}`] },
  { name: "apache-error", lines: (r) => [`[Sun Dec 04 ${clock(r)} 2005] [${pick(r, ["error", "notice", "warn"])}] [client 10.0.0.${int(r, 255)}] ${pick(r, MESSAGES)}`] },
  { name: "access-log", lines: (r) => [`10.1.${int(r, 255)}.${int(r, 255)} - - [10/Oct/2023:13:55:36 +0000] "POST /api/never-delete HTTP/1.1" 403 ${int(r, 9999)} "-" "curl/8.4.0"`] },
  { name: "bgl", lines: (r) => [`- ${1_117_838_570 + int(r, 1e6)} 2005.06.03 R02-M1-N0-C:J12-U11 2005-06-03-15.42.50.675872 R02-M1-N0-C:J12-U11 RAS KERNEL INFO ${pick(r, MESSAGES)}`] },
  {
    name: "kubectl",
    lines: (r) => ["NAME                         READY   STATUS             RESTARTS   AGE", `api-7d9f${hex(r, 4)}-x2x9q   0/1     CrashLoopBackOff   ${int(r, 40)}         ${int(r, 9)}h`, `Warning  BackOff  ${int(r, 60)}s  kubelet  ${pick(r, MESSAGES)}`],
  },
  { name: "shell", lines: (r) => [`$ kubectl rollout restart deploy/api -n prod`, `error: ${pick(r, MESSAGES)}`] },
  { name: "journald", lines: (r) => [`${pick(r, MONTHS)} ${pad(1 + int(r, 28))} ${clock(r)} ${pick(r, HOSTS)} systemd[1]: ${pick(r, MESSAGES)}`] },
  { name: "pipe-columns", lines: (r) => [`${iso(r)} | ${pick(r, LEVELS)} | worker-${int(r, 9)} | ${pick(r, MESSAGES)}`] },
];

function int(r: () => number, n: number) {
  return Math.floor(r() * n);
}
function pick<T>(r: () => number, xs: readonly T[]): T {
  return xs[int(r, xs.length)]!;
}
function hex(r: () => number, n: number) {
  let s = "";
  for (let i = 0; i < n; i++) s += "0123456789abcdef"[int(r, 16)];
  return s;
}
function clock(r: () => number) {
  return `${pad(int(r, 24))}:${pad(int(r, 60))}:${pad(int(r, 60))}`;
}
function iso(r: () => number) {
  return `2024-0${1 + int(r, 9)}-${pad(1 + int(r, 28))}T${clock(r)}.${pad(int(r, 999), 3)}Z`;
}
function isoComma(r: () => number) {
  return `2015-07-${pad(1 + int(r, 28))} ${clock(r)},${pad(int(r, 999), 3)}`;
}

export interface LogPaste {
  text: string;
  /** [start, end) of every log line (UTF-16 offsets), for "no pin overlaps a log line". */
  logLines: [number, number][];
  /** [start, end) of the prose paragraphs mixed in, if any. */
  prose: [number, number][];
}

/**
 * A paste of about `budget` units (characters by default; pass `cost` to count e.g. JSON bytes)
 * from the given formats (default: all), with `prose` paragraphs placed evenly between log
 * blocks, each set off by blank lines as people paste them.
 */
export function buildLogPaste(
  budget: number,
  opts: { seed?: number; formats?: LogFormat[]; prose?: string[]; cost?: (piece: string) => number } = {},
): LogPaste {
  const rnd = seeded(opts.seed ?? 42);
  const formats = opts.formats ?? LOG_FORMATS;
  const prose = opts.prose ?? [];
  const cost = opts.cost ?? ((s: string) => s.length);
  const parts: string[] = [];
  const logLines: [number, number][] = [];
  const proseRanges: [number, number][] = [];
  let len = 0;
  let spent = 0;
  const push = (s: string, isLog: boolean) => {
    if (isLog && s.trim()) logLines.push([len, len + s.length]);
    parts.push(s);
    len += s.length;
    spent += cost(s);
  };
  const proseCost = (from: number) => prose.slice(from).reduce((n, p) => n + cost(`\n${p}\n\n`), 0);
  const proseEvery = prose.length ? (budget - proseCost(0)) / (prose.length + 1) : Infinity;
  let nextProse = 0;
  const pushProse = () => {
    push("\n", false);
    proseRanges.push([len, len + prose[nextProse]!.length]);
    push(prose[nextProse]! + "\n\n", false);
    nextProse++;
  };
  for (;;) {
    if (nextProse < prose.length && spent >= proseEvery * (nextProse + 1)) {
      pushProse();
      continue;
    }
    const block = pick(rnd, formats).lines(rnd);
    const blockCost = block.reduce((n, l) => n + cost(l + "\n"), 0);
    if (spent + blockCost + proseCost(nextProse) > budget) break;
    for (const l of block) {
      push(l, true);
      push("\n", false);
    }
  }
  while (nextProse < prose.length) pushProse();
  return { text: parts.join(""), logLines, prose: proseRanges };
}
