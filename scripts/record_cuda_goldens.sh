#!/usr/bin/env bash
# Records what the real cudafe++ prints for the CUDA diagnostics fixtures.
#
# Every tests/fixtures/cuda/inputs/<name>.ii is a small header-less translation unit (line
# markers and GNU attribute spellings, as nvcc's preprocessing leaves them) with one trigger. An
# optional first line `// FLAGS: ...` lists extra cudafe++ options. The script runs cudafe++ (from
# PATH, or $CUDAFE) with the exact options nvcc 13.0 passes for `nvcc -c <name>.cu` (see
# spec/verified/02 §2), plus those extras; `--device-c` replaces `--static-host-stub` as `-rdc=true`
# does. It writes tests/fixtures/cuda/goldens/<name>.json: { name, input, flags, rc, stderr }, where
# `flags` is the argv without the input and without the output file options (which point at a
# scratch folder and do not change stderr).
#
# Usage: scripts/record_cuda_goldens.sh [name...]   (no names: every input)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
CUDAFE="${CUDAFE:-cudafe++}"
if ! command -v "$CUDAFE" >/dev/null 2>&1; then
  echo "record_cuda_goldens: $CUDAFE not found on PATH" >&2
  exit 1
fi
export CUDAFE ROOT
exec deno run --allow-read --allow-write --allow-run --allow-env - "$@" <<'EOF'
const root = Deno.env.get("ROOT")!;
const cudafe = Deno.env.get("CUDAFE")!;
const dir = `${root}/tests/fixtures/cuda`;
const inputs = `${dir}/inputs`;
const out = `${dir}/goldens`;
Deno.mkdirSync(out, { recursive: true });
const scratch = Deno.makeTempDirSync({ prefix: "cuda_goldens_" });
const dec = new TextDecoder();

/** The options nvcc 13.0 gives cudafe++ for `nvcc -c NAME.cu` (host pass), before the outputs. */
function nvccFlags(name: string, extra: string[]): string[] {
  const rdc = extra.includes("--device-c");
  return [
    "--c++17",
    ...(rdc ? [] : ["--static-host-stub"]),
    "--device-hidden-visibility",
    "--gnu_version=120200",
    "--display_error_number",
    "--orig_src_file_name",
    `${name}.cu`,
    "--orig_src_path_name",
    `/FIXTURE/${name}.cu`,
    "--allow_managed",
    ...extra,
    "--m64",
    "--parse_templates",
  ];
}

let names = Deno.args.length > 0
  ? Deno.args
  : [...Deno.readDirSync(inputs)].filter((e) => e.name.endsWith(".ii")).map((e) =>
    e.name.slice(0, -3)
  );
names = names.sort();
for (const name of names) {
  const input = `${name}.ii`;
  const text = Deno.readTextFileSync(`${inputs}/${input}`);
  const m = /^\/\/ FLAGS:(.*)\n/.exec(text);
  const extra = m ? m[1].trim().split(/\s+/).filter((s) => s !== "") : [];
  const flags = nvccFlags(name, extra);
  const args = [
    ...flags,
    "--gen_c_file_name", `${scratch}/${name}.cudafe1.cpp`,
    "--stub_file_name", `${scratch}/${name}.cudafe1.stub.c`,
    "--gen_module_id_file",
    "--module_id_file_name", `${scratch}/${name}.module_id`,
    input,
  ];
  const r = await new Deno.Command(cudafe, {
    args, cwd: inputs, stdin: "null", stdout: "null", stderr: "piped", env: { NOCOLOR: "1" },
  }).output();
  const golden = { name, input, flags, rc: r.code, stderr: dec.decode(r.stderr) };
  Deno.writeTextFileSync(`${out}/${name}.json`, JSON.stringify(golden, null, 1) + "\n");
  console.log(`${name}: rc ${r.code}, ${golden.stderr.split("\n").filter((l) => /: (error|warning)/.test(l)).length} diagnostics`);
}
Deno.removeSync(scratch, { recursive: true });
EOF
