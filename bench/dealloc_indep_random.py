#!/usr/bin/env python3
"""Differential check of the deallocation passes on bench/dealloc_gen_indep.py.

dealloc_gen_indep.py makes programs that allocate and never free, written
independently of the passes (see its docstring for why). For each seed this
script

  1. runs the program with `mlbuf-run --check -e main`: leak reports are
     the only errors expected (anything else is a generator bug,
     category input-bad); its printed values are kept;
  2. runs each pipeline (--pipelines, default all three):
       dealloc  --buffer-deallocation-pipeline
       copy     --pass-pipeline=builtin.module(func.func(buffer-deallocation))
       hoist    --pass-pipeline=builtin.module(func.func(buffer-hoisting,
                buffer-loop-hoisting,promote-buffers-to-stack),
                buffer-deallocation-pipeline)
     (and on request `dyn`: the pipeline with
     private-function-dynamic-ownership; `ownership`: the ownership pass
     alone, with --without view-i8-shifted; `inline0`: the pipeline with
     upstream's lowering of every dealloc, inline-limit=0; `rerun`: the
     pipeline twice; `copy-hoist`: the hoisting passes, then the
     copy-based pass)
     With --ext the generator's ExtShapes too; more pipelines
     (`copy-cr`, `copy-hoist-cr`: copy-removal after the copy-based
     pass; `oal`, `copy-oal`: optimize-allocation-liveness after either
     strategy; for each hoisting pass and promotion option set K of PRE,
     `K-alone` (leaks allowed), `K` (then the pipeline), `K-copy` (then
     the copy-based pass); `all` runs every pipeline but `ownership`);
     a non-zero exit is `rejected` (its first error line is recorded, and
     with --upstream whether mlir-opt 22's --buffer-deallocation-pipeline
     accepts the input; MLIR 16's -buffer-deallocation for `copy`), a
     signal `crash`, a timeout `hang`;
  3. runs the output with `mlbuf-run --check`: no error at all (leak,
     bad-free, use-after-free, run-error) and the same printed values
     (differs) are expected.

--compare-upstream K,... (or all) also runs each pass set K alone through
mlbuf-opt and mlir-opt 22 and compares both outputs in generic form:
upstream-equal, upstream-rejected (mlir-opt fails) and upstream-wrong
(mlir-opt's output, run, errs or prints other values: the documented
differences of docs/hoisting.md) are counted; upstream-differ is a
failure.

Prints one line per failure, counts per pipeline and category, the
features of the programs (how many contained each) and the line
`N programs, M failed`. --keep DIR writes each failing program (and, with
--reduce, a reduced one: lines and brace-balanced ranges deleted while the
text still verifies under mlir-opt 22, the input still runs clean and the
same pipeline fails the same way). Exit status 1 when anything failed.

usage: dealloc_indep_random.py [-n N] [--start S] [--jobs J] [--size N]
                               [--pipelines dealloc,copy,hoist|all] [--upstream]
                               [--ext] [--compare-upstream K,...|all]
                               [--keep DIR] [--reduce] [SEED ...]
"""
import argparse
import collections
import concurrent.futures
import difflib
import os
import re
import sys
import tempfile

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import dealloc_gen_indep  # noqa: E402
from indep_harness import add_common_args, reduce_lines, run_errors  # noqa: E402
import indep_harness  # noqa: E402

TIMEOUT = 30


def run(cmd, inp=None):
    return indep_harness.run(cmd, inp, TIMEOUT)


PIPELINES = {
    "dealloc": ["--buffer-deallocation-pipeline"],
    "copy": ["--pass-pipeline=builtin.module(func.func(buffer-deallocation))"],
    "hoist": ["--pass-pipeline=builtin.module(func.func(buffer-hoisting,"
              "buffer-loop-hoisting,promote-buffers-to-stack),"
              "buffer-deallocation-pipeline)"],
    # not in the default set: private functions return their ownership
    "dyn": ["--buffer-deallocation-pipeline=private-function-dynamic-ownership"],
    # the ownership pass alone (mlbuf-run executes bufferization.dealloc)
    "ownership": ["--ownership-based-buffer-deallocation"],
    # the pipeline run again on its own output (its frees are existing
    # frees then)
    "rerun": ["--pass-pipeline=builtin.module(buffer-deallocation-pipeline,"
              "buffer-deallocation-pipeline)"],
    # the copy-based pass after the hoisting passes
    "copy-hoist": ["--pass-pipeline=builtin.module(func.func(buffer-hoisting,"
                   "buffer-loop-hoisting,promote-buffers-to-stack,"
                   "buffer-deallocation))"],
    # upstream's lowering only (no inline lowering of small deallocs)
    "inline0": ["--pass-pipeline=builtin.module(buffer-deallocation-pipeline,"
                "bufferization-lower-deallocations{inline-limit=0})"],
    # copy-removal after the copy-based pass, and after hoisting + it
    "copy-cr": ["--pass-pipeline=builtin.module(func.func(buffer-deallocation,"
                "copy-removal))"],
    "copy-hoist-cr": ["--pass-pipeline=builtin.module(func.func(buffer-hoisting,"
                      "buffer-loop-hoisting,promote-buffers-to-stack,"
                      "buffer-deallocation,copy-removal))"],
    # optimize-allocation-liveness after either strategy
    "oal": ["--pass-pipeline=builtin.module(buffer-deallocation-pipeline,"
            "func.func(optimize-allocation-liveness))"],
    "copy-oal": ["--pass-pipeline=builtin.module(func.func(buffer-deallocation,"
                 "optimize-allocation-liveness,copy-removal))"],
}
# Each hoisting pass (and promotion at its option thresholds: 32 bytes is
# one memref<4xi64>, rank 2 lets memref<?x?xi64> sized by ranks through)
# alone (`P-alone`: leaks allowed, nothing frees), before the pipeline
# (`P`) and before the copy-based pass (`P-copy`).
PRE = {
    "bh": "buffer-hoisting",
    "blh": "buffer-loop-hoisting",
    "pbs": "promote-buffers-to-stack",
    "pbs32": "promote-buffers-to-stack{max-alloc-size-in-bytes=32}",
    "pbs31": "promote-buffers-to-stack{max-alloc-size-in-bytes=31}",
    "pbs-r2": "promote-buffers-to-stack{max-rank-of-allocated-memref=2}",
    "pbs-r0": "promote-buffers-to-stack{max-alloc-size-in-bytes=0 "
              "max-rank-of-allocated-memref=0}",
}
for _k, _p in PRE.items():
    PIPELINES[_k + "-alone"] = [f"--pass-pipeline=builtin.module(func.func({_p}))"]
    PIPELINES[_k] = [f"--pass-pipeline=builtin.module(func.func({_p}),"
                     "buffer-deallocation-pipeline)"]
    PIPELINES[_k + "-copy"] = [f"--pass-pipeline=builtin.module(func.func({_p},"
                               "buffer-deallocation))"]
# The pass sets --compare-upstream runs through mlir-opt 22 too.
COMPARE = ["bh", "blh", "pbs", "pbs32", "pbs31", "pbs-r2", "pbs-r0"]
# What upstream runs for the same job, asked about a program mlbuf rejects.
UPSTREAM = {
    "copy": ("/usr/lib/llvm-16/bin/mlir-opt", ["--buffer-deallocation"]),
}
STORE_RE = re.compile(r"memref\.(?:store [^,]+, |copy [^,]+, )(%[\w#]+)")


def check_input(a, path):
    rc, out, err = run([a.mlbuf_run, "--check", "-e", "main", path])
    if rc is None:
        return None, "input-hang"
    cats = run_errors(err)
    if rc not in (0, 1) or set(cats) - {"leak"}:
        return None, "input-bad: " + (err.strip().splitlines() or ["?"])[0]
    return out, None


def check_pipeline(a, path, pipe, expected):
    """(category or None, detail) for one pipeline on one program."""
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        outp = f.name
    try:
        rc, _, err = run([a.mlbuf_opt, path, *PIPELINES[pipe], "-o", outp])
        if rc is None:
            return "hang", "mlbuf-opt timed out"
        if rc < 0 or rc >= 128:
            return "crash", f"signal/exit {rc}: " + err.strip()[-300:]
        if rc != 0:
            first = next((ln for ln in err.splitlines() if "error" in ln), err.strip()[:200])
            return "rejected", first
        rc, out, err = run([a.mlbuf_run, "--check", "-e", "main", outp])
        if rc is None:
            return "run-hang", ""
        cats = run_errors(err)
        if pipe.endswith("-alone"):
            # nothing frees: the input's leaks stay (and may change)
            cats.pop("leak", None)
            if rc == 1 and not cats:
                rc = 0
        if cats:
            # the most serious kind first: a bad free or use after free
            # usually causes the leaks and errors reported with it
            order = ["bad-free", "use-after-free", "run-error", "leak"]
            cat = min(cats, key=order.index)
            first = next(ln for ln in err.splitlines()
                         if ": error: " in ln and run_errors(ln).get(cat))
            return cat, first
        if rc != 0:
            return "run-error", err.strip()[:200]
        if out != expected:
            return "differs", f"{len(expected.splitlines())} vs {len(out.splitlines())} lines"
        return None, ""
    finally:
        os.unlink(outp)


def upstream_accepts(a, path, pipe):
    tool, flags = UPSTREAM.get(pipe, (os.path.join(a.llvm_bin, "mlir-opt"),
                                      ["--buffer-deallocation-pipeline"]))
    rc, _, err = run([tool, path, *flags, "-o", os.devnull])
    if rc is None:
        return "upstream hangs"
    if rc != 0:
        first = next((ln for ln in err.splitlines() if "error" in ln), err.strip()[:160])
        return "upstream rejects too: " + first.split(": error: ")[-1][:160]
    return "upstream ACCEPTS"


def upstream_output_wrong(a, up, expected):
    """What is wrong when mlir-opt 22's output runs (leaks aside: nothing
    frees), or None."""
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(up)
    try:
        rc, out, err = run([a.mlbuf_run, "--check", "-e", "main", f.name])
    finally:
        os.unlink(f.name)
    if rc is None:
        return "hangs"
    cats = run_errors(err)
    cats.pop("leak", None)
    if cats:
        return ",".join(sorted(cats))
    if out != expected:
        return "other values"
    return None


def compare_upstream(a, path, key, expected):
    """(category, detail): one pass set through mlbuf-opt and mlir-opt 22,
    both outputs re-printed in generic form by mlir-opt. A difference
    where mlir-opt 22's output is wrong under mlbuf-run --check
    (documented in docs/hoisting.md) is `upstream-wrong`."""
    flag = PIPELINES[key + "-alone"]
    mlir_opt = os.path.join(a.llvm_bin, "mlir-opt")
    rc, up, err = run([mlir_opt, path, *flag])
    if rc != 0:
        return "upstream-rejected", (err.strip().splitlines() or ["?"])[0][:200]
    rc, ours, err = run([a.mlbuf_opt, path, *flag])
    if rc != 0:
        return None, ""   # counted by the pipeline runs
    gen = [mlir_opt, "--mlir-print-op-generic", "-"]
    ga, gb = run(gen, up), run(gen, ours)
    if ga[0] == 0 and gb[0] == 0 and ga[1] == gb[1]:
        return "upstream-equal", ""
    if gb[0] != 0:
        return "upstream-differ", "mlir-opt rejects our output: " + gb[2].strip()[:200]
    wrong = upstream_output_wrong(a, up, expected)
    if wrong:
        return "upstream-wrong", wrong
    diff = [ln for ln in difflib.unified_diff(ga[1].splitlines(), gb[1].splitlines(),
                                              lineterm="", n=0)
            if ln[:1] in "+-" and ln[:3] not in ("+++", "---")]
    return "upstream-differ", "first difference: " + " | ".join(diff[:2])[:300]


def one_seed(a, seed):
    text = dealloc_gen_indep.generate(seed, a.size, a.without, a.ext)
    feats = text.splitlines()[0].split(":", 1)[1].strip().split(",")
    res = {"seed": seed, "features": [f for f in feats if f], "fails": [],
           "expected": []}
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, f"p{seed}.mlir")
        with open(path, "w") as f:
            f.write(text)
        expected, bad = check_input(a, path)
        if bad:
            res["fails"].append(("input", bad.split(":")[0], bad))
            return res
        for key in a.compare:
            cat, detail = compare_upstream(a, path, key, expected)
            if cat in ("upstream-equal", "upstream-rejected", "upstream-wrong"):
                res["expected"].append(("cmp-" + key, cat))
            elif cat:
                res["fails"].append(("cmp-" + key, cat, detail))
                if a.keep:
                    os.makedirs(a.keep, exist_ok=True)
                    with open(os.path.join(a.keep, f"p{seed}.mlir"), "w") as f:
                        f.write(text)
        for pipe in a.pipelines:
            cat, detail = check_pipeline(a, path, pipe, expected)
            if cat is None:
                continue
            if cat == "rejected" and a.upstream:
                detail += f" [{upstream_accepts(a, path, pipe)}]"
            if ((pipe.startswith("copy") or pipe.endswith("-copy")) and cat == "rejected" and "rebase-call-result" in feats
                    and "addresses from its allocation's base" in detail):
                # documented: copies cannot serve a caller that rebases a
                # returned view (docs/copy-deallocation.md); not a failure
                res["expected"].append((pipe, "rejected-rebase"))
                continue
            res["fails"].append((pipe, cat, detail.replace(d + "/", "")))
            if a.keep:
                os.makedirs(a.keep, exist_ok=True)
                with open(os.path.join(a.keep, f"p{seed}.mlir"), "w") as f:
                    f.write(text)
                if a.reduce:
                    red = reduce_text(a, text, pipe, cat)
                    with open(os.path.join(a.keep, f"p{seed}-{pipe}-{cat}.red.mlir"), "w") as f:
                        f.write(red)
    return res


# ---------------------------------------------------------------- reduction
def still_fails(a, text, pipe, cat):
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "r.mlir")
        with open(path, "w") as f:
            f.write(text)
        rc, _, _ = run([os.path.join(a.llvm_bin, "mlir-opt"), path, "-o", os.devnull])
        if rc != 0:
            return False
        expected, bad = check_input(a, path)
        if bad:
            return False
        got, _ = check_pipeline(a, path, pipe, expected)
        return got == cat


def reduce_text(a, text, pipe, cat):
    """Deletes brace-balanced ranges, then single lines (bottom up), while
    the program keeps failing the same way; repeats until nothing goes."""
    def ok(cand, lines):
        # mlbuf-run does not report reads of uninitialised memory: never
        # delete a write into a buffer the program still holds
        text = "\n".join(cand) + "\n"
        left = collections.Counter(cand)
        for ln in lines:
            if left[ln]:
                left[ln] -= 1
                continue
            m = STORE_RE.search(ln) if cat == "differs" else None
            if m and re.search(re.escape(m.group(1)) + r"\b", text):
                return False
        return still_fails(a, text, pipe, cat)

    return reduce_lines(text.splitlines(), ok)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("-n", type=int, default=100, help="number of seeds")
    ap.add_argument("--start", type=int, default=0, help="first seed")
    ap.add_argument("--size", type=int, default=24)
    ap.add_argument("--without", default="", metavar="F,...",
                    help="features not to generate (view-i8-shifted: for "
                         "--pipelines ownership)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--pipelines", default="dealloc,copy,hoist")
    ap.add_argument("--ext", action="store_true",
                    help="the generator's --ext shapes too (dynamic sizes, "
                         "promotion thresholds, existing frees, realloc, ...)")
    ap.add_argument("--compare-upstream", default="", metavar="K,...",
                    help="pass sets (%s, or all) whose output alone must equal "
                         "mlir-opt 22's (generic form) where it accepts the "
                         "program" % ",".join(COMPARE))
    ap.add_argument("--upstream", action="store_true",
                    help="for rejected programs, ask mlir-opt 22 too")
    add_common_args(ap)
    a = ap.parse_args()
    a.pipelines = [p for p in a.pipelines.split(",") if p]
    a.without = [f for f in a.without.split(",") if f]
    a.compare = COMPARE if a.compare_upstream == "all" else \
        [k for k in a.compare_upstream.split(",") if k]
    for k in a.compare:
        if k not in COMPARE:
            ap.error(f"unknown pass set {k}")
    if a.pipelines == ["all"]:
        # the ownership pass alone needs --without view-i8-shifted
        a.pipelines = [p for p in PIPELINES if p != "ownership"]
    for p in a.pipelines:
        if p not in PIPELINES:
            ap.error(f"unknown pipeline {p}")
    seeds = a.seeds or list(range(a.start, a.start + a.n))
    feats = collections.Counter()
    cats = collections.Counter()
    ran = collections.Counter()
    failed = 0
    rejections = collections.Counter()
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        for res in ex.map(lambda s: one_seed(a, s), seeds):
            feats.update(res["features"])
            if any(f[0] == "input" for f in res["fails"]):
                ran["input-bad"] += 1
            else:
                for p in a.pipelines:
                    ran[p] += 1
                for k in a.compare:
                    ran["cmp-" + k] += 1
            if res["fails"]:
                failed += 1
            for pipe, cat in res["expected"]:
                cats[(pipe, cat + " (expected)")] += 1
            for pipe, cat, detail in res["fails"]:
                cats[(pipe, cat)] += 1
                print(f"seed {res['seed']}: {pipe}: {cat}: {detail}", flush=True)
                if cat == "rejected":
                    rejections[re.sub(r"^[^ ]*:\d+:\d+: ", "", detail)[:200]] += 1
    print("programs run per pipeline:", dict(ran))
    for (pipe, cat), n in sorted(cats.items()):
        print(f"  {pipe:14} {cat:20} {n}")
    if rejections:
        print("rejection messages:")
        for m, n in rejections.most_common():
            print(f"  {n:4}  {m}")
    print("features (programs containing each):")
    for f, n in sorted(feats.items()):
        print(f"  {f:28} {n}")
    print(f"{len(seeds)} programs, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
