// An scf.condition operand that is not the first region's own argument
// (here a tensor constant defined before the loop) is handed on as it is:
// the second region's argument and the loop's result are that buffer, no
// copy. A write through them would conflict with the constant in their
// alias set and put the condition's operand out of place (a copy at each
// run of the condition, which the write then fills in place), so only
// reads share the buffer.
// mlir-opt 22 rejects the loop without allow-return-allocs-from-loops
// ("Condition arg #0 is not equivalent ..."), and with it allocates and
// copies at each run of the condition: 4 allocations and 4 copies here,
// against none.
// RUN: mlbuf-opt %s --one-shot-bufferize=allow-return-allocs-from-loops | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize=allow-return-allocs-from-loops --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @main
//       CHECK:   %[[K:.*]] = memref.get_global
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   scf.condition(%{{.*}}) %[[K]], %{{.*}} : memref<3xf32>, index

// VALUE: {{^}}2{{$}}
// STATS: {{^}}2{{$}}
// STATS: allocations: 0
// STATS: copies: 0
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f32
  %k = arith.constant dense<[1.0, 2.0, 4.0]> : tensor<3xf32>
  %r:2 = scf.while (%i = %c0, %acc = %z) : (index, f32) -> (tensor<3xf32>, index) {
    %go = arith.cmpi slt, %i, %c3 : index
    scf.condition(%go) %k, %i : tensor<3xf32>, index
  } do {
  ^bb0(%t: tensor<3xf32>, %j: index):
    %x = tensor.extract %t[%j] : tensor<3xf32>
    %j1 = arith.addi %j, %c1 : index
    scf.yield %j1, %x : index, f32
  }
  %y = tensor.extract %r#0[%c1] : tensor<3xf32>
  return %y : f32
}
