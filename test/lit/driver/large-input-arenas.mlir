// The parser tells the context's arenas how large its input is
// (mlb_arena_expect): from MLB_ARENA_BIG_EXPECT bytes on (1 MB; 1 KB in
// tiny builds) they take 2 MB chunks from the first, below that they
// start small and double. The line index of the locations takes its pages
// (2048 lines each) from the type arena. Both sides: this file alone (a
// few hundred bytes), and the same function after 6,000 generated ones
// (about 1.6 MB, 24,000 lines, twelve line pages). Locations must come out
// right on both.
// RUN: mlbuf-opt %s --mlir-print-debuginfo | FileCheck %s --check-prefix=SMALL
// RUN: %python -c "[print('func.func @g' + str(i) + '(%%a: f32, %%b: f32) -> f32 {\n  %%s = arith.addf %%a, %%b : f32 loc(\"gen.mlir\":' + str(i) + ':7)\n  return %%s : f32\n}' + ' ' * 160) for i in range(6000)]" > %t.in.mlir
// RUN: cat %s >> %t.in.mlir
// RUN: mlbuf-opt %t.in.mlir --mlir-print-debuginfo | FileCheck %s --check-prefix=LARGE

// SMALL: func.func @last(%arg0: f32 loc("{{.*}}large-input-arenas.mlir":23:17)) -> f32 {
// SMALL: = loc("{{.*}}large-input-arenas.mlir":24:8)
// SMALL-NEXT: = loc("{{.*}}large-input-arenas.mlir":25:8)

// LARGE: func.func @g0(%arg0: f32 loc("{{.*}}.in.mlir":1:15), %arg1: f32 loc("{{.*}}.in.mlir":1:24)) -> f32 {
// LARGE: func.func @last(%arg0: f32 loc("{{.*}}.in.mlir":24023:17)) -> f32 {
// LARGE: = loc("gen.mlir":5999:7)
// LARGE: = loc("{{.*}}.in.mlir":24024:8)
// LARGE-NEXT: = loc("{{.*}}.in.mlir":24025:8)
func.func @last(%x: f32) -> f32 {
  %c = arith.constant 1.0 : f32
  %m = arith.mulf %x, %c : f32
  return %m : f32
}
