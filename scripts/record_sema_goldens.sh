#!/usr/bin/env bash
# Records the real cudafe++'s answer for the semantic (non-CUDA) diagnostics fixtures.
#
# Inputs: tests/fixtures/sema/inputs/<name>.ii, each a small translation unit without headers
# whose code starts after a `# 1 "<name>.cu"` line marker. The first line may instead be
# `// FLAGS: <options>`: extra cudafe++ options, added before `--m64`; a language option there
# (`--c++11`, `--c++14`, `--c++20`) replaces the default `--c++17`, as `nvcc -std=...` does.
#
# Each input is compiled by cudafe++ (from PATH, or $CUDAFE) with the options nvcc 13.0 passes on
# the host pass of `nvcc -c <name>.cu` (spec/verified/02 §2); the host file, stub and module id go
# to a scratch folder. The result is tests/fixtures/sema/goldens/<name>.json holding the name, the
# input file, the argv without the input and the output-file options (`flags`), the exit code
# (`rc`) and the whole standard error (`stderr`). With --sarif, each golden also records `codes`:
# the internal diagnostic numbers (SARIF ruleId EC<n>) of a second run with `--output_mode sarif`,
# which is how new rows of lib/diag_table.ts get their internal code.
#
# Usage: scripts/record_sema_goldens.sh [--sarif] [name...]   (no names: every input)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
CUDAFE="${CUDAFE:-cudafe++}"
if ! command -v "$CUDAFE" >/dev/null 2>&1; then
  echo "record_sema_goldens: $CUDAFE not found on PATH" >&2
  exit 1
fi
export CUDAFE ROOT
exec deno run --allow-read --allow-write --allow-run --allow-env - "$@" <<'EOF'
const root = Deno.env.get("ROOT")!;
const cudafe = Deno.env.get("CUDAFE")!;
const base = `${root}/tests/fixtures/sema`;
const inDir = `${base}/inputs`;
const outDir = `${base}/goldens`;
Deno.mkdirSync(outDir, { recursive: true });
const tmp = Deno.makeTempDirSync({ prefix: "sema_goldens_" });
const decoder = new TextDecoder();

let args = [...Deno.args];
const sarif = args.includes("--sarif");
args = args.filter((a) => a !== "--sarif");

/** The `// FLAGS:` options of an input (first line only). */
function extraFlags(text: string): string[] {
  const nl = text.indexOf("\n");
  const line = nl < 0 ? text : text.slice(0, nl);
  if (!line.startsWith("// FLAGS:")) return [];
  return line.slice("// FLAGS:".length).split(" ").filter((s) => s.length > 0);
}

/** nvcc 13.0's host-pass options for `nvcc -c NAME.cu`, without the output files and input. */
function hostPassFlags(name: string, extra: string[]): string[] {
  const std = extra.find((f) => f.startsWith("--c++")) ?? "--c++17";
  const rest = extra.filter((f) => !f.startsWith("--c++"));
  const rdc = rest.includes("--device-c");
  return [
    std,
    ...(rdc ? [] : ["--static-host-stub"]),
    "--device-hidden-visibility",
    "--gnu_version=120200",
    "--display_error_number",
    "--orig_src_file_name",
    `${name}.cu`,
    "--orig_src_path_name",
    `/FIXTURE/${name}.cu`,
    "--allow_managed",
    ...rest,
    "--m64",
    "--parse_templates",
  ];
}

async function run(name: string, flags: string[], more: string[]) {
  const argv = [
    ...flags,
    ...more,
    "--gen_c_file_name",
    `${tmp}/${name}.cudafe1.cpp`,
    "--stub_file_name",
    `${tmp}/${name}.cudafe1.stub.c`,
    "--gen_module_id_file",
    "--module_id_file_name",
    `${tmp}/${name}.module_id`,
    `${name}.ii`,
  ];
  const out = await new Deno.Command(cudafe, {
    args: argv,
    cwd: inDir,
    stdin: "null",
    stdout: "null",
    stderr: "piped",
    env: { NOCOLOR: "1" },
  }).output();
  return { rc: out.code, stderr: decoder.decode(out.stderr) };
}

const names = (args.length > 0 ? args : [...Deno.readDirSync(inDir)]
  .map((e) => e.name)
  .filter((n) => n.endsWith(".ii"))
  .map((n) => n.slice(0, -3))).sort();

for (const name of names) {
  const text = Deno.readTextFileSync(`${inDir}/${name}.ii`);
  const flags = hostPassFlags(name, extraFlags(text));
  const r = await run(name, flags, []);
  const golden: Record<string, unknown> = {
    name,
    input: `${name}.ii`,
    flags,
    rc: r.rc,
    stderr: r.stderr,
  };
  if (sarif) {
    const s = await run(name, flags, ["--output_mode", "sarif"]);
    const codes: number[] = [];
    for (const m of s.stderr.matchAll(/"ruleId":"EC(\d+)"/g)) codes.push(Number(m[1]));
    golden.codes = codes;
  }
  Deno.writeTextFileSync(`${outDir}/${name}.json`, JSON.stringify(golden, null, 1) + "\n");
  const first = r.stderr.split("\n").find((l) => /: (error|warning|remark|catastrophic)/.test(l));
  console.log(`${name}: rc ${r.rc}${first ? `  ${first}` : ""}`);
}
Deno.removeSync(tmp, { recursive: true });
EOF
