// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The retain group stands on its own: no memrefs, one i1 result per
// retained value.
// CHECK-LABEL: func @retain_only
// CHECK: %[[R:.*]]:2 = bufferization.dealloc retain (%{{.*}}, %{{.*}} : memref<2xi32>, memref<2xi32>)
// CHECK-NEXT: bufferization.dealloc{{$}}
// GENERIC: "bufferization.dealloc"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 0, 0, 2>}> : (memref<2xi32>, memref<2xi32>) -> (i1, i1)
// GENERIC: "bufferization.dealloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
func.func @retain_only(%a: memref<2xi32>, %b: memref<2xi32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc retain (%a, %b : memref<2xi32>, memref<2xi32>)
  bufferization.dealloc
  return %0#0, %0#1 : i1, i1
}
