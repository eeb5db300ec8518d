// Running the pass twice (upstream fails: "No deallocation operations must
// be present when running this pass!"). A function that already holds
// bufferization.dealloc ops was deallocated: it is left as it is, so the
// second run changes nothing. After the deallocs are lowered to frees,
// those frees make the buffers managed by hand: still nothing is freed
// twice.
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation > %t.once
// RUN: mlbuf-opt %t.once --ownership-based-buffer-deallocation > %t.twice
// RUN: diff %t.once %t.twice
// RUN: mlbuf-run --check -e main %t.twice
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation=private-function-dynamic-ownership | mlbuf-opt --ownership-based-buffer-deallocation=private-function-dynamic-ownership | mlbuf-run --check -e main
// RUN: mlbuf-opt %t.once --bufferization-lower-deallocations | mlbuf-opt --ownership-based-buffer-deallocation | mlbuf-run --check -e main

func.func private @make(%c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %b : memref<2xf32>
  return %s : memref<2xf32>
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %0 = call @make(%t) : (i1) -> memref<2xf32>
  %1 = call @make(%f) : (i1) -> memref<2xf32>
  memref.copy %0, %1 : memref<2xf32> to memref<2xf32>
  return
}
