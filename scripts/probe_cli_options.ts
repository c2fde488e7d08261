/**
 * Re-derives, from the real `cudafe++`, the facts the option table in lib/options_table.ts encodes:
 * the list and order of long options (`--dump_command_options`), which of them take a value, and
 * which single-character options exist and whether they take a value.
 *
 *   deno run -A scripts/probe_cli_options.ts          # print the probe result as JSON
 *   deno run -A scripts/probe_cli_options.ts --check  # compare with lib/options_table.ts (rc 1 on mismatch)
 *
 * How a long option is classified: `cudafe++ --NAME` with nothing after it. An option that takes a
 * value answers `Command-line error: "--NAME" requires an argument`; any other answer (usually
 * "missing source file name") means it is a switch. Cross-check: `--NAME=1` on a switch answers
 * `invalid option: --NAME=1`.
 * A short option `-c`: `cudafe++ -c` answers "invalid option: -c" both for unknown letters and for
 * letters that need a value; `cudafe++ -c zzz` tells them apart (a valued letter swallows `zzz`, so
 * the answer is no longer "cannot open source file "zzz"").
 */
import { OPTIONS } from "../lib/options_table.ts";

const BIN = Deno.env.get("CUDAFE") ?? "cudafe++";

async function run(args: string[]): Promise<{ code: number; stderr: string; stdout: string }> {
  const dir = await Deno.makeTempDir({ prefix: "cudafe-probe-" });
  try {
    const out = await new Deno.Command(BIN, {
      args,
      cwd: dir,
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).output();
    const dec = new TextDecoder();
    return { code: out.code, stderr: dec.decode(out.stderr), stdout: dec.decode(out.stdout) };
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

function firstLine(s: string): string {
  const i = s.indexOf("\n");
  return i < 0 ? s : s.slice(0, i);
}

export interface ProbeResult {
  names: string[];
  valued: string[];
  shortValued: string[];
  shortFlags: string[];
}

export async function probe(): Promise<ProbeResult> {
  const dump = await run(["--dump_command_options"]);
  if (dump.code !== 0) throw new Error(`--dump_command_options failed: ${dump.stderr}`);
  const names = dump.stdout.split(" ").filter((s) => s.length > 0).map((s) => s.slice(2));
  const valued: string[] = [];
  for (const name of names) {
    const r = await run([`--${name}`]);
    if (firstLine(r.stderr).includes(`"--${name}" requires an argument`)) {
      valued.push(name);
    } else if (name !== "Version" && name !== "version" && name !== "dump_command_options") {
      // A switch rejects an attached value.
      const r2 = await run([`--${name}=1`]);
      if (!firstLine(r2.stderr).includes(`invalid option: --${name}=1`)) {
        throw new Error(`--${name}: neither valued nor a switch? ${firstLine(r2.stderr)}`);
      }
    }
  }
  const shortValued: string[] = [];
  const shortFlags: string[] = [];
  for (let c = 33; c < 127; c++) {
    const ch = String.fromCharCode(c);
    if (ch === "-" || ch === "'" || ch === '"' || ch === "\\") continue;
    const alone = firstLine((await run([`-${ch}`])).stderr);
    const withArg = firstLine((await run([`-${ch}`, "zzz"])).stderr);
    if (alone.includes(`invalid option: -${ch}`)) {
      if (!withArg.includes(`invalid option: -${ch}`)) shortValued.push(ch);
    } else {
      shortFlags.push(ch);
    }
  }
  return { names, valued, shortValued, shortFlags };
}

function check(p: ProbeResult): string[] {
  const problems: string[] = [];
  const tableNames = OPTIONS.map((o) => o.name);
  if (tableNames.join(" ") !== p.names.join(" ")) {
    problems.push("long option names or order differ from --dump_command_options");
  }
  const valued = new Set(p.valued);
  for (const o of OPTIONS) {
    if (o.takesValue !== valued.has(o.name)) {
      problems.push(`--${o.name}: table takesValue=${o.takesValue}, binary ${valued.has(o.name)}`);
    }
  }
  const shorts = new Map<string, boolean>();
  for (const o of OPTIONS) if (o.short !== undefined) shorts.set(o.short, o.takesValue);
  for (const ch of p.shortValued) {
    if (shorts.get(ch) !== true) problems.push(`-${ch}: takes a value on the binary`);
  }
  for (const ch of p.shortFlags) {
    if (shorts.get(ch) !== false) problems.push(`-${ch}: is a switch on the binary`);
  }
  const all = new Set([...p.shortValued, ...p.shortFlags]);
  for (const ch of shorts.keys()) {
    if (!all.has(ch)) problems.push(`-${ch}: not accepted by the binary`);
  }
  return problems;
}

if (import.meta.main) {
  const p = await probe();
  if (Deno.args.includes("--check")) {
    const problems = check(p);
    for (const line of problems) console.log(line);
    console.log(
      `${p.names.length} long options (${p.valued.length} valued), short: ${p.shortValued.length} valued, ${p.shortFlags.length} switches; ${problems.length} mismatches`,
    );
    Deno.exit(problems.length === 0 ? 0 : 1);
  } else {
    console.log(JSON.stringify(p, null, 1));
  }
}
