// The whole pipeline (lib/driver.ts `compile()` with a Config from the command line) against the
// host files and module ids the real cudafe++ wrote for tests/fixtures/emit/inputs/*.ii
// (scripts/record_emit_goldens.sh). Byte-for-byte comparison; the failure message shows the first
// differing line.
import { latin1Decode } from "../lib/source.ts";
import { checkGolden, knownGap } from "./known_gaps.ts";
import { deepStrictEqual as assertEquals } from "node:assert/strict";
import { compile } from "../lib/driver.ts";
import { parseCommandLine } from "../lib/cli_args.ts";
import { floatText, usualArith } from "../lib/emit_expr.ts";

const FX = new URL("./fixtures/emit/", import.meta.url);
const read = (p: string) => latin1Decode(Deno.readFileSync(new URL(p, FX)));

const FLAGSETS = new Map<string, string[]>();
for (const line of read("flagsets.txt").split("\n")) {
  if (line === "" || line.startsWith("#")) continue;
  const [name, flags = ""] = line.split("\t");
  FLAGSETS.set(name, flags.split(" ").filter((f) => f !== ""));
}

/** Runs cudafe-ts on fixture input `name` with flag set `set`, as the record script ran cudafe++. */
export function runEmit(name: string, set: string): { hostFile?: string; moduleId?: string } {
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
    "--gen_module_id_file",
    "--module_id_file_name",
    `${name}.mid`,
    `${name}.ii`,
  ];
  const { config, errors } = parseCommandLine(argv);
  assertEquals(errors, []);
  const r = compile({ config, text: read(`inputs/${name}.ii`), inputName: `${name}.ii`, pid: 1 });
  assertEquals(r.exitCode, 0, r.stderr);
  return r;
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

const goldens = [...Deno.readDirSync(new URL("host/", FX))].map((e) => e.name).sort();

Deno.test("emit goldens: every input has a recorded host file", () => {
  // (an input the binary rejects gets none from scripts/record_emit_goldens.sh, and would
  // otherwise be skipped silently)
  const recorded = new Set(goldens.map((g) => g.split(".")[0]));
  const missing = [...Deno.readDirSync(new URL("inputs/", FX))]
    .map((e) => e.name.replace(/\.ii$/, ""))
    .filter((n) => !recorded.has(n));
  assertEquals(missing, []);
});

Deno.test("emit goldens: at least 25 inputs recorded", () => {
  const inputs = new Set(goldens.map((g) => g.split(".")[0]));
  assertEquals(inputs.size >= 25, true, `only ${inputs.size} inputs`);
});

// Goldens the printer does not reproduce yet are listed in tests/known_gaps.json ("emit/<input>").
for (const file of goldens) {
  const [name, set] = file.replace(/\.cpp$/, "").split(".");
  const gap = knownGap("emit", name);
  Deno.test(`host file ${name} (${set})${gap ? ` [known gap: ${gap}]` : ""}`, async () => {
    await checkGolden("emit", name, () => {
      const golden = read(`host/${file}`);
      const r = runEmit(name, set);
      const ours = r.hostFile ?? "";
      if (ours !== golden) throw new Error(`${file} differs at ${firstDiff(ours, golden)}`);
      assertEquals(r.moduleId, read(`ids/${name}.${set}.mid`));
    });
  });
}

Deno.test("floating literal spelling", () => {
  assertEquals(floatText("1e10"), "1.0E10");
  assertEquals(floatText("1.5f"), "1.5F");
  assertEquals(floatText("2.0L"), "2.0L");
  assertEquals(floatText(".5"), "0.5");
  // (checked on cudafe++ 13.0: the value is printed, in fixed notation for exponents -3..6)
  assertEquals(floatText("3.e-2"), "0.03");
  assertEquals(floatText("1.50"), "1.5");
  assertEquals(floatText("1.40129846432481707092372958328991613e-45F"), "1.4E-45F");
});

Deno.test("usual arithmetic conversions", () => {
  assertEquals(usualArith("int", "unsigned long"), "unsigned long");
  assertEquals(usualArith("char", "short"), "int");
  assertEquals(usualArith("float", "int"), "float");
  assertEquals(usualArith("ptr", "int"), undefined);
});

// ---------------------------------------------------------------------------------------------
// A real program (<cstdio> hello world) kept by nvcc under .cache/: our host file must share at
// least 95% of its lines with cudafe++'s (LCS), give the same module id, and compile with the host
// compiler command nvcc would run. Skipped without nvcc.

function which(cmd: string): boolean {
  try {
    return new Deno.Command("sh", { args: ["-c", `command -v ${cmd}`] }).outputSync().success;
  } catch {
    return false;
  }
}

const HAVE_NVCC = which("nvcc") && which("cudafe++");

Deno.test({
  name: "real program: <cstdio> hello world vs cudafe++ (share, module id, host compile)",
  ignore: !HAVE_NVCC,
  fn: async () => {
    const { lcsLength, splitLines } = await import("../scripts/host_diff.ts");
    const dir = new URL("../.cache/emit_decl_test/", import.meta.url).pathname;
    Deno.mkdirSync(dir, { recursive: true });
    Deno.writeTextFileSync(
      dir + "hw.cu",
      "#include <cstdio>\n__global__ void kern(int *out, int n) { out[threadIdx.x] = n; }\n" +
        "int main() {\n  int *d = nullptr;\n  cudaMalloc(&d, 4 * sizeof(int));\n" +
        '  kern<<<1, 4>>>(d, 3);\n  cudaDeviceSynchronize();\n  printf("hello\\n");\n' +
        "  return 0;\n}\n",
    );
    const sh = (c: string) => {
      const o = new Deno.Command("sh", { args: ["-c", c], cwd: dir }).outputSync();
      return {
        ok: o.success,
        out: new TextDecoder().decode(o.stdout) + new TextDecoder().decode(o.stderr),
      };
    };
    const kept = sh("nvcc -keep -keep-dir . -c hw.cu -o hw.o");
    assertEquals(kept.ok, true, kept.out);
    const dry = sh("nvcc --dryrun -c hw.cu -o hw.o").out.split("\n");
    const fe = dry.find((l) => l.includes("cudafe++"))!.replace(/^#\$ cudafe\+\+/, "");
    const argv = fe.split(/\s+/).filter((a) => a !== "").map((a) => a.replace(/"/g, ""));
    // our own output names; the input is the kept .cpp4.ii
    const args: string[] = [];
    for (let i = 0; i < argv.length; i++) {
      const a = argv[i];
      if (a === "--gen_c_file_name" || a === "--module_id_file_name" || a === "--stub_file_name") {
        i++;
        continue;
      }
      if (a.endsWith(".cpp4.ii")) continue;
      args.push(a);
    }
    args.push("--stub_file_name", "hw.cudafe1.stub.c", "--module_id_file_name", "hw.ours.mid");
    args.push("hw.cpp4.ii");
    const { config, errors } = parseCommandLine(args);
    assertEquals(errors, []);
    const text = latin1Decode(Deno.readFileSync(dir + "hw.cpp4.ii"));
    const r = compile({ config, text, inputName: "hw.cpp4.ii", pid: 1 });
    assertEquals(r.exitCode, 0, r.stderr);
    const ours = r.hostFile!;
    Deno.writeFileSync(dir + "hw.ours.cpp", Uint8Array.from(ours, (c) => c.charCodeAt(0)));
    const real = latin1Decode(Deno.readFileSync(dir + "hw.cudafe1.cpp"))
      .replace(/tmpxft_[0-9a-f_]+-\d+_hw\.cudafe1\.stub\.c/g, "hw.cudafe1.stub.c");
    const a = splitLines(ours);
    const b = splitLines(real);
    const common = lcsLength(a, b) ?? 0;
    const share = common / b.length;
    console.log(`hello world: ${b.length} real lines, ${(100 * share).toFixed(1)}% identical`);
    assertEquals(share >= 0.95, true, `share ${share}`);
    assertEquals(r.moduleId, Deno.readTextFileSync(dir + "hw.module_id"));
    const gcc = dry.find((l) => /^#\$ (gcc|g\+\+|c\+\+) .*cudafe1\.cpp/.test(l));
    if (gcc) {
      const cmd = gcc.replace(/^#\$ /, "").replace(/"[^"]*cudafe1\.cpp"/, "hw.ours.cpp")
        .replace(/-o "[^"]*"/, "-o hw.ours.o");
      const c = sh(cmd);
      assertEquals(c.ok, true, c.out.slice(0, 2000));
    }
  },
});
