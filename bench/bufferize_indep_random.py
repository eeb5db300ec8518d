#!/usr/bin/env python3
"""Differential check of One-Shot Bufferize on bench/bufferize_gen_indep.py.

bufferize_gen_indep.py makes tensor programs written apart from the pass
(see its docstring for why). For each seed this script

  1. checks the program with mlir-opt 22 (parse + verify) and runs it with
     `mlbuf-run --check -e main` on tensors (value semantics): the oracle's
     printed values (a failure here is a generator bug, category
     input-bad);
  2. runs each variant (--variants, default fb,cbw,idl,eet,pre):
       fb    --one-shot-bufferize=bufferize-function-boundaries
             --buffer-deallocation-pipeline
       nofb  --one-shot-bufferize --buffer-deallocation-pipeline
       cbw   fb's with copy-before-write
       idl   fb's with function-boundary-type-conversion=identity-layout-map
       eet   --eliminate-empty-tensors first, then fb's
       td, bft, fz  fb's with analysis-heuristic=top-down,
             bottom-up-from-terminators, fuzzer (analysis-fuzzer-seed=7)
       pre   One-Shot Bufferize alone (no deallocation: leaks allowed; the
             pipeline's clones of returned buffers can hide a write into a
             constant)
       up    mlir-opt 22's One-Shot Bufferize, then mlbuf-opt's
             --buffer-deallocation-pipeline (upstream is known wrong on
             some shapes, docs/bufferization.md: not counted as failures
             unless --strict-upstream)
     a non-zero exit is `rejected` (with the first error line, and whether
     mlir-opt 22 accepts the same input and options), a signal `crash`, a
     timeout `hang`;
  3. checks that mlir-opt 22 reads the output (`invalid-output`; but for
     a result number in a cf.switch's operands, which mlir-opt 22 prints
     and does not read) and runs
     it with `mlbuf-run --check -e main`: no leak (but for `pre`), bad free,
     use after free or run error, and the same printed values (`differs`;
     the type lines, tensor<...> against memref<...>, are not compared).

Prints one line per failure, counts per variant and category, the features
of the programs and `N programs, M failed`. --keep DIR writes each failing
program; with --reduce also a reduced one (brace-balanced ranges and lines
deleted while mlir-opt 22 verifies the text, the input runs clean and the
same variant fails the same way). Exit status 1 when anything failed.

usage: bufferize_indep_random.py [-n N] [--start S] [--jobs J] [--size N]
                                 [--ext] [--variants fb,cbw,...] [--keep DIR]
                                 [--reduce] [SEED ...]
"""
import argparse
import collections
import concurrent.futures
import os
import re
import sys
import tempfile

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bufferize_gen_indep  # noqa: E402
from indep_harness import add_common_args, reduce_lines, run_errors  # noqa: E402
import indep_harness  # noqa: E402

TIMEOUT = 60
OSB = "--one-shot-bufferize=bufferize-function-boundaries"
DEALLOC = "--buffer-deallocation-pipeline"
VARIANTS = {
    "fb": [OSB, DEALLOC],
    "nofb": ["--one-shot-bufferize", DEALLOC],
    "cbw": [OSB + " copy-before-write", DEALLOC],
    "idl": [OSB + " function-boundary-type-conversion=identity-layout-map", DEALLOC],
    "eet": ["--eliminate-empty-tensors", OSB, DEALLOC],
    "pre": [OSB],
    "td": [OSB + " analysis-heuristic=top-down", DEALLOC],
    "bft": [OSB + " analysis-heuristic=bottom-up-from-terminators", DEALLOC],
    "fz": [OSB + " analysis-heuristic=fuzzer analysis-fuzzer-seed=7", DEALLOC],
    "up": None,
}
TYPE_LINE = re.compile(r"^(tensor|memref)<.*>$")


def run(cmd, inp=None):
    return indep_harness.run(cmd, inp, TIMEOUT)


def values(out):
    """The printed values without the type lines."""
    return [ln.rstrip() for ln in out.splitlines() if not TYPE_LINE.match(ln.strip())]


def first_error(err):
    for ln in err.splitlines():
        if "error" in ln or "Assertion" in ln:
            return re.sub(r"^\S*:\d+:\d+: ", "", ln.strip())[:200]
    return (err.strip().splitlines() or ["(no output)"])[0][:200]


def check_input(a, path):
    rc, _, err = run([os.path.join(a.llvm_bin, "mlir-opt"), path, "-o", os.devnull])
    if rc != 0:
        return None, "input-bad: mlir-opt: " + first_error(err)
    rc, out, err = run([a.mlbuf_run, "--check", path, "-e", "main"])
    if rc is None:
        return None, "input-hang"
    if rc != 0 or run_errors(err):
        return None, "input-bad: " + first_error(err)
    return values(out), None


def bufferize(a, path, var, outp):
    """(category or None, detail) of making outp from path."""
    if var == "up":
        mid = outp + ".up.mlir"
        rc, _, err = run([os.path.join(a.llvm_bin, "mlir-opt"), path, OSB, "-o", mid])
        if rc != 0:
            return "up-rejected", first_error(err)
        path, flags = mid, [DEALLOC]
    else:
        flags = VARIANTS[var]
    rc, _, err = run([a.mlbuf_opt, path, *flags, "-o", outp])
    if rc is None:
        return "hang", "mlbuf-opt timed out"
    if rc < 0 or rc >= 128:
        return "crash", "signal/exit %d: %s" % (rc, first_error(err))
    if rc != 0:
        return "rejected", first_error(err)
    return None, ""


def upstream_accepts(a, path, var):
    flags = {"nofb": ["--one-shot-bufferize"]}.get(var) or \
        [f for f in VARIANTS.get(var) or [OSB] if f != DEALLOC]
    rc, _, err = run([os.path.join(a.llvm_bin, "mlir-opt"), path, *flags, "-o", os.devnull])
    if rc != 0:
        return "upstream rejects too: " + first_error(err)[:120]
    return "upstream ACCEPTS"


SWITCH_CASE = re.compile(r"^\s*(cf\.switch|default:|-?\d+:)")


def switch_result_number(err, outp):
    """mlir-opt 22 prints a result number (%0#1) in a cf.switch's operand
    lists but does not read it back ("result number not allowed in
    argument list"); the deallocation pipeline's ownership operands put
    such values there. Not counted as invalid output."""
    m = re.search(r":(\d+):\d+: error: result number not allowed in argument list", err)
    if not m:
        return False
    with open(outp) as f:
        lines = f.read().splitlines()
    ln = int(m.group(1)) - 1
    return 0 <= ln < len(lines) and bool(SWITCH_CASE.match(lines[ln]))


def check_variant(a, path, var, expected):
    with tempfile.TemporaryDirectory() as d:
        outp = os.path.join(d, "out.mlir")
        cat, detail = bufferize(a, path, var, outp)
        if cat:
            return cat, detail
        rc, _, err = run([os.path.join(a.llvm_bin, "mlir-opt"), outp, "-o", os.devnull])
        if rc != 0 and not switch_result_number(err, outp):
            return "invalid-output", first_error(err)
        rc, out, err = run([a.mlbuf_run, "--check", outp, "-e", "main"])
        if rc is None:
            return "run-hang", ""
        cats = run_errors(err)
        if var == "pre":
            cats.pop("leak", None)
        if cats:
            order = ["bad-free", "use-after-free", "run-error", "leak"]
            cat = min(cats, key=order.index)
            first = next((ln for ln in err.splitlines()
                          if ": error: " in ln and run_errors(ln).get(cat)), "")
            return cat, re.sub(r"^\S*:\d+:\d+: ", "", first)[:200]
        if rc != 0 and var != "pre":
            return "run-error", first_error(err)
        got = values(out)
        if got != expected:
            return "differs", "got %s, want %s" % (" ".join(got)[:80], " ".join(expected)[:80])
        return None, ""


def one_seed(a, seed):
    text = bufferize_gen_indep.generate(seed, a.size, a.ext)
    feats = text.splitlines()[0].split(":", 1)[1].strip().split(",")
    res = {"seed": seed, "features": [f for f in feats if f], "fails": []}
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "p%d.mlir" % seed)
        with open(path, "w") as f:
            f.write(text)
        expected, bad = check_input(a, path)
        if bad:
            res["fails"].append(("input", bad.split(":")[0], bad))
            return res
        for var in a.variants:
            cat, detail = check_variant(a, path, var, expected)
            if cat is None:
                continue
            if cat == "rejected":
                detail += " [%s]" % upstream_accepts(a, path, var)
            res["fails"].append((var, cat, detail.replace(d + "/", "")))
            if a.keep:
                os.makedirs(a.keep, exist_ok=True)
                with open(os.path.join(a.keep, "p%d.mlir" % seed), "w") as f:
                    f.write(text)
                if a.reduce and not var == "up":
                    red = reduce_text(a, text, var, cat)
                    with open(os.path.join(a.keep, "p%d-%s-%s.red.mlir" % (seed, var, cat)), "w") as f:
                        f.write(red)
    return res


# ---------------------------------------------------------------- reduction
def still_fails(a, text, var, cat):
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "r.mlir")
        with open(path, "w") as f:
            f.write(text)
        expected, bad = check_input(a, path)
        if bad:
            return False
        got, _ = check_variant(a, path, var, expected)
        return got == cat


def reduce_text(a, text, var, cat):
    """The program with brace-balanced ranges and lines deleted while it
    keeps failing the same way."""
    return reduce_lines(text.splitlines(),
                        lambda cand, lines: still_fails(
                            a, "\n".join(cand) + "\n", var, cat))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("-n", type=int, default=100, help="number of seeds")
    ap.add_argument("--start", type=int, default=7060000, help="first seed")
    ap.add_argument("--size", type=int, default=12)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--variants", default="fb,cbw,idl,eet,pre")
    ap.add_argument("--ext", action="store_true",
                    help="the generator's --ext shapes too (reshape, vector "
                    "transfers, recursion, multi-block execute_region, ...)")
    ap.add_argument("--strict-upstream", action="store_true",
                    help="count failures of variant up")
    add_common_args(ap)
    a = ap.parse_args()
    a.variants = [v for v in a.variants.split(",") if v]
    for v in a.variants:
        if v not in VARIANTS:
            ap.error("unknown variant " + v)
    seeds = a.seeds or list(range(a.start, a.start + a.n))
    feats, cats, ran = collections.Counter(), collections.Counter(), collections.Counter()
    failed = 0
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        for res in ex.map(lambda s: one_seed(a, s), seeds):
            feats.update(res["features"])
            if any(f[0] == "input" for f in res["fails"]):
                ran["input-bad"] += 1
            else:
                for v in a.variants:
                    ran[v] += 1
            counted = [f for f in res["fails"] if f[0] != "up" or a.strict_upstream]
            if counted:
                failed += 1
            for var, cat, detail in res["fails"]:
                cats[(var, cat)] += 1
                print("seed %d: %s: %s: %s" % (res["seed"], var, cat, detail), flush=True)
    print("programs run per variant:", dict(ran))
    for (var, cat), n in sorted(cats.items()):
        print("  %-6s %-16s %d" % (var, cat, n))
    print("features (programs containing each):")
    for f, n in sorted(feats.items()):
        print("  %-28s %d" % (f, n))
    print("%d programs, %d failed" % (len(seeds), failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
