// Module id and CRC-32 against ids recorded from cudafe++ by scripts/record_backend_goldens.sh.
// The name of the selected definition is an input here (the front end finds it); the recorded ids
// check everything else: CRC of --orig_src_path_name, base name sanitizing, the 8-character rule,
// --frandom-seed and the time-stamp fallback.

import { deepStrictEqual as eq } from "node:assert/strict";
import { crc32, crc32Bytes, hex8 } from "../lib/crc32.ts";
import {
  computeModuleId,
  ctimeString,
  fallbackSuffix,
  frandomSeedSuffix,
  isModuleIdCandidate,
  type ModuleIdEntity,
  moduleIdEntityName,
  moduleIdFileMode,
  moduleIdFileText,
  moduleIdFromFile,
  moduleIdOpenError,
  sanitizeId,
  shortenName,
} from "../lib/module_id.ts";

const FX = new URL("./fixtures/backend/", import.meta.url);
const read = (p: string) => Deno.readTextFileSync(new URL(p, FX));
const rows = (p: string) =>
  read(p).split("\n").filter((l) => l !== "" && !l.startsWith("#")).map((l) => l.split("\t"));

Deno.test("crc32: zlib check values", () => {
  eq(hex8(crc32("123456789")), "cbf43926");
  eq(hex8(crc32("")), "00000000");
  eq(hex8(crc32("The quick brown fox jumps over the lazy dog")), "414fa339");
  // continuing a CRC equals the CRC of the concatenation
  const enc = new TextEncoder();
  eq(crc32Bytes(enc.encode("world"), crc32("hello ")), crc32("hello world"));
});

Deno.test("module id: recorded entity cases", () => {
  const entity = new Map(rows("modid_cases.txt").map(([n, e]) => [n, e]));
  const recorded = rows("ids/modid.txt");
  eq(recorded.length, entity.size);
  for (const [name, id] of recorded) {
    eq(
      computeModuleId({
        origSrcPathName: `/src/${name}.cu`,
        origSrcFileName: `${name}.cu`,
        inputName: "m.ii",
        firstExternalMangled: entity.get(name),
      }),
      id,
      name,
    );
  }
});

Deno.test("module id: recorded host-file inputs", () => {
  const selected: Record<string, string> = {
    decls: "_Z1fv",
    device: "_Z3addii",
    hr: "_Z2kxi",
    quoted: "v",
  };
  for (const [name, ent] of Object.entries(selected)) {
    const got = computeModuleId({
      origSrcPathName: `/src/${name}.cu`,
      origSrcFileName: `${name}.cu`,
      inputName: `${name}.ii`,
      firstExternalMangled: ent,
    });
    eq(got, read(`ids/${name}.mid`), name);
    // the write-mode host file names it in the trailer
    eq(read(`host/${name}.nvccw.cpp`).includes(`_NV_ANON_NAMESPACE _GLOBAL__N_${got}\n`), true);
  }
});

Deno.test("module id: --frandom-seed", () => {
  for (const [seed, id] of rows("ids/seed.txt")) {
    eq(
      computeModuleId({
        origSrcPathName: "/src/p3.cu",
        origSrcFileName: "p3.cu",
        inputName: "p3.ii",
        frandomSeed: seed,
      }),
      id,
      seed,
    );
  }
  eq(frandomSeedSuffix("0x1F"), "0000001f");
  eq(frandomSeedSuffix("abc"), "352441c2");
});

Deno.test("module id: time-stamp fallback (CRC of ctime(mtime) + cwd, then the pid)", () => {
  const [[cwd, mtime, id]] = rows("ids/fallback.txt");
  const m = /^_([0-9a-f]{8})_5_fb_cu_([0-9a-f]{8})_(\d+)$/.exec(id);
  eq(m !== null, true, id);
  const stamp = ctimeString(new Date(Number(mtime) * 1000), true);
  eq(stamp, "Tue Jan  2 03:04:05 2024\n");
  const pid = Number(m![3]);
  eq(fallbackSuffix(stamp, cwd, pid), `${m![2]}_${pid}`);
  eq(
    computeModuleId({
      origSrcPathName: "/src/fb.cu",
      origSrcFileName: "fb.cu",
      inputName: "p3.ii",
      fallbackStamp: stamp,
      cwd,
      pid,
    }),
    id,
  );
});

Deno.test("module id: defaults and sanitizing", () => {
  // no --orig_src_* flags: CRC part 0, base name of the input
  eq(
    computeModuleId({ inputName: "dir/a1.ii", firstExternalMangled: "g2" }),
    "_00000000_5_a1_ii_g2",
  );
  // stdin
  eq(computeModuleId({ inputName: "-", firstExternalMangled: "f" }), "_00000000_1___f");
  eq(sanitizeId("my-file+1.v2.cu"), "my_file_1_v2_cu");
  eq(shortenName("abcdefgh"), "abcdefgh");
  eq(shortenName("abcdefghi"), "8da988af");
  eq(
    computeModuleId({
      origSrcPathName: "/x/y.cu",
      origSrcFileName: "sub/dir/y.cu",
      inputName: "t.ii",
      firstExternalMangled: "_ZN1N1qEi",
    }),
    "_4a229859_4_y_cu_1711b61c",
  );
});

Deno.test("module id file modes", () => {
  eq(moduleIdFileMode({ genModuleIdFile: true, moduleIdFileName: "m" }), {
    kind: "write",
    file: "m",
  });
  eq(moduleIdFileMode({ moduleIdFileName: "m" }), { kind: "read", file: "m" });
  eq(moduleIdFileMode({ genModuleIdFile: true }), { kind: "no-name" });
  eq(moduleIdFileMode({}), { kind: "none" });
  eq(moduleIdFileText("_a_1_b_c"), "_a_1_b_c");
  eq(moduleIdFromFile("MID\nX\n"), "MID\nX\n"); // verbatim, as the binary does
  eq(moduleIdOpenError("nope.txt"), 'cannot open module id file "nope.txt"');
});

Deno.test("module id: entity selection rules (each checked on cudafe++ 13.0)", () => {
  const v = (o: Partial<ModuleIdEntity> = {}): ModuleIdEntity => ({
    kind: "variable",
    externalLinkage: true,
    hasInitializer: true,
    ...o,
  });
  const f = (o: Partial<ModuleIdEntity> = {}): ModuleIdEntity => ({
    kind: "function",
    externalLinkage: true,
    ...o,
  });
  const yes: [string, ModuleIdEntity][] = [
    ["int g2 = 3;", v()],
    ["thread_local int t = 1;", v()],
    ["extern const int ec = 1;", v()],
    ["int v{};", v()],
    ['__attribute__((visibility("hidden"))) int hv = 1;', v()],
    ["int f(int x) { return x; }", f()],
    ["__attribute__((always_inline)) int ai() { return 1; }", f()],
    ["void S::m() {}", f()],
  ];
  const no: [string, ModuleIdEntity][] = [
    ["int g1;", v({ hasInitializer: false })],
    ["int T::m; (no initializer)", v({ hasInitializer: false })],
    ["static int s = 1;", v({ externalLinkage: false })],
    ["const int c = 3;", v({ externalLinkage: false })],
    ["constexpr int ce = 4;", v({ externalLinkage: false, isConstexpr: true })],
    ["namespace { int q = 1; }", v({ inAnonymousNamespace: true })],
    ["__attribute__((weak)) int wv = 1;", v({ weak: true })],
    ["template<> int tv<int> = 1;", v({ templateRelated: true })],
    ["inline int ii() { return 1; }", f({ isInline: true })],
    ["constexpr int cf() { return 1; }", f({ isInline: true })],
    ["inline void S::m() {}", f({ isInline: true })],
    ["struct S { int f() { return 1; } };", f({ inClassDefinition: true })],
    ["int g() = delete;", f({ deleted: true })],
    ["S::S() = default;", f({ defaulted: true })],
    ["__attribute__((weak)) int wf() { return 1; }", f({ weak: true })],
    ["template<class T> T t(T x) { return x; } (instantiation)", f({ templateRelated: true })],
  ];
  for (const [src, e] of yes) eq(isModuleIdCandidate(e), true, src);
  for (const [src, e] of no) eq(isModuleIdCandidate(e), false, src);
  eq(moduleIdEntityName({ plainName: "g2", mangledName: "g2", globalScopeVariable: true }), "g2");
  eq(moduleIdEntityName({ plainName: "main", mangledName: "main" }), "main");
  eq(moduleIdEntityName({ plainName: "cf", mangledName: "_Z2cfi", externC: true }), "cf");
  eq(moduleIdEntityName({ plainName: "f", mangledName: "_Z1fi" }), "_Z1fi");
});
