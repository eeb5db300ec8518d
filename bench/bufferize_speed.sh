#!/usr/bin/env bash
# Times --one-shot-bufferize=bufferize-function-boundaries (parse, pass,
# print) with mlbuf-opt and upstream mlir-opt on the tensor module of
# bench/gen_tensor_module.py (tiled linalg.matmul/generic/fill, slices in
# scf.for loops with iter_args, scf.if, tensor.empty, calls, a function
# argument written in place; shapes drawn per function from SEED), and
# reports the best wall time of REPS runs, peak RSS and the ratios.
# mlir-opt runs at the first count only (COUNTS beyond it are for mlbuf's
# scaling); with --mlir-disable-threading, as mlbuf is single-threaded
# (UPSTREAM_THREADING=1 times its default, threaded run instead).
# Checks that both tools succeed and that mlir-opt parses mlbuf's output.
# The machine may be shared: best of REPS, and CPU (user+sys) seconds are
# printed too, which depend less on other load than wall time.
# Usage: bench/bufferize_speed.sh [BUILD_DIR] [NUM_FUNCTIONS...]
#        (default counts: 2000 20000; REPS=N runs per tool, default 3;
#         SEED=S generator seed, default 1)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/speed_common.sh"
speed_init "$@"
seed=${SEED:-1}

speed_pass=--one-shot-bufferize=bufferize-function-boundaries
speed_tries=1
speed_stat=best

# run TOOL INPUT OUTPUT REPS [FLAGS...] -> prints "best_wall_seconds
# max_rss_kb best_cpu_seconds", or "fail" when a run failed (its stderr
# is left in $tmp/err)
run() {
  local wall rss cpu crashes
  read -r wall rss cpu crashes < <(speed_run "$@")
  if [ "$wall" = fail ]; then echo fail; else echo "$wall $rss $cpu"; fi
}

mlbuf_times=()
first=1
status=0
for n in "${counts[@]}"; do
  python3 "$here/gen_tensor_module.py" "$n" "$seed" > "$tmp/in.mlir"
  lines=$(wc -l < "$tmp/in.mlir")
  echo "== $n functions, $lines lines (seed $seed, best of $reps runs)"
  read -r mt mr mc < <(run "$mlbuf" "$tmp/in.mlir" "$tmp/mlbuf.mlir" "$reps")
  if [ "$mt" = fail ]; then
    echo "mlbuf-opt: failed: $(head -c 300 "$tmp/err")"
    status=1
    continue
  fi
  echo "mlbuf-opt: ${mt}s (cpu ${mc}s), peak RSS ${mr} KB"
  mlbuf_times+=("$n $mt $mc")
  (( first )) || continue
  first=0
  if [ ! -x "$upstream" ]; then
    echo "mlir-opt not installed: no comparison"
    continue
  fi
  if ! "$upstream" "$tmp/mlbuf.mlir" -o /dev/null 2> "$tmp/err"; then
    echo "mlir-opt rejects mlbuf-opt's output: $(head -c 300 "$tmp/err")"
    status=1
  else
    echo "mlbuf-opt's output: parsed and verified by mlir-opt"
  fi
  read -r ut ur uc < <(run "$upstream" "$tmp/in.mlir" "$tmp/up.mlir" \
                         "$reps" ${upstream_flags[@]+"${upstream_flags[@]}"})
  if [ "$ut" = fail ]; then
    echo "mlir-opt : failed: $(head -c 300 "$tmp/err")"
    status=1
    continue
  fi
  echo "mlir-opt : ${ut}s (cpu ${uc}s), peak RSS ${ur} KB" \
       "(${upstream_flags[*]:-threaded})"
  awk -v a="$mt" -v b="$ut" -v c="$mr" -v d="$ur" -v e="$mc" -v f="$uc" '
    BEGIN {
      if (a < 0.005) a = 0.005;
      if (e < 0.005) e = 0.005;
      printf "speedup (mlir-opt time / mlbuf time): %.1fx wall, %.1fx cpu\n",
             b / a, f / e;
      printf "memory ratio (mlbuf RSS / mlir-opt RSS): %.2f\n", c / d }'
done

# Scaling: time at the largest count over time at the smallest, against
# the ratio of the counts.
if [ ${#mlbuf_times[@]} -gt 1 ]; then
  echo "== scaling"
  printf '%s\n' "${mlbuf_times[@]}" | sort -n | awk '
    NR == 1 {n0 = $1; t0 = $2; c0 = $3}
    {n = $1; t = $2; c = $3}
    END { if (t0 > 0 && c0 > 0)
            printf "mlbuf-opt: %.0fx the functions: %.1fx the time " \
                   "(%.1fx the cpu time)\n", n / n0, t / t0, c / c0 }'
fi
exit $status
