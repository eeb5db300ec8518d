#!/usr/bin/env bash
# ctest's install.example: what an embedder does with mlbuf. Installs a
# build tree into <build>/install-test/prefix, then builds
# examples/custom_dialect against that prefix alone, twice:
#   1. as a CMake project: find_package(mlbuf), mlbuf::mlbuf (static);
#   2. with one compiler command from pkg-config (shared library, loaded
#      through its soname libmlbuf.so.0).
# Each program checks its own output (exit status 0).
# Usage: install_example.sh <build dir> <cmake> <C compiler>
# The compiler is the build's: a sanitized library needs the same
# compiler's sanitizer runtime in the program that links it.
set -euo pipefail

build=$(cd "$1" && pwd)
cmake=$2
cc=$3
src=$(cd "$(dirname "$0")/.." && pwd)
work=$build/install-test
prefix=$work/prefix

rm -rf "$work"
mkdir -p "$work"

# Runs a command with its output in $work/<name>.log, shown on failure.
step() {
  local name=$1
  shift
  if ! "$@" > "$work/$name.log" 2>&1; then
    echo "install.example: FAILED at $name: $*"
    cat "$work/$name.log"
    exit 1
  fi
  echo "install.example: $name ok"
}

fail() {
  echo "install.example: $*"
  exit 1
}

step install "$cmake" --install "$build" --prefix "$prefix"
(cd "$prefix" && find . -type f -o -type l | sort)

# ---- 1. CMake, find_package ----
# Only the prefix may provide mlbuf: no user package registry, and the
# package must be found under the prefix and its headers come from there.
step cmake-configure "$cmake" -S "$src/examples/custom_dialect" \
  -B "$work/cmake-build" -DCMAKE_C_COMPILER="$cc" \
  -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF -DCMAKE_EXPORT_COMPILE_COMMANDS=ON
found=$(sed -n 's/^mlbuf_DIR:PATH=//p' "$work/cmake-build/CMakeCache.txt")
[[ $found == "$prefix"/* ]] || fail "find_package(mlbuf) found '$found', not the prefix"
if grep -qE -- "$src/(include|src)" "$work/cmake-build/compile_commands.json"; then
  fail "the example was compiled with the source tree's headers"
fi
step cmake-build "$cmake" --build "$work/cmake-build"
step cmake-run "$work/cmake-build/bin/custom_dialect"

# ---- 2. pkg-config, shared library ----
if ! command -v pkg-config > /dev/null; then
  echo "install.example: pkg-config not found, pkg-config build skipped"
  exit 0
fi
pcfile=$(find "$prefix" -name mlbuf.pc)
[[ -n $pcfile ]] || fail "no mlbuf.pc installed"
# PKG_CONFIG_LIBDIR replaces the default search path: no system mlbuf.
export PKG_CONFIG_LIBDIR=${pcfile%/*}
read -r -a cflags <<< "$(pkg-config --cflags mlbuf)"
read -r -a libs <<< "$(pkg-config --libs mlbuf)"
libdir=$(pkg-config --variable=libdir mlbuf)
# The public headers must compile cleanly in a strict C11 program.
step pc-build "$cc" -std=c11 -Wall -Wextra -Werror "${cflags[@]}" \
  "$src/examples/custom_dialect/custom_dialect.c" \
  -o "$work/custom_dialect-shared" "${libs[@]}"
if command -v readelf > /dev/null &&
   ! readelf -d "$work/custom_dialect-shared" | grep -q 'NEEDED.*\[libmlbuf\.so\.0\]'; then
  fail "the pkg-config build does not load libmlbuf.so.0"
fi
step pc-run env LD_LIBRARY_PATH="$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
  "$work/custom_dialect-shared"
