// The ownership pass alone on a memref.realloc of a buffer a loop carries
// back to it: the realloc frees what its own result may be, so the result
// is managed by hand and the last one leaks (upstream's pass rejects any
// realloc). A remark says so and what to run first; the pipeline, which
// expands reallocs first, frees everything.
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=QUIET --allow-empty

// REMARK: realloc-carried-remark.mlir:[[#@LINE+11]]:11: remark: ownership-based deallocation: this op frees a buffer it may have made itself (a loop carrying it): its result is managed by hand and the last one is not freed; expand it first (expand-realloc{emit-deallocs=false}, as --buffer-deallocation-pipeline does)
// REMARK-NOT: remark
// QUIET-NOT: remark
// OUT: 0
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %a = memref.alloc(%c4) : memref<?xi64>
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%b = %a) -> (memref<?xi64>) {
    %b2 = memref.realloc %b(%c6) : memref<?xi64> to memref<?xi64>
    scf.yield %b2 : memref<?xi64>
  }
  %z = arith.constant 0 : i64
  return %z : i64
}
