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

/** A device symbol referenced from host code, as the front end describes it. */
export interface HostRefEntity {
  /** `__global__` → kernel; `__device__` and `__managed__` → device; `__constant__` → constant. */
  category: "kernel" | "device" | "constant";
  /** Enclosing namespaces/classes, outermost first (an anonymous one as `_GLOBAL__N_<id>`). */
  scopes: string[];
  name: string;
  isFunction: boolean;
  /** Internal linkage: `static`, or inside an anonymous namespace. */
  internal: boolean;
  /** `extern "C"` (the plain name, wherever it is declared). */
  externC?: boolean;
  /** A template (kernel or variable template): listed in the I list too (named like a function). */
  isTemplate?: boolean;
}

const pieces = (xs: string[]) => xs.map((x) => enc.encode(x).length + x).join("");

/**
 * The glob patterns of one entity and the lists they go to (internal ones without the
 * `__nv_static_` prefix, as `HostRefLists` holds them). Observed forms: external `_Z2kx*`,
 * `_ZN2ns2kn*`, plain `dx` / `kc` for global-scope variables and `extern "C"`; internal
 * `*2ks*`, `*2ns10d_nsstatic*`, `*35_GLOBAL__N_<id>2da*`, and `*d_static` for a global-scope
 * variable.
 */
export function hostRefPatterns(
  e: HostRefEntity,
): { list: keyof HostRefLists; pattern: string }[] {
  const base = e.category === "kernel" ? "kernel" : e.category === "device" ? "device" : "constant";
  const ext = (base + "External") as keyof HostRefLists;
  const int = (base + "Internal") as keyof HostRefLists;
  const all = [...e.scopes, e.name];
  const out: { list: keyof HostRefLists; pattern: string }[] = [];
  const external = () => {
    if (e.externC) return e.name;
    if (e.scopes.length === 0) {
      return e.isFunction || e.isTemplate ? "_Z" + pieces(all) + "*" : e.name;
    }
    return "_ZN" + pieces(all) + "*";
  };
  const internal = () => {
    if (e.scopes.length === 0 && !e.isFunction && !e.isTemplate) return "*" + e.name;
    return "*" + pieces(all) + "*";
  };
  // (a template goes to the internal list too, an internal template only there: a static
  // template kernel `ks` gives `*2ks*` alone)
  if (e.internal || e.isTemplate) out.push({ list: int, pattern: internal() });
  if (!e.internal) out.push({ list: ext, pattern: external() });
  return out;
}

/** Collects entities into the six lists. */
export function collectHostRefs(entities: Iterable<HostRefEntity>): HostRefLists {
  const l = emptyHostRefLists();
  for (const e of entities) for (const p of hostRefPatterns(e)) l[p.list].push(p.pattern);
  return l;
}
