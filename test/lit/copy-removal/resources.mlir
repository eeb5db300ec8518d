// Buffers of different resources or kinds are not swapped: a stack
// source (nothing frees it; the returned target would outlive the frame),
// a stack target (the temporary is on the heap), a source in another
// memory space (another type), a source allocated with another alignment
// (the freed or returned buffer would not be what callers expect). The
// matching heap-to-heap copy of the same shape is removed.
// RUN: mlbuf-opt %s --copy-removal | FileCheck %s
// RUN: mlbuf-opt %s --copy-removal | mlbuf-run --check -e main | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=VALUE
// VALUE: 15

// CHECK-LABEL: func.func @stack_source
//       CHECK:   memref.alloca
//       CHECK:   memref.copy
func.func @stack_source(%x: i64) -> memref<1xi64> {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<1xi64>
  memref.store %x, %a[%c0] : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  memref.copy %a, %b : memref<1xi64> to memref<1xi64>
  return %b : memref<1xi64>
}

// CHECK-LABEL: func.func @stack_target
//       CHECK:   memref.copy
func.func @stack_target(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %out = memref.alloca() : memref<1xi64>
  %tmp = memref.alloc() : memref<1xi64>
  memref.store %x, %tmp[%c0] : memref<1xi64>
  memref.copy %tmp, %out : memref<1xi64> to memref<1xi64>
  memref.dealloc %tmp : memref<1xi64>
  %v = memref.load %out[%c0] : memref<1xi64>
  return %v : i64
}

// CHECK-LABEL: func.func @memory_space
//       CHECK:   memref.copy
func.func @memory_space(%x: i64) -> memref<1xi64> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64, 1>
  memref.store %x, %a[%c0] : memref<1xi64, 1>
  %b = memref.alloc() : memref<1xi64>
  memref.copy %a, %b : memref<1xi64, 1> to memref<1xi64>
  memref.dealloc %a : memref<1xi64, 1>
  return %b : memref<1xi64>
}

// CHECK-LABEL: func.func @alignment
//       CHECK:   memref.copy
func.func @alignment(%x: i64) -> memref<1xi64> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  memref.store %x, %a[%c0] : memref<1xi64>
  %b = memref.alloc() {alignment = 64 : i64} : memref<1xi64>
  memref.copy %a, %b : memref<1xi64> to memref<1xi64>
  memref.dealloc %a : memref<1xi64>
  return %b : memref<1xi64>
}

// CHECK-LABEL: func.func @same_alignment
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @same_alignment(%x: i64) -> memref<1xi64> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() {alignment = 64 : i64} : memref<1xi64>
  memref.store %x, %a[%c0] : memref<1xi64>
  %b = memref.alloc() {alignment = 64 : i64} : memref<1xi64>
  memref.copy %a, %b : memref<1xi64> to memref<1xi64>
  memref.dealloc %a : memref<1xi64>
  return %b : memref<1xi64>
}

func.func @load_free(%m: memref<1xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<1xi64>
  memref.dealloc %m : memref<1xi64>
  return %v : i64
}

func.func @main() -> i64 {
  %v1 = arith.constant 1 : i64
  %v2 = arith.constant 2 : i64
  %v3 = arith.constant 3 : i64
  %v4 = arith.constant 4 : i64
  %v5 = arith.constant 5 : i64
  %m1 = call @stack_source(%v1) : (i64) -> memref<1xi64>
  %r1 = call @load_free(%m1) : (memref<1xi64>) -> i64
  %r2 = call @stack_target(%v2) : (i64) -> i64
  %m3 = call @memory_space(%v3) : (i64) -> memref<1xi64>
  %r3 = call @load_free(%m3) : (memref<1xi64>) -> i64
  %m4 = call @alignment(%v4) : (i64) -> memref<1xi64>
  %r4 = call @load_free(%m4) : (memref<1xi64>) -> i64
  %m5 = call @same_alignment(%v5) : (i64) -> memref<1xi64>
  %r5 = call @load_free(%m5) : (memref<1xi64>) -> i64
  %s1 = arith.addi %r1, %r2 : i64
  %s2 = arith.addi %s1, %r3 : i64
  %s3 = arith.addi %s2, %r4 : i64
  %s4 = arith.addi %s3, %r5 : i64
  return %s4 : i64
}
