// The critical-alias fixpoint walks from every owner through the values
// it flows into, remembering each (value, block judged from) pair it
// queued. Down a chain of blocks every buffer reaches every block argument
// after it, from a block of its own: the pairs were kept in a list per
// value, scanned at every visit, so the walks took time cubic in the
// chain's length (1,000 blocks: 9.4 s; MLIR 16 did not finish 250 in
// 300 s). Past SEEN_LIST_MAX pairs (buffer_deallocation_clones.c) new
// pairs go to a hash set: 1,000 blocks 1.3 s. The chain of 60 blocks here
// queues about 2,000 pairs, so both ways run in the normal build; the
// sanitizer build (small capacities) hashes every pair. Each of the 6
// joins of two arms, one allocating, gets a clone of each incoming buffer,
// and the last block frees the 62 buffers of the chain once, on both
// paths.
// RUN: %python %S/Inputs/gen_block_chain.py 60 > %t.mlir
// RUN: mlbuf-opt %t.mlir --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %t.mlir --buffer-deallocation | mlbuf-run --check - -e main -- true | FileCheck %s --check-prefix=VAL
// RUN: mlbuf-opt %t.mlir --buffer-deallocation | mlbuf-run --check - -e main -- false | FileCheck %s --check-prefix=VAL
// A chain below the threshold (the lists alone) gives the same shape.
// RUN: %python %S/Inputs/gen_block_chain.py 8 > %t8.mlir
// RUN: mlbuf-opt %t8.mlir --buffer-deallocation | FileCheck %s --check-prefix=SHORT
// RUN: mlbuf-opt %t8.mlir --buffer-deallocation | mlbuf-run --check - -e main -- true | FileCheck %s --check-prefix=VAL

// CHECK-LABEL: func.func @main
// CHECK-COUNT-12: bufferization.clone
// CHECK-NOT:      bufferization.clone
// CHECK:          memref.load
// CHECK-COUNT-62: memref.dealloc
// CHECK-NOT:      memref.dealloc
// CHECK:          return

// SHORT-COUNT-2:  bufferization.clone
// SHORT-NOT:      bufferization.clone

// VAL: 1
