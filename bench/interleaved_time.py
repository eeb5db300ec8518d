#!/usr/bin/env python3
"""Best-of-N wall and CPU time of several tools on one input, interleaved.

Each round runs every tool once, in the order given, so that a change in
the machine's load during the series touches all tools alike (a shared
machine's load moves a lot within a minute: series of one tool after the
other compared the load more than the tools). Prints the least wall and
CPU (user+sys) seconds of each tool and, for every tool but the last, the
last tool's least time divided by its own (the last tool is the baseline,
say upstream mlir-opt).

usage: interleaved_time.py [-n ROUNDS] --input FILE --args="ARGS"
                           TOOL [TOOL ...]
  TOOL   a command, split on spaces ("mlir-opt --mlir-disable-threading");
         run as TOOL ARGS FILE -o /dev/null
example:
  python3 bench/interleaved_time.py -n 9 --input in.mlir \\
      --args="--one-shot-bufferize=bufferize-function-boundaries" \\
      /tmp/old/mlbuf-opt build/bin/mlbuf-opt \\
      "/usr/lib/llvm-22/bin/mlir-opt --mlir-disable-threading"
"""
import argparse
import os
import shlex
import subprocess
import sys
import time


def run_once(cmd):
    """Wall seconds of one run; exits on a failing run. (Its CPU time is
    the growth of the reaped children's total, cpu_children.)"""
    start = time.monotonic()
    with open(os.devnull, "wb") as null:
        proc = subprocess.Popen(cmd, stdout=null, stderr=subprocess.PIPE)
        _, err = proc.communicate()
    wall = time.monotonic() - start
    if proc.returncode != 0:
        sys.exit("failed (%d): %s\n%s" % (proc.returncode, " ".join(cmd),
                                         err.decode(errors="replace")))
    return wall


def cpu_children():
    r = os.times()
    return r.children_user + r.children_system


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", "--rounds", type=int, default=7)
    ap.add_argument("--input", required=True)
    ap.add_argument("--args", default="")
    ap.add_argument("tools", nargs="+")
    cfg = ap.parse_args()
    cmds = [shlex.split(t) + shlex.split(cfg.args) +
            [cfg.input, "-o", os.devnull] for t in cfg.tools]
    best_wall = [float("inf")] * len(cmds)
    best_cpu = [float("inf")] * len(cmds)
    for _ in range(cfg.rounds):
        for i, cmd in enumerate(cmds):
            before = cpu_children()
            wall = run_once(cmd)
            cpu = cpu_children() - before
            best_wall[i] = min(best_wall[i], wall)
            best_cpu[i] = min(best_cpu[i], cpu)
    load = os.getloadavg()[0]
    print("%d interleaved rounds, least of each; load %.1f at the end"
          % (cfg.rounds, load))
    base_w, base_c = best_wall[-1], best_cpu[-1]
    for i, tool in enumerate(cfg.tools):
        ratio = ""
        if i + 1 < len(cmds):
            ratio = "  (baseline / this: %.1fx wall, %.1fx cpu)" % (
                base_w / best_wall[i], base_c / best_cpu[i])
        print("%8.3f s wall %8.3f s cpu  %s%s"
              % (best_wall[i], best_cpu[i], tool, ratio))
    return 0


if __name__ == "__main__":
    sys.exit(main())
