// Any input gets diagnostics and an exit code, never an escaped exception: a fixed-seed run of
// the pipeline fuzzer over mutated golden inputs, and the inputs that once crashed it.
import assert from "node:assert/strict";
import { fuzzPipeline } from "../scripts/fuzz_pipeline.ts";
import { compile } from "../lib/driver.ts";
import { parseCommandLine } from "../lib/cli_args.ts";

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
