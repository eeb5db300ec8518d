#!/usr/bin/env bash
# Out of memory at every allocation (or every STRIDE-th) of parse ->
# PIPELINE -> print, for each lit input that is one valid module and goes
# through PIPELINE without diagnostics (test/unit/test_alloc_faults.c does
# the runs and checks; ctest runs it on its built-in module only).
# Usage: bench/alloc_faults.sh [BUILD_DIR] [STRIDE]
#        PIPELINE (env) defaults to builtin.module(buffer-deallocation-pipeline)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../build}
stride=${2:-1}
pipeline=${PIPELINE:-builtin.module(buffer-deallocation-pipeline)}
opt=$build/bin/mlbuf-opt
faults=$build/test/unit/test_alloc_faults
files=0 points=0 bad=0
for f in "$here"/../test/lit/*/*.mlir; do
  [ -f "$f" ] || continue
  grep -q -- '^// -----' "$f" && continue
  "$opt" --pass-pipeline="$pipeline" "$f" > /dev/null 2>&1 || continue
  [ -z "$("$opt" --pass-pipeline="$pipeline" "$f" 2>&1 >/dev/null)" ] || continue
  if out=$("$faults" "$f" "$pipeline" "$stride" 2>/dev/null | tail -1); then
    n=$(echo "$out" | sed -n 's/.*injected: \([0-9]*\) of.*/\1/p')
    points=$((points + n))
  else
    bad=$((bad + 1))
    echo "FAILED: $f" >&2
    "$faults" "$f" "$pipeline" "$stride" 2>&1 | grep 'check failed' | head -3 >&2
  fi
  files=$((files + 1))
done
echo "files: $files, allocation failures injected: $points, files failing: $bad"
[ "$bad" = 0 ]
