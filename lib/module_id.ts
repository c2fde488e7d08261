/**
 * The module id: the unique suffix of `_GLOBAL__N_<id>` (anonymous namespaces, `_NV_ANON_NAMESPACE`),
 * of the `--device-c` static prefix `__nv_static_<len>_<id>_`, and the contents of the module id
 * file that cicc reads. Algorithm as observed on cudafe++ 13.0:
 *
 *   id = "_" + hex8(crc32(--orig_src_path_name) or 0) + "_" + len(B) + "_" + B + "_" + T
 *   then every byte outside [A-Za-z0-9] becomes "_" (one for one, so len(B) is unchanged)
 *
 * B is the base name of `--orig_src_file_name` (else of the input path). T comes from, in order:
 * the first selected external definition's name (its CRC when longer than 8 characters), the
 * `--frandom-seed` value, or `hex8(crc32(stamp + cwd)) + "_" + pid` where stamp is `ctime()` of the
 * source file's mtime (or of the compile time) — a nondeterministic fallback.
 * In read mode (`--module_id_file_name F` without `--gen_module_id_file`) the id is F's contents,
 * verbatim.
 */

import { crc32, hex8 } from "./crc32.ts";

export interface ModuleIdInput {
  /** `--orig_src_path_name`; absent gives the CRC part `00000000`. */
  origSrcPathName?: string;
  /** `--orig_src_file_name`; its base name is used when given. */
  origSrcFileName?: string;
  /** The input path as given on the command line (`-` for stdin). */
  inputName: string;
  /** Name of the first selected definition (mangled, or plain for C-linkage/global variables). */
  firstExternalMangled?: string;
  /** `--frandom-seed` value, used when there is no selected definition. */
  frandomSeed?: string;
  /** Process id, for the fallback. */
  pid?: number;
  /** `ctime()` text (with its trailing newline) for the fallback; see `fallbackStamp`. */
  fallbackStamp?: string;
  /** Working directory for the fallback. */
  cwd?: string;
}

/** The part of a path after the last `/`. */
export function baseName(path: string): string {
  const i = path.lastIndexOf("/");
  return i < 0 ? path : path.slice(i + 1);
}

/** Every UTF-8 byte outside [A-Za-z0-9] becomes `_`. */
export function sanitizeId(s: string): string {
  let out = "";
  const bytes = new TextEncoder().encode(s);
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    const ok = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    out += ok ? String.fromCharCode(c) : "_";
  }
  return out;
}

/** T for a selected entity name: the name itself, or `hex8(crc32(name))` when longer than 8. */
export function shortenName(name: string): string {
  return name.length <= 8 ? name : hex8(crc32(name));
}

/**
 * Parses like C `strtoul(s, 0, 0)` and reports whether the whole string was consumed.
 * Returns undefined when `s` is not fully numeric.
 */
function strtoulFull(s: string): bigint | undefined {
  let i = 0;
  while (i < s.length && " \t\n\v\f\r".includes(s[i])) i++;
  let neg = false;
  if (s[i] === "+" || s[i] === "-") neg = s[i++] === "-";
  let base = 10;
  if (
    s[i] === "0" && (s[i + 1] === "x" || s[i + 1] === "X") && /[0-9a-fA-F]/.test(s[i + 2] ?? "")
  ) {
    base = 16;
    i += 2;
  } else if (s[i] === "0") base = 8;
  const start = i;
  let v = 0n;
  for (; i < s.length; i++) {
    const d = parseInt(s[i], 36);
    if (Number.isNaN(d) || d >= base) break;
    v = v * BigInt(base) + BigInt(d);
  }
  if (i === start || i !== s.length) return undefined;
  const mod = 1n << 64n;
  v %= mod;
  return neg ? (mod - v) % mod : v;
}

/**
 * T for `--frandom-seed=S`: `%08lx` of the number when S is fully numeric, else CRC of S; a
 * result longer than 8 characters is replaced by its CRC. (The binary is deterministic only up to
 * 9 hex digits; above that and for negative numbers it prints garbage that changes per run.)
 */
export function frandomSeedSuffix(seed: string): string {
  const v = strtoulFull(seed);
  const t = v === undefined ? hex8(crc32(seed)) : v.toString(16).padStart(8, "0");
  return shortenName(t);
}

/** T for the fallback: `hex8(crc32(stamp + cwd)) + "_" + pid`. */
export function fallbackSuffix(stamp: string, cwd: string, pid: number): string {
  return hex8(crc32(stamp + cwd)) + "_" + pid;
}

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** C `ctime()` text (local time, or UTC), e.g. `"Tue Jan  2 03:04:05 2024\n"`. */
export function ctimeString(d: Date, utc = false): string {
  const p2 = (n: number) => String(n).padStart(2, "0");
  const [day, mon, date, h, m, s, y] = utc
    ? [
      d.getUTCDay(),
      d.getUTCMonth(),
      d.getUTCDate(),
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
      d.getUTCFullYear(),
    ]
    : [
      d.getDay(),
      d.getMonth(),
      d.getDate(),
      d.getHours(),
      d.getMinutes(),
      d.getSeconds(),
      d.getFullYear(),
    ];
  return `${DAYS[day]} ${MONTHS[mon]} ${String(date).padStart(2, " ")} ` +
    `${p2(h)}:${p2(m)}:${p2(s)} ${y}\n`;
}

/**
 * The fallback stamp: `ctime(mtime)` of `path` (relative to the cwd) when it is a regular file,
 * else `ctime(now)`. Touches the file system; the pure parts above do not.
 */
export function fallbackStamp(path: string, now: Date): string {
  try {
    const st = Deno.statSync(path);
    if (st.isFile && st.mtime) return ctimeString(st.mtime);
  } catch {
    // not there: use the compile time
  }
  return ctimeString(now);
}

/** The module id in write (or no-file) mode. */
export function computeModuleId(i: ModuleIdInput): string {
  const crc = i.origSrcPathName !== undefined ? hex8(crc32(i.origSrcPathName)) : "00000000";
  const b = baseName(i.origSrcFileName ?? i.inputName);
  let t: string;
  if (i.firstExternalMangled !== undefined) t = shortenName(i.firstExternalMangled);
  else if (i.frandomSeed !== undefined) t = frandomSeedSuffix(i.frandomSeed);
  else t = fallbackSuffix(i.fallbackStamp ?? "", i.cwd ?? "", i.pid ?? 0);
  // len(B) counts bytes, like strlen.
  const blen = new TextEncoder().encode(b).length;
  return sanitizeId(`_${crc}_${blen}_${b}_${t}`);
}

/** How the module id file is used. */
export type ModuleIdFileMode =
  | { kind: "none" }
  | { kind: "write"; file: string }
  | { kind: "read"; file: string }
  | { kind: "no-name" };

/**
 * `--gen_module_id_file --module_id_file_name F` → write; `--module_id_file_name F` alone → read;
 * `--gen_module_id_file` alone → "no-name" (the binary stops with the internal error
 * `module id filename not specified`).
 */
export function moduleIdFileMode(
  o: { genModuleIdFile?: boolean; moduleIdFileName?: string },
): ModuleIdFileMode {
  if (o.moduleIdFileName !== undefined) {
    return o.genModuleIdFile
      ? { kind: "write", file: o.moduleIdFileName }
      : { kind: "read", file: o.moduleIdFileName };
  }
  return o.genModuleIdFile ? { kind: "no-name" } : { kind: "none" };
}

/** The catastrophic message when the read-mode file cannot be opened (at the first use). */
export function moduleIdOpenError(file: string): string {
  return `cannot open module id file "${file}"`;
}

/** The internal-error text for `--gen_module_id_file` without a file name. */
export const MODULE_ID_NO_NAME = "module id filename not specified";

/** Contents of the written module id file: the id, no newline. */
export function moduleIdFileText(id: string): string {
  return id;
}

/** The id in read mode: the file's contents verbatim. */
export function moduleIdFromFile(contents: string): string {
  return contents;
}

/** What the module-id entity selection needs to know about a definition (front end fills it). */
export interface ModuleIdEntity {
  kind: "variable" | "function";
  /** External linkage (not `static`, not an internal `const` variable, not in an unnamed ns). */
  externalLinkage: boolean;
  /** Declared inside an anonymous namespace (at any depth). */
  inAnonymousNamespace?: boolean;
  /** A template, an instantiation or an explicit specialization. */
  templateRelated?: boolean;
  /** `__attribute__((weak))` on any declaration. */
  weak?: boolean;
  /** Variables: the definition has an explicit initializer (`= x`, `{}`, `(x)`). */
  hasInitializer?: boolean;
  /** Variables and functions: `inline` (explicit, or implied by `constexpr`). */
  isInline?: boolean;
  /** Variables: `constexpr`. */
  isConstexpr?: boolean;
  /** Functions: defined inside its class body. */
  inClassDefinition?: boolean;
  /** Functions: `= delete` / `= default`. */
  deleted?: boolean;
  defaulted?: boolean;
}

/**
 * Whether a definition, seen at the point it is defined, becomes the module id's entity (the
 * first one that does wins). Observed on cudafe++ 13.0: external linkage; not in an anonymous
 * namespace; no template involvement; not weak; variables need an explicit initializer and must
 * not be inline/constexpr (`thread_local`, `extern const int c = 1`, hidden visibility are fine);
 * functions must not be inline/constexpr, defined in class, deleted or defaulted. `main`,
 * `extern "C"` functions, out-of-class member and constructor definitions (C1 name), static data
 * member definitions with an initializer, `__device__`/`__global__` functions and `__device__`/
 * `__managed__` variables with an initializer all qualify.
 */
export function isModuleIdCandidate(e: ModuleIdEntity): boolean {
  if (!e.externalLinkage || e.inAnonymousNamespace || e.templateRelated || e.weak) return false;
  if (e.isInline) return false;
  if (e.kind === "variable") return !!e.hasInitializer && !e.isConstexpr;
  return !e.inClassDefinition && !e.deleted && !e.defaulted;
}

/**
 * The name used for the module id: the plain identifier for global-scope variables, `extern "C"`
 * entities and `main`; the Itanium mangled name otherwise (constructors: the C1 name).
 */
export function moduleIdEntityName(
  e: { plainName: string; mangledName: string; globalScopeVariable?: boolean; externC?: boolean },
): string {
  if (e.globalScopeVariable || e.externC || e.plainName === "main") return e.plainName;
  return e.mangledName;
}
