#!/usr/bin/env python3
"""Where mlbuf's --canonicalize leaves more (or other) ops than upstream's.

For random programs of bench/dealloc_gen.py, runs a prefix pipeline (by
default expand-realloc{emit-deallocs=false}, the IR the deallocation
pipeline's first canonicalize sees; `--after ownership` runs upstream's ownership-based-buffer-
deallocation first (after expand-realloc), the IR the deallocation pipeline
canonicalizes first; `--after lowered` runs upstream's pipeline up to its
final canonicalize) and then
`--canonicalize` of upstream mlir-opt and of mlbuf-opt on the same text.
Counts ops by name in both outputs (generic form, module op excluded) and
reports, summed over all programs, the op names whose counts differ, and the
programs where ours has more ops in total.

A canonicalization gap shows up as an op name with more instances in ours;
a pattern of ours that upstream lacks shows up as fewer.

usage: canon_diff.py [-n N] [--start S] [--after none|expand-realloc|ownership|lowered] [--unstructured]
                     [--show SEED] [--jobs J]
  --show SEED  prints both canonicalized outputs of one program (custom form)
  --strict     exit status 1 when any op count differs, not only on failures
"""
import argparse
import collections
import concurrent.futures
import os
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import dealloc_gen  # noqa: E402
from dealloc_random import default_tool, run  # noqa: E402

GENERIC_OP_RE = re.compile(r'^\s*(?:%[^=]*=\s*)?"([a-z_][\w.$-]*)"\(', re.M)


# Upstream's buffer-deallocation-pipeline up to its final canonicalize.
LOWERED = ("builtin.module(expand-realloc{emit-deallocs=false},"
           "ownership-based-buffer-deallocation,canonicalize,"
           "buffer-deallocation-simplification,"
           "bufferization-lower-deallocations,cse)")


def op_counts(cfg, text):
    rc, out, _ = run([cfg.mlir_opt, "--mlir-print-op-generic"], text)
    if rc != 0:
        return None
    c = collections.Counter(GENERIC_OP_RE.findall(out))
    c.pop("builtin.module", None)
    return c


def prefix(cfg, seed):
    text, _ = dealloc_gen.generate(seed, structured_only=not cfg.unstructured,
                                   without=cfg.without, with_=cfg.with_)
    if cfg.after == "expand-realloc":
        rc, text, _ = run([cfg.mlir_opt, "--expand-realloc=emit-deallocs=false"],
                          text)
        if rc != 0:
            return None
    if cfg.after == "lowered":
        rc, text, _ = run([cfg.mlir_opt, "--pass-pipeline=" + LOWERED], text)
        if rc != 0:
            return None
    if cfg.after == "ownership":
        rc, text, _ = run([cfg.mlir_opt, "--expand-realloc=emit-deallocs=false",
                           "--ownership-based-buffer-deallocation"], text)
        if rc != 0:
            return None
    return text


def canonicalized(cfg, seed):
    text = prefix(cfg, seed)
    if text is None:
        return None, None
    rc_u, up, _ = run([cfg.mlir_opt, "--canonicalize"], text)
    rc_o, ours, err = run([cfg.mlbuf_opt, "--canonicalize"], text)
    if rc_u != 0:
        return None, None
    if rc_o != 0:
        return "fails: " + err.strip().splitlines()[0], up
    return ours, up


def measure(cfg, seed):
    ours, up = canonicalized(cfg, seed)
    if ours is None:
        return seed, None, None
    if ours.startswith("fails: "):
        return seed, ours, None
    return seed, op_counts(cfg, ours), op_counts(cfg, up)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("-n", type=int, default=100)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--after", choices=["none", "expand-realloc", "ownership", "lowered"],
                    default="expand-realloc")
    ap.add_argument("--unstructured", action="store_true")
    # The issue-12 features (group "new") make programs upstream rejects
    # (existing frees) and shapes whose parity is not checked yet.
    ap.add_argument("--without", default="new", metavar="F,...",
                    help="generator features to leave out (default: new)")
    ap.add_argument("--with", dest="with_", default="", metavar="F,...",
                    help="generator features to add")
    ap.add_argument("--show", type=int, default=None)
    ap.add_argument("--strict", action="store_true",
                    help="exit status 1 when any op count differs (ctest)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--mlbuf-opt", default=default_tool("mlbuf-opt"))
    ap.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin")
    cfg = ap.parse_args()
    cfg.mlir_opt = os.path.join(cfg.llvm_bin, "mlir-opt")
    if not os.path.exists(cfg.mlir_opt):
        print("skipped: %s not found" % cfg.mlir_opt)
        return 0
    if cfg.show is not None:
        ours, up = canonicalized(cfg, cfg.show)
        print("// ===== mlbuf\n%s\n// ===== upstream\n%s" % (ours, up))
        return 0
    seeds = range(cfg.start, cfg.start + cfg.n)
    with concurrent.futures.ThreadPoolExecutor(cfg.jobs) as ex:
        results = list(ex.map(lambda s: measure(cfg, s), seeds))
    total_o, total_u = collections.Counter(), collections.Counter()
    worse, fails, skipped = [], [], 0
    for seed, o, u in results:
        if o is None:
            skipped += 1
            continue
        if isinstance(o, str):
            fails.append((seed, o))
            continue
        total_o.update(o)
        total_u.update(u)
        no, nu = sum(o.values()), sum(u.values())
        if no > nu:
            worse.append((no - nu, seed, no, nu))
    print("programs: %d; compared: %d; skipped (upstream fails): %d; "
          "ours fails: %d" % (cfg.n, cfg.n - skipped - len(fails), skipped,
                              len(fails)))
    for seed, why in fails:
        print("  seed %d: %s" % (seed, why))
    print("\nop counts that differ (ours / upstream), summed:")
    names = sorted(set(total_o) | set(total_u),
                   key=lambda k: -(abs(total_o[k] - total_u[k])))
    for k in names:
        if total_o[k] != total_u[k]:
            print("  %-40s %7d / %-7d (%+d)" % (k, total_o[k], total_u[k],
                                                 total_o[k] - total_u[k]))
    print("  %-40s %7d / %-7d" % ("TOTAL", sum(total_o.values()),
                                  sum(total_u.values())))
    worse.sort(reverse=True)
    print("\nprograms where ours has more ops: %d" % len(worse))
    print("  " + ", ".join("%d (%d vs %d)" % (s, a, b)
                           for _, s, a, b in worse[:20]))
    differs = any(total_o[k] != total_u[k] for k in names)
    return 1 if fails or (cfg.strict and differs) else 0


if __name__ == "__main__":
    sys.exit(main())
