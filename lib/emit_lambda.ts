/**
 * Host-file printer, part 3: extended lambdas (`--extended-lambda`), as cudafe++ 13.0 prints them.
 *
 * The preamble. With `--extended-lambda`, nvcc defines `__CUDACC_EXTENDED_LAMBDA__` and
 * cuda_runtime.h declares `struct __device_builtin__ __nv_lambda_preheader_injection { };`. Where
 * that struct stands, the binary writes `# 1 "nvcc_internal_extended_lambda_implementation"`,
 * the support templates (tags, the device wrapper `__nv_dl_wrapper_t`, the host-device wrapper
 * `__nv_hdl_wrapper_t` and its factory, the closure-type traits and their macros), then the
 * struct itself inside `#if 0`. The wrapper specializations depend on the translation unit:
 * one pair per capture count N >= 1 of the `__device__` lambdas and four per capture count
 * N >= 0 of the `__host__ __device__` lambdas (ascending), and the `noexcept` helper traits exist
 * from C++17 on. The binary prints the preamble after the whole unit was read, so the counts
 * cover lambdas that come later in the file (`lambdaPreamble` takes them as arguments).
 *
 * Each extended lambda in host code is replaced by its wrapper (`LambdaEmitter.lambda`): lambdas
 * are numbered per enclosing function (device and host-device together, from 1), and the tag
 * names that function's type and address (`__nv_dl_tag<void (*)(int * out),(& ::f),1>`, the
 * trailing-return tag for a device lambda with `-> T`). A `__device__` lambda becomes
 * `__nv_dl_wrapper_t< TAG , field types>( TAG {} , values) ` and the lambda itself goes into
 * `#if 0` as its header, a `{ }` line and the body in a nested `#if 0`; a `__host__ __device__`
 * one becomes `__nv_hdl_create_wrapper_t< mutable, no-captures, TAG , types>::
 * __nv_hdl_create_wrapper( lambda , values) `. Captures: the explicit ones in list order, then
 * the implicit ones (`[=]`) in order of first use (non-static locals of enclosing scopes,
 * `this` for members). Lambdas in device code (device function bodies, device lambda bodies,
 * an extended lambda outside any function) keep their header with the body in `#if 0`; every
 * other lambda prints as written, with the positions of its parameters and body.
 *
 * Hooks: `ExprPrinter.lambdaHook` calls `LambdaEmitter.lambda`; the declaration printer calls
 * `analyze` once (collectEntities), `injectPreamble` at a `device_builtin` struct, and replays
 * the operations embedded in expression text (`replayOp`): a lambda is printed inside an
 * expression string, so its `#if 0` lines and body positions travel as `\u0002J[...]\u0003`
 * marks, recorded by printing the body into a `Recorder`.
 */

import {
  type Attribute,
  type Class,
  type Declarator,
  type DeclaratorOp,
  type DeclSpec,
  DS,
  type Function,
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
  type TypeId,
  type Variable,
} from "./ast.ts";
import type { NameTable } from "./names.ts";
import { T, type TokenBuffer } from "./tokens.ts";
import { Scope, ScopeKind, SymKind } from "./scope.ts";
import { attrName, builtinName, Ctx, type ExprPrinter, usualArith } from "./emit_expr.ts";
import { type FileId, HostOut } from "./emit_host.ts";

// ---------------------------------------------------------------------------------------------
// Preamble text

/** `D1][D2]...[Dr` pieces: `[D1][D2]` for r = 2 (with the given letter). */
function dims(letter: string, r: number): string {
  let s = "";
  for (let i = 1; i <= r; i++) s += "[" + letter + i + "]";
  return s;
}

/** `size_t D1, size_t D2, ...` */
function dimParams(r: number): string {
  const p: string[] = [];
  for (let i = 1; i <= r; i++) p.push("size_t D" + i);
  return p.join(", ");
}

const HEAD = '# 1 "nvcc_internal_extended_lambda_implementation"\n' +
  "#define __NV_LAMBDA_WRAPPER_HELPER(X, Y) decltype(X), Y\n" +
  "template <typename T>\nstruct __nvdl_remove_ref { typedef T type; };\n\n" +
  "template<typename T>\nstruct __nvdl_remove_ref<T&> { typedef T type; };\n\n" +
  "template<typename T>\nstruct __nvdl_remove_ref<T&&> { typedef T type; };\n\n" +
  "template <typename T, typename... Args>\nstruct __nvdl_remove_ref<T(&)(Args...)> {\n" +
  "  typedef T(*type)(Args...); \n};\n\n" +
  "template <typename T>\nstruct __nvdl_remove_const { typedef T type; };\n\n" +
  "template <typename T>\nstruct __nvdl_remove_const<T const> { typedef T type; };\n\n\n" +
  "template <typename U, U func, unsigned>\nstruct __nv_dl_tag { };\n" +
  "template <typename T>\nstruct __nv_lambda_array_wrapper { \n" +
  'static_assert(sizeof(T) == 0, "nvcc internal error: unexpected failure in capturing array' +
  ' variable");\n};\n\n';

/** The array wrapper and field-type specializations for ranks 1..7. */
function arrayHelpers(): string {
  let s = "";
  for (let r = 1; r <= 7; r++) {
    const d = dims("D", r);
    s += "template<typename T, " + dimParams(r) + ">\n";
    s += "struct __nv_lambda_array_wrapper<T " + d + "> {T arr" + d + ";\n";
    s += "__nv_lambda_array_wrapper(const T in" + d + ") {\n";
    for (let i = 1; i <= r; i++) {
      s += "for(size_t i" + i + " = 0; i" + i + "  < D" + i + "; ++i" + i + ")";
      s += i < r ? "\n" : " arr" + dims("i", r) + " = in" + dims("i", r) + ";\n";
    }
    s += "}\n};\n\n";
  }
  s += "template <typename T>\nstruct __nv_lambda_field_type {\ntypedef T type;};\n";
  for (let r = 1; r <= 7; r++) {
    const d = dims("D", r);
    for (const c of ["", "const "]) {
      s += "template<typename T, " + dimParams(r) + ">\n";
      s += "struct __nv_lambda_field_type<" + c + "T " + d + "> {\n";
      s += "typedef " + c + "__nv_lambda_array_wrapper<T " + d + "> type;\n};\n";
      if (r < 7 || c === "") s += "\n";
    }
  }
  return s;
}

const DL_BASE = "template <typename Tag,typename...CapturedVarTypePack>\n" +
  "struct __nv_dl_wrapper_t {\n" +
  'static_assert(sizeof...(CapturedVarTypePack) == 0,"nvcc internal error: unexpected number of' +
  ' captures!");\n};\n' +
  "template <typename Tag>\nstruct __nv_dl_wrapper_t<Tag> {\n__nv_dl_wrapper_t(Tag) { }\n" +
  "template <typename...U1>\nint operator()(U1...) { return 0; }\n};\n" +
  "template <typename U, U func, typename Return, unsigned>\n" +
  "struct __nv_dl_trailing_return_tag { };\n\n" +
  "template <typename U, U func, typename Return, unsigned Id>\n" +
  "struct __nv_dl_wrapper_t<__nv_dl_trailing_return_tag<U, func, Return, Id> > {\n" +
  "  __nv_dl_wrapper_t(__nv_dl_trailing_return_tag<U, func, Return, Id>) { }\n\n" +
  "  template <typename...U1> Return operator()(U1...) { __builtin_unreachable(); }\n}; \n\n\n";

const TR_TAG = "__nv_dl_trailing_return_tag<U, func, Return, Id>";

/** `F1, F2, ...` with a prefix per item (`typename F1, typename F2`). */
function list(n: number, f: (i: number) => string, sep = ", "): string {
  const p: string[] = [];
  for (let i = 1; i <= n; i++) p.push(f(i));
  return p.join(sep);
}

/** The `typename __nv_lambda_field_type<Fi>::type fi;` lines. */
function fields(n: number): string {
  return list(n, (i) => "typename __nv_lambda_field_type<F" + i + ">::type f" + i + ";\n", "");
}

/** The two device-wrapper specializations for N captures (N >= 1). */
function dlSpecs(n: number): string {
  const tps = list(n, (i) => "typename F" + i);
  const fs = list(n, (i) => "F" + i);
  const ctorArgs = list(n, (i) => "F" + i + " in" + i);
  const inits = list(n, (i) => "f" + i + "(in" + i + ")");
  return "template <typename Tag, " + tps + ">\n" +
    "struct __nv_dl_wrapper_t<Tag, " + fs + "> {\n" + fields(n) +
    "__nv_dl_wrapper_t(Tag," + ctorArgs + ") : " + inits + " { }\n" +
    "template <typename...U1>\nint operator()(U1...) { return 0; }\n};\n\n" +
    "template <typename U, U func, typename Return, unsigned Id, " + tps + ">\n" +
    "struct __nv_dl_wrapper_t<" + TR_TAG + ", " + fs + "> {\n" + fields(n) +
    "__nv_dl_wrapper_t(" + TR_TAG + "," + ctorArgs + ") : " + inits + " { }\n" +
    "template <typename...U1>\nReturn operator()(U1...) { __builtin_unreachable(); }\n};\n\n\n";
}

const HELPER = "__nv_hdl_helper<Tag, OpFuncR, OpFuncArgs...>";

const HDL_BASE = "namespace {template <typename Tag, typename OpFuncR, typename ...OpFuncArgs>\n" +
  "struct __nv_hdl_helper {\n" +
  "  typedef void * (*fp_copier_t)(void *);\n" +
  "  typedef OpFuncR (*fp_caller_t)(void *, OpFuncArgs...);\n" +
  "  typedef void (*fp_deleter_t) (void *);\n" +
  "  typedef OpFuncR (*fp_noobject_caller_t)(OpFuncArgs...);\n" +
  "  static fp_copier_t fp_copier;\n  static fp_deleter_t fp_deleter;\n" +
  "  static fp_caller_t fp_caller;\n  static fp_noobject_caller_t fp_noobject_caller;\n};\n\n" +
  ["fp_copier", "fp_deleter", "fp_caller", "fp_noobject_caller"].map((m, i) =>
    "template <typename Tag, typename OpFuncR, typename ...OpFuncArgs>\n" +
    "typename " + HELPER + "::" + m + "_t " + HELPER + "::" + m + ";\n" + (i < 2 ? "\n" : "")
  ).join("") +
  "}\n" +
  "template <bool IsMutable, bool HasFuncPtrConv, bool NeverThrows, typename Tag, typename " +
  "OpFunc,typename...CapturedVarTypePack>\nstruct __nv_hdl_wrapper_t {\n" +
  'static_assert(sizeof...(CapturedVarTypePack) == 0,"nvcc internal error: unexpected number of' +
  ' captures in __host__ __device__ lambda!");\n};\n';

const MANAGER = " template <typename Lambda>\n struct manager {\n" +
  "     static void *do_copy(void *buf) {\n" +
  "       auto ptr = static_cast<Lambda *>(buf);\n" +
  "       return static_cast<void *>(new Lambda(*ptr));\n     };\n" +
  "     static OpFuncR do_call(void *buf, OpFuncArgs... args) {\n" +
  "       auto ptr = static_cast<Lambda *>(buf);\n" +
  "       return (*ptr)(std::forward<OpFuncArgs>(args)...);\n     };\n" +
  "     static void do_delete(void *buf) {\n" +
  "       auto ptr = static_cast<Lambda *>(buf);\n       delete ptr;\n     }\n };\n";

/** One host-device wrapper specialization for N captures (N >= 0). */
function hdlSpec(n: number, mutable: boolean, funcPtrConv: boolean): string {
  const extraT = n > 0 ? ", " + list(n, (i) => "typename F" + i) : "";
  const extraF = n > 0 ? ", " + list(n, (i) => "F" + i) : "";
  const lamArgs = n > 0 ? ", " + list(n, (i) => "F" + i + " in" + i + " ", ", ") : "";
  const inits = list(n, (i) => "f" + i + "(in" + i + ") ", ",");
  const opConst = mutable ? "" : " const";
  let s = "template <bool NeverThrows, typename Tag, typename OpFuncR,  typename... OpFuncArgs" +
    extraT + ">\n" +
    "struct __nv_hdl_wrapper_t<" + mutable + "," + funcPtrConv +
    ",NeverThrows,Tag, OpFuncR(OpFuncArgs...)" + extraF + ">\n{\n" + fields(n) +
    "\n typedef OpFuncR(__opfunc_t)(OpFuncArgs...);\n";
  if (!funcPtrConv) {
    s += " void *data;\n\n\n" + MANAGER +
      "template <typename Lambda>\n" +
      "__nv_hdl_wrapper_t(Tag, Lambda &&lam" + lamArgs + ")  : " + (n > 0 ? inits + "," : "") +
      "data(static_cast<void *>(new Lambda(std::move(lam)))) {\n" +
      HELPER + "::fp_copier =   &manager<Lambda>::do_copy;\n " +
      HELPER + "::fp_deleter =   &manager<Lambda>::do_delete;\n " +
      HELPER + "::fp_caller =   &manager<Lambda>::do_call;\n}\n\n" +
      "OpFuncR operator() (OpFuncArgs... args)" + opConst + " noexcept(NeverThrows) {\n" +
      "return " + HELPER + "::fp_caller(data, std::forward<OpFuncArgs>(args)...);}\n" +
      "__nv_hdl_wrapper_t(const __nv_hdl_wrapper_t &in) : " +
      (n > 0 ? list(n, (i) => "f" + i + "(in.f" + i + ") ", ",") + " , " : "") +
      "data(" + HELPER + "::fp_copier(in.data)) { }\n\n" +
      "__nv_hdl_wrapper_t(__nv_hdl_wrapper_t &&in) : " +
      (n > 0 ? list(n, (i) => "f" + i + "(std::move(in.f" + i + ")) ", ",") + " , " : "") +
      "data(in.data) { in.data = 0; }\n" +
      "~__nv_hdl_wrapper_t(void) { " + HELPER + "::fp_deleter(data); }\n";
  } else {
    s += "template <typename Lambda>\n" +
      "__nv_hdl_wrapper_t(Tag, Lambda &&lam" + lamArgs + ")  " + (n > 0 ? ": " + inits + " " : "") +
      "{ " + HELPER + "::fp_noobject_caller = lam; }\n\n" +
      "OpFuncR operator() (OpFuncArgs... args)" + opConst + " noexcept(NeverThrows) {\n" +
      "return " + HELPER +
      "::fp_noobject_caller(std::forward<OpFuncArgs>(args)...);}\n" +
      "operator __opfunc_t * () const { return " + HELPER + "::fp_noobject_caller; }\n\n";
  }
  return s + "__nv_hdl_wrapper_t & operator=(const __nv_hdl_wrapper_t &in) = delete;\n\n};\n\n";
}

/** One `__nv_hdl_helper_trait` specialization (`get` returns the wrapper type). */
function helperTrait(quals: string, variant: 0 | 1, neverThrows: boolean): string {
  const nt = neverThrows ? "true" : "false";
  const head = "template <typename Tag, typename C, typename R,  typename... OpFuncArgs>\n" +
    "struct __nv_hdl_helper_trait<Tag,  R(C::*)(OpFuncArgs...)" + quals + ">\n{\n" +
    "template <typename Lambda>\n";
  // (the const and the non-const variants are spelled differently)
  return variant === 0
    ? head + "static auto get(Lambda lam, CaptureArgs... args) ->  __nv_hdl_wrapper_t<IsMutable, " +
      "HasFuncPtrConv, " + nt + ", Tag, R(OpFuncArgs...),  CaptureArgs...>;\n};\n\n"
    : head + " static auto get(Lambda lam, CaptureArgs... args) -> __nv_hdl_wrapper_t<IsMutable, " +
      "HasFuncPtrConv," + (neverThrows ? " " : "") + nt +
      ", Tag, R(OpFuncArgs...), CaptureArgs...>;\n\n};\n";
}

function traitOuter(cpp17: boolean): string {
  return "template <bool IsMutable, bool HasFuncPtrConv,typename ...CaptureArgs>\n" +
    "struct __nv_hdl_helper_trait_outer {\n" +
    "template <typename Tag, typename Lambda>\n" +
    "struct __nv_hdl_helper_trait : public  __nv_hdl_helper_trait<Tag,  " +
    "decltype(&Lambda::operator())> { };\n" +
    helperTrait(" const", 0, false) + helperTrait("", 1, false) +
    (cpp17 ? helperTrait(" const noexcept", 0, true) + helperTrait(" noexcept", 1, true) : "") +
    "};\n";
}

const CREATE_CALL = "__nv_hdl_helper_trait_outer<IsMutable, HasFuncPtrConv, CaptureArgs...>::" +
  "template __nv_hdl_helper_trait<Tag, Lambda>::get(lam, args...)";

const TAIL =
  "template<bool IsMutable, bool HasFuncPtrConv, typename Tag, typename...CaptureArgs>\n" +
  "struct __nv_hdl_create_wrapper_t {\ntemplate <typename Lambda>\n" +
  "static auto __nv_hdl_create_wrapper(Lambda &&lam, CaptureArgs... args) -> decltype(" +
  CREATE_CALL + ") {\ntypedef decltype(" + CREATE_CALL + ") container_type;\n" +
  "return container_type(Tag{}, std::move(lam), args...);\n}\n};\n\n" +
  "template<typename T> struct __nv_lambda_trait_remove_const { typedef T type; };\n" +
  "template<typename T> struct __nv_lambda_trait_remove_const<T  const> { typedef T type; };\n" +
  "template<typename T> struct __nv_lambda_trait_remove_volatile { typedef T type; };\n" +
  "template<typename T> struct __nv_lambda_trait_remove_volatile <T  volatile> {  typedef T " +
  "type; };\n" +
  "template<typename T> struct __nv_lambda_trait_remove_cv {\n" +
  "typedef typename  __nv_lambda_trait_remove_const< typename  " +
  "__nv_lambda_trait_remove_volatile<T>::type >::type type;\n};\n\n" +
  "template <typename T>\nstruct __nv_extended_device_lambda_trait_helper {\n" +
  "  static const bool value = false;\n};\n" +
  "template <typename T1, typename...Pack>\n" +
  "struct __nv_extended_device_lambda_trait_helper<__nv_dl_wrapper_t<T1, Pack...> > {\n" +
  "  static const bool value = true;\n};\n" +
  "#define __nv_is_extended_device_lambda_closure_type(X) " +
  "__nv_extended_device_lambda_trait_helper< typename __nv_lambda_trait_remove_cv<X>::type>" +
  "::value\n\n" +
  "template<typename T> struct __nv_lambda_trait_remove_dl_wrapper { typedef T type; };\n" +
  "template<typename T> struct __nv_lambda_trait_remove_dl_wrapper< __nv_dl_wrapper_t<T> > " +
  "{ typedef T type; };\n\n" +
  "template <typename T>\n" +
  "struct __nv_extended_device_lambda_with_trailing_return_trait_helper {\n" +
  "  static const bool value = false;\n};\n" +
  "template <typename U, U func, typename Return, unsigned Id, typename...Pack>\n" +
  "struct __nv_extended_device_lambda_with_trailing_return_trait_helper<__nv_dl_wrapper_t<" +
  TR_TAG + ", Pack...> > {\n  static const bool value = true;\n};\n" +
  "#define __nv_is_extended_device_lambda_with_preserved_return_type(X) " +
  "__nv_extended_device_lambda_with_trailing_return_trait_helper< typename " +
  "__nv_lambda_trait_remove_cv<X>::type >::value\n\n" +
  "template <typename>\nstruct __nv_extended_host_device_lambda_trait_helper {\n" +
  "  static const bool value = false;\n};\n" +
  "template <bool B1, bool B2, bool B3, typename T1, typename T2, typename...Pack>\n" +
  "struct __nv_extended_host_device_lambda_trait_helper<__nv_hdl_wrapper_t<B1, B2, B3, T1, T2, " +
  "Pack...> > {\n  static const bool value = true;\n};\n" +
  "#define __nv_is_extended_host_device_lambda_closure_type(X)  " +
  "__nv_extended_host_device_lambda_trait_helper< typename __nv_lambda_trait_remove_cv<X>::type>" +
  "::value\n\n";

let arrayText: string | undefined;

/**
 * The extended-lambda preamble, from `# 1 "nvcc_internal_extended_lambda_implementation"` to
 * the blank line before `#if 0`. `deviceCounts`: capture counts of the `__device__` lambdas,
 * `hostDeviceCounts`: of the `__host__ __device__` ones (any order, repeats allowed; device
 * count 0 adds nothing). `cppStd`: the C++ year (the `noexcept` traits from 2017 on).
 */
export function lambdaPreamble(
  deviceCounts: Iterable<number>,
  hostDeviceCounts: Iterable<number>,
  cppStd: number,
): string {
  arrayText ??= arrayHelpers();
  const sorted = (c: Iterable<number>, min: number) =>
    [...new Set(c)].filter((n) => n >= min).sort((a, b) => a - b);
  let s = HEAD + arrayText + DL_BASE;
  for (const n of sorted(deviceCounts, 1)) s += dlSpecs(n);
  s += HDL_BASE;
  for (const n of sorted(hostDeviceCounts, 0)) {
    s += hdlSpec(n, false, false) + hdlSpec(n, true, false) + hdlSpec(n, false, true) +
      hdlSpec(n, true, true);
  }
  return s + "\n" + traitOuter(cppStd >= 2017) + TAIL;
}

// ---------------------------------------------------------------------------------------------
// Analysis: which lambdas are rewritten, their parents, numbers and captures

/** How a lambda expression is printed in the host file. */
export const enum LambdaMode {
  /** An extended `__device__` lambda in host code: `__nv_dl_wrapper_t<...>(...)` + the lambda
   * in `#if 0`. */
  Device = 1,
  /** An extended `__host__ __device__` lambda in host code: `__nv_hdl_create_wrapper_t<...>`. */
  HostDevice = 2,
  /** A lambda in device code (or an extended lambda outside any function): header, `{ }` and
   * the body in `#if 0`. */
  Hidden = 3,
}

/** One captured entity of an extended lambda, in the closure's field order. */
export type Capture =
  | { kind: "var"; atom: number; tok: number }
  | { kind: "this" }
  /** `*this`: a const copy, unless the lambda is `mutable`. */
  | { kind: "starThis"; mutable: boolean }
  /** `v = e` (`paren` 0), `v(e)` (1), `v{e}` (2): the token range of `e`. */
  | { kind: "init"; paren: 0 | 1 | 2; first: number; last: number };

/** The function an extended lambda belongs to (its tag names the function's type and address). */
export interface LambdaParent {
  fn: Function;
  /** Namespace qualifier of a non-member (`ns::`, `_GLOBAL__N_<id>::`; empty at global scope). */
  ns: string;
  /** The enclosing class of a member (innermost class name) with its template parameters. */
  cls?: { name: string; params?: Node[] };
  /** Template parameters of a function template. */
  tplParams?: Node[];
  /** A static member function (its address is `&name`). */
  isStatic: boolean;
  /** Extended lambdas numbered so far. */
  count: number;
}

export interface LambdaEntry {
  mode: LambdaMode;
  parent?: LambdaParent;
  /** Number within the parent (from 1). */
  index: number;
  captures: Capture[];
}

const SKIP_KEYS = new Set(["sym", "qsym", "scope", "qscope", "kind", "first", "last"]);

/** A non-node object that may hold nodes (declarator operators, name components), not a
 * scope or symbol (those lead back up the tree). */
function plain(o: object): boolean {
  return !(o instanceof Scope) && !(o instanceof Map) && !("owner" in o);
}

/** Visits the child nodes of `n` (any shape) in key order. */
function eachChild(n: object, f: (c: Node) => void, depth = 0): void {
  const o = n as Record<string, unknown>;
  for (const k in o) {
    if (SKIP_KEYS.has(k)) continue;
    const v = o[k];
    if (Array.isArray(v)) {
      for (const x of v) {
        if (x && typeof x === "object") {
          if (typeof (x as Node).kind === "number" && "first" in x) f(x as Node);
          else if (depth < 4 && plain(x)) eachChild(x, f, depth + 1);
        }
      }
    } else if (v && typeof v === "object") {
      if (typeof (v as Node).kind === "number" && "first" in v) f(v as Node);
      else if (depth < 4 && plain(v)) eachChild(v, f, depth + 1);
    }
  }
}

/** Attributes on a declaration (node, specifiers, declarator and its operators). */
function allAttrs(n: Node): Attribute[] {
  const g = n as GenericNode & { attrs?: Attribute[] };
  const out: Attribute[] = [];
  if (Array.isArray(g.attrs)) out.push(...g.attrs);
  const spec = g.spec as DeclSpec | undefined;
  if (spec?.attrs) out.push(...spec.attrs);
  const d = g.decl as Declarator | undefined;
  if (d && d.kind === NodeKind.Declarator) {
    if (d.attrs) out.push(...d.attrs);
    for (const op of d.ops) if (op.attrs) out.push(...op.attrs);
  }
  return out;
}

/** Execution-space bits of attributes: 1 host, 2 device, 4 global. */
function spaces(names: NameTable, attrs: Attribute[]): number {
  let b = 0;
  for (const a of attrs) {
    const nm = attrName(names, a);
    if (nm === "host") b |= 1;
    else if (nm === "device") b |= 2;
    else if (nm === "global") b |= 4;
  }
  return b;
}

/** Walk context: where the code being walked stands. */
interface WalkCtx {
  ns: string;
  cls?: { name: string; params?: Node[] };
  tplParams?: Node[];
}

/**
 * Finds the lambdas the host file rewrites: the extended ones in host code (numbered per
 * enclosing function, with their captures) and every lambda in device code.
 */
export class LambdaAnalysis {
  readonly entries = new Map<Node, LambdaEntry>();
  /** Capture counts of the rewritten device / host-device lambdas (for the preamble). */
  readonly deviceCounts = new Set<number>();
  readonly hostDeviceCounts = new Set<number>();
  private readonly names: NameTable;
  private readonly tb: TokenBuffer;
  private readonly anonNs: string;

  constructor(names: NameTable, tb: TokenBuffer, moduleId: string) {
    this.names = names;
    this.tb = tb;
    this.anonNs = "_GLOBAL__N_" + moduleId;
  }

  run(decls: Node[]): void {
    this.findIntroducers();
    if (this.intros.length === 0) return;
    this.decls(decls, { ns: "" });
  }

  /** Tokens that may start a lambda (a `[` where no operand ends), ascending. */
  private intros: Int32Array = new Int32Array(0);

  private findIntroducers(): void {
    const k = this.tb.kind;
    const n = this.tb.count;
    const found: number[] = [];
    for (let i = 1; i < n - 1; i++) {
      if (k[i] !== T.LBracket || k[i + 1] === T.LBracket) continue;
      const p = k[i - 1];
      if (
        p === T.Identifier || p === T.RParen || p === T.RBracket || p === T.LBracket ||
        (p >= T.IntLit && p <= T.StringLit) || p === T.KwOperator || p === T.KwDelete ||
        p === T.KwThis
      ) continue;
      found.push(i);
    }
    this.intros = Int32Array.from(found);
  }

  /** Can tokens first..last contain a lambda? */
  private mayHaveLambda(first: number, last: number): boolean {
    const a = this.intros;
    let lo = 0, hi = a.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (a[mid] < first) lo = mid + 1;
      else hi = mid;
    }
    return lo < a.length && a[lo] <= last;
  }

  private decls(decls: Node[], c: WalkCtx): void {
    for (const d of decls) this.decl(d, c);
  }

  private decl(d: Node, c: WalkCtx): void {
    switch (d.kind) {
      case NodeKind.Namespace: {
        const n = d as Namespace;
        if (!this.mayHaveLambda(n.first, n.last)) return;
        const q = n.names.length === 0
          ? this.anonNs + "::"
          : n.names.map((a) => this.names.text(a) + "::").join("");
        this.decls(n.decls, { ns: c.ns + q });
        return;
      }
      case NodeKind.LinkageSpec:
        this.decls((d as LinkageSpec).decls, c);
        return;
      case NodeKind.Template: {
        const t = d as Template;
        if (t.decl) this.decl(t.decl, { ...c, tplParams: t.params.length ? t.params : undefined });
        return;
      }
      case NodeKind.Class:
        this.cls(d as Class, c);
        return;
      case NodeKind.SimpleDecl: {
        const s = d as SimpleDecl;
        const t = s.spec.type;
        if (t && t.kind === NodeKind.Class && (t as Class).complete) {
          this.cls(t as Class, { ...c, tplParams: undefined }, c.tplParams);
        }
        for (const x of s.decls) this.decl(x, { ...c, tplParams: undefined });
        return;
      }
      case NodeKind.Function:
        this.fn(d as Function, c);
        return;
      case NodeKind.Friend: {
        const inner = (d as GenericNode).decl;
        if (inner) this.decl(inner, { ns: c.ns });
        return;
      }
      case NodeKind.Variable: {
        const v = d as Variable;
        if (v.init && this.mayHaveLambda(v.init.first, v.init.last)) {
          this.body(v.init, undefined, false);
        }
        return;
      }
    }
  }

  private cls(k: Class, c: WalkCtx, params?: Node[]): void {
    if (!k.complete || !this.mayHaveLambda(k.first, k.last)) return;
    const last = k.name?.parts[k.name.parts.length - 1];
    const name = last ? this.names.text(last.atom) : "";
    this.decls(k.members, { ns: c.ns, cls: { name, params: params ?? c.tplParams } });
  }

  private fn(f: Function, c: WalkCtx): void {
    if (!f.body || !this.mayHaveLambda(f.first, f.last)) return;
    const sp = spaces(this.names, allAttrs(f));
    const device = (sp & 4) !== 0 || ((sp & 2) !== 0 && (sp & 1) === 0);
    let cls = c.cls;
    let isStatic = (f.spec.flags & DS.Static) !== 0 && cls !== undefined;
    const nm = f.decl.name;
    let ns = c.ns;
    let tplParams = c.tplParams;
    if (nm && nm.parts.length > 1) {
      const owner = nm.sym?.owner.kind;
      if (owner === ScopeKind.Namespace) {
        // `void ns::f() {...}`
        for (let i = 0; i < nm.parts.length - 1; i++) {
          ns += this.names.text(nm.parts[i].atom) + "::";
        }
      } else {
        // an out-of-class member definition: the qualifier names the class
        const q = nm.parts[nm.parts.length - 2];
        cls = { name: this.names.text(q.atom), params: q.targs };
        // (`template <class T> void C<T>::m()`: the parameters are the class's)
        if (q.targs) tplParams = undefined;
        const sd = nm.sym?.decl as Function | undefined;
        isStatic = sd !== undefined && sd.kind === NodeKind.Function &&
          (sd.spec.flags & DS.Static) !== 0;
      }
    }
    const parent: LambdaParent = {
      fn: f,
      ns,
      cls,
      tplParams,
      isStatic,
      count: 0,
    };
    for (const m of f.memInits ?? []) this.body(m, parent, device);
    this.body(f.body, parent, device);
  }

  /** Walks code of `parent` (undefined: outside any function); `device`: device code. */
  private body(n: Node, parent: LambdaParent | undefined, device: boolean): void {
    if (n.kind === NodeKind.Lambda) {
      this.lambda(n as GenericNode, parent, device);
      return;
    }
    if (!this.mayHaveLambda(n.first, n.last)) return;
    eachChild(n, (ch) => this.body(ch, parent, device));
  }

  private lambda(g: GenericNode, parent: LambdaParent | undefined, device: boolean): void {
    const sp = spaces(this.names, (g.attrs as Attribute[] | undefined) ?? []);
    const extended = (sp & 2) !== 0;
    if (device || (extended && !parent)) {
      this.entries.set(g, { mode: LambdaMode.Hidden, index: 0, captures: [] });
      if (g.body) this.body(g.body, parent, true);
      return;
    }
    if (!extended) {
      if (g.body) this.body(g.body, parent, false);
      return;
    }
    const hd = (sp & 1) !== 0;
    const captures = this.captures(g, parent!);
    parent!.count++;
    this.entries.set(g, {
      mode: hd ? LambdaMode.HostDevice : LambdaMode.Device,
      parent,
      index: parent!.count,
      captures,
    });
    (hd ? this.hostDeviceCounts : this.deviceCounts).add(captures.length);
    if (g.body) this.body(g.body, parent, !hd);
  }

  /** The closure's fields: explicit captures in list order, then implicit ones by first use. */
  private captures(g: GenericNode, parent: LambdaParent): Capture[] {
    const tb = this.tb;
    const out: Capture[] = [];
    const seen = new Set<number>();
    let byCopy = false;
    let hasThis = false;
    for (const c of (g.list as Node[] | undefined) ?? []) {
      const k0 = tb.kind[c.first];
      if (c.first === c.last && k0 === T.Assign) byCopy = true;
      else if (c.first === c.last && k0 === T.Amp) continue;
      else if (k0 === T.KwThis) {
        out.push({ kind: "this" });
        hasThis = true;
      } else if (k0 === T.Star) {
        out.push({ kind: "starThis", mutable: lambdaIsMutable(tb, g) });
        hasThis = true;
      } else if (k0 === T.Identifier) {
        if (c.last === c.first) {
          out.push({ kind: "var", atom: tb.atom[c.first], tok: c.first });
          seen.add(tb.atom[c.first]);
        } else {
          const k1 = tb.kind[c.first + 1];
          if (k1 === T.Assign) {
            out.push({ kind: "init", paren: 0, first: c.first + 2, last: c.last });
          } else if (k1 === T.LParen || k1 === T.LBrace) {
            out.push({
              kind: "init",
              paren: k1 === T.LParen ? 1 : 2,
              first: c.first + 2,
              last: c.last - 1,
            });
          }
        }
      }
    }
    if (!byCopy || !g.body) return out;
    const ownInit = new Set<number>();
    for (const c of (g.list as Node[] | undefined) ?? []) {
      if (c.last > c.first && tb.kind[c.first] === T.Identifier) ownInit.add(tb.atom[c.first]);
    }
    // implicit captures: enclosing locals (and `this`) used in the body, in order of first use
    const uses: [number, Capture][] = [];
    const visit = (n: Node): void => {
      if (n.kind === NodeKind.This) {
        if (!hasThis) uses.push([n.first, { kind: "this" }]);
      } else if (n.kind === NodeKind.Ident) {
        const nm = (n as GenericNode).name as Name | undefined;
        const s = nm?.sym;
        if (nm && s && nm.parts.length === 1) {
          if (s.owner.kind === ScopeKind.Block || s.owner.kind === ScopeKind.Function) {
            const d = s.decl;
            // (a symbol without a declaration is an init-capture: an enclosing lambda's unless
            // this lambda declares it)
            if (
              s.kind === SymKind.Variable &&
              (d
                ? (d.last < g.first || d.first > g.last) &&
                  !((d as Variable).spec && ((d as Variable).spec.flags & DS.Static))
                : !ownInit.has(nm.parts[0].atom))
            ) {
              uses.push([n.first, { kind: "var", atom: nm.parts[0].atom, tok: n.first }]);
            }
          } else if (
            s.owner.kind === ScopeKind.Class && parent.cls && !hasThis &&
            (s.kind === SymKind.Variable || s.kind === SymKind.Function)
          ) {
            const d = s.decl as Variable | Function | undefined;
            if (!(d?.spec && (d.spec.flags & DS.Static))) uses.push([n.first, { kind: "this" }]);
          }
        }
      }
      eachChild(n, visit);
    };
    visit(g.body);
    uses.sort((a, b) => a[0] - b[0]);
    for (const [, c] of uses) {
      if (c.kind === "this") {
        if (hasThis) continue;
        hasThis = true;
      } else if (c.kind === "var") {
        if (seen.has(c.atom)) continue;
        seen.add(c.atom);
      }
      out.push(c);
    }
    return out;
  }
}

// ---------------------------------------------------------------------------------------------
// Printing

/**
 * An output operation embedded in printed text (`\u0002J[...]\u0003`): the declaration printer
 * replays it on the host file (`replayOp`) when it emits the text. Positions, `#if 0` / `#endif`
 * lines and forced markers inside an expression travel this way.
 */
function op(...a: (string | number | boolean | null)[]): string {
  return "\u0002J" + JSON.stringify(a) + "\u0003";
}

/** Is `m` (the text between `\u0002` and `\u0003`) an embedded operation? */
export function isOp(m: string): boolean {
  return m.charCodeAt(0) === 74;
}

/** Replays one embedded operation (see `op`) on `out`. */
export function replayOp(out: HostOut, m: string): void {
  const a = JSON.parse(m.slice(1)) as [string, ...(string | number | boolean | null)[]];
  switch (a[0]) {
    case "p":
      out.setPos(a[1] as string, a[2] as number, a[3] as boolean, (a[4] ?? undefined) as FileId);
      break;
    case "m":
      out.marker();
      break;
    case "s":
      out.syncLine();
      break;
    case "l":
      out.forceLine((a[1] ?? undefined) as FileId | undefined);
      break;
    case "f":
      out.forceFile();
      break;
    case "n":
      out.newline();
      break;
    case "t":
      out.lineStart(a[1] as string);
      break;
    case "d":
      out.directive(a[1] as string);
      break;
    case "r":
      out.raw(a[1] as string);
      break;
    case "u":
      out.forgetLine();
      break;
  }
}

/** A host-file writer that records what is written as text with embedded operations. */
class Recorder extends HostOut {
  ops = "";
  constructor() {
    super(true);
  }
  override setPos(file: string, line: number, system = false, fileId?: FileId): void {
    super.setPos(file, line, system, fileId);
    this.ops += op("p", file, line, system, fileId ?? null);
  }
  override marker(): void {
    this.ops += op("m");
    this.col = 0;
  }
  override syncLine(): void {
    this.ops += op("s");
  }
  override forceLine(file?: FileId): void {
    this.ops += op("l", file ?? null);
  }
  override forceFile(): void {
    this.ops += op("f");
  }
  override emit(s: string): void {
    this.ops += s;
    this.col += s.length;
  }
  override newline(): void {
    this.ops += op("n");
    this.col = 0;
  }
  override lineStart(s: string): void {
    this.ops += op("t", s);
    this.col = s.length;
  }
  override directive(s: string): void {
    this.ops += op("d", s);
    this.col = 0;
  }
  override raw(s: string): void {
    this.ops += op("r", s);
    const nl = s.lastIndexOf("\n");
    this.col = nl < 0 ? this.col + s.length : s.length - nl - 1;
  }
  override forgetLine(): void {
    this.ops += op("u");
  }
  override text(): string {
    return this.ops;
  }
}

/** What the lambda printer needs from the declaration printer. */
export interface LambdaHooks {
  /** Makes `o` the declaration printer's output; returns the previous one. */
  swapOut(o: HostOut): HostOut;
  /** Prints a lambda body (a compound statement) with positions. */
  body(n: Node): void;
}

export interface LambdaEmitOptions {
  /** The module id (anonymous namespaces are `_GLOBAL__N_<id>`). */
  moduleId: string;
  /** C++ standard year. */
  cppStd?: number;
  /** `--extended-lambda` (undefined: assumed when cuda_runtime.h declares the injection point). */
  extendedLambda?: boolean;
}

/** Operators that are prefix operators where no operand precedes them. */
const PREFIX_OPS = new Set<number>([
  T.Minus,
  T.Plus,
  T.Star,
  T.Amp,
  T.Exclaim,
  T.Tilde,
  T.PlusPlus,
  T.MinusMinus,
]);

/** Binary-operator-like tokens printed with spaces around them in a token replay. */
function tightBefore(k: number): boolean {
  return k === T.RParen || k === T.RBracket || k === T.Comma || k === T.Dot ||
    k === T.Arrow || k === T.ColonColon || k === T.LBracket || k === T.Semi ||
    k === T.Ellipsis;
}
function tightAfter(k: number): boolean {
  return k === T.LParen || k === T.LBracket || k === T.Dot || k === T.Arrow ||
    k === T.ColonColon || k === T.Exclaim || k === T.Tilde || k === T.LBrace;
}

/**
 * Prints extended lambdas and lambdas in device code (the `ExprPrinter.lambdaHook`), and the
 * preamble at the injection point.
 */
export class LambdaEmitter {
  analysis: LambdaAnalysis | undefined;
  private readonly x: ExprPrinter;
  private readonly names: NameTable;
  private readonly tb: TokenBuffer;
  private readonly o: LambdaEmitOptions;
  private readonly hooks: LambdaHooks;

  constructor(
    x: ExprPrinter,
    names: NameTable,
    tb: TokenBuffer,
    o: LambdaEmitOptions,
    hooks: LambdaHooks,
  ) {
    this.x = x;
    this.names = names;
    this.tb = tb;
    this.o = o;
    this.hooks = hooks;
  }

  /** Finds the lambdas to rewrite (call once with the unit's top-level declarations). */
  analyze(decls: Node[]): void {
    this.analysis = new LambdaAnalysis(this.names, this.tb, this.o.moduleId);
    this.analysis.run(decls);
  }

  /**
   * At the definition of class `k`: writes the preamble when `k` is cuda_runtime.h's
   * `__nv_lambda_preheader_injection` (the output must be at the start of a line) and returns
   * true; the caller then prints the struct in `#if 0` with a marker naming its file.
   */
  injectPreamble(k: Class, out: HostOut): boolean {
    if (this.o.extendedLambda === false || !k.name) return false;
    const last = k.name.parts[k.name.parts.length - 1];
    if (this.names.text(last.atom) !== "__nv_lambda_preheader_injection") return false;
    const a = this.analysis;
    out.raw(
      lambdaPreamble(a?.deviceCounts ?? [], a?.hostDeviceCounts ?? [], this.o.cppStd ?? 2017),
    );
    return true;
  }

  /** The host-file text of lambda `g`. */
  lambda(g: GenericNode): string | undefined {
    const e = this.analysis?.entries.get(g);
    if (!e) return this.x.lambda(g, { header: this.header(g), body: (b) => this.record(b) });
    if (e.mode === LambdaMode.Hidden) {
      return this.x.lambda(g, { header: this.header(g), body: (b) => this.hiddenBody(b) });
    }
    const tag = this.tag(e, g);
    const caps = e.captures.map((c) => this.capture(c));
    const types = caps.map((c) => ", " + c[0]).join("");
    const values = caps.map((c) => ", " + c[1]).join("");
    if (e.mode === LambdaMode.HostDevice) {
      const mutable = this.isMutable(g);
      const conv = ((g.list as Node[] | undefined) ?? []).length === 0;
      return "__nv_hdl_create_wrapper_t< " + mutable + ", " + conv + ", " + tag + " " + types +
        ">::__nv_hdl_create_wrapper( " +
        this.x.lambda(g, { header: this.header(g), body: (b) => this.record(b) }) +
        values + ") ";
    }
    return "__nv_dl_wrapper_t< " + tag + " " + types + ">( " + tag + " {} " + values + ") " +
      op("d", "#if 0") +
      this.x.lambda(g, { header: this.header(g), body: (b) => this.hiddenBody(b) }) +
      op("d", "#endif") + op("u");
  }

  /** `{ }`, then the body in `#if 0` with its positions. */
  private hiddenBody(b: Node): string {
    return op("d", "{ }") + op("d", "#if 0") + op("l") + this.record(b) + op("d", "#endif") +
      op("u");
  }

  /** A lambda body printed with its positions (as text with embedded operations). */
  private record(b: Node): string {
    const rec = new Recorder();
    const old = this.hooks.swapOut(rec);
    try {
      this.hooks.body(b);
    } finally {
      this.hooks.swapOut(old);
    }
    return rec.ops;
  }

  private isMutable(g: GenericNode): boolean {
    return lambdaIsMutable(this.tb, g);
  }

  /** Source text of a token range, spaced the way the binary prints simple expressions. */
  private tokensText(first: number, last: number): string {
    if (first === last) {
      // a literal as the expression printer spells it (`1U`, `(2.0)`)
      const k = this.tb.kind[first];
      const kind = k === T.IntLit
        ? NodeKind.IntLit
        : k === T.FloatLit
        ? NodeKind.FloatLit
        : k === T.CharLit
        ? NodeKind.CharLit
        : undefined;
      if (kind !== undefined) return this.x.expr({ kind, first, last }, Ctx.Top);
    }
    let s = "";
    // a prefix operator (`-x`, `*p`, `&v`) sticks to its operand
    let operand = false;
    let prefix = false;
    for (let i = first; i <= last; i++) {
      const k = this.tb.kind[i];
      if (i > first) {
        const p = this.tb.kind[i - 1];
        const call = k === T.LParen && (p === T.Identifier || p === T.RParen || p === T.Greater);
        if (!tightBefore(k) && !tightAfter(p) && !call && !prefix) s += " ";
      }
      prefix = !operand && PREFIX_OPS.has(k);
      operand = k === T.Identifier || k === T.RParen || k === T.RBracket ||
        (k >= T.IntLit && k <= T.StringLit) || k === T.KwThis;
      s += this.x.tok(i);
    }
    return s;
  }

  /** `[caps]< class T> (params) mutable noexcept->T ` (parameter names carry positions). */
  private header(g: GenericNode): string {
    return this.x.withLambdaTemplate(g, (head) => this.headerText(g, head));
  }

  private headerText(g: GenericNode, head: string): string {
    const tb = this.tb;
    const caps = ((g.list as Node[] | undefined) ?? []).map((c) => {
      const ic = this.x.initCaptureText(c);
      if (ic !== undefined) return ic;
      if (c.last > c.first && tb.kind[c.first] === T.Identifier) {
        const k1 = tb.kind[c.first + 1];
        const nm = this.x.tok(c.first);
        if (k1 === T.Assign) return nm + " = " + this.tokensText(c.first + 2, c.last);
        if (k1 === T.LParen) return nm + "(" + this.tokensText(c.first + 2, c.last - 1) + ")";
        if (k1 === T.LBrace) return nm + "{" + this.tokensText(c.first + 2, c.last - 1) + "}";
      }
      let t = "";
      for (let i = c.first; i <= c.last; i++) t += this.x.tok(i);
      return t;
    });
    let s = "[" + caps.join(", ") + "]" + head;
    const d = g.decl as Declarator | undefined;
    const fop = d && d.ops.length && d.ops[0].op === 5 ? d.ops[0] : undefined;
    if (!fop) return s;
    s += this.params(fop);
    if (this.isMutable(g)) s += " mutable";
    if (fop.except) {
      const kw = this.x.tok(fop.except.tok);
      if (kw === "noexcept") {
        s += fop.except.expr
          ? " noexcept(" + this.x.expr(fop.except.expr, Ctx.Top) + ")"
          : " noexcept";
      } else s += " throw()";
    }
    if (fop.trailing) {
      s += "->" +
        (this.deducedReturn(g, fop.trailing as TypeId) ?? this.x.typeId(fop.trailing as TypeId));
    }
    return s + " ";
  }

  /** `(int \u0002tok\u0003i, float \u0002tok\u0003f)`: parameters positioned at their names. */
  private params(fop: DeclaratorOp): string {
    const parts: string[] = [];
    for (const p of (fop.params ?? []) as Param[]) {
      if (p.kind !== NodeKind.Param) continue;
      if (!p.decl.name) {
        parts.push(this.x.param(p));
        continue;
      }
      const t = this.x.specType(p.spec);
      const dd = this.x.declarator(p.decl, "\u0001");
      const k = dd.indexOf("\u0001");
      let s = t + " " + dd.slice(0, k) + (p.decl.pack ? "..." : "") + "\u0002" +
        p.decl.name.first + "\u0003" + this.x.name(p.decl.name) + dd.slice(k + 1);
      if (p.init) s += " = " + this.x.expr(p.init, Ctx.Top);
      parts.push(s);
    }
    if (fop.variadic) parts.push("...");
    return "(" + parts.join(", ") + ")";
  }

  /** [field type, constructor argument] of one capture. */
  private capture(c: Capture): [string, string] {
    switch (c.kind) {
      case "var": {
        const nm = this.x.tok(c.tok);
        return ["typename __nvdl_remove_ref<decltype(" + nm + ")>::type", nm];
      }
      case "this":
        return ["decltype(this) const", "this"];
      case "starThis":
        return [
          "typename __nvdl_remove_const<typename __nvdl_remove_ref<decltype(*this) > ::type> :: " +
          (c.mutable ? "type" : "type const"),
          "*this",
        ];
      case "init": {
        let e = this.tokensText(c.first, c.last);
        if (c.paren === 1) e = "(" + e + ")";
        else if (c.paren === 2) e = "{" + e + "}";
        return [
          "typename __nv_lambda_trait_remove_cv<typename __nvdl_remove_ref<decltype(" + e +
          ")>::type>::type",
          e,
        ];
      }
    }
  }

  /** `__nv_dl_tag<void (*)(int * out),(& ::f),1>` (or the trailing-return tag). */
  private tag(e: LambdaEntry, g: GenericNode): string {
    const p = e.parent!;
    const head = this.parentType(p) + ",(" + this.parentAddress(p) + "),";
    const d = g.decl as Declarator | undefined;
    const trailing = d && d.ops.length && d.ops[0].op === 5 ? d.ops[0].trailing : undefined;
    if (trailing && e.mode === LambdaMode.Device) {
      return "__nv_dl_trailing_return_tag<" + head +
        (this.deducedReturn(g, trailing as TypeId) ?? this.x.typeId(trailing as TypeId)) + ", " +
        e.index + ">";
    }
    return "__nv_dl_tag<" + head + e.index + ">";
  }

  /**
   * A placeholder trailing return type (`-> auto`, `-> decltype(auto)`, `-> const auto &`) as
   * the type the binary deduces from the body's first `return`, when that is an arithmetic
   * value this can type: `int` for `return i;` with `int i`, `const float &` for `return g;`
   * with `float g`. Undefined otherwise (printed as written).
   */
  deducedReturn(g: GenericNode, t: TypeId): string | undefined {
    const spec = t.spec;
    const ops = t.decl.ops;
    const dAuto = spec.type?.kind === NodeKind.Decltype &&
      this.tb.kind[spec.type.last - 1] === T.KwAuto;
    if (!dAuto && !(spec.type === undefined && spec.builtins.includes(T.KwAuto))) return undefined;
    if (ops.length > 1 || (ops.length === 1 && ops[0].op !== 1 && ops[0].op !== 2)) {
      return undefined;
    }
    const ret = firstReturn(g.body as Node | undefined);
    if (ret === undefined) return undefined;
    const params = ((g.decl as Declarator | undefined)?.ops[0]?.params ?? []) as Param[];
    const key = this.arithKey(ret, params, 0);
    if (key === undefined) return undefined;
    const cv = spec.flags & DS.Const ? "const " : "";
    if (ops.length === 1) return cv + key + (ops[0].op === 1 ? " &" : " &&");
    return key;
  }

  /** The arithmetic type key of `e` (literals, parameters, variables, arithmetic). */
  private arithKey(e: Node, params: Param[], depth: number): string | undefined {
    const g = e as GenericNode;
    if (depth > 16) return undefined;
    switch (e.kind) {
      case NodeKind.Paren:
        return g.expr ? this.arithKey(g.expr, params, depth + 1) : undefined;
      case NodeKind.IntLit:
      case NodeKind.FloatLit:
      case NodeKind.CharLit:
      case NodeKind.BoolLit:
        return this.x.literalType(e);
      case NodeKind.Ident: {
        const n = g.name as Name | undefined;
        if (!n || n.parts.length !== 1 || n.global) return undefined;
        const atom = n.parts[0].atom;
        const prm = params.find((q) =>
          q.kind === NodeKind.Param && q.decl.name?.parts[0].atom === atom
        );
        if (prm) return arithSpecKey(this.x, prm.spec, prm.decl);
        const v = n.sym?.kind === SymKind.Variable ? n.sym.decl as Variable | undefined : undefined;
        return v?.kind === NodeKind.Variable ? arithSpecKey(this.x, v.spec, v.decl) : undefined;
      }
      case NodeKind.Binary: {
        const op = g.op;
        const l = g.lhs ? this.arithKey(g.lhs, params, depth + 1) : undefined;
        const r = g.rhs ? this.arithKey(g.rhs, params, depth + 1) : undefined;
        if (l === undefined || r === undefined) return undefined;
        if (
          op === T.Less || op === T.Greater || op === T.LessEqual || op === T.GreaterEqual ||
          op === T.EqualEqual || op === T.ExclaimEqual || op === T.AmpAmp || op === T.PipePipe
        ) return "bool";
        if (op === T.Plus || op === T.Minus || op === T.Star || op === T.Slash) {
          return usualArith(l, r);
        }
        return undefined;
      }
      default:
        return undefined;
    }
  }

  /** `T< A, N> ` for a class template, `C` otherwise. */
  private classType(p: LambdaParent): string {
    const c = p.cls!;
    const ps = c.params;
    if (!ps || ps.length === 0) return c.name;
    if (
      ps[0].kind === NodeKind.TemplateTypeParam || ps[0].kind === NodeKind.TemplateNonTypeParam ||
      ps[0].kind === NodeKind.TemplateTemplateParam
    ) {
      return c.name + this.paramArgs(ps);
    }
    return c.name + this.x.templateArgs(ps);
  }

  /** `< T, N, Ts...> ` from template parameters. */
  private paramArgs(ps: Node[]): string {
    const a = ps.map((q) => {
      const t = q as TemplateParam;
      return (t.name >= 0 ? this.names.text(t.name) : "") + (t.pack ? "..." : "");
    });
    return "< " + a.join(", ") + "> ";
  }

  /** `void (*)(int * out)`, `C (C::*)(const C & o) const`. */
  private parentType(p: LambdaParent): string {
    const f = p.fn;
    const ops = f.decl.ops;
    const fop = ops[0];
    const ps = ((fop?.params ?? []) as Param[]).filter((q) => q.kind === NodeKind.Param);
    const parts = ps.map((q) => this.tagParam(q));
    if (
      parts.length === 1 && ps[0].spec.type === undefined && ps[0].decl.ops.length === 0 &&
      !ps[0].decl.name && ps[0].spec.builtins.length === 1 && ps[0].spec.builtins[0] === T.KwVoid
    ) {
      parts.length = 0;
    }
    if (fop?.variadic) parts.push("...");
    let s = "(" + (p.cls && !p.isStatic ? this.classType(p) + "::*" : "*") + ")(" +
      (parts.length ? parts.join(", ") : "void") + ")";
    const cv = fop?.cv ?? 0;
    if (cv & DS.Const) s += " const";
    if (cv & DS.Volatile) s += " volatile";
    if (fop?.refQual === 1) s += " &";
    else if (fop?.refQual === 2) s += " &&";
    if (fop?.except && this.x.tok(fop.except.tok) === "noexcept") {
      s += fop.except.expr
        ? " noexcept(" + this.x.expr(fop.except.expr, Ctx.Top) + ")"
        : " noexcept";
    }
    if (fop?.trailing) s += "->" + this.x.typeId(fop.trailing as TypeId);
    for (const o of ops.slice(1)) {
      const q = (o.cv ?? 0) & DS.Const ? "const " : "";
      if (o.op === 0) s = "*" + q + s;
      else if (o.op === 1) s = "&" + s;
      else if (o.op === 2) s = "&&" + s;
    }
    return this.x.specType(f.spec) + " " + s;
  }

  /** A parameter as the binary spells it in a tag: `const char * s`, `int  a[4]`, `Ts ...ts`. */
  private tagParam(q: Param): string {
    const d = q.decl;
    let inner = d.name ? this.x.name(d.name) : "";
    if (d.pack) inner = "..." + inner;
    if (inner !== "" && d.ops.length > 0) inner = " " + inner;
    let ptr = false;
    for (const o of d.ops) {
      if (o.op <= 3) {
        let t = o.op === 0 ? "*" : o.op === 1 ? "&" : o.op === 2 ? "&&" : "";
        if (o.op === 3 && o.cls) t = this.x.fallbackJoined(o.cls).replace(/::$/, "") + "::*";
        const cv = o.cv ?? 0;
        if (cv & DS.Const) t += "const";
        if (cv & DS.Volatile) t += (cv & DS.Const ? " " : "") + "volatile";
        inner = t + inner;
        ptr = true;
      } else if (o.op === 4) {
        if (ptr) inner = "(" + inner + ")";
        inner += "[" + (o.bound ? this.x.expr(o.bound, Ctx.Top) : "") + "]";
        ptr = false;
      } else {
        if (ptr) inner = "(" + inner + ")";
        const ps = ((o.params ?? []) as Param[]).filter((x) => x.kind === NodeKind.Param);
        const list = ps.map((x) => this.tagParam(x));
        if (o.variadic) list.push("...");
        inner += "(" + list.join(", ") + ")";
        ptr = false;
      }
    }
    const t = this.x.specType(q.spec);
    return inner === "" ? t : t + " " + inner;
  }

  /** `& ::ns::f`, `&C::m`, `&sm` (static member), `& ::tf< T> `. */
  private parentAddress(p: LambdaParent): string {
    const nm = p.fn.decl.name;
    let s = "";
    if (nm) {
      const c = nm.parts[nm.parts.length - 1];
      s = this.x.component({ ...c, targs: undefined, templateKw: false });
    }
    if (p.tplParams) s += this.paramArgs(p.tplParams);
    if (p.cls) return p.isStatic ? "&" + s : "&" + p.cls.name + "::" + s;
    return "& ::" + p.ns + s;
  }
}

/**
 * How many names the `typedef decltype(v) __TN;` after variable `v` declares: the binary writes
 * it for an `auto` variable (not a reference) whose initializer has a closure type that no
 * earlier such variable of the translation unit had (`seen` holds their keys, see `closureKey`):
 * a lambda expression (`= L`, `(L)`, `{L}`), a call handing one back (`pass(L)` with `template
 * <class F> F pass(F)`) or returning one (`make()`, `wrap(k)`, `mk(1)` for a variable `mk`
 * holding a lambda that returns a lambda); two names (`__T3, __T4`) for `const auto`; 0: none
 * (`auto b = make();` after `auto a = make();`, in another function too).
 */
export function closureTypedefNames(v: Variable, seen: Set<string>): number {
  if (!v.init || !v.decl.name || v.decl.ops.length > 0) return 0;
  if (!(v.spec.flags & DS.Auto) && !v.spec.builtins.includes(T.KwAuto)) return 0;
  const key = closureKey(v.init, 0);
  if (key === undefined || seen.has(key)) return 0;
  seen.add(key);
  return v.spec.flags & DS.Const ? 2 : 1;
}

/**
 * A key naming the closure type of `e` (equal keys: the same type), or undefined when `e` is not
 * known to be a closure: a lambda expression, a variable initialized by one, a call passing one
 * through (`pass(k)` is `k`'s type), or a call of a function or of a variable holding a lambda
 * whose first `return` gives one (a function template's per closure arguments: `wrap(k)`).
 */
function closureKey(e: Node | undefined, depth: number): string | undefined {
  while (e && depth < 16) {
    const g = e as GenericNode;
    if (e.kind === NodeKind.Lambda) return "L" + e.first;
    if (e.kind === NodeKind.Paren) e = g.expr ?? (g.args?.length === 1 ? g.args[0] : undefined);
    else if (e.kind === NodeKind.InitList) e = g.list?.length === 1 ? g.list[0] : undefined;
    else if (e.kind === NodeKind.Ident) {
      const nm = g.name as Name | undefined;
      const d = nm?.parts.length === 1 ? nm.sym?.decl as Node | undefined : undefined;
      if (d?.kind !== NodeKind.Variable) return undefined;
      const dv = d as Variable;
      if (dv.decl.ops.length > 0 || !dv.init) return undefined;
      if (!(dv.spec.flags & DS.Auto) && !dv.spec.builtins.includes(T.KwAuto)) return undefined;
      e = dv.init;
      depth++;
    } else if (e.kind === NodeKind.Call) return callClosureKey(g, depth + 1);
    else return undefined;
  }
  return undefined;
}

/** `closureKey` of call `call`. */
function callClosureKey(call: GenericNode, depth: number): string | undefined {
  const callee = call.expr as GenericNode | undefined;
  const nm = callee?.kind === NodeKind.Ident ? callee.name as Name | undefined : undefined;
  const d = nm?.parts.length === 1 ? nm.sym?.decl as Node | undefined : undefined;
  const args = (call.args as Node[] | undefined) ?? [];
  if (d?.kind === NodeKind.Variable) {
    // (a variable holding a lambda that returns a lambda: every call gives its type)
    const init = (d as Variable).init;
    if (init?.kind !== NodeKind.Lambda) return undefined;
    return closureKey(firstReturn((init as GenericNode).body), depth + 1);
  }
  if (d?.kind !== NodeKind.Function) return undefined;
  const f = d as Function;
  // (a function template returning its closure parameter's type: the argument's)
  const ret = f.spec.type as Name | undefined;
  const ps = (f.decl.ops[0]?.params ?? []) as Param[];
  if (ret?.kind === NodeKind.Name && ret.parts.length === 1 && f.decl.ops.length === 1) {
    for (let i = 0; i < args.length && i < ps.length; i++) {
      const t = ps[i].spec?.type as Name | undefined;
      if (
        t?.kind === NodeKind.Name && t.parts.length === 1 &&
        t.parts[0].atom === ret.parts[0].atom && ps[i].decl.ops.length === 0
      ) {
        const k = closureKey(args[i], depth + 1);
        if (k !== undefined) return k;
      }
    }
  }
  // (a function whose deduced result is a lambda it returns: `auto make() { return [](int x)
  // {...}; }`; of a template, one type per closure arguments)
  if (!f.body || f.decl.ops[0]?.trailing !== undefined) return undefined;
  if (!(f.spec.flags & DS.Auto) && !f.spec.builtins.includes(T.KwAuto)) return undefined;
  const r = firstReturn(f.body);
  const k = r === undefined ? undefined : closureKey(r, depth + 1);
  if (k === undefined || !nm!.sym!.isTemplate) return k;
  return k + "<" + args.map((a) => closureKey(a, depth + 1) ?? "?" + a.first).join(",") + ">";
}

/** Is lambda `g` declared `mutable` (between its captures and its body)? */
function lambdaIsMutable(tb: TokenBuffer, g: GenericNode): boolean {
  const end = g.body ? g.body.first : g.last;
  const caps = (g.list as Node[] | undefined) ?? [];
  const start = caps.length ? caps[caps.length - 1].last + 1 : g.first + 1;
  for (let i = start; i < end; i++) if (tb.kind[i] === T.KwMutable) return true;
  return false;
}

/** The value of a body's first `return` statement (not in a nested lambda or class). */
function firstReturn(n: Node | undefined): Node | undefined {
  if (!n || typeof n !== "object") return undefined;
  const g = n as GenericNode;
  if (n.kind === NodeKind.Return) return g.expr;
  if (n.kind === NodeKind.Lambda || n.kind === NodeKind.Class) return undefined;
  for (const k of ["body", "list", "then", "else"]) {
    const c = (g as unknown as Record<string, unknown>)[k];
    if (Array.isArray(c)) {
      for (const x of c) {
        const r = firstReturn(x as Node);
        if (r !== undefined) return r;
      }
    } else if (c && typeof c === "object" && typeof (c as Node).kind === "number") {
      const r = firstReturn(c as Node);
      if (r !== undefined) return r;
    }
  }
  return undefined;
}

/** The arithmetic keyword type an object is declared with (`float g;`), else undefined. */
function arithSpecKey(x: ExprPrinter, spec: DeclSpec, d: Declarator): string | undefined {
  if (spec.type !== undefined || d.ops.length > 0) return undefined;
  const b = builtinName(spec.builtins, spec.flags & ~(DS.Const | DS.Volatile));
  return x.isArithmeticKey(b) ? b : undefined;
}
