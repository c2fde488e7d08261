/**
 * cudafe-ts as a library: a CUDA C++ front end compatible with cudafe++ 13.0.
 *
 * ```ts
 * import { translate } from "./mod.ts";
 * const r = translate(preprocessedText, { args: ["--c++17", "--gnu_version=120200"] });
 * if (r.exitCode === 0) console.log(r.hostFile);
 * else console.error(r.diagnostics);
 * ```
 *
 * No file system is touched: the input is text, the outputs are strings.
 */
import { parseCommandLine } from "./lib/cli_args.ts";
import { compile, type CompileResult } from "./lib/driver.ts";

export { compile, type CompileRequest, type CompileResult } from "./lib/driver.ts";
export { parseCommandLine } from "./lib/cli_args.ts";
export { type Config, defaultConfig } from "./lib/config.ts";

export interface TranslateOptions {
  /** cudafe++ command-line options (without the input file), e.g. nvcc's flags. */
  args?: string[];
  /** The input's name as diagnostics and the module id should see it (default "input.cpp4.ii"). */
  inputName?: string;
  /** Contents of the module id file, when `--module_id_file_name` is used in read mode. */
  moduleIdFileText?: string;
}

export interface TranslateResult {
  /** 0: success or warnings only; 2: errors; 4: catastrophic or command-line error. */
  exitCode: number;
  /** The diagnostics exactly as cudafe++ prints them on stderr (text or SARIF). */
  diagnostics: string;
  /** The host C++ file (`--gen_c_file_name`'s contents), when one is produced. */
  hostFile?: string;
  /** The module id, when `--gen_module_id_file` asked for one. */
  moduleId?: string;
}

/**
 * Translates one preprocessed CUDA translation unit, as `cudafe++ <args> <input>` would, and
 * returns what it would print and write.
 */
export function translate(source: string, options: TranslateOptions = {}): TranslateResult {
  const inputName = options.inputName ?? "input.cpp4.ii";
  const args = [...(options.args ?? []), inputName];
  if (!args.some((a) => a === "--gen_c_file_name" || a.startsWith("--gen_c_file_name="))) {
    args.unshift("--gen_c_file_name", "input.cudafe1.cpp");
  }
  if (!args.some((a) => a === "--stub_file_name" || a.startsWith("--stub_file_name="))) {
    args.unshift("--stub_file_name", "input.cudafe1.stub.c");
  }
  const parsed = parseCommandLine(args);
  if (parsed.errors.length > 0) {
    const r: CompileResult = compile({
      config: parsed.config,
      text: "",
      inputName,
      commandLineErrors: parsed.errors,
    });
    return { exitCode: r.exitCode, diagnostics: r.stderr };
  }
  const r = compile({
    config: parsed.config,
    text: source,
    inputName,
    moduleIdFileText: options.moduleIdFileText,
    byteSource: false,
  });
  return {
    exitCode: r.exitCode,
    diagnostics: r.stderr,
    hostFile: r.hostFile,
    moduleId: r.moduleId,
  };
}
