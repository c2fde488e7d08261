/**
 * `--device-c` host reference arrays: after the trailer, six `extern "C"` blocks (KI, KE, DI, DE,
 * CI, CE) list the device symbols that host code refers to, so nvlink can keep them. Each entry is
 * a glob pattern (built by the front end from the entity's scope chain) written as a comment and
 * then as its bytes `0x%x,` with a terminating `0x0,` on one line. A list is a sorted set (byte
 * order of the full pattern); internal-linkage patterns carry the prefix
 * `__nv_static_<strlen(module id)>_<module id>_`.
 */

/** The six lists. Internal entries are given without the `__nv_static_…_` prefix. */
export interface HostRefLists {
  kernelInternal: string[];
  kernelExternal: string[];
  deviceInternal: string[];
  deviceExternal: string[];
  constantInternal: string[];
  constantExternal: string[];
}

export function emptyHostRefLists(): HostRefLists {
  return {
    kernelInternal: [],
    kernelExternal: [],
    deviceInternal: [],
    deviceExternal: [],
    constantInternal: [],
    constantExternal: [],
  };
}

/** `__nv_static_<len>_<id>_`, the prefix of internal-linkage names in `--device-c` mode. */
export function nvStaticPrefix(moduleId: string): string {
  return `__nv_static_${new TextEncoder().encode(moduleId).length}_${moduleId}_`;
}

const enc = new TextEncoder();

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/** Sorted, de-duplicated, like a `std::set<std::string>`. */
export function sortedSet(names: Iterable<string>): string[] {
  const uniq = [...new Set(names)].map((s) => ({ s, b: enc.encode(s) }));
  uniq.sort((x, y) => compareBytes(x.b, y.b));
  return uniq.map((u) => u.s);
}

export type HostRefKind = "Kernel" | "Device" | "Constant";

/** One block, starting with its blank line. `entries` are full patterns (prefix included). */
export function formatHostRefArray(
  kind: HostRefKind,
  internal: boolean,
  entries: string[],
): string {
  const section = ".nvHR" + kind[0] + (internal ? "I" : "E");
  const name = `hostRef${kind}Array${internal ? "Internal" : "External"}Linkage`;
  let s = `\nextern "C" {\nextern __attribute__ ((section ("${section}"))) ` +
    `__attribute__((weak)) const unsigned char ${name}[] = {\n`;
  const sorted = sortedSet(entries);
  for (const e of sorted) {
    s += `/* ${e} */\n`;
    const bytes = enc.encode(e);
    let line = "";
    for (let i = 0; i < bytes.length; i++) line += "0x" + bytes[i].toString(16) + ",";
    s += line + "0x0,\n";
  }
  s += sorted.length === 0 ? "0x0};\n}\n" : "};\n}\n";
  return s;
}

/** All six blocks in the binary's order; absent lists are empty. */
export function formatHostRefArrays(lists: HostRefLists | undefined, moduleId: string): string {
  const l = lists ?? emptyHostRefLists();
  const p = nvStaticPrefix(moduleId);
  const pre = (xs: string[]) => xs.map((x) => p + x);
  return formatHostRefArray("Kernel", true, pre(l.kernelInternal)) +
    formatHostRefArray("Kernel", false, l.kernelExternal) +
    formatHostRefArray("Device", true, pre(l.deviceInternal)) +
    formatHostRefArray("Device", false, l.deviceExternal) +
    formatHostRefArray("Constant", true, pre(l.constantInternal)) +
    formatHostRefArray("Constant", false, l.constantExternal);
}
