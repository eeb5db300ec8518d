// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Verifier and parser messages of index ops.

func.func @add_i32(%a: index, %b: i32) {
  // expected-error @+1 {{'index.add' op operand #1 must be index, but got 'i32'}}
  %0 = "index.add"(%a, %b) : (index, i32) -> index
  return
}

// -----

func.func @cast_int_int(%a: i32) {
  // expected-error @+1 {{'index.casts' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = index.casts %a : i32 to i64
  return
}

// -----

func.func @cast_float(%a: f32) {
  // expected-error @+1 {{'index.castu' op operand #0 must be integer or index, but got 'f32'}}
  %0 = index.castu %a : f32 to index
  return
}

// -----

func.func @cmp_pred(%a: index) {
  // expected-error @+2 {{custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
  // expected-error @+1 {{custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = index.cmp lt(%a, %a)
  return
}
