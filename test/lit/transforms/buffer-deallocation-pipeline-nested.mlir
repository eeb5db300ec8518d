// buffer-deallocation-pipeline nested on functions, as upstream allows;
// deallocs of several memrefs would need the module's helper function.
// RUN: mlbuf-opt %s --pass-pipeline='builtin.module(func.func(buffer-deallocation-pipeline))' | FileCheck %s

// CHECK-LABEL: func.func @temp(
// CHECK: %[[A:.*]] = memref.alloc() : memref<16xf64>
// CHECK: memref.dealloc %[[A]] : memref<16xf64>
// CHECK-NEXT: return
func.func @temp(%x: f64) -> f64 {
  %c3 = arith.constant 3 : index
  %a = memref.alloc() : memref<16xf64>
  memref.store %x, %a[%c3] : memref<16xf64>
  %y = memref.load %a[%c3] : memref<16xf64>
  return %y : f64
}
