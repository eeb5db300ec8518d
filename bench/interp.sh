#!/usr/bin/env bash
# Measures mlbuf-run's dispatch speed on a loop-heavy program: an scf.for of
# N iterations whose body does a few integer ops on loop-carried values
# plus a memref load/store pair, then reports executed ops per second (the
# run's --stats "ops executed" over its best wall time of 3).
# Usage: bench/interp.sh [BUILD_DIR] [ITERATIONS]
# BUILD_DIR should be a Release build (cmake -DCMAKE_BUILD_TYPE=Release).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../build}
iters=${2:-10000000}
run=$build/bin/mlbuf-run
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cat > "$tmp/loop.mlir" <<EOF
func.func @main() -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant $iters : index
  %one = arith.constant 1 : i64
  %k = arith.constant 7 : i64
  %m = memref.alloc() : memref<16xi64>
  %z = arith.constant 0 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z, %b = %one) -> (i64, i64) {
    %x = arith.addi %a, %b : i64
    %y = arith.muli %x, %k : i64
    %w = arith.xori %y, %a : i64
    %s = arith.andi %w, %k : i64
    %c = arith.addi %b, %one : i64
    scf.yield %s, %c : i64, i64
  }
  %c15 = arith.constant 15 : index
  memref.store %r#0, %m[%c15] : memref<16xi64>
  %v = memref.load %m[%c15] : memref<16xi64>
  memref.dealloc %m : memref<16xi64>
  return %v, %r#1 : i64, i64
}
EOF

best=
for _ in 1 2 3; do
  start=$(date +%s.%N)
  "$run" --check --stats "$tmp/loop.mlir" > "$tmp/out" 2> "$tmp/stats"
  end=$(date +%s.%N)
  t=$(echo "$end - $start" | bc -l)
  if [ -z "$best" ] || [ "$(echo "$t < $best" | bc -l)" = 1 ]; then best=$t; fi
done
ops=$(sed -n 's/^ops executed: //p' "$tmp/stats")
echo "iterations: $iters"
echo "ops executed: $ops"
printf 'best time: %.3f s\n' "$best"
echo "ops/second: $(echo "$ops / $best" | bc)"
