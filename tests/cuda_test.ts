/**
 * CUDA host-pass diagnostics against goldens recorded from the real cudafe++ 13.0
 * (scripts/record_cuda_goldens.sh; inputs in tests/fixtures/cuda/inputs, one trigger each).
 *
 * Each case runs the golden's argv through `parseCommandLine`, then the front end on the input,
 * and compares the whole stderr text and the exit code. While lib/driver.ts does not call
 * `CudaModel` yet, the front end is assembled by `runCudaFrontEnd` (scripts/cuda_diag_table.ts:
 * lex, parse, CudaModel.run) the way the driver does; once the driver calls it, `compile()` is
 * used.
 *
 * Unit tests of the constant folder and the dispatch table follow.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { checkGolden, knownGap } from "./known_gaps.ts";
import { SourceMap } from "../lib/source.ts";
import { NameTable } from "../lib/names.ts";
import { lex } from "../lib/lex.ts";
import type { Config } from "../lib/config.ts";
import {
  CICC_ONLY,
  CUDA_ATTRS,
  CudaModel,
  cudaOptionsFromConfig,
  ES,
  foldTokens,
  isDeviceOnly,
  isHostDevice,
  isKernel,
  MS,
} from "../lib/cuda_attributes.ts";
import { Diagnostics } from "../lib/diagnostics.ts";
import { parseTranslationUnit } from "../lib/parse.ts";
import type { Node } from "../lib/ast.ts";
import { parseCommandLine } from "../lib/cli_args.ts";
import {
  ciccEvidence,
  CUDA_FIXTURES,
  goldenConfig,
  loadCudaGoldens,
  replayGoldens,
  runCudaFrontEnd,
} from "../scripts/cuda_diag_table.ts";
import { diagInfo } from "../lib/diag_table.ts";

type Compile = (req: {
  config: Config;
  text: string;
  inputName: string;
}) => { exitCode: number; stderr: string };

/** `compile()` from lib/driver.ts when the driver runs the CUDA model; else undefined. */
async function driverCompile(): Promise<Compile | undefined> {
  try {
    const src = Deno.readTextFileSync(new URL("../lib/driver.ts", import.meta.url));
    if (!src.includes("CudaModel")) return undefined;
    // a computed specifier: the type check of this test does not depend on the back end
    const url = new URL("../lib/driver.ts", import.meta.url).href;
    const mod = await import(url);
    return mod.compile as Compile;
  } catch {
    return undefined;
  }
}

const goldens = loadCudaGoldens();
const compile = await driverCompile();

// Goldens not matched yet are listed, with their reasons, in tests/known_gaps.json.
for (const g of goldens) {
  const gap = knownGap("cuda", g.name);
  Deno.test(`cuda golden: ${g.name}${gap ? ` [known gap: ${gap}]` : ""}`, async () => {
    const text = Deno.readTextFileSync(join(CUDA_FIXTURES, "inputs", g.input));
    const config = goldenConfig(g);
    await checkGolden("cuda", g.name, () => {
      const r = compile
        ? compile({ config, text, inputName: g.input })
        : runCudaFrontEnd(config, text, g.input);
      assert.equal(r.stderr, g.stderr);
      assert.equal(r.exitCode, g.rc);
    });
  });
}

Deno.test("cuda: at least 100 goldens are recorded", () => {
  assert.ok(goldens.length >= 100, `${goldens.length} goldens`);
});

Deno.test({
  name:
    "cuda: every cicc-only diagnostic has a golden where cicc reports it and cudafe++ is silent",
  // the evidence is recorded in the goldens (cicc's SARIF rule ids), so no binary is needed here
  fn() {
    const evidence = ciccEvidence(replayGoldens(goldens));
    const missing = [...CICC_ONLY].filter((c) => !evidence.has(c));
    assert.deepEqual(missing, [], `cicc-only codes without evidence: ${missing.join(" ")}`);
    // and every cicc-only code is in the diagnostics table, so --diag_* and the pragmas name it
    const unlisted = [...CICC_ONLY].filter((c) => diagInfo(c) === undefined);
    assert.deepEqual(unlisted, [], `cicc-only codes missing from lib/diag_table.ts`);
  },
});

// ------------------------------------------------------------------ unit tests

function buildModel(config: Config, text: string) {
  const diags = new Diagnostics({
    displayErrorNumber: true,
    brief: false,
    errorLimit: 100,
    noWarnings: false,
    promoteWarnings: false,
    remarks: false,
    wrap: false,
    contextLimit: 10,
    sarif: false,
    colors: false,
    controls: [],
    signoffName: "x.cu",
  });
  const sm = new SourceMap(text, "x.ii");
  diags.setSource(sm);
  const names = new NameTable();
  const tokens = lex(sm, names, { cppStd: 2017 }, diags);
  const unit = parseTranslationUnit(tokens, names, sm, diags, { cppStd: 2017 });
  const model = new CudaModel(tokens, names, diags, cudaOptionsFromConfig(config, sm));
  model.run(unit);
  return { unit, model, diags };
}

function fold(src: string): number | undefined {
  const sm = new SourceMap(src, "x.ii");
  const tk = lex(sm, new NameTable(), { cppStd: 2017 });
  return foldTokens(tk, 0, tk.count - 2);
}

Deno.test("cuda: constant folder", () => {
  assert.equal(fold("2*64"), 128);
  assert.equal(fold("1 - 3"), -2);
  assert.equal(fold("0x80000000LL"), 2147483648);
  assert.equal(fold("sizeof(int) * 32"), 128);
  // size_t arithmetic wraps around (the binary then says "max blocks per cluster is too large")
  assert.equal(fold("4 - sizeof(long) * 2"), Number(2n ** 64n - 12n));
  assert.equal(fold("4 - (int)2"), undefined);
  assert.equal(fold("-0x80000000"), 2147483648); // unsigned int
  assert.equal(fold("-2147483648"), -2147483648); // long
  assert.equal(fold("1 - 2u"), 4294967295);
  assert.equal(fold("(1 << 4) | 1"), 17);
  assert.equal(fold("true ? 3 : 4"), 3);
  assert.equal(fold("-7 / 2"), -3);
  assert.equal(fold("N"), undefined);
  assert.equal(fold("2 +"), undefined);
});

Deno.test("cuda: dispatch table spellings and display names", () => {
  assert.equal(CUDA_ATTRS.get("device")?.display, "__device__");
  assert.equal(CUDA_ATTRS.get("__device__")?.display, "__device__");
  assert.equal(CUDA_ATTRS.get("grid_constant")?.display, "grid_constant");
  assert.equal(CUDA_ATTRS.get("launch_bounds")?.max, 3);
  assert.equal(CUDA_ATTRS.get("nv_pure")?.display, "__nv_pure__");
  assert.equal(CUDA_ATTRS.get("visibility"), undefined);
});

Deno.test("cuda: infoOf accumulates execution spaces across redeclarations", () => {
  const src = [
    '# 1 "x.cu"',
    "__attribute__((device)) void f();",
    "void f() { }",
    "__attribute__((host)) void g();",
    "__attribute__((device)) void g() { }",
    "__attribute__((global)) void k(__attribute__((grid_constant)) const int x) { }",
    "__attribute__((managed)) int mv;",
    "struct __attribute__((device_builtin)) B { int x; };",
    "void h() { }",
  ].join("\n");
  const { config } = parseCommandLine(["--c++17", "--gen_c_file_name", "/dev/null", "x.ii"]);
  const { unit, model } = buildModel(config, src);
  const d = unit.decls;
  const info = (i: number) => model.infoOf(d[i]);
  assert.ok(isDeviceOnly(info(0)) && isDeviceOnly(info(1)), "f stays __device__");
  assert.ok(isHostDevice(info(2)) && isHostDevice(info(3)), "g becomes __host__ __device__");
  assert.ok(isKernel(info(4)));
  assert.deepEqual(info(4)?.gridConstantParams, [true]);
  assert.equal(info(5)?.mem, MS.Managed | MS.Device);
  const cls = (d[6] as unknown as { spec: { type: Node } }).spec.type;
  assert.equal(model.infoOf(cls)?.deviceBuiltin, true);
  assert.equal(info(7)?.exec, ES.Host);
});

Deno.test("cuda: an extended lambda with more than 1023 captures gets 3595 (the binary aborts)", () => {
  const { config } = parseCommandLine([
    "--c++17",
    "--extended-lambda",
    "--display_error_number",
    "--gen_c_file_name",
    "/dev/null",
    "x.ii",
  ]);
  const program = (n: number) => {
    const vars = Array.from({ length: n }, (_, i) => `v${i}`);
    return `# 1 "x.cu"\nvoid h() { int ${vars.map((v) => `${v} = 0`).join(", ")};\n` +
      `  auto l = [${vars.join(", ")}] __attribute__((device)) () { return v0; }; (void)l; }\n`;
  };
  const over = runCudaFrontEnd(config, program(1024), "x.ii");
  assert.ok(over.codes.has(3595));
  assert.match(
    over.stderr,
    /x\.cu\(2\): error: An extended __device__ lambda can only capture up to 1023 variables/,
  );
  assert.equal(over.exitCode, 2);
  const limit = runCudaFrontEnd(config, program(1023), "x.ii");
  assert.ok(!limit.codes.has(3595), limit.stderr);
});
