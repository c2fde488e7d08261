/**
 * Token kinds and the compact token buffer shared by the lexer (`lex.ts`) and the parser
 * (`parse_*.ts`). Token kinds are small integers; a lexed translation unit is a set of typed
 * arrays indexed by token number, so a 10 MB input costs a few flat arrays, not a million objects.
 */

/** Token kinds. Punctuators first, then literals, then keywords (in `KEYWORDS` order). */
export enum T {
  EOF = 0,
  Identifier,
  // literals
  IntLit,
  FloatLit,
  CharLit,
  StringLit,
  /** A `#pragma` line that the lexer turned into a token (see `TokenBuffer.pragmaText`). */
  Pragma,
  // punctuators
  LParen, // (
  RParen, // )
  LBracket, // [
  RBracket, // ]
  LBrace, // {
  RBrace, // }
  Semi, // ;
  Comma, // ,
  Colon, // :
  ColonColon, // ::
  Question, // ?
  Dot, // .
  DotStar, // .*
  Ellipsis, // ...
  Arrow, // ->
  ArrowStar, // ->*
  Plus, // +
  Minus, // -
  Star, // *
  Slash, // /
  Percent, // %
  Caret, // ^
  Amp, // &
  Pipe, // |
  Tilde, // ~
  Exclaim, // !
  Assign, // =
  Less, // <
  Greater, // >
  PlusAssign, // +=
  MinusAssign, // -=
  StarAssign, // *=
  SlashAssign, // /=
  PercentAssign, // %=
  CaretAssign, // ^=
  AmpAssign, // &=
  PipeAssign, // |=
  LessLess, // <<
  GreaterGreater, // >> (the parser splits it when it closes template argument lists)
  LessLessAssign, // <<=
  GreaterGreaterAssign, // >>=
  EqualEqual, // ==
  ExclaimEqual, // !=
  LessEqual, // <=
  GreaterEqual, // >=
  Spaceship, // <=>
  AmpAmp, // &&
  PipePipe, // ||
  PlusPlus, // ++
  MinusMinus, // --
  Hash, // # (only in odd places: it never starts a directive in preprocessed input)
  HashHash, // ##
  At, // @ (invalid, kept for diagnostics)
  Backslash, // \ stray (invalid)
  LaunchBegin, // <<< (CUDA kernel launch)
  LaunchEnd, // >>> (CUDA kernel launch; the parser splits it when it closes template argument lists)
  Unknown, // any other character
  // keywords: the first keyword kind is KwFirst; see KEYWORDS below for their spellings
  KwAlignas,
  KwAlignof,
  KwAsm,
  KwAuto,
  KwBool,
  KwBreak,
  KwCase,
  KwCatch,
  KwChar,
  KwChar8T,
  KwChar16T,
  KwChar32T,
  KwClass,
  KwConcept,
  KwConst,
  KwConsteval,
  KwConstexpr,
  KwConstinit,
  KwConstCast,
  KwContinue,
  KwCoAwait,
  KwCoReturn,
  KwCoYield,
  KwDecltype,
  KwDefault,
  KwDelete,
  KwDo,
  KwDouble,
  KwDynamicCast,
  KwElse,
  KwEnum,
  KwExplicit,
  KwExport,
  KwExtern,
  KwFalse,
  KwFloat,
  KwFor,
  KwFriend,
  KwGoto,
  KwIf,
  KwInline,
  KwInt,
  KwLong,
  KwMutable,
  KwNamespace,
  KwNew,
  KwNoexcept,
  KwNullptr,
  KwOperator,
  KwPrivate,
  KwProtected,
  KwPublic,
  KwRegister,
  KwReinterpretCast,
  KwRequires,
  KwReturn,
  KwShort,
  KwSigned,
  KwSizeof,
  KwStatic,
  KwStaticAssert,
  KwStaticCast,
  KwStruct,
  KwSwitch,
  KwTemplate,
  KwThis,
  KwThreadLocal,
  KwThrow,
  KwTrue,
  KwTry,
  KwTypedef,
  KwTypeid,
  KwTypename,
  KwUnion,
  KwUnsigned,
  KwUsing,
  KwVirtual,
  KwVoid,
  KwVolatile,
  KwWcharT,
  KwWhile,
  // GNU and vendor spellings
  KwAttribute, // __attribute__, __attribute
  KwExtension, // __extension__
  KwRestrict, // __restrict__, __restrict
  KwTypeof, // __typeof__, __typeof, typeof (GNU mode)
  KwInt128, // __int128
  KwFloat128, // __float128
  KwFloat80, // __float80 (GNU, x86): `long double`
  KwFloat16, // _Float16 (GNU)
  KwBuiltinVaList, // __builtin_va_list (a type name)
  KwBuiltinVaArg, // __builtin_va_arg(expr, type)
  KwBuiltinOffsetof, // __builtin_offsetof(type, designator)
  KwBuiltinBitCast, // __builtin_bit_cast(type, expr)
  KwBuiltinAddressof, // __builtin_addressof(expr)
  KwLabel, // __label__
  KwImag, // __imag__
  KwReal, // __real__
  KwThread, // __thread
  KwAutoType, // __auto_type
  KwTypeTrait, // a gcc type-trait intrinsic (__is_same, __is_class, ...); the name says which
  KwEnd, // not a token: one past the last keyword kind
}

export const KwFirst = T.KwAlignas;

/** Keyword spellings → kinds. Alternative spellings map to the same kind. */
export const KEYWORDS: ReadonlyArray<readonly [string, T]> = [
  ["alignas", T.KwAlignas],
  ["_Alignas", T.KwAlignas],
  ["alignof", T.KwAlignof],
  ["__alignof__", T.KwAlignof],
  ["__alignof", T.KwAlignof],
  ["_Alignof", T.KwAlignof],
  ["asm", T.KwAsm],
  ["__asm__", T.KwAsm],
  ["__asm", T.KwAsm],
  ["auto", T.KwAuto],
  ["bool", T.KwBool],
  ["_Bool", T.KwBool],
  ["break", T.KwBreak],
  ["case", T.KwCase],
  ["catch", T.KwCatch],
  ["char", T.KwChar],
  ["char8_t", T.KwChar8T],
  ["char16_t", T.KwChar16T],
  ["char32_t", T.KwChar32T],
  ["class", T.KwClass],
  ["concept", T.KwConcept],
  ["const", T.KwConst],
  ["__const__", T.KwConst],
  ["__const", T.KwConst],
  ["consteval", T.KwConsteval],
  ["constexpr", T.KwConstexpr],
  ["constinit", T.KwConstinit],
  ["const_cast", T.KwConstCast],
  ["continue", T.KwContinue],
  ["co_await", T.KwCoAwait],
  ["co_return", T.KwCoReturn],
  ["co_yield", T.KwCoYield],
  ["decltype", T.KwDecltype],
  ["__decltype", T.KwDecltype],
  ["default", T.KwDefault],
  ["delete", T.KwDelete],
  ["do", T.KwDo],
  ["double", T.KwDouble],
  ["dynamic_cast", T.KwDynamicCast],
  ["else", T.KwElse],
  ["enum", T.KwEnum],
  ["explicit", T.KwExplicit],
  ["export", T.KwExport],
  ["extern", T.KwExtern],
  ["false", T.KwFalse],
  ["float", T.KwFloat],
  ["for", T.KwFor],
  ["friend", T.KwFriend],
  ["goto", T.KwGoto],
  ["if", T.KwIf],
  ["inline", T.KwInline],
  ["__inline__", T.KwInline],
  ["__inline", T.KwInline],
  ["int", T.KwInt],
  ["long", T.KwLong],
  ["mutable", T.KwMutable],
  ["namespace", T.KwNamespace],
  ["new", T.KwNew],
  ["noexcept", T.KwNoexcept],
  ["nullptr", T.KwNullptr],
  ["operator", T.KwOperator],
  ["private", T.KwPrivate],
  ["protected", T.KwProtected],
  ["public", T.KwPublic],
  ["register", T.KwRegister],
  ["reinterpret_cast", T.KwReinterpretCast],
  ["requires", T.KwRequires],
  ["return", T.KwReturn],
  ["short", T.KwShort],
  ["signed", T.KwSigned],
  ["__signed__", T.KwSigned],
  ["__signed", T.KwSigned],
  ["sizeof", T.KwSizeof],
  ["static", T.KwStatic],
  ["static_assert", T.KwStaticAssert],
  ["_Static_assert", T.KwStaticAssert],
  ["static_cast", T.KwStaticCast],
  ["struct", T.KwStruct],
  ["switch", T.KwSwitch],
  ["template", T.KwTemplate],
  ["this", T.KwThis],
  ["thread_local", T.KwThreadLocal],
  ["throw", T.KwThrow],
  ["true", T.KwTrue],
  ["try", T.KwTry],
  ["typedef", T.KwTypedef],
  ["typeid", T.KwTypeid],
  ["typename", T.KwTypename],
  ["union", T.KwUnion],
  ["unsigned", T.KwUnsigned],
  ["using", T.KwUsing],
  ["virtual", T.KwVirtual],
  ["void", T.KwVoid],
  ["volatile", T.KwVolatile],
  ["__volatile__", T.KwVolatile],
  ["__volatile", T.KwVolatile],
  ["wchar_t", T.KwWcharT],
  ["while", T.KwWhile],
  ["__attribute__", T.KwAttribute],
  ["__attribute", T.KwAttribute],
  ["__extension__", T.KwExtension],
  ["__restrict__", T.KwRestrict],
  ["__restrict", T.KwRestrict],
  ["__typeof__", T.KwTypeof],
  ["__typeof", T.KwTypeof],
  ["typeof", T.KwTypeof],
  ["__int128", T.KwInt128],
  ["__float128", T.KwFloat128],
  ["__float80", T.KwFloat80],
  ["_Float16", T.KwFloat16],
  ["__builtin_va_list", T.KwBuiltinVaList],
  ["__builtin_va_arg", T.KwBuiltinVaArg],
  ["__builtin_offsetof", T.KwBuiltinOffsetof],
  ["__builtin_bit_cast", T.KwBuiltinBitCast],
  ["__builtin_addressof", T.KwBuiltinAddressof],
  ["__label__", T.KwLabel],
  ["__imag__", T.KwImag],
  ["__imag", T.KwImag],
  ["__real__", T.KwReal],
  ["__real", T.KwReal],
  ["__thread", T.KwThread],
  ["__auto_type", T.KwAutoType],
];

/**
 * gcc 12 type-trait intrinsics. They lex as `T.KwTypeTrait`; `ident[i]` keeps the atom of the
 * spelling so the analyser knows which trait it is. `__integer_pack` and `__underlying_type`
 * yield types, `__type_pack_element` a type; the rest yield bool.
 */
export const TYPE_TRAITS: ReadonlyArray<string> = [
  "__has_nothrow_assign",
  "__has_nothrow_copy",
  "__has_nothrow_constructor",
  "__has_trivial_assign",
  "__has_trivial_copy",
  "__has_trivial_constructor",
  "__has_trivial_destructor",
  "__has_virtual_destructor",
  "__has_unique_object_representations",
  "__is_abstract",
  "__is_aggregate",
  "__is_assignable",
  "__is_base_of",
  "__is_class",
  "__is_constructible",
  "__is_convertible",
  "__is_convertible_to",
  "__is_empty",
  "__is_enum",
  "__is_final",
  "__is_layout_compatible",
  "__is_literal_type",
  "__is_nothrow_assignable",
  "__is_nothrow_constructible",
  "__is_nothrow_convertible",
  "__is_pod",
  "__is_pointer_interconvertible_base_of",
  "__is_polymorphic",
  "__is_same",
  "__is_same_as",
  "__is_standard_layout",
  "__is_trivial",
  "__is_trivially_assignable",
  "__is_trivially_constructible",
  "__is_trivially_copyable",
  "__is_union",
  "__reference_binds_to_temporary",
  "__reference_constructs_from_temporary",
  "__reference_converts_from_temporary",
  "__underlying_type",
  "__integer_pack",
  "__type_pack_element",
  "__remove_cv",
  "__remove_reference",
  "__remove_cvref",
  "__nv_is_extended_device_lambda_closure_type",
  "__nv_is_extended_host_device_lambda_closure_type",
  "__nv_is_extended_device_lambda_with_preserved_return_type",
];

/** Token flag bits (`TokenBuffer.flags`). */
export const TF = {
  /** White space (or a comment) comes before the token. */
  SpaceBefore: 1,
  /** The token is the first on its physical line. */
  LineStart: 2,
  /** The token is in a system header (line-marker flag 3). */
  System: 4,
} as const;

/**
 * A lexed translation unit. All arrays have `count` used entries; entry `count - 1` is `T.EOF`.
 * `start`/`end` are UTF-16 offsets into `text`. `atom[i]` is the interned-name id for
 * identifiers, keywords and type traits (else -1). Pragma tokens carry their text (without
 * `#pragma`) in `pragmaText` keyed by token index.
 */
export interface TokenBuffer {
  text: string;
  count: number;
  kind: Uint16Array;
  start: Uint32Array;
  end: Uint32Array;
  flags: Uint8Array;
  atom: Int32Array;
  pragmaText: Map<number, string>;
}
