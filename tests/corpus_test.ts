/**
 * Corpus goldens: for every program in tests/corpus, cudafe-ts run in-process with nvcc's exact
 * cudafe++ arguments must print the same stderr (byte for byte), exit with the same status and
 * produce the same module id as the real cudafe++ (recorded by scripts/record_goldens.ts).
 * Programs on which the real binary is silent must give zero diagnostics.
 * Skipped (with the reason printed) when nvcc is not available to preprocess the inputs.
 */
import { deepStrictEqual as assertEquals } from "node:assert/strict";
import { listFixtures, readFixture, runGolden, skipReason, stopWorker } from "./golden_helper.ts";
import { checkGolden, knownGap } from "./known_gaps.ts";
import { CACHE_ROOT, makeTemplate, nvccDryrun } from "../scripts/pp.ts";

const reason = await skipReason();
if (reason) console.log(`corpus_test: ${reason}`);

const names = listFixtures("corpus");

Deno.test("corpus: fixtures are recorded", () => {
  if (names.length < 32) throw new Error(`only ${names.length} corpus fixtures (want >= 32)`);
});

for (const name of names) {
  const gap = knownGap("corpus", name);
  Deno.test({
    name: `corpus: ${name}${gap ? ` [known gap: ${gap}]` : ""}`,
    ignore: reason !== undefined,
    // cudafe-ts runs in a worker kept across tests (see runOurs)
    sanitizeOps: false,
    sanitizeResources: false,
    async fn() {
      const r = await runGolden("corpus", name);
      if ("skipped" in r) throw new Error(r.skipped);
      await checkGolden("corpus", name, () => {
        if (r.expected.stderr === "") {
          assertEquals(r.actual.stderr, "", `${name}: the real cudafe++ prints no diagnostics`);
        }
        assertEquals(r.actual.stderr, r.expected.stderr, `${name}: stderr`);
        assertEquals(r.actual.rc, r.expected.rc, `${name}: exit status`);
        assertEquals(r.actual.moduleId, r.expected.moduleId, `${name}: module id`);
      });
    },
  });
}

Deno.test("corpus: recorded expectations are self-consistent", () => {
  for (const name of names) {
    const fx = readFixture("corpus", name);
    // Every corpus program is valid CUDA: the real run succeeded and wrote a module id.
    assertEquals(fx.rc, 0, `${name}: real exit status`);
    if (fx.moduleId === undefined || !fx.moduleId.startsWith("_")) {
      throw new Error(`${name}: no module id recorded`);
    }
  }
});

Deno.test({
  name: "corpus: recorded cudafe++ argv is still what nvcc passes",
  ignore: reason !== undefined,
  async fn() {
    // Guards against a changed nvcc: the fixtures would then describe another command line.
    for (const name of names) {
      const fx = readFixture("corpus", name);
      const cacheDir = `${CACHE_ROOT}/${name}`;
      const lines = await nvccDryrun(fx.args.source, fx.args.nvccFlags, cacheDir);
      const fe = lines.find((l) => l.argv && /(^|\/)cudafe\+\+$/.test(l.argv[0]))?.argv;
      if (!fe) throw new Error(`${name}: nvcc --dryrun shows no cudafe++ step`);
      const program = { name, kind: "corpus" as const, ...fx.args };
      assertEquals(makeTemplate(fe, program, cacheDir), fx.args.argv, `${name}: argv`);
    }
  },
});

Deno.test({
  name: "corpus: stop the cudafe-ts worker",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: stopWorker,
});
