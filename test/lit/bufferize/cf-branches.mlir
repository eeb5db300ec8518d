// Tensors through cf branches: the arguments of non-entry blocks become
// buffers of fully dynamic layout and each branch hands on its buffers.
// @f writes its argument in a later block and reads the argument after
// the blocks join: the write must not land in the argument's buffer.
// mlir-opt 22 puts it in place (its analysis excuses writes outside the
// argument's block, which in a function body are the blocks that run
// after it) and returns 14; the tensor program returns 8 (the element
// read from the written tensor is handed to the join and added, so that
// the test does not hang on whether reads by dead ops count:
// dead-op-reads-count.mlir).
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @f
//       CHECK: ^bb1:
//       CHECK:   %[[C:.*]] = memref.alloc()
//       CHECK:   memref.copy %arg0, %[[C]]
//       CHECK:   memref.store %{{.*}}, %[[C]]
// VALUE: {{^}}8{{$}}
func.func @f(%t: tensor<4xi64>, %c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %k = arith.constant 7 : i64
  %k0 = arith.constant 0 : i64
  cf.cond_br %c, ^a, ^b(%k0 : i64)
^a:
  %u = tensor.insert %k into %t[%c0] : tensor<4xi64>
  %x = tensor.extract %u[%c0] : tensor<4xi64>
  cf.br ^b(%x : i64)
^b(%y: i64):
  %v = tensor.extract %t[%c0] : tensor<4xi64>
  %r = arith.addi %v, %y : i64
  return %r : i64
}
func.func @main() -> i64 {
  %one = arith.constant 1 : i64
  %t = tensor.splat %one : tensor<4xi64>
  %true = arith.constant true
  %r = call @f(%t, %true) : (tensor<4xi64>, i1) -> i64
  return %r : i64
}

// A loop built from branches carrying a tensor around the back edge, that
// reads a tensor defined before the loop and writes the carried one in
// place: the first trip carries that same buffer, so it is copied once.
// RUN: mlbuf-run %s -e loop -- 3 | FileCheck %s --check-prefix=LOOP
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - -e loop -- 3 | FileCheck %s --check-prefix=LOOP
// LOOP: {{^}}4{{$}}
func.func @loop(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^loop(%c0, %a : index, tensor<4xf32>)
^loop(%i: index, %t: tensor<4xf32>):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit(%t : tensor<4xf32>), ^body
^body:
  // Reads %a (defined before the loop) and writes %t in place: the first
  // trip's %t is %a's buffer, so the write must not go there.
  %x = tensor.extract %a[%c1] : tensor<4xf32>
  %y = tensor.extract %t[%c1] : tensor<4xf32>
  %z = arith.addf %x, %y : f32
  %u = tensor.insert %z into %t[%c1] : tensor<4xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^loop(%i1, %u : index, tensor<4xf32>)
^exit(%r: tensor<4xf32>):
  %v = tensor.extract %r[%c1] : tensor<4xf32>
  return %v : f32
}
