// Calls and the function-boundary ABI: a callee never owns its
// arguments, a caller owns what a call returns. With
// private-function-dynamic-ownership, private functions with a body return
// an ownership indicator per buffer result instead, so a private function
// returning its argument needs no clone.
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | mlbuf-run --check -e main
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation=private-function-dynamic-ownership | FileCheck %s --check-prefix=DYN
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation=private-function-dynamic-ownership | mlbuf-run --check -e main

// CHECK-LABEL: func.func private @priv
//  CHECK-SAME: -> memref<2xf32> {
//       CHECK:   %[[R:.*]]:2 = scf.if
//       CHECK:   %[[RET:.*]] = scf.if %[[R]]#1 -> (memref<2xf32>) {
//       CHECK:     bufferization.clone
//       CHECK:   return %[[RET]] : memref<2xf32>
// DYN-LABEL: func.func private @priv
//  DYN-SAME: -> (memref<2xf32>, i1) {
//       DYN:   %[[R:.*]]:2 = scf.if
//   DYN-NOT:   bufferization.clone
//       DYN:   %[[O:.*]] = bufferization.dealloc ({{.*}}) retain (%[[R]]#0 : memref<2xf32>)
//       DYN:   return %[[R]]#0, %[[O]] : memref<2xf32>, i1

// Public functions keep the ABI under the option too.
// CHECK-LABEL: func.func @pub
//  CHECK-SAME: -> memref<2xf32>
// DYN-LABEL: func.func @pub
//  DYN-SAME: -> memref<2xf32>
//       DYN:   return %{{.*}} : memref<2xf32>

// CHECK-LABEL: func.func @main
//       CHECK:   memref.alloc()
//  CHECK-NEXT:   %[[T:.*]] = arith.constant true
//  CHECK-NEXT:   %[[C0:.*]] = call @priv({{.*}}) : (memref<2xf32>, i1) -> memref<2xf32>
//       CHECK:   bufferization.dealloc ({{.*}}) if (%{{.*}}, %[[T]], %{{.*}}, %{{.*}})
// DYN-LABEL: func.func @main
//       DYN:   %[[C0:.*]]:2 = call @priv({{.*}}) : (memref<2xf32>, i1) -> (memref<2xf32>, i1)
//       DYN:   %[[C1:.*]]:2 = call @priv({{.*}}) : (memref<2xf32>, i1) -> (memref<2xf32>, i1)
//       DYN:   %[[C2:.*]] = call @pub(%[[C1]]#0) : (memref<2xf32>) -> memref<2xf32>
//       DYN:   bufferization.dealloc ({{.*}}) if (%{{.*}}, %[[C0]]#1, %[[C1]]#1, %{{.*}})
func.func private @priv(%arg: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    memref.copy %arg, %a : memref<2xf32> to memref<2xf32>
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %arg : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @pub(%arg: memref<2xf32>) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  memref.copy %arg, %a : memref<2xf32> to memref<2xf32>
  return %a : memref<2xf32>
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %x = memref.alloc() : memref<2xf32>
  %0 = call @priv(%x, %t) : (memref<2xf32>, i1) -> memref<2xf32>
  %1 = call @priv(%x, %f) : (memref<2xf32>, i1) -> memref<2xf32>
  %2 = call @pub(%1) : (memref<2xf32>) -> memref<2xf32>
  memref.copy %0, %2 : memref<2xf32> to memref<2xf32>
  return
}

// External functions and calls through values follow the ABI.
// CHECK-LABEL: func.func @indirect
//       CHECK:   %[[T:.*]] = arith.constant true
//  CHECK-NEXT:   %[[R:.*]] = call_indirect
//       CHECK:   %[[T2:.*]] = arith.constant true
//  CHECK-NEXT:   %[[E:.*]] = call @ext
//       CHECK:   bufferization.dealloc ({{.*}}) if (%{{.*}}, %[[T]], %[[T2]])
func.func private @ext(memref<2xf32>) -> memref<2xf32>
func.func @indirect(%fn: (memref<2xf32>) -> memref<2xf32>, %arg: memref<2xf32>) {
  %r = func.call_indirect %fn(%arg) : (memref<2xf32>) -> memref<2xf32>
  %e = func.call @ext(%r) : (memref<2xf32>) -> memref<2xf32>
  return
}
