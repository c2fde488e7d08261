// Replays every case recorded from the real cudafe++ by scripts/record_cli_goldens.ts through
// cli.ts (in process: `main()` with the scratch folder as CWD) and compares exit code, stdout,
// stderr, the files created and the recorded file contents. Timing figures are normalised.
// Cases marked `deviation` crash the real binary; for them the documented cudafe-ts error is
// checked instead.
import assert from "node:assert/strict";
import * as path from "node:path";
import { latin1, main, MISSING_MODULE_ID_FILE_NAME, MISSING_STUB_FILE_NAME } from "../cli.ts";
import { checkGolden, knownGap } from "./known_gaps.ts";
import {
  collect,
  FIXTURES,
  INPUTS,
  listFiles,
  makeScratch,
  type Recorded,
} from "../scripts/record_cli_goldens.ts";

// (a timing line may follow SARIF output on its line: matched anywhere)
const TIMING =
  /(Front end time|Back end time|Total compilation time) +\d+\.\d\d \(CPU\) +\d+\.\d\d \(elapsed\)/g;

function normTiming(s: string): string {
  return s.replace(TIMING, "$1 <cpu> (CPU) <elapsed> (elapsed)");
}

function runCase(rec: Recorded): Recorded {
  const dir = makeScratch();
  const cwd = Deno.cwd();
  try {
    const before = listFiles(dir);
    let stdout = "";
    let stderr = "";
    const dec = new TextDecoder();
    Deno.chdir(dir);
    let code: number;
    try {
      code = main(rec.args, {
        readStdin: () =>
          rec.stdin !== undefined
            ? Deno.readFileSync(path.join(INPUTS, rec.stdin))
            : new Uint8Array(0),
        writeStdout: (t) => {
          // The CLI writes strings as latin1 bytes; the recorder decoded the binary's bytes as
          // UTF-8, so compare the same way.
          stdout += dec.decode(typeof t === "string" ? latin1(t) : t);
        },
        writeStderr: (t) => {
          stderr += dec.decode(latin1(t));
        },
      });
    } finally {
      Deno.chdir(cwd);
    }
    return collect(
      { name: rec.name, args: rec.args, read: Object.keys(rec.contents) },
      dir,
      before,
      {
        code,
        stdout,
        stderr,
      },
    );
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
}

const files = [...Deno.readDirSync(FIXTURES)]
  .filter((e) => e.isFile && e.name.endsWith(".json"))
  .map((e) => e.name)
  .sort();

Deno.test("cli goldens exist (>= 45 cases)", () => {
  assert.ok(files.length >= 45, `only ${files.length} golden cases`);
});

for (const file of files) {
  const rec = JSON.parse(Deno.readTextFileSync(path.join(FIXTURES, file))) as Recorded;
  const gap = knownGap("cli", rec.name);
  Deno.test(`cli golden: ${rec.name}${gap ? ` [known gap: ${gap}]` : ""}`, async () => {
    await checkGolden("cli", rec.name, () => compareCase(rec));
  });
}

function compareCase(rec: Recorded): void {
  {
    const got = runCase(rec);
    if (rec.deviation !== undefined) {
      // the two crashes of the real binary: no --stub_file_name, or --gen_module_id_file
      // without a file name; cudafe-ts reports a command-line error instead
      const hasStub = rec.args.some((a) => a.startsWith("--stub_file_name"));
      const msg = hasStub ? MISSING_MODULE_ID_FILE_NAME : MISSING_STUB_FILE_NAME;
      assert.equal(got.code, 4);
      assert.equal(
        got.stderr,
        `Command-line error: ${msg}\n\n1 catastrophic error detected in the compilation of "ok.ii".\nCompilation terminated.\n`,
      );
      assert.deepEqual(got.created, []);
      return;
    }
    assert.equal(normTiming(got.stderr), normTiming(rec.stderr), "stderr");
    assert.equal(got.stdout, rec.stdout, "stdout");
    assert.equal(got.code, rec.code, "exit code");
    assert.deepEqual(got.created, rec.created, "files created");
    const norm: Record<string, string | null> = {};
    for (const [k, v] of Object.entries(got.contents)) norm[k] = v === null ? v : normTiming(v);
    const want: Record<string, string | null> = {};
    for (const [k, v] of Object.entries(rec.contents)) want[k] = v === null ? v : normTiming(v);
    assert.deepEqual(norm, want, "file contents");
  }
}
