// buffer-deallocation-pipeline runs upstream's eight passes in order: its
// output is the output of the passes given one by one, with the option
// forwarded to the ownership pass.
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline > %t.pipeline
// RUN: mlbuf-opt %s --pass-pipeline='builtin.module(expand-realloc{emit-deallocs=false},canonicalize,ownership-based-buffer-deallocation{private-function-dynamic-ownership=false},canonicalize,buffer-deallocation-simplification,bufferization-lower-deallocations,cse,canonicalize)' > %t.passes
// RUN: diff %t.passes %t.pipeline
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline=private-function-dynamic-ownership > %t.pipeline
// RUN: mlbuf-opt %s --pass-pipeline='builtin.module(expand-realloc{emit-deallocs=false},canonicalize,ownership-based-buffer-deallocation{private-function-dynamic-ownership=true},canonicalize,buffer-deallocation-simplification,bufferization-lower-deallocations,cse,canonicalize)' > %t.passes
// RUN: diff %t.passes %t.pipeline

func.func private @produce(%n: index) -> memref<?xi32> {
  %a = memref.alloc(%n) : memref<?xi32>
  return %a : memref<?xi32>
}

func.func @consume(%n: index, %c: i1) -> memref<?xi32> {
  %a = func.call @produce(%n) : (index) -> memref<?xi32>
  %b = memref.alloc(%n) : memref<?xi32>
  %r = arith.select %c, %a, %b : memref<?xi32>
  %m = arith.addi %n, %n : index
  %g = memref.realloc %r(%m) : memref<?xi32> to memref<?xi32>
  return %g : memref<?xi32>
}
