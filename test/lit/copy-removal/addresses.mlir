// Once merged, the two buffers have one address. When the addresses of
// both are read (memref.extract_aligned_pointer_as_index, as the lowered
// deallocations do to compare buffers), the copy stays: a comparison of
// them would change. Reading the address of one of them is harmless.
// RUN: mlbuf-opt %s --copy-removal | FileCheck %s
// RUN: mlbuf-opt %s --copy-removal | mlbuf-run --check -e main | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=VALUE
// VALUE: 13

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

// bufferization.dealloc compares the buffers it frees with those it
// retains: freeing the target while retaining the (freed) source is a
// comparison of both addresses. Merged, the target would be retained and
// leak.
// CHECK-LABEL: func.func @dealloc_retains_source
//       CHECK:   memref.copy
func.func @dealloc_retains_source(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %true = arith.constant true
  %a = memref.alloc() : memref<1xi64>
  memref.store %x, %a[%c0] : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  memref.copy %a, %b : memref<1xi64> to memref<1xi64>
  memref.dealloc %a : memref<1xi64>
  %v = memref.load %b[%c0] : memref<1xi64>
  %o = bufferization.dealloc (%b : memref<1xi64>) if (%true) retain (%a : memref<1xi64>)
  return %v : i64
}

// CHECK-LABEL: func.func @dealloc_alone
//   CHECK-NOT:   memref.copy
//       CHECK:   bufferization.dealloc
func.func @dealloc_alone(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %true = arith.constant true
  %a = memref.alloc() : memref<1xi64>
  memref.store %x, %a[%c0] : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  memref.copy %a, %b : memref<1xi64> to memref<1xi64>
  memref.dealloc %a : memref<1xi64>
  %v = memref.load %b[%c0] : memref<1xi64>
  bufferization.dealloc (%b : memref<1xi64>) if (%true)
  return %v : i64
}

func.func @main() -> i64 {
  %x = arith.constant 1 : i64
  %r1 = call @both_addresses(%x) : (i64) -> i64
  %r2 = call @one_address(%x) : (i64) -> i64
  %r3 = call @dealloc_retains_source(%x) : (i64) -> i64
  %r4 = call @dealloc_alone(%x) : (i64) -> i64
  %s = arith.addi %r1, %r2 : i64
  %s2 = arith.addi %s, %r3 : i64
  %s3 = arith.addi %s2, %r4 : i64
  return %s3 : i64
}
