#!/usr/bin/env python3
"""Differential test of mlbuf-run against upstream MLIR's JIT runner.

Each program in test/run-diff/programs/*.mlir has a `func.func @main()` that
prints through upstream's runner utilities (printMemrefF32, printI64, ...).
For every program this script

  1. runs `mlbuf-run --check PROGRAM -e main` (no heap violation may be
     reported: exit status 0 is required);
  2. lowers the program to the LLVM dialect with upstream mlir-opt and runs
     it with mlir-runner against libmlir_runner_utils / libmlir_c_runner_utils;
  3. compares the two stdouts. The only normalization is the address in
     printMemref headers (`base@ = 0x...`), which differs between runs.

It prints one status line per program and a summary `N passed, M failed`.
Without mlir-opt or mlir-runner it prints a message and exits 0 (skipped).
Exit status: 0 when every program matches, 1 otherwise.

usage: run.py [--mlbuf-run PATH] [--llvm-bin DIR] [--llvm-lib DIR]
              [--jobs N] [PROGRAM.mlir ...]
"""
import argparse
import concurrent.futures
import difflib
import glob
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.dont_write_bytecode = True  # keep the source tree free of __pycache__
sys.path.insert(0, os.path.join(ROOT, "bench"))
import upstream_cache  # noqa: E402

# The lowering to the LLVM dialect. Order matters:
# - bufferization.clone / dealloc become memref ops (and a helper function);
# - linalg becomes scf loops, scf.forall becomes scf.parallel;
# - memref-expand rewrites atomic kinds LLVM lacks; strided-metadata expansion
#   emits affine.apply, which lower-affine turns into arith;
# - arith (and math) are lowered before memref because the cmpxchg loop of
#   memref.generic_atomic_rmw inlines its body and needs it legal already;
# - memref is lowered before scf because memref.alloca_scope holds a single
#   block: its lowering inlines the region, then the scf ops inside can become
#   cf (scf-to-cf emits new arith, hence the second arith lowering);
# - math ops without an LLVM intrinsic (erf, atan2, ipowi, ...) become libm
#   calls or generated functions.
PIPELINE = [
    "--convert-bufferization-to-memref",
    "--convert-linalg-to-loops",
    "--scf-forall-to-parallel",
    "--memref-expand",
    "--expand-strided-metadata",
    "--lower-affine",
    "--convert-math-to-funcs=convert-ctlz=false",
    "--convert-math-to-llvm",
    "--convert-math-to-libm",
    "--convert-arith-to-llvm",
    "--finalize-memref-to-llvm",
    "--convert-scf-to-cf",
    "--convert-arith-to-llvm",
    "--convert-index-to-llvm",
    "--convert-cf-to-llvm",
    "--convert-func-to-llvm",
    "--convert-ub-to-llvm",
    "--reconcile-unrealized-casts",
]

RUNNER_LIBS = ["libmlir_runner_utils", "libmlir_c_runner_utils"]
TIMEOUT = 20  # seconds per tool run; a hung interpreter loop must not stall the suite

MAX_DETAIL = 40  # lines of detail shown per failing program

BASE_RE = re.compile(r"base@ = (0x[0-9a-fA-F]+|\(nil\)|0)")


def normalize(text):
    return BASE_RE.sub("base@ = <ptr>", text)


def find_runner_lib(libdir, stem):
    """The runner library in libdir: exact .so, else the highest version."""
    exact = os.path.join(libdir, stem + ".so")
    if os.path.exists(exact):
        return exact
    cands = sorted(glob.glob(os.path.join(libdir, stem + ".so.*")))
    return cands[-1] if cands else None


def default_mlbuf_run():
    for d in ("build", "build-release"):
        p = os.path.join(ROOT, d, "bin", "mlbuf-run")
        if os.path.exists(p):
            return p
    return "mlbuf-run"


def run(cmd, stdin=None):
    """(status, stdout, stderr); -1 on timeout or a tool that cannot run.
    Upstream tools' answers come from MLBUF_UPSTREAM_CACHE when set
    (bench/upstream_cache.py)."""
    return upstream_cache.cached(
        cmd, stdin, lambda: run_uncached(cmd, stdin),
        lambda answer: answer[0] == -1)


def run_uncached(cmd, stdin=None):
    try:
        p = subprocess.run(cmd, input=stdin and stdin.encode(),
                           capture_output=True, timeout=TIMEOUT)
        # printMemrefI8 writes raw bytes: keep them comparable, not fatal.
        return (p.returncode, p.stdout.decode("utf-8", "backslashreplace"),
                p.stderr.decode("utf-8", "backslashreplace"))
    except subprocess.TimeoutExpired:
        return -1, "", "timeout after %ds" % TIMEOUT
    except OSError as e:
        return -1, "", str(e)


def run_upstream(cfg, path):
    """stdout of the program JIT-run by upstream, or (None, why)."""
    rc, lowered, err = run([cfg.mlir_opt, path] + PIPELINE)
    if rc != 0:
        return None, "mlir-opt lowering failed:\n" + err
    rc, out, err = run([cfg.mlir_runner, "-e", "main",
                        "--entry-point-result=void",
                        "--shared-libs=" + ",".join(cfg.libs)], lowered)
    if rc != 0:
        return None, "mlir-runner exit %d:\n%s" % (rc, err)
    return out, ""


def run_ours(cfg, path):
    rc, out, err = run([cfg.mlbuf_run, "--check", path, "-e", "main"])
    if rc != 0:
        return None, "mlbuf-run exit %d:\n%s%s" % (rc, err, out)
    return out, ""


def check_program(cfg, path):
    """(status, detail): PASS; FAIL when mlbuf-run fails or prints something
    else; UPSTREAM-ERROR when upstream cannot lower or run the program (also
    counted as failed: every program must run under both)."""
    ours, why = run_ours(cfg, path)
    if ours is None:
        return "FAIL", why
    theirs, why = run_upstream(cfg, path)
    if theirs is None:
        return "UPSTREAM-ERROR", why
    a, b = normalize(theirs), normalize(ours)
    if a == b:
        return "PASS", ""
    diff = difflib.unified_diff(a.splitlines(), b.splitlines(),
                                "mlir-runner", "mlbuf-run", lineterm="")
    return "FAIL", "output differs:\n" + "\n".join(diff)


def parse_args():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mlbuf-run", default=default_mlbuf_run())
    ap.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin")
    ap.add_argument("--llvm-lib", default=None,
                    help="runner libraries (default: LLVM-BIN/../lib)")
    ap.add_argument("--jobs", type=int, default=1,
                    help="programs checked at once (output keeps their order)")
    ap.add_argument("programs", nargs="*")
    return ap.parse_args()


def setup(cfg):
    """Fills tool paths; returns a reason to skip, or None."""
    cfg.mlir_opt = os.path.join(cfg.llvm_bin, "mlir-opt")
    cfg.mlir_runner = os.path.join(cfg.llvm_bin, "mlir-runner")
    if not cfg.llvm_lib:
        cfg.llvm_lib = os.path.join(os.path.dirname(
            os.path.abspath(cfg.llvm_bin)), "lib")
    for tool in (cfg.mlir_opt, cfg.mlir_runner):
        if not os.access(tool, os.X_OK):
            return "%s not found" % tool
    cfg.libs = []
    for stem in RUNNER_LIBS:
        lib = find_runner_lib(cfg.llvm_lib, stem)
        if not lib:
            return "%s not found in %s" % (stem, cfg.llvm_lib)
        cfg.libs.append(lib)
    return None


def main():
    cfg = parse_args()
    why = setup(cfg)
    if why:
        print("run-diff: skipped: %s" % why)
        return 0
    programs = cfg.programs or sorted(
        glob.glob(os.path.join(HERE, "programs", "*.mlir")))
    if not programs:
        print("run-diff: no programs")
        return 1
    passed = failed = 0
    with concurrent.futures.ThreadPoolExecutor(max(1, cfg.jobs)) as pool:
        results = list(pool.map(lambda p: check_program(cfg, p), programs))
    for path, (status, detail) in zip(programs, results):
        name = os.path.relpath(path, HERE)
        print("%-14s %s" % (status, name))
        if status == "PASS":
            passed += 1
        else:
            failed += 1
            lines = detail.rstrip().splitlines()
            if len(lines) > MAX_DETAIL:
                lines = lines[:MAX_DETAIL] + ["... (%d more lines)"
                                              % (len(lines) - MAX_DETAIL)]
            print("    " + "\n    ".join(lines))
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
