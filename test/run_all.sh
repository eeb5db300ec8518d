#!/usr/bin/env bash
# Builds mlbuf three ways and runs its tests:
#   1. gcc, Release, -Werror: build, then ctest (unit tests + lit)
#   2. clang, -Werror: build only
#   3. gcc, ASan+UBSan, small container capacities and size thresholds
#      (src/support/thresholds.h): build, then ctest (random checks at a
#      quarter of their counts: MLBUF_RANDOM_DIVISOR in CMakeLists.txt)
# Build trees go to build/ci-*. JOBS overrides the parallelism.
# Upstream tools' answers (mlir-opt, mlir-runner in the differential tests)
# are the same for every build: the first ctest run keeps them in
# build/upstream-cache and the sanitizer run takes them from there
# (bench/upstream_cache.py) instead of asking again.
set -euo pipefail
cd "$(dirname "$0")/.."

JOBS=${JOBS:-$(nproc 2>/dev/null || echo 2)}

configure_and_build() {
  local dir=$1
  shift
  echo "== configure $dir: $*"
  cmake -S . -B "$dir" "$@" > "$dir.configure.log" 2>&1 ||
    { cat "$dir.configure.log"; return 1; }
  echo "== build $dir"
  cmake --build "$dir" -j "$JOBS"
}

run_ctest() {
  echo "== ctest in $1"
  (cd "$1" && ctest --output-on-failure -j "$JOBS")
}

mkdir -p build
rm -rf build/upstream-cache
export MLBUF_UPSTREAM_CACHE=$PWD/build/upstream-cache
configure_and_build build/ci-gcc -DCMAKE_C_COMPILER=gcc \
  -DCMAKE_BUILD_TYPE=Release -DMLBUF_WERROR=ON
run_ctest build/ci-gcc

configure_and_build build/ci-clang -DCMAKE_C_COMPILER=clang \
  -DCMAKE_BUILD_TYPE=Release -DMLBUF_WERROR=ON

# -O1, as the sanitizers' authors advise: a Debug build (assertions on)
# whose tests run faster than at -O0. Executables linked -no-pie: the
# sanitizers' metadata (~200,000 pointers) is then fixed at link time
# instead of relocated at every process start (~17% of a start's CPU time
# here), and the tests start these tools thousands of times. For the same
# reason undefined behaviour traps (MLBUF_UBSAN_TRAP: no libubsan metadata
# to map and scan, ~30% of a start's CPU); a test stopped by SIGILL is
# one: rebuild without the option to read libubsan's message.
configure_and_build build/ci-asan -DCMAKE_C_COMPILER=gcc \
  -DCMAKE_BUILD_TYPE=Debug -DCMAKE_C_FLAGS_DEBUG="-g -O1" \
  -DCMAKE_EXE_LINKER_FLAGS=-no-pie \
  -DMLBUF_SANITIZE=ON -DMLBUF_UBSAN_TRAP=ON -DMLBUF_SMALL_CAPACITIES=ON
run_ctest build/ci-asan

echo "== all builds and tests passed"
