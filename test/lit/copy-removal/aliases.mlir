// Accesses through views count as accesses of the buffer viewed (alias
// analysis): a write of the source through a subview after the copy, a
// target written through a cast before the copy, a target written through
// a subview while the temporary is live, a source freed through a cast
// (not a free of the source itself) keep the copy; a read through a
// subview does not, nor does a cast of the target made before the copy but
// used after it.
// RUN: mlbuf-opt %s --copy-removal | FileCheck %s
// RUN: mlbuf-opt %s --copy-removal | mlbuf-run --check -e main | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=VALUE
// VALUE: 8

// CHECK-LABEL: func.func @source_written_through_view
//       CHECK:   memref.copy
func.func @source_written_through_view(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xi64>
  linalg.fill ins(%x : i64) outs(%a : memref<4xi64>)
  %b = memref.alloc() : memref<4xi64>
  memref.copy %a, %b : memref<4xi64> to memref<4xi64>
  %s = memref.subview %a[1] [2] [1] : memref<4xi64> to memref<2xi64, strided<[1], offset: 1>>
  %k = arith.constant 100 : i64
  linalg.fill ins(%k : i64) outs(%s : memref<2xi64, strided<[1], offset: 1>>)
  memref.dealloc %a : memref<4xi64>
  %c1 = arith.constant 1 : index
  %v = memref.load %b[%c1] : memref<4xi64>
  memref.dealloc %b : memref<4xi64>
  return %v : i64
}

// CHECK-LABEL: func.func @source_read_through_view
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @source_read_through_view(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xi64>
  linalg.fill ins(%x : i64) outs(%a : memref<4xi64>)
  %b = memref.alloc() : memref<4xi64>
  memref.copy %a, %b : memref<4xi64> to memref<4xi64>
  %s = memref.subview %a[1] [2] [1] : memref<4xi64> to memref<2xi64, strided<[1], offset: 1>>
  %u = memref.load %s[%c0] : memref<2xi64, strided<[1], offset: 1>>
  memref.dealloc %a : memref<4xi64>
  %v = memref.load %b[%c0] : memref<4xi64>
  memref.dealloc %b : memref<4xi64>
  %r = arith.addi %u, %v : i64
  return %r : i64
}

// CHECK-LABEL: func.func @target_cast_before_copy
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @target_cast_before_copy(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xi64>
  linalg.fill ins(%x : i64) outs(%a : memref<4xi64>)
  %b = memref.alloc() : memref<4xi64>
  %cast = memref.cast %b : memref<4xi64> to memref<?xi64>
  memref.copy %a, %b : memref<4xi64> to memref<4xi64>
  memref.dealloc %a : memref<4xi64>
  %v = memref.load %cast[%c0] : memref<?xi64>
  memref.dealloc %b : memref<4xi64>
  return %v : i64
}

// CHECK-LABEL: func.func @target_written_through_cast_before_copy
//       CHECK:   memref.copy
func.func @target_written_through_cast_before_copy(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xi64>
  linalg.fill ins(%x : i64) outs(%a : memref<4xi64>)
  %b = memref.alloc() : memref<4xi64>
  %cast = memref.cast %b : memref<4xi64> to memref<?xi64>
  %k = arith.constant 100 : i64
  memref.store %k, %cast[%c0] : memref<?xi64>
  memref.copy %a, %b : memref<4xi64> to memref<4xi64>
  memref.dealloc %a : memref<4xi64>
  %v = memref.load %cast[%c0] : memref<?xi64>
  memref.dealloc %b : memref<4xi64>
  return %v : i64
}

// CHECK-LABEL: func.func @target_written_through_view
//       CHECK:   memref.copy
func.func @target_written_through_view(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %out = memref.alloc() : memref<4xi64>
  %s = memref.subview %out[1] [2] [1] : memref<4xi64> to memref<2xi64, strided<[1], offset: 1>>
  %tmp = memref.alloc() : memref<4xi64>
  linalg.fill ins(%x : i64) outs(%tmp : memref<4xi64>)
  %k = arith.constant 100 : i64
  memref.store %k, %s[%c0] : memref<2xi64, strided<[1], offset: 1>>
  %u = memref.load %tmp[%c1] : memref<4xi64>
  memref.copy %tmp, %out : memref<4xi64> to memref<4xi64>
  memref.dealloc %tmp : memref<4xi64>
  %v = memref.load %out[%c1] : memref<4xi64>
  memref.dealloc %out : memref<4xi64>
  %r = arith.addi %u, %v : i64
  return %r : i64
}

// CHECK-LABEL: func.func @source_freed_through_cast
//       CHECK:   memref.copy
func.func @source_freed_through_cast(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xi64>
  linalg.fill ins(%x : i64) outs(%a : memref<4xi64>)
  %b = memref.alloc() : memref<4xi64>
  memref.copy %a, %b : memref<4xi64> to memref<4xi64>
  %cast = memref.cast %a : memref<4xi64> to memref<?xi64>
  memref.dealloc %cast : memref<?xi64>
  %v = memref.load %b[%c0] : memref<4xi64>
  memref.dealloc %b : memref<4xi64>
  return %v : i64
}

func.func @main() -> i64 {
  %x = arith.constant 1 : i64
  %r1 = call @source_written_through_view(%x) : (i64) -> i64
  %r2 = call @source_read_through_view(%x) : (i64) -> i64
  %r3 = call @target_cast_before_copy(%x) : (i64) -> i64
  %r4 = call @target_written_through_view(%x) : (i64) -> i64
  %r5 = call @source_freed_through_cast(%x) : (i64) -> i64
  %r6 = call @target_written_through_cast_before_copy(%x) : (i64) -> i64
  %s1 = arith.addi %r1, %r2 : i64
  %s2 = arith.addi %s1, %r3 : i64
  %s3 = arith.addi %s2, %r4 : i64
  %s4 = arith.addi %s3, %r5 : i64
  %s5 = arith.addi %s4, %r6 : i64
  return %s5 : i64
}
