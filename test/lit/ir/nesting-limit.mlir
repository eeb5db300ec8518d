// Attributes, types and affine expressions nest at most 2000 levels
// (MLB_MAX_NESTING): the parser recurses on them, and 100,000 levels of
// `[[[...]]]`, `tuple<tuple<...>>` or `((d0))` overflowed the C stack.
// Past the limit: an error at the token that goes one level too deep.
// 1999 arrays around a scalar parse (2000 levels); 2000 arrays do not,
// nor 2000 tuples around f32 or 2000 parentheses around d0.
// RUN: python3 -c "n=1999; print('\"test.op\"() {a = ' + '['*n + '1' + ']'*n + '} : () -> ()')" > %t.arr-ok.mlir
// RUN: mlbuf-opt --allow-unregistered-dialect %t.arr-ok.mlir | FileCheck %s --check-prefix=ARR-OK
// RUN: python3 -c "n=2000; print('\"test.op\"() {a = ' + '['*n + '1' + ']'*n + '} : () -> ()')" > %t.arr.mlir
// RUN: not mlbuf-opt --allow-unregistered-dialect %t.arr.mlir 2>&1 | FileCheck %s --check-prefix=ARR
// RUN: python3 -c "n=1999; print('func.func private @f(' + 'tuple<'*n + 'f32' + '>'*n + ')')" > %t.ty-ok.mlir
// RUN: mlbuf-opt %t.ty-ok.mlir | FileCheck %s --check-prefix=TY-OK
// RUN: python3 -c "n=2000; print('func.func private @f(' + 'tuple<'*n + 'f32' + '>'*n + ')')" > %t.ty.mlir
// RUN: not mlbuf-opt %t.ty.mlir 2>&1 | FileCheck %s --check-prefix=TY
// RUN: python3 -c "n=1999; print('#m = affine_map<(d0) -> (' + '('*n + 'd0' + ')'*n + ')>'); print('func.func private @f() attributes {m = #m}')" > %t.aff-ok.mlir
// RUN: mlbuf-opt %t.aff-ok.mlir | FileCheck %s --check-prefix=AFF-OK
// RUN: python3 -c "n=2000; print('#m = affine_map<(d0) -> (' + '('*n + 'd0' + ')'*n + ')>'); print('func.func private @f() attributes {m = #m}')" > %t.aff.mlir
// RUN: not mlbuf-opt %t.aff.mlir 2>&1 | FileCheck %s --check-prefix=AFF

// ARR-OK: "test.op"() {a = {{\[+}}1{{\]+}}} : () -> ()
// ARR: arr.mlir:1:2018: error: attributes, types or expressions nested too deeply (more than 2000 levels)
// TY-OK: func.func private @f(tuple<tuple<
// TY: ty.mlir:1:12022: error: attributes, types or expressions nested too deeply (more than 2000 levels)
// The affine map prints with its parentheses dropped.
// AFF-OK: affine_map<(d0) -> (d0)>
// AFF: aff.mlir:1:2026: error: attributes, types or expressions nested too deeply (more than 2000 levels)
