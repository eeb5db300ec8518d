# speed_common.sh - what bench/dealloc_speed.sh and bench/bufferize_speed.sh
# share: their arguments and environment, and the timed runs of one tool.
# Sourced (not run) after the script has set `here` to its own folder.
#
# speed_init [BUILD_DIR] [NUM_FUNCTIONS...] sets
#   build counts (default 2000 20000) reps (REPS, default 3) mlbuf upstream
#   (MLIR_OPT, default LLVM 22's mlir-opt) tmp (a folder removed on exit)
#   upstream_flags (--mlir-disable-threading; UPSTREAM_THREADING=1: none)
# speed_run TOOL INPUT OUTPUT REPS [FLAGS...] runs
#   TOOL FLAGS... $speed_pass INPUT -o OUTPUT  REPS times, each under
#   ${speed_env[@]} (a command prefix, e.g. env VAR=...) and tried up to
#   $speed_tries times in a row before it counts as failed, and prints
#   "WALL RSS CPU CRASHES": wall and CPU (user+sys) seconds, the median of
#   the runs or the least ($speed_stat: median or best), peak RSS in KB
#   over all runs, and how many tries failed; WALL is "fail" (RSS and CPU
#   0) when a run failed $speed_tries times in a row, its stderr left in
#   $tmp/err.

speed_init() {
  build=${1:-$here/../build}
  shift || true
  counts=("$@")
  [ ${#counts[@]} -eq 0 ] && counts=(2000 20000)
  reps=${REPS:-3}
  mlbuf=$build/bin/mlbuf-opt
  upstream=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  upstream_flags=(--mlir-disable-threading)
  [ "${UPSTREAM_THREADING:-0}" = 1 ] && upstream_flags=()
  return 0
}

speed_pass=
speed_env=()
speed_tries=1
speed_stat=median

# The median (the lower one of an even count) or the least of the values.
speed_pick() {
  printf '%s\n' "$@" | sort -g | awk -v how="$speed_stat" \
    '{a[NR]=$1} END {print how == "best" ? a[1] : a[int((NR+1)/2)]}'
}

speed_run() {
  local tool=$1 input=$2 output=$3 reps=$4 walls=() cpus=() rss=0 tries
  local crashes=0 t0 t1 m u s
  shift 4
  for _ in $(seq "$reps"); do
    tries=0
    # Wall time from nanosecond clock readings around the run (time's %e
    # has 10 ms steps, 5% of a 0.2 s run); peak RSS and CPU time from
    # time's %M %U %S.
    until t0=$(date +%s%N) &&
        ${speed_env[@]+"${speed_env[@]}"} /usr/bin/time -f "%M %U %S" \
        -o "$tmp/t" "$tool" "$@" "$speed_pass" "$input" -o "$output" \
        2> "$tmp/err"; do
      tries=$((tries + 1))
      crashes=$((crashes + 1))
      if (( tries >= speed_tries )); then echo "fail 0 0 $crashes"; return; fi
    done
    t1=$(date +%s%N)
    read -r m u s < <(tail -1 "$tmp/t")
    walls+=("$(awk -v a="$t0" -v b="$t1" \
               'BEGIN { printf "%.3f", (b - a) / 1e9 }')")
    cpus+=("$(awk -v a="$u" -v b="$s" 'BEGIN { printf "%.2f", a + b }')")
    (( m > rss )) && rss=$m
  done
  echo "$(speed_pick "${walls[@]}") $rss $(speed_pick "${cpus[@]}") $crashes"
}
