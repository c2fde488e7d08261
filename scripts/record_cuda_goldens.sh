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
# When cicc (the device front end, $CICC or nvcc's nvvm/bin/cicc) is present, the script also runs
# it on the same input with the options nvcc gives it (`-arch compute_75`, or the `// CICC_ARCH:`
# line's value) and `--output_mode sarif`, and records `cicc: { rc, codes }`: the internal numbers
# (SARIF ruleId EC<n>) of what the device pass reports. A golden whose `cicc.codes` holds a code
# that cudafe++'s stderr lacks is the evidence that the diagnostic is cicc-only.
#
# Usage: scripts/record_cuda_goldens.sh [name...]   (no names: every input)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
CUDAFE="${CUDAFE:-cudafe++}"
if ! command -v "$CUDAFE" >/dev/null 2>&1; then
  echo "record_cuda_goldens: $CUDAFE not found on PATH" >&2
  exit 1
fi
if [[ -z "${CICC:-}" ]]; then
  for c in "$(dirname "$(command -v nvcc 2>/dev/null || echo /nonexistent/bin/nvcc)")/../nvvm/bin/cicc" \
    /usr/local/cuda/nvvm/bin/cicc; do
    if [[ -x "$c" ]]; then CICC="$c"; break; fi
  done
fi
CICC="${CICC:-}"
export CUDAFE ROOT CICC
exec deno run --allow-read --allow-write --allow-run --allow-env - "$@" <<'EOF'
const root = Deno.env.get("ROOT")!;
const cudafe = Deno.env.get("CUDAFE")!;
const cicc = Deno.env.get("CICC") ?? "";
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

/** The device pass on the same input: its exit code and the internal numbers it reports. */
async function runCicc(name: string, input: string, text: string, extra: string[]) {
  const a = /^(?:\/\/ FLAGS:.*\n)?\/\/ CICC_ARCH:(.*)\n/.exec(text);
  const arch = a ? a[1].trim() : "compute_75";
  const rdc = extra.includes("--device-c");
  // cicc reads the module id cudafe++ wrote; when cudafe++ stopped on an error there is none
  const moduleId = `${scratch}/${name}.module_id`;
  try {
    Deno.statSync(moduleId);
  } catch {
    Deno.writeTextFileSync(moduleId, "_no_module_id_");
  }
  const args = [
    ...nvccFlags(name, extra.filter((f) => f !== "--device-c")).filter((f) => f !== "--parse_templates"),
    ...(rdc ? ["--device-c"] : []),
    "-arch", arch, "--no-version-ident", "-ftz=0", "-prec_div=1", "-prec_sqrt=1", "-fmad=1",
    "--output_mode", "sarif",
    "--module_id_file_name", `${scratch}/${name}.module_id`, // written by the cudafe++ run
    "--gen_c_file_name", `${scratch}/${name}.cudafe1.c`,
    "--stub_file_name", `${scratch}/${name}.cudafe1.stub.c`,
    "--gen_device_file_name", `${scratch}/${name}.cudafe1.gpu`,
    input, "-o", `${scratch}/${name}.ptx`,
  ];
  const r = await new Deno.Command(cicc, {
    args, cwd: inputs, stdin: "null", stdout: "null", stderr: "piped",
  }).output();
  const codes = new Set<number>();
  for (const m of dec.decode(r.stderr).matchAll(/"ruleId":"EC(\d+)"/g)) codes.add(Number(m[1]));
  return { rc: r.code, codes: [...codes].sort((x, y) => x - y) };
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
  const golden: Record<string, unknown> = {
    name, input, flags, rc: r.code, stderr: dec.decode(r.stderr),
  };
  if (cicc !== "") golden.cicc = await runCicc(name, input, text, extra);
  Deno.writeTextFileSync(`${out}/${name}.json`, JSON.stringify(golden, null, 1) + "\n");
  console.log(`${name}: rc ${r.code}, ${golden.stderr.split("\n").filter((l) => /: (error|warning)/.test(l)).length} diagnostics`);
}
Deno.removeSync(scratch, { recursive: true });
EOF
