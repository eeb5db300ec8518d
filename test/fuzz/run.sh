#!/usr/bin/env bash
# Builds the libFuzzer parser target with ASan+UBSan (clang) and runs it.
# Seeds: every .mlir under test/lit and examples/. Usage:
#   test/fuzz/run.sh [SECONDS] [extra libFuzzer flags...]
set -euo pipefail
cd "$(dirname "$0")/../.."
secs=${1:-60}
shift || true
build=build/fuzz
cmake -S . -B "$build" -DCMAKE_C_COMPILER=clang -DCMAKE_BUILD_TYPE=Debug \
  -DMLBUF_SANITIZE=ON -DMLBUF_FUZZ=ON > /dev/null
cmake --build "$build" -j "$(nproc)" --target fuzz_parser > /dev/null
corpus=$build/corpus
mkdir -p "$corpus"
find test/lit examples -name '*.mlir' -exec cp {} "$corpus/" \;
"$build/bin/fuzz_parser" "$corpus" -max_total_time="$secs" -max_len=4096 \
  -timeout=10 -rss_limit_mb=2048 -artifact_prefix="$build/" -dict=test/fuzz/mlir.dict "$@" 2>&1 |
  tail -n 20
