// Type interning, EDG-style spelling and LP64 layout. The spellings are the ones cudafe++ 13.0
// prints in its diagnostics (recorded in ../shared/spec/verified/06-types-diagnostics.md §2.7, and
// rechecked on the binary with `a value of type "..." cannot be used to initialize` errors); the
// layouts are the ones its static_asserts confirm (same note, §3).
import {
  deepStrictEqual as assertEquals,
  strictEqual as assertStrictEquals,
} from "node:assert/strict";
import {
  alignOf,
  canonical,
  CV_CONST,
  CV_VOLATILE,
  fullyCanonical,
  sizeOf,
  TK,
  TypeTable,
  typeToString,
} from "../lib/types.ts";

Deno.test("types: structurally equal types are the same object", () => {
  const tt = new TypeTable();
  const i = tt.builtin(TK.Int);
  assertStrictEquals(tt.pointer(i), tt.pointer(i));
  assertStrictEquals(tt.func(i, [i, tt.builtin(TK.Char)]), tt.func(i, [i, tt.builtin(TK.Char)]));
  assertStrictEquals(tt.qualified(tt.qualified(i, CV_CONST), CV_CONST), tt.qualified(i, CV_CONST));
  assertStrictEquals(tt.lref(tt.rref(i)), tt.lref(i));
});

Deno.test("types: spelling as EDG diagnostics print it", () => {
  const tt = new TypeTable();
  const i = tt.builtin(TK.Int);
  const c = tt.builtin(TK.Char);
  assertEquals(typeToString(tt.pointer(tt.func(i, [i, c]))), "int (*)(int, char)");
  assertEquals(typeToString(tt.array(tt.qualified(c, CV_CONST), 2)), "const char [2]");
  assertEquals(
    typeToString(tt.pointer(tt.qualified(tt.builtin(TK.ULongLong), CV_CONST | CV_VOLATILE))),
    "const volatile unsigned long long *",
  );
  const cls = tt.nominal(TK.Class, { name: "ns::C", complete: true, key: "struct", fields: [] });
  assertEquals(typeToString(tt.memberPointer(i, cls)), "int ns::C::*");
  assertEquals(typeToString(tt.lref(i)), "int &");
  assertEquals(typeToString(tt.pointer(i, CV_CONST)), "int *const");
  assertEquals(typeToString(tt.pointer(tt.array(i, 3))), "int (*)[3]");
  assertEquals(
    typeToString(tt.pointer(tt.func(tt.builtin(TK.Void), [], { variadic: true }))),
    "void (*)(...)",
  );
  assertEquals(
    typeToString(tt.pointer(tt.pointer(i, CV_CONST | CV_VOLATILE))),
    "int *const volatile *",
  );
});

Deno.test("types: typedef sugar strips to the canonical type", () => {
  const tt = new TypeTable();
  const myint = tt.typedef("myint", tt.builtin(TK.Int));
  const p = tt.pointer(myint);
  assertEquals(typeToString(p), "myint *");
  assertEquals(typeToString(fullyCanonical(tt, p)), "int *");
  assertStrictEquals(
    canonical(tt, tt.qualified(myint, CV_CONST)),
    tt.qualified(tt.builtin(TK.Int), CV_CONST),
  );
});

Deno.test("types: LP64 Itanium layout", () => {
  const tt = new TypeTable();
  const b = (k: TK) => tt.builtin(k);
  assertEquals([sizeOf(tt, b(TK.Long)), sizeOf(tt, b(TK.WChar)), sizeOf(tt, b(TK.LongDouble))], [
    8,
    4,
    16,
  ]);
  assertEquals(alignOf(tt, b(TK.Int128)), 16);
  const cd = tt.nominal(TK.Class, {
    name: "CD",
    key: "struct",
    complete: true,
    fields: [{ type: b(TK.Char) }, { type: b(TK.Double) }],
  });
  assertEquals([sizeOf(tt, cd), alignOf(tt, cd)], [16, 8]);
  const bits = tt.nominal(TK.Class, {
    name: "B",
    key: "struct",
    complete: true,
    fields: [{ type: b(TK.Int), bitWidth: 3 }, { type: b(TK.Int), bitWidth: 30 }],
  });
  assertEquals(sizeOf(tt, bits), 8);
  const empty = tt.nominal(TK.Class, { name: "E", key: "struct", complete: true, fields: [] });
  assertEquals(sizeOf(tt, empty), 1);
  const derived = tt.nominal(TK.Class, {
    name: "D",
    key: "struct",
    complete: true,
    bases: [empty],
    fields: [{ type: b(TK.Int) }],
  });
  assertEquals(sizeOf(tt, derived), 4);
  const poly = tt.nominal(TK.Class, {
    name: "V",
    key: "struct",
    complete: true,
    polymorphic: true,
    fields: [{ type: b(TK.Int) }],
  });
  assertEquals([sizeOf(tt, poly), alignOf(tt, poly)], [16, 8]);
  const u = tt.nominal(TK.Class, {
    name: "U",
    key: "union",
    complete: true,
    fields: [{ type: b(TK.Char) }, { type: tt.array(b(TK.Int), 3) }],
  });
  assertEquals(sizeOf(tt, u), 12);
});
