// The cost estimate of the choice between conflicting operands
// (one_shot_choose.c) counts the trips of a loop made of branches when
// its branches depend on constants only (analysis/block_runs.c), instead
// of assuming four. Random program 7022603: a cf loop of one trip whose
// body writes the carried tensor with a linalg.sub (it does not read its
// destination), the entry value read after the loop. Weighed as four
// trips, four allocations made the sub out of place look dearer than a
// copy of the entry value before the loop (one allocation, 48 bytes);
// counted as one trip, the sub out of place costs one allocation and no
// copy: 14 allocations / 256 bytes, upstream 15/208; now 14/208.
//
// @one_trip: the sub writes a new buffer, the linalg.mul writes that in
// place, nothing is copied (the build before: a copy of the entry value
// before the loop).
// @data_trips: the trip count comes from an argument, unknown: the entry
// value is copied before the loop as before.
//
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// VALUE: {{^}}3176{{$}}
// STATS: allocations: 8
// STATS: copies: 1
// STATS: bytes copied: 48
// STATS: memory errors: 0

// CHECK-LABEL: func.func @one_trip
//   CHECK-NOT:   memref.copy
//       CHECK:   cf.br ^bb1
//       CHECK: ^bb2:
//       CHECK:   %[[NEW:.*]] = memref.alloc() {{.*}} : memref<2x3xi64>
//       CHECK:   linalg.sub {{.*}} outs(%[[NEW]] : memref<2x3xi64>)
//       CHECK:   linalg.mul {{.*}} outs(%[[NEW]] : memref<2x3xi64>)
//       CHECK: ^bb3:
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @one_trip(%k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k2 = arith.constant 2 : i64
  %x = tensor.generate {
  ^bb0(%p: index, %q: index):
    %v = arith.addi %p, %q : index
    %w = arith.index_cast %v : index to i64
    %s = arith.addi %w, %k : i64
    tensor.yield %s : i64
  } : tensor<2x3xi64>
  %e = tensor.empty() : tensor<2x3xi64>
  %t = linalg.add ins(%x, %x : tensor<2x3xi64>, tensor<2x3xi64>) outs(%e : tensor<2x3xi64>) -> tensor<2x3xi64>
  cf.br ^bb1(%c0, %k2, %t : index, i64, tensor<2x3xi64>)
^bb1(%i: index, %acc: i64, %h: tensor<2x3xi64>):
  %b = arith.cmpi ult, %i, %c1 : index
  cf.cond_br %b, ^bb2, ^bb3
^bb2:
  %sub = linalg.sub ins(%x, %t : tensor<2x3xi64>, tensor<2x3xi64>) outs(%h : tensor<2x3xi64>) -> tensor<2x3xi64>
  %sp = tensor.splat %acc : tensor<2x3xi64>
  %mul = linalg.mul ins(%sub, %sp : tensor<2x3xi64>, tensor<2x3xi64>) outs(%sub : tensor<2x3xi64>) -> tensor<2x3xi64>
  %acc2 = arith.addi %acc, %k2 : i64
  %i2 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i2, %acc2, %mul : index, i64, tensor<2x3xi64>)
^bb3:
  %r0 = tensor.extract %t[%c1, %c2] : tensor<2x3xi64>
  %r1 = tensor.extract %h[%c0, %c1] : tensor<2x3xi64>
  %k100 = arith.constant 100 : i64
  %r2 = arith.muli %r0, %k100 : i64
  %r = arith.addi %r2, %r1 : i64
  return %r : i64
}

// CHECK-LABEL: func.func @data_trips
//       CHECK:   memref.copy
//       CHECK:   cf.br ^bb1
//       CHECK: ^bb2:
//   CHECK-NOT:   memref.alloc
//       CHECK:   linalg.sub
//       CHECK: ^bb3:
func.func @data_trips(%n: index, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k2 = arith.constant 2 : i64
  %x = tensor.generate {
  ^bb0(%p: index, %q: index):
    %v = arith.addi %p, %q : index
    %w = arith.index_cast %v : index to i64
    %s = arith.addi %w, %k : i64
    tensor.yield %s : i64
  } : tensor<2x3xi64>
  %e = tensor.empty() : tensor<2x3xi64>
  %t = linalg.add ins(%x, %x : tensor<2x3xi64>, tensor<2x3xi64>) outs(%e : tensor<2x3xi64>) -> tensor<2x3xi64>
  cf.br ^bb1(%c0, %k2, %t : index, i64, tensor<2x3xi64>)
^bb1(%i: index, %acc: i64, %h: tensor<2x3xi64>):
  %b = arith.cmpi ult, %i, %n : index
  cf.cond_br %b, ^bb2, ^bb3
^bb2:
  %sub = linalg.sub ins(%x, %t : tensor<2x3xi64>, tensor<2x3xi64>) outs(%h : tensor<2x3xi64>) -> tensor<2x3xi64>
  %sp = tensor.splat %acc : tensor<2x3xi64>
  %mul = linalg.mul ins(%sub, %sp : tensor<2x3xi64>, tensor<2x3xi64>) outs(%sub : tensor<2x3xi64>) -> tensor<2x3xi64>
  %acc2 = arith.addi %acc, %k2 : i64
  %i2 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i2, %acc2, %mul : index, i64, tensor<2x3xi64>)
^bb3:
  %r0 = tensor.extract %t[%c1, %c2] : tensor<2x3xi64>
  %r1 = tensor.extract %h[%c0, %c1] : tensor<2x3xi64>
  %k100 = arith.constant 100 : i64
  %r2 = arith.muli %r0, %k100 : i64
  %r = arith.addi %r2, %r1 : i64
  return %r : i64
}

func.func @main() -> i64 {
  %c1 = arith.constant 1 : index
  %k5 = arith.constant 5 : i64
  %a = call @one_trip(%k5) : (i64) -> i64
  %b = call @data_trips(%c1, %k5) : (index, i64) -> i64
  %r = arith.addi %a, %b : i64
  return %r : i64
}
