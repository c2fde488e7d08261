/**
 * Builds a `.cu` with nvcc's own pipeline but with cudafe-ts in place of cudafe++.
 *
 *   deno run -A scripts/nvcc_e2e.ts [--real] [--run] [--front-end CMD] [-o exe] file.cu [flags...]
 *
 * It runs `nvcc --dryrun -keep -keep-dir .cache/e2e/<name> -o <exe> <flags> file.cu` and replays
 * every `#$` line in order as one POSIX shell script (variable assignments exported, as nvcc sets
 * them for its tools), replacing only the cudafe++ command with `deno run -A cli.ts` and the very
 * same arguments. The result is nvcc's object file `.cache/e2e/<name>/<name>.o` and the linked
 * executable (default `.cache/e2e/<name>/<name>`). `--real` replays with the real cudafe++ (a
 * baseline to compare with), `--front-end CMD` substitutes another command (e.g. the compiled
 * `dist/cudafe-ts`), `--run` runs the executable at the end. Without nvcc flags, the
 * file's `// nvcc-flags:` header is used. The exit status is the failing step's (0 on success).
 */
import { join, resolve } from "node:path";
import { CLI_V8_FLAGS, nvccDryrun, programForFile, REPO_ROOT } from "./pp.ts";

/** Quotes one word for a POSIX shell. */
export function shellQuote(word: string): string {
  if (/^[A-Za-z0-9_\-+=.,/:@%]+$/.test(word)) return word;
  return "'" + word.replaceAll("'", "'\\''") + "'";
}

/** Builds the replay script from nvcc's dryrun lines; `frontEnd` replaces cudafe++. */
export function replayScript(
  lines: { raw: string; assign?: { name: string; value: string }; argv?: string[] }[],
  frontEnd: string[] | undefined,
): { script: string; replaced: number } {
  const out = ["set -e", "set -a"];
  let replaced = 0;
  for (const l of lines) {
    if (l.argv && /(^|\/)cudafe\+\+$/.test(l.argv[0]) && frontEnd) {
      const cmd = [...frontEnd, ...l.argv.slice(1)].map(shellQuote).join(" ");
      out.push(`echo '#$ (cudafe-ts)' ${shellQuote(cmd)} >&2`, cmd);
      replaced++;
    } else if (l.argv && l.argv[0] === "rm") {
      // nvcc ignores a failing rm (e.g. of a file a skipped step never wrote)
      out.push(
        `echo ${shellQuote("#$ " + l.raw)} >&2`,
        `rm -f ${l.argv.slice(1).map(shellQuote).join(" ")}`,
      );
    } else if (l.argv) {
      out.push(`echo ${shellQuote("#$ " + l.raw)} >&2`, l.raw);
    } else if (l.assign) {
      // nvcc.profile values are not shell syntax: export them literally
      out.push(`${l.assign.name}=${shellQuote(l.assign.value.trim())}`);
    }
  }
  return { script: out.join("\n") + "\n", replaced };
}

if (import.meta.main) {
  const argv = [...Deno.args];
  let real = false;
  let runExe = false;
  let exe: string | undefined;
  let frontEndCmd: string[] | undefined;
  for (;;) {
    if (argv[0] === "--real") real = true;
    else if (argv[0] === "--front-end" && argv.length > 1) {
      argv.shift();
      frontEndCmd = argv[0].split(" ").filter((w) => w !== "");
    } else if (argv[0] === "--run") runExe = true;
    else if (argv[0] === "-o" && argv.length > 1) {
      argv.shift();
      exe = argv[0];
    } else break;
    argv.shift();
  }
  const file = argv.shift();
  if (!file) {
    console.error(
      "usage: deno run -A scripts/nvcc_e2e.ts [--real] [--run] [--front-end CMD] [-o exe] file.cu [nvcc flags...]",
    );
    Deno.exit(2);
  }
  const program = programForFile(file, argv);
  const keepDir = join(REPO_ROOT, `.cache/e2e/${program.name}${real ? "-real" : ""}`);
  const output = exe ? resolve(exe) : join(keepDir, program.name);
  const cwd = program.cwd ?? REPO_ROOT;
  const lines = await nvccDryrun(program.source, program.nvccFlags, keepDir, ["-o", output], cwd);
  const frontEnd = real
    ? undefined
    : frontEndCmd ?? [Deno.execPath(), "run", "-A", CLI_V8_FLAGS, join(REPO_ROOT, "cli.ts")];
  const { script, replaced } = replayScript(lines, frontEnd);
  if (!real && replaced !== 1) {
    console.error(`expected one cudafe++ step in nvcc's pipeline, found ${replaced}`);
    Deno.exit(1);
  }
  Deno.writeTextFileSync(join(keepDir, "replay.sh"), script);
  const t0 = performance.now();
  const r = await new Deno.Command("sh", {
    args: ["-c", script],
    cwd,
    stdout: "inherit",
    stderr: "inherit",
  }).output();
  const ms = Math.round(performance.now() - t0);
  if (r.code !== 0) {
    console.error(`build failed (rc ${r.code}) after ${ms} ms; script: ${keepDir}/replay.sh`);
    Deno.exit(r.code);
  }
  const obj = join(keepDir, `${program.name}.o`);
  const size = (p: string) => {
    try {
      return `${Deno.statSync(p).size} bytes`;
    } catch {
      return "missing";
    }
  };
  console.log(
    `built ${program.source} with ${
      frontEndCmd ? frontEndCmd.join(" ") : real ? "cudafe++" : "cudafe-ts"
    } in ${ms} ms`,
  );
  console.log(`object:     ${obj} (${size(obj)})`);
  console.log(`executable: ${output} (${size(output)})`);
  if (runExe) {
    const e = await new Deno.Command(output, { stdout: "inherit", stderr: "inherit" }).output();
    console.log(`executable exited with ${e.code}`);
    Deno.exit(e.code);
  }
}
