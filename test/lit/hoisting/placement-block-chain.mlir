// The placement passes ask, for each allocation, the values it flows into
// (mlb_alias_follow), sorted in the alias analysis' numbering, and the
// nearest common dominator of their blocks. Down a chain of blocks both
// cost the chain's length per step: the sort found which of two blocks of
// one region comes first by walking the region's list, and the dominator
// walked up the tree one level at a time even when one block dominated
// the other. buffer-hoisting on 1,000 blocks in a row took 38 s and
// promote-buffers-to-stack 27 s (mlir-opt 22: 3.6 s and 0.3 s); now 0.5 s
// and 0.4 s. With more than 64 allocations (FOLLOW_ALLOCS_MAX,
// buffer_placement.c) a function's aliases come from the analysis of the
// whole function, whose closures read the marks in id order when they
// hold more than an eighth of its values (read_marks,
// alias_sets.c): this chain takes both (promotion: 0.08 s on 1,000
// blocks; mlir-opt 22 0.3 s). This chain of 300 blocks (the copy-based
// pass's generator)
// checks the outputs: each of the 30 arms allocating a buffer for a join
// has it hoisted into the block that branches to the arms (as mlir-opt 22
// does), and every buffer, 16 bytes, goes to the stack.
// RUN: %python %S/../copy-dealloc/Inputs/gen_block_chain.py 300 > %t.mlir
// RUN: mlbuf-opt %t.mlir | FileCheck %s --check-prefix=BEFORE
// RUN: mlbuf-opt %t.mlir --buffer-hoisting | FileCheck %s --check-prefix=HOISTED
// RUN: mlbuf-opt %t.mlir --promote-buffers-to-stack | FileCheck %s --check-prefix=PROMOTE
// RUN: mlbuf-opt %t.mlir --buffer-hoisting --promote-buffers-to-stack --buffer-deallocation-pipeline | mlbuf-run --check - -e main -- true | FileCheck %s --check-prefix=VAL

// BEFORE-NOT: memref.alloc() : memref<2xi64>{{[[:space:]]+}}cf.cond_br %arg0, ^bb{{[0-9]+}}, ^bb{{[0-9]+}}{{$}}
// HOISTED-COUNT-30: memref.alloc() : memref<2xi64>{{[[:space:]]+}}cf.cond_br %arg0, ^bb{{[0-9]+}}, ^bb{{[0-9]+}}{{$}}
// HOISTED-NOT:      memref.alloc() : memref<2xi64>{{[[:space:]]+}}cf.cond_br %arg0, ^bb{{[0-9]+}}, ^bb{{[0-9]+}}{{$}}
// PROMOTE-COUNT-302: memref.alloca()
// PROMOTE-NOT:       memref.alloc()
// VAL: 1
