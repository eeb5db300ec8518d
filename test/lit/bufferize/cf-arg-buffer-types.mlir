// REQUIRES: mlir-opt
// A tensor argument of a cf block takes the buffer type all its incoming
// operands will have when they agree (upstream's rule), else the fully
// dynamic layout; a fixed point over the branches, back edges included.
// A block that only forwards an identity buffer then needs no cast
// (random program 1302266: the cast kept a block apart from its
// predecessor and gave it a bufferization.dealloc of its own).
// mlir-opt 22 gives the same block signatures; it cannot type a block
// argument that no incoming buffer reaches (dead.mlir), mlbuf gives it
// the fully dynamic layout.
// RUN: split-file %s %t
// RUN: mlbuf-opt %t/main.mlir --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: %mlir_opt %t/main.mlir --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %t/main.mlir | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %t/main.mlir --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %t/dead.mlir --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s --check-prefix=DEAD
// RUN: mlbuf-opt %t/dead.mlir --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=DEADVALUE
// 1+2 (@same), 1+2 (@differ), 4 (@loop), 4 (@loop_body_first), 4
// (@loop_slice)
// VALUE: {{^}}18{{$}}
// DEADVALUE: {{^}}4{{$}}

//--- main.mlir
// Two new buffers meet: identity layout, no cast.
// CHECK-LABEL: func.func @same(
//   CHECK-NOT:   memref.cast
//       CHECK:   ^bb3(%{{.*}}: memref<4xf32>):
func.func @same(%c: i1) -> f32 {
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  cf.cond_br %c, ^a, ^b
^a:
  %x = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^join(%x : tensor<4xf32>)
^b:
  %y = linalg.fill ins(%two : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^join(%y : tensor<4xf32>)
^join(%t: tensor<4xf32>):
  %v = tensor.extract %t[%c1] : tensor<4xf32>
  return %v : f32
}

// A new buffer and a slice of another: the fully dynamic layout, each
// branch casts.
// CHECK-LABEL: func.func @differ(
//       CHECK:   ^bb3(%{{.*}}: memref<4xf32, strided<[?], offset: ?>>):
func.func @differ(%c: i1) -> f32 {
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %big = tensor.empty() : tensor<8xf32>
  cf.cond_br %c, ^a, ^b
^a:
  %x = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^join(%x : tensor<4xf32>)
^b:
  %f = linalg.fill ins(%two : f32) outs(%big : tensor<8xf32>) -> tensor<8xf32>
  %s = tensor.extract_slice %f[4] [4] [1] : tensor<8xf32> to tensor<4xf32>
  cf.br ^join(%s : tensor<4xf32>)
^join(%t: tensor<4xf32>):
  %v = tensor.extract %t[%c1] : tensor<4xf32>
  return %v : f32
}

// A loop around a back edge carrying the buffer it writes in place: the
// entry brings a new buffer, the back edge the argument's own, so the
// header and the exit keep the identity layout.
// CHECK-LABEL: func.func @loop(
//       CHECK:   ^bb1(%{{.*}}: index, %{{.*}}: memref<4xf32>):
//       CHECK:   ^bb3(%{{.*}}: memref<4xf32>):
func.func @loop(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^head(%c0, %a : index, tensor<4xf32>)
^head(%i: index, %t: tensor<4xf32>):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit(%t : tensor<4xf32>), ^body
^body:
  %y = tensor.extract %t[%c1] : tensor<4xf32>
  %z = arith.addf %y, %one : f32
  %u = tensor.insert %z into %t[%c1] : tensor<4xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^head(%i1, %u : index, tensor<4xf32>)
^exit(%r: tensor<4xf32>):
  %v = tensor.extract %r[%c1] : tensor<4xf32>
  return %v : f32
}

// The same loop with the back edge's block first: its branch is met
// before the entry has typed the header's argument, and waits for it.
// CHECK-LABEL: func.func @loop_body_first(
//       CHECK:   ^bb2(%{{.*}}: index, %{{.*}}: memref<4xf32>):
//       CHECK:   ^bb4(%{{.*}}: memref<4xf32>):
func.func @loop_body_first(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^pre
^body:
  %y = tensor.extract %t[%c1] : tensor<4xf32>
  %z = arith.addf %y, %one : f32
  %u = tensor.insert %z into %t[%c1] : tensor<4xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^head(%i1, %u : index, tensor<4xf32>)
^head(%i: index, %t: tensor<4xf32>):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit(%t : tensor<4xf32>), ^body
^pre:
  cf.br ^head(%c0, %a : index, tensor<4xf32>)
^exit(%r: tensor<4xf32>):
  %v = tensor.extract %r[%c1] : tensor<4xf32>
  return %v : f32
}

// The back edge brings a slice where the entry brings a new buffer: the
// header's argument goes to the fully dynamic layout, and so does the
// exit's, which only the header reaches.
// CHECK-LABEL: func.func @loop_slice(
//       CHECK:   ^bb1(%{{.*}}: index, %{{.*}}: memref<4xf32, strided<[?], offset: ?>>):
//       CHECK:   ^bb3(%{{.*}}: memref<4xf32, strided<[?], offset: ?>>):
func.func @loop_slice(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^head(%c0, %a : index, tensor<4xf32>)
^head(%i: index, %t: tensor<4xf32>):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit(%t : tensor<4xf32>), ^body
^body:
  %y = tensor.extract %t[%c1] : tensor<4xf32>
  %z = arith.addf %y, %one : f32
  %big = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%z : f32) outs(%big : tensor<8xf32>) -> tensor<8xf32>
  %s = tensor.extract_slice %f[4] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^head(%i1, %s : index, tensor<4xf32>)
^exit(%r: tensor<4xf32>):
  %v = tensor.extract %r[%c1] : tensor<4xf32>
  return %v : f32
}

func.func @main() -> f32 {
  %true = arith.constant true
  %false = arith.constant false
  %c3 = arith.constant 3 : index
  %a = call @same(%true) : (i1) -> f32
  %b = call @same(%false) : (i1) -> f32
  %c = call @differ(%true) : (i1) -> f32
  %d = call @differ(%false) : (i1) -> f32
  %e = call @loop(%c3) : (index) -> f32
  %g = call @loop_body_first(%c3) : (index) -> f32
  %f = call @loop_slice(%c3) : (index) -> f32
  %s1 = arith.addf %a, %b : f32
  %s2 = arith.addf %c, %d : f32
  %s3 = arith.addf %e, %f : f32
  %s4 = arith.addf %s1, %s2 : f32
  %s5 = arith.addf %s3, %s4 : f32
  %s = arith.addf %s5, %g : f32
  return %s : f32
}

//--- dead.mlir
// A block only its own back edge reaches: no incoming type, so the fully
// dynamic layout.
// DEAD-LABEL: func.func @dead(
//       DEAD:   ^bb2(%{{.*}}: memref<4xf32, strided<[?], offset: ?>>):
func.func @dead(%n: index) -> f32 {
  %c1 = arith.constant 1 : index
  %one = arith.constant 4.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^exit(%a : tensor<4xf32>)
^exit(%r: tensor<4xf32>):
  %v = tensor.extract %r[%c1] : tensor<4xf32>
  return %v : f32
^dead(%d: tensor<4xf32>):
  cf.br ^dead(%d : tensor<4xf32>)
}
func.func @main() -> f32 {
  %c3 = arith.constant 3 : index
  %r = call @dead(%c3) : (index) -> f32
  return %r : f32
}
