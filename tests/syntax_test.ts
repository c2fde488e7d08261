/**
 * Syntax-error goldens: every program in tests/syntax has one syntax error. cudafe-ts must report
 * the same FIRST diagnostic as the real cudafe++ (file, line, severity with error number, text),
 * and exit with the same status. Expectations come from tests/fixtures/syntax (recorded by
 * scripts/record_goldens.ts). Skipped when nvcc is not available to preprocess the inputs.
 */
import { deepStrictEqual as assertEquals } from "node:assert/strict";
import {
  firstDiagnostic,
  listFixtures,
  readFixture,
  runGolden,
  skipReason,
  stopWorker,
} from "./golden_helper.ts";

const reason = await skipReason();
if (reason) console.log(`syntax_test: ${reason}`);

const names = listFixtures("syntax");

Deno.test("syntax: fixtures are recorded", () => {
  if (names.length < 22) throw new Error(`only ${names.length} syntax fixtures (want >= 22)`);
  for (const name of names) {
    const fx = readFixture("syntax", name);
    assertEquals(fx.rc, 2, `${name}: the real cudafe++ reports an error`);
    const d = firstDiagnostic(fx.stderr);
    if (!d || d.severity !== "error") throw new Error(`${name}: first real diagnostic is no error`);
    if (d.file !== "At end of source" && d.file !== fx.args.source) {
      throw new Error(`${name}: first real diagnostic is in ${d.file}, not the program`);
    }
  }
});

for (const name of names) {
  Deno.test({
    name: `syntax: ${name}`,
    ignore: reason !== undefined,
    // cudafe-ts runs in a worker kept across tests (see runOurs)
    sanitizeOps: false,
    sanitizeResources: false,
    async fn() {
      const r = await runGolden("syntax", name);
      if ("skipped" in r) throw new Error(r.skipped);
      const want = firstDiagnostic(r.expected.stderr);
      const got = firstDiagnostic(r.actual.stderr);
      assertEquals(got, want, `${name}: first diagnostic\n--- ours ---\n${r.actual.stderr}`);
      assertEquals(r.actual.rc, r.expected.rc, `${name}: exit status`);
    },
  });
}

Deno.test("syntax: firstDiagnostic reads the binary's formats", () => {
  const text = 'x.cu(3): warning #177-D: variable "v" was declared but never referenced\n' +
    '  int v;\n      ^\n\nx.cu(4): error: expected a ";"\n';
  assertEquals(firstDiagnostic(text), {
    file: "x.cu",
    line: 3,
    severity: "warning #177-D",
    text: 'variable "v" was declared but never referenced',
  });
  assertEquals(firstDiagnostic('At end of source: error: expected a "}"\n'), {
    file: "At end of source",
    line: undefined,
    severity: "error",
    text: 'expected a "}"',
  });
  assertEquals(firstDiagnostic("Compilation terminated.\n"), undefined);
});

Deno.test({
  name: "syntax: stop the cudafe-ts worker",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: stopWorker,
});
