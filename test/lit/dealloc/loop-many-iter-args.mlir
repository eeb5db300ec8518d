// A loop carrying many buffers: under the deallocation pipeline each
// carries an ownership flag too, and canonicalize's merging of region
// inputs fed the same values (mlb_scf_pat_dedup_input_uses) compared
// every pair of the loop's inputs by scanning all of its edges: 100
// buffers took 2.7G instructions, 200 3.6 s, 400 25 s (mlir-opt 22: 14 s
// for 200, over a minute for 400), and the pattern making inputs dead
// walked the flow from each input scanning every edge at each step. The
// edges into each input are now listed once per attempt: 200 buffers
// 0.4 s, output unchanged. The 100 buffers here run clean and each is
// freed.
// RUN: %python %S/Inputs/gen_many_iter_args.py 100 > %t.mlir
// RUN: mlbuf-opt %t.mlir --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VAL
// RUN: mlbuf-opt %t.mlir --buffer-deallocation-pipeline | FileCheck %s

// CHECK-LABEL: func.func @main
// CHECK:       scf.for
// CHECK:       scf.yield
// CHECK:       return
// VAL: 1
