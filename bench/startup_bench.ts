/**
 * Fixed costs of one cudafe-ts run (what every `.cu` pays before and after the real work):
 *
 *   - process start-up: `deno run cli.ts` on a one-line input, against an empty Deno script (the
 *     difference is module loading and table set-up) and against a script that only touches
 *     node:fs, node:path and node:process (what the CLI cost before it stopped using them: the
 *     first use of a node: module loads Deno's Node compatibility layer);
 *   - the ISO-8859-1 codec (lib/source.ts) on a host-file-sized text, all ASCII and with high
 *     bytes, against node:buffer's.
 *
 *   deno bench -A bench/startup_bench.ts
 */
import { Buffer } from "node:buffer";
import { latin1Decode, latin1Encode } from "../lib/source.ts";

const CLI = new URL("../cli.ts", import.meta.url).pathname;
const NODE_LAYER = `import process from "node:process";
import * as fs from "node:fs";
import * as path from "node:path";
process.cpuUsage();
fs.readFileSync(${JSON.stringify(CLI)});
path.resolve("x");`;

/** Runs deno with `args`, `stdin` on standard input; nothing is written to disk. */
async function deno(args: string[], stdin = ""): Promise<void> {
  const child = new Deno.Command(Deno.execPath(), {
    args,
    stdin: "piped",
    stdout: "null",
    stderr: "null",
  }).spawn();
  const w = child.stdin.getWriter();
  await w.write(new TextEncoder().encode(stdin));
  await w.close();
  const r = await child.status;
  if (!r.success) throw new Error(`failed: deno ${args.join(" ")}`);
}

Deno.bench("deno eval: empty", { group: "start-up", baseline: true }, async () => {
  await deno(["eval", "0"]);
});

Deno.bench(
  "deno eval: node:fs + node:path + node:process used",
  { group: "start-up" },
  async () => {
    await deno(["eval", NODE_LAYER]);
  },
);

Deno.bench("deno run cli.ts: `int x;` (stdin to stdout)", { group: "start-up" }, async () => {
  await deno(
    ["run", "--allow-read", "--allow-env", CLI, "--stub_file_name", "x.stub.c", "-"],
    "int x;\n",
  );
});

// a host-file-sized text (1 MiB), all ASCII, and the same with a high byte every 4 KiB
const ASCII = new Uint8Array(1 << 20);
for (let i = 0; i < ASCII.length; i++) ASCII[i] = 32 + (i * 7) % 95;
const HIGH = ASCII.slice();
for (let i = 0; i < HIGH.length; i += 4096) HIGH[i] = 0xe9;
const ASCII_TEXT = latin1Decode(ASCII);
const HIGH_TEXT = latin1Decode(HIGH);
// every byte value, and a UTF-8 BOM first (a UTF-8 decoder would drop it)
const EVERY = new Uint8Array(3 + 256 * 4);
EVERY.set([0xef, 0xbb, 0xbf]);
for (let i = 3; i < EVERY.length; i++) EVERY[i] = i & 255;
for (const b of [ASCII, HIGH, EVERY, EVERY.subarray(0, 3)]) {
  if (latin1Decode(b) !== Buffer.from(b).toString("latin1")) {
    throw new Error("latin1Decode differs");
  }
}
if (latin1Encode(HIGH_TEXT).some((b, i) => b !== HIGH[i])) throw new Error("latin1Encode differs");

Deno.bench("latin1Decode, ASCII", { group: "decode ASCII", baseline: true }, () => {
  latin1Decode(ASCII);
});
Deno.bench("Buffer latin1 decode, ASCII", { group: "decode ASCII" }, () => {
  Buffer.from(ASCII).toString("latin1");
});
Deno.bench("latin1Decode, high bytes", { group: "decode high", baseline: true }, () => {
  latin1Decode(HIGH);
});
Deno.bench("Buffer latin1 decode, high bytes", { group: "decode high" }, () => {
  Buffer.from(HIGH).toString("latin1");
});
Deno.bench("latin1Encode, ASCII", { group: "encode ASCII", baseline: true }, () => {
  latin1Encode(ASCII_TEXT);
});
Deno.bench("Buffer latin1 encode, ASCII", { group: "encode ASCII" }, () => {
  Buffer.from(ASCII_TEXT, "latin1");
});
Deno.bench("latin1Encode, high bytes", { group: "encode high", baseline: true }, () => {
  latin1Encode(HIGH_TEXT);
});
Deno.bench("Buffer latin1 encode, high bytes", { group: "encode high" }, () => {
  Buffer.from(HIGH_TEXT, "latin1");
});
