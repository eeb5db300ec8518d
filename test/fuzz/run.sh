#!/usr/bin/env bash
# Builds a libFuzzer target with ASan+UBSan (clang) and runs it:
# fuzz_parser (parse, verify, print; the default) or fuzz_bufferize (the
# same, then one-shot-bufferize and the deallocation pipeline).
# Seeds: every .mlir under test/lit and examples/. Usage:
#   test/fuzz/run.sh [SECONDS] [TARGET] [extra libFuzzer flags...]
set -euo pipefail
cd "$(dirname "$0")/../.."
secs=${1:-60}
shift || true
target=${1:-fuzz_parser}
shift || true
build=build/fuzz
cmake -S . -B "$build" -DCMAKE_C_COMPILER=clang -DCMAKE_BUILD_TYPE=Debug \
  -DMLBUF_SANITIZE=ON -DMLBUF_FUZZ=ON > /dev/null
cmake --build "$build" -j "$(nproc)" --target "$target" > /dev/null
corpus=$build/corpus-$target
mkdir -p "$corpus"
find test/lit examples -name '*.mlir' -exec cp {} "$corpus/" \;
"$build/bin/$target" "$corpus" -max_total_time="$secs" -max_len=4096 \
  -timeout=10 -rss_limit_mb=2048 -artifact_prefix="$build/" -dict=test/fuzz/mlir.dict "$@" 2>&1 |
  tail -n 20
