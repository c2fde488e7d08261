/**
 * Host-file byte identity ratchet for the simple corpus programs (no template kernels, no
 * lambdas: scripts/host_diff.ts's `isSimpleSource`; every one must have a bound): cudafe-ts's `.cudafe1.cpp` is compared with the one the real cudafe++ writes at test
 * time into the ignored `.cache/<name>/real.cudafe1.cpp` (it contains preprocessed system headers,
 * so it is never committed), using scripts/host_diff.ts.
 *
 * tests/host_bytes.json gives, per program, the most lines of the real file that may be missing
 * from ours (real lines minus the longest common subsequence of lines). 0 means the files must be
 * byte-identical. A program that does better than its bound prints a note so the bound can be
 * lowered; one that does worse fails. Skipped (with the reason printed) without nvcc/cudafe++.
 */
import { fileURLToPath } from "node:url";
import { hostDiff, simplePrograms } from "../scripts/host_diff.ts";
import { skipReason, stopWorker } from "./golden_helper.ts";

const FILE = fileURLToPath(new URL("./host_bytes.json", import.meta.url));
const bounds: Record<string, number> = JSON.parse(Deno.readTextFileSync(FILE)).maxMissingLines;

const reason = await skipReason();
if (reason) console.log(`host_bytes_test: ${reason}`);

Deno.test("host bytes: bounds are recorded for every simple program", () => {
  if (Object.keys(bounds).length < 5) throw new Error("fewer than 5 programs in host_bytes.json");
  const missing = simplePrograms().filter((name) => !(name in bounds));
  if (missing.length > 0) {
    throw new Error(`simple programs without a bound in host_bytes.json: ${missing.join(", ")}`);
  }
  for (const [name, n] of Object.entries(bounds)) {
    if (!Number.isInteger(n) || n < 0) throw new Error(`${name}: bad bound ${n}`);
  }
});

for (const [name, max] of Object.entries(bounds)) {
  Deno.test({
    name: `host bytes: ${name} ${max === 0 ? "is byte-identical" : `misses <= ${max} lines`}`,
    ignore: reason !== undefined,
    sanitizeOps: false,
    sanitizeResources: false,
    async fn() {
      const r = await hostDiff(name);
      if (r.error) throw new Error(`${name}: ${r.error}`);
      if (max === 0) {
        if (!r.identical) {
          throw new Error(`${name}: host file differs from the real cudafe++'s (see host_diff.ts)`);
        }
        return;
      }
      if (!r.exact) throw new Error(`${name}: files too different for an exact line count`);
      const missing = r.realLines - r.commonLines;
      if (missing > max) {
        throw new Error(`${name}: ${missing} real lines missing from ours (bound ${max})`);
      }
      if (r.identical) {
        console.log(`${name}: now byte-identical: set its bound to 0 in tests/host_bytes.json`);
      } else if (missing < max) {
        console.log(`${name}: ${missing} lines missing (< ${max}): lower its bound`);
      }
    },
  });
}

Deno.test({
  name: "host bytes: stop the cudafe-ts worker",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: stopWorker,
});
