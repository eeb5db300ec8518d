// memref.alloca_scope canonicalization: the body replaces the scope when it
// cannot allocate on the stack (an op of unknown effects might), or when
// the scope is the last op of a one-block region of an automatic
// allocation scope; stack allocations of a scope ending a chain of
// one-block regions move in front of the chain (AllocaScopeHoister).
// Expectations from upstream mlir-opt 22.
// RUN: mlbuf-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

func.func @inline_pure(%x: f32) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %x : f32
  }
  return %r : f32
}
func.func @inline_last(%n: index) -> i64 {
  %r = memref.alloca_scope -> (i64) {
    %a = memref.alloca(%n) : memref<?xi64>
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<?xi64>
    memref.alloca_scope.return %v : i64
  }
  return %r : i64
}
func.func @keep(%n: index) -> i64 {
  %r = memref.alloca_scope -> (i64) {
    %a = memref.alloca(%n) : memref<?xi64>
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<?xi64>
    memref.alloca_scope.return %v : i64
  }
  %s = arith.addi %r, %r : i64
  return %s : i64
}
func.func @unknown() {
  memref.alloca_scope {
    "test.unknown"() : () -> ()
  }
  "test.other"() : () -> ()
  return
}
func.func @hoist(%c: i1, %n: index) {
  scf.if %c {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xi64>
      %b = memref.alloca(%n) : memref<?xi64>
      "test.use"(%a, %b) : (memref<4xi64>, memref<?xi64>) -> ()
    }
  }
  return
}

// CHECK-LABEL: func.func @inline_pure(
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inline_last(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?xi64>
// CHECK-NEXT: %0 = memref.load %alloca[%c0] : memref<?xi64>
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @keep(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.alloca_scope  -> (i64) {
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?xi64>
// CHECK-NEXT: %2 = memref.load %alloca[%c0] : memref<?xi64>
// CHECK-NEXT: memref.alloca_scope.return %2 : i64
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.addi %0, %0 : i64
// CHECK-NEXT: return %1 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unknown(
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: "test.unknown"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @hoist(
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xi64>
// CHECK-NEXT: %alloca_0 = memref.alloca(%arg1) : memref<?xi64>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: "test.use"(%alloca, %alloca_0) : (memref<4xi64>, memref<?xi64>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
