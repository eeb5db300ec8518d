// The deallocation pipeline's simplification takes a call's result for
// no allocation of the caller that the call was not given (mlbuf's
// option `fresh-call-results`, which the pipeline turns on; upstream's
// origin analysis cannot tell). Here the result of @make and four
// buffers of @main live across a cf loop that carries a fifth buffer:
// the deallocs at the loop's branches no longer keep the four buffers
// (each retained and freed, only because the call's result might be one
// of them), so they stay small enough to lower inline, with no call of
// the generic helper and none of its five heap arrays per trip. Alone,
// the pass keeps upstream's answer (the oracle test
// buffer-deallocation-passes-oracle.mlir).
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: mlbuf-opt %s --pass-pipeline='builtin.module(func.func(ownership-based-buffer-deallocation,canonicalize,buffer-deallocation-simplification{constant-ownership-indicators=true}),bufferization-lower-deallocations)' --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-run --check --stats - -e main 2>&1 | FileCheck %s --check-prefix=OUT

// STATS:      BufferDeallocationPipeline
// STATS:        (S) 0 num-helper-calls
// UPSTREAM:   LowerDeallocationsPass
// UPSTREAM:     (S) {{[1-9][0-9]*}} num-helper-calls

// 1 + 2 + 3 + 4 + 7 (@make) + 10 and 3 trips adding 1; six allocations
// (61 before: 55 of them the helper's arrays)
// OUT: {{^}}30{{$}}
// OUT: allocations: 6{{$}}
// OUT: memory errors: 0

func.func private @make() -> memref<4xi64> {
  %c0 = arith.constant 0 : index
  %k7 = arith.constant 7 : i64
  %m = memref.alloc() : memref<4xi64>
  memref.store %k7, %m[%c0] : memref<4xi64>
  return %m : memref<4xi64>
}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k1 = arith.constant 1 : i64
  %k2 = arith.constant 2 : i64
  %k3 = arith.constant 3 : i64
  %k4 = arith.constant 4 : i64
  %k10 = arith.constant 10 : i64
  %a = memref.alloc() : memref<4xi64>
  %b = memref.alloc() : memref<4xi64>
  %c = memref.alloc() : memref<4xi64>
  %d = memref.alloc() : memref<4xi64>
  linalg.fill ins(%k1 : i64) outs(%a : memref<4xi64>)
  linalg.fill ins(%k2 : i64) outs(%b : memref<4xi64>)
  linalg.fill ins(%k3 : i64) outs(%c : memref<4xi64>)
  linalg.fill ins(%k4 : i64) outs(%d : memref<4xi64>)
  %r = call @make() : () -> memref<4xi64>
  %x = memref.alloc() : memref<4xi64>
  memref.store %k10, %x[%c0] : memref<4xi64>
  cf.br ^head(%c0, %x : index, memref<4xi64>)
^head(%i: index, %t: memref<4xi64>):
  %go = arith.cmpi ult, %i, %c3 : index
  cf.cond_br %go, ^body, ^exit
^body:
  %y = memref.load %t[%c0] : memref<4xi64>
  %z = arith.addi %y, %k1 : i64
  memref.store %z, %t[%c0] : memref<4xi64>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^head(%i1, %t : index, memref<4xi64>)
^exit:
  %sa = memref.load %a[%c0] : memref<4xi64>
  %sb = memref.load %b[%c1] : memref<4xi64>
  %sc = memref.load %c[%c0] : memref<4xi64>
  %sd = memref.load %d[%c1] : memref<4xi64>
  %sr = memref.load %r[%c0] : memref<4xi64>
  %st = memref.load %t[%c0] : memref<4xi64>
  %s1 = arith.addi %sa, %sb : i64
  %s2 = arith.addi %sc, %sd : i64
  %s3 = arith.addi %sr, %st : i64
  %s4 = arith.addi %s1, %s2 : i64
  %s = arith.addi %s4, %s3 : i64
  return %s : i64
}
