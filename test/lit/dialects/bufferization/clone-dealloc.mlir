// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// bufferization.clone and bufferization.dealloc (memrefs, conditions,
// retained values; one i1 result per retained value).

func.func @deallocs(%a: memref<2xf32>, %b: memref<?xf32>, %c1: i1, %c2: i1, %u: memref<*xf32>) -> (i1, i1) {
  %0 = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  %1 = bufferization.clone %u {tag} : memref<*xf32> to memref<*xf32>
  %r:2 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<?xf32>) if (%c1, %c2) retain (%0, %b : memref<2xf32>, memref<?xf32>)
  bufferization.dealloc (%a : memref<2xf32>) if (%c1)
  %s = bufferization.dealloc (%b : memref<?xf32>) if (%c2) retain (%a : memref<2xf32>) {tag}
  bufferization.dealloc
  return %r#0, %s : i1, i1
}

// CHECK: module {
// CHECK-NEXT: func.func @deallocs(%arg0: memref<2xf32>, %arg1: memref<?xf32>, %arg2: i1, %arg3: i1, %arg4: memref<*xf32>) -> (i1, i1) {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %1 = bufferization.clone %arg4 {tag} : memref<*xf32> to memref<*xf32>
// CHECK-NEXT: %2:2 = bufferization.dealloc (%arg0, %arg1 : memref<2xf32>, memref<?xf32>) if (%arg2, %arg3) retain (%0, %arg1 : memref<2xf32>, memref<?xf32>)
// CHECK-NEXT: bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg2)
// CHECK-NEXT: %3 = bufferization.dealloc (%arg1 : memref<?xf32>) if (%arg3) retain (%arg0 : memref<2xf32>) {tag}
// CHECK-NEXT: bufferization.dealloc
// CHECK-NEXT: return %2#0, %3 : i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2xf32>, memref<?xf32>, i1, i1, memref<*xf32>) -> (i1, i1), sym_name = "deallocs"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<2xf32>, %arg1: memref<?xf32>, %arg2: i1, %arg3: i1, %arg4: memref<*xf32>):
// GENERIC-NEXT: %0 = "bufferization.clone"(%arg0) : (memref<2xf32>) -> memref<2xf32>
// GENERIC-NEXT: %1 = "bufferization.clone"(%arg4) {tag} : (memref<*xf32>) -> memref<*xf32>
// GENERIC-NEXT: %2:2 = "bufferization.dealloc"(%arg0, %arg1, %arg2, %arg3, %0, %arg1) <{operandSegmentSizes = array<i32: 2, 2, 2>}> : (memref<2xf32>, memref<?xf32>, i1, i1, memref<2xf32>, memref<?xf32>) -> (i1, i1)
// GENERIC-NEXT: "bufferization.dealloc"(%arg0, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xf32>, i1) -> ()
// GENERIC-NEXT: %3 = "bufferization.dealloc"(%arg1, %arg3, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1>}> {tag} : (memref<?xf32>, i1, memref<2xf32>) -> i1
// GENERIC-NEXT: "bufferization.dealloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
// GENERIC-NEXT: "func.return"(%2#0, %3) : (i1, i1) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
