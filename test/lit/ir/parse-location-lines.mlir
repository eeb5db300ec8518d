// Locations of values and blocks: positions are kept while parsing and
// located only when needed. The arguments of a signature spread over
// lines are located when the body starts (lines behind the lexer's), the
// rest on the line being read (the lexer counts the newlines it skips,
// comments included). Same locations as mlir-opt 22's.
// RUN: mlbuf-opt %s --mlir-print-debuginfo | FileCheck %s

func.func @spread(
    %a: i32,
    // a comment between the arguments

      %b: i32) -> i32 {
  %0 = arith.addi %a,
         %b : i32
  // A comment
  // over two lines.
  cf.br ^bb1(%0 : i32)

^bb1(%x: i32):
  return %x : i32
}

// CHECK: func.func @spread(%arg0: i32 loc("{{.*}}parse-location-lines.mlir":9:5), %arg1: i32 loc("{{.*}}parse-location-lines.mlir":12:7)) -> i32 {
// CHECK: ^bb1(%1: i32 loc("{{.*}}parse-location-lines.mlir":19:6)):
// CHECK: #loc1 = loc("{{.*}}parse-location-lines.mlir":8:1)
// CHECK: #loc{{[0-9]+}} = loc("{{.*}}parse-location-lines.mlir":13:8)
// CHECK: #loc{{[0-9]+}} = loc("{{.*}}parse-location-lines.mlir":17:3)
// CHECK: #loc{{[0-9]+}} = loc("{{.*}}parse-location-lines.mlir":20:3)
