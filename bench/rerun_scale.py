#!/usr/bin/env python3
"""How buffer-deallocation-pipeline scales when it runs again on its output.

The pipeline's lowering makes buffers of its own (the generic helper's
index and flag arrays, memref.alloca); run again, the ownership pass
hands them to deallocs too, and a loop that carried a few buffers then
carries a hundred: the second run's bufferization.dealloc ops have
hundreds of memrefs and retained values, on which
buffer-deallocation-simplification's patterns once took cubic time
(random program 7032244, size 48: 30 s; dealloc_simplify.c, "Declined
deallocs").

For each size: bench/dealloc_gen_indep.py's program of --seed at that
size goes through the pipeline once; the output's lines, the widest
dealloc the second run's ownership pass makes (memrefs + retained
values) and the second run's wall time (s) and maximum RSS are printed,
and with --callgrind its instruction count (valgrind, slow: 50x).
Several mlbuf-opt builds may be compared (--mlbuf-opt A,B).

Usage: rerun_scale.py [--seed 7032244] [--sizes 12,24,48,96]
                      [--mlbuf-opt PATH[,PATH]] [--timeout S] [--callgrind]
"""
import argparse
import os
import re
import subprocess
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
GEN = os.path.join(HERE, "dealloc_gen_indep.py")
# The pipeline up to the simplification (dealloc_pipeline.c), to measure
# the deallocs the simplification is given.
BEFORE_SIMPLIFY = ("--pass-pipeline=builtin.module(expand-realloc{emit-"
                   "deallocs=false},canonicalize,ownership-based-buffer-"
                   "deallocation,canonicalize)")


def run(cmd, timeout, out=subprocess.DEVNULL):
    start = time.monotonic()
    try:
        r = subprocess.run(["/usr/bin/time", "-f", "@RSS %M"] + cmd,
                           stdout=out, stderr=subprocess.PIPE, text=True,
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        return "> %g" % timeout, "-"
    took = time.monotonic() - start
    rss = re.search(r"@RSS (\d+)", r.stderr)
    kb = "%d MB" % (int(rss.group(1)) // 1024) if rss else "-"
    return ("%.2f" % took if r.returncode == 0 else "error"), kb


def widest_dealloc(opt, path):
    r = subprocess.run([opt, path, BEFORE_SIMPLIFY], capture_output=True,
                       text=True)
    widest = 0
    for line in r.stdout.splitlines():
        if "bufferization.dealloc" in line:
            widest = max(widest, line.count("memref<"))
    return widest


def instructions(opt, path, timeout):
    with tempfile.NamedTemporaryFile() as cg:
        try:
            r = subprocess.run(["valgrind", "--tool=callgrind",
                                "--callgrind-out-file=" + cg.name, opt, path,
                                "--buffer-deallocation-pipeline", "-o",
                                "/dev/null"], capture_output=True, text=True,
                               timeout=timeout)
        except subprocess.TimeoutExpired:
            return "> %gs" % timeout
    m = re.search(r"Collected : (\d+)", r.stderr)
    return "{:,}".format(int(m.group(1))) if m else "error"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=7032244)
    ap.add_argument("--sizes", default="12,24,48,96")
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument("--callgrind", action="store_true")
    ap.add_argument("--mlbuf-opt", default=os.path.join(
        HERE, "..", "build", "bin", "mlbuf-opt"))
    cfg = ap.parse_args()
    opts = cfg.mlbuf_opt.split(",")
    print("%5s %7s %7s  %-28s %9s %8s%s" % (
        "size", "lines", "widest", "mlbuf-opt", "second s", "max RSS",
        "  instructions" if cfg.callgrind else ""))
    with tempfile.TemporaryDirectory() as tmp:
        for n in map(int, cfg.sizes.split(",")):
            src = os.path.join(tmp, "p%d.mlir" % n)
            once = os.path.join(tmp, "once%d.mlir" % n)
            with open(src, "w") as f:
                subprocess.run(["python3", GEN, str(cfg.seed), "--size",
                                str(n)], stdout=f, check=True)
            subprocess.run([opts[0], src, "--buffer-deallocation-pipeline",
                            "-o", once], check=True)
            with open(once) as f:
                lines = sum(1 for _ in f)
            widest = widest_dealloc(opts[0], once)
            for opt in opts:
                t, rss = run([opt, once, "--buffer-deallocation-pipeline"],
                             cfg.timeout)
                ir = ("  " + instructions(opt, once, cfg.timeout * 60)
                      if cfg.callgrind else "")
                print("%5d %7d %7d  %-28s %9s %8s%s" % (
                    n, lines, widest, os.path.basename(opt)[:28], t, rss,
                    ir), flush=True)


if __name__ == "__main__":
    main()
