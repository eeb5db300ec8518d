// Once merged, the two buffers have one address. When the addresses of
// both are read (memref.extract_aligned_pointer_as_index, as the lowered
// deallocations do to compare buffers), the copy stays: a comparison of
// them would change. Reading the address of one of them is harmless.
// RUN: mlbuf-opt %s --copy-removal | FileCheck %s
// RUN: mlbuf-opt %s --copy-removal | mlbuf-run --check -e main | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=VALUE
// VALUE: 11

// CHECK-LABEL: func.func @both_addresses
//       CHECK:   memref.copy
func.func @both_addresses(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  memref.store %x, %a[%c0] : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  memref.copy %a, %b : memref<1xi64> to memref<1xi64>
  %pa = memref.extract_aligned_pointer_as_index %a : memref<1xi64> -> index
  %pb = memref.extract_aligned_pointer_as_index %b : memref<1xi64> -> index
  %same = arith.cmpi eq, %pa, %pb : index
  memref.dealloc %a : memref<1xi64>
  %v = memref.load %b[%c0] : memref<1xi64>
  memref.dealloc %b : memref<1xi64>
  %k = arith.constant 10 : i64
  %r = arith.select %same, %v, %k : i64
  return %r : i64
}

// CHECK-LABEL: func.func @one_address
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @one_address(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  memref.store %x, %a[%c0] : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  memref.copy %a, %b : memref<1xi64> to memref<1xi64>
  memref.dealloc %a : memref<1xi64>
  %pb = memref.extract_aligned_pointer_as_index %b : memref<1xi64> -> index
  %z = arith.constant 0 : index
  %nonnull = arith.cmpi ne, %pb, %z : index
  %v = memref.load %b[%c0] : memref<1xi64>
  memref.dealloc %b : memref<1xi64>
  %zero = arith.constant 0 : i64
  %r = arith.select %nonnull, %v, %zero : i64
  return %r : i64
}

func.func @main() -> i64 {
  %x = arith.constant 1 : i64
  %r1 = call @both_addresses(%x) : (i64) -> i64
  %r2 = call @one_address(%x) : (i64) -> i64
  %s = arith.addi %r1, %r2 : i64
  return %s : i64
}
