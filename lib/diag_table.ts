/**
 * The diagnostics table as data: internal code, tag, default severity, message template.
 *
 * Every row was taken from the spec (verified/06-types-diagnostics.md, verified/02, verified/03,
 * verified/07, the wiki's CUDA catalog) and, where a row says so, checked by triggering the
 * diagnostic on the real cudafe++ 13.0 (SARIF output gives the internal code as `EC<code>`).
 * Nothing here was extracted from the binary's string tables.
 *
 * - `code` is the INTERNAL number (0..3794). cudafe++ shows codes 3457..3794 as code + 16543
 *   (20000..20337) and everything below unchanged.
 * - `severity` is the severity observed at the emitting site. The real binary has no
 *   per-code default table (the severity is chosen at each call site), so the engine lets the
 *   caller override it (`Diagnostics.report(code, offset, args, severity)`).
 * - `discretionary` is false for the hard errors that `--diag_*` flags and `#pragma nv_diag_*`
 *   silently leave alone (checked: 17, 18, 20, 29, 36, 37, 40, 65, 67, 79, 135, 169, 3462, 3464, 3481, 3503;
 *   from the spec: 3542-3547). A code hard at one site and discretionary at another (546) is
 *   discretionary here and reported hard where it is. Catastrophic diagnostics are never
 *   discretionary.
 * - `text` uses EDG's fill-in specifiers (see diag_format.ts).
 */

/** Diagnostic severities, lowest to highest. */
export type Severity =
  | "note"
  | "remark"
  | "warning"
  | "error"
  | "catastrophic"
  | "internal"
  | "command-line";

export interface DiagInfo {
  /** Internal code (0..3794). */
  code: number;
  /** Tag accepted by `--diag_*` and `#pragma nv_diag_*` ("" when not known). */
  tag: string;
  /** Default severity, as observed on the binary at the usual call site. */
  severity: Severity;
  /** Message template with fill-in specifiers ("" for tags known only by name). */
  text: string;
  /** False for hard errors that diagnostic controls cannot change. */
  discretionary: boolean;
}

/** First internal code displayed in the 20000 series. */
export const FIRST_CUDA_CODE = 3457;
/** Last valid internal code. */
export const LAST_CODE = 3794;
/** Added to internal codes >= FIRST_CUDA_CODE to form the displayed number. */
export const CUDA_DISPLAY_OFFSET = 16543;

/** Displayed number of an internal code (3548 -> 20091; 1105 -> 1105). */
export function displayNumber(code: number): number {
  return code >= FIRST_CUDA_CODE ? code + CUDA_DISPLAY_OFFSET : code;
}

/** Frequently used codes. */
export const D = {
  /** identifier %sq is undefined */
  UNDEFINED_IDENTIFIER: 20,
  /** expected an expression */
  EXP_EXPRESSION: 29,
  /** #error directive: %s (catastrophic) */
  ERROR_DIRECTIVE: 35,
  EXP_IDENTIFIER: 40,
  EXP_SEMICOLON: 65,
  EXP_RBRACE: 67,
  EXP_RPAREN: 18,
  EXP_RBRACKET: 17,
  EXP_TYPE_SPECIFIER: 79,
  EXP_DECLARATION: 169,
  MISSING_DECL_SPECIFIERS: 77,
  EXP_COMMA: 253,
  INTEGER_TOO_LARGE: 23,
  /** #warning directive: %s */
  WARNING_DIRECTIVE: 1105,
  /** [ %d instantiation contexts not shown ] */
  CONTEXTS_NOT_SHOWN: 1150,
  INVALID_ERROR_NUMBER: 1222,
  INVALID_ERROR_TAG: 1223,
  EXP_ERROR_NUMBER_OR_TAG: 1224,
  /** cannot open source file %sq (catastrophic) */
  CANNOT_OPEN_SOURCE: 1696,
  /** internal error: %s */
  INTERNAL_ERROR: 2656,
  PRAGMA_DIAG_PUSH_POP: 3184,
  PRAGMA_DIAG_POP_WITHOUT_PUSH: 3185,
  /** note: to match this %sq */
  TO_MATCH_THIS: 3196,
  /** The once-per-run Remark after the first warning. */
  SUPRESS_WARNING: 3709,
} as const;

type Sev = "N" | "R" | "W" | "E" | "C" | "I";
/** [code, tag, severity letter, template, hard?] */
type Row = readonly [number, string, Sev, string, 1?];

// deno-fmt-ignore
const ROWS: ReadonlyArray<Row> = [
  // ---- EDG front end: lexer, preprocessor, parser (codes and texts checked with SARIF) ----
  // preprocessor (cudafe++ runs a real one: #include of an existing file includes it, #if works)
  // parser diagnostics (texts, severities and hardness checked with --output_mode sarif and
  // --diag_suppress on the binary; 12 and 1866 as the parser helper recorded them)
  [12, "", "W", "parsing restarts here after previous syntax error"],
  [53, "exp_colon", "E", 'expected a ":"', 1],
  [84, "", "E", "invalid combination of type specifiers", 1],
  [125, "exp_lparen", "E", 'expected a "("', 1],
  [127, "exp_statement", "E", "expected a statement", 1],
  [130, "exp_lbrace", "E", 'expected a "{"', 1],
  [133, "", "E", "expected a member name", 1],
  [254, "", "E", "type name is not allowed", 1],
  [439, "", "E", 'expected a ">"', 1],
  [1866, "", "W", "attribute does not apply to any entity"],
  [937, "", "E", "a class or namespace qualified name is required", 1],
  [3509, "", "E", 'expected a ">>>"', 1],
  // CUDA rows found by the CUDA helper's goldens
  [3536, "addr_of_nv_builtin_var", "E", "cannot take address of builtin variable %sq"],
  [3622, "cc_clobber_in_device", "E", "The cc clobber constraint is not supported in device code"],
  // lexer and literal diagnostics (texts and severities checked with --output_mode sarif)
  [6, "", "E", "comment unclosed at end of file"],
  [7, "", "E", "unrecognized token"],
  [8, "", "E", "missing closing quote"],
  [14, "", "E", "extra text after expected end of preprocessing directive"],
  [19, "", "E", "extra text after expected end of number"],
  [22, "", "E", "invalid hexadecimal number"],
  [24, "", "E", "invalid octal digit"],
  [25, "", "E", "quoted string should contain at least one character"],
  [26, "", "W", "too many characters in character constant"],
  [27, "", "W", "character value is out of range"],
  [59, "", "E", "function call is not allowed in a constant expression"],
  [166, "", "E", "invalid floating constant"],
  [192, "", "W", "unrecognized character escape sequence"],
  [1422, "", "W", "multicharacter character literal (potential portability problem)"],
  [1535, "", "E", "invalid character for char16_t literal"],
  [1654, "", "W", "too many characters in character literal -- extra leading characters ignored"],
  [1661, "", "W", "a universal character name cannot designate a surrogate code point"],
  [2215, "", "W", "a universal character name must designate a valid code point"],
  [2424, "", "E", "invalid binary number"],
  [2628, "", "W", "digit separators not enabled, apostrophe begins a character literal"],
  [2688, "", "E", "a UTF-8 character literal value cannot occupy more than one code unit"],
  [11, "", "E", "unrecognized preprocessing directive"],
  [13, "", "C", "expected a file name"],
  [17, "exp_rbracket", "E", 'expected a "]"', 1],
  [18, "exp_rparen", "E", 'expected a ")"', 1],
  [20, "undefined_identifier", "E", "identifier %sq is undefined", 1],
  // (checked: an explicit specialization of a function template declared in a namespace that
  // does not enclose the template's, `namespace n { template <> void k<int>(int) {} }`; EC801)
  [801, "", "E", "%sq is not a class or function template name in the current scope", 1],
  [276, "", "E", 'name followed by "::" must be a class or namespace name', 1],
  [725, "", "E", "name must be a namespace name", 1],
  [365, "", "E", "anonymous union at global or namespace scope must be declared static"],
  [23, "", "W", "integer constant is too large"],
  [29, "", "E", "expected an expression", 1],
  [35, "error_directive", "C", "#error directive: %s"],
  [36, "", "E", "the #if for this directive is missing", 1],
  [37, "", "E", "the #endif for this directive is missing", 1],
  [40, "exp_identifier", "E", "expected an identifier", 1],
  [64, "", "E", "declaration does not declare anything"],
  [65, "exp_semicolon", "E", 'expected a ";"', 1],
  [67, "exp_rbrace", "E", 'expected a "}"', 1],
  [69, "", "W", "integer conversion resulted in truncation"],
  [77, "missing_decl_specifiers", "E", "this declaration has no storage class or type specifier"],
  [79, "exp_type_specifier", "E", "expected a type specifier", 1],
  [111, "", "W", "statement is unreachable"],
  [135, "", "E", "%n has no member %sq", 1],
  [338, "", "E", 'more than one instance of overloaded function %sq has "C" linkage'],
  [109, "", "E", "expression preceding parentheses of apparent call must have (pointer-to-) function type", 1],
  [461, "", "E", "initial value of reference to non-const must be an lvalue", 1],
  [75, "", "E", 'operand of "*" must be a pointer but has type %t', 1],
  [142, "", "E", "expression must have pointer-to-object type but it has type %t", 1],
  [708, "", "W", "incrementing a bool value is deprecated"],
  [709, "", "E", "bool type is not allowed", 1],
  [291, "", "E", "no default constructor exists for class %t", 1],
  [2138, "", "E", "expression must have arithmetic or unscoped enum type", 1],
  [833, "", "E", "pointer or reference to incomplete type %t is not allowed", 1],
  [300, "", "E", "a pointer to a bound function may only be used to call the function", 1],
  [153, "", "E", "expression must have class type but it has type %t", 1],
  [131, "", "E", "expression must have pointer-to-class type but it has type %t", 1],
  [3164, "", "E", "operator -> or ->* applied to %t instead of to a pointer type", 1],
  [169, "exp_declaration", "E", "expected a declaration", 1],
  [253, "exp_comma", "E", 'expected a ","'],
  [140, "", "E", "too many arguments in function call", 1],
  [165, "", "E", "too few arguments in function call", 1],
  [549, "used_before_set", "W", "variable %sq is used before its value is set"],
  [442, "", "E", "too few arguments for class template %sq", 1],
  [443, "", "E", "too many arguments for class template %sq", 1],
  [299, "", "E", "cannot determine which instance of overloaded function %sq is intended", 1],
  [1758, "", "E", 'expected a "{" introducing a lambda body', 1],
  [3216, "", "W", 'omitting "()" in a lambda declarator is nonstandard in this mode'],
  [260, "missing_type_specifier", "E", 'explicit type is missing ("int" assumed)'],
  [284, "", "W", "NULL reference is not allowed"],
  // (a warning for a switch's case label, which `--diag_*` controls; a hard error for a `goto`,
  // reported with ReportExtra.hard)
  [546, "", "W", "transfer of control bypasses initialization of:"],
  [1105, "warning_directive", "W", "#warning directive: %s"],
  [1150, "", "N", "[ %d instantiation contexts not shown ]"],
  [1222, "invalid_error_number", "W", "invalid error number"],
  [1223, "invalid_error_tag", "W", "invalid error tag"],
  [1224, "", "W", "expected an error number or error tag"],
  [1835, "", "W", "attribute %sq does not apply here"],
  // class semantics: member functions hiding base-class virtual functions
  [997, "virtual_function_decl_hidden", "W", "%n1 is hidden by %no2 -- virtual function override intended?"],
  [1455, "", "E", 'member function declared with "override" does not override a base class member'],
  [611, "partial_override", "W", "overloaded virtual function %no1 is only partially overridden in class %no2"],
  [1696, "", "C", "cannot open source file %sq"],
  [2656, "", "I", "%s"],
  [3033, "", "W", "inline variables are a C++17 feature"],
  [3184, "", "W", "#pragma diagnostic must have either 'push' or 'pop' argument"],
  [3185, "", "W", "no '#pragma diagnostic push' was found to match this 'diagnostic pop'"],
  // the quotes are literal: they are not colored like a %sq fill-in
  [3196, "", "N", 'to match this "%s"'],
  // rendered `variable "x" has already been defined (previous definition at line 1)`
  [3369, "", "E", "%n has already been defined (previous definition %p)"],
  [3709, "supress_warning", "R", 'The warnings can be suppressed with "-diag-suppress <warning-number>"'],

  // ---- constant evaluation and static_assert (lib/sema_const.ts; codes from SARIF ruleIds, all
  // errors hard: --diag_suppress leaves them alone; tests/fixtures/sema goldens) ----
  [28, "", "E", "expression must have a constant value", 1],
  // rendered `the value of variable "v" (declared at line 4) cannot be used as a constant`
  [2689, "", "N", "the value of %nd cannot be used as a constant"],
  [39, "", "E", "division by zero", 1],
  [179, "", "E", 'right operand of "%%" is zero', 1],
  [61, "", "W", "integer operation result is out of range"],
  [94, "", "E", "the size of an array must be greater than zero", 1],
  [1574, "", "E", "static assertion failed with %sq", 1],
  [2784, "", "E", "static assertion failed", 1],
  // note of error 28 for a signed overflow inside a constexpr call
  [2707, "", "N", "value exceeds range of %t"],
  [115, "", "E", "a continue statement may only be used within a loop", 1],
  [116, "", "E", "a break statement may only be used within a loop or switch", 1],
  [1749, "", "E", "enumeration value is outside the range of its underlying type (%t)", 1],
  [117, "", "W", "non-void function %sq should return a value"],
  [940, "implicit_return_from_non_void_function", "W", "missing return statement at end of non-void function %sq"],
  [114, "", "E", "label %sq was referenced but not defined", 1],
  [1578, "", "E", "case label value has already appeared in this switch %p", 1],
  [101, "", "E", "%sq has already been declared in the current scope", 1],
  [68, "integer_sign_change", "W", "integer conversion resulted in a change of sign"],
  [815, "useless_type_qualifier_on_return_type", "W", "type qualifier on return type is meaningless"],
  [174, "", "W", "expression has no effect"],
  [252, "", "E", "reference variable %sq requires an initializer", 1],
  [257, "", "E", "const variable %sq requires an initializer", 1],
  [70, "", "E", "incomplete type %t is not allowed", 1],
  // rendered `member "C::x" (declared at line 1) is inaccessible`
  [265, "", "E", "%nd is inaccessible"],
  // rendered `function "h(int)" (declared at line 6) cannot be referenced -- it is a deleted
  // function`
  [1776, "", "E", "%nd cannot be referenced -- it is a deleted function"],
  [2361, "", "W", "invalid narrowing conversion from %t1 to %t2"],
  // (checked: a floating `__launch_bounds__` argument, `__launch_bounds__(128.5)`; SARIF EC2412)
  [2412, "", "E", "this constant expression has type %t instead of the required integral or enum type"],
  [2829, "", "E", "too many identifiers"],
  [2675, "", "E", 'use the "typename" keyword to treat nontype %sq as a type in a dependent context'],
  [836, "", "W", "returning reference to local variable"],
  [1056, "", "W", "returning pointer to local variable"],
  [2830, "", "E", "there are more elements than there are binding names"],
  [1790, "", "E", "the default constructor of %t cannot be referenced -- it is a deleted function"],
  [167, "", "E", "argument of type %t1 is incompatible with parameter of type %t2", 1],
  // a call of a function template no candidate matches (checked; --diag_* leave it an error),
  // with one of these notes at the template
  [282, "", "E", "the global scope has no %sq"],
  [466, "", "E", '"main" is not a valid name for a function template'],
  [289, "", "E", "no instance of constructor %sq matches the argument list"],
  [304, "", "E", "no instance of %n matches the argument list", 1],
  [3322, "", "N", "number of parameters of %n does not match the call"],
  [3323, "", "N", 'substituting explicit template arguments "%s" for %n failed'],
  [3327, "", "N", "candidate %n failed deduction"],
  [239, "", "E", "invalid specifier outside a class declaration", 1],
  [771, "", "E", '"explicit" is not allowed', 1],
  [719, "", "E", "mutable is not allowed", 1],
  [80, "", "E", "a storage class may not be specified here", 1],
  [378, "", "E", '"static" is not allowed', 1],
  [1904, "", "E", 'a "final" class type cannot be used as a base class', 1],
  [258, "", "E", '"this" may only be used inside a nonstatic member function', 1],
  [137, "", "E", "expression must be a modifiable lvalue", 1],
  [120, "", "E", "return value type does not match the function type", 1],
  [105, "", "E", "invalid size for bit field", 1],
  [107, "", "E", "zero-length bit field must be unnamed", 1],
  [959, "", "W", "declared size for bit field is larger than the size of the bit field type; truncated to %d bits"],
  [186, "unsigned_compare_with_zero", "W", "pointless comparison of unsigned integer with zero"],
  // (checked on the binary: `char *name = "default";`)
  [2464, "", "W", 'conversion from a string literal to "char *" is deprecated'],
  // (checked on the binary: `if (i = 0)`, `while (i = 3)`)
  [187, "", "W", 'use of "=" where "==" may have been intended'],
  [63, "", "W", "shift count is too large"],
  // (checked on the binary, a hard error: `constexpr virtual int f();` before C++20)
  [2390, "", "E", "a function cannot be both constexpr and virtual in this mode", 1],
  // (checked on the binary: `a << -1`)
  [62, "", "W", "shift count is negative"],
  [311, "", "E", "cannot overload functions distinguished by return type alone", 1],
  [307, "", "E", "redefinition of default argument", 1],
  // rendered `invalid redeclaration of member function "S::m()" (declared at line 1)`
  [403, "", "E", "invalid redeclaration of %nd", 1],
  [173, "", "W", "floating-point value does not fit in required integral type"],
  [2140, "", "E", "expression must have integral or unscoped enum type", 1],
  [3357, "", "W", "capturing structured bindings is a C++20 feature"],
  [3306, "", "W", "a default bit-field initializer is a C++20 feature"],
  // (EC2809, EC2810, EC1650 in SARIF)
  [2809, "", "W", 'ignoring return value from routine declared with "nodiscard" attribute'],
  [2810, "", "W", 'ignoring return value type with "nodiscard" attribute'],
  [2958, "", "E", "cannot deduce class template arguments"],
  [1729, "", "E", "explicit capture matches default"],
  [2908, "", "W", 'the implicit by-copy capture of "this" is deprecated'],
  [1650, "", "W", "result of call is not used"],
  // (EC147 in SARIF; not changed by --diag_warning)
  [147, "", "E", "declaration is incompatible with %nd", 1],
  [1593, "", "E", 'cannot deduce "auto" type (initializer required)', 1],
  [1586, "", "E", "a variable declared with an auto type specifier cannot appear in its own initializer", 1],
  [146, "", "E", "too many initializer values", 1],
  [1587, "", "E", 'cannot deduce "auto" type', 1],
  [144, "", "E", "a value of type %t1 cannot be used to initialize an entity of type %t2", 1],
  [513, "", "E", "a value of type %t1 cannot be assigned to an entity of type %t2", 1],
  [42, "", "E", "operand types are incompatible (%t1 and %t2)", 1],
  [413, "", "E", "no suitable conversion function from %t1 to %t2 exists", 1],
  [415, "", "E", "no suitable constructor exists to convert from %t1 to %t2", 1],
  [312, "", "E", "no suitable user-defined conversion from %t1 to %t2 exists", 1],
  [1086, "", "E", "the object has type qualifiers that are not compatible with the member function %n", 1],
  [256, "", "E", "invalid redeclaration of type name %sq (declared %p)", 1],

  // ---- CUDA: cross-space calls (verified/06 §6.7, verified/02 §3.4; 3462/3464 triggered) ----
  [3462, "d_hd_illegal_call", "E", "calling a __device__ function(%sq1) from a __host__ __device__ function(%sq2) is not allowed", 1],
  [3463, "d_hd_illegal_call_constexpr", "E", "calling a constexpr __device__ function(%sq1) from a __host__ __device__ function(%sq2) is not allowed. The experimental flag '--expt-relaxed-constexpr' can be used to allow this."],
  [3464, "d_h_illegal_call", "E", "calling a __device__ function(%sq1) from a __host__ function(%sq2) is not allowed", 1],
  [3465, "d_h_illegal_call_constexpr", "E", "calling a constexpr __device__ function(%sq1) from a __host__ function(%sq2) is not allowed. The experimental flag '--expt-relaxed-constexpr' can be used to allow this."],
  [3468, "h_hd_illegal_call", "W", "calling a __host__ function(%sq1) from a __host__ __device__ function(%sq2) is not allowed"],
  [3469, "esa_on_defaulted_function_ignored", "W", "%s1 annotation is ignored on a non-virtual function(%sq2) that is explicitly defaulted on its first declaration"],
  [3470, "h_hd_illegal_call_constexpr", "W", "calling a constexpr __host__ function(%sq1) from a __host__ __device__ function(%sq2) is not allowed. The experimental flag '--expt-relaxed-constexpr' can be used to allow this."],
  [3471, "h_hd_illegal_call_generic", "W", "calling a __host__ function from a __host__ __device__ function is not allowed"],
  [3472, "h_hd_illegal_call_generic_constexpr", "W", "calling a constexpr __host__ function from a __host__ __device__ function is not allowed. The experimental flag '--expt-relaxed-constexpr' can be used to allow this."],
  [3473, "h_d_illegal_call", "E", "calling a __host__ function(%sq1) from a __device__ function(%sq2) is not allowed"],
  [3474, "h_d_illegal_call_constexpr", "E", "calling a constexpr __host__ function(%sq1) from a __device__ function(%sq2) is not allowed. The experimental flag '--expt-relaxed-constexpr' can be used to allow this."],
  [3475, "h_g_illegal_call", "E", "calling a __host__ function(%sq1) from a __global__ function(%sq2) is not allowed"],
  [3476, "h_g_illegal_call_constexpr", "E", "calling a constexpr __host__ function(%sq1) from a __global__ function(%sq2) is not allowed. The experimental flag '--expt-relaxed-constexpr' can be used to allow this."],
  [3741, "unsafe_device_call", "W", "potential call to %s1. mitigation: %s2"],

  // ---- CUDA: memory qualifiers and variables (verified/02 §3.3, verified/03 §3.4) ----
  [3480, "device_launch_no_sepcomp", "E", "kernel launch from __device__ or __global__ functions requires separate compilation mode"],
  [3481, "illegal_mem_qualifiers", "E", "illegal combination of memory qualifiers", 1],
  [3483, "illegal_local_to_host_function", "E", "%s1 %sq2 variable declaration is not allowed inside a host function body"],
  [3484, "illegal_local_to_device_function", "E", "%s1 %sq2 variable declaration is not allowed inside a device function body"],
  [3485, "illegal_member_qualifiers", "E", "memory qualifier on data member is not allowed"],
  [3510, "", "E", "initializer not allowed for __shared__ variable "],
  [3548, "device_var_read_in_host", "W", "a %s1 %n1 cannot be directly read in a host function"],
  [3549, "device_var_written_in_host", "W", "a %s1 %n1 cannot be directly written in a host function"],
  [3550, "device_var_address_taken_in_host", "W", "address of a %s1 %n1 cannot be directly taken in a host function"],
  [3551, "host_var_read_in_device", "W", "a host %n1 cannot be directly read in a device function"],
  [3552, "host_var_written_in_device", "W", "a host %n1 cannot be directly written in a device function"],
  [3553, "host_var_address_taken_in_device", "W", "address of a host %n1 cannot be directly taken in a device function"],
  [3566, "managed_const_type_not_allowed", "E", "a __managed__ variable cannot have a const qualified type"],
  [3567, "managed_reference_type_not_allowed", "E", "a __managed__ variable cannot have a reference type"],
  [3568, "managed_cant_be_shared_constant", "E", "__managed__ variables cannot be marked __shared__ or __constant__"],
  [3570, "thread_local_for_device_vars", "E", "cannot use thread_local specifier for a %s variable"],
  [3571, "thread_local_in_device_code", "E", "cannot use thread_local specifier for variable declarations in device code"],
  [3576, "decltype_of_managed_variable", "E", "A __managed__ variable cannot be used as an unparenthesized id-expression argument for decltype()"],
  [3577, "device_var_constexpr", "E", "A %s variable cannot be marked constexpr"],
  [3578, "device_var_structured_binding", "E", "The %s specifier is not allowed for a structured binding declaration"],
  [3579, "device_variable_in_unnamed_inline_ns", "E", "A %s variable cannot be declared within an inline unnamed namespace"],
  [3623, "auto_device_fn_ref", "E", 'A non-constexpr __device__ function (%sq1) with "auto" deduced return type cannot be directly referenced %s2, except if the reference is absent when __CUDA_ARCH__ is undefined'],
  [3648, "unsupported_inline_var", "E", "An inline __device__/__constant__/__managed__ variable must have internal linkage when the program is compiled in whole program mode (-rdc=false)"],
  [3649, "shared_specifier_in_range_for", "E", "the __shared__ memory space specifier is not allowed for a variable declared by the for-range-declaration"],

  // ---- CUDA: __global__ functions (verified/02 §3.2, verified/03 §3.1; 3503/3505/3507 triggered) ----
  [3503, "global_function_has_ellipsis", "E", "a __global__ function cannot have ellipsis", 1],
  [3505, "global_function_return_type", "E", "a __global__ function must have a void return type"],
  [3506, "global_function_deduced_return_type", "E", "a __global__ function must not have a deduced return type"],
  [3507, "global_function_inline", "W", "inline qualifier ignored for %sq function"],
  [3508, "configuration_error", "E", "a %s function call %s2 be configured"],
  [3520, "global_rvalue_ref_type", "E", "a __global__ function cannot have a parameter with rvalue reference type"],
  [3538, "main_marked_device", "E", "function main cannot be marked __device__ or __global__"],
  [3572, "global_function_with_initializer_list", "E", "a __global__ function or function template cannot have a parameter with type std::initializer_list"],
  [3573, "global_function_pack_not_last", "E", "Pack template parameter must be the last template parameter for a variadic __global__ function template"],
  [3574, "global_function_multiple_packs", "E", "Multiple pack parameters are not allowed for a variadic __global__ function template"],
  [3575, "global_function_constexpr", "E", "A __global__ function or function template cannot be marked constexpr"],
  [3581, "global_function_in_unnamed_inline_ns", "E", "A __global__ function or function template cannot be declared within an inline unnamed namespace"],
  [3588, "global_va_list_type", "E", "A __global__ function or function template cannot have a parameter with va_list type"],
  [3643, "global_friend_definition", "E", "A __global__ function or function template cannot be defined in a friend declaration"],
  [3644, "global_operator_function", "E", "An operator function cannot be a __global__ function"],
  [3647, "global_exception_spec", "E", "An exception specification is not allowed for a __global__ function or function template"],
  [3669, "zero_size_par_not_allowed", "E", "zero-sized parameter type %t is not allowed in device code"],
  [3688, "global_class_decl", "E", "A __global__ function or function template cannot be a member function"],
  [3695, "missing_launch_bounds", "W", "no __launch_bounds__ specified for __global__ function"],
  [3711, "global_function_consteval", "E", "A __global__ function or function template cannot be marked consteval"],

  // ---- CUDA: launch bounds, cluster dims, maxnreg (verified/03 §3.2) ----
  [3534, "bounds_attr_only_on_global_func", "E", "%s is only allowed on a __global__ function"],
  [3535, "bounds_attr_only_nonmember_func", "E", "%s is only allowed on a non-member function"],
  [3685, "cluster_dims_must_be_positive", "E", "__cluster_dims__ arguments must be positive integers"],
  [3686, "cluster_dims_too_large", "E", "cluster dimension value is too large"],
  [3705, "max_blocks_per_cluster_negative", "E", "max blocks per cluster must not be negative"],
  [3706, "max_blocks_per_cluster_too_large", "E", "max blocks per cluster is too large"],
  [3707, "too_many_blocks_in_cluster", "E", "total number of blocks in cluster computed from %s exceeds __launch_bounds__ specified limit for max blocks in cluster"],
  [3715, "maxnreg_attr_only_on_global_func", "E", "%s is only allowed on a __global__ function"],
  [3717, "maxnreg_negative", "E", "The maximum number of registers that can be allocated per thread must be positive"],
  [3718, "maxnreg_too_large", "E", "The maximum number of registers that can be allocated per thread is too large"],
  [3719, "bounds_maxnreg_incompatible_qualifiers", "E", "The %s qualifiers cannot be applied to the same kernel"],
  [3786, "local_maxnreg_negative", "E", "The maximum number of registers that can be allocated per thread must be positive"],
  [3787, "local_maxnreg_too_large", "E", "The maximum number of registers that can be allocated per thread is too large"],
  [3788, "block_size_must_be_positive", "E", "__block_size__ arguments must be positive integers"],
  [3789, "block_size_too_large", "E", "block size value is too large"],
  [3791, "conflict_between_cluster_dim_and_block_size", "E", "cannot specify the second tuple in __block_size__ while __cluster_dims__ is present"],

  // ---- CUDA: __grid_constant__ (verified/03 §3.3) ----
  [3696, "grid_constant_not_const", "E", "a parameter annotated with __grid_constant__ must have const-qualified type"],
  [3697, "grid_constant_reference_type", "E", "a parameter annotated with __grid_constant__ must not have reference type"],
  [3698, "grid_constant_incompat_redecl", "E", "incompatible __grid_constant__ annotation for parameter %s in function redeclaration (see previous declaration %p)"],
  [3699, "grid_constant_incompat_templ_redecl", "E", "incompatible __grid_constant__ annotation for parameter %s in function template redeclaration (see previous declaration %p)"],
  [3700, "grid_constant_incompat_specialization", "E", "incompatible __grid_constant__ annotation for parameter %s in function specialization (see previous declaration %p)"],
  [3701, "grid_constant_incompat_instantiation_directive", "E", "incompatible __grid_constant__ annotation for parameter %s in instantiation directive (see previous declaration %p)"],
  [3702, "grid_constant_non_kernel", "E", "__grid_constant__ annotation is only allowed on a parameter of a __global__ function"],

  // ---- CUDA: __nv_register_params__, inline hints (verified/03 §3.5) ----
  [3659, "register_params_not_enabled", "E", "__nv_register_params__ support is not enabled"],
  [3660, "register_params_unsupported_arch", "E", "__nv_register_params__ is only supported for compute_80 or later architecture"],
  [3661, "register_params_unsupported_function", "E", "__nv_register_params__ is not allowed on a %s function"],
  [3662, "register_params_ellipsis_function", "E", "__nv_register_params__ is not allowed on a function with ellipsis"],
  [3712, "inline_hint_noinline_conflict", "E", '"__inline_hint__" and "__noinline__" may not be used on the same declaration'],
  [3713, "inline_hint_forceinline_conflict", "E", '"__inline_hint__" and "__forceinline__" may not be used on the same declaration'],

  // ---- CUDA: extended lambdas (verified/03 §3.6) ----
  [3592, "extended_lambda_enclosing_function_local", "E", "The enclosing parent function (%sq2) for an extended %s1 lambda must not be defined inside another function"],
  [3593, "extended_lambda_reference_capture", "E", "An extended %s lambda cannot capture variables by reference"],
  [3594, "extended_lambda_pack_capture", "E", "An extended %s lambda cannot capture an element of a parameter pack"],
  [3595, "extended_lambda_too_many_captures", "E", "An extended %s lambda can only capture up to 1023 variables"],
  [3596, "extended_lambda_init_capture_array", "E", "An extended %s lambda cannot init-capture variables with array type"],
  [3597, "extended_lambda_array_capture_rank", "E", "An extended %s lambda cannot capture an array variable (type: %t) with more than 7 dimensions"],
  [3598, "extended_lambda_array_capture_default_constructible", "E", "An extended %s lambda cannot capture an array variable whose element type (%t) is not default constructible on the host"],
  [3599, "extended_lambda_array_capture_assignable", "E", "An extended %s lambda cannot capture an array variable whose element type (%t) is not assignable on the host"],
  [3600, "extended_lambda_cant_take_function_address", "E", "The enclosing parent function (%sq2) for an extended %s1 lambda must allow its address to be taken"],
  [3601, "extended_lambda_parent_class_unnamed", "E", "The enclosing parent function (%sq2) for an extended %s1 lambda cannot be a member function of a class that is unnamed"],
  [3603, "extended_lambda_capture_local_type", "E", "A type local to a function (%t) cannot be used in the type of a variable captured by an extended __device__ or __host__ __device__ lambda"],
  [3604, "extended_lambda_capture_private_type", "E", "A type that is a private or protected class member (%t) cannot be used in the type of a variable captured by an extended __device__ or __host__ __device__ lambda"],
  [3605, "extended_lambda_parent_private_template_arg", "E", "A template that is a private or protected class member cannot be used in the template argument of the enclosing parent function (and any parent classes) of an extended %s lambda"],
  [3606, "extended_lambda_parent_local_type", "E", "A type local to a function (%t) cannot be used in the template argument of the enclosing parent function (and any parent classes) of an extended __device__ or __host__ __device__ lambda"],
  [3607, "extended_lambda_parent_private_type", "E", "A type that is a private or protected class member (%t) cannot be used in the template argument of the enclosing parent function (and any parent classes) of an extended __device__ or __host__ __device__ lambda"],
  [3608, "extended_lambda_inaccessible_parent", "E", "The enclosing parent function (%sq2) for an extended %s1 lambda cannot have private or protected access within its class"],
  [3609, "extended_lambda_inaccessible_ancestor", "E", "An extended %s1 lambda cannot be defined inside a class (%sq2) with private or protected access within another class"],
  [3610, "extended_lambda_call_operator_local_type", "E", "A type local to a function (%t) cannot be used in the return or parameter types of the operator() of an extended __device__ or __host__ __device__ lambda"],
  [3611, "extended_lambda_call_operator_private_type", "E", "A type that is a private or protected class member (%t) cannot be used in the return or parameter types of the operator() of an extended __device__ or __host__ __device__ lambda"],
  [3612, "extended_lambda_disallowed", "E", "__host__ or __device__ annotation on lambda requires --extended-lambda nvcc flag"],
  [3613, "extended_lambda_enclosing_function_deducible", "E", "The enclosing parent function (%sq2) for an extended %s1 lambda must not have deduced return type"],
  [3614, "extended_host_device_generic_lambda", "E", "__host__ __device__ extended lambdas cannot be generic lambdas"],
  [3615, "extended_lambda_hd_init_capture", "E", "init-captures are not allowed for extended __host__ __device__ lambdas"],
  [3616, "extended_lambda_init_capture_initlist", "E", "An extended %s lambda cannot have init-captures with type std::initializer_list"],
  [3617, "extended_lambda_enclosing_function_not_found", "E", "If an extended %s lambda is defined within the body of one or more nested lambda expressions, each of these enclosing lambda expressions must be defined within the immediate or nested block scope of a function."],
  [3618, "extended_lambda_enclosing_function_generic_lambda", "E", "An extended %s1 lambda cannot be defined inside a generic lambda expression(%sq2)."],
  // verified/07 §7: the catalog collapsed the double space before "lambda"
  [3619, "extended_lambda_enclosing_function_hd_lambda", "E", "An extended %s1 lambda cannot be defined inside an extended __host__ __device__  lambda expression(%sq2)."],
  [3620, "extended_lambda_constexpr", "E", "The %s1 specifier is not allowed for an extended %s2 lambda"],
  [3621, "lambda_operator_annotated", "E", "The operator() function for a lambda cannot be explicitly annotated with execution space annotations (__host__/__device__/__global__), the annotations are derived from its closure class"],
  [3635, "this_addr_capture_ext_lambda", "W", "Implicit capture of 'this' in extended lambda expression"],
  [3691, "extended_lambda_capture_in_constexpr_if", "E", "An extended %s lambda cannot first-capture variable in constexpr-if context"],

  // ---- CUDA: virtual override execution-space matrix (verified/02 §6, verified/07 §9) ----
  // overridden (base) space / overriding (derived) space; all six triggered
  [3542, "vfunc_incompat_exec_h_d", "E", "execution space mismatch: overridden entity (%n1) is a __host__ function, but overriding entity (%n2) is a __device__ function", 1],
  [3543, "vfunc_incompat_exec_h_hd", "E", "execution space mismatch: overridden entity (%n1) is a __host__ function, but overriding entity (%n2) is a __host__ __device__ function", 1],
  [3544, "vfunc_incompat_exec_d_hd", "E", "execution space mismatch: overridden entity (%n1) is a __device__ function, but overriding entity (%n2) is a __host__ __device__ function", 1],
  [3545, "vfunc_incompat_exec_d_h", "E", "execution space mismatch: overridden entity (%n1) is a __device__ function, but overriding entity (%n2) is a __host__ function", 1],
  [3546, "vfunc_incompat_exec_hd_h", "E", "execution space mismatch: overridden entity (%n1) is a __host__ __device__ function, but overriding entity (%n2) is a __host__ function", 1],
  [3547, "vfunc_incompat_exec_hd_d", "E", "execution space mismatch: overridden entity (%n1) is a __host__ __device__ function, but overriding entity (%n2) is a __device__ function", 1],

  // ---- CUDA: catalog diagnostics whose numbers were found by triggering them (on cicc or on
  // cudafe++; SARIF rule ids), texts as the binary printed them (tests/fixtures/cuda goldens) ----
  [281, "global_qualifier_not_allowed", "E", "global-scope qualifier (leading \"::\") is not allowed", 1],
  [1215, "deprecated_entity", "W", "%n was declared deprecated"],
  [1444, "deprecated_entity_with_custom_message", "W", "%n was declared deprecated (%sq)"],
  [3487, "global_function_redeclared_without_global", "E", "a __global__ function(%no1) redeclared without __global__", 1],
  [3488, "global_function_redeclared_with_host", "E", "a __global__ function(%no1) redeclared with __host__", 1],
  [3489, "global_function_redeclared_with_device", "E", "a __global__ function(%no1) redeclared with __device__", 1],
  [3490, "global_function_redeclared_with_host_device", "E", "a __global__ function(%no1) redeclared with __host__ __device__", 1],
  [3491, "device_function_redeclared_with_global", "E", "a __device__ function(%no1) redeclared with __global__", 1],
  [3492, "device_function_redeclared_with_host", "W", "a __device__ function(%no1) redeclared with __host__, hence treated as a __host__ __device__ function"],
  [3493, "device_function_redeclared_with_host_device", "W", "a __device__ function(%no1) redeclared with __host__ __device__, hence treated as a __host__ __device__ function"],
  [3494, "device_function_redeclared_without_device", "W", "a __device__ function(%no1) redeclared without __device__, hence treated as a __host__ __device__ function"],
  [3495, "host_function_redeclared_with_global", "E", "a __host__ function(%no1) redeclared with __global__", 1],
  [3496, "host_function_redeclared_with_device", "W", "a __host__ function(%no1) redeclared with __device__, hence treated as a __host__ __device__ function"],
  [3497, "host_function_redeclared_with_host_device", "W", "a __host__ function(%no1) redeclared with __host__ __device__, hence treated as a __host__ __device__ function"],
  [3498, "host_device_function_redeclared_with_global", "E", "a __host__ __device__ function(%no1) redeclared with __global__", 1],
  [3499, "variable_redeclared_with", "W", "a %s1 variable(%no1) redeclared with %s2"],
  [3500, "variable_redeclared_without", "W", "a %s1 variable(%no1) redeclared without %s2"],
  [3502, "cuda_xasm_strict_placeholder_format", "W", "'%' must be followed by a digit or escaped with another '%' in asm declarations"],
  [3511, "", "E", "dynamic initialization is not supported for a function-scope static %s variable within a __device__/__global__ function", 1],
  [3522, "missing_api_for_device_side_launch", "E", "device-side kernel launch could not be processed as the required runtime APIs are not declared", 1],
  [3523, "device_side_launch_arg_with_user_provided_cctor", "E", "cannot pass an argument with a user-provided copy-constructor to a device-side kernel launch", 1],
  [3524, "device_side_launch_arg_with_user_provided_dtor", "E", "cannot pass an argument with a user-provided destructor to a device-side kernel launch", 1],
  [3525, "undefined_device_identifier", "E", "identifier %sq is undefined in device code", 1],
  [3529, "asm_constraint_must_have_single_letter", "E", "an asm operand may specify only one constraint letter in a __device__/__global__ function", 1],
  [3532, "asm_constraint_letter_not_allowed_in_device", "E", "asm constraint letter '%s' is not allowed inside a __device__/__global__ function", 1],
  [3533, "", "E", "asm operand type size(%s) does not match type/size implied by constraint '%s'", 1],
  [3539, "addr_of_label_in_device_func", "E", "address of label extension is not supported in __device__/__global__ functions", 1],
  [3554, "addr_of_text_surf_var_in_device_func", "E", "cannot take address of texture/surface variable %sq in __device__/__global__ functions", 1],
  [3555, "addr_of_text_surf_expr_in_device_func", "E", "cannot take address of texture/surface expression in __device__/__global__ functions", 1],
  [3556, "indir_into_text_surf_var_in_device_func", "E", "indirection not allowed for accessing texture/surface through variable %sq in __device__/__global__ functions", 1],
  [3557, "indir_into_text_surf_expr_in_device_func", "E", "indirection not allowed for accessing texture/surface through expression in __device__/__global__ functions", 1],
  [3559, "reference_to_text_surf_var_in_device_func", "E", "taking reference of texture/surface variable not allowed in __device__/__global__ functions", 1],
  [3561, "", "E", "member variables of an anonymous union at global or namespace scope cannot be directly accessed in __device__ and __global__ functions", 1],
  [3563, "unsupported_type_in_device_code", "E", "%t %s1 a %s2, which is not supported in device code", 1],
  [3565, "unsupported_configuration_for_managed_capability", "E", "__managed__ variables are not yet supported for this configuration (compilation mode (32/64 bit) and/or target operating system)", 1],
  [3580, "texture_surface_variable_in_unnamed_inline_ns", "E", "A texture or surface variable cannot be declared within an inline unnamed namespace", 1],
  [3582, "global_lambda_template_arg", "E", "The closure type for a lambda (%t%s) cannot be used in the template argument type of a __global__ function template instantiation, unless the lambda is defined within a __device__ or __global__ function, or the flag '-extended-lambda' is specified and the lambda is an extended lambda (a __device__ or __host__ __device__ lambda defined within a __host__ or __host__ __device__ function)"],
  [3583, "global_func_local_template_arg", "E", "A type defined inside a __host__ function  (%t) cannot be used in the template argument type of a __global__ function template instantiation"],
  [3585, "global_private_type_arg", "E", "A type that is defined inside a class and has private or protected access (%t) cannot be used in the template argument type of a __global__ function template instantiation, unless the class is local to a __device__ or __global__ function"],
  [3586, "global_unnamed_type_arg", "E", "An unnamed type (%t) cannot be used in the template argument type of a __global__ function template instantiation, unless the type is local to a __device__ or __global__ function"],
  [3587, "global_private_template_arg", "E", "A template that is defined inside a class and has private or protected access cannot be used in the template template argument of a __global__ function template instantiation"],
  [3589, "extended_lambda_no_parent_func", "E", "Could not determine parent function address from __parent() annotation"],
  [3590, "extended_lambda_multiple_parent", "E", "Cannot specify multiple __nv_parent directives in a lambda declaration"],
  [3591, "extended_lambda_illegal_parent", "E", "malformed __nv_parent annotation. Expected address of enclosing function"],
  [3637, "variable_template_lambda_template_arg", "E", "The closure type for a lambda (%t%s) cannot be used in the template argument type of a variable template instantiation, unless the lambda is defined within a __device__ or __global__ function, or the lambda is an 'extended lambda' and the flag --extended-lambda is specified"],
  [3638, "variable_template_func_local_template_arg", "E", "A type defined inside a __host__ function  (%t) cannot be used in the template argument type of a variable template template instantiation"],
  [3639, "variable_template_private_type_arg", "E", "A type that is defined inside a class and has private or protected access (%t) cannot be used in the template argument type of a variable template instantiation, unless the class is local to a __device__ or __global__ function"],
  [3640, "variable_template_private_template_arg", "E", "A template that is defined inside a class and has private or protected access cannot be used in the template template argument of a variable template instantiation"],
  [3641, "variable_template_unnamed_type_template_arg", "E", "An unnamed type (%t) cannot be used in the template argument type of a variable template template instantiation, unless the type is local to a __device__ or __global__ function"],
  [3645, "cuda_device_code_unsupported_operator", "E", "The operator '%s' is not allowed in device code", 1],
  [3656, "unrecognized_pragma_device_code", "W", "unrecognized #pragma in device code"],
  [3658, "illegal_ucn_in_device_identifer", "E", "Universal character is not allowed in device entity name (%sq)"],
  [3665, "cuda_demote_unsupported_floating_point", "W", "'long double' is treated as 'double' in device code"],
  [3668, "", "E", "zero-sized variable %sq is not allowed in device code", 1],
  [3674, "unannotated_function_in_jit", "E", "A function without execution space annotations (__host__/__device__/__global__) is considered a host function, and host functions are not allowed in JIT mode. Consider using -default-device flag to process unannotated functions as __device__ functions in JIT mode"],
  [3675, "unannotated_variable_in_jit", "E", "A namespace scope variable without memory space annotations (__device__/__constant__/__shared__/__managed__) is considered a host variable, and host variables are not allowed in JIT mode. Consider using -default-device flag to process unannotated namespace scope variables as __device__ variables in JIT mode"],
  [3676, "unannotated_static_data_member_in_jit", "E", "A class static data member with non-const type is considered a host variable, and host variables are not allowed in JIT mode. Consider using -default-device flag to process such data members as __device__ variables in JIT mode"],
  [3687, "cluster_dims_unsupported", "E", "__cluster_dims__ is not supported for this GPU architecture"],
  [3704, "max_blocks_per_cluster_unsupported", "E", "cannot specify max blocks per cluster for this GPU architecture"],
  [3708, "no_coroutine_on_device", "E", "device code does not support coroutines", 1],
  [3714, "local_type_used_in_global_function", "W", "a local type %t (defined in %sq1) used in global function %sq2 template argument, the global function cannot be launched from host code."],
  [3728, "wgmma_mma_async_not_enabled", "E", "__wgmma_mma_async builtins are only available for sm_90a"],
  [3729, "wgmma_mma_async_nonconstant_arg", "E", "Non-constant argument to __wgmma_mma_async call"],
  [3730, "wgmma_mma_async_missing_args", "E", "The 'A' or 'B' argument to __wgmma_mma_async call is missing"],
  [3731, "wgmma_mma_async_bad_A_type", "E", "'A' argument must have void* or unsigned long long type"],
  [3732, "wgmma_mma_async_bad_B_type", "E", "'B' argument must be unsigned long long type"],
  [3733, "wgmma_mma_async_bad_shape", "E", "The shape %s is not supported for __wgmma_mma_async builtin"],
  [3756, "nv_atomic_load_order_error", "E", "atomic load's memory order cannot be release or acq_rel.", 1],
  [3757, "nv_atomic_store_order_error", "E", "atomic store's memory order cannot be consume, acquire or acq_rel.", 1],
  [3759, "nv_atomic_load_store_scope_cluster_change_to_device", "W", "atomic load and store's scope of cluster is supported on architecture sm_90 or above. Using device scope instead."],
  [3763, "nv_atomic_operations_scope_cluster_change_to_device", "W", "atomic operations' scope of cluster is supported on architecture sm_90 or above. Using device scope instead."],
  [3764, "nv_atomic_exch_cas_b128_not_supported", "E", "128-bit atomic exchange or compare-and-exchange is supported on architecture sm_90 or above.", 1],
  [3768, "nv_atomic_function_address_taken", "E", "nv atomic function must be called directly.", 1],
  [3769, "nv_atomic_function_no_args", "E", "atomic function requires at least one argument.", 1],
  [3775, "nv_abi_pragma_next_construct", "E", "#pragma nv_abi must appear immediately before a function declaration, function definition, or an expression statement", 1],
  [3776, "nv_abi_pragma_device_function_context", "E", "#pragma nv_abi is not supported inside a host function", 1],
  [3777, "nv_abi_pragma_device_function", "E", "#pragma nv_abi must be applied to device functions", 1],
  [3778, "nv_abi_pragma_missing_arg", "E", "#pragma nv_abi requires an argument", 1],
  [3779, "nv_abi_pragma_duplicate_arg", "E", "#pragma nv_abi contains a duplicate argument", 1],
  [3780, "nv_abi_pragma_invalid_option", "E", "#pragma nv_abi contains an invalid option", 1],
  [3781, "nv_abi_pragma_not_constant", "E", "#pragma nv_abi argument must evaluate to an integral constant expression", 1],
  [3782, "nv_abi_pragma_overflow_value", "E", "#pragma nv_abi argument value exceeds the range of an integer", 1],
  [3783, "nv_abi_pragma_not_positive_value", "E", "#pragma nv_abi argument value must be a positive value", 1],
  [3790, "block_size_unsupported", "E", "__block_size__ is not supported for this GPU architecture"],
  [3517, "", "E", "device code does not support exception handling", 1],
  [3518, "no_dynamic_init", "E", "dynamic initialization is not supported for a %s variable", 1],
  // ---- CUDA: whole-program mode (verified/02 §3.8) ----
  [3501, "extern_entity_treated_as_static", "W", "extern declaration of the entity %s is treated as a static definition"],
  [3654, "missing_pushcallconfig", "I", "unable to find __cudaPushCallConfiguration declaration. CUDA toolkit installation may be corrupt."],
  // ---- CUDA: __nv_atomic_* builtins (texts as the binary prints them) ----
  [1645, "", "E", "first argument must be a pointer to integer or enum type", 1],
  [3746, "invalid_nv_atomic_memory_order_value", "E", "invalid memory order value for atomic operations.", 1],
  [3747, "invalid_nv_atomic_thread_scope_value", "E", "invalid thread scope value for atomic operations.", 1],
  [3748, "invalid_nv_atomic_operation_size", "E", "atomic operations and, or, xor, add, sub, min and max are valid only on objects of size 4, or 8.", 1],
  [3749, "invalid_nv_atomic_cas_size", "E", "atomic CAS is valid only on objects of size 2, 4, 8 or 16 bytes.", 1],
  [3750, "invalid_nv_atomic_exch_size", "E", "atomic exchange is valid only on objects of size 4, 8 or 16 bytes.", 1],
  [3751, "invalid_nv_atomic_operation_add_sub_size", "E", "atomic operations add and sub are not valid on signed integer of size 8.", 1],
  [3752, "invalid_nv_atomic_operation_max_min_float", "E", "atomic operations min and max are not supported on any floating-point types.", 1],
  [3753, "nv_atomic_operation_not_in_device_function", "E", "atomic operations are not in a device function.", 1],
  [3754, "nv_atomic_operation_scope_not_constant_int", "E", "atomic operation's scope argument is not an integer literal.", 1],
  [3755, "nv_atomic_operation_order_not_constant_int", "E", "atomic operation's memory order argument is not an integer literal.", 1],
  [3767, "invalid_data_size_for_nv_atomic_generic_function", "E", "generic nv atomic functions are valid only on objects of size 1, 2, 4, 8 and 16 bytes.", 1],
  [3770, "floating_type_for_logical_atomic_operation", "E", "For a logical atomic operation, the first argument cannot be any floating-point types.", 1],
  [3771, "non_integral_type_for_non_generic_nv_atomic_function", "E", "non-generic nv atomic load, store, cas and exchange are valid only on integral types.", 1],
  [3735, "extern_kernel_template", "W", 'when "-static-global-template-stub=true", extern __global__ function template is not supported in whole program compilation mode ("-rdc=false"). To resolve the issue, either use separate compilation mode ("-rdc=true"), or explicitly set "-static-global-template-stub=false" (but see nvcc documentation about downsides of turning it off)'],
  [3737, "template_global_no_def", "W", ""],
];

/**
 * Tags that the real cudafe++ accepts (checked one by one with `--diag_suppress=<tag>`) but whose
 * internal code is not known yet because cudafe-ts does not emit the diagnostic. They resolve to
 * synthetic codes from PENDING_BASE on so that `--diag_*` and `#pragma nv_diag_*` accept them
 * quietly, as the binary does; a synthetic code is never emitted and cannot be named by number.
 * Whoever implements one of these diagnostics must find its real code (trigger it with
 * `--output_mode sarif`: ruleId EC<code>) and move it into ROWS.
 */
export const PENDING_BASE = 100000;
/**
 * Tags of EDG's own (non-CUDA) diagnostics that real projects name in `#pragma nv_diag_suppress`
 * and that the binary accepts (each checked with `--diag_suppress=<tag>`), while cudafe-ts does
 * not emit their diagnostics: accepted quietly like the pending CUDA tags.
 */
// deno-fmt-ignore
const EDG_NAMED_TAGS: ReadonlyArray<string> = [
  "bad_friend_decl", "base_class_has_different_dll_interface", "boolean_controlling_expr_is_constant",
  "branch_past_initialization", "cc_clobber_ignored", "code_is_unreachable", "declared_but_not_referenced",
  "dll_interface_conflict_dllexport_assumed", "dll_interface_conflict_none_assumed", "extra_semicolon",
  "field_without_dll_interface", "set_but_not_used", "static_var_with_dynamic_init",
];
// deno-fmt-ignore
export const PENDING_TAGS: ReadonlyArray<string> = [
  "ambiguous_block_size_spec", "bad_shared_storage_class", "cuda_displaced_new_or_delete_operator",
  "cuda_specifier_twice_in_group", "device_func_tex_arg", "device_function_has_ellipsis",
  "extended_lambda_discriminator", "extended_lambda_inside_constexpr_if", "extended_lambda_multiple_parameter_packs",
  "extended_lambda_nest_parent_template_param_unnamed", "extended_lambda_parent_non_extern",
  "extended_lambda_parent_template_param_unnamed", "extern_shared", "global_param_align_too_big",
  "global_ref_param_restrict", "grid_constant_unsupported_arch", "host_closure_class_in_jit",
  "invalid_nvvm_builtin_intrinsic", "local_maxnreg_attr_only_nonmember_func", "local_maxnreg_attribute_conflict",
  "maxnreg_attr_only_nonmember_func", "mismatched_shared_block_size", "multiple_block_sizes",
  "name_expr_extra_tokens", "name_expr_internal_error", "name_expr_non_device_variable",
  "name_expr_non_global_routine", "name_expr_not_routine_or_variable", "name_expr_parsing", "no_host_in_jit",
  "nonshared_blocksizeof", "nonshared_strict_relaxed", "nv_abi_pragma_bad_format",
  "nv_atomic_add_sub_f64_not_supported", "nv_atomic_cas_b16_not_supported",
  "nv_atomic_functions_not_supported_below_sm60", "nv_atomic_load_store_b128_version_too_low",
  "nv_atomic_operations_memory_order_fallback_to_membar", "nv_atomic_operations_scope_fallback_to_membar",
  "reference_to_text_surf_type_in_device_func", "shared_affinity_type", "shared_block_size_must_be_positive",
  "shared_block_size_too_large", "shared_inside_struct", "shared_nonthreads_dim", "shared_parameter",
  "threads_dimension_requires_definite_block_size", "unannotated_static_not_allowed_in_device",
  "undefined_device_entity", "unsupported_arch_for_managed_capability", "unsupported_nv_attribute",
  "use_of_virtual_base_on_compute_1x",
];

const SEV: Record<Sev, Severity> = {
  N: "note",
  R: "remark",
  W: "warning",
  E: "error",
  C: "catastrophic",
  I: "internal",
};

function build(): { list: DiagInfo[]; byCode: Map<number, DiagInfo>; byTag: Map<string, number> } {
  const list: DiagInfo[] = [];
  const byCode = new Map<number, DiagInfo>();
  const byTag = new Map<string, number>();
  for (const [code, tag, s, text, hard] of ROWS) {
    const severity = SEV[s];
    const info: DiagInfo = {
      code,
      tag,
      severity,
      text,
      discretionary: hard !== 1 && severity !== "catastrophic" && severity !== "internal",
    };
    if (byCode.has(code)) throw new Error(`diag_table: duplicate code ${code}`);
    byCode.set(code, info);
    list.push(info);
    if (tag !== "") byTag.set(tag, code);
  }
  let next = PENDING_BASE;
  for (const tag of [...PENDING_TAGS, ...EDG_NAMED_TAGS]) {
    if (!byTag.has(tag)) byTag.set(tag, next++);
  }
  list.sort((a, b) => a.code - b.code);
  return { list, byCode, byTag };
}

const TABLE = build();

/** Every diagnostic with a known internal code, sorted by code. */
export const DIAGS: ReadonlyArray<DiagInfo> = TABLE.list;

/** The table row of internal code `code`, if known. */
export function diagInfo(code: number): DiagInfo | undefined {
  return TABLE.byCode.get(code);
}

/** The internal code of a tag (synthetic >= PENDING_BASE for accepted tags of unknown code). */
export function codeOfTag(tag: string): number | undefined {
  return TABLE.byTag.get(tag);
}

/**
 * Resolves a `--diag_*` value or a `#pragma nv_diag_*` argument to an internal code, the way
 * the command line does:
 * - a value starting with a digit must be all decimal digits (else "invalid-number", shown as
 *   `invalid number: X`), in 1..3794 or 20000..20337 (display numbers; else "bad-number",
 *   `invalid error number in diagnostic control option: X`);
 * - anything else is a tag name (unknown: "bad-tag", `invalid error tag in diagnostic control
 *   option: X`). Surrounding spaces are ignored (`--diag_suppress=" 69"` works on the binary).
 */
export function resolveDiagCode(
  value: string,
): number | "bad-number" | "bad-tag" | "invalid-number" {
  const v = value.trim();
  const c0 = v.charCodeAt(0);
  if (c0 >= 48 && c0 <= 57) {
    for (let i = 1; i < v.length; i++) {
      const c = v.charCodeAt(i);
      if (c < 48 || c > 57) return "invalid-number";
    }
    // strtol overflow on the binary: `invalid number: 99999999999999999999`
    if (v.length > 18) return "invalid-number";
    return numberToCode(Number(v));
  }
  const code = TABLE.byTag.get(v);
  return code === undefined ? "bad-tag" : code;
}

/** Maps a number given by the user (internal or displayed) to the internal code. */
export function numberToCode(n: number): number | "bad-number" {
  if (n >= 1 && n <= LAST_CODE) return n;
  if (n >= FIRST_CUDA_CODE + CUDA_DISPLAY_OFFSET && n <= LAST_CODE + CUDA_DISPLAY_OFFSET) {
    return n - CUDA_DISPLAY_OFFSET;
  }
  return "bad-number";
}
