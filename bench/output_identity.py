#!/usr/bin/env python3
"""Is a refactoring invisible? Compares two mlbuf-opt builds' outputs.

Runs both binaries on every test/lit/**/*.mlir (as split-input files, with
unregistered dialects allowed: the plain round trip, and the deallocation
pipeline) and on random programs of bench/dealloc_gen.py through
--buffer-deallocation-pipeline, and compares stdout, stderr and the exit
status byte for byte. With --bufferize: test/lit/bufferize/*.mlir and the
random tensor programs of bench/bufferize_random.py through
--one-shot-bufferize (with function boundaries, and its analysis-only
annotations) instead. With --passes P1,P2: each pass alone on the lit
files and the random programs. With --rerun: the deallocation pipeline
run twice, the second time on its own output (a pass list cannot say
that: --passes splits at commas), on the lit files and on the random
programs of both bench/dealloc_gen.py and bench/dealloc_gen_indep.py
(whose second run gives the simplification deallocs of a hundred
buffers).

usage: output_identity.py BEFORE_MLBUF_OPT AFTER_MLBUF_OPT [-n N] [--jobs J]
                          [--start S] [--bufferize | --passes P1,P2 |
                          --rerun]
  Build the "before" binary from the commit before the change, e.g.
    git worktree add /tmp/base <commit> &&
    cmake -S /tmp/base -B /tmp/base-build -DCMAKE_BUILD_TYPE=Release &&
    cmake --build /tmp/base-build --target mlbuf-opt
Prints the inputs that differ; exits 1 when any does.
"""
import argparse
import concurrent.futures
import glob
import os
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import dealloc_gen  # noqa: E402
from dealloc_random import run  # noqa: E402

LIT_MODES = [
    ["--split-input-file", "--allow-unregistered-dialect"],
    ["--split-input-file", "--allow-unregistered-dialect",
     "--buffer-deallocation-pipeline"],
]


def outputs(binary, args, text):
    rc, out, err = run([binary] + args + ["-"], text)
    return rc, out, err.replace(binary, "mlbuf-opt")


def compare(cfg, name, args, text):
    a = outputs(cfg.before, args, text)
    b = outputs(cfg.after, args, text)
    return None if a == b else "%s (%s)" % (name, " ".join(args))


OSB = "--one-shot-bufferize=bufferize-function-boundaries"
BUFFERIZE_MODES = [
    ["--split-input-file", OSB],
    ["--split-input-file",
     "--one-shot-bufferize=bufferize-function-boundaries test-analysis-only"],
    ["--split-input-file", "--one-shot-bufferize"],
]


def bufferize_jobs(cfg):
    import bufferize_random
    for path in sorted(glob.glob(os.path.join(ROOT, "test", "lit",
                                              "bufferize", "*.mlir"))):
        with open(path, errors="replace") as f:
            text = f.read()
        rel = os.path.relpath(path, ROOT)
        for args in BUFFERIZE_MODES:
            yield rel, args, text
    for seed in range(cfg.start, cfg.start + cfg.n):
        text = bufferize_random.generate(seed)
        for args in BUFFERIZE_MODES[:2]:
            yield "bufferize_random seed %d" % seed, args[1:], text


RERUN = ["--pass-pipeline=builtin.module(buffer-deallocation-pipeline,"
         "buffer-deallocation-pipeline)"]


def rerun_jobs(cfg):
    import dealloc_gen_indep
    for path in sorted(glob.glob(os.path.join(ROOT, "test", "lit", "**",
                                              "*.mlir"), recursive=True)):
        with open(path, errors="replace") as f:
            text = f.read()
        yield os.path.relpath(path, ROOT), LIT_MODES[0] + RERUN, text
    for seed in range(cfg.start, cfg.start + cfg.n):
        text, _ = dealloc_gen.generate(seed)
        yield "random seed %d" % seed, RERUN, text
        yield ("dealloc_gen_indep seed %d" % seed, RERUN,
               dealloc_gen_indep.generate(seed))


def jobs(cfg):
    if cfg.bufferize:
        yield from bufferize_jobs(cfg)
        return
    if cfg.rerun:
        yield from rerun_jobs(cfg)
        return
    # --passes: each pass alone instead of the round trip and the pipeline.
    passes = ["--" + p for p in cfg.passes.split(",") if p]
    lit_modes = [LIT_MODES[0] + [p] for p in passes] if passes else LIT_MODES
    random_modes = ([[p] for p in passes] if passes
                    else [["--buffer-deallocation-pipeline"]])
    for path in sorted(glob.glob(os.path.join(ROOT, "test", "lit", "**",
                                              "*.mlir"), recursive=True)):
        with open(path, errors="replace") as f:
            text = f.read()
        rel = os.path.relpath(path, ROOT)
        for args in lit_modes:
            yield rel, args, text
    for seed in range(cfg.start, cfg.start + cfg.n):
        text, _ = dealloc_gen.generate(seed)
        for args in random_modes:
            yield "random seed %d" % seed, args, text


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("before")
    ap.add_argument("after")
    ap.add_argument("-n", type=int, default=1000)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--bufferize", action="store_true",
                    help="One-Shot Bufferize inputs and modes")
    ap.add_argument("--passes", default="", metavar="P1,P2",
                    help="instead of the deallocation pipeline: each pass "
                    "alone (lit files and random programs)")
    ap.add_argument("--rerun", action="store_true",
                    help="the deallocation pipeline twice, the second on "
                    "the first's output (lit files, random programs of "
                    "dealloc_gen and dealloc_gen_indep)")
    cfg = ap.parse_args()
    total = 0
    diffs = []
    with concurrent.futures.ThreadPoolExecutor(cfg.jobs) as ex:
        futs = [ex.submit(compare, cfg, *j) for j in jobs(cfg)]
        for f in futs:
            total += 1
            d = f.result()
            if d:
                diffs.append(d)
    for d in diffs:
        print("differs: " + d)
    print("%d runs, %d differ" % (total, len(diffs)))
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
