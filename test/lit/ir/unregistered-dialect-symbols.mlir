// REQUIRES: mlir-opt
// Types and attributes of a dialect that is neither mlbuf's, nor upstream
// MLIR's, nor described by an op-semantics file are upstream's error
// without -allow-unregistered-dialect: at the data of a pretty symbol,
// at the sigil of a verbose one, naming it as upstream prints it. With the
// flag they parse; a namespace an op-semantics file describes ops of
// counts as known (unregistered-dialect-described.mlir).
// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics
// RUN: mlbuf-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s --check-prefix=FLAG

// FLAG: func.func @pretty_type(%arg0: !foo.bar)

// expected-error @below {{`!"foo"<"bar">` type created with unregistered dialect}}
func.func @pretty_type(%a: !foo.bar) {
  return
}

// -----

// expected-error @below {{`!"foo"<""bar"">` type created with unregistered dialect}}
func.func @verbose_type(%a: !foo<"bar">) {
  return
}

// -----

// expected-error @below {{`!"foo"<"bar<1>">` type created with unregistered dialect}}
func.func @nested_type(%a: tensor<4x!foo.bar<1>>) {
  return
}

// -----

// expected-error @below {{#"foo"<"baz"> : 'i32' attribute created with unregistered dialect}}
func.func @typed_attr() attributes {x = #foo.baz : i32} {
  return
}

// -----

// expected-error @below {{#"foo"<""baz""> : 'none' attribute created with unregistered dialect}}
func.func @verbose_attr() attributes {x = #foo<"baz">} {
  return
}
