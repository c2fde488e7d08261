#!/usr/bin/env bash
# Records what the real cudafe++ prints for the diagnostics fixtures.
#
# For every case of tests/fixtures/diag/cases.json it runs cudafe++ (from PATH, or $CUDAFE) on
# tests/fixtures/diag/inputs/<input> with the case's flags, from inside the inputs folder, and
# writes tests/fixtures/diag/goldens/<name>.json:
#   { name, input, flags, stdin, rc, stderr, errorOutput?, sarifRc, sarif }
# A case with "tty": true runs under script(1) so that stderr is a terminal and colors are on.
# `sarif` is a second run with `--output_mode sarif` added (it gives the internal code, line and
# column of every diagnostic; tests/diagnostics_test.ts replays parser diagnostics from it).
# The absolute path of the inputs folder is replaced by /FIXTURE in SARIF URIs.
# `--gen_c_file_name`/`--stub_file_name` go to a scratch folder: without them the real binary
# crashes (SIGSEGV) after printing its diagnostics.
#
# Usage: scripts/record_diag_goldens.sh            (rerun after changing cases.json or inputs)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
CUDAFE="${CUDAFE:-cudafe++}"
if ! command -v "$CUDAFE" >/dev/null 2>&1; then
  echo "record_diag_goldens: $CUDAFE not found on PATH" >&2
  exit 1
fi
export CUDAFE ROOT
exec deno run --allow-read --allow-write --allow-run --allow-env - <<'EOF'
const root = Deno.env.get("ROOT")!;
const cudafe = Deno.env.get("CUDAFE")!;
const dir = `${root}/tests/fixtures/diag`;
const inputs = `${dir}/inputs`;
const out = `${dir}/goldens`;
Deno.mkdirSync(out, { recursive: true });
const scratch = Deno.makeTempDirSync({ prefix: "diag_goldens_" });
interface Case {
  name: string; input: string; flags: string[]; stdin?: boolean; tty?: boolean; replay: string;
}
const cases: Case[] = JSON.parse(Deno.readTextFileSync(`${dir}/cases.json`));
const dec = new TextDecoder();

const q = (s: string) => `'${s.replaceAll("'", "'\\''")}'`;

async function run(flags: string[], c: Case, tty = false): Promise<{ rc: number; stderr: string }> {
  const args = [
    ...flags,
    "--gen_c_file_name", `${scratch}/o.cpp`,
    "--stub_file_name", `${scratch}/o.stub.c`,
    c.stdin ? "-" : c.input,
  ];
  if (tty) {
    // colors are on when stderr is a terminal: run under script(1), which gives a pty
    const redirect = c.stdin ? ` < ${q(c.input)}` : "";
    const cmd = `${[cudafe, ...args].map(q).join(" ")}${redirect} 2>&1 >/dev/null; echo "@@rc=$?"`;
    const r = await new Deno.Command("script", {
      args: ["-qc", cmd, "/dev/null"], cwd: inputs, stdin: "null", stdout: "piped", stderr: "null",
      env: { TERM: "xterm" },
    }).output();
    const text = dec.decode(r.stdout).replaceAll("\r\n", "\n");
    const m = /@@rc=(\d+)\n?$/.exec(text)!;
    return { rc: Number(m[1]), stderr: text.slice(0, m.index) };
  }
  const p = new Deno.Command(cudafe, {
    args, cwd: inputs, stdin: c.stdin ? "piped" : "null", stdout: "null", stderr: "piped",
    env: { NOCOLOR: "1" },
  }).spawn();
  if (c.stdin) {
    const w = p.stdin.getWriter();
    await w.write(Deno.readFileSync(`${inputs}/${c.input}`));
    await w.close();
  }
  const r = await p.output();
  return { rc: r.code, stderr: dec.decode(r.stderr) };
}

for (const c of cases) {
  const outFile = `${scratch}/${c.name}.err`;
  const flags = c.flags.map((f) => (f === "@OUT" ? outFile : f));
  const text = await run(flags, c, c.tty ?? false);
  let errorOutput: string | undefined;
  try {
    errorOutput = Deno.readTextFileSync(outFile);
  } catch { /* no --error_output */ }
  const plain: string[] = [];
  for (let i = 0; i < flags.length; i++) {
    if (flags[i] === "--error_output") { i++; continue; }
    if (flags[i] === "--output_mode") { i++; continue; }
    if (flags[i].startsWith("--output_mode=")) continue;
    plain.push(flags[i]);
  }
  const sarif = await run([...plain, "--output_mode", "sarif"], c);
  const fix = (s: string) => s.split(`file://${inputs}/`).join("file:///FIXTURE/");
  const golden = {
    name: c.name, input: c.input, flags: c.flags, stdin: c.stdin ?? false, tty: c.tty ?? false,
    rc: text.rc, stderr: fix(text.stderr), errorOutput,
    sarifRc: sarif.rc, sarif: fix(sarif.stderr),
  };
  Deno.writeTextFileSync(`${out}/${c.name}.json`, JSON.stringify(golden, null, 1) + "\n");
  console.log(`${c.name}: rc ${text.rc}, ${text.stderr.length} bytes`);
}
Deno.removeSync(scratch, { recursive: true });
EOF
