// An insert reads its destination only as the rest it leaves as it was:
// when nothing looks at its result, what a write left in that buffer
// cannot be seen, so such a read is no conflict (random program 7132543:
// inserts in a cf loop, each in a case of a switch whose tensor result
// nobody uses; mlbuf copied the destination every trip, where mlir-opt
// 22 writes in place: 2 allocations and 32 bytes more).
// @unseen: both inserts go in place into %t (the buffer of the fill),
// read before the loop only. @seen: the switch's result is read in the
// next trip, so an insert in place would show the other case's write of
// an earlier trip: both stay out of place, copied (mlir-opt 22 puts them
// in place and the program gives 22269, not 22273). Before: 6
// allocations, 4 copies, 64 bytes; mlir-opt 22 (wrong value): 2, 0, 0.
//
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries explain-copies" -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXPLAIN
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// VALUE: {{^}}22273{{$}}
// STATS: allocations: 4
// STATS: copies: 2
// STATS: bytes copied: 32
// STATS: memory errors: 0

// EXPLAIN-NOT: dest-read-unseen.mlir:{{5[0-9]|6[0-9]}}:{{.*}}remark
// EXPLAIN: dest-read-unseen.mlir:96:{{.*}} remark: operand #1 of 'tensor.insert' bufferizes out of place (a new buffer): in place, a write would change what a later read sees
// EXPLAIN: dest-read-unseen.mlir:100:{{.*}} remark: operand #1 of 'tensor.insert' bufferizes out of place (a new buffer): in place, a write would change what a later read sees
// EXPLAIN-NOT: remark

// CHECK-LABEL: func.func @unseen
//       CHECK:   %[[T:.*]] = memref.alloc()
//       CHECK:   linalg.fill {{.*}} outs(%[[T]] :
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   memref.store %{{.*}}, %[[T]][%{{.*}}]
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   memref.store %{{.*}}, %[[T]][%{{.*}}]
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @unseen(%k5: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k3 = arith.constant 3 : i64
  %k7 = arith.constant 7 : i64
  %e = tensor.empty() : tensor<2xi64>
  %t = linalg.fill ins(%k7 : i64) outs(%e : tensor<2xi64>) -> tensor<2xi64>
  %w0 = tensor.extract %t[%c0] : tensor<2xi64>
  %h0 = arith.addi %k5, %w0 : i64
  cf.br ^bb1(%c0, %h0 : index, i64)
^bb1(%i: index, %h: i64):
  %b = arith.cmpi ult, %i, %c2 : index
  cf.cond_br %b, ^bb2, ^bb3
^bb2:
  %i1 = arith.addi %i, %c1 : index
  %s = arith.andi %h, %k3 : i64
  %x = arith.index_cast %s : i64 to index
  %r:2 = scf.index_switch %x -> tensor<2xi64>, i64
  case 0 {
    %t1 = tensor.insert %h into %t[%c1] : tensor<2xi64>
    scf.yield %t1, %k3 : tensor<2xi64>, i64
  }
  default {
    %t2 = tensor.insert %h into %t[%c0] : tensor<2xi64>
    scf.yield %t2, %k7 : tensor<2xi64>, i64
  }
  %h2 = arith.addi %h, %r#1 : i64
  cf.br ^bb1(%i1, %h2 : index, i64)
^bb3:
  return %h : i64
}

// CHECK-LABEL: func.func @seen
//       CHECK:   memref.alloc()
//       CHECK:   memref.copy
//       CHECK:   memref.alloc()
//       CHECK:   memref.copy
//       CHECK:   return
func.func @seen(%k5: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k3 = arith.constant 3 : i64
  %k7 = arith.constant 7 : i64
  %e = tensor.empty() : tensor<2xi64>
  %t = linalg.fill ins(%k7 : i64) outs(%e : tensor<2xi64>) -> tensor<2xi64>
  cf.br ^bb1(%c0, %k5 : index, i64)
^bb1(%i: index, %h: i64):
  %b = arith.cmpi ult, %i, %c2 : index
  cf.cond_br %b, ^bb2, ^bb3
^bb2:
  %i1 = arith.addi %i, %c1 : index
  %r = scf.index_switch %i -> tensor<2xi64>
  case 0 {
    %t1 = tensor.insert %k3 into %t[%c1] : tensor<2xi64>
    scf.yield %t1 : tensor<2xi64>
  }
  default {
    %t2 = tensor.insert %k5 into %t[%c0] : tensor<2xi64>
    scf.yield %t2 : tensor<2xi64>
  }
  %v = tensor.extract %r[%c1] : tensor<2xi64>
  %h1 = arith.muli %h, %k7 : i64
  %h2 = arith.addi %h1, %v : i64
  cf.br ^bb1(%i1, %h2 : index, i64)
^bb3:
  return %h : i64
}

func.func @main() -> i64 {
  %k5 = arith.constant 5 : i64
  %k1000 = arith.constant 1000 : i64
  %a = func.call @unseen(%k5) : (i64) -> i64
  %b = func.call @seen(%k5) : (i64) -> i64
  %m = arith.muli %a, %k1000 : i64
  %s = arith.addi %m, %b : i64
  return %s : i64
}
