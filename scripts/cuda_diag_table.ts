/**
 * Prints the README status table of CUDA diagnostics: every diagnostic of the catalog
 * (lib/diag_table.ts, internal codes 3457..3794, plus 1835 which the CUDA attribute handlers
 * report), with its status, generated from the data:
 *
 * - "implemented, tested": cudafe-ts reports the code on at least one golden of
 *   tests/fixtures/cuda whose whole stderr and exit code match the real cudafe++'s;
 * - "implemented, untested": a handler reports it (DECL_CODES / BODY_CODES) but no matching
 *   golden exercises it;
 * - "cicc only (silent)": the device front end prints it, the host pass does not (CICC_ONLY);
 *   "(golden)" when a recorded golden shows cudafe++ silent on a trigger;
 * - "not yet".
 *
 * Usage: deno run --allow-read scripts/cuda_diag_table.ts
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type DiagInfo,
  DIAGS,
  displayNumber,
  PENDING_BASE,
  PENDING_TAGS,
} from "../lib/diag_table.ts";
import { parseCommandLine } from "../lib/cli_args.ts";
import type { Config } from "../lib/config.ts";
import { Diagnostics, StopCompilation } from "../lib/diagnostics.ts";
import { diagOptionsFor } from "../lib/driver.ts";
import { SourceMap } from "../lib/source.ts";
import { NameTable } from "../lib/names.ts";
import { lex } from "../lib/lex.ts";
import { parseTranslationUnit } from "../lib/parse.ts";
import {
  BINARY_FAILS,
  CICC_ONLY,
  CudaModel,
  cudaOptionsFromConfig,
  DECL_CODES,
  NOT_TRIGGERED,
} from "../lib/cuda_attributes.ts";
import { BODY_CODES } from "../lib/cuda_checks.ts";

export const CUDA_FIXTURES = fileURLToPath(new URL("../tests/fixtures/cuda/", import.meta.url));

export interface CudaGolden {
  name: string;
  input: string;
  flags: string[];
  rc: number;
  stderr: string;
  /** What cicc reports on the same input (recorded when cicc was found). */
  cicc?: { rc: number; codes: number[] };
}

export function loadCudaGoldens(): CudaGolden[] {
  return [...Deno.readDirSync(join(CUDA_FIXTURES, "goldens"))]
    .filter((e) => e.name.endsWith(".json"))
    .map((e) =>
      JSON.parse(Deno.readTextFileSync(join(CUDA_FIXTURES, "goldens", e.name))) as CudaGolden
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The front end as lib/driver.ts runs it (lex, parse, then the CUDA model), on a golden's
 * input and argv. Returns stderr, the exit code and the codes reported.
 */
export function runCudaFrontEnd(
  config: Config,
  text: string,
  inputName: string,
): { exitCode: number; stderr: string; codes: Set<number> } {
  // the driver's own options (colors off: the goldens were recorded without a terminal)
  const diags = new Diagnostics({ ...diagOptionsFor(config, inputName), colors: false });
  const codes = new Set<number>();
  const report = diags.report.bind(diags);
  diags.report = (code, ...rest) => {
    codes.add(code);
    report(code, ...rest);
  };
  try {
    const sm = new SourceMap(text, inputName);
    diags.setSource(sm);
    const names = new NameTable();
    // the same front end as lib/driver.ts (which gives no access to the reported codes)
    const tokens = lex(sm, names, { cppStd: config.cppStd, gnuVersion: config.gnuVersion }, diags);
    const cuda = new CudaModel(tokens, names, diags, cudaOptionsFromConfig(config, sm));
    parseTranslationUnit(tokens, names, sm, diags, {
      cppStd: config.cppStd,
      onTopLevel: (node, global) => cuda.runDecl(node, global),
    });
  } catch (e) {
    if (!(e instanceof StopCompilation)) throw e;
  }
  return { exitCode: diags.exitCode(), stderr: diags.finish(), codes };
}

/** Config for a golden's argv (the output options do not matter for stderr). */
export function goldenConfig(g: CudaGolden): Config {
  const { config, errors } = parseCommandLine([
    ...g.flags,
    "--gen_c_file_name",
    "/dev/null",
    g.input,
  ]);
  if (errors.length > 0) throw new Error(`${g.name}: ${errors.join("; ")}`);
  return config;
}

/** A golden replayed through the front end: whether it matched, and the codes cudafe-ts reported. */
export interface Replay {
  golden: CudaGolden;
  matched: boolean;
  codes: Set<number>;
}

export function replayGoldens(goldens: CudaGolden[] = loadCudaGoldens()): Replay[] {
  return goldens.map((g) => {
    const text = Deno.readTextFileSync(join(CUDA_FIXTURES, "inputs", g.input));
    const r = runCudaFrontEnd(goldenConfig(g), text, g.input);
    return { golden: g, matched: r.stderr === g.stderr && r.exitCode === g.rc, codes: r.codes };
  });
}

/**
 * Evidence that a diagnostic is cicc-only: the goldens on which cicc reports `code` (their
 * recorded `cicc.codes`) while the real cudafe++ does not; the latter holds because cudafe-ts
 * matches the golden's whole stderr and does not report the code.
 */
export function ciccEvidence(replays: Replay[]): Map<number, string[]> {
  const ev = new Map<number, string[]>();
  for (const r of replays) {
    if (!r.matched || !r.golden.cicc) continue;
    for (const c of r.golden.cicc.codes) {
      if (r.codes.has(c)) continue;
      const l = ev.get(c) ?? [];
      l.push(r.golden.name);
      ev.set(c, l);
    }
  }
  return ev;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

function main(): void {
  const replays = replayGoldens();
  const tested = new Map<number, string[]>();
  let matching = 0;
  for (const r of replays) {
    if (!r.matched) continue;
    matching++;
    for (const c of r.codes) {
      const l = tested.get(c) ?? [];
      l.push(r.golden.name);
      tested.set(c, l);
    }
  }
  const evidence = ciccEvidence(replays);
  const implemented = new Set<number>([...DECL_CODES, ...BODY_CODES]);
  // tags the binary accepts whose internal number is not known yet come last, by name
  const knownTags = new Set(DIAGS.map((d) => d.tag));
  const rows: DiagInfo[] = [
    ...DIAGS.filter((d) => (d.code >= 3457 && d.code < PENDING_BASE) || d.code === 1835),
    ...PENDING_TAGS.filter((t) => !knownTags.has(t)).sort().map((tag) => ({
      code: PENDING_BASE,
      tag,
      severity: "error" as const,
      text: "",
      discretionary: true,
    })),
  ];
  const counts = { tested: 0, untested: 0, cicc: 0, ciccSpec: 0, untriggered: 0, notYet: 0 };
  const out: string[] = [];
  out.push("| # | internal | tag | severity | status | message |");
  out.push("|---|---|---|---|---|---|");
  for (const d of rows) {
    const known = d.code < PENDING_BASE;
    let status: string;
    const why = NOT_TRIGGERED.get(known ? d.code : d.tag);
    if (d.code === 3709) {
      status = "diagnostics engine";
    } else if (tested.has(d.code)) {
      counts.tested++;
      status = `implemented, tested (${plural(tested.get(d.code)!.length, "golden")})`;
    } else if (BINARY_FAILS.has(d.code)) {
      counts.tested++;
      status = `implemented, unit test (${BINARY_FAILS.get(d.code)})`;
    } else if (implemented.has(d.code)) {
      counts.untested++;
      status = "implemented, untested";
    } else if (CICC_ONLY.has(d.code) && evidence.has(d.code)) {
      counts.cicc++;
      status = `cicc only, silent (${plural(evidence.get(d.code)!.length, "golden")})`;
    } else if (CICC_ONLY.has(d.code)) {
      counts.ciccSpec++;
      status = "cicc only, silent (spec only)";
    } else if (why !== undefined) {
      counts.untriggered++;
      status = `not triggered: ${why}`;
    } else {
      counts.notYet++;
      status = known ? "not yet" : "not yet (number unknown)";
    }
    // in a code span, so markdown leaves `__global__` alone (pipes still need escaping in tables)
    const text = d.text.replaceAll("|", "\\|").replaceAll("`", "'");
    out.push(
      `| ${known ? displayNumber(d.code) : "?"} | ${known ? d.code : "?"} | ${d.tag || "—"} | ${
        known ? d.severity : "?"
      } | ${status.replaceAll("|", "\\|")} | ${
        text === "" ? "" : "`" + (text.length > 90 ? text.slice(0, 87) + "..." : text) + "`"
      } |`,
    );
  }
  console.log(out.join("\n"));
  console.log();
  console.log(
    `${rows.length} CUDA diagnostics in the catalog: ${counts.tested} implemented and tested, ` +
      `${counts.untested} implemented but untested, ${counts.cicc} cicc-only with a golden ` +
      `showing cudafe++ silent where cicc reports them, ${counts.ciccSpec} cicc-only on the ` +
      `spec's word alone, ${counts.untriggered} that neither binary could be made to print, ` +
      `${counts.notYet} not yet. Goldens: ${replays.length} recorded, ${matching} matched exactly.`,
  );
}

if (import.meta.main) main();
