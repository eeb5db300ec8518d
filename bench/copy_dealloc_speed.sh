#!/usr/bin/env bash
# Times the copy-based --buffer-deallocation pass (parse, pass, print) with
# mlbuf-opt and with MLIR 16's mlir-opt (the last LLVM with the pass) in the
# same run, on the generated module of bench/gen_module.py (the module the
# other speed scripts use; MLIR 16 parses it as it is), for each function
# count given; reports medians, peak RSS and the ratio.
# MLIR 16 runs with --mlir-disable-threading, as mlbuf is single-threaded
# (UPSTREAM_THREADING=1 times its default, threaded run instead).
# Usage: bench/copy_dealloc_speed.sh [BUILD_DIR] [NUM_FUNCTIONS...]
#        (default counts: 2000 20000; REPS=N runs per tool, default 3;
#        MLIR_OPT=PATH another mlir-opt, default LLVM 16's)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/speed_common.sh"
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-16/bin/mlir-opt}
speed_init "$@"
speed_pass=--buffer-deallocation

for n in "${counts[@]}"; do
  python3 "$here/gen_module.py" "$n" > "$tmp/in.mlir"
  echo "== $n functions, $(wc -l < "$tmp/in.mlir") lines (median of $reps runs)"
  read -r mt mr _ _ < <(speed_run "$mlbuf" "$tmp/in.mlir" "$tmp/out.mlir" "$reps")
  if [ "$mt" = fail ]; then
    echo "mlbuf-opt: failed: $(head -c 300 "$tmp/err")"
    continue
  fi
  echo "mlbuf-opt: ${mt}s, peak RSS ${mr} KB"
  [ -x "$upstream" ] || { echo "no $upstream: no comparison"; continue; }
  read -r ut ur _ _ < <(speed_run "$upstream" "$tmp/in.mlir" "$tmp/up.mlir" \
                          "$reps" ${upstream_flags[@]+"${upstream_flags[@]}"})
  if [ "$ut" = fail ]; then
    echo "mlir-opt : failed: $(head -c 300 "$tmp/err")"
    continue
  fi
  echo "mlir-opt : ${ut}s, peak RSS ${ur} KB"
  awk -v a="$ut" -v b="$mt" 'BEGIN { printf "ratio    : %.1fx faster\n", a / b }'
done
