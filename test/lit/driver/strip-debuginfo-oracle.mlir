// REQUIRES: mlir-opt
// strip-debuginfo prints exactly what upstream's prints.
// RUN: mlbuf-opt %s --strip-debuginfo --mlir-print-debuginfo > %t.mlbuf
// RUN: %mlir_opt %s --strip-debuginfo --mlir-print-debuginfo > %t.upstream
// RUN: diff %t.upstream %t.mlbuf

func.func @f(%arg0: i32 loc("arg.c":1:2), %arg1: index) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32 loc("add"("x.c":3:4))
  cf.br ^bb1(%0 : i32)
^bb1(%1: i32 loc("bb.c":5:5)):
  return %1 : i32 loc(fused["a.c":1:1, "b.c":2:2])
} loc(callsite("callee.c":1:1 at "caller.c":2:2))
