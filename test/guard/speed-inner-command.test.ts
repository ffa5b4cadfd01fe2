// The inner command a runner starts (python -m, uv run, pnpm dlx, bun x, docker exec, find -exec, ssh,
// sudo) is read as a segment of its own. innerCommand joins the rest of the line with a top-level
// function (a closure per segment was also named per call under tsx): the segments must stay
// exactly what they were before that change (expected values recorded from the earlier code).
import { test } from "node:test";
import assert from "node:assert/strict";
import { parseCommandLine } from "../../src/guard/read-call/command-line.ts";

type Seg = { program: string; sub: string[]; flags: string[]; operands: string[] };
const CASES: [string, Seg[]][] = [
  [
    "python -m pip install requests",
    [
      { program: "python", sub: ["install", "requests"], flags: ["-m"], operands: ["install", "requests"] },
      { program: "pip", sub: ["install", "requests"], flags: [], operands: ["install", "requests"] },
    ],
  ],
  [
    "python3 -u -m http.server 8000",
    [
      { program: "python3", sub: [], flags: ["-u", "-m"], operands: ["8000"] },
      { program: "http.server", sub: [], flags: [], operands: ["8000"] },
    ],
  ],
  [
    "uv run --with ruff ruff check --fix .",
    [
      { program: "uv", sub: ["run"], flags: ["--with", "--fix"], operands: ["run", "ruff", "ruff", "check", "."] },
      { program: "ruff", sub: ["check"], flags: ["--fix"], operands: ["check", "."] },
    ],
  ],
  [
    "pnpm dlx prisma migrate reset --force",
    [
      { program: "pnpm", sub: ["dlx", "prisma", "migrate", "reset"], flags: ["--force"], operands: ["dlx", "prisma", "migrate", "reset"] },
      { program: "prisma", sub: ["migrate", "reset"], flags: ["--force"], operands: ["migrate", "reset"] },
    ],
  ],
  [
    "yarn dlx create-app 'my app'",
    [
      { program: "yarn", sub: ["dlx", "create-app"], flags: [], operands: ["dlx", "create-app", "my app"] },
      { program: "create-app", sub: [], flags: [], operands: ["my app"] },
    ],
  ],
  [
    "npx -y prisma db push --accept-data-loss",
    [
      { program: "prisma", sub: ["db", "push"], flags: ["--accept-data-loss"], operands: ["db", "push"] },
    ],
  ],
  [
    "bun x drizzle-kit drop",
    [
      { program: "bun", sub: ["x", "drizzle-kit", "drop"], flags: [], operands: ["x", "drizzle-kit", "drop"] },
      { program: "drizzle-kit", sub: ["drop"], flags: [], operands: ["drop"] },
    ],
  ],
  [
    "docker exec -it db psql -c 'DROP TABLE users'",
    [
      { program: "docker", sub: ["exec"], flags: ["-it", "-c"], operands: ["exec", "db", "psql", "DROP TABLE users"] },
      { program: "psql", sub: [], flags: ["-c"], operands: [] },
    ],
  ],
  [
    "docker compose exec -T api rm -rf /data",
    [
      { program: "docker", sub: ["compose", "exec"], flags: ["-t", "-rf"], operands: ["compose", "exec", "api", "rm", "/data"] },
      { program: "rm", sub: [], flags: ["-rf"], operands: [] },
    ],
  ],
  [
    "podman exec web sh -c 'rm -rf /srv; echo done'",
    [
      { program: "podman", sub: ["exec", "web", "sh"], flags: ["-c"], operands: ["exec", "web", "sh", "rm -rf /srv; echo done"] },
      { program: "sh", sub: [], flags: ["-c"], operands: [] },
      { program: "rm", sub: [], flags: ["-rf"], operands: [] },
      { program: "echo", sub: [], flags: [], operands: ["done"] },
    ],
  ],
  [
    "find . -name '*.log' -exec rm -f {} ;",
    [
      { program: "find", sub: [], flags: ["-name", "-exec", "-f"], operands: ["."] },
      { program: "rm", sub: [], flags: ["-f"], operands: [] },
    ],
  ],
  [
    "ssh db-orders-1 'sudo systemctl restart postgresql'",
    [
      { program: "ssh", sub: [], flags: [], operands: ["db-orders-1"] },
      { program: "systemctl", sub: ["restart", "postgresql"], flags: [], operands: ["restart", "postgresql"] },
    ],
  ],
  [
    "sudo -u postgres dropdb orders",
    [
      { program: "dropdb", sub: ["orders"], flags: [], operands: ["orders"] },
    ],
  ],
  [
    "conda run -n prod python manage.py flush",
    [
      { program: "conda", sub: ["run"], flags: ["-n"], operands: ["run", "prod", "python", "manage.py", "flush"] },
      { program: "python", sub: ["manage.py", "flush"], flags: [], operands: ["manage.py", "flush"] },
    ],
  ],
];

for (const [line, want] of CASES)
  test(`inner command: ${line}`, () => {
    const got = parseCommandLine(line).map((s) => ({ program: s.program, sub: s.subcommands, flags: s.flags, operands: s.operands }));
    assert.deepEqual(got, want);
  });
