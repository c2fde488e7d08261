/**
 * Differential check of lib/cli_args.ts against the real cudafe++: random command lines built
 * from option names (whole, abbreviated, with `=value`), short-option groups and values; for each,
 * the first `Command-line error:` line (or its absence) of the binary is compared with
 * parseCommandLine's first error. The source file is a name that does not exist, so the binary
 * stops right after the command line ("cannot open source file"); some runs have no source name
 * or two.
 *
 *   deno run -A scripts/fuzz_cli_args.ts [count=300] [seed=1]
 */
import { parseCommandLine } from "../lib/cli_args.ts";
import { OPTIONS } from "../lib/options_table.ts";

const count = Number(Deno.args[0] ?? 300);
let seed = Number(Deno.args[1] ?? 1);
function rnd(n: number): number {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed % n;
}
function pick<T>(a: readonly T[]): T {
  return a[rnd(a.length)];
}

const VALUES = [
  "0",
  "5",
  "abc",
  "",
  "sm_90",
  "none",
  "sarif",
  "text",
  "1105",
  "bogus",
  "20091",
  "19999",
  "1,2",
  "120200",
  "UTF-8",
  "-1",
  "x.c",
];
const SHORTS = "AaPECKMHbnsutB$#vwWrmpxjIDUeLXodVQzq";

function randomArg(out: string[]): void {
  const k = rnd(10);
  if (k < 5) {
    const o = pick(OPTIONS);
    let name = o.name;
    if (rnd(3) === 0) name = name.slice(0, 1 + rnd(name.length));
    if (rnd(4) === 0) out.push(`--${name}=${pick(VALUES)}`);
    else {
      out.push(`--${name}`);
      if (o.takesValue && rnd(5) !== 0) out.push(pick(VALUES));
    }
  } else if (k < 8) {
    let s = "-";
    const n = 1 + rnd(3);
    for (let i = 0; i < n; i++) s += SHORTS[rnd(SHORTS.length)];
    out.push(s);
    if (rnd(2) === 0) out.push(pick(VALUES));
  } else if (k < 9) {
    out.push("--" + pick(["bogus", "diag_", "no_", "c", "c++", "e", "tim", ""]));
  } else {
    out.push(pick(["nonexist.ii", "-", "--"]));
  }
}

function expected(argv: string[]): string {
  const r = parseCommandLine(argv);
  if (r.errors.length > 0) return "Command-line error: " + r.errors[0].split("\n")[0];
  if (r.exitCode === 1) return "<exit 1>";
  if (r.exitCode === 0) return "<exit 0>";
  return "<no command-line error>";
}

function actual(stderr: string, code: number): string {
  for (const line of stderr.split("\n")) {
    if (line.startsWith("Command-line error: ")) return line;
  }
  if (code === 1) return "<exit 1>";
  if (code === 0 && !stderr.includes("cannot open source file")) return "<exit 0>";
  return "<no command-line error>";
}

const dir = Deno.makeTempDirSync({ prefix: "cudafe-fuzz-" });
let bad = 0;
try {
  for (let i = 0; i < count; i++) {
    const argv: string[] = [];
    const n = 1 + rnd(4);
    for (let j = 0; j < n; j++) randomArg(argv);
    // Options that would make the binary do real work or touch files are left out.
    if (argv.some((a) => /^--(dump_c|dump_l|list|xref|error_o|db)|^-[^-]*[LXd]/.test(a))) continue;
    if (argv.includes("-") && !argv.includes("--")) continue;
    // Usually one source name; sometimes none or two (post-walk errors).
    const tail = rnd(6);
    if (tail !== 0) argv.push("nonexist.ii");
    if (tail === 1) argv.push("other.ii");
    const out = new Deno.Command("cudafe++", {
      args: argv,
      cwd: dir,
      stdin: "null",
      stdout: "null",
      stderr: "piped",
    }).outputSync();
    const got = actual(new TextDecoder().decode(out.stderr), out.code);
    const want = expected(argv);
    if (got !== want) {
      bad++;
      console.log(JSON.stringify(argv));
      console.log("  binary:    " + got);
      console.log("  cli_args:  " + want);
    }
    for (const e of Deno.readDirSync(dir)) Deno.removeSync(dir + "/" + e.name, { recursive: true });
  }
} finally {
  Deno.removeSync(dir, { recursive: true });
}
console.log(`${bad} differences`);
Deno.exit(bad === 0 ? 0 : 1);
