#!/usr/bin/env python3
"""Runtime cost of mlbuf's buffer deallocation against upstream's.

On random programs of bench/dealloc_gen.py, runs
`--buffer-deallocation-pipeline` of upstream mlir-opt and of mlbuf-opt,
executes both outputs with `mlbuf-run --check --stats --json` and compares
per program and in total. Each seed makes one program per family
(--families, all three by default):

  structured    scf regions only (--structured-only): upstream accepts most
  cf            unstructured control flow upstream can accept: cf.cond_br
                diamonds, multi-block scf.execute_region, calls from and to
                functions with blocks (no branch loops, no cf.switch, which
                upstream rejects)
  unstructured  every classic feature (branch loops and cf.switch too)

The issue-12 features (dealloc_gen.py's group "new") are left out unless
--with names them. The metrics:

  allocs      allocations + clones executed (the lowered dealloc helper's
              scratch arrays included, for both)
  per-input   allocs / allocations of the program without deallocation
  copied      bytes copied (clones, copies)
  checks      ownership checks executed: pointer comparisons of the
              bufferization.dealloc ops, counted by running each tool's
              pipeline up to (and including) buffer-deallocation-
              simplification, before the deallocs are lowered (both tools
              lower them the same way)
  peak        peak live bytes
  ops         static op count of the output module (generic form)
  dyn-ops     ops executed

Programs upstream rejects are skipped and counted (per family); so are
programs where either output fails the heap check or changes the checksum
(listed: those are correctness problems, see dealloc_random.py). Prints a
per-program table, totals with ratios ours/upstream (of the sums, and the
geometric mean of the per-program ratios) over all families and per
family, and for each metric the programs where we are worse.

usage: dealloc_cost.py [-n N] [--start S] [--families F,...] [--size N]
                       [--without F,...] [--with F,...]
                       [--jobs J] [--pre-canonicalize] [--strict] [--quiet]
                       [--mlbuf-opt PATH] [--mlbuf-run PATH] [--llvm-bin DIR]
"""
import argparse
import concurrent.futures
import json
import math
import os
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import dealloc_gen  # noqa: E402
from dealloc_random import default_tool, run, violations  # noqa: E402

METRICS = ["allocs", "per-input", "copied", "checks", "peak", "ops",
           "dyn-ops"]
# An op in the generic form: optional results, then the quoted name.
GENERIC_OP_RE = re.compile(r'^\s*(?:%[^=]*=\s*)?"([a-z_][\w.$-]*)"\(', re.M)


def stats_of(stderr):
    """The JSON statistics line mlbuf-run prints last on stderr."""
    for line in reversed(stderr.splitlines()):
        if line.startswith("{"):
            return json.loads(line)
    return None


def static_ops(cfg, text):
    """Number of ops in the module (module op itself excluded)."""
    rc, out, _ = run([cfg.mlir_opt, "--mlir-print-op-generic"], text)
    if rc != 0:
        return None
    return sum(1 for n in GENERIC_OP_RE.findall(out) if n != "builtin.module")


# family -> (structured_only, features it leaves out)
FAMILIES = {
    "structured": (True, ["new"]),
    "cf": (False, ["new", "cfloop", "cfswitch"]),
    "unstructured": (False, ["new"]),
}


class Row:
    def __init__(self, seed, family="structured"):
        self.family = family
        self.seed = seed
        self.status = "ok"   # ok | upstream-rejects | ours-fails | bad
        self.why = ""
        self.ours = {}
        self.up = {}


# The deallocation pipeline up to its lowering step.
UNLOWERED = ("builtin.module(expand-realloc{emit-deallocs=false},"
             "canonicalize,ownership-based-buffer-deallocation,canonicalize,"
             "buffer-deallocation-simplification)")


def ownership_checks(cfg, text, tool):
    rc, out, _ = run([tool, "--pass-pipeline=" + UNLOWERED], text)
    if rc != 0:
        return None
    rc, _, err = run([cfg.mlbuf_run, "--stats", "--json", "-", "-e", "main"],
                     out)
    s = stats_of(err)
    return s["ownership_checks"] if s else None


def run_checked(cfg, out, want):
    """mlbuf-run --check statistics of program `out`, or (None, why) when
    it violates memory safety or does not return `want`."""
    rc, got, err = run([cfg.mlbuf_run, "--check", "--stats", "--json", "-",
                        "-e", "main"], out)
    s = stats_of(err)
    kinds = violations(err)
    if s is None or kinds or rc != 0:
        return None, "run: %s" % (", ".join(sorted(kinds)) or "exit %s" % rc)
    if got.strip() != want:
        return None, "checksum %s, expected %s" % (got.strip(), want)
    return s, ""


def measure(cfg, text, want, inputs_allocs, tool):
    """Metrics of one tool's output, or (None, why)."""
    rc, out, err = run([tool, "--buffer-deallocation-pipeline"], text)
    if rc != 0:
        return None, "pipeline: " + (err.strip().splitlines() or ["?"])[0]
    s, why = run_checked(cfg, out, want)
    if s is None:
        return None, why
    allocs = s["allocations"] + s["clones"]
    checks = ownership_checks(cfg, text, tool)
    if checks is None:
        return None, "unlowered pipeline does not run"
    return {
        "allocs": allocs,
        "per-input": allocs / max(inputs_allocs, 1),
        "copied": s["bytes_copied"],
        "checks": checks,
        "peak": s["peak_live_bytes"],
        "ops": static_ops(cfg, out),
        "dyn-ops": s["ops"],
    }, ""


def family_features(cfg, family):
    """(structured_only, without) of a family under --with/--without."""
    structured, out = FAMILIES[family]
    wanted = set(dealloc_gen.feature_list(cfg.with_))
    out = [f for f in dealloc_gen.feature_list(",".join(out))
           if f not in wanted]
    return structured, ",".join(out + dealloc_gen.feature_list(cfg.without))


def measure_seed(cfg, seed, family):
    row = Row(seed, family)
    structured, without = family_features(cfg, family)
    text, _ = dealloc_gen.generate(seed, structured_only=structured,
                                   size=cfg.size, without=without,
                                   with_=cfg.with_)
    if cfg.pre_canonicalize:
        rc, text, _ = run([cfg.mlir_opt, "--canonicalize"], text)
        if rc != 0:
            row.status, row.why = "bad", "upstream canonicalize fails"
            return row
    rc, want, err = run([cfg.mlbuf_run, "--stats", "--json", "-", "-e",
                         "main"], text)
    s = stats_of(err)
    if s is None or not want.strip():
        row.status, row.why = "bad", "input does not run"
        return row
    row.inputs = s["allocations"]
    up, why = measure(cfg, text, want.strip(), row.inputs, cfg.mlir_opt)
    if up is None and why.startswith("pipeline"):
        row.status, row.why = "upstream-rejects", why
        return row
    ours, why2 = measure(cfg, text, want.strip(), row.inputs, cfg.mlbuf_opt)
    if ours is None:
        row.status, row.why = "ours-fails", why2
    elif up is None:
        row.status, row.why = "upstream-fails", why
    row.ours, row.up = ours or {}, up or {}
    return row


# --strict: the run-time costs no program may be worse in than upstream's.
STRICT_METRICS = ["allocs", "copied", "checks", "peak"]


def ratio(a, b):
    if b == 0:
        return 1.0 if a == 0 else float("inf")
    return a / b


def fmt(v):
    return "%.2f" % v if isinstance(v, float) else str(v)


def print_table(rows):
    print("%-6s %-4s " % ("seed", "fam") + " ".join("%17s" % m
                                                   for m in METRICS))
    for r in rows:
        cells = ["%8s/%-8s" % (fmt(r.ours[m]), fmt(r.up[m])) for m in METRICS]
        print("%-6d %-4s " % (r.seed, r.family[:4]) + " ".join(cells))
    print("(each cell: ours/upstream)")


def print_totals(rows, what="programs"):
    print("\ntotals over %d %s (ours / upstream = ratio; geomean of "
          "per-program ratios):" % (len(rows), what))
    for m in METRICS:
        a = sum(r.ours[m] for r in rows)
        b = sum(r.up[m] for r in rows)
        if m == "per-input":
            # The mean per program, not a sum.
            a, b = a / len(rows), b / len(rows)
        logs = [math.log((r.ours[m] + 1) / (r.up[m] + 1)) for r in rows]
        geo = math.exp(sum(logs) / len(logs))
        print("  %-10s %12s / %-12s = %6.3f   geomean %6.3f"
              % (m, fmt(a), fmt(b), ratio(a, b), geo))


def print_losses(rows):
    print("\nprograms where ours is worse (ours > upstream):")
    any_loss = False
    for m in METRICS:
        if m == "per-input":
            continue  # same as allocs
        worse = [r for r in rows if r.ours[m] > r.up[m]]
        if not worse:
            continue
        any_loss = True
        worse.sort(key=lambda r: -ratio(r.ours[m], r.up[m]))
        shown = ", ".join("%d/%s (%s vs %s)" % (r.seed, r.family,
                                                fmt(r.ours[m]), fmt(r.up[m]))
                          for r in worse[:12])
        more = " ... +%d" % (len(worse) - 12) if len(worse) > 12 else ""
        print("  %-8s %d programs: %s%s" % (m, len(worse), shown, more))
    if not any_loss:
        print("  none")


def parse_args():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 allow_abbrev=False)
    ap.add_argument("-n", type=int, default=100)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--families", default="structured,cf,unstructured",
                    metavar="F,...",
                    help="program families (%s)" % ", ".join(FAMILIES))
    ap.add_argument("--unstructured", action="store_true",
                    help="same as --families unstructured")
    ap.add_argument("--size", type=int, default=24)
    ap.add_argument("--without", default="", metavar="F,...",
                    help="generator features to leave out")
    ap.add_argument("--with", dest="with_", default="", metavar="F,...",
                    help="opt-in generator features")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--pre-canonicalize", action="store_true",
                    help="run upstream's --canonicalize on each program "
                    "first, so both pipelines start from the same cleaned "
                    "input (measures the deallocation passes alone)")
    ap.add_argument("--strict", action="store_true",
                    help="exit status 1 when our output fails or costs more "
                    "than upstream's on some program in allocations, bytes "
                    "copied, ownership checks or peak live bytes (ctest)")
    ap.add_argument("--quiet", action="store_true",
                    help="no per-program table")
    ap.add_argument("--mlbuf-opt", default=default_tool("mlbuf-opt"))
    ap.add_argument("--mlbuf-run", default=default_tool("mlbuf-run"))
    ap.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin")
    return ap.parse_args()


def main():
    cfg = parse_args()
    cfg.mlir_opt = os.path.join(cfg.llvm_bin, "mlir-opt")
    if not os.access(cfg.mlir_opt, os.X_OK):
        print("dealloc_cost: skipped: %s not found" % cfg.mlir_opt)
        return 0
    families = ["unstructured"] if cfg.unstructured else \
        [f for f in cfg.families.split(",") if f]
    for f in families:
        if f not in FAMILIES:
            sys.exit("dealloc_cost: unknown family '%s'" % f)
    work = [(s, f) for s in range(cfg.start, cfg.start + cfg.n)
            for f in families]
    with concurrent.futures.ThreadPoolExecutor(cfg.jobs) as ex:
        rows = list(ex.map(lambda w: measure_seed(cfg, *w), work))
    ok = [r for r in rows if r.status == "ok"]
    if not cfg.quiet and ok:
        print_table(ok)
    print()
    for f in families + (["all"] if len(families) > 1 else []):
        rs = [r for r in rows if f in ("all", r.family)]
        print("%-12s programs: %d; compared: %d; upstream rejects: %d; "
              "ours fails: %d; upstream's output fails: %d; bad inputs: %d"
              % (f + ":", len(rs), sum(r.status == "ok" for r in rs),
                 sum(r.status == "upstream-rejects" for r in rs),
                 sum(r.status == "ours-fails" for r in rs),
                 sum(r.status == "upstream-fails" for r in rs),
                 sum(r.status == "bad" for r in rs)))
    for r in rows:
        if r.status not in ("ok", "upstream-rejects"):
            print("  seed %d (%s): %s: %s" % (r.seed, r.family, r.status,
                                             r.why))
    if ok:
        print_totals(ok)
        if len(families) > 1:
            for f in families:
                fo = [r for r in ok if r.family == f]
                if fo:
                    print_totals(fo, "%s programs" % f)
        print_losses(ok)
    if cfg.strict:
        worse = ["%d/%s" % (r.seed, r.family) for r in ok
                 if any(r.ours[m] > r.up[m] for m in STRICT_METRICS)]
        ours_fail = ["%d/%s" % (r.seed, r.family) for r in rows
                     if r.status == "ours-fails"]
        if worse or ours_fail:
            print("strict: worse than upstream on %s; ours fails on %s"
                  % (worse, ours_fail))
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
