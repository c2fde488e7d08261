// Host-file writer against the real cudafe++ output recorded by scripts/record_backend_goldens.sh
// (tests/fixtures/backend/host/NAME.FLAGSET.cpp). The declarations are given as pre-rendered
// pieces (what the declaration printers will produce); preamble, markers, pragmas, the `#if 0`
// bookkeeping, the C dummy, the trailer and the host reference arrays come from lib/emit_host.ts.

import { deepStrictEqual as assertEquals } from "node:assert/strict";
import {
  collapsePragmaText,
  defaultHostFileName,
  DIAGNOSTIC_POP_BLOCK,
  emitHostFile,
  type EmitHostOptions,
  emitPreamble,
  emitTrailer,
  type HostItem,
  hostOptionsFromConfig,
  HostOut,
  preambleShape,
  quoteFileName,
  type RawSegment,
  respellPragma,
  UNUSED_FUNCTION_PUSH_BLOCK,
  UNUSED_PARAMETER_PUSH_BLOCK,
} from "../lib/emit_host.ts";
import {
  collectHostRefs,
  emptyHostRefLists,
  type HostRefEntity,
  type HostRefLists,
  sortedSet,
} from "../lib/host_ref_arrays.ts";
import { computeModuleId } from "../lib/module_id.ts";

const FX = new URL("./fixtures/backend/", import.meta.url);
const read = (p: string) => Deno.readTextFileSync(new URL(p, FX));

/** flag set name → flags, from flagsets.txt */
const FLAGSETS = new Map<string, string[]>();
for (const line of read("flagsets.txt").split("\n")) {
  if (line === "" || line.startsWith("#")) continue;
  const [name, flags = ""] = line.split("\t");
  FLAGSETS.set(name, flags.split(" ").filter((f) => f !== ""));
}
FLAGSETS.set("nvccw", FLAGSETS.get("nvcc")!);

/** The few flags that matter to the back end, as the CLI will resolve them. */
function optionsFor(flags: string[], base: Omit<EmitHostOptions, "moduleId">, moduleId: string) {
  const o: EmitHostOptions = { ...base, moduleId };
  for (const f of flags) {
    const [k, v] = f.split("=");
    if (k === "--no_gcc") {
      o.noGcc = true;
      o.cMode = true; // without gcc/g++ mode the default language is C
    } else if (k === "--gnu_version") {
      o.gnuVersion = Number(v);
      o.noGcc = false;
    } else if (k === "--clang") o.clang = true;
    else if (k === "--clang_version") o.clangVersion = Number(v);
    else if (k === "--static-host-stub") o.staticHostStub = true;
    else if (k === "--extended-lambda") o.extendedLambda = true;
    else if (k === "--device-c") o.deviceC = true;
    else if (k === "--c") o.cMode = true;
    else if (k === "--pgc++") o.pgcc = true;
    else if (k === "--icc") o.icc = true;
  }
  return o;
}

const seg = (line: number, text: string, file?: string): RawSegment => ({ line, text, file });
const raw = (...segments: RawSegment[]): HostItem => ({ kind: "raw", segments });
const pragma = (file: string, line: number, text: string): HostItem => ({
  kind: "pragma",
  file,
  line,
  text,
});
const IF0: RawSegment = { directive: "#if 0" };
const ENDIF: RawSegment = { directive: "#endif" };
const FORCE_LINE: RawSegment = { force: "line" };
const FORCE_FILE: RawSegment = { force: "file" };

interface Case {
  primary: string;
  /** Flag sets whose golden the items reproduce in full (default: all). */
  sets?: string[];
  items: (o: EmitHostOptions) => HostItem[];
  hostRefs?: (moduleId: string) => HostRefLists;
}

const visibilityKnown = (o: EmitHostOptions) =>
  !o.noGcc && (o.clang || (o.gnuVersion ?? 80100) >= 40200);

const deviceItems = (o: EmitHostOptions): HostItem[] => {
  const vis = o.deviceC ? '__attribute__((visibility("hidden"))) ' : "static ";
  return [
    raw(
      seg(1, "__attribute__((unused)) int add(int a, int b) "),
      seg(2, "{int volatile ___ = 1;(void)a;(void)b;"),
      seg(4, "::exit(___);}"),
      IF0,
      FORCE_LINE,
      seg(2, "{ "),
      seg(3, "return a + b; "),
      seg(4, "} "),
      ENDIF,
      FORCE_FILE,
    ),
    raw(
      seg(5, '__attribute__((visibility("hidden"))) void kern(int *out, int n) ;'),
      IF0,
      FORCE_LINE,
      seg(5, "{ (out[0]) = n; } "),
      ENDIF,
      FORCE_FILE,
    ),
    raw(
      seg(6, "static void skern(int __T0) ;"),
      IF0,
      FORCE_LINE,
      seg(6, "{ } "),
      ENDIF,
      FORCE_FILE,
    ),
    raw(seg(7, vis + "int dv; ")),
    raw(seg(8, vis + "int dv2; ")),
    raw(seg(9, '__attribute__((section("__nv_managed_data__"))) ' + vis + "int *mv = 0; ")),
    raw(
      seg(
        10,
        "int use() { (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (mv))) = 3;" +
          " return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (mv))) + 1; } ",
      ),
    ),
    raw(
      seg(11, "__attribute__((unused)) int f() {int volatile ___ = 1;::exit(___);}"),
      IF0,
      FORCE_LINE,
      seg(11, "{ return 1; } "),
      ENDIF,
      FORCE_FILE,
    ),
    raw(seg(11, "int x; ")),
    raw(seg(11, "int y; ")),
  ];
};

/** hr.ii's host-referenced device symbols (anonymous namespace named after the module id). */
const hrLists = (id: string): HostRefLists => {
  const anon = `_GLOBAL__N_${id}`;
  return {
    kernelInternal: [`*${anon.length}${anon}2ka*`, "*2kt*", "*2ks*"], // unsorted on purpose
    kernelExternal: ["kc", "_Z2kx*", "_ZN2ns2kn*", "_Z2kt*", "kc"],
    deviceInternal: [`*${anon.length}${anon}2da*`],
    deviceExternal: ["dx"],
    constantInternal: ["*cs"],
    constantExternal: ["_ZN2ns2cn*"],
  };
};

/** hr2.ii's host-referenced device symbols, described as the front end will. */
const hr2Entities = (id: string): HostRefEntity[] => [
  {
    category: "device",
    scopes: [],
    name: "d_tmpl_var",
    isFunction: false,
    internal: false,
    isTemplate: true,
  },
  { category: "kernel", scopes: ["a", "b"], name: "k1", isFunction: true, internal: false },
  { category: "kernel", scopes: ["a", "b"], name: "k3", isFunction: true, internal: true },
  { category: "device", scopes: ["a", "b"], name: "nv", isFunction: false, internal: false },
  {
    category: "device",
    scopes: [`_GLOBAL__N_${id}`, "inner"],
    name: "dai",
    isFunction: false,
    internal: true,
  },
  { category: "device", scopes: [], name: "d_static", isFunction: false, internal: true },
  {
    category: "device",
    scopes: ["ns"],
    name: "d_c",
    isFunction: false,
    internal: false,
    externC: true,
  },
  { category: "device", scopes: ["ns"], name: "d_nsstatic", isFunction: false, internal: true },
  {
    category: "kernel",
    scopes: [],
    name: "k_tmpl",
    isFunction: true,
    internal: false,
    isTemplate: true,
  },
  {
    category: "kernel",
    scopes: ["tn"],
    name: "k_t2",
    isFunction: true,
    internal: false,
    isTemplate: true,
  },
];

/** hr.ii's, likewise (the hand-written `hrLists` above must come out of them). */
const hrEntities = (id: string): HostRefEntity[] => [
  { category: "kernel", scopes: [], name: "kx", isFunction: true, internal: false },
  { category: "kernel", scopes: [], name: "ks", isFunction: true, internal: true },
  {
    category: "kernel",
    scopes: [`_GLOBAL__N_${id}`],
    name: "ka",
    isFunction: true,
    internal: true,
  },
  {
    category: "device",
    scopes: [`_GLOBAL__N_${id}`],
    name: "da",
    isFunction: false,
    internal: true,
  },
  { category: "kernel", scopes: ["ns"], name: "kn", isFunction: true, internal: false },
  { category: "constant", scopes: ["ns"], name: "cn", isFunction: false, internal: false },
  { category: "device", scopes: [], name: "dx", isFunction: false, internal: false },
  { category: "constant", scopes: [], name: "cs", isFunction: false, internal: true },
  { category: "kernel", scopes: [], name: "kc", isFunction: true, internal: false, externC: true },
  {
    category: "kernel",
    scopes: [],
    name: "kt",
    isFunction: true,
    internal: false,
    isTemplate: true,
  },
];

const CASES: Record<string, Case> = {
  empty: { primary: "empty.ii", items: () => [] },
  blank: { primary: "x.cu", items: () => [] },
  pragma_only: { primary: "x.cu", items: () => [pragma("x.cu", 2, "GCC diagnostic push")] },
  line3: { primary: "x.cu", items: () => [raw(seg(3, "int a; "))] },
  quoted: { primary: 'w"e\\ird.cu', items: () => [raw(seg(1, "int v = 1; "))] },
  decls: {
    primary: "x.cu",
    items: () => [
      raw(seg(1, "int x; ")),
      raw(seg(2, "int f() { return 1; } ")),
      raw(seg(5, "int g(int a, int "), seg(6, "b) { return a + b; "), seg(7, "} ")),
    ],
  },
  markers: {
    primary: "m.cu",
    items: (o) => [
      raw(seg(1, "int a; ")),
      raw(seg(1, "int b; ")),
      raw(seg(2, "int c; ")),
      raw(seg(1, "int d; ", "h.h")),
      raw(seg(3, "int e; ", "h.h")),
      raw(seg(5, "int f; ")),
      // `GCC visibility` is a known pragma (re-printed from its tokens) from gnu 40200 on.
      pragma("m.cu", 6, `GCC visibility push${visibilityKnown(o) ? " ( default )" : "(default)"}`),
      pragma("m.cu", 7, "GCC diagnostic push"),
      pragma("m.cu", 8, 'GCC diagnostic ignored "-Wfoo"'),
      raw(seg(9, "int g; ")),
      pragma("m.cu", 10, "GCC visibility pop"),
      raw(seg(12, "int h; ")),
      pragma("m.cu", 13, "GCC diagnostic pop"),
      raw(seg(16, "int i; ")),
    ],
  },
  system: {
    primary: "s.cu",
    items: () => [
      raw(seg(1, "int a; ")),
      raw({ line: 1, file: "/usr/include/h.h", system: true, text: "int b; " }),
      raw({ line: 3, file: "/usr/include/h.h", system: true, text: "int c; " }),
      raw(seg(3, "int d; ")),
      raw({ line: 1, file: "/usr/include/e.h", system: true, text: "int e; " }),
      raw(seg(5, "int f; ")),
    ],
  },
  sizet: {
    primary: "z.cu",
    items: () => [
      raw(seg(1, "typedef unsigned long size_t; "), { hostRuntimeInclude: true }),
      raw(seg(1, "int y; ")),
      raw(seg(2, "int x = 1; ")),
      raw(seg(3, "namespace q { typedef unsigned long size_t; }")),
      raw(seg(4, "typedef unsigned long size_t; ")),
    ],
  },
  stmt_pragma: {
    primary: "p.cu",
    // in --c (C89) mode the for statement is printed inside an extra block
    sets: [...FLAGSETS.keys()].filter((k) => k !== "c"),
    items: () => [
      raw(seg(1, "int foo; ")),
      raw(
        seg(2, "void g() { "),
        // `#pragma unroll` belongs to the for statement: printed after its position is set
        { pragma: "unroll", line: 4 },
        { text: "for (" },
        seg(4, "int i = 0; i < 4; i++) { }  "),
        // a pragma standing as a statement has no position of its own
        { pragma: "GCC diagnostic push" },
        seg(6, "foo = 1; "),
        seg(7, "} "),
      ),
    ],
  },
  devfn: {
    primary: "dv.cu",
    sets: ["nvcc", "nvccw"],
    hostRefs: () =>
      collectHostRefs([
        { category: "kernel", scopes: [], name: "kk", isFunction: true, internal: false },
        {
          category: "kernel",
          scopes: [],
          name: "tk",
          isFunction: true,
          internal: false,
          isTemplate: true,
        },
      ]),
    items: () => {
      const dev = (line: number, head: string, stub: string, body: string): HostItem =>
        raw(seg(line, head + stub), IF0, FORCE_LINE, seg(line, body), ENDIF, FORCE_FILE);
      const X = "{int volatile ___ = 1;";
      return [
        dev(1, "__attribute__((unused)) void v0() ", X + "::exit(___);}", "{ } "),
        dev(
          2,
          "__attribute__((unused)) int u1(int, float f, int) ",
          X + "(void)f;::exit(___);}",
          "{ return f; } ",
        ),
        raw(seg(3, "struct R { int x; }; ")),
        dev(4, "__attribute__((unused)) R rr(R a) ", X + "(void)a;::exit(___);}", "{ return a; } "),
        raw({ raw: UNUSED_FUNCTION_PUSH_BLOCK }),
        dev(
          5,
          "__attribute__((unused)) static int sdf(int q) ",
          X + "(void)q;::exit(___);}",
          "{ return q; } ",
        ),
        raw({ raw: DIAGNOSTIC_POP_BLOCK }),
        dev(
          6,
          "__attribute__((unused)) inline int idf(int q) ",
          X + "(void)q;::exit(___);}",
          "{ return q; } ",
        ),
        raw(seg(7, "__attribute__((unused)) int proto(int q); ")),
        dev(
          8,
          "template< class T> __attribute__((unused)) T tdf(T x) ",
          X + "(void)x;::exit(___);}",
          "{ return x; } ",
        ),
        dev(9, '__attribute__((visibility("hidden"))) void kk(int a, int __T0) ;', "", "{ } "),
        raw({ raw: UNUSED_PARAMETER_PUSH_BLOCK }),
        dev(
          10,
          "template< class T> static void __wrapper__device_stub_tk(T *&p, T &v) ",
          "{ ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}",
          "{ (*p) = v; } ",
        ),
        raw({ raw: DIAGNOSTIC_POP_BLOCK }),
        dev(
          10,
          "template< class T> static void tk(T *p, T v) ",
          "{__wrapper__device_stub_tk<T>(p,v);return;}",
          "{ (*p) = v; } ",
        ),
        raw(
          seg(
            11,
            'extern "C" int __cudaPushCallConfiguration(struct dim3x, int, unsigned long = 0, void * = 0); ',
          ),
        ),
        raw(
          seg(
            12,
            "void launch() { int *d = (0); void *p = (void *)kk; p = ((void *)tk< int> ); } ",
          ),
        ),
        dev(
          13,
          "__attribute((noinline)) __attribute__((unused)) int ni(int q) ",
          X + "(void)q;::exit(___);}",
          "{ return q; } ",
        ),
      ];
    },
  },
  devfn2: {
    primary: "dv2.cu",
    // (clang mode drops `__attribute__((unused))` from the static device function)
    sets: ["nvcc", "nvccw", "plain", "gnu40700", "extlambda", "devicec"],
    items: () => [
      raw(seg(1, "int x; ")),
      raw({ raw: UNUSED_FUNCTION_PUSH_BLOCK }),
      raw(
        seg(
          2,
          "__attribute__((unused)) static int sdf(int q) {int volatile ___ = 1;(void)q;::exit(___);}",
        ),
        IF0,
        FORCE_LINE,
        seg(2, "{ return q; } "),
        ENDIF,
        FORCE_FILE,
      ),
      raw({ raw: DIAGNOSTIC_POP_BLOCK }),
      raw(seg(3, "int y; ")),
    ],
  },
  anon: {
    primary: "an.cu",
    sets: [...FLAGSETS.keys()].filter((k) => !["c", "cnogcc", "nogcc"].includes(k)),
    items: (o) => {
      const ns = `_GLOBAL__N_${o.moduleId}`;
      const open = (line: number): RawSegment[] => [
        seg(
          line,
          `namespace ${ns} __attribute__((visibility("hidden")))  { }; using namespace ::${ns}; `,
        ),
        { pragma: 'GCC diagnostic ignored "-Wattributes"' },
        { text: `namespace ${ns} __attribute__((visibility("hidden")))  { ` },
      ];
      return [
        raw(seg(1, "int g = 1; ")),
        raw(
          ...open(2),
          seg(3, "int a; "),
          // --device-c: anonymous-namespace device variables lose their `static`
          seg(4, o.deviceC ? "int da; " : "static int da; "),
          seg(5, "}"),
        ),
        raw(...open(6), seg(7, "int b; "), seg(8, "}")),
        raw(seg(9, "int z; ")),
      ];
    },
  },
  // gcc's `# 1 "a.cu"` / `# 1 "<built-in>"` / ... / `# 1 "a.cu"`: a second record for a.cu
  rerecord: {
    primary: "a.cu",
    items: () => [raw({ line: 1, file: "a.cu", fileId: 3, text: "int q; " })],
  },
  // no marker on the first line: the primary file is the input
  nomarker: {
    primary: "nomarker.ii",
    items: () => [raw(seg(1, "int a; ")), raw(seg(1, "int b; ", "x.cu"))],
  },
  // re-spelled (from tokens) and copied (whitespace-collapsed) pragma texts
  pragmas: {
    primary: "p.cu",
    sets: ["nvcc", "nvccw", "plain", "clang18", "gnu40700", "gnu40300", "extlambda", "devicec"],
    items: () => {
      const sp = (line: number, toks: string[]) => pragma("p.cu", line, respellPragma(toks));
      const cp = (line: number, raw: string) => pragma("p.cu", line, collapsePragmaText(raw));
      return [
        sp(
          2,
          "omp parallel for reduction ( + : s ) if ( n > 1 ) schedule ( static , N )".split(" "),
        ),
        sp(3, ["pack", "(", "push", ",", "4", ")"]),
        sp(4, ["message", "(", '"ab"', ")"]),
        sp(5, ["GCC", "visibility", "push", "(", "default", ")"]),
        sp(6, ["omp", "simd"]),
        cp(7, "weird a(1,2)  b"),
        sp(8, ["GCC", "target", "(", '"x"', ")"]),
        sp(9, ["pack", "(", ")"]),
        raw(seg(10, "int x; ")),
        cp(11, 'weird "a  b"   c\t d'),
        cp(12, 'GCC diagnostic ignored   "-W  x"'),
      ];
    },
  },
  device: {
    primary: "d.cu",
    sets: ["nvcc", "nvccw", "devicec"],
    items: deviceItems,
    // the input's one host-referenced device symbol
    hostRefs: () => ({ ...emptyHostRefLists(), deviceExternal: ["mv"] }),
  },
  hr: { primary: "hr.cu", sets: [], items: () => [], hostRefs: hrLists },
  hr2: {
    primary: "hr2.cu",
    sets: [],
    items: () => [],
    hostRefs: (id) => collectHostRefs(hr2Entities(id)),
  },
};

function refsFor(name: string, o: EmitHostOptions): HostRefLists | undefined {
  if (!o.deviceC) return undefined;
  return CASES[name].hostRefs?.(o.moduleId);
}

const goldens = [...Deno.readDirSync(new URL("host/", FX))].map((e) => e.name).sort();

function setup(file: string) {
  const [name, set] = file.replace(/\.cpp$/, "").split(".");
  const c = CASES[name];
  const moduleId = set === "nvccw" ? read(`ids/${name}.mid`) : "MID";
  const o = optionsFor(FLAGSETS.get(set)!, {
    primaryFileName: c.primary,
    stubFileName: `${name}.stub.c`,
  }, moduleId);
  o.hostRefs = refsFor(name, o);
  return { name, set, c, o, golden: read(`host/${file}`) };
}

Deno.test("every recorded input and flag set has a case", () => {
  for (const f of goldens) {
    const [name, set] = f.replace(/\.cpp$/, "").split(".");
    assertEquals(name in CASES && FLAGSETS.has(set), true, f);
  }
  assertEquals(goldens.length > 100, true);
});

// Preamble and trailer on every golden, whatever its body.
for (const file of goldens) {
  Deno.test(`frame ${file}`, () => {
    const { o, golden } = setup(file);
    const shape = preambleShape(o);
    const pre = new HostOut(shape.gnuMarkers);
    emitPreamble(pre, o, shape);
    assertEquals(golden.slice(0, pre.text().length), pre.text());
    const post = new HostOut(shape.gnuMarkers);
    emitTrailer(post, o, shape);
    assertEquals(golden.slice(golden.length - post.text().length), post.text());
  });
}

// Whole files, byte for byte.
for (const file of goldens) {
  const { name, set } = setup(file);
  const c = CASES[name];
  if (c.sets && !c.sets.includes(set)) continue;
  Deno.test(`full ${file}`, () => {
    const { o, golden } = setup(file);
    assertEquals(emitHostFile({ items: c.items(o) }, o), golden);
  });
}

Deno.test("decl items go through printDecl", () => {
  const o: EmitHostOptions = { primaryFileName: "x.cu", stubFileName: "s.c", moduleId: "M" };
  const text = emitHostFile<[number, string]>(
    { items: [{ kind: "decl", decl: [4, "int z; "] }] },
    o,
    ([line, t], out) => {
      out.setPos("x.cu", line);
      out.emit(t);
    },
  );
  assertEquals(text.includes('\n# 1\n# 4\nint z; \n\n# 1 "s.c"\n'), true);
});

Deno.test("host reference patterns of hr.ii come out of its entity descriptions", () => {
  const id = "_023b3aeb_5_hr_cu__Z2kxi";
  const got = collectHostRefs(hrEntities(id));
  const want = hrLists(id);
  for (const k of Object.keys(want) as (keyof HostRefLists)[]) {
    assertEquals(sortedSet(got[k]), sortedSet(want[k]), k);
  }
});

Deno.test("marker file names are quoted", () => {
  assertEquals(quoteFileName('a"b\\c'), '"a\\"b\\\\c"');
});

// A real nvcc run (headers included, so generated under the ignored .cache/): the preamble and
// trailer frame the real x.cudafe1.cpp, and the module id matches.
Deno.test("nvcc -keep: frame and module id of a real x.cudafe1.cpp", async () => {
  let haveNvcc = true;
  try {
    await new Deno.Command("nvcc", { args: ["--version"], stdout: "null" }).output();
  } catch {
    haveNvcc = false;
  }
  if (!haveNvcc) {
    console.log("nvcc not found: skipping the nvcc frame test");
    return;
  }
  const dir = new URL("../.cache/backend_nvcc/", import.meta.url).pathname;
  await Deno.mkdir(dir, { recursive: true });
  await Deno.writeTextFile(
    `${dir}x.cu`,
    "__global__ void k(int *p) { *p = 1; }\nint main() { k<<<1,1>>>(0); return 0; }\n",
  );
  const r = await new Deno.Command("nvcc", {
    args: ["-keep", "-keep-dir", ".", "-c", "x.cu", "-o", "x.o"],
    cwd: dir,
  }).output();
  assertEquals(r.code, 0, new TextDecoder().decode(r.stderr));
  const host = await Deno.readTextFile(`${dir}x.cudafe1.cpp`);
  const id = await Deno.readTextFile(`${dir}x.module_id`);
  assertEquals(
    computeModuleId({
      origSrcPathName: `${dir}x.cu`,
      origSrcFileName: "x.cu",
      inputName: `${dir}x.cpp4.ii`,
      firstExternalMangled: "_Z1kPi",
    }),
    id,
  );
  const o = optionsFor(FLAGSETS.get("nvcc")!, {
    primaryFileName: "x.cu",
    stubFileName: "x.cudafe1.stub.c",
  }, id);
  const shape = preambleShape(o);
  const pre = new HostOut(shape.gnuMarkers);
  emitPreamble(pre, o, shape);
  assertEquals(host.slice(0, pre.text().length), pre.text());
  const post = new HostOut(shape.gnuMarkers);
  emitTrailer(post, o, shape);
  assertEquals(host.slice(host.length - post.text().length), post.text());
});

Deno.test("default host file name (checked on cudafe++)", () => {
  assertEquals(defaultHostFileName("sub/a.b.cu"), "a.b.int.c");
  assertEquals(defaultHostFileName("noext"), "noext.int.c");
  assertEquals(defaultHostFileName(".hid"), ".int.c");
  assertEquals(defaultHostFileName("../p3.ii"), "p3.int.c");
  assertEquals(defaultHostFileName("-"), undefined);
});

Deno.test("options from a configuration", () => {
  const cfg = {
    lang: "c" as const,
    noGcc: true,
    clang: false,
    clangVersion: undefined,
    gnuVersion: undefined,
    staticHostStub: false,
    extendedLambda: false,
    deviceC: false,
  };
  const o = hostOptionsFromConfig(cfg, {
    primaryFileName: "x.cu",
    stubFileName: "s",
    moduleId: "M",
  });
  const golden = read("host/empty.nogcc.cpp").replaceAll("empty.stub.c", "s").replace(
    '"empty.ii"',
    '"x.cu"',
  ).replace("_GLOBAL__N_MID", "_GLOBAL__N_M");
  assertEquals(emitHostFile({ items: [] }, o), golden);
});
