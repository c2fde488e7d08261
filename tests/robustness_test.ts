// Any input gets diagnostics and an exit code, never an escaped exception: a fixed-seed run of
// the pipeline fuzzer over mutated golden inputs, and the inputs that once crashed it.
import assert from "node:assert/strict";
import { fuzzPipeline } from "../scripts/fuzz_pipeline.ts";
import { compile } from "../lib/driver.ts";
import { parseCommandLine } from "../lib/cli_args.ts";
import { CLI_V8_FLAGS } from "../scripts/pp.ts";

Deno.test("robustness: 20000 mutated inputs, no exception escapes compile()", () => {
  const r = fuzzPipeline(777, { runs: 20000 });
  assert.equal(r.runs, 20000);
  assert.deepEqual([...r.crashes.keys()], []);
  assert.ok(r.hostFiles > 0, "some mutated inputs still compile");
});

Deno.test("robustness: a template head cut short by a syntax error", () => {
  // found by the fuzzer: the CUDA model met a template node without its declaration
  const { config } = parseCommandLine([
    "--gen_c_file_name",
    "o.cpp",
    "--stub_file_name",
    "s.c",
    "x.ii",
  ]);
  const r = compile({ config, text: "template<typename; };\nint zz = 1;\n", inputName: "x.ii" });
  assert.equal(r.exitCode, 2);
  assert.ok(r.stderr.includes("error"), r.stderr);
});

Deno.test("robustness: 3000 terms in one expression and a 3000-branch else-if chain", async () => {
  // the printer and parser recurse over such chains: the CLI runs with CLI_V8_FLAGS' deeper stack
  // (the real cudafe++ takes these, and more)
  const n = 3000;
  const terms = Array.from({ length: n }, (_, i) => `x[${i % 8}]`).join(" + ");
  const chain = Array.from({ length: n }, (_, i) => `if (v == ${i}) return ${i};`).join(" else ");
  const text = `int x[8];\nint f() { return ${terms}; }\nint g(int v) { ${chain} return -1; }\n`;
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeTextFile(`${dir}/deep.ii`, text);
    const out = await new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "-A",
        CLI_V8_FLAGS,
        new URL("../cli.ts", import.meta.url).pathname,
        "--gen_c_file_name",
        `${dir}/deep.cpp`,
        "--stub_file_name",
        "deep.stub.c",
        `${dir}/deep.ii`,
      ],
      stdout: "piped",
      stderr: "piped",
    }).output();
    const err = new TextDecoder().decode(out.stderr);
    assert.equal(out.code, 0, err);
    const host = await Deno.readTextFile(`${dir}/deep.cpp`);
    assert.ok(host.includes("x[7]"), "the expression was printed");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
