/**
 * EDG fill-in specifiers, as cudafe++ renders them (wiki 08-diagnostics/03-format-specifiers,
 * verified/06 §2.7).
 *
 * A template holds `%%` (a literal `%`), `%[label]` (a named fragment) and `%XY..n`: a kind
 * letter X (`s d u n p t T r`), option letters Y.. and an optional single digit n (the n-th
 * fill-in of that kind, default 1; 0 means 1). A diagnostic carries a list of fill-ins, each of
 * one kind; `%sq2` takes the second string fill-in, `%n1` the first entity fill-in, and so on.
 *
 * Arguments are strings and numbers for now:
 * - a plain string is a `s` fill-in, a number a `d`/`u` fill-in;
 * - other kinds are given as tagged objects (`FillIn`) carrying text that the caller already
 *   rendered: `{ kind: "n", label: "variable", name: "dv" }` renders `variable "dv"` for `%n`,
 *   `"dv"` for `%no`, `variable "dv" (declared at line 3)` for `%nd` when `declaredAt` is
 *   `"at line 3"`; `{ kind: "t", text: "myint *", aka: "int *" }` renders `"myint *" (aka "int
 *   *")`; `%T` wraps its text in `"<...>"`; `%p` and `%r` print their text as given.
 * - when a template uses a kind for which no tagged fill-in was passed, plain strings stand in
 *   for it (a template that only has `%n` can be fed `["dv"]`... as a name).
 *
 * Richer arguments plug in later by adding entity and type objects to `DiagArg` and rendering
 * them here (kind label from the entity kind, qualified name, parameter list for `%np`, template
 * arguments for `%nt`, the type printer for `%t`); the selection by kind and index stays.
 */

/** A fill-in of a given kind with pre-rendered text. */
export interface FillIn {
  kind: "s" | "d" | "u" | "n" | "p" | "t" | "T" | "r";
  /** The rendered text (for `n`: the name without quotes; for `t`: the type spelling). */
  text?: string;
  /** For `n`: the entity kind label (`function`, `variable`, ...). */
  label?: string;
  /** For `n`: same as text (alias, reads better at call sites). */
  name?: string;
  /** For `n` with option `d`: where it was declared (`at line 3`). */
  declaredAt?: string;
  /** For `t`: the desugared spelling, shown as ` (aka "...")` when it differs. */
  aka?: string;
  /** For `d`/`u`. */
  value?: number;
}

export type DiagArg = string | number | FillIn;

/** Color hooks: `quote` wraps quoted text; both are identity when colors are off. */
export interface FormatColors {
  /** Start of a quote-colored span (`ESC[01m`) or "". */
  quoteOn: string;
  /** Reset (`ESC[0m`) or "". */
  off: string;
}

export const NO_COLORS: FormatColors = { quoteOn: "", off: "" };

/** Named fragments for `%[label]`. Only labels seen in implemented templates are listed. */
const LABELS: Record<string, string> = {};

function kindOf(a: DiagArg): string {
  if (typeof a === "string") return "s";
  if (typeof a === "number") return "d";
  return a.kind === "u" ? "d" : a.kind;
}

function pick(args: readonly DiagArg[], kind: string, index: number): DiagArg | undefined {
  const want = kind === "u" ? "d" : kind;
  let tagged = false;
  let n = index <= 0 ? 1 : index;
  for (const a of args) {
    if (kindOf(a) === want) {
      tagged = true;
      if (--n === 0) return a;
    }
  }
  if (tagged || want === "s") return undefined;
  // no fill-in of this kind at all: plain strings (or numbers) stand in for it
  n = index <= 0 ? 1 : index;
  for (const a of args) {
    if (typeof a === "string" || typeof a === "number") {
      if (--n === 0) return a;
    }
  }
  return undefined;
}

function textOf(a: DiagArg): string {
  if (typeof a === "string") return a;
  if (typeof a === "number") return String(a);
  if (a.value !== undefined) return String(a.value);
  return a.text ?? a.name ?? "";
}

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/**
 * Expands `template` with `args`. A missing fill-in renders as `<?>` (the real binary aborts
 * with `specified fill-in (sN) not found`), so that a wrong call is visible in the output.
 */
export function formatMessage(
  template: string,
  args: readonly DiagArg[] = [],
  colors: FormatColors = NO_COLORS,
): string {
  let out = "";
  let i = 0;
  const n = template.length;
  while (i < n) {
    const pct = template.indexOf("%", i);
    if (pct < 0) {
      out += template.slice(i);
      break;
    }
    out += template.slice(i, pct);
    if (pct + 1 >= n) {
      out += "%";
      break;
    }
    const letter = template[pct + 1];
    if (letter === "%") {
      out += "%";
      i = pct + 2;
      continue;
    }
    if (letter === "[") {
      const close = template.indexOf("]", pct + 2);
      const name = template.slice(pct + 2, close < 0 ? n : close);
      out += LABELS[name] ?? name;
      i = close < 0 ? n : close + 1;
      continue;
    }
    let j = pct + 2;
    let opts = "";
    let index = 1;
    while (j < n) {
      const c = template.charCodeAt(j);
      if (c >= 48 && c <= 57) {
        index = c - 48;
        j++;
        break;
      }
      if (!isLetter(c)) break;
      opts += template[j];
      j++;
    }
    i = j;
    out += render(letter, opts, pick(args, letter, index), colors);
  }
  return out;
}

function quoted(text: string, colors: FormatColors, inside: boolean): string {
  if (colors.off === "") return `"${text}"`;
  // %sq colors inside the quotes, %n/%t around them (verified/06 §2.5)
  return inside
    ? `"${colors.quoteOn}${text}${colors.off}"`
    : `${colors.quoteOn}"${text}"${colors.off}`;
}

function render(
  letter: string,
  opts: string,
  a: DiagArg | undefined,
  colors: FormatColors,
): string {
  if (a === undefined) return "<?>";
  switch (letter) {
    case "s":
      return opts.includes("q") ? quoted(textOf(a), colors, true) : textOf(a);
    case "d":
    case "u":
      return textOf(a);
    case "n": {
      const name = typeof a === "object" ? (a.name ?? a.text ?? "") : textOf(a);
      const label = typeof a === "object" ? a.label : undefined;
      let s = quoted(name, colors, false);
      if (!opts.includes("o") && label) s = `${label} ${s}`;
      if (opts.includes("d") && typeof a === "object" && a.declaredAt) {
        s += ` (declared ${a.declaredAt})`;
      }
      return s;
    }
    case "t": {
      // types are not colored (checked on a TTY: `zero-sized parameter type "Z"`)
      let s = `"${textOf(a)}"`;
      if (typeof a === "object" && a.aka !== undefined && a.aka !== textOf(a)) {
        s += ` (aka "${a.aka}")`;
      }
      return s;
    }
    case "T":
      return `"<${textOf(a)}>"`;
    default: // p, r
      return textOf(a);
  }
}

/**
 * Recovers the fill-ins of a rendered message (used by tests that replay the real binary's
 * diagnostics through the engine). Returns the args (strings for `%s`, numbers for `%d`/`%u`,
 * tagged fill-ins for `%n`/`%t`/`%p`/...), or undefined when the text does not match.
 */
export function matchMessage(template: string, message: string): DiagArg[] | undefined {
  let re = "^";
  const slots: { kind: string; index: number }[] = [];
  let i = 0;
  while (i < template.length) {
    const c = template[i];
    if (c === "%" && i + 1 < template.length) {
      const letter = template[i + 1];
      if (letter === "%") {
        re += "%";
        i += 2;
        continue;
      }
      let j = i + 2;
      let opts = "";
      let index = 1;
      while (j < template.length && isLetter(template.charCodeAt(j))) opts += template[j++];
      const d = template.charCodeAt(j);
      if (d >= 48 && d <= 57) {
        index = d - 48;
        j++;
      }
      const kind = letter === "u" ? "d" : letter;
      if (kind === "n") {
        slots.push({ kind: "n-label", index });
        slots.push({ kind, index });
        re += opts.includes("o") ? '()"(.*?)"' : '(?:([A-Za-z][A-Za-z ]*?) )?"(.*?)"';
      } else {
        slots.push({ kind, index });
        re += kind === "s" && opts.includes("q") || kind === "t" ? '"(.*?)"' : "(.*?)";
      }
      i = j;
      continue;
    }
    re += c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    i++;
  }
  re += "$";
  const m = new RegExp(re, "s").exec(message);
  if (!m) return undefined;
  const byKind = new Map<string, Map<number, DiagArg>>();
  const put = (kind: string, index: number, v: DiagArg) => {
    if (!byKind.has(kind)) byKind.set(kind, new Map());
    byKind.get(kind)!.set(index <= 0 ? 1 : index, v);
  };
  for (let k = 0; k < slots.length; k++) {
    const s = slots[k];
    const v = m[k + 1] ?? "";
    if (s.kind === "n-label") continue;
    if (s.kind === "n") {
      const lab = m[k] ?? "";
      put("n", s.index, lab === "" ? { kind: "n", name: v } : { kind: "n", label: lab, name: v });
    } else if (s.kind === "d") put("d", s.index, Number(v));
    else if (s.kind === "s") put("s", s.index, v);
    else put(s.kind, s.index, { kind: s.kind as FillIn["kind"], text: v });
  }
  const out: DiagArg[] = [];
  for (const [, idx] of byKind) {
    for (const k of [...idx.keys()].sort((a, b) => a - b)) out.push(idx.get(k)!);
  }
  return out;
}
