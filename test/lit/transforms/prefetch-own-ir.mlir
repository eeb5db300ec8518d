// Before a nested pipeline runs on a child, the pass manager asks the
// caches once more for that child's own IR (pass_manager.c, run_nested:
// the bytes between the previous child and this one; nothing for the
// first child). A hint only: whatever sits between two children (a
// global, a function symbol-dce erased before the second sweep, the
// previous function's ops as a pass rewrote them) changes no output.
// RUN: mlbuf-opt %s --buffer-deallocation --symbol-dce --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --symbol-dce --buffer-hoisting --buffer-deallocation | FileCheck %s --check-prefix=HOIST

// CHECK: memref.global "private" constant @g
// CHECK-LABEL: func.func @first
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: memref.dealloc %[[A]]
// CHECK-NEXT: return
// CHECK-NOT: @unused
// CHECK-LABEL: func.func @after_erased
// CHECK: %[[B:.*]] = memref.alloc()
// CHECK: scf.if
// CHECK: memref.dealloc %[[B]]
// CHECK-NEXT: return
// CHECK-LABEL: func.func @last
// CHECK: memref.get_global @g
// CHECK-NOT: memref.dealloc
// CHECK: return

// HOIST-LABEL: func.func @first
// HOIST: memref.dealloc
// HOIST-NOT: @unused
// HOIST-LABEL: func.func @after_erased
// HOIST: memref.dealloc
// HOIST-LABEL: func.func @last
memref.global "private" constant @g : memref<2xf32> = dense<1.0>

func.func @first(%v: f32) {
  %a = memref.alloc() : memref<2xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<2xf32>)
  return
}

func.func private @unused(%v: f32) {
  %a = memref.alloc() : memref<8xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<8xf32>)
  memref.dealloc %a : memref<8xf32>
  return
}

func.func @after_erased(%c: i1, %v: f32) {
  %b = memref.alloc() : memref<4xf32>
  scf.if %c {
    linalg.fill ins(%v : f32) outs(%b : memref<4xf32>)
  }
  return
}

func.func @last() -> f32 {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @g : memref<2xf32>
  %x = memref.load %g[%c0] : memref<2xf32>
  return %x : f32
}
