#!/usr/bin/env python3
"""Compare a test pass of mlbuf with upstream mlir-opt (test-print-liveness).

Runs `--pass-pipeline=builtin.module(func.func(PASS))` (PASS defaults to
test-print-liveness; --pass test-print-dominance compares the dominance
printer) with both tools over every .mlir file in the given directories
(default: test/lit/analysis/liveness) and compares what they print on
stderr and stdout (the dump and the module), byte for byte, and their
exit codes. Upstream runs with --mlir-disable-threading so that functions
print in order.

Usage: test/liveness_vs_upstream.py [--mlbuf PATH] [--mlir-opt PATH]
                                    [--pass NAME] [-v] [DIR_OR_FILE ...]
Exits 0 when every program matches. Prints `matches/total` last.
"""
import argparse
import difflib
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.dont_write_bytecode = True  # keep the source tree free of __pycache__
sys.path.insert(0, os.path.join(ROOT, "bench"))
import upstream_cache  # noqa: E402


def run_uncached(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       timeout=120)
    return (p.returncode, p.stdout.decode(errors="surrogateescape"),
            p.stderr.decode(errors="surrogateescape"))


def run(tool, path, pipeline, extra):
    """(exit code, stdout, stderr) as bytes; upstream's answers come from
    MLBUF_UPSTREAM_CACHE when it is set (bench/upstream_cache.py)."""
    cmd = [tool, path, "--allow-unregistered-dialect",
           "--pass-pipeline=" + pipeline] + extra
    rc, out, err = upstream_cache.cached(cmd, None,
                                         lambda: run_uncached(cmd),
                                         lambda answer: False)
    return (rc, out.encode(errors="surrogateescape"),
            err.encode(errors="surrogateescape"))


def inputs(paths):
    for p in paths:
        if os.path.isdir(p):
            for name in sorted(os.listdir(p)):
                if name.endswith(".mlir"):
                    yield os.path.join(p, name)
        else:
            yield p


def show_diff(a, b, name):
    lines = difflib.unified_diff(
        a.decode(errors="replace").splitlines(True),
        b.decode(errors="replace").splitlines(True),
        "upstream/" + name, "mlbuf/" + name, n=2)
    sys.stdout.writelines(list(lines)[:60])


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mlbuf", default=os.environ.get(
        "MLBUF_OPT", os.path.join(ROOT, "build", "bin", "mlbuf-opt")))
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--pass", dest="pass_name", default="test-print-liveness")
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("paths", nargs="*", default=[
        os.path.join(ROOT, "test", "lit", "analysis", "liveness")])
    args = ap.parse_args()
    pipeline = "builtin.module(func.func(%s))" % args.pass_name
    total = matches = 0
    for path in inputs(args.paths):
        total += 1
        name = os.path.relpath(path, ROOT)
        urc, uout, uerr = run(args.mlir_opt, path, pipeline,
                              ["--mlir-disable-threading"])
        mrc, mout, merr = run(args.mlbuf, path, pipeline, [])
        problems = []
        if urc != mrc:
            problems.append("exit code %d (upstream %d)" % (mrc, urc))
        if uerr != merr:
            problems.append("stderr differs")
        if uout != mout:
            problems.append("stdout differs")
        if not problems:
            matches += 1
            if args.verbose:
                print("MATCH    %s" % name)
            continue
        print("MISMATCH %s: %s" % (name, ", ".join(problems)))
        if args.verbose:
            if uerr != merr:
                show_diff(uerr, merr, name + ":stderr")
            if uout != mout:
                show_diff(uout, mout, name + ":stdout")
    print("%d/%d match" % (matches, total))
    return 0 if matches == total else 1


if __name__ == "__main__":
    sys.exit(main())
