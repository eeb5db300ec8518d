// RUN: mlbuf-opt %s --split-input-file --verify-diagnostics

// Errors of the test-dialect ops: memref operands, region_if's control-flow
// edges and terminators, and the type list that ODS requires after `:`.

func.func @copy_kind(%a: memref<2xf32>, %c: i1) {
  // expected-error @+1 {{custom op 'test.copy' invalid kind of type specified}}
  test.copy(%a, %c) : (memref<2xf32>, i1)
  return
}

// -----

func.func @buffer_based_kind(%a: memref<2xf32>, %c: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'test.buffer_based' invalid kind of type specified}}
  test.buffer_based in(%a: memref<2xf32>) out(%c: tensor<2xf32>)
  return
}

// -----

func.func @alloc_kind() {
  // expected-error @+1 {{custom op 'test.alloc_with_multiple_results' invalid kind of type specified: expected builtin.memref, but found 'i1'}}
  %0:2 = test.alloc_with_multiple_results : index, i1
  return
}

// -----

func.func @if_edge(%a: memref<2xf32>) {
  // expected-error @+1 {{'test.region_if' op along control flow edge from Operation test.region_if_yield to parent: successor operand type #0 'memref<2xf32>' should match successor input type #0 'i32'}}
  %0 = test.region_if %a : memref<2xf32> -> i32 then {
  ^bb0(%x: memref<2xf32>):
    test.region_if_yield %x : memref<2xf32>
  } else {
  ^bb0(%x: memref<2xf32>):
    test.region_if_yield %x : memref<2xf32>
  } join {
  ^bb0(%x: memref<2xf32>):
    // expected-note @+1 {{region branch point}}
    test.region_if_yield %x : memref<2xf32>
  }
  return
}

// -----

func.func @if_join_args(%a: memref<2xf32>) {
  // expected-error @+1 {{'test.region_if' op along control flow edge from Operation test.region_if_yield to Region #2: region branch point has 1 operands, but region successor needs 2 inputs}}
  test.region_if %a : memref<2xf32> -> () then {
  ^bb0(%x: memref<2xf32>):
    // expected-note @+1 {{region branch point}}
    test.region_if_yield %x : memref<2xf32>
  } else {
  ^bb0(%x: memref<2xf32>):
    test.region_if_yield %x : memref<2xf32>
  } join {
  ^bb0(%x: memref<2xf32>, %y: memref<2xf32>):
    test.region_if_yield %x : memref<2xf32>
  }
  return
}

// -----

func.func @empty_yield_types(%a: memref<2xf32>) {
  test.region_if %a : memref<2xf32> -> () then {
  ^bb0(%x: memref<2xf32>):
    // expected-error @+1 {{expected non-function type}}
    test.region_if_yield :
  } else {
  ^bb0(%x: memref<2xf32>):
    test.region_if_yield %x : memref<2xf32>
  } join {
  ^bb0(%x: memref<2xf32>):
    test.region_if_yield %x : memref<2xf32>
  }
  return
}
