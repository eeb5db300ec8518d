// A dealloc retaining the end of a 200,000-deep chain of selects over a
// memref.view with a byte shift: the lowering follows the whole chain to
// the view's source for the key (one select of keys per step) without
// recursion. A recursive walk of the chain ran out of native stack
// (segmentation fault); view-byte-shift-deep.mlir has the short chains.
// The sanitizer build (slower per step, and the Release run already shows
// the walk needs no stack per step) follows a 50,000-deep chain.
// RUN: %python %S/Inputs/gen_deep_key_chain.py %if sanitizers %{50000%} %else %{200000%} > %t.mlir
// RUN: mlbuf-opt %t.mlir --bufferization-lower-deallocations -o %t.out
// RUN: mlbuf-run --check %t.out -e main | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s < %t.out
// OUT: 11
// The keys: the source's pointer, then one select per step.
// CHECK: %[[A:.*]] = memref.alloc() : memref<64xi8>
// CHECK: memref.extract_aligned_pointer_as_index %[[A]]
// CHECK-COUNT-3: arith.select %{{.*}}, %{{.*}}, %{{.*}} : index
