// A dead op -- nothing but dead ops reads its tensor results (a call asks
// its callee's summary: an argument the callee ignores is not read),
// nothing uses its other results, no effect but reading and allocating,
// and what it writes is a buffer only tensor land sees -- reads nothing
// that matters: its reads are no conflicting reads, and a result it
// alone reads is unread (one_shot_calls.c, dead_at). Random programs
// 4960021 and 4960042: a linalg.map whose payload reads its init, the
// init read later (so out of place), the map's result read only by an
// alloc_tensor copy handed to a callee that ignores it, or by a
// materialize_in_destination into an empty tensor whose result is unused.
// mlbuf copied the init and ran the map; now the map is left out (as
// unread-write-left-out.mlir) and the costs equal upstream's.
//
// @copy_to_ignoring_callee: 4960021's shape: the map goes.
// @materialize_unused: 4960042's shape: the map goes.
// @fill_before_dead_copy: a fill in place although an alloc_tensor copy
// after it reads the filled tensor's old value (dead: the copy is handed
// to a callee that ignores it).
// Adversarial, the map stays and its buffer holds the init:
// @copy_to_reading_callee: the callee reads the copy.
// @dead_chain_8 / @dead_chain_9: the copy made 8 and 9 times in a chain
// before the ignoring call; the walk gives up past depth 16 (a limit of
// the answer: 8 copies are dead, 9 count as read).
//
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// VALUE: {{^}}60507090606{{$}}
// The build before this rule: 33 allocations, 26 copies, 832 bytes.
// STATS: allocations: 32
// STATS: copies: 23
// STATS: bytes copied: 736
// STATS: memory errors: 0

func.func private @ignore(%a: tensor<4xi64>, %b: tensor<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %a[%c0] : tensor<4xi64>
  return %x : i64
}

// CHECK-LABEL: func.func @copy_to_ignoring_callee
//       CHECK:   linalg.map outs(
//   CHECK-NOT:   linalg.map
//       CHECK:   call @ignore
func.func @copy_to_ignoring_callee() -> i64 {
  %c1 = arith.constant 1 : index
  %k3 = arith.constant 3 : i64
  %s = tensor.splat %k3 : tensor<4xi64>
  %m = linalg.map ins(%s : tensor<4xi64>) outs(%s : tensor<4xi64>)
    (%a: i64, %b: i64) {
      %e = arith.addi %a, %b : i64
      linalg.yield %e : i64
    }
  %c = bufferization.alloc_tensor() copy(%m) : tensor<4xi64>
  %y = call @ignore(%s, %c) : (tensor<4xi64>, tensor<4xi64>) -> i64
  %x = tensor.extract %s[%c1] : tensor<4xi64>
  %r = arith.addi %x, %y : i64
  return %r : i64
}

// CHECK-LABEL: func.func @materialize_unused
//       CHECK:   linalg.map outs(
//   CHECK-NOT:   linalg.map
//       CHECK:   return
func.func @materialize_unused() -> i64 {
  %c1 = arith.constant 1 : index
  %k5 = arith.constant 5 : i64
  %s = tensor.splat %k5 : tensor<4xi64>
  %m = linalg.map ins(%s : tensor<4xi64>) outs(%s : tensor<4xi64>)
    (%a: i64, %b: i64) {
      %e = arith.muli %a, %b : i64
      linalg.yield %e : i64
    }
  %e = tensor.empty() : tensor<4xi64>
  %d = bufferization.materialize_in_destination %m in %e : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  %x = tensor.extract %s[%c1] : tensor<4xi64>
  return %x : i64
}

// CHECK-LABEL: func.func @fill_before_dead_copy
//       CHECK:   %[[A:.*]] = memref.alloc()
//   CHECK-NOT:   memref.alloc
//       CHECK:   linalg.fill ins(%{{.*}} : i64) outs(%[[A]] :
//       CHECK:   call @ignore
func.func @fill_before_dead_copy() -> i64 {
  %c1 = arith.constant 1 : index
  %k5 = arith.constant 5 : i64
  %k7 = arith.constant 7 : i64
  %s = tensor.splat %k5 : tensor<4xi64>
  %f = linalg.fill ins(%k7 : i64) outs(%s : tensor<4xi64>) -> tensor<4xi64>
  %c = bufferization.alloc_tensor() copy(%s) : tensor<4xi64>
  %y = call @ignore(%f, %c) : (tensor<4xi64>, tensor<4xi64>) -> i64
  return %y : i64
}

func.func private @reads_second(%a: tensor<4xi64>, %b: tensor<4xi64>) -> i64 {
  %c2 = arith.constant 2 : index
  %x = tensor.extract %b[%c2] : tensor<4xi64>
  return %x : i64
}

// CHECK-LABEL: func.func @copy_to_reading_callee
//       CHECK:   memref.copy
//       CHECK:   linalg.map ins(
//       CHECK:   call @reads_second
func.func @copy_to_reading_callee() -> i64 {
  %c1 = arith.constant 1 : index
  %k3 = arith.constant 3 : i64
  %s = tensor.splat %k3 : tensor<4xi64>
  %m = linalg.map ins(%s : tensor<4xi64>) outs(%s : tensor<4xi64>)
    (%a: i64, %b: i64) {
      %e = arith.addi %a, %b : i64
      linalg.yield %e : i64
    }
  %c = bufferization.alloc_tensor() copy(%m) : tensor<4xi64>
  %y = call @reads_second(%s, %c) : (tensor<4xi64>, tensor<4xi64>) -> i64
  %x = tensor.extract %s[%c1] : tensor<4xi64>
  %r = arith.addi %x, %y : i64
  return %r : i64
}

// CHECK-LABEL: func.func @dead_chain_8
//       CHECK:   linalg.map outs(
//   CHECK-NOT:   linalg.map
//       CHECK:   call @ignore
func.func @dead_chain_8() -> i64 {
  %c1 = arith.constant 1 : index
  %k3 = arith.constant 3 : i64
  %s = tensor.splat %k3 : tensor<4xi64>
  %m = linalg.map ins(%s : tensor<4xi64>) outs(%s : tensor<4xi64>)
    (%a: i64, %b: i64) {
      %e = arith.addi %a, %b : i64
      linalg.yield %e : i64
    }
  %d0 = bufferization.alloc_tensor() copy(%m) : tensor<4xi64>
  %d1 = bufferization.alloc_tensor() copy(%d0) : tensor<4xi64>
  %d2 = bufferization.alloc_tensor() copy(%d1) : tensor<4xi64>
  %d3 = bufferization.alloc_tensor() copy(%d2) : tensor<4xi64>
  %d4 = bufferization.alloc_tensor() copy(%d3) : tensor<4xi64>
  %d5 = bufferization.alloc_tensor() copy(%d4) : tensor<4xi64>
  %d6 = bufferization.alloc_tensor() copy(%d5) : tensor<4xi64>
  %d7 = bufferization.alloc_tensor() copy(%d6) : tensor<4xi64>
  %y = call @ignore(%s, %d7) : (tensor<4xi64>, tensor<4xi64>) -> i64
  %x = tensor.extract %s[%c1] : tensor<4xi64>
  %r = arith.addi %x, %y : i64
  return %r : i64
}

// CHECK-LABEL: func.func @dead_chain_9
//       CHECK:   linalg.map outs(
//       CHECK:   linalg.map ins(
//       CHECK:   call @ignore
func.func @dead_chain_9() -> i64 {
  %c1 = arith.constant 1 : index
  %k3 = arith.constant 3 : i64
  %s = tensor.splat %k3 : tensor<4xi64>
  %m = linalg.map ins(%s : tensor<4xi64>) outs(%s : tensor<4xi64>)
    (%a: i64, %b: i64) {
      %e = arith.addi %a, %b : i64
      linalg.yield %e : i64
    }
  %d0 = bufferization.alloc_tensor() copy(%m) : tensor<4xi64>
  %d1 = bufferization.alloc_tensor() copy(%d0) : tensor<4xi64>
  %d2 = bufferization.alloc_tensor() copy(%d1) : tensor<4xi64>
  %d3 = bufferization.alloc_tensor() copy(%d2) : tensor<4xi64>
  %d4 = bufferization.alloc_tensor() copy(%d3) : tensor<4xi64>
  %d5 = bufferization.alloc_tensor() copy(%d4) : tensor<4xi64>
  %d6 = bufferization.alloc_tensor() copy(%d5) : tensor<4xi64>
  %d7 = bufferization.alloc_tensor() copy(%d6) : tensor<4xi64>
  %d8 = bufferization.alloc_tensor() copy(%d7) : tensor<4xi64>
  %y = call @ignore(%s, %d8) : (tensor<4xi64>, tensor<4xi64>) -> i64
  %x = tensor.extract %s[%c1] : tensor<4xi64>
  %r = arith.addi %x, %y : i64
  return %r : i64
}

func.func @main() -> i64 {
  %k100 = arith.constant 100 : i64
  %a = call @copy_to_ignoring_callee() : () -> i64
  %b = call @materialize_unused() : () -> i64
  %c = call @fill_before_dead_copy() : () -> i64
  %d = call @copy_to_reading_callee() : () -> i64
  %e = call @dead_chain_8() : () -> i64
  %f = call @dead_chain_9() : () -> i64
  %r1 = arith.muli %a, %k100 : i64
  %r2 = arith.addi %r1, %b : i64
  %r3 = arith.muli %r2, %k100 : i64
  %r4 = arith.addi %r3, %c : i64
  %r5 = arith.muli %r4, %k100 : i64
  %r6 = arith.addi %r5, %d : i64
  %r7 = arith.muli %r6, %k100 : i64
  %r8 = arith.addi %r7, %e : i64
  %r9 = arith.muli %r8, %k100 : i64
  %r = arith.addi %r9, %f : i64
  return %r : i64
}
