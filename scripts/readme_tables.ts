/**
 * Regenerates the generated sections of README.md from the data:
 * - the options cudafe-ts accepts without acting on them (lib/config.ts);
 * - the status of every CUDA diagnostic of the catalog (scripts/cuda_diag_table.ts, which runs
 *   the CUDA goldens to decide what is tested).
 * Each section sits between `<!-- BEGIN name -->` and `<!-- END name -->` lines.
 *
 *   deno run -A scripts/readme_tables.ts          # rewrite README.md
 *   deno run -A scripts/readme_tables.ts --check  # exit 1 if README.md is out of date
 */
import { fileURLToPath } from "node:url";
import { unimplementedOptionsMarkdown } from "../lib/config.ts";

const README = fileURLToPath(new URL("../README.md", import.meta.url));
const CUDA_TABLE = fileURLToPath(new URL("./cuda_diag_table.ts", import.meta.url));

function splice(text: string, name: string, body: string): string {
  const begin = `<!-- BEGIN ${name} -->`;
  const end = `<!-- END ${name} -->`;
  const i = text.indexOf(begin);
  const j = text.indexOf(end);
  if (i < 0 || j < i) throw new Error(`README.md has no ${begin} ... ${end} section`);
  return text.slice(0, i + begin.length) + "\n\n" + body.trim() + "\n\n" + text.slice(j);
}

const cuda = new Deno.Command(Deno.execPath(), {
  args: ["run", "-A", CUDA_TABLE],
  stdout: "piped",
  stderr: "inherit",
}).outputSync();
if (!cuda.success) throw new Error("scripts/cuda_diag_table.ts failed");

/** Formats markdown as `deno fmt` would, so the check and `deno fmt --check` agree. */
async function fmt(markdown: string): Promise<string> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["fmt", "--ext", "md", "-"],
    stdin: "piped",
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(markdown));
  await writer.close();
  const out = await child.output();
  return new TextDecoder().decode(out.stdout);
}

const before = Deno.readTextFileSync(README);
let after = splice(before, "unimplemented-options", unimplementedOptionsMarkdown());
after = splice(after, "cuda-diagnostics", new TextDecoder().decode(cuda.stdout));
after = await fmt(after);
if (Deno.args.includes("--check")) {
  if (after !== before) {
    console.error("README.md is out of date: run deno run -A scripts/readme_tables.ts");
    Deno.exit(1);
  }
} else {
  Deno.writeTextFileSync(README, after);
}
