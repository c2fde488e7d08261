/**
 * Records the command-line goldens from the REAL cudafe++: for each case below, copy
 * tests/fixtures/cli/inputs/ into a fresh scratch folder, run `cudafe++ <args>` there (stdin from
 * an input file or empty), and store exit code, stdout, stderr, the files the run created and
 * the contents of the files named in `read` into tests/fixtures/cli/<name>.json. The scratch path
 * is replaced by `<dir>`. tests/cli_golden_test.ts replays every case through cli.ts.
 *
 *   deno run -A scripts/record_cli_goldens.ts            # all cases
 *   deno run -A scripts/record_cli_goldens.ts NAME...    # some cases
 *
 * `deviation` marks cases where the real binary crashes (segfault / abort) and cudafe-ts prints
 * a command-line error instead (rc 4); the test checks the cudafe-ts text for those.
 */
import * as path from "node:path";

export interface CliCase {
  name: string;
  args: string[];
  /** Input file (relative to the inputs folder) fed to standard input. */
  stdin?: string;
  /** Files whose contents are recorded after the run. */
  read?: string[];
  /** Why cudafe-ts differs on purpose (the binary crashes). */
  deviation?: string;
}

const S = ["--stub_file_name", "s.stub.c"];
const SG = [...S, "--gen_c_file_name", "out.cpp"];

export const CASES: CliCase[] = [
  // Successful runs and output naming.
  { name: "ok_basic", args: [...SG, "ok.ii"] },
  { name: "ok_default_output_name", args: [...S, "ok.ii"] },
  { name: "ok_default_output_name_subdir", args: [...S, "sub/a.b.ii"] },
  { name: "ok_empty_file", args: [...SG, "empty.ii"] },
  { name: "ok_end_of_options", args: [...SG, "--", "ok.ii"] },
  {
    name: "ok_module_id_generated",
    args: [...SG, "--gen_module_id_file", "--module_id_file_name", "m.id", "func.ii"],
    read: ["m.id"],
  },
  {
    name: "stdin_to_stdout",
    args: [...S, "--module_id_file_name", "module.id", "-"],
    stdin: "ok.ii",
  },
  {
    name: "stdin_warning",
    args: [...S, "--module_id_file_name", "module.id", "-"],
    stdin: "warn.ii",
  },
  { name: "stdin_error_directive", args: [...SG, "-"], stdin: "error_directive.ii" },
  {
    name: "stdin_orig_src_file_name",
    args: [...SG, "--orig_src_file_name", "foo.cu", "-"],
    stdin: "error_directive.ii",
  },
  // Command-line errors.
  { name: "no_arguments", args: [] },
  { name: "missing_source_timing", args: ["--timing"] },
  { name: "invalid_long", args: [...SG, "--bogus_flag", "ok.ii"] },
  { name: "invalid_short", args: [...SG, "-Q", "ok.ii"] },
  { name: "invalid_short_group", args: [...SG, "-nQ", "ok.ii"] },
  { name: "invalid_triple_dash", args: [...SG, "---timing", "ok.ii"] },
  { name: "switch_with_value", args: [...SG, "--timing=1", "ok.ii"] },
  { name: "empty_attached_value", args: [...SG, "--error_limit=", "ok.ii"] },
  { name: "requires_argument", args: [...SG, "--error_lim"] },
  { name: "short_missing_value", args: [...SG, "-e"] },
  { name: "ambiguous_tim", args: [...SG, "--tim", "ok.ii"] },
  { name: "ambiguous_no", args: [...SG, "--no_", "ok.ii"] },
  { name: "ambiguous_cxx2", args: [...SG, "--c++2", "ok.ii"] },
  { name: "ambiguous_with_value", args: [...SG, "--tim=1", "ok.ii"] },
  { name: "too_many_arguments", args: [...SG, "ok.ii", "ok.ii"] },
  {
    name: "too_many_arguments_orig",
    args: [...SG, "--orig_src_file_name", "foo.cu", "ok.ii", "ok.ii"],
  },
  { name: "too_many_then_bogus", args: [...SG, "ok.ii", "--bogus"] },
  { name: "output_option", args: [...SG, "-o", "x", "ok.ii"] },
  {
    name: "output_option_orig",
    args: [...SG, "--orig_src_file_name", "foo.cu", "-o", "x", "ok.ii"],
  },
  { name: "output_option_stdin", args: [...SG, "-o", "x", "-"], stdin: "ok.ii" },
  { name: "first_error_wins", args: [...SG, "--error_limit", "0", "--bogus", "ok.ii"] },
  { name: "target_sm90", args: [...SG, "--target", "sm_90", "ok.ii"] },
  { name: "instantiate_bogus", args: [...SG, "--instantiate", "bogus", "ok.ii"] },
  { name: "output_mode_bogus", args: [...SG, "--output_mode", "bogus", "ok.ii"] },
  { name: "gnu_version_bad", args: [...SG, "--gnu_version=3", "ok.ii"] },
  { name: "language_modes", args: [...SG, "--c", "--c++", "ok.ii"] },
  { name: "long_lifetime_temps", args: [...SG, "-b", "ok.ii"] },
  // Error limit.
  { name: "error_limit_zero", args: [...SG, "--error_limit", "0", "ok.ii"] },
  { name: "error_limit_abc", args: [...SG, "--error_limit", "abc", "ok.ii"] },
  { name: "error_limit_short_zero", args: [...SG, "-e0", "ok.ii"] },
  { name: "error_limit_short_attached", args: [...SG, "-ne5", "ok.ii"] },
  { name: "error_limit_one", args: [...SG, "--error_limit", "1", "undeclared.ii"] },
  // Diagnostic controls.
  { name: "diag_suppress_number", args: [...SG, "--diag_suppress", "1105", "warn.ii"] },
  { name: "diag_error_number", args: [...SG, "--diag_error=1105", "warn.ii"] },
  { name: "diag_warn_abbrev_remark", args: [...SG, "--diag_rem", "1105", "warn.ii"] },
  { name: "diag_remark_shown", args: [...SG, "-r", "--diag_remark", "1105", "warn.ii"] },
  { name: "diag_display_number", args: [...SG, "--diag_suppress", "20091", "ok.ii"] },
  { name: "diag_tag", args: [...SG, "--diag_suppress", "deprecated_entity", "ok.ii"] },
  {
    name: "diag_comma_list",
    args: [...SG, "--diag_suppress", " 1105, deprecated_entity", "warn.ii"],
  },
  { name: "diag_bad_number", args: [...SG, "--diag_suppress", "19999", "ok.ii"] },
  { name: "diag_bad_number_zero", args: [...SG, "--diag_suppress", "0", "ok.ii"] },
  { name: "diag_bad_number_high", args: [...SG, "--diag_error", "20338", "ok.ii"] },
  { name: "diag_bad_tag", args: [...SG, "--diag_suppress", "bogus", "ok.ii"] },
  { name: "diag_invalid_number", args: [...SG, "--diag_warning", "12abc", "ok.ii"] },
  { name: "diag_empty_item", args: [...SG, "--diag_suppress", "1105,", "ok.ii"] },
  { name: "diag_list_first_bad_wins", args: [...SG, "--diag_once", "1,bogus,19999", "ok.ii"] },
  { name: "diag_default_is_no_option", args: [...SG, "--diag_default=69", "ok.ii"] },
  // Diagnostic presentation.
  { name: "warning_plain", args: [...SG, "warn.ii"] },
  { name: "warning_marked_file", args: [...SG, "marked.ii"] },
  { name: "warning_utf8_bytes", args: [...SG, "utf8.ii"] },
  { name: "display_error_number", args: [...SG, "--display_error_number", "warn.ii"] },
  { name: "brief_diagnostics", args: [...SG, "--brief_diagnostics", "warn.ii"] },
  { name: "no_warnings", args: [...SG, "-w", "warn.ii"] },
  { name: "promote_warnings", args: [...SG, "--promote_warnings", "warn.ii"] },
  { name: "promote_warnings_number", args: [...SG, "--display_error_number", "-W", "warn.ii"] },
  { name: "sarif_warning", args: [...SG, "--output_mode", "sarif", "warn.ii"] },
  { name: "sarif_clean", args: [...SG, "--output_mode=sarif", "ok.ii"] },
  { name: "pragma_bogus_tag", args: [...SG, "pragma_bogus.ii"] },
  { name: "error_directive", args: [...SG, "error_directive.ii"] },
  {
    name: "error_directive_orig",
    args: [...SG, "--orig_src_file_name", "x.cu", "error_directive.ii"],
  },
  { name: "undeclared_errors", args: [...SG, "undeclared.ii"] },
  { name: "syntax_error_at_eof", args: [...SG, "syntax_eof.ii"] },
  // Modes.
  { name: "no_code_gen", args: [...SG, "-n", "ok.ii"] },
  {
    name: "no_code_gen_module_id",
    args: [
      ...SG,
      "--no_code_gen",
      "--gen_module_id_file",
      "--module_id_file_name",
      "m.id",
      "ok.ii",
    ],
  },
  { name: "timing", args: [...SG, "--timing", "ok.ii"] },
  { name: "timing_hash_warning", args: [...SG, "-#", "warn.ii"] },
  { name: "timing_errors", args: [...SG, "-#", "undeclared.ii"] },
  { name: "timing_catastrophic", args: [...SG, "-#", "error_directive.ii"] },
  { name: "timing_no_code_gen", args: [...SG, "-#", "-n", "ok.ii"] },
  { name: "timing_sarif", args: [...SG, "-#", "--output_mode", "sarif", "warn.ii"] },
  // Banners and dumps.
  { name: "version_alone", args: ["-v"] },
  { name: "version_twice", args: ["-v", "--version"] },
  { name: "version_then_compile", args: ["-v", ...SG, "ok.ii"] },
  { name: "version_then_bogus", args: ["-v", "--bogus"] },
  { name: "version_short_group_bad", args: ["-vQ", "ok.ii"] },
  { name: "Version", args: ["-V", "ok.ii"] },
  { name: "Version_long", args: ["--Version"] },
  { name: "dump_command_options", args: ["--dump_command_options"] },
  { name: "dump_command_options_bogus", args: ["--dump_command_options", "--bogus"] },
  // Files.
  { name: "missing_input", args: [...SG, "nonexist.ii"] },
  { name: "missing_input_orig", args: [...SG, "--orig_src_file_name", "foo.cu", "nonexist.ii"] },
  { name: "directory_input", args: [...SG, "sub"] },
  { name: "sarif_missing_input", args: [...SG, "--output_mode", "sarif", "nonexist.ii"] },
  { name: "empty_input_name", args: [...SG, ""] },
  {
    name: "error_output_file",
    args: [...SG, "--error_output", "e.txt", "-#", "warn.ii"],
    read: ["e.txt"],
  },
  { name: "error_output_bad_dir", args: [...SG, "--error_output", "nodir/e.txt", "ok.ii"] },
  {
    name: "error_output_cmdline_error",
    args: [...SG, "--error_output", "e.txt", "--bogus", "ok.ii"],
  },
  { name: "gen_c_file_bad_dir", args: [...S, "--gen_c_file_name", "nodir/o.cpp", "warn.ii"] },
  { name: "gen_c_file_is_dir", args: [...S, "--gen_c_file_name", "sub", "ok.ii"] },
  {
    name: "module_id_file_missing",
    args: [...SG, "--module_id_file_name", "nofile.id", "ok.ii"],
  },
  {
    name: "crash_no_stub_file_name",
    args: ["--gen_c_file_name", "out.cpp", "ok.ii"],
    deviation: "segfault without --stub_file_name",
  },
  {
    name: "crash_gen_module_id_without_name",
    args: [...SG, "--gen_module_id_file", "ok.ii"],
    deviation: "internal error + abort without --module_id_file_name",
  },
];

const ROOT = path.resolve(import.meta.dirname!, "..");
export const FIXTURES = path.join(ROOT, "tests/fixtures/cli");
export const INPUTS = path.join(FIXTURES, "inputs");

/** Copies the inputs into a fresh scratch folder. */
export function makeScratch(): string {
  const dir = Deno.makeTempDirSync({ prefix: "cudafe-cli-" });
  const copy = (from: string, to: string) => {
    for (const e of Deno.readDirSync(from)) {
      const src = path.join(from, e.name);
      const dst = path.join(to, e.name);
      if (e.isDirectory) {
        Deno.mkdirSync(dst);
        copy(src, dst);
      } else {
        Deno.copyFileSync(src, dst);
      }
    }
  };
  copy(INPUTS, dir);
  return dir;
}

/** Files under `dir` (relative paths, sorted). */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string, rel: string) => {
    for (const e of Deno.readDirSync(d)) {
      const r = rel ? rel + "/" + e.name : e.name;
      if (e.isDirectory) walk(path.join(d, e.name), r);
      else out.push(r);
    }
  };
  walk(dir, "");
  return out.sort();
}

export interface Recorded {
  name: string;
  args: string[];
  stdin?: string;
  deviation?: string;
  code: number;
  stdout: string;
  stderr: string;
  /** Files the run created. */
  created: string[];
  contents: Record<string, string | null>;
}

/** Collects the observable result of one run in `dir` (scratch path replaced by `<dir>`). */
export function collect(
  c: CliCase,
  dir: string,
  before: string[],
  r: { code: number; stdout: string; stderr: string },
): Recorded {
  const norm = (s: string) => s.split(dir).join("<dir>");
  const old = new Set(before);
  const contents: Record<string, string | null> = {};
  for (const f of c.read ?? []) {
    try {
      contents[f] = norm(Deno.readTextFileSync(path.join(dir, f)));
    } catch {
      contents[f] = null;
    }
  }
  return {
    name: c.name,
    args: c.args,
    ...(c.stdin !== undefined ? { stdin: c.stdin } : {}),
    ...(c.deviation !== undefined ? { deviation: c.deviation } : {}),
    code: r.code,
    stdout: norm(r.stdout),
    stderr: norm(r.stderr),
    created: listFiles(dir).filter((f) => !old.has(f)),
    contents,
  };
}

async function record(c: CliCase): Promise<Recorded> {
  const dir = makeScratch();
  try {
    const before = listFiles(dir);
    const child = new Deno.Command(Deno.env.get("CUDAFE") ?? "cudafe++", {
      args: c.args,
      cwd: dir,
      stdin: c.stdin !== undefined ? "piped" : "null",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    if (c.stdin !== undefined) {
      const w = child.stdin.getWriter();
      await w.write(Deno.readFileSync(path.join(INPUTS, c.stdin)));
      await w.close();
    }
    const out = await child.output();
    const dec = new TextDecoder();
    // A signal shows as 128+signal like a shell reports it.
    const code = out.signal !== null
      ? 128 + ({ SIGSEGV: 11, SIGABRT: 6 } as Record<string, number>)[out.signal]!
      : out.code;
    return collect(c, dir, before, {
      code,
      stdout: dec.decode(out.stdout),
      stderr: dec.decode(out.stderr),
    });
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
}

if (import.meta.main) {
  const only = new Set(Deno.args);
  let n = 0;
  for (const c of CASES) {
    if (only.size > 0 && !only.has(c.name)) continue;
    const rec = await record(c);
    Deno.writeTextFileSync(
      path.join(FIXTURES, c.name + ".json"),
      JSON.stringify(rec, null, 1) + "\n",
    );
    n++;
  }
  console.log(`recorded ${n} cases into ${FIXTURES}`);
}
