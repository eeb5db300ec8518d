#!/usr/bin/env bash
# Times --buffer-deallocation-pipeline (parse, pass, print) with mlbuf-opt and
# upstream mlir-opt on the generated module of bench/gen_module.py, for each
# function count given; reports medians, peak RSS and ratios.
# Upstream runs with --mlir-disable-threading, as mlbuf is single-threaded
# (UPSTREAM_THREADING=1 times its default, threaded run instead).
# LLVM 22's ownership-based deallocation reads freed memory in
# DeallocationState::getMemrefsToRetain on this module's cf.cond_br (valgrind
# shows it on a single function), so it crashes on most runs of 2,000
# functions. With glibc's tcache off the freed block is not reused at once
# and the run survives, so both tools run with
# GLIBC_TUNABLES=glibc.malloc.tcache_count=0 (TCACHE=1: glibc's default).
# A crashed run is still retried, up to TRIES times (default 10), and the
# number of crashes is reported.
# Usage: bench/dealloc_speed.sh [BUILD_DIR] [NUM_FUNCTIONS...]
#        (default counts: 2000 20000; REPS=N runs per tool, default 3)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/speed_common.sh"
speed_init "$@"
max_tries=${TRIES:-10}

speed_env=(env GLIBC_TUNABLES=glibc.malloc.tcache_count=0)
[ "${TCACHE:-0}" = 1 ] && speed_env=(env)
speed_pass=--buffer-deallocation-pipeline
speed_tries=$max_tries
speed_stat=median

# run TOOL INPUT REPS [FLAGS...] -> prints "median_seconds max_rss_kb
# crashed_runs" (median "fail" when a run failed max_tries times in a row)
run() {
  local tool=$1 input=$2 reps=$3 wall rss cpu crashes
  shift 3
  read -r wall rss cpu crashes < <(speed_run "$tool" "$input" \
                                     "$tmp/out.mlir" "$reps" "$@")
  echo "$wall $rss $crashes"
}

mlbuf_times=()
upstream_times=()
for n in "${counts[@]}"; do
  python3 "$here/gen_module.py" "$n" > "$tmp/in.mlir"
  lines=$(wc -l < "$tmp/in.mlir")
  echo "== $n functions, $lines lines (median of $reps runs)"
  read -r mt mr mc < <(run "$mlbuf" "$tmp/in.mlir" "$reps")
  if [ "$mt" = fail ]; then
    echo "mlbuf-opt: failed: $(head -c 300 "$tmp/err")"
    continue
  fi
  echo "mlbuf-opt: ${mt}s, peak RSS ${mr} KB"
  mlbuf_times+=("$n $mt")
  if [ -x "$upstream" ]; then
    read -r ut ur uc < <(run "$upstream" "$tmp/in.mlir" "$reps" \
                           ${upstream_flags[@]+"${upstream_flags[@]}"})
    if [ "$ut" = fail ]; then
      echo "mlir-opt : crashed $max_tries times in a row ($uc crashes in" \
           "all): no comparison"
      grep -m1 -E 'Stack dump|error' "$tmp/err" || true
      continue
    fi
    upstream_times+=("$n $ut")
    echo "mlir-opt : ${ut}s, peak RSS ${ur} KB" \
         "(${upstream_flags[*]:-threaded}; $uc crashed runs retried)"
    awk -v a="$mt" -v b="$ut" -v c="$mr" -v d="$ur" 'BEGIN {
      if (a < 0.005) a = 0.005;
      printf "speedup (mlir-opt time / mlbuf time): %.1fx\n", b / a;
      printf "memory ratio (mlbuf RSS / mlir-opt RSS): %.2f\n", c / d }'
  else
    echo "mlir-opt not installed: no comparison"
  fi
done

# Scaling: time at the largest count over time at the smallest, against
# the ratio of the counts.
scaling() {
  printf '%s\n' "$@" | sort -n | awk 'NR == 1 {n0 = $1; t0 = $2}
    {n = $1; t = $2}
    END { if (NR > 1 && t0 > 0)
            printf "%.0fx the functions: %.1fx the time\n", n / n0, t / t0 }'
}
if [ ${#mlbuf_times[@]} -gt 1 ]; then
  echo "== scaling"
  printf 'mlbuf-opt: '; scaling "${mlbuf_times[@]}"
  if [ ${#upstream_times[@]} -gt 1 ]; then
    printf 'mlir-opt : '; scaling "${upstream_times[@]}"
  fi
fi
