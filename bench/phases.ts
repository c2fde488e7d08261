/**
 * Wall time of each stage on one preprocessed input, in one process (module load, lexing,
 * parsing with the CUDA model, fe_wrapup plus the back end), to see where a whole run goes.
 *
 *   deno run -A --v8-flags=--no-turbofan,--stack-size=7000,--initial-old-space-size=512 bench/phases.ts INPUT.ii [runs]
 *
 * With runs > 1 the later runs show the warmed-up cost (what V8's start-up adds is the
 * difference from the first).
 */
const t0 = performance.now();
const { SourceMap } = await import("../lib/source.ts");
const { NameTable } = await import("../lib/names.ts");
const { lex } = await import("../lib/lex.ts");
const { parseTranslationUnit } = await import("../lib/parse.ts");
const { backend } = await import("../lib/backend.ts");
const { CudaModel, cudaOptionsFromConfig } = await import("../lib/cuda_attributes.ts");
const { Diagnostics } = await import("../lib/diagnostics.ts");
const { diagOptionsFor } = await import("../lib/driver.ts");
const { parseCommandLine } = await import("../lib/cli_args.ts");
const tLoad = performance.now() - t0;

const file = Deno.args[0];
const runs = Number(Deno.args[1] ?? 1);
const text = Deno.readTextFileSync(file);
const parsed = parseCommandLine([
  "--c++17",
  "--gnu_version=120200",
  "--allow_managed",
  "--m64",
  "--parse_templates",
  "--gen_c_file_name",
  "/dev/null",
  file,
]);
const config = parsed.config;
console.log(`load ${tLoad.toFixed(0)} ms`);
for (let r = 0; r < runs; r++) {
  const a = performance.now();
  const diags = new Diagnostics(diagOptionsFor(config, file, file, true));
  const sm = new SourceMap(text, file);
  diags.setSource(sm);
  const names = new NameTable();
  const tokens = lex(sm, names, { cppStd: config.cppStd, gnuVersion: config.gnuVersion }, diags);
  const b = performance.now();
  const cuda = new CudaModel(tokens, names, diags, cudaOptionsFromConfig(config, sm));
  const unit = parseTranslationUnit(tokens, names, sm, diags, {
    cppStd: config.cppStd,
    onTopLevel: (node, global) => cuda.runDecl(node, global),
  });
  const c = performance.now();
  const out = backend({
    config,
    unit,
    tokens,
    names,
    sm,
    diags,
    req: { config, text, inputName: file, pid: 1 },
    cuda,
  });
  const d = performance.now();
  console.log(
    `run ${r}: lex ${(b - a).toFixed(0)} parse ${(c - b).toFixed(0)} back ${
      (d - c).toFixed(0)
    } ms (${out.hostFile.length} chars)`,
  );
}
