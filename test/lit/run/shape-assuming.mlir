// shape.assuming runs its region once and hands the yield's operands to
// its results; a witness is an i1 (shape.const_witness). A false witness
// means the constraint it stands for failed, which upstream's lowering
// turns into an assertion: the run stops there with an error.
// RUN: split-file --leading-lines %s %t
// RUN: mlbuf-run --check %t/pass.mlir | FileCheck %s --check-prefix=PASS
// RUN: not mlbuf-run --check %t/fail.mlir 2>&1 | FileCheck %s --check-prefix=FAIL

//--- pass.mlir
// PASS: 6
// PASS-NEXT: 4
func.func @main() -> (index, f32) {
  %w = shape.const_witness true
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %r:2 = shape.assuming %w -> (index, memref<2xf32>) {
    %p = arith.muli %c2, %c3 : index
    %m = memref.alloc() : memref<2xf32>
    %v = arith.constant 4.0 : f32
    linalg.fill ins(%v : f32) outs(%m : memref<2xf32>)
    shape.assuming_yield %p, %m : index, memref<2xf32>
  }
  shape.assuming %w {
    memref.dealloc %r#1 : memref<2xf32>
  }
  %x = shape.assuming %w -> f32 {
    %w2 = shape.const_witness 1
    %y = shape.assuming %w2 -> f32 {
      %f = arith.constant 4.0 : f32
      shape.assuming_yield %f : f32
    }
    shape.assuming_yield %y : f32
  }
  return %r#0, %x : index, f32
}

//--- fail.mlir
func.func @main() -> index {
  %w = shape.const_witness false
  // FAIL: fail.mlir:[[@LINE+1]]:8: error: shape.assuming: the witness is false
  %r = shape.assuming %w -> index {
    %c = arith.constant 1 : index
    shape.assuming_yield %c : index
  }
  return %r : index
}
