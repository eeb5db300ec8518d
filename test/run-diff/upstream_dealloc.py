#!/usr/bin/env python3
"""Runs upstream's buffer deallocation output under mlbuf-run's heap checker.

The programs in test/run-diff/dealloc/*.mlir allocate in branches, loops and
callees and never free anything. For each program this script

  1. runs the program as written under mlbuf-run --check: it must report
     leaks (and nothing else); its stdout is kept;
  2. rewrites it with `mlir-opt --buffer-deallocation-pipeline`;
  3. runs the rewritten program under `mlbuf-run --check`: upstream's output
     is correct code, so any heap violation reported there (double free,
     use after free, leak, freeing a non-heap buffer, ...) is a false alarm
     of our checker, or a real bug in upstream's pass worth a look;
  4. compares its stdout with the stdout of step 1 (the pass must not change
     what the program prints). A program that carries a line
     `// DEALLOC-CHANGES-OUTPUT: why` is known to print differently after the
     pass; its difference is reported but not counted as a failure;
  5. when mlir-runner is available, also JIT-runs the rewritten program with
     upstream (lowered as in run.py) and compares that with mlbuf-run's output of the same rewritten program.

Prints one line per program and the summary
`N/M run with zero violations; K/M outputs match the un-deallocated program;
J/L match upstream's JIT`. Skips (exit 0) without mlir-opt.
Exit status: 0 when every program is violation-free and every unexpected
output comparison matches, 1 otherwise.

usage: upstream_dealloc.py [--mlbuf-run PATH] [--llvm-bin DIR]
                           [--llvm-lib DIR] [--keep DIR] [PROGRAM.mlir ...]
"""
import argparse
import glob
import os
import re
import sys

sys.dont_write_bytecode = True  # keep the source tree free of __pycache__
import run as rd  # noqa: E402  run.py in this directory: running, lowering

EXPECTED_RE = re.compile(r"^//\s*DEALLOC-CHANGES-OUTPUT:", re.M)


def parse_args():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mlbuf-run", default=rd.default_mlbuf_run())
    ap.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin")
    ap.add_argument("--llvm-lib", default=None,
                    help="runner libraries (default: LLVM-BIN/../lib)")
    ap.add_argument("--keep", metavar="DIR",
                    help="write each deallocated program to DIR")
    ap.add_argument("programs", nargs="*")
    return ap.parse_args()


def setup(cfg):
    """Tool paths; returns a reason to skip, or None. The JIT is optional."""
    cfg.mlir_opt = os.path.join(cfg.llvm_bin, "mlir-opt")
    if not os.access(cfg.mlir_opt, os.X_OK):
        return "%s not found" % cfg.mlir_opt
    cfg.jit = rd.setup(cfg) is None
    return None


def upstream_jit(cfg, text, tmp_path):
    """Upstream's output for deallocated program text, or (None, why)."""
    with open(tmp_path, "w") as f:
        f.write(text)
    return rd.run_upstream(cfg, tmp_path)


def first_lines(text, n=6):
    lines = text.strip().splitlines()
    more = ["..."] if len(lines) > n else []
    return "\n".join(lines[:n] + more)


class Result:
    def __init__(self):
        self.clean = False       # no violation under --check
        self.same = None         # stdout equals the original's
        self.expected = False    # marked DEALLOC-CHANGES-OUTPUT
        self.jit_same = None     # stdout equals upstream's JIT (or None)
        self.notes = []


def check_program(cfg, path, tmp_path):
    res = Result()
    src = open(path).read()
    res.expected = bool(EXPECTED_RE.search(src))
    rc, orig_out, err = rd.run([cfg.mlbuf_run, "--check", path, "-e", "main"])
    # The originals are meant to leak: a clean one exercises nothing.
    errors = [l for l in err.splitlines() if ": error: " in l]
    others = [l for l in errors if ": error: leak:" not in l]
    if rc == 0:
        res.notes.append("note: the un-deallocated program does not leak")
    elif others or not errors:
        res.notes.append("original failed under mlbuf-run (exit %d):\n%s"
                         % (rc, first_lines("\n".join(others) or err)))
    rc, dealloced, err = rd.run([cfg.mlir_opt, path,
                                 "--buffer-deallocation-pipeline"])
    if rc != 0:
        res.notes.append("mlir-opt --buffer-deallocation-pipeline failed:\n"
                         + first_lines(err))
        return res
    if cfg.keep:
        with open(os.path.join(cfg.keep, os.path.basename(path)), "w") as f:
            f.write(dealloced)
    rc, out, err = rd.run([cfg.mlbuf_run, "--check", "-", "-e", "main"],
                          dealloced)
    res.clean = rc == 0
    if not res.clean:
        res.notes.append("mlbuf-run --check (exit %d):\n%s"
                         % (rc, first_lines(err, 12)))
    res.same = rd.normalize(out) == rd.normalize(orig_out)
    if not res.same:
        res.notes.append("output differs from the un-deallocated program%s"
                         % (" (expected)" if res.expected else ""))
    if cfg.jit:
        theirs, why = upstream_jit(cfg, dealloced, tmp_path)
        if theirs is None:
            res.notes.append("upstream JIT unavailable: " + first_lines(why))
        else:
            res.jit_same = rd.normalize(theirs) == rd.normalize(out)
            if not res.jit_same:
                res.notes.append("mlbuf-run and mlir-runner disagree on the "
                                 "deallocated program")
    return res


def status_word(res):
    if not res.clean:
        return "VIOLATIONS"
    if res.jit_same is False:
        return "JIT-DIFFERS"
    if res.same is False and not res.expected:
        return "OUT-DIFFERS"
    return "CLEAN"


def main():
    cfg = parse_args()
    why = setup(cfg)
    if why:
        print("upstream-dealloc: skipped: %s" % why)
        return 0
    if cfg.keep:
        os.makedirs(cfg.keep, exist_ok=True)
    here = os.path.dirname(os.path.abspath(__file__))
    programs = cfg.programs or sorted(
        glob.glob(os.path.join(here, "dealloc", "*.mlir")))
    tmp_path = os.path.join(
        os.environ.get("TMPDIR", "/tmp"),
        "mlbuf-upstream-dealloc-%d.mlir" % os.getpid())
    results = []
    try:
        for path in programs:
            res = check_program(cfg, path, tmp_path)
            results.append(res)
            print("%-12s %s" % (status_word(res), os.path.relpath(path, here)))
            for note in res.notes:
                print("    " + note.replace("\n", "\n    "))
    finally:
        if os.path.exists(tmp_path):
            os.remove(tmp_path)
    total = len(results)
    clean = sum(r.clean for r in results)
    same = sum(bool(r.same) for r in results)
    jit_total = sum(r.jit_same is not None for r in results)
    jit_same = sum(bool(r.jit_same) for r in results)
    print("%d/%d run with zero violations; %d/%d outputs match the "
          "un-deallocated program; %d/%d match upstream's JIT"
          % (clean, total, same, total, jit_same, jit_total))
    ok = all(r.clean and (r.same or r.expected) and r.jit_same is not False
             for r in results)
    return 0 if ok and total else 1


if __name__ == "__main__":
    sys.exit(main())
