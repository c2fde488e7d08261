/**
 * Runs cudafe-ts on any `.cu` with nvcc's exact flags: the file is preprocessed as nvcc does
 * (its host `gcc -E` step, see scripts/pp.ts), then `deno run -A cli.ts` gets the same argument
 * list nvcc would give cudafe++ — nvcc and both front ends run in the current directory with the
 * path as typed, so file names match a plain `nvcc -c file.cu` there. Outputs go to the repo's
 * `.cache/nvcc_cu/<name>/ours.cudafe1.cpp` and
 * `ours.module_id`; cudafe-ts's stderr is passed through and its exit status returned.
 *
 *   deno run -A scripts/nvcc_cu.ts [--compare] [--print-args] file.cu [nvcc flags...]
 *
 * Without nvcc flags, those of the file's `// nvcc-flags:` header are used. `--compare` also runs
 * the real cudafe++ (outputs `real.*` in the same directory) and reports whether stderr, exit
 * status, module id and host file match. `--orig_src_path_name` is the file's real absolute
 * path here, exactly as nvcc passes it.
 */
import { join, resolve } from "node:path";
import { CLI_V8_FLAGS, instantiateArgs, preprocess, programForFile, REPO_ROOT, run } from "./pp.ts";
import { runReal } from "./record_goldens.ts";

export interface CliRun {
  rc: number;
  stderr: string;
  stdout: string;
  moduleId: string | undefined;
  hostFile: string | undefined;
  ms: number;
}

function tryReadLatin1(path: string): string | undefined {
  try {
    return new TextDecoder("latin1").decode(Deno.readFileSync(path));
  } catch {
    return undefined;
  }
}

/** Runs `deno run -A cli.ts` with the template instantiated for `ours` outputs. */
export async function runOursCli(
  template: string[],
  cacheDir: string,
  cwd = REPO_ROOT,
): Promise<CliRun> {
  const args = instantiateArgs(template, cacheDir, "ours");
  const host = resolve(cwd, cacheDir, "ours.cudafe1.cpp");
  const id = resolve(cwd, cacheDir, "ours.module_id");
  for (const p of [host, id]) {
    try {
      Deno.removeSync(p);
    } catch { /* not there */ }
  }
  const t0 = performance.now();
  const r = await run(
    [Deno.execPath(), "run", "-A", CLI_V8_FLAGS, join(REPO_ROOT, "cli.ts"), ...args],
    cwd,
  );
  const ms = performance.now() - t0;
  return {
    rc: r.code,
    stderr: r.stderr,
    stdout: r.stdout,
    moduleId: tryReadLatin1(id),
    hostFile: tryReadLatin1(host),
    ms,
  };
}

if (import.meta.main) {
  const argv = [...Deno.args];
  let compare = false;
  let printArgs = false;
  while (argv[0]?.startsWith("--") && ["--compare", "--print-args"].includes(argv[0])) {
    const opt = argv.shift();
    if (opt === "--compare") compare = true;
    else printArgs = true;
  }
  const file = argv.shift();
  if (!file) {
    console.error(
      "usage: deno run -A scripts/nvcc_cu.ts [--compare] [--print-args] file.cu [nvcc flags...]",
    );
    Deno.exit(2);
  }
  const program = programForFile(file, argv);
  const prep = await preprocess(program, { cacheDir: `.cache/nvcc_cu/${program.name}` });
  if (printArgs) {
    console.error(
      ["cudafe-ts", ...instantiateArgs(prep.template, prep.cacheDir, "ours")].join(" "),
    );
  }
  const ours = await runOursCli(prep.template, prep.cacheDir, program.cwd);
  await Deno.stdout.write(new TextEncoder().encode(ours.stdout));
  await Deno.stderr.write(new TextEncoder().encode(ours.stderr));
  if (compare) {
    const real = await runReal(prep.template, prep.cacheDir, program.cwd);
    const realHost = tryReadLatin1(real.hostPath);
    const row = (what: string, same: boolean) =>
      console.log(`${what.padEnd(10)} ${same ? "same" : "DIFFERENT"}`);
    console.log(`--- ${program.source}: cudafe-ts vs cudafe++ (outputs in ${prep.cacheDir}/)`);
    row("stderr", ours.stderr === real.stderr);
    row("rc", ours.rc === real.rc);
    row("module id", ours.moduleId === real.moduleId);
    row("host file", ours.hostFile === realHost);
    // (the real one's standard error, to read beside ours above)
    if (ours.stderr !== real.stderr) {
      console.log("--- cudafe++ stderr:");
      await Deno.stdout.write(new TextEncoder().encode(real.stderr));
    }
  }
  Deno.exit(ours.rc);
}
