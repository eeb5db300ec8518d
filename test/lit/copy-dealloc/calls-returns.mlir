// The function boundary: function arguments are never freed, function
// results and call results belong to the caller. A returned value the
// caller could not free as it is (an argument, a view, a global, a buffer
// returned twice) is returned as a clone; an allocation is returned as it
// is. MLIR 16 returns arguments and duplicates as they are and never frees
// call results.
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @make
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   %[[C:.*]] = bufferization.clone %arg0
//       CHECK:   %[[D:.*]] = bufferization.clone %[[A]]
//  CHECK-NEXT:   return %[[A]], %[[C]], %[[D]]
func.func @make(%arg: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>, memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  memref.copy %arg, %a : memref<2xf32> to memref<2xf32>
  return %a, %arg, %a : memref<2xf32>, memref<2xf32>, memref<2xf32>
}

// A view of an allocation is cloned; the allocation is freed after it.
// CHECK-LABEL: func.func @view
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   %[[V:.*]] = memref.subview %[[A]]
//  CHECK-NEXT:   %[[C:.*]] = bufferization.clone %[[V]]
//  CHECK-NEXT:   memref.dealloc %[[A]]
//  CHECK-NEXT:   return %[[C]]
func.func @view(%arg: memref<4xf32>) -> memref<2xf32, strided<[1], offset: 1>> {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %arg, %a : memref<4xf32> to memref<4xf32>
  %v = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  return %v : memref<2xf32, strided<[1], offset: 1>>
}

// Returned on one path, dead on the other: freed on the other path only
// (MLIR 16 finds no common post-dominator there).
// CHECK-LABEL: func.func @one_path
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   ^bb1:
//  CHECK-NEXT:   return %[[A]]
//       CHECK:   ^bb2:
//  CHECK-NEXT:   memref.dealloc %[[A]]
//  CHECK-NEXT:   %[[C:.*]] = bufferization.clone %arg1
//  CHECK-NEXT:   return %[[C]]
func.func @one_path(%c: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  memref.copy %arg, %a : memref<2xf32> to memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : memref<2xf32>
^bb2:
  return %arg : memref<2xf32>
}

// A value only forwarded from one allocation (an scf.if result yielding it
// on both sides) returns that allocation as it is (MLIR 16 does too); one
// that may also be an argument is cloned.
// CHECK-LABEL: func.func @forwarded
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   %[[R:.*]] = scf.if
//   CHECK-NOT:   bufferization.clone
//       CHECK:   return %[[R]]
func.func @forwarded(%c: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  memref.copy %arg, %a : memref<2xf32> to memref<2xf32>
  %r = scf.if %c -> memref<2xf32> {
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %a : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// CHECK-LABEL: func.func @maybe_arg
//       CHECK:   %[[R:.*]] = scf.if
//       CHECK:   %[[C:.*]] = bufferization.clone %[[R]]
//       CHECK:   return %[[C]]
func.func @maybe_arg(%c: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    scf.yield %arg : memref<2xf32>
  } else {
    scf.yield %arg : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// A callee freeing its argument: what the caller passes it is left to the
// program (managed by hand); everything else is freed.
func.func private @consume(%m: memref<2xf32>) {
  memref.dealloc %m : memref<2xf32>
  return
}

// CHECK-LABEL: func.func @main
//       CHECK:   %[[R:.*]]:3 = call @make
//       CHECK:   %[[V:.*]] = call @view
//       CHECK:   %[[T:.*]] = call @one_path
//       CHECK:   %[[H:.*]] = memref.alloc()
//  CHECK-NEXT:   call @consume(%[[H]])
//   CHECK-NOT:   memref.dealloc %[[H]]
//       CHECK:   return
// OUT: 18
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %f = arith.constant false
  %v = arith.constant 3.0 : f32
  %in = memref.alloc() : memref<2xf32>
  %in4 = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%in : memref<2xf32>)
  linalg.fill ins(%v : f32) outs(%in4 : memref<4xf32>)
  %r:3 = call @make(%in) : (memref<2xf32>) -> (memref<2xf32>, memref<2xf32>, memref<2xf32>)
  %w = call @view(%in4) : (memref<4xf32>) -> memref<2xf32, strided<[1], offset: 1>>
  %p = call @one_path(%t, %in) : (i1, memref<2xf32>) -> memref<2xf32>
  %q = call @one_path(%f, %in) : (i1, memref<2xf32>) -> memref<2xf32>
  %h = memref.alloc() : memref<2xf32>
  call @consume(%h) : (memref<2xf32>) -> ()
  %fw = call @forwarded(%t, %in) : (i1, memref<2xf32>) -> memref<2xf32>
  %ma = call @maybe_arg(%t, %in) : (i1, memref<2xf32>) -> memref<2xf32>
  %y0 = memref.load %fw[%c0] : memref<2xf32>
  %y1 = memref.load %ma[%c0] : memref<2xf32>
  %x0 = memref.load %r#0[%c0] : memref<2xf32>
  %x1 = memref.load %w[%c0] : memref<2xf32, strided<[1], offset: 1>>
  %x2 = memref.load %p[%c0] : memref<2xf32>
  %x3 = memref.load %q[%c0] : memref<2xf32>
  %s0 = arith.addf %x0, %x1 : f32
  %s1 = arith.addf %x2, %x3 : f32
  %s2 = arith.addf %s0, %s1 : f32
  %y = arith.addf %y0, %y1 : f32
  %s = arith.addf %s2, %y : f32
  return %s : f32
}
