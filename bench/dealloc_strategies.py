#!/usr/bin/env python3
"""Deallocation strategies side by side, on the same random programs.

Each program of bench/dealloc_gen.py (families as in dealloc_cost.py) goes
through every strategy below with mlbuf-opt; each output runs under
`mlbuf-run --check --stats --json` and must return the input's value with no
memory error. Per strategy the script sums, over the programs every strategy
handled:

  heap        heap allocations + clones executed
  allocas     stack allocations executed
  copied      bytes copied (clones, copies)
  peak        peak live bytes (heap and stack)
  checks      ownership checks executed (pointer comparisons of
              bufferization.dealloc ops, counted before they are lowered:
              the copy-based strategy has none by construction)
  dyn-ops     ops executed

and, on bench/gen_module.py's module (--compile-functions, default 2,000
functions), the compile time of the whole mlbuf-opt run (best of 3).

Strategies (a strategy whose pass is not registered in this mlbuf-opt is
reported as missing and left out):

  ownership         --buffer-deallocation-pipeline
  copy              --buffer-deallocation (copy-based, MLIR 16's strategy)
  copy+removal      --buffer-deallocation --copy-removal
  ownership+removal --buffer-deallocation-pipeline --copy-removal
  ownership+place   hoisting, loop hoisting, stack promotion, then ownership
  copy+place        the same placement passes, then copy

usage: dealloc_strategies.py [-n N] [--start S] [--families F,...]
                             [--strategies S,...] [--with F,...] [--jobs J]
                             [--compile-functions N] [--mlbuf-opt PATH]
                             [--mlbuf-run PATH]
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import dealloc_gen  # noqa: E402
from dealloc_cost import FAMILIES, run_checked, stats_of  # noqa: E402
from dealloc_random import default_tool, run  # noqa: E402

PLACEMENT = ["--buffer-hoisting", "--buffer-loop-hoisting",
             "--promote-buffers-to-stack"]
# name -> (mlbuf-opt flags, flags that stop before the deallocs are lowered,
# or None when the strategy emits no bufferization.dealloc)
UNLOWERED = ("--pass-pipeline=builtin.module(expand-realloc{emit-deallocs="
             "false},canonicalize,ownership-based-buffer-deallocation,"
             "canonicalize,buffer-deallocation-simplification)")
STRATEGIES = {
    "ownership": (["--buffer-deallocation-pipeline"], [UNLOWERED]),
    "copy": (["--buffer-deallocation"], None),
    "copy+removal": (["--buffer-deallocation", "--copy-removal"], None),
    "ownership+removal": (["--buffer-deallocation-pipeline",
                           "--copy-removal"], [UNLOWERED]),
    "ownership+place": (PLACEMENT + ["--buffer-deallocation-pipeline"],
                        [UNLOWERED]),
    "copy+place": (PLACEMENT + ["--buffer-deallocation"], None),
}
METRICS = ["heap", "allocas", "copied", "peak", "checks", "dyn-ops"]


def registered_passes(mlbuf_opt):
    rc, out, err = run([mlbuf_opt, "--help"])
    return out + err


def strategy_available(help_text, flags):
    for f in flags:
        name = f.lstrip("-").split("=")[0]
        if name != "pass-pipeline" and not re.search(
                r"--%s(?![\w-])" % re.escape(name), help_text):
            return False
    return True


def ownership_checks(cfg, text, flags, unlowered):
    """Checks executed by the strategy's output before lowering: the
    placement passes (if any) run first, then the unlowered pipeline."""
    pre = [f for f in flags if f in PLACEMENT]
    if pre:
        rc, text, _ = run([cfg.mlbuf_opt] + pre, text)
        if rc != 0:
            return None
    rc, out, _ = run([cfg.mlbuf_opt] + unlowered, text)
    if rc != 0:
        return None
    rc, _, err = run([cfg.mlbuf_run, "--stats", "--json", "-", "-e", "main"],
                     out)
    s = stats_of(err)
    return s["ownership_checks"] if s else None


def measure(cfg, text, want, name):
    """Metrics of one strategy's output, or (None, why)."""
    flags, unlowered = STRATEGIES[name]
    rc, out, err = run([cfg.mlbuf_opt] + flags, text)
    if rc != 0:
        return None, "rejected: " + (err.strip().splitlines() or ["?"])[0]
    s, why = run_checked(cfg, out, want)
    if s is None:
        return None, "WRONG: " + why
    checks = 0
    if unlowered is not None:
        checks = ownership_checks(cfg, text, flags, unlowered)
        if checks is None:
            return None, "unlowered pipeline does not run"
    return {"heap": s["allocations"] + s["clones"], "allocas": s["allocas"],
            "copied": s["bytes_copied"], "peak": s["peak_live_bytes"],
            "checks": checks, "dyn-ops": s["ops"]}, ""


def measure_seed(cfg, seed, family):
    structured, without = FAMILIES[family]
    text, _ = dealloc_gen.generate(seed, structured_only=structured,
                                   size=cfg.size, without=",".join(without),
                                   with_=cfg.with_)
    rc, want, err = run([cfg.mlbuf_run, "-", "-e", "main"], text)
    if rc != 0 or not want.strip():
        return seed, family, None
    return seed, family, {name: measure(cfg, text, want.strip(), name)
                          for name in cfg.strategies}


def compile_times(cfg):
    """Best of 3 whole-run times of each strategy on the generated module."""
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "in.mlir")
        with open(path, "w") as f:
            subprocess.run([sys.executable, os.path.join(HERE,
                                                         "gen_module.py"),
                            str(cfg.compile_functions)], stdout=f, check=True)
        out = {}
        for name in cfg.strategies:
            best = None
            for _ in range(3):
                t0 = time.perf_counter()
                p = subprocess.run([cfg.mlbuf_opt, path, "-o", os.devnull]
                                   + STRATEGIES[name][0],
                                   capture_output=True, text=True)
                t = time.perf_counter() - t0
                if p.returncode != 0:
                    best = None
                    break
                best = t if best is None else min(best, t)
            out[name] = best
        return out


def parse_args():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 allow_abbrev=False)
    ap.add_argument("-n", type=int, default=100)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--families", default="structured,cf,unstructured")
    ap.add_argument("--strategies", default=",".join(STRATEGIES))
    ap.add_argument("--size", type=int, default=24)
    ap.add_argument("--with", dest="with_", default="", metavar="F,...",
                    help="opt-in generator features (e.g. copies)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--compile-functions", type=int, default=2000,
                    help="functions of the compile-time module (0: skip)")
    ap.add_argument("--mlbuf-opt", default=default_tool("mlbuf-opt"))
    ap.add_argument("--mlbuf-run", default=default_tool("mlbuf-run"))
    return ap.parse_args()


def report(cfg, results):
    names = cfg.strategies
    wrong = []
    rejected = {n: 0 for n in names}
    common = []
    for seed, fam, res in results:
        if res is None:
            continue
        for n in names:
            m, why = res[n]
            if m is None and why.startswith("WRONG"):
                wrong.append("%d/%s %s: %s" % (seed, fam, n, why))
            elif m is None:
                rejected[n] += 1
        if all(res[n][0] is not None for n in names):
            common.append(res)
    print("programs: %d (%d run by every strategy)"
          % (sum(r is not None for _, _, r in results), len(common)))
    for n in names:
        print("  %-16s rejected %d" % (n, rejected[n]))
    print("wrong outputs (leak, bad free, use after free, other value): %d"
          % len(wrong))
    for w in wrong[:20]:
        print("  " + w)
    if not common:
        return 1 if wrong else 0
    base = names[0]
    print("\ntotals over the %d common programs (ratio to %s):"
          % (len(common), base))
    print("%-16s " % "strategy" + " ".join("%20s" % m for m in METRICS))
    for n in names:
        cells = []
        for m in METRICS:
            a = sum(r[n][0][m] for r in common)
            b = sum(r[base][0][m] for r in common)
            cells.append("%12d (%5s)" % (a, "%.2f" % (a / b) if b else "-"))
        print("%-16s " % n + " ".join("%20s" % c for c in cells))
    return 1 if wrong else 0


def main():
    cfg = parse_args()
    help_text = registered_passes(cfg.mlbuf_opt)
    wanted = [s for s in cfg.strategies.split(",") if s]
    for s in wanted:
        if s not in STRATEGIES:
            sys.exit("dealloc_strategies: unknown strategy '%s'" % s)
    cfg.strategies = [s for s in wanted
                      if strategy_available(help_text, STRATEGIES[s][0])]
    for s in wanted:
        if s not in cfg.strategies:
            print("strategy %s: missing (a pass is not registered)" % s)
    families = [f for f in cfg.families.split(",") if f]
    work = [(s, f) for s in range(cfg.start, cfg.start + cfg.n)
            for f in families]
    with concurrent.futures.ThreadPoolExecutor(cfg.jobs) as ex:
        results = list(ex.map(lambda w: measure_seed(cfg, *w), work))
    status = report(cfg, results)
    if cfg.compile_functions:
        print("\ncompile time, %d functions (bench/gen_module.py), whole "
              "mlbuf-opt run, best of 3:" % cfg.compile_functions)
        for n, t in compile_times(cfg).items():
            print("  %-16s %s" % (n, "%.3f s" % t if t else "fails"))
    return status


if __name__ == "__main__":
    sys.exit(main())
