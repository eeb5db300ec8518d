// Views (subview, cast, expand/collapse_shape, reinterpret_cast) are not
// owned themselves: their ownership is their source's, and a dealloc
// receives the base buffer (memref.extract_strided_metadata). A view
// retained at a dealloc keeps its buffer alive (the runtime alias check of
// bufferization.dealloc) and carries the ownership on. Unranked memrefs
// reach their base through a rank-0 reinterpret_cast.
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | mlbuf-run --check -e main

// CHECK-LABEL: func.func @window
//       CHECK:   %[[T:.*]] = arith.constant true
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   %[[V:.*]] = memref.subview %[[A]]
//       CHECK:   %[[C:.*]] = memref.cast %[[V]]
//   CHECK-NOT:   bufferization.clone
//       CHECK:   %[[BA:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[A]]
//       CHECK:   bufferization.dealloc (%{{.*}}, %[[BA]] : memref<f32>, memref<f32>) if (%{{.*}}, %[[T]]) retain (%[[C]] :
//       CHECK:   return %[[C]]
func.func @window(%arg: memref<8xf32>, %n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %a = memref.alloc() : memref<8xf32>
  memref.copy %arg, %a : memref<8xf32> to memref<8xf32>
  %v = memref.subview %a[%n][4][1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  %c = memref.cast %v : memref<4xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  return %c : memref<?xf32, strided<[1], offset: ?>>
}

// A view of an argument is not owned: returning it needs a clone.
// CHECK-LABEL: func.func @arg_view
//       CHECK:   %[[F:.*]] = arith.constant false
//       CHECK:   %[[V:.*]] = memref.subview %arg0
//       CHECK:   scf.if %[[F]]
//       CHECK:     bufferization.clone %[[V]]
func.func @arg_view(%arg: memref<8xf32>) -> memref<4xf32, strided<[1]>> {
  %v = memref.subview %arg[0][4][1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  return %v : memref<4xf32, strided<[1]>>
}

// CHECK-LABEL: func.func @unranked
//       CHECK:   %[[U:.*]] = memref.cast %{{.*}} : memref<?xf32> to memref<*xf32>
//       CHECK: ^bb1(%[[P:.*]]: memref<*xf32>, %{{.*}}: i1):
//       CHECK:   %[[R:.*]] = memref.reinterpret_cast %[[P]] to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[]>>
//       CHECK:   memref.extract_strided_metadata %[[R]] : memref<f32, strided<[]>> -> memref<f32>, index
func.func @unranked(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %u = memref.cast %a : memref<?xf32> to memref<*xf32>
  cf.br ^bb1(%u : memref<*xf32>)
^bb1(%p: memref<*xf32>):
  %r = memref.cast %p : memref<*xf32> to memref<?xf32>
  memref.copy %r, %r : memref<?xf32> to memref<?xf32>
  return
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %x = memref.alloc() : memref<8xf32>
  %0 = call @window(%x, %c2) : (memref<8xf32>, index) -> memref<?xf32, strided<[1], offset: ?>>
  %1 = call @arg_view(%x) : (memref<8xf32>) -> memref<4xf32, strided<[1]>>
  call @unranked(%c2) : (index) -> ()
  %2 = memref.cast %1 : memref<4xf32, strided<[1]>> to memref<?xf32, strided<[1], offset: ?>>
  memref.copy %0, %2 : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  return
}
