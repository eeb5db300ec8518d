#!/usr/bin/env bash
# Builds mlbuf-opt, runs examples/hello.mlir through it (--symbol-dce), then
# feeds the result to upstream mlir-opt (LLVM 22) and checks that upstream
# prints the very same text and agrees on what --symbol-dce leaves.
set -euo pipefail
cd "$(dirname "$0")/.."

BUILD=${BUILD:-build/example}
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}

cmake -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=Release > /dev/null
cmake --build "$BUILD" -j "$(nproc 2>/dev/null || echo 2)" --target mlbuf-opt > /dev/null

echo "== mlbuf-opt examples/hello.mlir --symbol-dce"
"$BUILD/bin/mlbuf-opt" examples/hello.mlir --symbol-dce | tee "$BUILD/hello.mlbuf.mlir"

if [ ! -x "$MLIR_OPT" ]; then
  echo "(upstream mlir-opt not found at $MLIR_OPT: skipping the round trip)"
  exit 0
fi
echo "== upstream mlir-opt reads mlbuf's output and prints it back"
"$MLIR_OPT" "$BUILD/hello.mlbuf.mlir" > "$BUILD/hello.roundtrip.mlir"
diff -u "$BUILD/hello.mlbuf.mlir" "$BUILD/hello.roundtrip.mlir"
echo "identical"
echo "== upstream mlir-opt --symbol-dce on the original"
"$MLIR_OPT" examples/hello.mlir --symbol-dce > "$BUILD/hello.upstream.mlir"
diff -u "$BUILD/hello.upstream.mlir" "$BUILD/hello.mlbuf.mlir"
echo "identical"
