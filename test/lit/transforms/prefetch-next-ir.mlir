// Walks over a module's functions ask the caches for the IR of the next
// function while they handle the current one (ir_ops.c,
// mlb_op_prefetch_next_ir: the pass manager's nested pipelines, the
// verifier, mlb_walk_pre/post and the printer's numbering): the whole span
// up to the next function's op when it is at most MLB_PREFETCH_SPAN_MAX
// bytes (32 KB; the small functions here), only its start past that
// (@big: 200 allocations and fills, about 100 KB of IR). A hint only:
// outputs are those of the passes alone.
// RUN: %python -c "print('func.func @big() {\n  %%one = arith.constant 1.5 : f32'); [print('  %%a' + str(i) + ' = memref.alloc() : memref<2xf32>\n  linalg.fill ins(%%one : f32) outs(%%a' + str(i) + ' : memref<2xf32>)') for i in range(200)]; print('  return\n}')" > %t.in.mlir
// RUN: cat %s >> %t.in.mlir
// RUN: mlbuf-opt %t.in.mlir --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %t.in.mlir --promote-buffers-to-stack | FileCheck %s --check-prefix=STACK

// CHECK-LABEL: func.func @big
// CHECK-COUNT-200: memref.dealloc
// CHECK-NEXT: return
// CHECK-LABEL: func.func @small
// CHECK: memref.alloc
// CHECK: memref.dealloc
// CHECK-LABEL: func.func @after
// CHECK: memref.dealloc

// STACK-LABEL: func.func @big
// STACK-COUNT-200: memref.alloca
// STACK-LABEL: func.func @small
// STACK: memref.alloca
// STACK-LABEL: func.func @after
// STACK: memref.alloca
func.func @small(%v: f32) {
  %a = memref.alloc() : memref<2xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<2xf32>)
  return
}

func.func @after(%v: f32) {
  %a = memref.alloc() : memref<2xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<2xf32>)
  return
}
