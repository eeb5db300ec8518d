#!/usr/bin/env bash
# Builds and runs examples/custom_dialect: a C program that registers a
# tiny dialect (my.alloc / my.free / my.copy on !my.buffer) with mlbuf's C
# API, reports what each op does and runs symbol-dce over a program.
set -euo pipefail
cd "$(dirname "$0")/../.."

BUILD=${BUILD:-build/example}

cmake -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=Release > /dev/null
cmake --build "$BUILD" -j "$(nproc 2>/dev/null || echo 2)" --target custom_dialect > /dev/null
"$BUILD/bin/custom_dialect"
