#!/usr/bin/env bash
# Times mlbuf's analyses (liveness, dominance, buffer aliases) on generated
# modules of 2,000 and 20,000 functions and reports each analysis' time
# and its growth ratio 20k/2k (linear analyses: about 10x).
#
# Usage: bench/analyses.sh [BUILD_DIR] [REPS]
#   BUILD_DIR: a configured and built mlbuf build (default: build/); its
#              lib/libmlbuf.a is linked into bench/analyses_bench.c. Use a
#              Release build for meaningful numbers.
#   REPS:      runs per analysis; the best time is kept (default 3).
# Environment: SIZES="2000 20000" to change the module sizes; BIG="2000
# 20000" also times one function of that many blocks each
# (bench/gen_big_function.py), BIG="" skips it; COUNT=1 also counts the
# instructions each analysis executes (valgrind --tool=callgrind, slow),
# which unlike wall time does not depend on caches or machine load.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
build=${1:-$root/build}
reps=${2:-3}
sizes=${SIZES:-"2000 20000"}
big=${BIG-"2000 20000"}
lib=$build/lib/libmlbuf.a
if [ ! -f "$lib" ]; then
  echo "no $lib: build mlbuf first (cmake --build $build)" >&2
  exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cc=${CC:-cc}
"$cc" -std=c11 -O2 -Wall -Wextra -I"$root/src" -I"$root/include" \
  "$here/analyses_bench.c" "$lib" -lm -o "$tmp/analyses_bench"

btype=$(sed -n 's/^CMAKE_BUILD_TYPE:[A-Z]*=//p' "$build/CMakeCache.txt" \
        2>/dev/null || true)
echo "build: $build (${btype:-unknown build type}), best of $reps runs"

# bench GENERATOR UNIT SIZES...: runs the driver on each size and prints
# a table: analysis, seconds per size, ratio largest/smallest.
bench() {
  local gen=$1 unit=$2 first="" last="" n
  shift 2
  for n in "$@"; do
    python3 "$here/$gen" "$n" > "$tmp/m$n.mlir"
    "$tmp/analyses_bench" "$tmp/m$n.mlir" "$reps" 2>/dev/null > "$tmp/r$n"
    [ -z "$first" ] && first=$n
    last=$n
  done
  awk -v first="$first" -v last="$last" -v sizes="$*" -v tmp="$tmp" \
      -v unit="$unit" '
  BEGIN {
    ns = split(sizes, sz, " ")
    for (i = 1; i <= ns; i++) {
      f = tmp "/r" sz[i]
      while ((getline line < f) > 0) {
        split(line, kv, " ")
        if (!(kv[1] in seen)) { seen[kv[1]] = 1; order[++na] = kv[1] }
        t[kv[1], sz[i]] = kv[2]
      }
    }
    printf "%-16s", "analysis"
    for (i = 1; i <= ns; i++) printf " %12s", sz[i] " " unit
    printf "  %s\n", "ratio " last "/" first
    for (k = 1; k <= na; k++) {
      a = order[k]
      printf "%-16s", a
      for (i = 1; i <= ns; i++) printf " %11.4fs", t[a, sz[i]]
      lo = t[a, first]; hi = t[a, last]
      if (lo < 1e-4) lo = 1e-4
      printf "  %5.1fx\n", hi / lo
    }
  }'
}

# count GENERATOR SIZES...: instructions per analysis under callgrind.
count() {
  local gen=$1 n first="" last=""
  shift
  for n in "$@"; do
    python3 "$here/$gen" "$n" > "$tmp/c$n.mlir"
    valgrind --tool=callgrind --callgrind-out-file="$tmp/cg$n" \
      "$tmp/analyses_bench" "$tmp/c$n.mlir" 1 >/dev/null 2>&1
    callgrind_annotate --inclusive=yes "$tmp/cg$n" 2>/dev/null |
      sed -n 's/^ *\([0-9,]*\) .*:bench_\([a-z_]*\) .*/\2 \1/p' |
      tr -d , > "$tmp/i$n"
    [ -z "$first" ] && first=$n
    last=$n
  done
  echo "instructions (millions):"
  for a in liveness liveness_ranges dominance alias alias_per_func; do
    printf "%-16s" "$a"
    for n in "$@"; do
      awk -v a="$a" '$1 == a { printf " %12.1f", $2 / 1e6 }' "$tmp/i$n"
    done
    awk -v a="$a" 'FNR == 1 { f++ } $1 == a { v[f] = $2 }
      END { if (v[1] > 0) printf "  %5.1fx\n", v[2] / v[1]; else print "" }' \
      "$tmp/i$first" "$tmp/i$last"
  done
}

echo "== modules of many small functions (bench/gen_module.py)"
# shellcheck disable=SC2086
bench gen_module.py fns $sizes
# shellcheck disable=SC2086
[ "${COUNT:-0}" = 1 ] && count gen_module.py $sizes
if [ -n "$big" ]; then
  echo "== one function of many blocks (bench/gen_big_function.py)"
  # shellcheck disable=SC2086
  bench gen_big_function.py blocks $big
  # shellcheck disable=SC2086
  [ "${COUNT:-0}" = 1 ] && count gen_big_function.py $big
fi
