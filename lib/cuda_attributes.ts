/**
 * CUDA attributes and the entity model of the host pass.
 *
 * nvcc's preprocessing leaves every CUDA keyword as a GNU attribute (`__device__` is
 * `__attribute__((device))`, `__launch_bounds__(a,b)` is `__attribute__((launch_bounds(a,b)))`),
 * so the parser hands us plain `Attribute` nodes. `CUDA_ATTRS` is the dispatch table: for each
 * input spelling it gives the attribute kind, the name diagnostics print, the declaration kinds
 * it applies to, the argument shape and the handler. `CudaModel.run` walks the translation unit
 * in source order, applies the handlers to each declaration (accumulating execution and memory
 * spaces and the launch configuration per entity across redeclarations), runs the
 * post-declaration checks, and hands function bodies to `cuda_checks.ts`.
 *
 * Facts (texts, carets, orders) come from spec/verified/02 and 03 and were checked on cudafe++
 * 13.0 with the inputs in tests/fixtures/cuda/inputs (goldens recorded by
 * scripts/record_cuda_goldens.sh).
 */
import {
  type Attribute,
  type Class,
  type Declarator,
  type DeclaratorOp,
  type DeclSpec,
  DS,
  type Function as FunctionNode,
  type GenericNode,
  type LinkageSpec,
  type Name,
  type Namespace,
  type Node,
  NodeKind,
  type Param,
  type SimpleDecl,
  type Template,
  type TemplateParam,
  type TranslationUnit,
  type Variable,
} from "./ast.ts";
import type { NameTable } from "./names.ts";
import { lookupIn, type Scope, ScopeKind, type Sym, SymKind } from "./scope.ts";
import { T, TF, type TokenBuffer } from "./tokens.ts";
import type { Diagnostics, ReportExtra } from "./diagnostics.ts";
import type { DiagArg } from "./diag_format.ts";
import type { SourceMap } from "./source.ts";
import type { Config, DiagControl } from "./config.ts";
import { parseIntLiteral } from "./literals.ts";
import { BodyChecker, checkHiddenVirtuals, checkOverrides } from "./cuda_checks.ts";
import { canonicalIntegerWords } from "./cuda_builtins.ts";

// ------------------------------------------------------------------ public model

/** Execution-space bits. Only explicit annotations are stored; `Host` alone = implicit host. */
export const ES = { Host: 1, Device: 2, Global: 4, HostExplicit: 8, DeviceExplicit: 16 } as const;
/** Memory-space bits (`__managed__` also sets `Device`). */
export const MS = { Device: 1, Shared: 2, Constant: 4, Managed: 8 } as const;

export interface LaunchConfig {
  maxThreads?: number;
  minBlocks?: number;
  maxBlocksPerCluster?: number;
  cluster?: [number, number, number];
  block?: number[];
  maxnreg?: number;
  localMaxnreg?: number;
}

export interface CudaDeclInfo {
  /** ES bits: explicit annotations plus `Host` for an unannotated (implicitly host) function. */
  exec: number;
  /** MS bits of a variable. */
  mem: number;
  launch?: LaunchConfig;
  /** A parameter annotated `__grid_constant__` (for a Param node), or a function with one. */
  gridConstant?: boolean;
  /** Per parameter of a function: annotated `__grid_constant__`. */
  gridConstantParams?: boolean[];
  /** Explicitly `__launch_bounds__`-annotated (even `(0)`). */
  hasLaunchBounds?: boolean;
  /** `__noinline__` / `__forceinline__` (always_inline) / `__nv_pure__` seen on the function. */
  noinline?: boolean;
  forceinline?: boolean;
  pure?: boolean;
  /** `__tile_global__` (treated as a kernel) / `__tile_builtin__`. */
  tileGlobal?: boolean;
  tileBuiltin?: boolean;
  /** `__device_builtin__` (or a texture/surface builtin type) / `__cudart_builtin__`. */
  deviceBuiltin?: boolean;
  cudartBuiltin?: boolean;
}

/** Options of the compilation that change CUDA checks (from `Config`). */
export interface CudaOptions {
  /** `--extended-lambda`. */
  extendedLambda?: boolean;
  /** `--device-c` (rdc): no whole-program restrictions. */
  deviceC?: boolean;
  /** `--relaxed_constexpr`. */
  relaxedConstexpr?: boolean;
  /** `--static-host-stub` (whole-program template kernel stubs are static: 3735). */
  staticHostStub?: boolean;
  /** Warning 3695 is enabled (`--diag_warning=missing_launch_bounds`; off by default). */
  warnMissingLaunchBounds?: boolean;
  /** Warning 3635 is enabled (`--diag_warning=this_addr_capture_ext_lambda`). */
  warnThisCapture?: boolean;
  /** For "at line N" fill-ins. */
  sm?: SourceMap;
}

/** Internal codes that are suppressed unless a diagnostic control turns them on. */
const OFF_BY_DEFAULT = [3695, 3635];

/** True when the last command-line control naming `code` raises it to a visible level. */
function enabledByControls(controls: readonly DiagControl[] | undefined, code: number): boolean {
  let on = false;
  for (const c of controls ?? []) {
    if (!c.codes.includes(code)) continue;
    on = c.action === "warning" || c.action === "error" || c.action === "remark";
  }
  return on;
}

/** The CUDA options of a compilation, from its configuration (for lib/driver.ts). */
export function cudaOptionsFromConfig(config: Config, sm?: SourceMap): CudaOptions {
  return {
    extendedLambda: config.extendedLambda,
    deviceC: config.deviceC,
    relaxedConstexpr: config.relaxedConstexpr,
    staticHostStub: config.staticHostStub,
    warnMissingLaunchBounds: enabledByControls(config.diagControls, OFF_BY_DEFAULT[0]),
    warnThisCapture: enabledByControls(config.diagControls, OFF_BY_DEFAULT[1]),
    sm,
  };
}

/** True for a kernel. */
export function isKernel(info: CudaDeclInfo | undefined): boolean {
  return info !== undefined && (info.exec & ES.Global) !== 0;
}
/** True for a `__device__` (not `__host__ __device__`) function. */
export function isDeviceOnly(info: CudaDeclInfo | undefined): boolean {
  return info !== undefined && (info.exec & (ES.Device | ES.Host | ES.Global)) === ES.Device;
}
/** True for a `__host__ __device__` function. */
export function isHostDevice(info: CudaDeclInfo | undefined): boolean {
  return info !== undefined && (info.exec & (ES.Device | ES.Host)) === (ES.Device | ES.Host);
}

// ------------------------------------------------------------------ the dispatch table

/** Attribute kinds. */
export enum AK {
  Host,
  Device,
  Global,
  Shared,
  Constant,
  Managed,
  GridConstant,
  LaunchBounds,
  ClusterDims,
  BlockSize,
  Maxnreg,
  LocalMaxnreg,
  Noinline,
  AlwaysInline,
  InlineHint,
  Pure,
  RegisterParams,
  DeviceBuiltin,
  DeviceBuiltinTexture,
  DeviceBuiltinSurface,
  CudartBuiltin,
  TileGlobal,
  Tile,
  TileBuiltin,
}

/** Declaration kinds an attribute applies to. */
export const TG = {
  Function: 1,
  /** Namespace-scope, static member or local variable. */
  Variable: 2,
  Param: 4,
  Class: 8,
  /** Non-static data member. */
  Field: 16,
  Typedef: 32,
  Enum: 64,
  Enumerator: 128,
  Namespace: 256,
} as const;

/** Argument shapes. */
export const ARGS = {
  None: 0,
  /** Up to `max` integral constant expressions. */
  Ints: 1,
  /** One or two parenthesized triples `(a,b,c)`. */
  Tuples: 2,
} as const;

export interface AttrSpec {
  kind: AK;
  /** The name diagnostics print (`"__device__"`, or the raw name for non-keyword attributes). */
  display: string;
  /** TG bits of the declarations it applies to. */
  targets: number;
  args: number;
  /** Most integer arguments. */
  max?: number;
  /** Misapplied: warning 1835 (false for GNU attributes EDG handles itself). */
  warnMisapplied: boolean;
}

const F = TG.Function, V = TG.Variable, P = TG.Param, C = TG.Class;
const TE = TG.Typedef | TG.Enum;
// deno-fmt-ignore
const SPECS: ReadonlyArray<[string, AK, string, number, number, number?, boolean?]> = [
  ["host", AK.Host, "__host__", F, ARGS.None],
  ["device", AK.Device, "__device__", F | V, ARGS.None],
  ["global", AK.Global, "__global__", F, ARGS.None],
  ["shared", AK.Shared, "__shared__", V, ARGS.None],
  ["constant", AK.Constant, "__constant__", V, ARGS.None],
  ["managed", AK.Managed, "__managed__", V, ARGS.None],
  ["grid_constant", AK.GridConstant, "grid_constant", P, ARGS.None],
  ["launch_bounds", AK.LaunchBounds, "__launch_bounds__", F, ARGS.Ints, 3],
  ["cluster_dims", AK.ClusterDims, "__cluster_dims__", F, ARGS.Ints, 3],
  ["block_size", AK.BlockSize, "__block_size__", F, ARGS.Tuples, 2],
  ["maxnreg", AK.Maxnreg, "__maxnreg__", F, ARGS.Ints, 1],
  ["local_maxnreg", AK.LocalMaxnreg, "__local_maxnreg__", F, ARGS.Ints, 1],
  ["noinline", AK.Noinline, "noinline", F, ARGS.None],
  ["always_inline", AK.AlwaysInline, "always_inline", F, ARGS.None],
  ["nv_inline_hint", AK.InlineHint, "nv_inline_hint", F, ARGS.None],
  ["nv_pure", AK.Pure, "__nv_pure__", F, ARGS.None],
  ["nv_register_params", AK.RegisterParams, "nv_register_params", F, ARGS.None],
  ["device_builtin", AK.DeviceBuiltin, "__device_builtin__", F | V | C | TE, ARGS.None],
  ["device_builtin_texture_type", AK.DeviceBuiltinTexture, "__device_builtin_texture_type__", C | TE, ARGS.None],
  ["device_builtin_surface_type", AK.DeviceBuiltinSurface, "__device_builtin_surface_type__", C | TE, ARGS.None],
  ["cudart_builtin", AK.CudartBuiltin, "cudart_builtin", F, ARGS.None],
  ["tile_global", AK.TileGlobal, "__tile_global__", F, ARGS.None],
  ["tile", AK.Tile, "__tile__", F, ARGS.None],
  ["tile_builtin", AK.TileBuiltin, "__tile_builtin__", F, ARGS.None],
];

/** Input spelling (`device`, `__device__`) -> spec. */
export const CUDA_ATTRS: ReadonlyMap<string, AttrSpec> = (() => {
  const m = new Map<string, AttrSpec>();
  for (const [name, kind, display, targets, args, max, warn] of SPECS) {
    const spec: AttrSpec = { kind, display, targets, args, max, warnMisapplied: warn ?? true };
    m.set(name, spec);
    m.set(`__${name}__`, spec);
  }
  return m;
})();

/** Every attribute kind of the table with its display name (for the status table script). */
export function attributeKinds(): { spelling: string; spec: AttrSpec }[] {
  return SPECS.map(([name]) => ({ spelling: name, spec: CUDA_ATTRS.get(name)! }));
}

// ------------------------------------------------------------------ diagnostics codes used here

/** Internal codes this file reports (with their trigger), for the status table. */
export const DECL_CODES: ReadonlyArray<number> = [
  1835,
  3469,
  3481,
  3483,
  3485,
  3503,
  3505,
  3506,
  3507,
  3510,
  3534,
  3535,
  3538,
  3566,
  3567,
  3568,
  3573,
  3574,
  3577,
  3578,
  3579,
  3593,
  3594,
  3612,
  3614,
  3615,
  3620,
  3621,
  3643,
  3644,
  3647,
  3648,
  3649,
  3659,
  3662,
  3669,
  3685,
  3686,
  3688,
  3695,
  3698,
  3699,
  3700,
  3701,
  3702,
  3705,
  3706,
  3707,
  3715,
  3717,
  3718,
  3719,
  3735,
  3786,
  3787,
  3788,
  3789,
  3791,
];

/**
 * Diagnostics that only cicc (the device front end) prints; the host pass is silent on them, so
 * cudafe-ts must be too (spec/verified/02 §3, 03 §3, 07 §8). The evidence is data: goldens under
 * tests/fixtures/cuda record what cicc reports on the same input (`cicc.codes`), and
 * tests/cuda_test.ts requires, for each code here, a golden on which cicc reports it while
 * cudafe++ (whose stderr cudafe-ts reproduces) does not.
 */
export const CICC_ONLY: ReadonlySet<number> = new Set([
  1215,
  1444,
  3468,
  3470,
  3473,
  3474,
  3475,
  3476,
  3480,
  3484,
  3487,
  3488,
  3489,
  3490,
  3491,
  3492,
  3493,
  3494,
  3495,
  3496,
  3497,
  3498,
  3499,
  3500,
  3501,
  3502,
  3511,
  3517,
  3518,
  3520,
  3522,
  3523,
  3524,
  3525,
  3529,
  3532,
  3533,
  3539,
  3551,
  3552,
  3553,
  3554,
  3555,
  3556,
  3557,
  3559,
  3561,
  3563,
  3570,
  3571,
  3572,
  3575,
  3581,
  3582,
  3583,
  3585,
  3586,
  3587,
  3588,
  3637,
  3638,
  3639,
  3640,
  3641,
  3645,
  3656,
  3658,
  3660,
  3665,
  3668,
  3687,
  3696,
  3697,
  3704,
  3708,
  3711,
  3712,
  3713,
  3714,
  3728,
  3737,
  3756,
  3757,
  3759,
  3763,
  3764,
  3768,
  3775,
  3776,
  3777,
  3778,
  3779,
  3780,
  3781,
  3782,
  3783,
  3790,
]);

/**
 * Diagnostics cudafe-ts reports where the real cudafe++ 13.0 fails instead (README: deliberate
 * differences), with what the binary does; tested by unit tests rather than goldens.
 */
export const BINARY_FAILS: ReadonlyMap<number, string> = new Map([
  [3595, "the binary aborts on an internal assertion while formatting the message"],
]);

/**
 * Catalog diagnostics that neither cudafe++ nor cicc 13.0 could be made to print, keyed by
 * internal code (or by tag when the code is unknown), with what was tried.
 */
export const NOT_TRIGGERED: ReadonlyMap<number | string, string> = new Map<number | string, string>(
  [
    [3471, "no construct found that triggers it on 13.0"],
    [
      3661,
      "no construct found: on __device__, __global__, __host__, __host__ __device__, virtual and variadic functions the binary prints 3659 (and 3662) instead",
    ],
    [
      3741,
      "no construct found (address of internal-linkage __device__ functions and builtins, calls through them, whole-program and -rdc modes)",
    ],
    [3472, "no construct found that triggers it on 13.0"],
    [3565, "fires only without --allow_managed, which nvcc always passes (cicc reports it)"],
    [3674, "NVRTC (JIT mode) only; neither binary has a JIT mode"],
    [3675, "NVRTC (JIT mode) only; neither binary has a JIT mode"],
    [3676, "NVRTC (JIT mode) only; neither binary has a JIT mode"],
    ["ambiguous_block_size_spec", "a UPC diagnostic; this build has no UPC mode"],
    ["bad_shared_storage_class", "a UPC diagnostic; this build has no UPC mode"],
    ["cuda_displaced_new_or_delete_operator", "no construct found that triggers it on 13.0"],
    ["cuda_specifier_twice_in_group", "no construct found that triggers it on 13.0"],
    ["device_func_tex_arg", "no construct found that triggers it on 13.0"],
    [
      "device_function_has_ellipsis",
      "needs an architecture below compute_75, which CUDA 13 rejects",
    ],
    ["extended_lambda_discriminator", "no construct found that triggers it on 13.0"],
    ["extended_lambda_inside_constexpr_if", "no construct found that triggers it on 13.0"],
    ["extended_lambda_multiple_parameter_packs", "no construct found that triggers it on 13.0"],
    [
      "extended_lambda_nest_parent_template_param_unnamed",
      "no construct found that triggers it on 13.0",
    ],
    ["extended_lambda_parent_non_extern", "Windows only"],
    [
      "extended_lambda_parent_template_param_unnamed",
      "no construct found that triggers it on 13.0",
    ],
    ["extern_shared", "no construct found that triggers it on 13.0"],
    ["global_param_align_too_big", "Windows only"],
    ["global_ref_param_restrict", "no construct found that triggers it on 13.0"],
    [
      "grid_constant_unsupported_arch",
      "needs an architecture below compute_75, which CUDA 13 rejects",
    ],
    ["host_closure_class_in_jit", "NVRTC (JIT mode) only; neither binary has a JIT mode"],
    ["invalid_nvvm_builtin_intrinsic", "no construct found that triggers it on 13.0"],
    ["local_maxnreg_attr_only_nonmember_func", "no construct found that triggers it on 13.0"],
    ["local_maxnreg_attribute_conflict", "no construct found that triggers it on 13.0"],
    ["maxnreg_attr_only_nonmember_func", "no construct found that triggers it on 13.0"],
    ["mismatched_shared_block_size", "a UPC diagnostic; this build has no UPC mode"],
    ["multiple_block_sizes", "a UPC diagnostic; this build has no UPC mode"],
    ["name_expr_extra_tokens", "NVRTC (JIT mode) only; neither binary has a JIT mode"],
    ["name_expr_internal_error", "NVRTC (JIT mode) only; neither binary has a JIT mode"],
    ["name_expr_non_device_variable", "NVRTC (JIT mode) only; neither binary has a JIT mode"],
    ["name_expr_non_global_routine", "NVRTC (JIT mode) only; neither binary has a JIT mode"],
    ["name_expr_not_routine_or_variable", "NVRTC (JIT mode) only; neither binary has a JIT mode"],
    ["name_expr_parsing", "NVRTC (JIT mode) only; neither binary has a JIT mode"],
    ["no_host_in_jit", "NVRTC (JIT mode) only; neither binary has a JIT mode"],
    ["nonshared_blocksizeof", "a UPC diagnostic; this build has no UPC mode"],
    ["nonshared_strict_relaxed", "a UPC diagnostic; this build has no UPC mode"],
    ["nv_abi_pragma_bad_format", "no construct found that triggers it on 13.0"],
    [
      "nv_atomic_add_sub_f64_not_supported",
      "needs an architecture below compute_75, which CUDA 13 rejects",
    ],
    [
      "nv_atomic_cas_b16_not_supported",
      "needs an architecture below compute_75, which CUDA 13 rejects",
    ],
    [
      "nv_atomic_functions_not_supported_below_sm60",
      "needs an architecture below compute_75, which CUDA 13 rejects",
    ],
    [
      "nv_atomic_load_store_b128_version_too_low",
      "needs an architecture below compute_75, which CUDA 13 rejects",
    ],
    [
      "nv_atomic_operations_memory_order_fallback_to_membar",
      "needs an architecture below compute_75, which CUDA 13 rejects",
    ],
    [
      "nv_atomic_operations_scope_fallback_to_membar",
      "NVRTC (JIT mode) only; neither binary has a JIT mode",
    ],
    ["reference_to_text_surf_type_in_device_func", "no construct found that triggers it on 13.0"],
    ["shared_affinity_type", "a UPC diagnostic; this build has no UPC mode"],
    ["shared_block_size_must_be_positive", "a UPC diagnostic; this build has no UPC mode"],
    ["shared_block_size_too_large", "a UPC diagnostic; this build has no UPC mode"],
    ["shared_inside_struct", "a UPC diagnostic; this build has no UPC mode"],
    ["shared_nonthreads_dim", "a UPC diagnostic; this build has no UPC mode"],
    ["shared_parameter", "a UPC diagnostic; this build has no UPC mode"],
    [
      "threads_dimension_requires_definite_block_size",
      "a UPC diagnostic; this build has no UPC mode",
    ],
    [
      "unannotated_static_not_allowed_in_device",
      "NVRTC (JIT mode) only; neither binary has a JIT mode",
    ],
    ["undefined_device_entity", "no construct found that triggers it on 13.0"],
    [
      "unsupported_arch_for_managed_capability",
      "NVRTC (JIT mode) only; neither binary has a JIT mode",
    ],
    ["unsupported_nv_attribute", "NVRTC (JIT mode) only; neither binary has a JIT mode"],
    ["use_of_virtual_base_on_compute_1x", "NVRTC (JIT mode) only; neither binary has a JIT mode"],
  ],
);

const TWO31 = 2147483648;

/** The variable's own type is const (`const int x`, `int *const p`, `const int a[2]`). */
function topLevelConst(v: Variable): boolean {
  const ops = v.decl.ops;
  let i = 0;
  while (i < ops.length && ops[i].op === 4) i++;
  if (i === ops.length) return (v.spec.flags & (DS.Const | DS.Constexpr)) !== 0;
  if (i === 0 && ops[0].op === 0) {
    return ((ops[0].cv ?? 0) & DS.Const) !== 0 || (v.spec.flags & DS.Constexpr) !== 0;
  }
  return false;
}

/** Where the binary puts lambda diagnostics when there is no parameter list: the body's `{`. */
function lambdaBodyTok(lam: GenericNode): number {
  const body = lam.body as Node | undefined;
  return body ? body.first : lam.first;
}

/** Stands for the unannotated system-header overloads of a symbol (never checked). */
export const HOST_OVERLOAD: Entity = {
  key: "",
  isFunction: true,
  qname: "",
  exec: 0,
  mem: 0,
  info: { exec: ES.Host, mem: 0 },
  firstTok: -1,
  decls: 1,
  constexpr: false,
  autoReturn: false,
  sig: "",
  params: [],
  arity: -1,
  lbSeen: false,
  cdArgs: false,
  bsSeen: false,
  bsTwo: false,
  mxSeen: false,
  memberLb: false,
  isVirtual: false,
  member: false,
  shortName: "",
  inTemplate: false,
};

// ------------------------------------------------------------------ constant folding

/** Sizes of builtin types on x86-64 Linux (LP64) for `sizeof`. */
const BUILTIN_SIZE = new Map<number, number>([
  [T.KwChar, 1],
  [T.KwBool, 1],
  [T.KwShort, 2],
  [T.KwInt, 4],
  [T.KwLong, 8],
  [T.KwFloat, 4],
  [T.KwDouble, 8],
  [T.KwSigned, 4],
  [T.KwUnsigned, 4],
]);

/** A folded value with its C++ type: 32- or 64-bit, signed or unsigned. */
interface CVal {
  v: bigint;
  bits: 32 | 64;
  u: boolean;
}

function norm(x: CVal): CVal {
  x.v = x.u ? BigInt.asUintN(x.bits, x.v) : BigInt.asIntN(x.bits, x.v);
  return x;
}

const INT = (v: bigint): CVal => ({ v, bits: 32, u: false });

/** The type of an integer literal (C++ [lex.icon] on LP64). */
function literalType(text: string): CVal | undefined {
  const lit = parseIntLiteral(text);
  if (lit.udSuffix !== "") return undefined;
  const v = lit.value;
  const decimal = lit.radix === 10;
  const fitsI32 = v < 2n ** 31n, fitsU32 = v < 2n ** 32n, fitsI64 = v < 2n ** 63n;
  let t: CVal;
  if (lit.unsigned) {
    t = lit.longs === 0 && fitsU32 ? { v, bits: 32, u: true } : { v, bits: 64, u: true };
  } else if (lit.longs === 0 && fitsI32) t = { v, bits: 32, u: false };
  else if (lit.longs === 0 && !decimal && fitsU32) t = { v, bits: 32, u: true };
  else if (fitsI64) t = { v, bits: 64, u: false };
  else t = { v, bits: 64, u: true };
  return norm(t);
}

/** Usual arithmetic conversions of two operands (after integral promotion). */
function common(a: CVal, b: CVal): { bits: 32 | 64; u: boolean } {
  if (a.bits === b.bits) return { bits: a.bits, u: a.u || b.u };
  const big = a.bits === 64 ? a : b;
  return { bits: 64, u: big.u };
}

/**
 * Folds the integral constant expression in tokens [first, last]: integer literals (with their
 * C++ types, so `4 - sizeof(long) * 2` wraps around as size_t arithmetic does), `true`/`false`,
 * unary and binary arithmetic, comparisons, `?:`, parentheses and `sizeof` of builtin types.
 * Returns undefined when the expression has anything else (names: template parameters,
 * constants the folder does not know), so that checks are skipped. `subst` gives values to
 * names (template parameters at an instantiation).
 */
export function foldTokens(
  tk: TokenBuffer,
  first: number,
  last: number,
  subst?: ReadonlyMap<number, number>,
): number | undefined {
  let i = first;
  let bad = false;
  const kind = (j: number) => (j <= last ? tk.kind[j] : T.EOF);
  const text = (j: number) => tk.text.slice(tk.start[j], tk.end[j]);
  const prec = new Map<number, number>([
    [T.PipePipe, 1],
    [T.AmpAmp, 2],
    [T.Pipe, 3],
    [T.Caret, 4],
    [T.Amp, 5],
    [T.EqualEqual, 6],
    [T.ExclaimEqual, 6],
    [T.Less, 7],
    [T.Greater, 7],
    [T.LessEqual, 7],
    [T.GreaterEqual, 7],
    [T.LessLess, 8],
    [T.GreaterGreater, 8],
    [T.Plus, 9],
    [T.Minus, 9],
    [T.Star, 10],
    [T.Slash, 10],
    [T.Percent, 10],
  ]);
  const fail = (): CVal => {
    bad = true;
    i = last + 1;
    return INT(0n);
  };
  function sizeofType(): CVal {
    let size = 0, longs = 0, ptr = false, dbl = false;
    while (kind(i) !== T.RParen && kind(i) !== T.EOF) {
      const b = kind(i);
      if (b === T.Star) ptr = true;
      else if (b === T.KwLong) longs++;
      else if (b === T.KwDouble) dbl = true;
      else if (BUILTIN_SIZE.has(b)) size = Math.max(size, BUILTIN_SIZE.get(b)!);
      else if (b !== T.KwConst && b !== T.KwVolatile) return fail();
      i++;
    }
    i++;
    let n = size;
    if (ptr) n = 8;
    else if (dbl) n = longs > 0 ? 16 : 8;
    else if (longs > 0) n = 8;
    return { v: BigInt(n), bits: 64, u: true };
  }
  function primary(): CVal {
    const k = kind(i);
    if (k === T.Identifier && subst !== undefined && subst.has(tk.atom[i])) {
      const v = subst.get(tk.atom[i])!;
      i++;
      return norm({ v: BigInt(v), bits: 64, u: false });
    }
    if (k === T.IntLit) {
      const t = literalType(text(i));
      i++;
      return t ?? fail();
    }
    if (k === T.KwTrue || k === T.KwFalse) {
      i++;
      return INT(k === T.KwTrue ? 1n : 0n);
    }
    if (k === T.LParen) {
      i++;
      const v = cond();
      if (kind(i) !== T.RParen) return fail();
      i++;
      return v;
    }
    if (k === T.Minus || k === T.Plus || k === T.Tilde || k === T.Exclaim) {
      i++;
      const x = primary();
      if (k === T.Exclaim) return INT(x.v === 0n ? 1n : 0n);
      const r = { ...x };
      if (k === T.Minus) r.v = -x.v;
      else if (k === T.Tilde) r.v = ~x.v;
      return norm(r);
    }
    if (k === T.KwSizeof) {
      i++;
      if (kind(i) !== T.LParen) return fail();
      i++;
      return sizeofType();
    }
    return fail();
  }
  function binary(minPrec: number): CVal {
    let lhs = primary();
    for (;;) {
      const p = prec.get(kind(i));
      if (p === undefined || p < minPrec) return lhs;
      const op = kind(i);
      i++;
      const rhs = binary(p + 1);
      const ct = common(lhs, rhs);
      const a = lhs.v, b = rhs.v;
      const cmp = (x: boolean) => INT(x ? 1n : 0n);
      const conv = (x: CVal) => norm({ v: x.v, ...ct }).v;
      switch (op) {
        case T.PipePipe:
          lhs = cmp(a !== 0n || b !== 0n);
          break;
        case T.AmpAmp:
          lhs = cmp(a !== 0n && b !== 0n);
          break;
        case T.EqualEqual:
          lhs = cmp(conv(lhs) === conv(rhs));
          break;
        case T.ExclaimEqual:
          lhs = cmp(conv(lhs) !== conv(rhs));
          break;
        case T.Less:
          lhs = cmp(conv(lhs) < conv(rhs));
          break;
        case T.Greater:
          lhs = cmp(conv(lhs) > conv(rhs));
          break;
        case T.LessEqual:
          lhs = cmp(conv(lhs) <= conv(rhs));
          break;
        case T.GreaterEqual:
          lhs = cmp(conv(lhs) >= conv(rhs));
          break;
        case T.LessLess:
          lhs = norm({ ...lhs, v: a << b });
          break;
        case T.GreaterGreater:
          lhs = norm({ ...lhs, v: a >> b });
          break;
        default: {
          const x = conv(lhs), y = conv(rhs);
          let v: bigint;
          if (op === T.Plus) v = x + y;
          else if (op === T.Minus) v = x - y;
          else if (op === T.Star) v = x * y;
          else if (op === T.Pipe) v = x | y;
          else if (op === T.Caret) v = x ^ y;
          else if (op === T.Amp) v = x & y;
          else if (y === 0n) return fail();
          else if (op === T.Slash) v = x / y;
          else v = x % y;
          lhs = norm({ v, ...ct });
        }
      }
    }
  }
  function cond(): CVal {
    const c = binary(1);
    if (kind(i) !== T.Question) return c;
    i++;
    const a = cond();
    if (kind(i) !== T.Colon) return fail();
    i++;
    const b = cond();
    return c.v !== 0n ? a : b;
  }
  if (first > last) return undefined;
  const v = cond();
  if (bad || i !== last + 1) return undefined;
  return Number(v.v);
}

/**
 * The token closing the `__attribute__((...))` that starts at `at` (or `limit` when it is not
 * closed by then): parameter-type signatures skip attributes.
 */
export function attributeEnd(tk: TokenBuffer, at: number, limit: number): number {
  let depth = 0;
  let j = at + 1;
  for (; j <= limit; j++) {
    const k = tk.kind[j];
    if (k === T.LParen) depth++;
    else if (k === T.RParen && --depth === 0) break;
  }
  return j;
}

/** Splits tokens [first, last] at top-level commas into [first, last] ranges. */
export function splitArgs(tk: TokenBuffer, first: number, last: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  if (first > last) return out;
  let depth = 0, start = first;
  for (let j = first; j <= last; j++) {
    const k = tk.kind[j];
    if (k === T.LParen || k === T.LBracket || k === T.LBrace) depth++;
    else if (k === T.RParen || k === T.RBracket || k === T.RBrace) depth--;
    else if (k === T.Comma && depth === 0) {
      out.push([start, j - 1]);
      start = j + 1;
    }
  }
  out.push([start, last]);
  return out;
}

// ------------------------------------------------------------------ entities

/** One function or variable, accumulated over its declarations. */
export interface Entity {
  key: string;
  isFunction: boolean;
  /** Qualified name as diagnostics print it (`ns::d`, `S::m`). */
  qname: string;
  /** Explicit ES bits (no implicit Host). */
  exec: number;
  mem: number;
  info: CudaDeclInfo;
  /** "at line N" of the first declaration (for %p fill-ins). */
  /** Token of the first declaration's name (for "at line N" fill-ins). */
  firstTok: number;
  decls: number;
  constexpr: boolean;
  /** Deduced (auto / decltype(auto)) return type without a trailing return type. */
  autoReturn: boolean;
  /** Parameter signature (types without names; equal for redeclarations). */
  sig: string;
  /** A member function's cv-qualifiers (DS bits) and ref-qualifier (1 `&`, 2 `&&`) << 28. */
  fcv?: number;
  /** Parameters of the latest declaration (rendered on demand by `paramText`). */
  params: Param[];
  /** Number of parameters. */
  arity: number;
  /** Per-parameter grid_constant of the first declaration. */
  gc?: boolean[];
  /** Launch-attribute flags: which kinds were seen (for post-validation). */
  lbSeen: boolean;
  cdArgs: boolean;
  bsSeen: boolean;
  bsTwo: boolean;
  mxSeen: boolean;
  /** 3535 fired on an out-of-class member definition: no 3534 for it. */
  memberLb: boolean;
  isVirtual: boolean;
  /** Declared in a class (member function or static data member). */
  member: boolean;
  /** A non-static data member. */
  field?: boolean;
  /** Member access (0 public, 1 protected, 2 private), static member, ctor, dtor. */
  access?: number;
  staticMember?: boolean;
  isCtor?: boolean;
  isDtor?: boolean;
  /** A variable of array type. */
  isArray?: boolean;
  /** A const (or constexpr) variable: reading it in host code is fine. */
  isConst?: boolean;
  /** Declared with C linkage. */
  externC?: boolean;
  /** Template parameter atoms of a function template. */
  tparams?: number[];
  /** The return type's decl-specifiers (first declaration), for template callee names. */
  retSpec?: DeclSpec;
  /** Launch attributes whose arguments depend on template parameters. */
  deferred?: Attribute[];
  /** A function template kernel's result-type error, reported when it is instantiated. */
  retCheck?: { code: number; tok: number };
  /** The member function name as written in the class (`f`, `~D`) and its class. */
  shortName: string;
  ownerClass?: ClassInfo;
  /** Declared inside a template (definition-time checks only). */
  inTemplate: boolean;
  /** The template arguments of an explicit specialization (`template <> void f<A>()`). */
  specArgs?: Node[];
  /** The parameters of an explicit specialization (`template <> void f(A)`), from which the
   * template arguments not given explicitly are deduced. */
  specParams?: Node[];
}

/** A class: its member functions (for the override matrix) and bases. */
export interface ClassInfo {
  qname: string;
  scope?: Scope;
  bases: ClassInfo[];
  /** Template arguments each base is named with (`B<int>` -> ["int"]), when any. */
  baseArgs: Array<string[] | undefined>;
  /** Template parameter names of a class template. */
  tparams?: string[];
  methods: Entity[];
  /** All non-static data members are zero-length arrays (and there is at least one). */
  zeroSize: boolean;
  /** The class name as written ("" for an unnamed class). */
  name: string;
  /** Defined inside a function body. */
  local: boolean;
  /** The enclosing class of a nested class, and the access it was declared with there. */
  outer?: ClassInfo;
  accessInOuter: number;
  /** Access in force while the members are walked: 0 public, 1 protected, 2 private. */
  curAccess: number;
  /** Has user-declared constructors but none callable without arguments (or it is deleted). */
  noDefaultCtor?: boolean;
  /** Its copy assignment operator is deleted. */
  notAssignable?: boolean;
  /** Some base class could not be resolved to a class definition (dependent, unknown). */
  unknownBase?: boolean;
  /** Marked `device_builtin_texture_type` or `device_builtin_surface_type`. */
  texSurf?: boolean;
  /** sizeof, for a plain aggregate of builtin scalars and arrays of them (LP64). */
  size?: number;
}

/** Where a declaration sits. */
interface DeclCtx {
  scope: Scope | null;
  /** Qualified prefix (`ns::S`), "" at global scope. */
  prefix: string;
  cls?: ClassInfo;
  /** In a namespace that is inline and unnamed (directly or through its parents). */
  inlineUnnamed: boolean;
  anonymous: boolean;
  /** Inside a function body (local classes). */
  local?: boolean;
  /** Enclosing template node (for the decl directly under it). */
  template?: Template;
  /** Any enclosing template. */
  inTemplate: boolean;
  explicitInstantiation: boolean;
  /** Inside `extern "C"`. */
  externC?: boolean;
  /** `extern template ...`. */
  externTemplate?: boolean;
}

/** A member function body to check once its class is complete. */
interface BodyJob {
  fn: FunctionNode;
  e: Entity;
  inTemplate: boolean;
  disabled: boolean;
}

/** Function context of a body walk (also used by cuda_checks.ts). */
export interface FnCtx {
  entity: Entity;
  /** How diagnostics name the caller: the unqualified name, or `operator()` for a lambda. */
  callerName: string;
  /** Warn 3635 at the first implicit use of `this` (extended lambda with `[=]`). */
  thisCapture?: boolean;
  /** The enclosing (non-lambda) function and its name, for extended-lambda rules. */
  parent?: Entity;
  parentName?: string;
  /** Effective ES bits at the time the body is seen (explicit bits or implicit Host). */
  exec: number;
  inTemplate: boolean;
  execCheckDisabled: boolean;
}

export class CudaModel {
  readonly tokens: TokenBuffer;
  readonly names: NameTable;
  readonly diags: Diagnostics;
  readonly opts: CudaOptions;
  private readonly infos = new Map<Node, CudaDeclInfo>();
  private readonly entities = new Map<string, Entity>();
  /** Lookup symbol -> entities declared under it (overloads share a symbol). */
  readonly bySym = new Map<Sym, Entity[]>();
  readonly classes = new Map<Scope, ClassInfo>();
  private readonly body: BodyChecker;
  private pendingBodies: BodyJob[] | null = null;
  /** `#pragma nv_exec_check_disable` was the last thing seen / applies to the current decl. */
  private execCheckPragma = false;
  private execCheckNext = false;
  private readonly seenEnums = new WeakSet<Node>();
  /** Context of top-level declarations. */
  private top: DeclCtx | undefined;
  /** Template arguments by parameter atom while an instantiation is checked. */
  private subst: Map<number, number> | undefined;
  /** Instantiation context of the diagnostics being reported. */
  private extra: ReportExtra | undefined;
  /** Specializations already instantiated. */
  private readonly instantiated = new Set<string>();
  /** Some declaration so far had a `__grid_constant__` parameter. */
  private anyGridConstant = false;

  constructor(tokens: TokenBuffer, names: NameTable, diags: Diagnostics, opts: CudaOptions = {}) {
    this.tokens = tokens;
    this.names = names;
    this.diags = diags;
    this.opts = opts;
    this.body = new BodyChecker(this);
  }

  /**
   * Info for a declaration node, accumulated across redeclarations: Function and Variable nodes
   * (shared by all declarations of the entity), Param nodes with `__grid_constant__`, Class
   * nodes marked `__device_builtin__` (or a texture/surface builtin), and Lambda nodes with
   * explicit `__host__`/`__device__` annotations.
   */
  infoOf(node: Node): CudaDeclInfo | undefined {
    return this.infos.get(node);
  }

  /** Runs the attribute dispatch over the whole TU in source order. */
  run(unit: TranslationUnit): void {
    for (const d of unit.decls) this.runDecl(d, unit.scope);
  }

  /**
   * Runs the model on one top-level declaration, for a driver that wants the CUDA diagnostics
   * of each declaration right after the parser's (the binary checks each declaration as it is
   * parsed, so its diagnostics interleave with syntax errors). `global` is the translation
   * unit's scope. Calling it for every top-level declaration in order equals `run`.
   */
  runDecl(d: Node, global: Scope): void {
    this.top ??= {
      scope: global,
      prefix: "",
      inlineUnnamed: false,
      anonymous: false,
      inTemplate: false,
      explicitInstantiation: false,
    };
    this.decl(d, this.top);
  }

  // ---------------------------------------------------------------- helpers

  off(tok: number): number {
    return this.tokens.start[tok];
  }

  /**
   * sizeof a class whose members are all non-static data members of builtin scalar types or
   * arrays of them with literal bounds (the Itanium LP64 layout: natural alignment, tail
   * padding); undefined for anything else.
   */
  private plainSize(c: Class): number | undefined {
    let off = 0, align = 1;
    const union = c.key === T.KwUnion;
    for (const m of c.members) {
      if (m.kind === NodeKind.AccessSpec) continue;
      let spec: DeclSpec, decls: Node[];
      if (m.kind === NodeKind.SimpleDecl) {
        spec = (m as SimpleDecl).spec;
        decls = (m as SimpleDecl).decls;
      } else if (m.kind === NodeKind.Variable) {
        spec = (m as Variable).spec;
        decls = [m];
      } else return undefined;
      if (spec.type !== undefined || (spec.flags & (DS.Static | DS.Typedef)) !== 0) {
        return undefined;
      }
      let longs = 0, base = 0;
      for (const b of spec.builtins) {
        if (b === T.KwLong) longs++;
        else if (b === T.KwShort) base = 2;
        else if (b === T.KwChar || b === T.KwBool) base = 1;
        else if (b === T.KwFloat) base = 4;
        else if (b === T.KwDouble) base = longs > 0 ? 16 : 8;
        else if (b !== T.KwInt && b !== T.KwSigned && b !== T.KwUnsigned) return undefined;
      }
      if (base === 0) base = longs > 0 ? 8 : 4;
      if (base === 8 && spec.builtins.includes(T.KwDouble) && longs > 0) base = 16;
      for (const d of decls) {
        if (d.kind !== NodeKind.Variable) return undefined;
        const v = d as Variable;
        let n = 1;
        for (const o of v.decl.ops) {
          if (o.op !== 4 || o.bound?.kind !== NodeKind.IntLit) return undefined;
          n *= Number(this.text(o.bound.first));
        }
        if (v.decl.bitWidth || !Number.isFinite(n)) return undefined;
        align = Math.max(align, base);
        if (union) off = Math.max(off, base * n);
        else off = Math.ceil(off / base) * base + base * n;
      }
    }
    return Math.ceil(off / align) * align;
  }

  /** The class a declaration specifier names, if the model knows it. */
  classOfSpec(spec: DeclSpec): ClassInfo | undefined {
    const sym = spec.type?.kind === NodeKind.Name ? (spec.type as Name).sym : undefined;
    const scope = sym?.scope ?? sym?.target?.scope;
    return scope ? this.classes.get(scope) : undefined;
  }

  /** Whether ordinary lookup at namespace scope finds `name` (declared so far). */
  declaredGlobally(name: string): boolean {
    const atom = this.names.lookup(name);
    const scope = this.top?.scope;
    return atom >= 0 && scope !== null && scope !== undefined &&
      lookupIn(scope, atom) !== undefined;
  }

  report(code: number, tok: number, args?: DiagArg[]): void {
    this.diags.report(code, tok < 0 ? -1 : this.tokens.start[tok], args, undefined, this.extra);
  }

  text(tok: number): string {
    return this.tokens.text.slice(this.tokens.start[tok], this.tokens.end[tok]);
  }

  atomText(atom: number): string {
    return atom >= 0 ? this.names.text(atom) : "";
  }

  /** "at line N" for a token (with ` of "file"` when the file differs from `here`'s). */
  lineOf(tok: number): string {
    const sm = this.opts.sm;
    if (!sm) return "";
    const loc = sm.locate(this.tokens.start[tok]);
    return `at line ${loc.line}`;
  }

  /** The CUDA spec of an attribute node (undefined for other attributes). */
  specOf(a: Attribute): AttrSpec | undefined {
    if (a.syntax === 2 || a.syntax === 3) return undefined;
    if (a.ns >= 0) {
      const ns = this.names.text(a.ns);
      if (ns !== "gnu" && ns !== "__gnu__") return undefined;
    }
    return CUDA_ATTRS.get(this.names.text(a.name));
  }

  /** All attributes of a declaration, in token order, without duplicates. */
  attrsOf(...lists: Array<Attribute[] | undefined>): Attribute[] {
    let n = 0, only: Attribute[] | undefined;
    for (const l of lists) {
      if (l && l.length > 0) {
        n++;
        only = l;
      }
    }
    if (n === 0) return [];
    if (n === 1 && only!.length === 1) return only!;
    const out: Attribute[] = [];
    const seen = new Set<number>();
    for (const l of lists) {
      if (!l) continue;
      for (const a of l) {
        if (seen.has(a.first)) continue;
        seen.add(a.first);
        out.push(a);
      }
    }
    out.sort((x, y) => x.first - y.first);
    return out;
  }

  /** Renders a name node (`a::b`, `~S`, `operator+`). */
  nameText(n: Name | undefined): string {
    if (!n) return "";
    const parts: string[] = [];
    for (const c of n.parts) {
      if (c.special === 3) parts.push("~" + this.atomText(c.atom));
      else if (c.special === 1 && c.opTok !== undefined) {
        let s = "operator";
        for (let j = c.opTok; j <= n.last; j++) s += this.text(j);
        parts.push(s);
      } else if (c.special === 2 && c.convType) {
        // a conversion function: `operator int`
        parts.push("operator " + this.tokenText(c.convType.first, c.convType.last));
      } else parts.push(this.atomText(c.atom));
    }
    return parts.join("::");
  }

  /** The source text of tokens [first, last], one space between tokens where the source had any. */
  tokenText(first: number, last: number): string {
    let out = "";
    for (let j = first; j <= last; j++) {
      if (j > first && (this.tokens.flags[j] & 1)) out += " ";
      out += this.text(j);
    }
    return out;
  }

  /** First token of a decl-specifier-seq that is not part of an attribute. */
  specStart(spec: DeclSpec): number {
    for (let j = spec.first; j <= spec.last; j++) {
      const k = this.tokens.kind[j];
      if (k === T.KwAttribute) {
        let depth = 0;
        for (j++; j <= spec.last; j++) {
          const kk = this.tokens.kind[j];
          if (kk === T.LParen) depth++;
          else if (kk === T.RParen && --depth === 0) break;
        }
        continue;
      }
      return j;
    }
    return spec.first;
  }

  /** Token of the declarator-id (last component of the name), or the declarator's first. */
  nameTok(d: Declarator): number {
    const n = d.name;
    if (!n || n.parts.length === 0) return d.first;
    return n.parts[n.parts.length - 1].tok;
  }

  /** Parameter types of an entity as diagnostics print them: `int, float *`. */
  paramText(e: Entity): string {
    return e.params.map((p) => this.paramType(p)).join(", ");
  }

  /**
   * A signature of a parameter list for matching redeclarations and overrides: the parameter
   * tokens minus names, default arguments and attributes, as atoms and token kinds.
   */
  signature(params: Param[], variadic: boolean): string {
    const tk = this.tokens;
    let out = variadic ? "V" : "";
    for (const p of params) {
      const nameTok = p.decl.name ? p.decl.name.first : -1;
      const end = p.init ? p.init.first - 2 : p.last;
      let h = 17;
      for (let j = p.first; j <= end; j++) {
        const k = tk.kind[j];
        if (k === T.KwAttribute) {
          j = attributeEnd(tk, j, end);
          continue;
        }
        if (j === nameTok) continue;
        const a = tk.atom[j];
        h = (Math.imul(h, 31) + (a >= 0 ? a + 4096 : k)) | 0;
      }
      out += h.toString(36) + ",";
    }
    return out;
  }

  /** Renders a parameter type the way EDG prints it (`int`, `float *`, `const S &`). */
  paramType(p: Param): string {
    const words: string[] = [];
    const spec = p.spec;
    if (spec.flags & DS.Const) words.push("const");
    if (spec.flags & DS.Volatile) words.push("volatile");
    for (let j = spec.first; j <= spec.last; j++) {
      const k = this.tokens.kind[j];
      if (k === T.KwAttribute) {
        // skip __attribute__((...))
        let depth = 0;
        j++;
        for (; j <= spec.last; j++) {
          const kk = this.tokens.kind[j];
          if (kk === T.LParen) depth++;
          else if (kk === T.RParen && --depth === 0) break;
        }
        continue;
      }
      if (k === T.KwConst || k === T.KwVolatile) continue;
      words.push(this.text(j));
    }
    let s = canonicalIntegerWords(words) ??
      words.join(" ").replace(/ :: /g, "::").replace(/ ([<>,]) ?/g, "$1");
    let ptr = "";
    for (const op of p.decl.ops) {
      if (op.op === 0) ptr = "*" + (op.cv && op.cv & DS.Const ? " const" : "") + ptr;
      else if (op.op === 1) ptr = "&" + ptr;
      else if (op.op === 2) ptr = "&&" + ptr;
      else if (op.op === 4) ptr += "[]";
    }
    if (ptr !== "") s += " " + ptr;
    return s;
  }

  /** Registers a declaration of `sym` (lookup symbol) for entity `e`. */
  private link(sym: Sym | undefined, e: Entity): void {
    if (!sym) return;
    let l = this.bySym.get(sym);
    if (!l) {
      l = [];
      this.bySym.set(sym, l);
    }
    if (!l.includes(e)) l.push(e);
  }

  /** A class defined in a function body (called by the body checker). */
  localClass(c: Class, inTemplate: boolean): void {
    this.cls(c, {
      scope: c.scope ?? null,
      prefix: "",
      inlineUnnamed: false,
      anonymous: false,
      inTemplate,
      explicitInstantiation: false,
      local: true,
    });
  }

  /** Records an unannotated system-header function as a host overload of its symbol. */
  private linkHost(fn: FunctionNode, d: Declarator, ctx: DeclCtx): void {
    const n = d.name;
    if (!n || (fn.spec.flags & DS.Friend)) return;
    const sym = n.parts.length > 1
      ? n.sym
      : n.parts.length === 1 && ctx.scope
      ? ctx.scope.names.get(n.parts[0].atom)
      : undefined;
    if (!sym || sym.kind !== SymKind.Function) return;
    // a template's parameter types are unknown until deduction: count it as opaque
    if (ctx.template) {
      this.link(sym, HOST_OVERLOAD);
      return;
    }
    // a host function's parameters still tell whether an argument is passed by value
    let fop: DeclaratorOp | undefined;
    for (const o of d.ops) {
      if (o.op === 5) {
        fop = o;
        break;
      }
    }
    const params = (fop?.params ?? []) as Param[];
    const e: Entity = {
      ...HOST_OVERLOAD,
      sig: fop?.variadic ? "V\u0000sys" : "\u0000sys",
      params,
      arity: params.length,
    };
    this.link(sym, e);
  }

  /** The entity a lookup symbol denotes when it is unambiguous (one function / variable). */
  entityOfSym(sym: Sym | undefined): Entity | undefined {
    if (!sym) return undefined;
    const l = this.bySym.get(sym);
    return l && l.length === 1 ? l[0] : undefined;
  }

  /** Effective execution-space bits of an entity (implicit host when unannotated). */
  effExec(e: Entity): number {
    const x = e.exec & (ES.Host | ES.Device | ES.Global);
    return x === 0 ? ES.Host : x;
  }

  private newEntity(key: string, isFunction: boolean, qname: string, firstTok: number): Entity {
    const e: Entity = {
      key,
      isFunction,
      qname,
      exec: 0,
      mem: 0,
      info: { exec: ES.Host, mem: 0 },
      firstTok,
      decls: 0,
      constexpr: false,
      autoReturn: false,
      sig: "",
      params: [],
      arity: 0,
      lbSeen: false,
      cdArgs: false,
      bsSeen: false,
      bsTwo: false,
      mxSeen: false,
      memberLb: false,
      isVirtual: false,
      member: false,
      shortName: "",
      inTemplate: false,
    };
    this.entities.set(key, e);
    return e;
  }

  private sync(e: Entity): void {
    e.info.exec = e.isFunction ? (e.exec === 0 ? ES.Host : e.exec) : e.exec;
    e.info.mem = e.mem;
  }

  // ---------------------------------------------------------------- declaration walk

  private decl(d: Node | undefined, ctx: DeclCtx): void {
    // after a syntax error the parser can leave a part out (`template<typename; };` has no
    // declaration): nothing to check there
    if (d === undefined) return;
    if (d.kind !== NodeKind.Pragma) {
      const disabled = this.execCheckPragma;
      this.execCheckPragma = false;
      if (disabled) {
        this.execCheckNext = true;
        try {
          this.decl2(d, ctx);
        } finally {
          this.execCheckNext = false;
        }
        return;
      }
    }
    this.decl2(d, ctx);
  }

  private decl2(d: Node, ctx: DeclCtx): void {
    switch (d.kind) {
      case NodeKind.Pragma: {
        const t = (d as GenericNode).text as string | undefined;
        if (t !== undefined && t.trim() === "nv_exec_check_disable") this.execCheckPragma = true;
        return;
      }
      case NodeKind.Namespace:
        return this.namespace(d as Namespace, ctx);
      case NodeKind.LinkageSpec: {
        const ls = d as LinkageSpec;
        const externC = this.text(ls.lang) === '"C"';
        const inner = externC === (ctx.externC === true) ? ctx : { ...ctx, externC };
        for (const x of ls.decls) this.decl(x, inner);
        return;
      }
      case NodeKind.Template: {
        const t = d as Template;
        this.decl(t.decl, { ...ctx, template: t, inTemplate: true });
        return;
      }
      case NodeKind.ExplicitInstantiation: {
        const inner = (d as GenericNode).decl;
        const isExtern = this.tokens.kind[d.first] === T.KwExtern;
        if (inner) {
          this.decl(inner, { ...ctx, explicitInstantiation: true, externTemplate: isExtern });
        }
        return;
      }
      case NodeKind.Function:
        return this.func(d as FunctionNode, ctx);
      case NodeKind.Variable:
        return this.variable(d as Variable, ctx, false);
      case NodeKind.SimpleDecl: {
        const s = d as SimpleDecl;
        this.specType(s.spec, ctx);
        for (const x of s.decls) {
          if (x.kind === NodeKind.Function) this.func(x as FunctionNode, ctx, s.spec);
          else if (x.kind === NodeKind.Variable) this.variable(x as Variable, ctx, false);
          else if (x.kind === NodeKind.Typedef) this.decl(x, ctx);
          else this.specType((x as GenericNode).spec as DeclSpec | undefined, ctx);
        }
        return;
      }
      case NodeKind.Class:
        return this.cls(d as Class, ctx);
      case NodeKind.Typedef: {
        const t = d as GenericNode;
        const spec = t.spec as DeclSpec | undefined;
        this.misapplied(
          this.attrsOf(spec?.attrs, (t.decl as Declarator | undefined)?.attrs),
          TG.Typedef,
        );
        this.specType(spec, ctx);
        return;
      }
      case NodeKind.Alias: {
        const t = d as GenericNode;
        const ts = (t.type as GenericNode | undefined)?.spec as DeclSpec | undefined;
        this.misapplied(this.attrsOf(t.attrs as Attribute[] | undefined, ts?.attrs), TG.Typedef);
        this.specType(ts, ctx);
        return;
      }
      case NodeKind.Enum:
        this.enumDecl(d as GenericNode);
        return;
      case NodeKind.Friend: {
        const inner = (d as GenericNode).decl;
        if (inner) this.decl(inner, ctx);
        return;
      }
      default:
        return;
    }
  }

  /** An inline class or enum definition inside a declaration's specifiers. */
  private specType(spec: DeclSpec | undefined, ctx: DeclCtx): void {
    const t = spec?.type;
    if (!t) return;
    if (t.kind === NodeKind.Class) this.cls(t as Class, ctx);
    else if (t.kind === NodeKind.Enum) this.enumDecl(t as GenericNode);
  }

  /** Warning 1835 for the CUDA attributes in `attrs` that do not apply to a `target` (TG). */
  private misapplied(attrs: Attribute[], target: number): void {
    for (const a of attrs) {
      const spec = this.specOf(a);
      if (spec && !(spec.targets & target) && spec.warnMisapplied) {
        this.report(1835, a.first, [spec.display]);
      }
    }
  }

  private enumDecl(e: GenericNode): void {
    if (this.seenEnums.has(e)) return;
    this.seenEnums.add(e);
    this.misapplied((e.attrs as Attribute[] | undefined) ?? [], TG.Enum);
    for (const x of (e.enumerators as GenericNode[] | undefined) ?? []) {
      this.misapplied((x.attrs as Attribute[] | undefined) ?? [], TG.Enumerator);
    }
  }

  private namespace(n: Namespace, ctx: DeclCtx): void {
    let scope = ctx.scope;
    let prefix = ctx.prefix;
    let inlineUnnamed = ctx.inlineUnnamed;
    let anonymous = ctx.anonymous;
    if (n.names.length === 0) {
      scope = scope?.names.get(-1)?.scope ?? null;
      if (n.inline) inlineUnnamed = true;
      anonymous = true;
    } else {
      for (const a of n.names) {
        scope = scope?.names.get(a)?.scope ?? null;
        prefix = prefix === "" ? this.atomText(a) : `${prefix}::${this.atomText(a)}`;
      }
    }
    this.misapplied(n.attrs, TG.Namespace);
    const inner: DeclCtx = { ...ctx, scope, prefix, inlineUnnamed, anonymous, template: undefined };
    for (const d of n.decls) this.decl(d, inner);
  }

  private cls(c: Class, ctx: DeclCtx): void {
    // CUDA attributes on a class: only the builtin-type markers apply
    let texSurf = false;
    for (const a of c.attrs) {
      const spec = this.specOf(a);
      if (!spec) continue;
      if (!(spec.targets & TG.Class)) {
        if (spec.warnMisapplied) this.report(1835, a.first, [spec.display]);
      } else if (
        spec.kind === AK.DeviceBuiltin || spec.kind === AK.DeviceBuiltinTexture ||
        spec.kind === AK.DeviceBuiltinSurface
      ) {
        this.infos.set(c, { exec: 0, mem: 0, deviceBuiltin: true });
        if (spec.kind !== AK.DeviceBuiltin) texSurf = true;
      }
    }
    if (!c.complete) return;
    const name = this.nameText(c.name);
    const qname = ctx.prefix === "" ? name : name === "" ? ctx.prefix : `${ctx.prefix}::${name}`;
    const info: ClassInfo = {
      qname,
      name,
      scope: c.scope,
      bases: [],
      baseArgs: [],
      methods: [],
      zeroSize: false,
      local: ctx.local === true,
      outer: ctx.cls,
      accessInOuter: ctx.cls ? ctx.cls.curAccess : 0,
      curAccess: c.key === T.KwClass ? 2 : 0,
    };
    const tpl = ctx.template;
    if (tpl && tpl.params.length > 0) {
      info.tparams = (tpl.params as TemplateParam[]).map((p) => this.atomText(p.name));
    }
    if (texSurf) info.texSurf = true;
    if (c.scope) this.classes.set(c.scope, info);
    for (const b of c.bases) {
      const sym = (b.name as Name).sym;
      const bs = sym?.scope ?? sym?.target?.scope;
      const bi = bs ? this.classes.get(bs) : undefined;
      if (bi) {
        info.bases.push(bi);
        const parts = (b.name as Name).parts;
        const targs = parts.length > 0 ? parts[parts.length - 1].targs : undefined;
        info.baseArgs.push(targs?.map((t) => this.tokenText(t.first, t.last)));
      }
    }
    if (info.bases.length !== c.bases.length) info.unknownBase = true;
    const inner: DeclCtx = {
      ...ctx,
      scope: c.scope ?? null,
      prefix: qname,
      cls: info,
      template: undefined,
    };
    // member declarations first; member function bodies when the class is complete
    const outerPending = this.pendingBodies;
    this.pendingBodies = [];
    let fields = 0, zeroFields = 0;
    for (const m of c.members) {
      if (m.kind === NodeKind.AccessSpec) {
        const op = (m as GenericNode).op;
        info.curAccess = op === T.KwPrivate ? 2 : op === T.KwProtected ? 1 : 0;
        continue;
      }
      this.decl(m, inner);
      for (const v of m.kind === NodeKind.SimpleDecl ? (m as SimpleDecl).decls : [m]) {
        if (v.kind !== NodeKind.Variable) continue;
        const vv = v as Variable;
        if (vv.spec.flags & (DS.Static | DS.Typedef)) continue;
        fields++;
        const ops = vv.decl.ops;
        if (ops.length === 1 && ops[0].op === 4 && ops[0].bound?.kind === NodeKind.IntLit) {
          if (this.text(ops[0].bound.first) === "0") zeroFields++;
        }
      }
    }
    info.zeroSize = fields > 0 && fields === zeroFields && c.bases.length === 0;
    if (c.bases.length === 0 && fields > 0) {
      const sz = this.plainSize(c);
      if (sz !== undefined) info.size = sz;
    }
    if (
      info.bases.length > 0 && !tpl && !ctx.inTemplate &&
      (this.tokens.flags[c.first] & TF.System) === 0
    ) {
      const usingNames = new Set<string>();
      for (const m of c.members) {
        if (m.kind !== NodeKind.UsingDecl) continue;
        for (const u of ((m as GenericNode).list ?? []) as Name[]) {
          const lp = u.parts[u.parts.length - 1];
          if (lp?.atom !== undefined) usingNames.add(this.atomText(lp.atom));
        }
      }
      const cn = (c.name as Name | undefined)?.parts;
      checkHiddenVirtuals(
        this,
        info,
        usingNames,
        cn && cn.length ? cn[cn.length - 1].tok : c.first,
      );
    }
    // special members that decide whether an array of this class can be captured
    let ctors = 0, defaultCtor = false;
    for (const m of c.members) {
      if (m.kind !== NodeKind.Function) continue;
      const f = m as FunctionNode;
      const lp = f.decl.name?.parts[f.decl.name.parts.length - 1];
      if (lp?.special === undefined && lp?.atom !== undefined && this.atomText(lp.atom) === name) {
        const fop = f.decl.ops.find((o) => o.op === 5);
        const ps = (fop?.params ?? []) as Param[];
        ctors++;
        if (ps.every((p) => p.init !== undefined) && f.defn !== 2) defaultCtor = true;
      } else if (lp?.special === 1 && lp.op === T.Assign && f.defn === 2) {
        info.notAssignable = true;
      }
    }
    if (ctors > 0 && !defaultCtor) info.noDefaultCtor = true;
    const bodies = this.pendingBodies;
    this.pendingBodies = outerPending;
    if (outerPending) { for (const b of bodies) outerPending.push(b); }
    else {
      for (const b of bodies) this.body.functionBody(b.fn, b.e, b.inTemplate, b.disabled);
    }
  }

  // ---------------------------------------------------------------- functions

  private func(fn: FunctionNode, ctx: DeclCtx, outerSpec?: DeclSpec): void {
    const d = fn.decl;
    let fop: DeclaratorOp | undefined;
    for (const o of d.ops) {
      if (o.op === 5) {
        fop = o;
        break;
      }
    }
    const spec = fn.spec ?? outerSpec;
    const attrs = this.attrsOf(fn.attrs, spec?.attrs, d.attrs, fop?.attrs);
    if (
      attrs.length === 0 && (spec.flags & DS.Virtual) === 0 &&
      (this.tokens.flags[fn.first] & TF.System) !== 0
    ) {
      // an unannotated, non-virtual function in a system header: implicitly host, nothing to
      // check; its symbol only needs to count as one more (host) overload
      this.linkHost(fn, d, ctx);
      return;
    }
    const isFriend = (spec.flags & DS.Friend) !== 0;
    const nameStr = this.nameText(d.name);
    const qualified = (d.name?.parts.length ?? 0) > 1;
    const params = (fop?.params ?? []) as Param[];
    const sig = this.signature(params, fop?.variadic === true);
    // the lookup symbol (for calls, and to find redeclarations without building keys)
    let sym: Sym | undefined;
    if (qualified) sym = d.name?.sym;
    else if (!isFriend && d.name && d.name.parts.length === 1 && ctx.scope) {
      sym = ctx.scope.names.get(d.name.parts[0].atom);
    }
    if (sym && sym.kind !== SymKind.Function) sym = undefined;
    let e: Entity | undefined;
    if (sym) {
      const l = this.bySym.get(sym);
      if (l) {
        for (let i = 0; i < l.length; i++) {
          const x = l[i];
          if (x.sig === sig && x !== HOST_OVERLOAD) {
            e = x;
            break;
          }
          // (an annotated redeclaration of an unannotated system-header function is that
          // function, with the new space: `__sinf` of glibc's math headers, then CUDA's
          // `__device__` one)
          if (
            x.sig.endsWith("\u0000sys") &&
            this.signature(x.params as Param[], x.sig.startsWith("V")) === sig
          ) {
            l.splice(i, 1);
            break;
          }
        }
      }
    }
    let first = false;
    if (e === undefined) {
      const qname = ctx.prefix === "" || isFriend ? nameStr : `${ctx.prefix}::${nameStr}`;
      const key = `F|${qname}|${sig}`;
      e = this.entities.get(key);
      if (e === undefined) {
        e = this.newEntity(key, true, qname, this.nameTok(d));
        first = true;
      }
    }
    e.decls++;
    e.sig = sig;
    if (fop && (fop.cv || fop.refQual)) e.fcv = (fop.cv ?? 0) | ((fop.refQual ?? 0) << 28);
    e.params = params;
    e.arity = params.length;
    if (spec.flags & DS.Constexpr) e.constexpr = true;
    if (spec.flags & DS.Virtual) e.isVirtual = true;
    e.inTemplate = ctx.inTemplate;
    if (ctx.externC && !ctx.cls) e.externC = true;
    if (ctx.template && ctx.template.params.length === 0) {
      // an explicit specialization `template <> void f<A>(...)`: its template arguments
      const lp = d.name?.parts[d.name.parts.length - 1];
      if (lp?.targs) e.specArgs = lp.targs;
      if (d.name?.parts.length === 1 && fop?.params) e.specParams = fop.params;
    }
    if (ctx.template && ctx.template.params.length > 0 && !e.tparams) {
      e.tparams = (ctx.template.params as TemplateParam[]).map((p) => p.name);
      e.retSpec = spec;
    }
    e.autoReturn = this.deducedReturn(spec, d);
    this.infos.set(fn, e.info);
    if (spec.type?.kind === NodeKind.Decltype) this.body.outside(spec.type);
    if (sym) this.link(sym, e);
    // member-ness
    let ownerClass = ctx.cls;
    if (!ownerClass && qualified && d.name?.sym?.owner?.kind === ScopeKind.Class) {
      ownerClass = this.classes.get(d.name.sym.owner);
    }
    const isMember = !isFriend && ownerClass !== undefined;
    if (ctx.cls && !isFriend && first) {
      e.member = true;
      e.shortName = nameStr;
      e.ownerClass = ctx.cls;
      e.access = ctx.cls.curAccess;
      e.staticMember = (spec.flags & DS.Static) !== 0;
      const lp = d.name?.parts[d.name.parts.length - 1];
      e.isDtor = lp?.special === 3;
      e.isCtor = !e.isDtor && lp?.special === undefined && nameStr === ctx.cls.name;
      ctx.cls.methods.push(e);
    }
    const defaultedFirst = fn.defn === 1 && first && ctx.cls !== undefined && !e.isVirtual;
    if (attrs.length > 0) {
      this.applyFunctionAttrs(fn, e, attrs, {
        ctx,
        spec,
        d,
        fop,
        params,
        isFriend,
        isMember,
        qualified,
        defaultedFirst,
      });
    }
    this.sync(e);
    // grid_constant on parameters
    let paramAttrs = false;
    for (const p of params) {
      if ((p.spec.attrs && p.spec.attrs.length > 0) || (p.decl.attrs && p.decl.attrs.length > 0)) {
        paramAttrs = true;
        break;
      }
    }
    if (paramAttrs || this.anyGridConstant) this.gridConstant(fn, e, params, ctx, first, d);
    // post-declaration launch checks (an instantiation directive redeclares nothing)
    if (!ctx.explicitInstantiation) this.postLaunch(e, this.nameTok(d));
    const lastPart = d.name?.parts[d.name.parts.length - 1];
    if (ctx.explicitInstantiation && lastPart?.targs) {
      const primary = e.deferred ? e : this.findPrimary(e, ctx, d);
      if (primary) this.instantiate(primary, lastPart.targs, this.nameTok(d));
    }
    if (
      ctx.externTemplate && (e.exec & ES.Global) && this.opts.staticHostStub && !this.opts.deviceC
    ) {
      this.report(3735, this.nameTok(d));
    }
    if (
      this.opts.warnMissingLaunchBounds && (e.exec & ES.Global) && !e.lbSeen &&
      !ctx.explicitInstantiation
    ) {
      this.report(3695, d.last + 1);
    }
    // overrides
    if (ctx.cls && !isFriend) {
      const overrideSpec = ((d.virt ?? 0) & 1) !== 0 && !ctx.template && !ctx.inTemplate;
      checkOverrides(this, ctx.cls, e, this.nameTok(d), overrideSpec);
    }
    // body
    if (fn.body && (this.tokens.flags[fn.body.first] & TF.System) === 0) {
      // bodies in system headers are not walked: the headers compile cleanly on the real
      // binary, and walking them costs as much as parsing them
      // the pragma does not reach the non-dependent calls of a template
      const disabled = !ctx.inTemplate && this.execCheckDisabled(fn);
      const job: BodyJob = { fn, e, inTemplate: ctx.inTemplate, disabled };
      if (this.pendingBodies) this.pendingBodies.push(job);
      else this.body.functionBody(fn, e, ctx.inTemplate, disabled);
    }
  }

  private execCheckDisabled(fn: FunctionNode): boolean {
    if (this.execCheckNext) return true;
    if (!fn.pragmas) return false;
    for (const t of fn.pragmas) {
      const s = this.tokens.pragmaText.get(t);
      if (s !== undefined && s.trim() === "nv_exec_check_disable") return true;
    }
    return false;
  }

  private deducedReturn(spec: DeclSpec, d: Declarator): boolean {
    const fop = d.ops.find((o) => o.op === 5);
    if (fop?.trailing) return false;
    if (spec.flags & DS.Auto || spec.builtins.includes(T.KwAuto)) return true;
    const t = spec.type;
    if (t && t.kind === NodeKind.Decltype && this.tokens.kind[t.first + 2] === T.KwAuto) {
      return true;
    }
    return false;
  }

  /**
   * The return type is known here: not a typedef (which may name void) nor a template
   * parameter (checked at instantiation).
   */
  private knownReturn(spec: DeclSpec, d: Declarator): boolean {
    const fop = d.ops.find((o) => o.op === 5);
    if (d.ops.length > 1) return true;
    const t = fop?.trailing
      ? ((fop.trailing as GenericNode).spec as DeclSpec | undefined)?.type
      : spec.type;
    if (!t || t.kind !== NodeKind.Name) return true;
    const sym = (t as Name).sym;
    return sym !== undefined && (sym.kind === SymKind.Class || sym.kind === SymKind.Enum);
  }

  private returnsVoid(spec: DeclSpec, d: Declarator): boolean {
    const fop = d.ops.find((o) => o.op === 5);
    if (fop?.trailing) {
      const tt = fop.trailing as GenericNode;
      const ts = tt.spec as DeclSpec | undefined;
      const td = tt.decl as Declarator | undefined;
      return ts !== undefined && ts.builtins.length === 1 && ts.builtins[0] === T.KwVoid &&
        (td === undefined || td.ops.length === 0);
    }
    return spec.builtins.length === 1 && spec.builtins[0] === T.KwVoid && d.ops.length === 1;
  }

  private applyFunctionAttrs(
    fn: FunctionNode,
    e: Entity,
    attrs: Attribute[],
    x: {
      ctx: DeclCtx;
      spec: DeclSpec;
      d: Declarator;
      fop: DeclaratorOp | undefined;
      params: Param[];
      isFriend: boolean;
      isMember: boolean;
      qualified: boolean;
      defaultedFirst: boolean;
    },
  ): void {
    const nameStr = this.nameText(x.d.name);
    const isMain = nameStr === "main" && x.ctx.prefix === "" && !x.isMember;
    let mainReported = false;
    // (an explicit specialization or instantiation named with its arguments, `g<int>`: the
    // template's execution space, which a __global__ one may not change to or from __device__)
    const last = x.d.name?.parts[x.d.name.parts.length - 1];
    const tsym = last?.targs && x.d.name!.sym?.kind === SymKind.Function
      ? x.d.name!.sym
      : undefined;
    const primExec = tsym
      ? this.bySym.get(tsym)?.find((t) => t !== e && t.tparams !== undefined)?.exec
      : undefined;
    for (const a of attrs) {
      const spec = this.specOf(a);
      if (!spec) continue;
      if (!(spec.targets & TG.Function)) {
        if (spec.warnMisapplied) this.report(1835, a.first, [spec.display]);
        continue;
      }
      switch (spec.kind) {
        case AK.Host:
        case AK.Device:
        case AK.Global: {
          if (x.defaultedFirst) {
            this.report(3469, a.first, [spec.display, nameStr]);
            continue;
          }
          const bit = spec.kind === AK.Host
            ? ES.Host | ES.HostExplicit
            : spec.kind === AK.Device
            ? ES.Device | ES.DeviceExplicit
            : ES.Global;
          const clash = spec.kind === AK.Global
            ? (e.exec & (ES.HostExplicit | ES.DeviceExplicit)) !== 0
            : (e.exec & ES.Global) !== 0;
          const primClash = primExec !== undefined &&
            (spec.kind === AK.Global
              ? (primExec & ES.DeviceExplicit) !== 0
              : spec.kind === AK.Device && (primExec & ES.Global) !== 0);
          if (clash || primClash) this.report(3481, a.first);
          e.exec |= bit;
          if (spec.kind === AK.Global) {
            this.globalChecks(fn, e, a, x);
            if (isMain && !mainReported) {
              this.report(3538, a.first);
              mainReported = true;
            }
          } else if (spec.kind === AK.Device && isMain && !mainReported) {
            this.report(3538, a.first);
            mainReported = true;
          }
          break;
        }
        case AK.LaunchBounds:
          this.launchBounds(e, a, x.isMember, x.qualified);
          break;
        case AK.ClusterDims:
          this.clusterDims(e, a);
          break;
        case AK.BlockSize:
          this.blockSize(e, a);
          break;
        case AK.Maxnreg:
        case AK.LocalMaxnreg:
          this.maxnreg(e, a, spec.kind === AK.LocalMaxnreg);
          break;
        case AK.RegisterParams:
          this.report(3659, a.first);
          if (x.fop?.variadic) this.report(3662, a.first);
          break;
        case AK.Noinline:
          e.info.noinline = true;
          break;
        case AK.AlwaysInline:
          e.info.forceinline = true;
          break;
        case AK.Pure:
          e.info.pure = true;
          break;
        case AK.TileGlobal:
          e.info.tileGlobal = true;
          break;
        case AK.TileBuiltin:
          e.info.tileBuiltin = true;
          break;
        case AK.DeviceBuiltin:
          e.info.deviceBuiltin = true;
          break;
        case AK.CudartBuiltin:
          e.info.cudartBuiltin = true;
          break;
        default:
          break;
      }
    }
  }

  /** The `__global__` handler's checks, in the binary's order, at the attribute. */
  private globalChecks(
    fn: FunctionNode,
    e: Entity,
    a: Attribute,
    x: {
      ctx: DeclCtx;
      spec: DeclSpec;
      d: Declarator;
      fop: DeclaratorOp | undefined;
      params: Param[];
      isFriend: boolean;
      isMember: boolean;
    },
  ): void {
    const parts = x.d.name?.parts;
    const last = parts && parts.length > 0 ? parts[parts.length - 1] : undefined;
    if (last?.special === 1) this.report(3644, a.first);
    const noReturnType = last?.special === 3 ||
      (last?.special === undefined && x.spec.builtins.length === 0 && x.spec.type === undefined &&
        (x.spec.flags & DS.Auto) === 0);
    // (a function template's result is checked when it is instantiated, see instantiateResult;
    // an explicit instantiation directive instantiates it first, then is checked itself)
    const retCode = last?.special === 2
      ? 3505 // conversion function
      : noReturnType
      ? 0 // constructor, destructor
      : this.deducedReturn(x.spec, x.d)
      ? 3506
      : !this.returnsVoid(x.spec, x.d) && this.knownReturn(x.spec, x.d)
      ? 3505
      : 0;
    if (x.ctx.explicitInstantiation && last?.targs) {
      const primary = this.findPrimary(e, x.ctx, x.d);
      if (primary) {
        const texts = last.targs.map((t) => this.tokenText(t.first, t.last));
        this.instantiateResult(primary, texts, this.nameTok(x.d));
      }
    }
    if (retCode !== 0 && e.inTemplate && e.tparams && !x.ctx.explicitInstantiation) {
      e.retCheck = { code: retCode, tok: a.first };
    } else if (retCode !== 0) this.report(retCode, a.first);
    if (x.fop?.variadic) this.report(3503, a.first);
    if (x.isMember) this.report(3688, a.first);
    if ((x.spec.flags & (DS.Inline | DS.Constexpr | DS.Consteval)) || (x.isFriend && fn.body)) {
      this.report(3507, a.first, ["__global__"]);
    }
    if (x.isFriend && fn.body) {
      let ft = x.spec.first;
      for (let j = x.spec.first; j <= x.spec.last; j++) {
        if (this.tokens.kind[j] === T.KwFriend) {
          ft = j;
          break;
        }
      }
      this.report(3643, ft);
    }
    if (x.fop?.except) this.report(3647, a.first);
    for (const p of x.params) {
      const t = p.spec.type as Name | undefined;
      if (p.decl.ops.length === 0 && t?.kind === NodeKind.Name && t.sym?.scope) {
        const ci = this.classes.get(t.sym.scope);
        if (ci?.zeroSize) {
          this.report(3669, a.first, [{ kind: "t", text: this.nameText(t) }]);
        }
      }
    }
    const tpl = x.ctx.template;
    if (tpl && tpl.params.length > 0) {
      const ps = tpl.params as TemplateParam[];
      const packs = ps.filter((p) => p.pack);
      const notLast = ps.findIndex((p, i) => p.pack && i < ps.length - 1);
      if (notLast >= 0) this.report(3573, this.paramNameTok(ps[notLast]));
      if (packs.length > 1) this.report(3574, this.paramNameTok(packs[1]));
    }
    void e;
  }

  private paramNameTok(p: TemplateParam): number {
    for (let j = p.first; j <= p.last; j++) {
      if (this.tokens.kind[j] === T.Identifier && this.tokens.atom[j] === p.name) return j;
    }
    return p.first;
  }

  // ---------------------------------------------------------------- launch configuration

  private intArgs(a: Attribute): Array<number | undefined> {
    return splitArgs(this.tokens, a.argFirst, a.argLast).map(([f, l]) => {
      // (a floating literal is no integral constant: error 2412 with its type, and the value
      // is not used)
      if (f === l && this.tokens.kind[f] === T.FloatLit) {
        const s = this.tokenText(f, f);
        const c = s.charCodeAt(s.length - 1) | 32;
        const type = c === 102 ? "float" : c === 108 ? "long double" : "double";
        this.report(2412, f, [{ kind: "t", text: type }]);
        return 0;
      }
      return foldTokens(this.tokens, f, l, this.subst);
    });
  }

  /** A launch attribute whose arguments depend on template parameters: check when instantiated. */
  private defer(e: Entity, a: Attribute): void {
    if (this.subst !== undefined || !e.inTemplate) return;
    if (!e.deferred) e.deferred = [];
    if (!e.deferred.includes(a)) e.deferred.push(a);
  }

  /**
   * Instantiates a function template's launch attributes with explicit template arguments (an
   * explicit instantiation directive, or a call / launch naming `k<...>`): the value checks run
   * again with the arguments, reported with the binary's "detected during instantiation" line.
   * Each specialization is instantiated once.
   */
  instantiate(primary: Entity, targs: Node[], atTok: number): void {
    if (!primary.deferred || !primary.tparams || this.subst !== undefined) return;
    const texts = targs.map((t) => this.tokenText(t.first, t.last));
    const key = `${primary.key}<${texts.join(",")}>`;
    if (this.instantiated.has(key)) return;
    this.instantiated.add(key);
    const subst = new Map<number, number>();
    for (let i = 0; i < targs.length && i < primary.tparams.length; i++) {
      const v = foldTokens(this.tokens, targs[i].first, targs[i].last);
      if (v !== undefined) subst.set(primary.tparams[i], v);
    }
    const plural = texts.length === 1 ? "argument" : "arguments";
    const short = primary.qname;
    this.subst = subst;
    this.extra = {
      context: [
        `instantiation of "${short}" based on template ${plural} <${texts.join(", ")}> ${
          this.lineOf(atTok)
        }`,
      ],
    };
    const tmp: Entity = { ...primary, info: { exec: primary.info.exec, mem: 0 }, bsTwo: false };
    try {
      for (const a of primary.deferred) {
        const spec = this.specOf(a);
        if (!spec) continue;
        if (spec.kind === AK.LaunchBounds) this.launchBounds(tmp, a, false, false);
        else if (spec.kind === AK.ClusterDims) this.clusterDims(tmp, a);
        else if (spec.kind === AK.BlockSize) this.blockSize(tmp, a);
        else if (spec.kind === AK.Maxnreg) this.maxnreg(tmp, a, false);
        else if (spec.kind === AK.LocalMaxnreg) this.maxnreg(tmp, a, true);
      }
    } finally {
      this.subst = undefined;
      this.extra = undefined;
    }
  }

  /**
   * Instantiates a function template kernel with template arguments `texts` (explicit, or
   * deduced at a call or launch at `atTok`): its result-type error, if any, with the binary's
   * "detected during instantiation" line. Each specialization once.
   */
  instantiateResult(primary: Entity, texts: string[], atTok: number): void {
    const rc = primary.retCheck;
    if (!rc || this.subst !== undefined) return;
    const key = `${primary.key}<${texts.join(",")}>`;
    if (this.resultsInstantiated.has(key)) return;
    this.resultsInstantiated.add(key);
    const plural = texts.length === 1 ? "argument" : "arguments";
    this.extra = {
      context: [
        `instantiation of "${primary.qname}" based on template ${plural} <${texts.join(", ")}> ${
          this.lineOf(atTok)
        }`,
      ],
    };
    try {
      this.report(rc.code, rc.tok);
    } finally {
      this.extra = undefined;
    }
  }

  private resultsInstantiated = new Set<string>();

  private launch(e: Entity): LaunchConfig {
    if (!e.info.launch) e.info.launch = {};
    return e.info.launch;
  }

  private launchBounds(e: Entity, a: Attribute, isMember: boolean, qualified: boolean): void {
    if (isMember) {
      this.report(3535, a.first, ["__launch_bounds__"]);
      if (qualified) {
        e.memberLb = true;
        return;
      }
    }
    const v = this.intArgs(a);
    if (v.some((x) => x === undefined)) {
      e.lbSeen = true; // dependent: values deferred to instantiation
      e.info.hasLaunchBounds = true;
      this.defer(e, a);
      return;
    }
    const lc = this.launch(e);
    e.lbSeen = true;
    e.info.hasLaunchBounds = true;
    lc.maxThreads = v[0];
    if (v.length > 1) lc.minBlocks = v[1];
    if (v.length > 2) {
      const c = v[2]!;
      if (c < 0) this.report(3705, a.first);
      else if (c >= TWO31) this.report(3706, a.first);
      else lc.maxBlocksPerCluster = c;
    }
  }

  private clusterDims(e: Entity, a: Attribute): void {
    if (a.argFirst > a.argLast) return; // `__cluster_dims__()`: intent only
    const v = this.intArgs(a);
    e.cdArgs = true;
    if (v.some((x) => x === undefined)) {
      this.defer(e, a);
      return;
    }
    const dims = v as number[];
    if (dims.some((x) => x <= 0)) {
      this.report(3685, a.first);
      return;
    }
    if (dims.some((x) => x >= TWO31)) {
      this.report(3686, a.first);
      return;
    }
    if (e.bsTwo) this.report(3791, a.first);
    const lc = this.launch(e);
    lc.cluster = [dims[0] ?? 1, dims[1] ?? 1, dims[2] ?? 1];
  }

  private blockSize(e: Entity, a: Attribute): void {
    const tuples = splitArgs(this.tokens, a.argFirst, a.argLast);
    e.bsSeen = true;
    const vals: number[][] = [];
    for (const [f, l] of tuples) {
      if (this.tokens.kind[f] !== T.LParen || this.tokens.kind[l] !== T.RParen) return;
      const v = splitArgs(this.tokens, f + 1, l - 1).map(([x, y]) =>
        foldTokens(this.tokens, x, y, this.subst)
      );
      if (v.some((x) => x === undefined)) {
        this.defer(e, a);
        return;
      }
      vals.push(v as number[]);
    }
    const all = vals.flat();
    if (all.some((x) => x <= 0)) {
      this.report(3788, a.first);
      return;
    }
    if (all.some((x) => x >= TWO31)) {
      this.report(3789, a.first);
      return;
    }
    const lc = this.launch(e);
    lc.block = vals[0];
    if (vals.length > 1) {
      if (lc.cluster !== undefined && !e.bsTwo) {
        this.report(3791, a.first);
        return;
      }
      e.bsTwo = true;
      lc.cluster = [vals[1][0], vals[1][1], vals[1][2]];
    }
  }

  private maxnreg(e: Entity, a: Attribute, local: boolean): void {
    const v = this.intArgs(a);
    if (v.length !== 1 || v[0] === undefined) {
      this.defer(e, a);
      return;
    }
    const n = v[0];
    if (n <= 0) this.report(local ? 3786 : 3717, a.first);
    else if (n >= TWO31) this.report(local ? 3787 : 3718, a.first);
    else if (local) this.launch(e).localMaxnreg = n;
    else {
      // only a stored (valid) value takes part in the 3715 / 3719 checks
      this.launch(e).maxnreg = n;
      e.mxSeen = true;
    }
  }

  /** Checks after each declaration of a function (errors at the declarator name). */
  private postLaunch(e: Entity, nameTok: number): void {
    const kernel = (e.exec & ES.Global) !== 0;
    if (!kernel) {
      if (e.lbSeen && !e.memberLb) this.report(3534, nameTok, ["__launch_bounds__"]);
      if (e.cdArgs) this.report(3534, nameTok, ["__cluster_dims__"]);
      if (e.bsSeen) this.report(3534, nameTok, ["__block_size__"]);
      if (e.mxSeen) this.report(3715, nameTok, ["__maxnreg__"]);
      return;
    }
    if (e.lbSeen && e.mxSeen) this.report(3719, nameTok, ["__launch_bounds__ and __maxnreg__"]);
    const lc = e.info.launch;
    if (lc?.cluster && lc.maxBlocksPerCluster !== undefined && lc.maxBlocksPerCluster > 0) {
      const n = lc.cluster[0] * lc.cluster[1] * lc.cluster[2];
      if (n > lc.maxBlocksPerCluster) {
        this.report(3707, nameTok, [e.bsTwo ? "__block_size__" : "__cluster_dims__"]);
      }
    }
  }

  // ---------------------------------------------------------------- grid_constant

  private gridConstant(
    fn: FunctionNode,
    e: Entity,
    params: Param[],
    ctx: DeclCtx,
    first: boolean,
    d: Declarator,
  ): void {
    const gc: boolean[] = [];
    let any = false;
    for (const p of params) {
      let has = false;
      for (const a of this.attrsOf(p.spec.attrs, p.decl.attrs)) {
        const spec = this.specOf(a);
        if (!spec) continue;
        if (spec.kind === AK.GridConstant) has = true;
        else if (!(spec.targets & TG.Param) && spec.warnMisapplied) {
          this.report(1835, a.first, [spec.display]);
        }
      }
      gc.push(has);
      if (has) {
        any = true;
        this.infos.set(p, { exec: 0, mem: 0, gridConstant: true });
      }
    }
    e.info.gridConstantParams = gc;
    e.info.gridConstant = any;
    if (any) this.anyGridConstant = true;
    if (!this.anyGridConstant) {
      if (first) e.gc = gc;
      return;
    }
    if (any && (e.exec & ES.Global) === 0) {
      this.report(3702, this.nameTok(d));
      return;
    }
    const nameTok = this.nameTok(d);
    const lastPart = d.name?.parts[d.name.parts.length - 1];
    const isSpecialization = ctx.template !== undefined && ctx.template.params.length === 0 &&
      lastPart?.targs !== undefined;
    if (ctx.explicitInstantiation || isSpecialization) {
      // compare with the primary template's declaration
      const primary = this.findPrimary(e, ctx, d);
      if (primary && (primary.exec & ES.Global)) {
        const pgc = primary.gc ?? gc.map(() => false);
        for (let i = 0; i < gc.length && i < pgc.length; i++) {
          if (gc[i] !== pgc[i]) {
            const pn = params[i].decl.name ? this.nameText(params[i].decl.name) : "";
            const at = ctx.explicitInstantiation ? this.specStart(fn.spec) : nameTok;
            this.report(ctx.explicitInstantiation ? 3701 : 3700, at, [
              pn,
              { kind: "p", text: this.lineOf(primary.firstTok) },
            ]);
            break;
          }
        }
      }
      return;
    }
    if (first) {
      e.gc = gc;
      return;
    }
    if ((e.exec & ES.Global) === 0) return;
    // earlier declarations without parameter attributes were not looked at: none annotated
    const prev = e.gc ?? gc.map(() => false);
    for (let i = 0; i < gc.length && i < prev.length; i++) {
      if (gc[i] !== prev[i]) {
        const pn = params[i].decl.name ? this.nameText(params[i].decl.name) : "";
        this.report(ctx.inTemplate ? 3699 : 3698, nameTok, [
          pn,
          { kind: "p", text: this.lineOf(e.firstTok) },
        ]);
        break;
      }
    }
    void fn;
  }

  /** The primary template entity of a specialization / instantiation (same name, same arity). */
  private findPrimary(e: Entity, ctx: DeclCtx, d: Declarator): Entity | undefined {
    const n = d.name;
    if (!n) return undefined;
    const sym = n.parts.length > 1 ? n.sym : ctx.scope?.names.get(n.parts[0].atom);
    for (const x of (sym ? this.bySym.get(sym) : undefined) ?? []) {
      if (x !== e && x !== HOST_OVERLOAD && x.inTemplate && x.tparams) return x;
    }
    return undefined;
  }

  // ---------------------------------------------------------------- variables

  /**
   * A variable declaration. `local` is the enclosing function context for block-scope
   * variables (called by cuda_checks.ts), `forRange` for a for-range-declaration.
   */
  variable(v: Variable, ctx: DeclCtx | undefined, forRange: boolean, local?: FnCtx): void {
    const d = v.decl;
    let attrs = this.attrsOf(v.attrs, v.spec.attrs, d.attrs);
    if (v.init && attrs.length > 0 && attrs[attrs.length - 1].first > v.init.last) {
      // attributes after an initializer only come from error recovery (a missing `;`): the
      // binary skips them with the rest of the erroneous declaration
      attrs = attrs.filter((a) => a.first < v.init!.first);
    }
    if (attrs.length === 0 && !local && (this.tokens.flags[v.first] & TF.System) !== 0) {
      // an unannotated variable in a system header: a host variable, nothing to check
      if (ctx) this.specType(v.spec, ctx);
      return;
    }
    const isStatic = (v.spec.flags & DS.Static) !== 0;
    const inClass = ctx?.cls !== undefined && !local;
    const qualified = (d.name?.parts.length ?? 0) > 1;
    const isField = inClass && !isStatic;
    const staticMember = (inClass && isStatic) ||
      (qualified && d.name?.sym?.owner?.kind === ScopeKind.Class);
    if (ctx) {
      this.specType(v.spec, ctx);
      if (v.spec.type?.kind === NodeKind.Decltype) this.body.outside(v.spec.type);
      // lambdas in namespace-scope initializers are host routines
      if (v.init && !local && (this.tokens.flags[v.init.first] & TF.System) === 0) {
        this.body.outside(v.init);
      }
    }
    let mem = 0;
    let hasCuda = false;
    const nameTok = v.bindings ? d.first : this.nameTok(d);
    if (ctx?.inlineUnnamed && !local && !inClass && d.ops.length === 0) {
      // a texture or surface object in an inline unnamed namespace (3580, hard)
      const sym = v.spec.type?.kind === NodeKind.Name ? (v.spec.type as Name).sym : undefined;
      const scope = sym?.scope ?? sym?.target?.scope;
      if (scope && this.classes.get(scope)?.texSurf) this.report(3580, nameTok);
    }
    let managedTok = -1, sharedTok = -1;
    let builtinVar = false;
    for (const a of attrs) {
      const spec = this.specOf(a);
      if (!spec) continue;
      const target = isField ? TG.Field : TG.Variable;
      if (!(spec.targets & target)) {
        if (spec.warnMisapplied) this.report(1835, a.first, [spec.display]);
        continue;
      }
      let bit = 0;
      if (spec.kind === AK.DeviceBuiltin) builtinVar = true;
      if (spec.kind === AK.Device) bit = MS.Device;
      else if (spec.kind === AK.Shared) bit = MS.Shared;
      else if (spec.kind === AK.Constant) bit = MS.Constant;
      else if (spec.kind === AK.Managed) bit = MS.Managed | MS.Device;
      else continue;
      hasCuda = true;
      if (staticMember) {
        this.report(3485, a.first);
        continue;
      }
      if (
        (bit === MS.Shared && (mem & MS.Constant)) || (bit === MS.Constant && (mem & MS.Shared))
      ) {
        this.report(3481, a.first);
        continue;
      }
      mem |= bit;
      if (spec.kind === AK.Managed && managedTok < 0) managedTok = a.first;
      if (spec.kind === AK.Shared && sharedTok < 0) sharedTok = a.first;
    }
    if (!hasCuda || mem === 0) {
      const e = this.recordVar(v, ctx, 0, local);
      if (builtinVar && e) e.info.deviceBuiltin = true;
      return;
    }
    const spaceName = (mem & MS.Constant)
      ? "__constant__"
      : (mem & MS.Managed)
      ? "__managed__"
      : (mem & MS.Shared)
      ? "__shared__"
      : "__device__";
    const managed = (mem & MS.Managed) !== 0;
    if (managed && (mem & (MS.Shared | MS.Constant))) this.report(3568, nameTok);
    if (v.spec.flags & DS.Constexpr) {
      if (managed) this.report(3577, managedTok, ["__managed__"]);
      else if (mem & MS.Shared) this.report(3577, sharedTok, ["__shared__"]);
    }
    if (managed) {
      if (topLevelConst(v)) this.report(3566, nameTok);
      if (d.ops.some((o) => o.op === 1 || o.op === 2)) this.report(3567, nameTok);
    }
    if (v.bindings) {
      this.report(3578, nameTok, [spaceName]);
      return;
    }
    if (local && (v.spec.flags & DS.Extern) === 0) {
      const exec = local.exec;
      if ((exec & ES.Host) !== 0 && (exec & ES.Global) === 0) {
        const isStaticLocal = isStatic || (mem & MS.Shared) !== 0;
        this.report(3483, nameTok, [isStaticLocal ? "a static" : "an automatic", spaceName]);
      }
      if (forRange && (mem & MS.Shared)) this.report(3649, nameTok);
    } else if (ctx) {
      if (ctx.inlineUnnamed) this.report(3579, nameTok, [spaceName]);
      if (
        (v.spec.flags & DS.Inline) && !isStatic && !this.opts.deviceC && !ctx.anonymous &&
        (mem & (MS.Device | MS.Constant | MS.Managed))
      ) {
        this.report(3648, nameTok);
      }
    }
    if ((mem & MS.Shared) && v.init && v.initStyle !== 0 && !(mem & MS.Managed)) {
      this.report(3510, nameTok);
    }
    this.recordVar(v, ctx, mem, local);
  }

  private recordVar(
    v: Variable,
    ctx: DeclCtx | undefined,
    mem: number,
    local?: FnCtx,
  ): Entity | undefined {
    const d = v.decl;
    // a `__shared__`, `__constant__` or `__device__` local of a host function (error 3483 or
    // 3510 was given) is an entity of its own, its reads and writes checked as a namespace-scope
    // one's (`s = 1;` warns 20092, `int x = limit;` 20091)
    const hostShared = local !== undefined && d.name !== undefined &&
      d.name.parts.length === 1 && (mem & (MS.Shared | MS.Constant | MS.Device)) !== 0 &&
      (mem & MS.Managed) === 0 && (local.exec & ES.Host) !== 0 &&
      d.name.sym?.kind === SymKind.Variable;
    if (!d.name || (local && !hostShared)) {
      if (mem !== 0) this.infos.set(v, { exec: 0, mem });
      return undefined;
    }
    let e: Entity;
    let sym: Sym | undefined;
    if (hostShared) {
      e = this.newEntity(`V|@${d.name.first}`, false, this.nameText(d.name), d.name.first);
      sym = d.name.sym;
    } else {
      const nameStr = this.nameText(d.name);
      const prefix = ctx?.prefix ?? "";
      const qname = prefix === "" ? nameStr : `${prefix}::${nameStr}`;
      const key = `V|${qname}`;
      e = this.entities.get(key) ?? this.newEntity(key, false, qname, this.nameTok(d));
      if (ctx?.cls && !(v.spec.flags & (DS.Static | DS.Typedef))) e.field = true;
      if (d.name.parts.length > 1) sym = d.name.sym;
      else if (ctx?.scope) sym = ctx.scope.names.get(d.name.parts[0].atom);
    }
    e.decls++;
    e.mem |= mem;
    if (d.ops.length > 0 && d.ops[0].op === 4) e.isArray = true;
    if (topLevelConst(v)) e.isConst = true;
    this.sync(e);
    this.infos.set(v, e.info);
    if (sym && sym.kind === SymKind.Variable) this.link(sym, e);
    return hostShared ? undefined : e;
  }

  /**
   * A lambda expression's CUDA attributes and extended-lambda rules (called by the body
   * checker). Returns the ES bits of its `operator()` given the enclosing function's, or -1 when
   * the binary infers the space (no call checks in the body).
   */
  lambda(lam: GenericNode, enclosing: number): number {
    const before = (lam.attrs as Attribute[] | undefined) ?? [];
    const decl = lam.decl as Declarator | undefined;
    const op = decl?.ops[0];
    const after = [
      ...((lam.opAttrs as Attribute[] | undefined) ?? []),
      ...(op?.attrs ?? []),
    ];
    let bits = 0;
    for (const a of before) {
      const spec = this.specOf(a);
      if (spec?.kind === AK.Host) bits |= ES.Host | ES.HostExplicit;
      else if (spec?.kind === AK.Device) bits |= ES.Device | ES.DeviceExplicit;
    }
    if (bits !== 0 && !this.opts.extendedLambda) {
      this.report(3612, op ? op.tok : lambdaBodyTok(lam));
    }
    if (bits !== 0) this.infos.set(lam, { exec: bits, mem: 0 });
    let annotated = false;
    for (const a of after) {
      const spec = this.specOf(a);
      if (!spec) continue;
      if (spec.kind === AK.Global) {
        this.report(3644, a.first);
        if (!op?.trailing) this.report(3506, a.first);
        this.report(3688, a.first);
      } else if (spec.kind === AK.Host || spec.kind === AK.Device) annotated = true;
    }
    if (annotated) {
      const body = lam.body as Node | undefined;
      this.report(3621, body ? body.first : lam.last);
    }
    const extended = this.opts.extendedLambda && (bits & ES.Device) !== 0;
    if (extended) this.extendedLambda(lam, bits, op);
    if (bits !== 0) return bits;
    // a plain lambda's operator() has the space of the code it is in
    return enclosing;
  }

  /** Rules for an extended `__device__` / `__host__ __device__` lambda (--extended-lambda). */
  private extendedLambda(lam: GenericNode, bits: number, op: DeclaratorOp | undefined): void {
    const hd = (bits & ES.Host) !== 0;
    const space = hd ? "__host__ __device__" : "__device__";
    const tk = this.tokens;
    // (generic: a placeholder parameter, or a template parameter list `[]<class U>(U *d)`)
    if (
      hd && ((lam.args as Node[] | undefined) !== undefined ||
        op?.params?.some((p) => {
          const ps = (p as Param).spec;
          return ps !== undefined &&
            ((ps.flags & DS.Auto) !== 0 || ps.builtins.includes(T.KwAuto));
        }))
    ) {
      this.report(3614, lam.first);
    }
    for (const c of (lam.list as Node[] | undefined) ?? []) {
      const k0 = tk.kind[c.first];
      if (
        tk.kind[c.last] === T.Ellipsis || (c.last > c.first && tk.kind[c.first + 1] === T.Ellipsis)
      ) {
        this.report(3594, c.first, [space]);
        continue;
      }
      if (k0 === T.Amp) {
        if (c.first === c.last) this.report(3593, op ? op.tok : lambdaBodyTok(lam), [space]);
        else this.report(3593, c.first + 1, [space]);
      } else if (k0 === T.Identifier && c.last > c.first) {
        const k1 = tk.kind[c.first + 1];
        if (hd && (k1 === T.Assign || k1 === T.LParen || k1 === T.LBrace)) {
          this.report(3615, c.first);
        }
      }
    }
    const body = lam.body as Node | undefined;
    if (op && body) {
      for (let j = op.tok; j < body.first; j++) {
        const k = tk.kind[j];
        if (k === T.KwConstexpr || k === T.KwConsteval) {
          this.report(3620, body.first, [this.text(j), space]);
          break;
        }
      }
    }
  }
}
