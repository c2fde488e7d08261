/**
 * The back end entry the driver calls after a clean front end: runs fe_wrapup (wrapup.ts),
 * computes the module id (module_id.ts: read mode takes the file's text verbatim; otherwise the
 * first qualifying definition, `--frandom-seed`, or the time/cwd/pid fallback), builds the host
 * unit (top-level declarations and pragmas in source order) and prints it with emit_host.ts and
 * the declaration printer (emit_decl.ts).
 */
import type { Config } from "./config.ts";
import type { Node, Pragma, TranslationUnit } from "./ast.ts";
import { NodeKind } from "./ast.ts";
import type { TokenBuffer } from "./tokens.ts";
import type { NameTable } from "./names.ts";
import type { SourceMap } from "./source.ts";
import type { Diagnostics } from "./diagnostics.ts";
import type { CompileRequest } from "./driver.ts";
import { emitHostFile, type EmitHostOptions, type HostItem } from "./emit_host.ts";
import { computeModuleId, fallbackStamp, moduleIdFileMode, moduleIdFromFile } from "./module_id.ts";
import { feWrapup, hostRefLists } from "./wrapup.ts";
import { DeclPrinter, pragmaOutput } from "./emit_decl.ts";

export interface BackendContext {
  config: Config;
  unit: TranslationUnit;
  tokens: TokenBuffer;
  names: NameTable;
  sm: SourceMap;
  diags: Diagnostics;
  req: CompileRequest;
  cuda?: unknown;
}

/** The module id for this compilation (see module_id.ts). */
export function moduleIdFor(ctx: BackendContext, entity: string | undefined): string {
  const { config, req } = ctx;
  const mode = moduleIdFileMode(config);
  if (mode.kind === "read" && req.moduleIdFileText !== undefined) {
    return moduleIdFromFile(req.moduleIdFileText);
  }
  let stamp: string | undefined;
  let cwd: string | undefined;
  if (entity === undefined && config.frandomSeed === undefined) {
    stamp = req.inputName === "-" ? undefined : fallbackStamp(req.inputName, new Date());
    try {
      cwd = Deno.cwd();
    } catch {
      cwd = "";
    }
  }
  return computeModuleId({
    origSrcPathName: config.origSrcPathName,
    origSrcFileName: config.origSrcFileName,
    inputName: req.inputName,
    firstExternalMangled: entity,
    frandomSeed: config.frandomSeed,
    pid: req.pid,
    fallbackStamp: stamp,
    cwd,
  });
}

/** Top-level items in source order: declarations and the pragmas between them. */
export function hostItems(ctx: BackendContext): HostItem<Node>[] {
  const items: HostItem<Node>[] = [];
  for (const d of ctx.unit.decls) {
    if (d.kind === NodeKind.Pragma) {
      // printed by the declaration printer (it tracks the input's line markers)
      if (pragmaOutput((d as Pragma).text) === undefined) continue;
      items.push({ kind: "decl", decl: d });
    } else items.push({ kind: "decl", decl: d });
  }
  return items;
}

export function backend(ctx: BackendContext): { hostFile: string; moduleId: string } {
  const { config, unit, tokens, names, sm } = ctx;
  const wrap = feWrapup(unit, names, tokens, {
    hostRefs: config.deviceC,
    rdc: config.deviceC,
    keepInIl: false,
    cppStd: config.cppStd,
  });
  const moduleId = moduleIdFor(ctx, wrap.moduleIdEntity);
  const primary = sm.primaryFile;
  const opts: EmitHostOptions = {
    primaryFileName: primary,
    stubFileName: config.stubFileName ?? "",
    moduleId,
    noGcc: config.noGcc,
    clang: config.clang,
    clangVersion: config.clangVersion,
    gnuVersion: config.gnuVersion,
    staticHostStub: config.staticHostStub,
    extendedLambda: config.extendedLambda,
    cMode: config.lang !== "c++",
    deviceC: config.deviceC,
    hostRefs: config.deviceC ? hostRefLists(wrap.deviceRefs, moduleId) : undefined,
  };
  const printer = new DeclPrinter(tokens, names, sm, {
    primary,
    moduleId,
    deviceC: config.deviceC,
    deviceHiddenVisibility: config.deviceHiddenVisibility,
    debugMode: config.debugMode,
    staticHostStub: config.staticHostStub,
    cppStd: config.cppStd,
  }, wrap);
  printer.x.globalScope = unit.scope;
  printer.x.unitDecls = unit.decls;
  printer.x.shortTargs = unit.shortTargs;
  printer.x.noteHiddenNamespaces(unit.hiddenNamespaces);
  printer.x.shortTargSyms = unit.shortTargSyms;
  printer.collectEntities(unit.decls);
  const hostFile = emitHostFile<Node>(
    { items: hostItems(ctx) },
    opts,
    (d, out) => printer.print(d, out),
  );
  return { hostFile, moduleId };
}
