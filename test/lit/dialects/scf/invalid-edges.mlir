// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Values passed along control-flow edges of scf region ops must match the
// successor's inputs (upstream's RegionBranchOpInterface and
// LoopLikeOpInterface verifiers).

func.func @for_init_type(%i: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'i32'}}
  %0 = "scf.for"(%i, %i, %i, %x) ({
  ^bb0(%iv: index, %a: i32):
    %c = arith.constant 1.0 : f32
    scf.yield %c : f32
  }) : (index, index, index, f32) -> (f32)
  return
}

// -----

func.func @for_yield_type(%i: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %0 = scf.for %iv = %i to %i step %i iter_args(%a = %x) -> (f32) {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  return
}

// -----

func.func @for_missing_yield_value(%i: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = scf.for %iv = %i to %i step %i iter_args(%a = %x) -> (f32) {
    // expected-note @+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @if_yield_count(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = scf.if %c -> f32 {
    scf.yield %x : f32
  } else {
    // expected-note @+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @while_condition_type(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'i1' should match successor input type #0 'f32'}}
  %0 = scf.while (%a = %x) : (f32) -> f32 {
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %c : i1
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @while_before_args(%c: i1, %x: f32) {
  // expected-error @+2 {{'scf.while' op along control flow edge from parent to Region #0: region branch point has 1 operands, but region successor needs 2 inputs}}
  // expected-note @+1 {{region branch point}}
  %0 = "scf.while"(%x) ({
  ^bb0(%a: f32, %b: f32):
    scf.condition(%c) %a : f32
  }, {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }) : (f32) -> f32
  return
}

// -----

func.func @while_after_args(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: region branch point has 1 operands, but region successor needs 2 inputs}}
  %0 = scf.while (%a = %x) : (f32) -> f32 {
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32, %d: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @execute_region_type(%c: i1) {
  // expected-error @+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i1' should match successor input type #0 'f32'}}
  %0 = scf.execute_region -> f32 {
    // expected-note @+1 {{region branch point}}
    scf.yield %c : i1
  }
  return
}
