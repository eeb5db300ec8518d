// Long call graphs through the copy-based pass's question "which arguments
// does this callee free" (buffer_deallocation_callees.c): each function is
// read into a summary about once per sweep, and the answers are a fixpoint
// over the call graph. Before, the answers lived for one function's run and
// every function walked the chain below it again: a ring of 4,000
// functions took 59 s, 1,000 functions 1.8 s; now 0.17 s (Release; MLIR
// 16: 0.32 s). The `timeout` bounds a run at 30 s (the sanitizer build
// under load included), far below the old cost.
//
// A chain of 3,000: the last frees the buffer it is handed, so every @fi
// frees its argument through the chain, and @main must leave its buffer to
// @f0 (a free there is a double free under --check); each @fi frees its own
// buffer after its last use.
// RUN: %python %S/../../../bench/gen_call_chain.py 3000 > %t.chain.mlir
// RUN: timeout 30 mlbuf-opt %t.chain.mlir --buffer-deallocation -o %t.chain.out
// RUN: mlbuf-run --check %t.chain.out -e main | FileCheck %s --check-prefix=VAL
// RUN: FileCheck %s < %t.chain.out
// A ring of 4,000 (every function on one cycle), alone and after
// expand-realloc in the same function pipeline.
// RUN: %python %S/../../../bench/gen_call_chain.py 4000 --ring > %t.ring.mlir
// RUN: timeout 30 mlbuf-opt %t.ring.mlir --buffer-deallocation | FileCheck %s --check-prefix=RING
// RUN: timeout 30 mlbuf-opt %t.ring.mlir --pass-pipeline='builtin.module(func.func(expand-realloc{emit-deallocs=false},buffer-deallocation))' | FileCheck %s --check-prefix=RING

// VAL: 1
// CHECK-LABEL: func.func @f0(
//       CHECK:   %[[A:.*]] = memref.alloc()
//  CHECK-NEXT:   memref.store %{{.*}}, %[[A]]
//  CHECK-NEXT:   memref.dealloc %[[A]]
//  CHECK-NEXT:   scf.if
//  CHECK-NEXT:     func.call @f1(%arg0,
// CHECK-LABEL: func.func @f2999(
//  CHECK-NEXT:   memref.dealloc %arg0
//  CHECK-NEXT:   return
// CHECK-LABEL: func.func @main(
//   CHECK-NOT:   memref.dealloc
//       CHECK:   return

// RING-LABEL: func.func @f3999(
//       RING:   %[[A:.*]] = memref.alloc()
//  RING-NEXT:   memref.store %{{.*}}, %[[A]]
//  RING-NEXT:   memref.dealloc %[[A]]
//  RING-NEXT:   scf.if
//  RING-NEXT:     func.call @f0(%arg0,
