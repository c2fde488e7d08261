// Unit tests of the command-line parser. Expected texts were observed on the real cudafe++ 13.0
// (the same cases are recorded end to end by scripts/record_cli_goldens.sh).
import assert from "node:assert/strict";
import { parseCommandLine, parseDiagList, parseNumberArg } from "../lib/cli_args.ts";
import { OPTION_BY_NAME, OPTION_BY_SHORT, OPTIONS } from "../lib/options_table.ts";
import { unimplementedOptionsMarkdown } from "../lib/config.ts";

function err(argv: string[]): string | undefined {
  return parseCommandLine(argv).errors[0];
}

Deno.test("table: 386 names, 58 valued, pairs share ids", () => {
  assert.equal(OPTIONS.length, 386);
  assert.equal(OPTIONS.filter((o) => o.takesValue).length, 58);
  assert.equal(OPTION_BY_NAME.get("rtti")!.id, OPTION_BY_NAME.get("no_rtti")!.id);
  assert.equal(OPTION_BY_NAME.get("signed_chars")!.id, OPTION_BY_NAME.get("unsigned_chars")!.id);
  assert.notEqual(OPTION_BY_NAME.get("rtti")!.id, OPTION_BY_NAME.get("bool")!.id);
  assert.equal(OPTION_BY_SHORT.get("#")!.name, "timing");
  assert.equal(OPTION_BY_SHORT.get("n")!.name, "no_code_gen");
  assert.equal(OPTION_BY_SHORT.get("e")!.name, "error_limit");
  assert.equal(OPTION_BY_SHORT.get("V")!.name, "Version");
  assert.equal(OPTION_BY_SHORT.size, 33);
});

Deno.test("nvcc's command line parses", () => {
  const r = parseCommandLine([
    "--c++17",
    "--static-host-stub",
    "--device-hidden-visibility",
    "--gnu_version=120200",
    "--display_error_number",
    "--orig_src_file_name",
    "x.cu",
    "--orig_src_path_name",
    "/abs/x.cu",
    "--allow_managed",
    "--m64",
    "--parse_templates",
    "--gen_c_file_name",
    "/t/x.cudafe1.cpp",
    "--stub_file_name",
    "x.cudafe1.stub.c",
    "--gen_module_id_file",
    "--module_id_file_name",
    "/t/x.module_id",
    "/t/x.cpp4.ii",
  ]);
  assert.deepEqual(r.errors, []);
  const c = r.config;
  assert.equal(c.cppStd, 2017);
  assert.equal(c.staticHostStub, true);
  assert.equal(c.deviceHiddenVisibility, true);
  assert.equal(c.gnuVersion, 120200);
  assert.equal(c.displayErrorNumber, true);
  assert.equal(c.origSrcFileName, "x.cu");
  assert.equal(c.origSrcPathName, "/abs/x.cu");
  assert.equal(c.allowManaged, true);
  assert.equal(c.features.parse_templates, true);
  assert.equal(c.genCFileName, "/t/x.cudafe1.cpp");
  assert.equal(c.stubFileName, "x.cudafe1.stub.c");
  assert.equal(c.genModuleIdFile, true);
  assert.equal(c.moduleIdFileName, "/t/x.module_id");
  assert.equal(c.input, "/t/x.cpp4.ii");
  assert.deepEqual(c.unimplemented, []);
});

Deno.test("defaults", () => {
  const c = parseCommandLine(["a.ii"]).config;
  assert.equal(c.cppStd, 2014);
  assert.equal(c.errorLimit, 100);
  assert.equal(c.outputMode, "text");
  assert.equal(c.noGcc, false);
  assert.equal(c.lang, "c++");
});

Deno.test("values: = form, next argv, abbreviations", () => {
  assert.equal(parseCommandLine(["--error_limit=5", "a"]).config.errorLimit, 5);
  assert.equal(parseCommandLine(["--error_limit", "7", "a"]).config.errorLimit, 7);
  assert.equal(parseCommandLine(["--error_lim", "8", "a"]).config.errorLimit, 8);
  assert.equal(parseCommandLine(["-e9", "a"]).config.errorLimit, 9);
  assert.equal(parseCommandLine(["-e", "10", "a"]).config.errorLimit, 10);
  assert.equal(parseCommandLine(["-ne11", "a"]).config.errorLimit, 11);
  assert.equal(parseCommandLine(["-ne11", "a"]).config.noCodeGen, true);
  const r = parseCommandLine(["--diag_warn", "549", "--diag_err=20091", "--disp", "a"]);
  assert.deepEqual(r.config.diagControls, [
    { action: "warning", codes: [549] },
    { action: "error", codes: [3548] },
  ]);
  assert.equal(r.config.displayErrorNumber, true);
  // The value is the next argv whatever it looks like.
  assert.equal(err(["--error_limit", "--timing", "a"]), "invalid number: --timing");
  assert.equal(err(["-e", "--timing", "a"]), "invalid number: --timing");
  assert.equal(err(["-en", "a"]), "invalid number: n");
  assert.equal(err(["-e=5", "a"]), "invalid number: =5");
});

Deno.test("exact name wins over longer names", () => {
  const r = parseCommandLine(["--c", "a"]);
  assert.deepEqual(r.errors, []);
  assert.equal(r.config.lang, "c");
  assert.deepEqual(parseCommandLine(["--c++", "a"]).errors, []);
});

Deno.test("ambiguous abbreviations list candidates in table order", () => {
  assert.equal(
    err(["--tim", "a"]),
    'more than one command line option matches the abbreviation "--tim":\n' +
      "            --timing\n            --time_limit",
  );
  assert.equal(
    err(["--c++2", "a"]),
    'more than one command line option matches the abbreviation "--c++2":\n' +
      "            --c++20\n            --c++23",
  );
  assert.equal(
    err(["--tim=1", "a"]),
    'more than one command line option matches the abbreviation "--tim=1":\n' +
      "            --timing\n            --time_limit",
  );
  const no = err(["--no_"])!.split("\n");
  assert.equal(no.length, 115);
  assert.equal(no[1], "            --no_line_commands");
  assert.equal(no[114], "            --no_incognito");
  assert.equal(err(["--=5"])!.split("\n").length, 387);
  const e = err(["--e", "5"])!.split("\n").map((s) => s.trim());
  assert.deepEqual(e.slice(1, 4), ["--exceptions", "--error_limit", "--error_output"]);
});

Deno.test("invalid options", () => {
  assert.equal(err(["--bogus_flag", "a"]), "invalid option: --bogus_flag");
  assert.equal(err(["-Q", "a"]), "invalid option: -Q");
  assert.equal(err(["-nQ", "a"]), "invalid option: -nQ");
  assert.equal(err(["---timing", "a"]), "invalid option: ---timing");
  assert.equal(err(["--timing=1", "a"]), "invalid option: --timing=1");
  assert.equal(err(["--timing=", "a"]), "invalid option: --timing=");
  assert.equal(err(["--error_limit=", "a"]), "invalid option: --error_limit=");
  assert.equal(err(["--diag_default=69", "a"]), "invalid option: --diag_default=69");
  assert.equal(err(["-e"]), "invalid option: -e");
  assert.equal(err(["-n", "-e"]), "invalid option: -e");
  assert.equal(err(["--error_limit"]), '"--error_limit" requires an argument');
  assert.equal(err(["--error_lim"]), '"--error_lim" requires an argument');
});

Deno.test("first error wins; walk errors before post-walk ones", () => {
  assert.equal(err(["--bogus", "--bogus2", "a"]), "invalid option: --bogus");
  assert.equal(err(["--error_limit", "0", "--bogus", "a"]), "invalid error limit: 0");
  assert.equal(err(["-o", "x", "--bogus", "a"]), "invalid option: --bogus");
  assert.equal(err(["--bogus", "a", "b"]), "invalid option: --bogus");
  const many = parseCommandLine(["-o", "x", "a", "b"]);
  assert.equal(many.errors[0], "too many arguments on command line");
  assert.equal(many.inputKnown, true);
  assert.equal(err(["a", "b", "--bogus"]), "too many arguments on command line");
  assert.equal(err(["-o", "x"]), "missing source file name");
  const o = parseCommandLine(["-o", "x", "a"]);
  assert.equal(o.errors[0], "an output file was specified, but none is needed");
  assert.equal(o.inputKnown, true);
  const walk = parseCommandLine(["--bogus", "a"]);
  assert.equal(walk.inputKnown, false);
});

Deno.test("missing source; -v / dump without a source end quietly", () => {
  assert.equal(err([]), "missing source file name");
  assert.equal(err(["--timing"]), "missing source file name");
  const v = parseCommandLine(["-v"]);
  assert.deepEqual(v.errors, []);
  assert.equal(v.exitCode, 0);
  assert.equal(v.output.length, 1);
  assert.ok(v.output[0].text.startsWith("cudafe: NVIDIA (R) Cuda Language Front End\n"));
  assert.equal(parseCommandLine(["-v", "-o", "x"]).exitCode, 0);
  const d = parseCommandLine(["--dump_command_options"]);
  assert.equal(d.exitCode, 0);
  assert.equal(d.output[0].stream, "stdout");
  assert.ok(d.output[0].text.startsWith("--strict --strict_warnings --no_line_commands "));
  assert.ok(d.output[0].text.endsWith("--incognito --no_incognito "));
  // -v prints, then parsing goes on.
  const vb = parseCommandLine(["-v", "--bogus"]);
  assert.equal(vb.output.length, 1);
  assert.equal(vb.errors[0], "invalid option: --bogus");
  const vq = parseCommandLine(["-vQ", "a"]);
  assert.equal(vq.output.length, 1);
  assert.equal(vq.errors[0], "invalid option: -vQ");
  assert.equal(parseCommandLine(["-v", "-v"]).output.length, 2);
});

Deno.test("-V prints its banner and exits 1 at once", () => {
  const r = parseCommandLine(["-V", "--bogus"]);
  assert.deepEqual(r.errors, []);
  assert.equal(r.exitCode, 1);
  assert.ok(r.output[0].text.includes("Portions Copyright (c) 2005-2025 NVIDIA Corporation\n"));
  assert.equal(parseCommandLine(["--bogus", "-V"]).errors[0], "invalid option: --bogus");
});

Deno.test("-- ends the options; - is standard input", () => {
  assert.equal(parseCommandLine(["--", "--timing"]).config.input, "--timing");
  assert.equal(err(["--"]), "missing source file name");
  assert.equal(parseCommandLine(["-"]).config.input, "-");
  assert.equal(err(["-", "x"]), "too many arguments on command line");
});

Deno.test("numbers", () => {
  assert.equal(parseNumberArg("007"), 7);
  assert.equal(parseNumberArg(""), 0);
  assert.equal(parseNumberArg("9223372036854775807"), 9223372036854775807);
  assert.equal(parseNumberArg("9223372036854775808"), undefined);
  assert.equal(parseNumberArg("-5"), undefined);
  assert.equal(parseNumberArg("+5"), undefined);
  assert.equal(parseNumberArg("0x10"), undefined);
  assert.equal(err(["--error_limit", "0", "a"]), "invalid error limit: 0");
  assert.equal(err(["--error_limit", "00", "a"]), "invalid error limit: 00");
  assert.equal(err(["--error_limit", "", "a"]), "invalid error limit: ");
  assert.equal(err(["--error_limit", "abc", "a"]), "invalid number: abc");
  assert.equal(err(["--error_limit", "5x", "a"]), "invalid number: 5x");
  assert.equal(err(["--gnu_version", "3", "a"]), "invalid GNU version number: 3");
  assert.equal(err(["--gnu_version", "30199", "a"]), "invalid GNU version number: 30199");
  assert.deepEqual(parseCommandLine(["--gnu_version", "30200", "a"]).errors, []);
  assert.equal(err(["--gnu_version", "1000000", "a"]), "invalid GNU version number: 1000000");
  assert.equal(err(["--pending_instantiations", "x", "a"]), "invalid number: x");
  assert.equal(err(["--pack_alignment", "3", "a"]), "invalid packing alignment value");
});

Deno.test("enumerated values", () => {
  assert.equal(err(["--instantiate", "bogus", "a"]), "invalid instantiation mode: bogus");
  assert.equal(err(["-t", "NONE", "a"]), "invalid instantiation mode: NONE");
  assert.equal(parseCommandLine(["-tnone", "a"]).config.instantiate, "none");
  assert.equal(err(["--target", "sm_90", "a"]), 'no "sm_90" --target configuration exists');
  assert.equal(
    err(["--output_mode", "bogus", "a"]),
    "unrecognized output mode (must be one of text, sarif): bogus",
  );
  assert.equal(parseCommandLine(["--output_mode=sarif", "a"]).config.outputMode, "sarif");
  assert.equal(
    err(["--unicode_source_kind", "utf-8", "a"]),
    "unrecognized Unicode source kind (must be one of UTF-8, UTF-16, UTF-16LE, UTF-16BE): utf-8",
  );
  assert.equal(err(["--set_flag", "abc=1", "a"]), "unrecognized flag name: abc=1");
});

Deno.test("diagnostic controls", () => {
  assert.deepEqual(parseDiagList("549"), [549]);
  assert.deepEqual(parseDiagList(" 549 "), [549]);
  assert.deepEqual(parseDiagList("549, 177"), [549, 177]);
  assert.deepEqual(parseDiagList("20000,3457,0549"), [3457, 3457, 549]);
  assert.equal(parseDiagList("0"), "invalid error number in diagnostic control option: 0");
  assert.equal(parseDiagList("3795"), "invalid error number in diagnostic control option: 3795");
  assert.equal(
    parseDiagList("19999"),
    "invalid error number in diagnostic control option: 19999",
  );
  assert.equal(
    parseDiagList("20338"),
    "invalid error number in diagnostic control option: 20338",
  );
  assert.equal(parseDiagList("12abc"), "invalid number: 12abc");
  assert.equal(parseDiagList("bogus"), "invalid error tag in diagnostic control option: bogus");
  assert.equal(parseDiagList("-1"), "invalid error tag in diagnostic control option: -1");
  assert.equal(parseDiagList("549,"), "invalid error tag in diagnostic control option: ");
  assert.equal(
    parseDiagList("1,bogus,19999"),
    "invalid error tag in diagnostic control option: bogus",
  );
  assert.equal(
    parseDiagList("19999,bogus"),
    "invalid error number in diagnostic control option: 19999",
  );
  assert.equal(
    parseDiagList("DEPRECATED_ENTITY"),
    "invalid error tag in diagnostic control option: DEPRECATED_ENTITY",
  );
  const tag = parseDiagList("deprecated_entity");
  assert.ok(Array.isArray(tag) && tag.length === 1);
  assert.equal(
    err(["--diag_suppress", "bogus", "a"]),
    "invalid error tag in diagnostic control option: bogus",
  );
});

Deno.test("language modes", () => {
  assert.equal(err(["--c", "--c++", "a"]), "language modes specified are incompatible");
  assert.equal(err(["--c", "--c++", "--bogus", "a"]), "language modes specified are incompatible");
  assert.equal(err(["--c99", "--c++17", "a"]), "language modes specified are incompatible");
  assert.deepEqual(parseCommandLine(["--c", "--c99", "a"]).errors, []);
  assert.deepEqual(parseCommandLine(["--old_c", "--c99", "a"]).errors, []);
  assert.equal(err(["--c11", "--old_c", "a"]), "language modes specified are incompatible");
  assert.equal(err(["--c99", "--old_c", "--bogus", "a"]), "invalid option: --bogus");
  assert.equal(err(["--c", "-b", "a"]), "language modes specified are incompatible");
  const ll =
    "long lifetime temporaries are incompatible with other requested newer language features";
  assert.equal(err(["-b"]), ll);
  assert.equal(err(["-b", "a", "b"]), ll);
  assert.equal(err(["--c++11", "--long_lifetime_temps", "a"]), ll);
  assert.deepEqual(parseCommandLine(["--long_lifetime_temps", "--c++03", "a"]).errors, []);
  assert.equal(parseCommandLine(["--c++20", "a"]).config.cppStd, 2020);
  assert.equal(parseCommandLine(["--c++0x", "a"]).config.cppStd, 2011);
});

Deno.test("dialect checks after the walk, directory and mapping values", () => {
  assert.equal(err(["-A", "-b", "a"]), "strict mode is incompatible with cfront mode");
  assert.equal(err(["-a", "--cfront_3.0", "a"]), "strict mode is incompatible with cfront mode");
  assert.equal(err(["-A", "-b", "--bogus", "a"]), "invalid option: --bogus");
  assert.deepEqual(parseCommandLine(["-b", "--short_lifetime_temps", "a"]).errors, []);
  assert.equal(
    err(["--func_prototype_tags", "a"]),
    "function prototype tags can only be enabled when compiling C",
  );
  assert.deepEqual(parseCommandLine(["--func_prototype_tags", "--c", "a"]).errors, []);
  assert.equal(
    err(["--pch_dir", "/nonexistent-dir", "a"]),
    "invalid PCH directory: /nonexistent-dir",
  );
  assert.deepEqual(parseCommandLine(["--pch_dir", "/", "a"]).errors, []);
  assert.equal(err(["--edg_base_dir", "x/y/z", "a"]), "invalid EDG_BASE directory: x/y/z");
  assert.equal(err(["--ms_header_unit_quote", "h", "a"]), 'no mapping specified for "h"');
  assert.deepEqual(parseCommandLine(["--ms_header_unit", "h=f", "a"]).errors, []);
  assert.deepEqual(parseCommandLine(["--unicode_source_kind", "none", "a"]).errors, []);
});

Deno.test("unimplemented options are recorded once, by full name", () => {
  const c = parseCommandLine(["--no_rt", "--no_rtti", "--list", "l", "a"]).config;
  assert.deepEqual(c.unimplemented, ["--no_rtti", "--list"]);
  assert.equal(c.features.rtti, false);
  const md = unimplementedOptionsMarkdown();
  assert.ok(md.startsWith("| Option | Takes a value |\n|---|---|\n"));
  assert.ok(md.includes("| `--rtti`, `--no_rtti` | no |"));
  assert.ok(!md.includes("`--timing`"));
});
