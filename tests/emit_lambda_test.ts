// Extended lambdas in the host file (lib/emit_lambda.ts), against the real cudafe++ 13.0:
// - the whole host file for the header-less inputs tests/fixtures/lambda/inputs/*.ii, recorded by
//   scripts/record_lambda_goldens.sh (every flag set of tests/fixtures/lambda/flagsets.txt);
// - the preamble generator alone, against the preamble regions of those goldens;
// - a program preprocessed by nvcc at test time (tests/fixtures/lambda/cu/lambda_nvcc.cu, with
//   the real cuda_runtime.h): the preamble region and the program's own code, compared with the
//   real cudafe++ run on the same input (skipped without nvcc / cudafe++).
import { latin1Decode } from "../lib/source.ts";
import { deepStrictEqual as assertEquals } from "node:assert/strict";
import { compile } from "../lib/driver.ts";
import { parseCommandLine } from "../lib/cli_args.ts";
import { lambdaPreamble } from "../lib/emit_lambda.ts";
import { hasTool, instantiateArgs, preprocess, type Program, REPO_ROOT } from "../scripts/pp.ts";
import { runReal } from "../scripts/record_goldens.ts";

const FX = new URL("./fixtures/lambda/", import.meta.url);
const read = (p: string) => latin1Decode(Deno.readFileSync(new URL(p, FX)));

const FLAGSETS = new Map<string, string[]>();
for (const line of read("flagsets.txt").split("\n")) {
  if (line === "" || line.startsWith("#")) continue;
  const [name, flags = ""] = line.split("\t");
  FLAGSETS.set(name, flags.split(" ").filter((f) => f !== ""));
}

/** Runs cudafe-ts on input `name` with flag set `set`, as the record script ran cudafe++. */
function runLambda(name: string, set: string): string {
  const argv = [
    ...FLAGSETS.get(set)!,
    "--orig_src_file_name",
    `${name}.cu`,
    "--orig_src_path_name",
    `/src/${name}.cu`,
    "--gen_c_file_name",
    "out.cpp",
    "--stub_file_name",
    `${name}.stub.c`,
    `${name}.ii`,
  ];
  const { config, errors } = parseCommandLine(argv);
  assertEquals(errors, []);
  const r = compile({ config, text: read(`inputs/${name}.ii`), inputName: `${name}.ii`, pid: 1 });
  assertEquals(r.exitCode, 0, r.stderr);
  return r.hostFile ?? "";
}

/** The first differing line, for a readable failure. */
function firstDiff(a: string, b: string): string {
  const x = a.split("\n");
  const y = b.split("\n");
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    if (x[i] !== y[i]) return `line ${i + 1}:\n  ours: ${x[i]}\n  real: ${y[i]}`;
  }
  return "";
}

const PREAMBLE_START = '# 1 "nvcc_internal_extended_lambda_implementation"\n';

/** The preamble: from its `# 1` marker to the `#if 0` before the injection struct. */
function preambleOf(host: string): string | undefined {
  const a = host.indexOf(PREAMBLE_START);
  if (a < 0) return undefined;
  const b = host.indexOf("#if 0\n", a);
  return host.slice(a, b);
}

const goldens = [...Deno.readDirSync(new URL("host/", FX))].map((e) => e.name).sort();

Deno.test("lambda goldens: the recorded inputs and flag sets are all there", () => {
  const inputs = new Set(goldens.map((g) => g.split(".")[0]));
  assertEquals(inputs.size >= 10, true, `only ${inputs.size} inputs`);
  assertEquals(goldens.length >= 14, true, `only ${goldens.length} goldens`);
});

for (const file of goldens) {
  const [name, set] = file.replace(/\.cpp$/, "").split(".");
  Deno.test(`lambda host file ${name} (${set})`, () => {
    const golden = read(`host/${file}`);
    const ours = runLambda(name, set);
    if (ours !== golden) throw new Error(`${file} differs at ${firstDiff(ours, golden)}`);
  });
}

Deno.test("preamble: wrapper specializations follow the capture counts, noexcept traits C++17", () => {
  const cases: [string, number[], number[], number][] = [
    ["empty.c17", [], [], 2017],
    ["empty.c11", [], [], 2011],
    // counts.ii: device lambdas with 10 and 2 captures, host-device ones with 2 and 3
    ["counts.c14", [10, 2], [2, 3], 2014],
    ["counts.c17", [2, 10, 2], [3, 2], 2017],
    ["counts.c20", [10, 2], [2, 3], 2020],
    // wrappers.ii: device 0, 1 and 2 captures (0 adds nothing), host-device 0 and 1
    ["wrappers.c17", [1, 0, 2, 1], [1, 0], 2017],
  ];
  for (const [g, d, hd, std] of cases) {
    const real = preambleOf(read(`host/${g.split(".")[0]}.${g.split(".")[1]}.cpp`));
    const ours = lambdaPreamble(d, hd, std);
    if (ours !== real) throw new Error(`${g}: preamble differs at ${firstDiff(ours, real ?? "")}`);
  }
  // the C++14 and C++17 preambles differ exactly by the two noexcept helper traits
  const p14 = lambdaPreamble([], [], 2014);
  const p17 = lambdaPreamble([], [], 2017);
  assertEquals(p17.length > p14.length, true);
  assertEquals(p14.includes("const noexcept>"), false);
  assertEquals(p17.includes("R(C::*)(OpFuncArgs...) const noexcept>"), true);
});

Deno.test("preamble: without --extended-lambda nothing is injected", () => {
  const host = runLambda("device_code", "noflag");
  assertEquals(host.includes("nvcc_internal_extended_lambda_implementation"), false);
  assertEquals(host.includes("#define __nv_is_extended_device_lambda_closure_type(X) false"), true);
});

// ---------------------------------------------------------------------------------------------
// Through nvcc's own preprocessing

const NVCC_PROGRAM: Program = {
  name: "lambda_nvcc",
  kind: "corpus",
  source: "tests/fixtures/lambda/cu/lambda_nvcc.cu",
  nvccFlags: ["--extended-lambda"],
};

/**
 * The lambda lines of the program's own code (after the injection point): each wrapped lambda
 * from its wrapper line to the `#endif`s of its body, and each line with a lambda in a device
 * body (`{ }` placeholders). The rest of the file is the declaration printer's business.
 */
function lambdaLines(host: string): string[] {
  const inj = host.indexOf("struct __nv_lambda_preheader_injection { }; \n#endif\n");
  const lines = host.slice(inj < 0 ? 0 : inj).split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/__nv_dl_wrapper_t<|__nv_hdl_create_wrapper_t<|^\{ \}$/.test(lines[i])) continue;
    let depth = 0;
    for (; i < lines.length; i++) {
      out.push(lines[i]);
      if (lines[i] === "#if 0") depth++;
      else if (lines[i] === "#endif" && --depth <= 0) break;
      else if (depth === 0 && !lines[i].includes("__nv_dl_wrapper_t<")) break;
    }
  }
  return out;
}

Deno.test("nvcc-preprocessed program: preamble and lambda code as the real cudafe++", async (t) => {
  if (!(await hasTool("nvcc")) || !(await hasTool("cudafe++"))) {
    console.log("skipped: nvcc and cudafe++ are needed to preprocess and record this program");
    return;
  }
  const prep = await preprocess(NVCC_PROGRAM);
  const real = await runReal(prep.template, prep.cacheDir);
  assertEquals(real.rc, 0, real.stderr);
  const argv = instantiateArgs(prep.template, prep.cacheDir, "ours");
  const { config, errors } = parseCommandLine(argv);
  assertEquals(errors, []);
  const iiPath = `${REPO_ROOT}/${prep.iiPath}`;
  const text = latin1Decode(Deno.readFileSync(iiPath));
  const r = compile({ config, text, inputName: argv[argv.length - 1], pid: 1 });
  assertEquals(r.exitCode, 0, r.stderr);
  const ours = r.hostFile ?? "";
  const golden = real.hostFile ?? "";
  await t.step("preamble region", () => {
    const a = preambleOf(golden);
    assertEquals(a !== undefined, true, "the real host file has no preamble");
    assertEquals(preambleOf(ours), a);
    // the injection struct follows in #if 0, its marker naming cuda_runtime.h again
    const tail = /#if 0\n# 124 "[^"]*cuda_runtime\.h"\nstruct __nv_lambda_preheader_injection/;
    assertEquals(tail.test(golden), true);
    assertEquals(tail.test(ours), true);
  });
  await t.step("the program's lambdas (wrappers, tags, bodies in #if 0)", () => {
    const a = lambdaLines(golden);
    assertEquals(a.filter((l) => l.includes("__nv_dl_wrapper_t<")).length, 2);
    assertEquals(a.filter((l) => l.includes("__nv_hdl_create_wrapper_t<")).length, 2);
    const b = lambdaLines(ours);
    if (b.join("\n") !== a.join("\n")) {
      throw new Error(`differs at ${firstDiff(b.join("\n"), a.join("\n"))}`);
    }
  });
});
