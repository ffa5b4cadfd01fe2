// A package manager asked for a named version changes that package's version, whatever the
// manager calls the act:
//   yarn upgrade react-native@0.76.3     → bump, upgrade; targets version, react-native, rn
//   pnpm add next@15.0.3                 → bump, upgrade; next, next 15.0.3, next version, and
//                                          major version (an x.0.y release is a new major)
//   pip install "django==5.1"            → bump, upgrade; django version
//   go get github.com/jackc/pgx/v5@v5.5.5 → bump, upgrade; pgx version
//   go mod tidy -go=1.23                 → bump; go directive, go version
// A bare install (npm install lodash) adds a dependency (the install family, actions.yaml), not a
// version change; an upgrade subcommand without a version still upgrades.
import type { CommandSegment } from "./command-line.ts";
import type { MeaningFact } from "./call-command-meaning.ts";

// package managers and the subcommands that fetch a package into the project
const INSTALL_SUBS: Record<string, ReadonlySet<string>> = {};
for (const [programs, subs] of [
  ["npm pnpm yarn bun", "add install i in upgrade up update"],
  ["pip pip3 uv poetry pipenv", "install add"],
  ["cargo", "add install update"],
  ["go", "get install"],
  ["gem bundle", "install update add"],
  ["composer", "require update"],
] as const)
  for (const p of programs.split(" ")) INSTALL_SUBS[p] = new Set(subs.split(" "));
const UPGRADE_SUBS = new Set(["upgrade", "up", "update"]);
// name@version (npm, go, cargo), name==version / name>=version (pip), @scope/name@version
const PINNED = /^(@?[A-Za-z0-9][\w./-]{0,120}?)(?:@|==|>=|~=|===)v?(\d[\w.+-]{0,40})$/;
// the runtimes a flag pins for the whole module: go mod tidy -go=1.23, go mod edit -toolchain=go1.23
const RUNTIME_FLAGS = new Set(["-go", "--go", "-toolchain", "--toolchain"]);

export function packagePins(seg: CommandSegment, where: string): MeaningFact[] {
  const out: MeaningFact[] = [];
  // yarn upgrade x@1 (subcommands[0]); bunx/npx run a tool, not an install
  const subs = INSTALL_SUBS[seg.program];
  const sub = seg.subcommands[0];
  if (subs && sub && subs.has(sub)) {
    let n = 0;
    for (const raw of seg.operands.slice(1)) {
      if (++n > 30) break;
      const o = raw.replace(/^['"]|['"]$/g, "");
      const m = PINNED.exec(o);
      const name = m ? m[1]! : UPGRADE_SUBS.has(sub) && /^@?[A-Za-z][\w./-]{0,120}$/.test(o) ? o : undefined;
      if (!name) continue;
      const short = name.slice(name.lastIndexOf("/") + 1).replace(/^@/, "") || name;
      const base = /^v\d+$/.test(short) && name.includes("/") ? name.split("/").slice(-2, -1)[0]! : short; // …/pgx/v5 → pgx
      const targets = ["version", "versions", name, base, `${base} version`, ...(m ? [`${base} ${m[2]}`] : []), ...(m && /^\d+(?:\.0(?:\.\d+)?)?$/.test(m[2]!) ? ["major version", "major", "major upgrade", "major version upgrade"] : [])];
      // react-native → rn: a two-word name goes by its initials ("don't bump RN"; react-native-svg is another package)
      const parts = base.split("-");
      if (parts.length === 2 && parts.every((p) => /^[a-z]/i.test(p))) targets.push(parts.map((p) => p[0]).join("").toLowerCase());
      out.push({ id: "package.pin", actions: ["bump", "upgrade", "update", "change"], targets, programs: [], where: `${where} "${seg.program} ${sub} ${o.slice(0, 60)}" (package version)` });
    }
  }
  for (const fv of seg.flagValues)
    if (RUNTIME_FLAGS.has(fv.flag) && /^(?:go)?\d[\w.]{0,20}$/.test(fv.value)) {
      const rt = seg.program;
      out.push({ id: "package.runtime-pin", actions: ["bump", "upgrade", "update", "change"], targets: ["version", `${rt} version`, `${rt} directive`, `${rt} ${fv.value.replace(/^go/, "")}`], programs: [], where: `${where} "${seg.program} ${fv.flag}=${fv.value}" (runtime version)` });
    }
  return out;
}
