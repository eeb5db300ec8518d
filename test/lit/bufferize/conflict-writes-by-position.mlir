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

// Past MLB_OSA_PLACE_WRITES_MIN (16) writes in one alias set the writes
// are sorted by position (fewer are tried one by one, as in the
// functions above; the sanitizer build sorts from 1 write): 24 inserts
// into one buffer, then a read of the value before the fifth. Bottom-up,
// the fifth insert is decided after the 19 later ones went in place,
// among 20 writes: it must see that it reaches the read.
// CHECK-LABEL: func.func @long_chain
// CHECK-COUNT-4: tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "true", "none"]
// CHECK:         tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "false", "none"]
// CHECK-COUNT-19: tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "true", "none"]
func.func @long_chain(%v: f32) -> f32 {
  %f = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<32xf32>
  %t0 = linalg.fill ins(%f : f32) outs(%e : tensor<32xf32>) -> tensor<32xf32>
  %c0 = arith.constant 0 : index
  %t1 = tensor.insert %v into %t0[%c0] : tensor<32xf32>
  %c1 = arith.constant 1 : index
  %t2 = tensor.insert %v into %t1[%c1] : tensor<32xf32>
  %c2 = arith.constant 2 : index
  %t3 = tensor.insert %v into %t2[%c2] : tensor<32xf32>
  %c3 = arith.constant 3 : index
  %t4 = tensor.insert %v into %t3[%c3] : tensor<32xf32>
  %c4 = arith.constant 4 : index
  %t5 = tensor.insert %v into %t4[%c4] : tensor<32xf32>
  %c5 = arith.constant 5 : index
  %t6 = tensor.insert %v into %t5[%c5] : tensor<32xf32>
  %c6 = arith.constant 6 : index
  %t7 = tensor.insert %v into %t6[%c6] : tensor<32xf32>
  %c7 = arith.constant 7 : index
  %t8 = tensor.insert %v into %t7[%c7] : tensor<32xf32>
  %c8 = arith.constant 8 : index
  %t9 = tensor.insert %v into %t8[%c8] : tensor<32xf32>
  %c9 = arith.constant 9 : index
  %t10 = tensor.insert %v into %t9[%c9] : tensor<32xf32>
  %c10 = arith.constant 10 : index
  %t11 = tensor.insert %v into %t10[%c10] : tensor<32xf32>
  %c11 = arith.constant 11 : index
  %t12 = tensor.insert %v into %t11[%c11] : tensor<32xf32>
  %c12 = arith.constant 12 : index
  %t13 = tensor.insert %v into %t12[%c12] : tensor<32xf32>
  %c13 = arith.constant 13 : index
  %t14 = tensor.insert %v into %t13[%c13] : tensor<32xf32>
  %c14 = arith.constant 14 : index
  %t15 = tensor.insert %v into %t14[%c14] : tensor<32xf32>
  %c15 = arith.constant 15 : index
  %t16 = tensor.insert %v into %t15[%c15] : tensor<32xf32>
  %c16 = arith.constant 16 : index
  %t17 = tensor.insert %v into %t16[%c16] : tensor<32xf32>
  %c17 = arith.constant 17 : index
  %t18 = tensor.insert %v into %t17[%c17] : tensor<32xf32>
  %c18 = arith.constant 18 : index
  %t19 = tensor.insert %v into %t18[%c18] : tensor<32xf32>
  %c19 = arith.constant 19 : index
  %t20 = tensor.insert %v into %t19[%c19] : tensor<32xf32>
  %c20 = arith.constant 20 : index
  %t21 = tensor.insert %v into %t20[%c20] : tensor<32xf32>
  %c21 = arith.constant 21 : index
  %t22 = tensor.insert %v into %t21[%c21] : tensor<32xf32>
  %c22 = arith.constant 22 : index
  %t23 = tensor.insert %v into %t22[%c22] : tensor<32xf32>
  %c23 = arith.constant 23 : index
  %t24 = tensor.insert %v into %t23[%c23] : tensor<32xf32>
  %a = tensor.extract %t4[%c4] : tensor<32xf32>
  %b = tensor.extract %t24[%c4] : tensor<32xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}
// @in_block(3): 2 + 2 + 2; @def_outside(7): 5 + 7, twice; @argument: 1 + 7,
// three times; @long_chain(7): 1 + 7.
// VALUE: {{^}}62{{$}}
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
  %h = call @long_chain(%w) : (f32) -> f32
  %s7 = arith.addf %s6, %h : f32
  return %s7 : f32
}
