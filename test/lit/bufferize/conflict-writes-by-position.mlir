// The conflict check pairs a read only with the in-place writes that
// position does not rule out (src/analysis/one_shot_write_order.c): when
// the reading op and every definition of the read value sit directly in
// one block, a write of that block after the read, or before every
// definition, is skipped; the writes between stay. Both sides here:
// @in_block has a write before the definition (skipped), between
// (kept: it conflicts) and after the read (skipped); @def_outside reads
// in an scf.if branch a value defined outside it (no skipping: the
// write in the branch must still conflict); @argument reads a function
// argument, a block argument that excuses no write of its block.
// The decisions are those of the check over every write (same output as
// before the rule), and the values those of the tensor program.
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s

// CHECK-LABEL: func.func @in_block
// CHECK:         linalg.fill {{.*}}__inplace_operands_attr__ = ["none", "true"]
// CHECK:         tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "true", "none"]
// CHECK:         tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "false", "none"]
// CHECK:         tensor.extract
// CHECK:         tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "true", "none"]
func.func @in_block(%v: f32) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %e0 = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %t = tensor.insert %v into %e0[%c0] : tensor<4xf32>
  %u = tensor.insert %f into %t[%c1] : tensor<4xf32>
  %r = tensor.extract %t[%c1] : tensor<4xf32>
  %z = tensor.insert %r into %t[%c2] : tensor<4xf32>
  %a = tensor.extract %u[%c1] : tensor<4xf32>
  %b = tensor.extract %z[%c2] : tensor<4xf32>
  return %r, %a, %b : f32, f32, f32
}

// CHECK-LABEL: func.func @def_outside
// CHECK:         scf.if
// CHECK:           tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "false", "none"]
func.func @def_outside(%c: i1, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 5.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.if %c -> (f32) {
    %u = tensor.insert %v into %t[%c0] : tensor<4xf32>
    %x = tensor.extract %t[%c0] : tensor<4xf32>
    %y = tensor.extract %u[%c0] : tensor<4xf32>
    %s = arith.addf %x, %y : f32
    scf.yield %s : f32
  } else {
    scf.yield %f : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @argument
// CHECK:         tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "false", "none"]
func.func @argument(%t: tensor<4xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %u = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  %y = tensor.extract %u[%c0] : tensor<4xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}

// @in_block(3): 2 + 2 + 2; @def_outside(7): 5 + 7, twice; @argument: 1 + 7,
// three times.
// VALUE: {{^}}54{{$}}
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %v = arith.constant 3.0 : f32
  %w = arith.constant 7.0 : f32
  %one = arith.constant 1.0 : f32
  %a, %b, %c = call @in_block(%v) : (f32) -> (f32, f32, f32)
  %d = call @def_outside(%true, %w) : (i1, f32) -> f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = call @argument(%t, %w) : (tensor<4xf32>, f32) -> f32
  %s0 = arith.addf %a, %b : f32
  %s1 = arith.addf %s0, %c : f32
  %s2 = arith.addf %s1, %d : f32
  %s3 = arith.addf %s2, %g : f32
  %s4 = arith.addf %s3, %g : f32
  %s5 = arith.addf %s4, %g : f32
  %s6 = arith.addf %s5, %d : f32
  return %s6 : f32
}
