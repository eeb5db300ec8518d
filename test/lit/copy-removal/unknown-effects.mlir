// An op whose effects are unknown (a call, an unregistered op) in a window
// may touch either buffer: the copy stays. Ops with known effects that do
// not touch them (arith, a store into another buffer) are no obstacle.
// RUN: mlbuf-opt %s --copy-removal | FileCheck %s
// RUN: mlbuf-opt %s --copy-removal | mlbuf-run --check -e main | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --allow-unregistered-dialect --split-input-file --copy-removal | FileCheck %s --check-prefix=UNREG
// VALUE: 23

func.func private @bump() {
  return
}

// CHECK-LABEL: func.func @call_after_copy
//       CHECK:   memref.copy
func.func @call_after_copy(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  memref.store %x, %a[%c0] : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  memref.copy %a, %b : memref<1xi64> to memref<1xi64>
  call @bump() : () -> ()
  memref.dealloc %a : memref<1xi64>
  %v = memref.load %b[%c0] : memref<1xi64>
  memref.dealloc %b : memref<1xi64>
  return %v : i64
}

// The target is used before the temporary exists (only reusing the
// target could apply); a call while the temporary is live keeps the copy.
// CHECK-LABEL: func.func @call_before_copy
//       CHECK:   memref.copy
func.func @call_before_copy(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %out = memref.alloc() : memref<1xi64>
  memref.store %x, %out[%c0] : memref<1xi64>
  %tmp = memref.alloc() : memref<1xi64>
  memref.store %x, %tmp[%c0] : memref<1xi64>
  call @bump() : () -> ()
  memref.copy %tmp, %out : memref<1xi64> to memref<1xi64>
  memref.dealloc %tmp : memref<1xi64>
  %v = memref.load %out[%c0] : memref<1xi64>
  memref.dealloc %out : memref<1xi64>
  return %v : i64
}

// CHECK-LABEL: func.func @known_effects
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @known_effects(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %other = memref.alloc() : memref<1xi64>
  %a = memref.alloc() : memref<1xi64>
  memref.store %x, %a[%c0] : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  memref.copy %a, %b : memref<1xi64> to memref<1xi64>
  %y = arith.addi %x, %x : i64
  memref.store %y, %other[%c0] : memref<1xi64>
  memref.dealloc %a : memref<1xi64>
  %v = memref.load %b[%c0] : memref<1xi64>
  %w = memref.load %other[%c0] : memref<1xi64>
  memref.dealloc %b : memref<1xi64>
  memref.dealloc %other : memref<1xi64>
  %r = arith.addi %v, %w : i64
  return %r : i64
}

func.func @main() -> i64 {
  %x = arith.constant 5 : i64
  %r1 = call @call_after_copy(%x) : (i64) -> i64
  %r2 = call @call_before_copy(%x) : (i64) -> i64
  %r3 = call @known_effects(%x) : (i64) -> i64
  %s1 = arith.addi %r1, %r2 : i64
  %s2 = arith.addi %s1, %r3 : i64
  %k = arith.constant 2 : i64
  %s3 = arith.subi %s2, %k : i64
  return %s3 : i64
}

// -----

// UNREG-LABEL: func.func @unregistered_in_window
//       UNREG:   memref.copy
func.func @unregistered_in_window() -> memref<1xi64> {
  %a = memref.alloc() : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  memref.copy %a, %b : memref<1xi64> to memref<1xi64>
  "test.anything"() : () -> ()
  memref.dealloc %a : memref<1xi64>
  return %b : memref<1xi64>
}
