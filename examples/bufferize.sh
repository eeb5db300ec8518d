#!/usr/bin/env bash
# The main job end to end: a tensor program (examples/tiled_layer.mlir: a
# tiled matmul + bias + relu layer, called twice) is
#   1. run as it is by mlbuf-run (value semantics: the reference value),
#   2. bufferized and given its deallocations by mlbuf-opt
#      (--one-shot-bufferize=bufferize-function-boundaries
#       --buffer-deallocation-pipeline),
#   3. run on mlbuf-run's checked heap (--check: no leak, no use after
#      free, same value) with its cost (--stats: allocations, bytes copied),
#   4. read back by upstream mlir-opt, and compared with upstream's own
#      pipeline on the same input, run the same way.
set -euo pipefail
cd "$(dirname "$0")/.."

BUILD=${BUILD:-build/example}
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
IN=examples/tiled_layer.mlir
PIPE=(--one-shot-bufferize=bufferize-function-boundaries
      --buffer-deallocation-pipeline)

cmake -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=Release > /dev/null
cmake --build "$BUILD" -j "$(nproc 2>/dev/null || echo 2)" \
  --target mlbuf-opt mlbuf-run > /dev/null

echo "== the tensor program's value (mlbuf-run $IN)"
want=$("$BUILD/bin/mlbuf-run" "$IN")
echo "$want"

echo "== mlbuf-opt ${PIPE[*]}"
"$BUILD/bin/mlbuf-opt" "$IN" "${PIPE[@]}" > "$BUILD/tiled_layer.buffers.mlir"
grep -E "memref\.(alloc|copy|dealloc)|bufferization\.dealloc" \
  "$BUILD/tiled_layer.buffers.mlir" | sed 's/^ */  /'

echo "== mlbuf-run --check --stats on mlbuf's output"
got=$("$BUILD/bin/mlbuf-run" --check --stats "$BUILD/tiled_layer.buffers.mlir" \
        2> "$BUILD/tiled_layer.stats")
echo "$got"
grep -E "^(allocations|bytes copied|memory errors)" "$BUILD/tiled_layer.stats"
[ "$got" = "$want" ] || { echo "value differs: $got, want $want"; exit 1; }

if [ ! -x "$MLIR_OPT" ]; then
  echo "(upstream mlir-opt not found at $MLIR_OPT: skipping the comparison)"
  exit 0
fi
echo "== upstream mlir-opt reads mlbuf's output back"
"$MLIR_OPT" "$BUILD/tiled_layer.buffers.mlir" > /dev/null && echo "accepted"
echo "== upstream mlir-opt ${PIPE[*]}, run the same way"
"$MLIR_OPT" "$IN" "${PIPE[@]}" > "$BUILD/tiled_layer.upstream.mlir"
up=$("$BUILD/bin/mlbuf-run" --check --stats "$BUILD/tiled_layer.upstream.mlir" \
       2> "$BUILD/tiled_layer.upstream.stats")
echo "$up"
grep -E "^(allocations|bytes copied|memory errors)" \
  "$BUILD/tiled_layer.upstream.stats"
