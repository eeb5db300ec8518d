// A subset insertion whose source is the very part of its destination it
// writes (linalg.copy of a tensor onto itself; an insert_slice of a slice
// extracted from the same place) copies that part onto itself: no read
// through a definition holding the source's buffer sees a change, also
// when the read reaches it through a cf block argument (the excuse asked
// of each definition, not only of the read value). Random program
// 6850043: a linalg.copy of a tensor onto itself, the tensor read later
// through a cf block argument, was put out of place (19 allocations / 224
// bytes, upstream 18/224).
//
// @copy_onto_itself: the copy in place, onto its own buffer.
// @slice_onto_itself: the extract_slice in place (a subview, no copy).
// @copy_of_other: a copy of another tensor still goes out of place (the
// read through the block argument must not see it).
//
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// VALUE: {{^}}6081408{{$}}
// The build before: 12 allocations, 1 copy, 16 bytes (upstream 9, 0, 0).
// STATS: allocations: 9
// STATS: copies: 0
// STATS: bytes copied: 0
// STATS: memory errors: 0

// CHECK-LABEL: func.func @copy_onto_itself
//       CHECK:   %[[A:.*]] = memref.alloc() {{.*}} : memref<4xi64>
//       CHECK:   linalg.copy ins(%[[A]] : memref<4xi64>) outs(%[[A]] : memref<4xi64>)
//   CHECK-NOT:   memref.copy
//       CHECK:   return

// CHECK-LABEL: func.func @slice_onto_itself
//       CHECK:   %[[T:.*]] = memref.alloc() {{.*}} : memref<4xi64>
//   CHECK-NOT:   memref.alloc
//       CHECK:   %[[S:.*]] = memref.subview %[[T]][1] [2] [1]
//       CHECK:   linalg.fill ins(%{{.*}} : i64) outs(%[[S]] :

// CHECK-LABEL: func.func @copy_of_other
//       CHECK:   %[[F:.*]] = memref.alloc() {{.*}} : memref<4xi64>
//       CHECK:   %[[G:.*]] = memref.alloc() {{.*}} : memref<4xi64>
//       CHECK:   %[[O:.*]] = memref.alloc() {{.*}} : memref<4xi64>
//       CHECK:   linalg.copy ins(%[[G]] : memref<4xi64>) outs(%[[O]] : memref<4xi64>)
//       CHECK:   cf.br ^bb3(%[[F]] : memref<4xi64>)
func.func @copy_onto_itself(%flag: i1, %v: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k5 = arith.constant 5 : i64
  %e = tensor.empty() : tensor<4xi64>
  %t1 = linalg.fill ins(%v : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %t4 = linalg.copy ins(%t1 : tensor<4xi64>) outs(%t1 : tensor<4xi64>) -> tensor<4xi64>
  %e2 = tensor.empty() : tensor<4xi64>
  %t2 = linalg.fill ins(%k5 : i64) outs(%e2 : tensor<4xi64>) -> tensor<4xi64>
  cf.cond_br %flag, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%t1 : tensor<4xi64>)
^bb2:
  cf.br ^bb3(%t2 : tensor<4xi64>)
^bb3(%j: tensor<4xi64>):
  %x = tensor.extract %j[%c0] : tensor<4xi64>
  %y = tensor.extract %t4[%c1] : tensor<4xi64>
  %s = arith.addi %x, %y : i64
  return %s : i64
}

func.func @slice_onto_itself(%flag: i1, %v: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k5 = arith.constant 5 : i64
  %k7 = arith.constant 7 : i64
  %t0 = tensor.from_elements %v, %k5, %k7, %v : tensor<4xi64>
  %s = tensor.extract_slice %t0[1] [2] [1] : tensor<4xi64> to tensor<2xi64>
  %f = linalg.fill ins(%k7 : i64) outs(%s : tensor<2xi64>) -> tensor<2xi64>
  %t1 = tensor.insert_slice %f into %t0[1] [2] [1] : tensor<2xi64> into tensor<4xi64>
  %e2 = tensor.empty() : tensor<2xi64>
  %t2 = linalg.fill ins(%k5 : i64) outs(%e2 : tensor<2xi64>) -> tensor<2xi64>
  cf.cond_br %flag, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%f : tensor<2xi64>)
^bb2:
  cf.br ^bb3(%t2 : tensor<2xi64>)
^bb3(%j: tensor<2xi64>):
  %x = tensor.extract %j[%c0] : tensor<2xi64>
  %y = tensor.extract %t1[%c1] : tensor<4xi64>
  %r = arith.addi %x, %y : i64
  return %r : i64
}

func.func @copy_of_other(%flag: i1, %v: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k5 = arith.constant 5 : i64
  %e = tensor.empty() : tensor<4xi64>
  %t1 = linalg.fill ins(%v : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %e2 = tensor.empty() : tensor<4xi64>
  %t2 = linalg.fill ins(%k5 : i64) outs(%e2 : tensor<4xi64>) -> tensor<4xi64>
  %t4 = linalg.copy ins(%t2 : tensor<4xi64>) outs(%t1 : tensor<4xi64>) -> tensor<4xi64>
  cf.cond_br %flag, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%t1 : tensor<4xi64>)
^bb2:
  cf.br ^bb3(%t2 : tensor<4xi64>)
^bb3(%j: tensor<4xi64>):
  %x = tensor.extract %j[%c0] : tensor<4xi64>
  %y = tensor.extract %t4[%c1] : tensor<4xi64>
  %s = arith.addi %x, %y : i64
  return %s : i64
}

func.func @main() -> i64 {
  %true = arith.constant true
  %false = arith.constant false
  %k3 = arith.constant 3 : i64
  %k100 = arith.constant 100 : i64
  %a = call @copy_onto_itself(%true, %k3) : (i1, i64) -> i64
  %b = call @copy_onto_itself(%false, %k3) : (i1, i64) -> i64
  %c = call @slice_onto_itself(%true, %k3) : (i1, i64) -> i64
  %d = call @copy_of_other(%true, %k3) : (i1, i64) -> i64
  %ab = arith.muli %a, %k100 : i64
  %ab2 = arith.addi %ab, %b : i64
  %abc = arith.muli %ab2, %k100 : i64
  %abc2 = arith.addi %abc, %c : i64
  %abcd = arith.muli %abc2, %k100 : i64
  %r = arith.addi %abcd, %d : i64
  return %r : i64
}
