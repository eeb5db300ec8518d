// The base buffer that memref.extract_strided_metadata returns for a
// memref.view carries the allocation's own pointer (as upstream's
// descriptor does), so freeing it is a valid free of the allocation: this
// is how upstream's lowered deallocations free views. Freeing the view
// itself is still reported (invalid-free-view tests).
// RUN: mlbuf-run --check %s -e main | FileCheck %s --allow-empty
// CHECK-NOT: error
func.func @main() {
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<16xi8>
  %v = memref.view %a[%c8][] : memref<16xi8> to memref<2xf32>
  %base, %off, %sz, %st = memref.extract_strided_metadata %v : memref<2xf32> -> memref<f32>, index, index, index
  memref.dealloc %base : memref<f32>
  return
}
