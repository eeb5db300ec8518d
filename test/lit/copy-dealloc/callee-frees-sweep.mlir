// The answers to "which arguments does a callee free" are kept for the
// pass's sweep over the module (buffer_deallocation_callees.c), while the
// passes before it in the same function pipeline change each function
// just before the pass reaches it. Here canonicalize removes @h's free of
// its argument (under a constant false) only when the sweep gets to @h:
// @g1, before it, is told @h frees its argument (and so does @g3, which
// hands its own on to @h), and leaves %a and %b to them; @k, after it,
// must be told @g3 frees nothing any more (an answer resting on @h's old
// body) and frees its buffer. Without the pipeline, @h frees its
// argument for everybody.
// RUN: mlbuf-opt %s --pass-pipeline='builtin.module(func.func(canonicalize,buffer-deallocation))' | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s --check-prefix=ALONE

// CHECK-LABEL: func.func @g1
//   CHECK-NOT:   memref.dealloc
//       CHECK:   return
// CHECK-LABEL: func.func @k
//       CHECK:   %[[A:.*]] = memref.alloc()
//  CHECK-NEXT:   call @g3(%[[A]])
//  CHECK-NEXT:   memref.dealloc %[[A]]
//  CHECK-NEXT:   return

// ALONE-NOT: memref.dealloc %alloc
func.func @g1() {
  %a = memref.alloc() : memref<2xi64>
  %b = memref.alloc() : memref<2xi64>
  func.call @g3(%b) : (memref<2xi64>) -> ()
  func.call @h(%a) : (memref<2xi64>) -> ()
  return
}
func.func @h(%m: memref<2xi64>) {
  %f = arith.constant false
  scf.if %f {
    memref.dealloc %m : memref<2xi64>
  }
  return
}
func.func @k() {
  %a = memref.alloc() : memref<2xi64>
  func.call @g3(%a) : (memref<2xi64>) -> ()
  return
}
func.func @g3(%m: memref<2xi64>) {
  func.call @h(%m) : (memref<2xi64>) -> ()
  return
}
