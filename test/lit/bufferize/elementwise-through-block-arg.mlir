// The elementwise excuse (one op reading an element of one operand and
// writing the same element of another that holds the same buffer) follows
// a block argument back to what its incoming edges hand it, when no cycle
// passes through the block: each incoming value must lead back to the
// read tensor or never hold its buffer (src/analysis/one_shot_queries.c,
// incoming_chain_to). Random program 7130872: a linalg.copy of a tensor
// into the argument a cf.cond_br hands that tensor to; mlbuf copied the
// tensor on the edge, one allocation more than mlir-opt 22.
//   @single:  the copy writes the tensor onto itself, in place.
//   @shifted: the other edge hands on a slice of the same buffer shifted
//             by one: in place, the map would read elements it already
//             wrote, so it keeps a buffer of its own (mlir-opt 22 stops
//             on this function: "type mismatch for bb argument").
//   @cycle:   the back edge hands the argument on to the next trip, which
//             reads %t again: not followed, the loop gets its copy (in
//             place, @cycle would return 56 instead of 28).
//
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// VALUE: {{^}}105636328{{$}}
// STATS: allocations: 8
// STATS: copies: 1
// STATS: memory errors: 0

// CHECK-LABEL: func.func @single
//       CHECK:   %[[T:.*]] = memref.alloc()
//       CHECK: ^bb1(%[[P:.*]]: memref<4xi64>):
//  CHECK-NEXT:   linalg.copy ins(%[[T]] : memref<4xi64>) outs(%[[P]] : memref<4xi64>)
func.func @single(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %k = arith.constant 7 : i64
  %t0 = tensor.splat %k : tensor<4xi64>
  %k5 = arith.constant 5 : i64
  %t = tensor.insert %k5 into %t0[%c3] : tensor<4xi64>
  cf.cond_br %c, ^bb1(%t : tensor<4xi64>), ^bb2
^bb1(%p: tensor<4xi64>):
  %w = linalg.copy ins(%t : tensor<4xi64>) outs(%p : tensor<4xi64>) -> tensor<4xi64>
  %a = tensor.extract %w[%c3] : tensor<4xi64>
  cf.br ^bb3(%a : i64)
^bb2:
  %b = arith.constant 1 : i64
  cf.br ^bb3(%b : i64)
^bb3(%r: i64):
  return %r : i64
}


// CHECK-LABEL: func.func @shifted
//       CHECK: ^bb1({{.*}}): // 2 preds
//  CHECK-NEXT:   %[[OWN:.*]] = memref.alloc()
//  CHECK-NEXT:   linalg.map {{.*}} outs(%[[OWN]] : memref<4xi64>)
func.func @shifted(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %big = tensor.generate {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i64
    tensor.yield %v : i64
  } : tensor<8xi64>
  %t = tensor.extract_slice %big[0] [4] [1] : tensor<8xi64> to tensor<4xi64>
  %s = tensor.extract_slice %big[1] [4] [1] : tensor<8xi64> to tensor<4xi64>
  cf.cond_br %c, ^bb1(%t : tensor<4xi64>), ^bb1(%s : tensor<4xi64>)
^bb1(%p: tensor<4xi64>):
  %w = linalg.map { arith.addi } ins(%t, %t : tensor<4xi64>, tensor<4xi64>) outs(%p : tensor<4xi64>)
  %a = tensor.extract %w[%c3] : tensor<4xi64>
  %e = tensor.extract %big[%c3] : tensor<8xi64>
  %k10 = arith.constant 10 : i64
  %m = arith.muli %a, %k10 : i64
  %r = arith.addi %m, %e : i64
  return %r : i64
}


// CHECK-LABEL: func.func @cycle
//       CHECK:   memref.copy
//  CHECK-NEXT:   cf.br ^bb1
func.func @cycle(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k = arith.constant 7 : i64
  %t = tensor.splat %k : tensor<4xi64>
  cf.br ^bb1(%c0, %t : index, tensor<4xi64>)
^bb1(%i: index, %p: tensor<4xi64>):
  %w = linalg.map { arith.addi } ins(%t, %p : tensor<4xi64>, tensor<4xi64>) outs(%p : tensor<4xi64>)
  %i1 = arith.addi %i, %c1 : index
  %more = arith.cmpi ult, %i1, %n : index
  cf.cond_br %more, ^bb1(%i1, %w : index, tensor<4xi64>), ^bb2
^bb2:
  %a = tensor.extract %w[%c3] : tensor<4xi64>
  return %a : i64
}


func.func @main() -> i64 {
  %f = arith.constant false
  %tr = arith.constant true
  %c3 = arith.constant 3 : index
  %k100 = arith.constant 100 : i64
  %x0 = func.call @single(%f) : (i1) -> i64
  %x1 = func.call @single(%tr) : (i1) -> i64
  %x2 = func.call @shifted(%f) : (i1) -> i64
  %x3 = func.call @shifted(%tr) : (i1) -> i64
  %x4 = func.call @cycle(%c3) : (index) -> i64
  %a1 = arith.muli %x0, %k100 : i64
  %a2 = arith.addi %a1, %x1 : i64
  %a3 = arith.muli %a2, %k100 : i64
  %a4 = arith.addi %a3, %x2 : i64
  %a5 = arith.muli %a4, %k100 : i64
  %a6 = arith.addi %a5, %x3 : i64
  %a7 = arith.muli %a6, %k100 : i64
  %a8 = arith.addi %a7, %x4 : i64
  return %a8 : i64
}
