// A callee that overwrites its argument before reading it does not read
// the caller's contents, even when later ops of the callee read the
// buffer (they read what the callee wrote). Here the argument enters an
// scf.for whose linalg.map overwrites it without reading its init; the
// linalg.generic after reads the map's result. The caller reads %t after
// the call, so the call's operand goes out of place: a new buffer, and no
// copy of %t into it (upstream's isValueRead). The summary used to call
// the argument read because a member of its alias set is read (random
// program 6982207: one copy more than mlir-opt 22). That is with
// upstream's decisions (choice-runs=0); by default (CHOSEN) @over keeps
// its argument read-only, its loop's init goes out of place, again with
// no copy, and the caller hands %t over as it is: @over no longer
// returns its argument, which the deallocation pipeline would clone.
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries choice-runs=0" | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s --check-prefix=CHOSEN
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - -e main 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VAL

// CHECK-LABEL: func.func @main
//       CHECK:   %[[T:.*]] = memref.alloc()
//       CHECK:   linalg.fill {{.*}} outs(%[[T]]
//       CHECK:   %[[N:.*]] = memref.alloc()
//   CHECK-NOT:   memref.copy
//       CHECK:   call @over(
//   CHECK-NOT:   memref.copy
//       CHECK:   return
// VAL: 9
// CHOSEN-LABEL: func.func private @over
//   CHOSEN-NOT:   memref.copy
//       CHOSEN:   %[[OWN:.*]] = memref.alloc()
//   CHOSEN-NOT:   memref.copy
//       CHOSEN:   scf.for {{.*}} iter_args(%{{.*}} = %[[OWN]])
// CHOSEN-LABEL: func.func @main
//   CHOSEN-NOT:   memref.copy
//       CHOSEN:   call @over(
// 3 allocations and 16 bytes (a clone of the returned argument) with
// upstream's decisions.
// STATS: allocations: 2
// STATS: bytes copied: 0

func.func private @over(%t: tensor<2xi64>) -> tensor<2xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %t) -> (tensor<2xi64>) {
    %m = linalg.map outs(%a : tensor<2xi64>)
      (%init: i64) {
        %k = linalg.index 0 : index
        %v = arith.index_cast %k : index to i64
        linalg.yield %v : i64
      }
    %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%m : tensor<2xi64>) {
    ^bb0(%o: i64):
      %two = arith.constant 2 : i64
      %p = arith.addi %o, %two : i64
      linalg.yield %p : i64
    } -> tensor<2xi64>
    scf.yield %g : tensor<2xi64>
  }
  return %r : tensor<2xi64>
}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %seven = arith.constant 7 : i64
  %e = tensor.empty() : tensor<2xi64>
  %t = linalg.fill ins(%seven : i64) outs(%e : tensor<2xi64>) -> tensor<2xi64>
  %r = call @over(%t) : (tensor<2xi64>) -> tensor<2xi64>
  %a = tensor.extract %t[%c0] : tensor<2xi64>
  %b = tensor.extract %r[%c0] : tensor<2xi64>
  %s = arith.addi %a, %b : i64
  return %s : i64
}
