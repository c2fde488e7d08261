/**
 * The command-line option table of cudafe++ 13.0, as data.
 *
 * The rows are in the order `cudafe++ --dump_command_options` prints them (386 long names); that
 * order also decides the candidate list of an ambiguous abbreviation. Which options take a value
 * and which single-character aliases exist were read off the real binary by
 * `scripts/probe_cli_options.ts` (rerun it with `--check` to compare this table with the binary).
 *
 * Row syntax (one option a line): `name [-c] v|s action`
 *   `-c`      the single-character alias
 *   `v` / `s` takes a value / is a switch
 *   action:
 *     `-`            no configuration field: accepted, recorded in `Config.unimplemented`
 *     `f:name`       feature toggle: sets `Config.features[name]` (true, or false for the negative
 *                    member of a pair)
 *     `b:field`      switch: sets the boolean field to true (`b:field=false` sets false)
 *     `s:field`      value: stores the string
 *     `n:field`      value: stores a number (digits only, "invalid number: X" otherwise)
 *     `l:field`      value: appended to a string list
 *     `d:action`     diagnostic control (suppress/remark/warning/error/once)
 *     `x:handler`    special handling in lib/cli_args.ts
 *   A trailing `*` marks an option cudafe-ts implements (it changes what cudafe-ts does); the
 *   others are accepted, validated like the binary does, and listed in `Config.unimplemented`.
 */

export type OptionAction =
  | { kind: "none" }
  | { kind: "feature"; feature: string; value: boolean }
  | { kind: "bool"; field: string; value: boolean }
  | { kind: "string"; field: string }
  | { kind: "number"; field: string }
  | { kind: "list"; field: string }
  | { kind: "diag"; action: "suppress" | "remark" | "warning" | "error" | "once" }
  | { kind: "special"; handler: string };

export interface OptionSpec {
  /** Long name without the leading `--`. */
  readonly name: string;
  /** Single-character alias (`-#`, `-n`, ...), if any. */
  readonly short?: string;
  readonly takesValue: boolean;
  /** Shared by the two members of a `--x` / `--no_x` pair (and the other switch pairs). */
  readonly id: number;
  /** Index in the table (= position in --dump_command_options). */
  readonly index: number;
  readonly action: OptionAction;
  /** True when cudafe-ts acts on the option; false: accepted without effect (yet). */
  readonly implemented: boolean;
}

const ROWS = `
strict -A s x:strict
strict_warnings -a s x:strict
no_line_commands -P s b:noLineCommands
preprocess -E s b:preprocess
comments -C s -
old_line_commands s -
old_c -K s x:lang=knr
dependencies -M s b:dependencies
trace_includes -H s -
il_display s -
anachronisms s f:anachronisms
no_anachronisms s f:anachronisms
cfront_2.1 -b s x:cfront
cfront_3.0 s x:cfront
no_code_gen -n s b:noCodeGen*
signed_chars -s s b:signedChars
unsigned_chars -u s b:signedChars=false
instantiate -t v x:instantiate
implicit_include -B s f:implicit_include
no_implicit_include s f:implicit_include
suppress_vtbl s f:suppress_vtbl
force_vtbl s f:suppress_vtbl
dollar -$ s -
timing -# s b:timing*
version -v s x:version*
no_warnings -w s b:noWarnings*
promote_warnings -W s b:promoteWarnings*
remarks -r s b:remarks*
c -m s x:lang=c
c++ -p s x:lang=c++
exceptions -x s f:exceptions
no_exceptions s f:exceptions
no_use_before_set_warnings -j s -
include_directory -I v l:includeDirectories
define_macro -D v l:defineMacros
undefine_macro -U v l:undefineMacros
error_limit -e v x:errorLimit*
list -L v s:listFile
xref -X v s:xrefFile
error_output v s:errorOutput*
output -o v x:output*
db -d v -
db_name v -
time_limit v n:timeLimit
diag_suppress v d:suppress*
diag_remark v d:remark*
diag_warning v d:warning*
diag_error v d:error*
diag_once v d:once*
display_error_number s b:displayErrorNumber*
no_display_error_number s b:displayErrorNumber=false*
device-time-trace s -
device-syntax-only s -
tile-only s -
no-hidden-visibility-on-unnamed-ns s b:noHiddenVisibilityOnUnnamedNs
static-host-stub s b:staticHostStub*
host-stub-linkage-explicit s b:hostStubLinkageExplicit*
device-hidden-visibility s b:deviceHiddenVisibility*
no-multiline-debug s -
no-device-int128 s b:noDeviceInt128
no-device-float128 s b:noDeviceFloat128
fe-inlining s -
modify-stack-limit v n:modifyStackLimit
check-memory-clobber s -
check-template-param-qual s -
check-clock-call s -
check-ffs-call s -
check-routine-address-taken s -
fassociative-math s -
orig_src_file_name v s:origSrcFileName*
orig_src_path_name v s:origSrcPathName*
frandom-seed v s:frandomSeed
force-lp64 s -
force-llp64 s -
keep-device-functions s b:keepDeviceFunctions
pgi_version v n:pgiVersion
pgi_llvm s -
pgi_arch_ppc s -
pgi_arch_aarch64 s -
force_linkonce_to_weak s -
disable_host_implicit_call_check s -
no_strict_cuda_error s -
device-c s b:deviceC*
partial-link s b:partialLink
no-shadow-functions s -
disable_ext_lambda_cache s -
no-constant-variable-inferencing s -
zero_init_auto_vars s -
debug_mode s b:debugMode*
gen_module_id_file s b:genModuleIdFile*
include_file_name v s:includeFileName*
gen_device_file_name v s:genDeviceFileName*
tile_bc_file_name v s:tileBcFileName*
stub_file_name v s:stubFileName*
module_id_file_name v s:moduleIdFileName*
m32 s x:m32
m64 s x:m64*
Version -V s x:Version*
compiler_bindir v s:compilerBindir
sdk_dir v s:sdkDir
pgc++ s -
icc s -
icc_version v n:iccVersion
icx s -
grco s -
allow_managed s b:allowManaged*
gen_system_templates_from_text s -
no_host_device_initializer_list s b:noHostDeviceInitializerList
no_host_device_move_forward s b:noHostDeviceMoveForward
relaxed_constexpr s b:relaxedConstexpr*
dont_suppress_host_wrappers s -
extended-lambda s b:extendedLambda*
arm_cross_compiler s -
target_woa s -
gen_div_approx_no_ftz s -
gen_div_approx_ftz s -
shared_address_immutable s -
uumn s -
builtin-ieee128-type s -
emit-lifetime-intrinsics s -
unsigned_wchar_t s -
gen_c_file_name v s:genCFileName*
msvc_target_version v n:msvcTargetVersion
create_pch v -
use_pch v -
pch s -
pch_messages s -
no_pch_messages s -
pch_verbose s -
no_pch_verbose s -
pch_dir v x:pchDir
restrict s f:restrict
no_restrict s f:restrict
long_lifetime_temps s x:longLifetimeTemps
short_lifetime_temps s x:shortLifetimeTemps
wchar_t_keyword s f:wchar_t_keyword
no_wchar_t_keyword s f:wchar_t_keyword
pack_alignment v x:packAlignment
alternative_tokens s f:alternative_tokens
no_alternative_tokens s f:alternative_tokens
svr4 s f:svr4
no_svr4 s f:svr4
brief_diagnostics s b:briefDiagnostics*
no_brief_diagnostics s b:briefDiagnostics=false*
nonconst_ref_anachronism s f:nonconst_ref_anachronism
no_nonconst_ref_anachronism s f:nonconst_ref_anachronism
no_preproc_only s -
rtti s f:rtti
no_rtti s f:rtti
building_runtime s -
bool s f:bool
no_bool s f:bool
array_new_and_delete s f:array_new_and_delete
no_array_new_and_delete s f:array_new_and_delete
explicit s f:explicit
no_explicit s f:explicit
namespaces s f:namespaces
no_namespaces s f:namespaces
using_std s f:using_std
no_using_std s f:using_std
remove_unneeded_entities s f:remove_unneeded_entities
no_remove_unneeded_entities s f:remove_unneeded_entities
typename s f:typename
no_typename s f:typename
implicit_typename s f:implicit_typename
no_implicit_typename s f:implicit_typename
special_subscript_cost s f:special_subscript_cost
no_special_subscript_cost s f:special_subscript_cost
old_style_preprocessing s -
old_for_init s f:old_for_init
new_for_init s f:old_for_init
for_init_diff_warning s f:for_init_diff_warning
no_for_init_diff_warning s f:for_init_diff_warning
distinct_template_signatures s f:distinct_template_signatures
no_distinct_template_signatures s f:distinct_template_signatures
guiding_decls s f:guiding_decls
no_guiding_decls s f:guiding_decls
old_specializations s f:old_specializations
no_old_specializations s f:old_specializations
wrap_diagnostics s b:wrapDiagnostics*
no_wrap_diagnostics s b:wrapDiagnostics=false*
implicit_extern_c_type_conversion s f:implicit_extern_c_type_conversion
no_implicit_extern_c_type_conversion s f:implicit_extern_c_type_conversion
long_preserving_rules s f:long_preserving_rules
no_long_preserving_rules s f:long_preserving_rules
extern_inline s f:extern_inline
no_extern_inline s f:extern_inline
multibyte_chars s f:multibyte_chars
no_multibyte_chars s f:multibyte_chars
embedded_c++ s -
vla s f:vla
no_vla s f:vla
enum_overloading s f:enum_overloading
no_enum_overloading s f:enum_overloading
nonstd_qualifier_deduction s f:nonstd_qualifier_deduction
no_nonstd_qualifier_deduction s f:nonstd_qualifier_deduction
late_tiebreaker s f:late_tiebreaker
early_tiebreaker s f:late_tiebreaker
preinclude v l:preincludes
preinclude_macros v l:preincludeMacros
pending_instantiations v n:pendingInstantiations
const_string_literals s f:const_string_literals
no_const_string_literals s f:const_string_literals
class_name_injection s f:class_name_injection
no_class_name_injection s f:class_name_injection
arg_dep_lookup s f:arg_dep_lookup
no_arg_dep_lookup s f:arg_dep_lookup
friend_injection s f:friend_injection
no_friend_injection s f:friend_injection
nonstd_using_decl s f:nonstd_using_decl
no_nonstd_using_decl s f:nonstd_using_decl
designators s f:designators
no_designators s f:designators
extended_designators s f:extended_designators
no_extended_designators s f:extended_designators
variadic_macros s f:variadic_macros
no_variadic_macros s f:variadic_macros
extended_variadic_macros s f:extended_variadic_macros
no_extended_variadic_macros s f:extended_variadic_macros
sys_include v l:sysIncludes
incl_suffixes v s:inclSuffixes
modules_directory v -
ms_mod_file_map v -
ms_header_unit v x:headerUnit
ms_header_unit_quote v x:headerUnit
ms_header_unit_angle v x:headerUnit
ms_mod_interface s -
no_ms_mod_interface s -
ms_internal_partition s -
no_ms_internal_partition s -
ms_translate_include s -
no_ms_translate_include s -
modules s f:modules
no_modules s f:modules
module_import_diagnostics s -
no_module_import_diagnostics s -
compound_literals s f:compound_literals
no_compound_literals s f:compound_literals
base_assign_op_is_default s f:base_assign_op_is_default
no_base_assign_op_is_default s f:base_assign_op_is_default
dep_name s f:dep_name
no_dep_name s f:dep_name
ignore_std s -
parse_templates s f:parse_templates*
no_parse_templates s f:parse_templates
c99 s x:std=c1999
no_c99 s x:std=c1989
c11 s x:std=c2011
c18 s x:std=c2018
c17 s x:std=c2017
c23 s x:std=c2023
c89 s x:std=c1989
no_stdarg_builtin s -
gcc s b:noGcc=false*
no_gcc s b:noGcc*
g++ s b:noGcc=false*
no_g++ s b:noGcc*
clang s b:clang*
no_clang s b:clang=false*
gnu_version v x:gnuVersion*
clang_version v n:clangVersion*
report_gnu_extensions s -
short_enums s f:short_enums
no_short_enums s f:short_enums
strict_gnu s -
no_strict_gnu s -
long_long s f:long_long
context_limit v n:contextLimit*
set_flag v x:setFlag
clear_flag v x:setFlag
edg_base_dir v x:edgBaseDir
embedded_c s -
no_embedded_c s -
thread_local_storage s f:thread_local_storage
no_thread_local_storage s f:thread_local_storage
trigraphs s f:trigraphs
no_trigraphs s f:trigraphs
nonstd_default_arg_deduction s f:nonstd_default_arg_deduction
no_nonstd_default_arg_deduction s f:nonstd_default_arg_deduction
stdc_zero_in_system_headers s -
no_stdc_zero_in_system_headers s -
template_typedefs_in_diagnostics s f:template_typedefs_in_diagnostics
no_template_typedefs_in_diagnostics s f:template_typedefs_in_diagnostics
uliterals s f:uliterals
no_uliterals s f:uliterals
type_traits_helpers s f:type_traits_helpers
no_type_traits_helpers s f:type_traits_helpers
c++11 s x:std=2011*
no_c++11 s x:std=2003*
c++0x s x:std=2011*
no_c++0x s x:std=2003*
lambdas s f:lambdas
no_lambdas s f:lambdas
rvalue_refs s f:rvalue_refs
no_rvalue_refs s f:rvalue_refs
nullptr s f:nullptr
no_nullptr s f:nullptr
rvalue_ctor_is_copy_ctor s f:rvalue_ctor_is_copy_ctor
rvalue_ctor_is_not_copy_ctor s f:rvalue_ctor_is_copy_ctor
gen_move_operations s f:gen_move_operations
no_gen_move_operations s f:gen_move_operations
c23_typeof s f:c23_typeof
no_c23_typeof s f:c23_typeof
c++11_sfinae s f:c++11_sfinae
no_c++11_sfinae s f:c++11_sfinae
c++11_sfinae_ignore_access s f:c++11_sfinae_ignore_access
no_c++11_sfinae_ignore_access s f:c++11_sfinae_ignore_access
variadic_templates s f:variadic_templates
no_variadic_templates s f:variadic_templates
c++14 s x:std=2014*
c++17 s x:std=2017*
c++20 s x:std=2020*
c++23 s x:std=2023*
list_macros s -
dump_configuration s x:dumpConfiguration
dump_legacy_as_target v -
signed_bit_fields s f:signed_bit_fields
unsigned_bit_fields s f:signed_bit_fields
check_concatenations s -
no_check_concatenations s -
unicode_source_kind v x:unicodeSourceKind
auto_type s f:auto_type
no_auto_type s f:auto_type
auto_storage s f:auto_storage
no_auto_storage s f:auto_storage
nonstd_instantiation_lookup s f:nonstd_instantiation_lookup
no_nonstd_instantiation_lookup s f:nonstd_instantiation_lookup
gcc89_inlining s -
nonstd_gnu_keywords s f:nonstd_gnu_keywords
no_nonstd_gnu_keywords s f:nonstd_gnu_keywords
default_nocommon_tentative_definitions s -
default_common_tentative_definitions s -
no_token_separators_in_pp_output s -
c++03 s x:std=2003*
func_prototype_tags s f:func_prototype_tags
no_func_prototype_tags s f:func_prototype_tags
implicit_noexcept s f:implicit_noexcept
no_implicit_noexcept s f:implicit_noexcept
unrestricted_unions s f:unrestricted_unions
no_unrestricted_unions s f:unrestricted_unions
max_depth_constexpr_call v n:maxDepthConstexprCall
max_cost_constexpr_call v n:maxCostConstexprCall
delegating_constructors s f:delegating_constructors
no_delegating_constructors s f:delegating_constructors
lossy_conversion_warning s f:lossy_conversion_warning
no_lossy_conversion_warning s f:lossy_conversion_warning
deprecated_string_conv s f:deprecated_string_conv
no_deprecated_string_conv s f:deprecated_string_conv
user_defined_literals s f:user_defined_literals
no_user_defined_literals s f:user_defined_literals
preserve_lvalues_with_same_type_casts s f:preserve_lvalues_with_same_type_casts
no_preserve_lvalues_with_same_type_casts s f:preserve_lvalues_with_same_type_casts
nonstd_anonymous_unions s f:nonstd_anonymous_unions
no_nonstd_anonymous_unions s f:nonstd_anonymous_unions
digit_separators s f:digit_separators
no_digit_separators s f:digit_separators
target v x:target*
utf8_char_literals s f:utf8_char_literals
no_utf8_char_literals s f:utf8_char_literals
stricter_template_checking s -
exc_spec_in_func_type s f:exc_spec_in_func_type
no_exc_spec_in_func_type s f:exc_spec_in_func_type
aligned_new s f:aligned_new
no_aligned_new s f:aligned_new
ms_std_preprocessor s -
no_ms_std_preprocessor s -
char8_t s f:char8_t
no_char8_t s f:char8_t
relaxed_abstract_checking s f:relaxed_abstract_checking
no_relaxed_abstract_checking s f:relaxed_abstract_checking
concepts s f:concepts
no_concepts s f:concepts
colors s x:colors=on*
no_colors s x:colors=off*
keep_restrict_in_signatures s f:keep_restrict_in_signatures
no_keep_restrict_in_signatures s f:keep_restrict_in_signatures
check_unicode_security s f:check_unicode_security
no_check_unicode_security s f:check_unicode_security
old_id_chars s f:old_id_chars
no_old_id_chars s f:old_id_chars
add_match_notes s f:add_match_notes
no_add_match_notes s f:add_match_notes
dump_command_options s x:dumpCommandOptions*
output_mode v x:outputMode*
incognito s -
no_incognito s -
`;

/** Switch pairs whose negative member is not spelled `no_<positive>`: [positive, negative]. */
const OTHER_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ["signed_chars", "unsigned_chars"],
  ["suppress_vtbl", "force_vtbl"],
  ["long_lifetime_temps", "short_lifetime_temps"],
  ["old_for_init", "new_for_init"],
  ["late_tiebreaker", "early_tiebreaker"],
  ["rvalue_ctor_is_copy_ctor", "rvalue_ctor_is_not_copy_ctor"],
  ["default_nocommon_tentative_definitions", "default_common_tentative_definitions"],
  ["signed_bit_fields", "unsigned_bit_fields"],
  ["set_flag", "clear_flag"],
  ["c++11", "c++0x"],
  ["gcc", "g++"],
];

function parseAction(text: string, negative: boolean): OptionAction {
  if (text === "-") return { kind: "none" };
  const colon = text.indexOf(":");
  const tag = text.slice(0, colon);
  const arg = text.slice(colon + 1);
  switch (tag) {
    case "f":
      return { kind: "feature", feature: arg, value: !negative };
    case "b": {
      const eq = arg.indexOf("=");
      if (eq < 0) return { kind: "bool", field: arg, value: true };
      return { kind: "bool", field: arg.slice(0, eq), value: arg.slice(eq + 1) === "true" };
    }
    case "s":
      return { kind: "string", field: arg };
    case "n":
      return { kind: "number", field: arg };
    case "l":
      return { kind: "list", field: arg };
    case "d":
      return { kind: "diag", action: arg as "suppress" | "remark" | "warning" | "error" | "once" };
    case "x":
      return { kind: "special", handler: arg };
  }
  throw new Error(`options_table: bad action ${text}`);
}

function buildTable(): OptionSpec[] {
  const lines = ROWS.split("\n").filter((l) => l.length > 0);
  const names = new Set(lines.map((l) => l.slice(0, l.indexOf(" "))));
  const pairOf = new Map<string, string>();
  for (const n of names) {
    if (n.startsWith("no_") && names.has(n.slice(3))) pairOf.set(n, n.slice(3));
  }
  for (const [pos, neg] of OTHER_PAIRS) pairOf.set(neg, pos);
  const ids = new Map<string, number>();
  const out: OptionSpec[] = [];
  let nextId = 1;
  for (const line of lines) {
    const parts = line.split(" ");
    const name = parts[0];
    let k = 1;
    let short: string | undefined;
    if (parts[k].length === 2 && parts[k][0] === "-") {
      short = parts[k][1];
      k++;
    }
    const takesValue = parts[k++] === "v";
    let actionText = parts[k];
    const implemented = actionText.endsWith("*");
    if (implemented) actionText = actionText.slice(0, -1);
    const positive = pairOf.get(name);
    let id: number;
    if (positive !== undefined && ids.has(positive)) id = ids.get(positive)!;
    else id = nextId++;
    ids.set(name, id);
    const negative = positive !== undefined && positive !== "c++11" && positive !== "gcc";
    out.push({
      name,
      short,
      takesValue,
      id,
      index: out.length,
      action: parseAction(actionText, negative),
      implemented,
    });
  }
  return out;
}

/** All long options, in --dump_command_options order. */
export const OPTIONS: ReadonlyArray<OptionSpec> = buildTable();

/** Long name → option. */
export const OPTION_BY_NAME: ReadonlyMap<string, OptionSpec> = new Map(
  OPTIONS.map((o) => [o.name, o]),
);

/** Single-character alias → option. */
export const OPTION_BY_SHORT: ReadonlyMap<string, OptionSpec> = new Map(
  OPTIONS.filter((o) => o.short !== undefined).map((o) => [o.short!, o]),
);

/** Exact text `cudafe++ --dump_command_options` writes to stdout (every name followed by a space). */
export function dumpCommandOptionsText(): string {
  let s = "";
  for (const o of OPTIONS) s += "--" + o.name + " ";
  return s;
}

/** Names of the feature toggles (`Config.features` keys). */
export const FEATURE_NAMES: ReadonlyArray<string> = [
  ...new Set(
    OPTIONS.flatMap((o) => o.action.kind === "feature" ? [o.action.feature] : []),
  ),
];
