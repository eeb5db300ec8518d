#!/usr/bin/env bash
# Times parse+verify+print of the generated module with mlbuf-opt and
# upstream mlir-opt in one run; reports medians and ratios.
# Usage: bench/parse_print.sh [BUILD_DIR] [NUM_FUNCTIONS]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../build}
nfun=${2:-2000}
mlbuf=$build/bin/mlbuf-opt
upstream=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 "$here/gen_module.py" "$nfun" > "$tmp/in.mlir"
lines=$(wc -l < "$tmp/in.mlir")

# run TOOL REPS -> prints "median_seconds max_rss_kb"
run() {
  local tool=$1 reps=$2 times=() rss=0
  for _ in $(seq "$reps"); do
    /usr/bin/time -f "%e %M" -o "$tmp/t" "$tool" "$tmp/in.mlir" -o "$tmp/out.mlir"
    read -r t m < "$tmp/t"
    times+=("$t")
    (( m > rss )) && rss=$m
  done
  printf '%s\n' "${times[@]}" | sort -g | awk -v r="$rss" \
    '{a[NR]=$1} END {print a[int((NR+1)/2)], r}'
}

read -r mt mr < <(run "$mlbuf" 5)
echo "input: $nfun functions, $lines lines"
echo "mlbuf-opt: ${mt}s, peak RSS ${mr} KB"
if [ -x "$upstream" ]; then
  read -r ut ur < <(run "$upstream" 5)
  echo "mlir-opt : ${ut}s, peak RSS ${ur} KB"
  awk -v a="$mt" -v b="$ut" -v c="$mr" -v d="$ur" 'BEGIN {
    if (a < 0.005) a = 0.005;
    printf "speedup (mlir-opt time / mlbuf time): %.1fx\n", b / a;
    printf "memory ratio (mlbuf RSS / mlir-opt RSS): %.2f\n", c / d }'
else
  echo "mlir-opt not installed: no comparison"
fi
