#!/usr/bin/env python3
"""MLIR 16's tests of its partial bufferization passes, run through
mlir-opt 16 and mlbuf-opt, outputs compared.

For every RUN line of every test file in DIR (default /tmp/mlir16tests)
and every chunk of it (split at `// -----` when the RUN line has
-split-input-file):

  1. mlir-opt 16 runs the RUN line's options on the chunk (with
     --allow-unregistered-dialect). A chunk it rejects is `16-rejects`
     and not compared (with -verify-diagnostics, rejecting means the
     expected diagnostics did not come).
  2. The chunk is mapped to LLVM 22's syntax, which is what mlbuf reads:
     `bufferization.to_tensor %m : M` gets `to T` and
     `bufferization.to_memref %t : M` becomes `bufferization.to_buffer
     %t : T to M` (T: M's tensor type, as 16's verifier demands); then
     mlir-opt 22 must parse it. A chunk it cannot parse (an op whose
     syntax changed otherwise, e.g. tensor.expand_shape without
     output_shape) is `unmappable`.
  3. mlbuf-opt runs the same options on the mapped chunk.
  4. Both outputs are normalized by mlir-opt 22's generic printing; 16's
     output is first printed generic by mlir-opt 16 and renamed
     (to_memref -> to_buffer, operand_segment_sizes ->
     operandSegmentSizes). Same text: `equal`; else `differ` (-v prints
     a diff); mlbuf-opt fails where 16 succeeded: `mlbuf-fails`. For a
     -verify-diagnostics chunk, mlbuf-opt must verify the same expected
     diagnostics (`equal` then, `mlbuf-fails` otherwise, `mlbuf-accepts`
     when mlbuf-opt succeeds where 16 reports the expected error).
     A file without split markers that cannot be mapped as a whole is
     measured function by function ("(by function)").
  5. Every function of both outputs is run with mlbuf-run --check
     (the deallocation pipeline first when it applies, else as is: then
     leaks are expected and only counted), on arguments made from its
     signature (scalars 3 / 0.5 / true, memrefs and tensors filled with
     1, 2, 3, ..., dynamic sizes 3). Where 16's output runs, mlbuf's must
     give the same value with no violation: `same value`, else `value
     differs` / `violation`; a function 16's output cannot run is
     `not runnable`.

The inputs are not part of this repository. They were read from the
stored-file index of llvm/llvm-project (find_string / read_file): the
LLVM 16-era versions of mlir/test/Dialect/{Func/func-bufferize,
Arith/bufferize, Tensor/bufferize, Linalg/bufferize, SCF/bufferize,
Bufferization/Transforms/finalizing-bufferize}.mlir (their CHECK lines
dropped: the outputs are compared, not the checks), saved in
/tmp/mlir16tests/ as <pass>.mlir; Tensor/bufferize.mlir is the stored
version of commit 026e5fd892e0 (split, -cse, -verify-diagnostics; every
chunk accepted by mlir-opt 16), kept whole. Linalg/bufferize.mlir's stored
version predates 16 by weeks: its linalg.init_tensor [..] were written as
tensor.empty(..), the only change 16 made to it.

Usage: legacy_bufferize_mlir16.py [DIR] [--mlbuf PATH] [--mlbuf-run PATH]
           [--mlir-opt-16 PATH] [--mlir-opt-22 PATH] [-v] [--no-run]
"""
import argparse
import difflib
import os
import re
import sys
import tempfile

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bufferize_upstream as bu  # noqa: E402  (run, RunSpec, chunks, ...)
import dealloc_random as dr  # noqa: E402  (violations)
from mlir_text import split_top_level  # noqa: E402

ROOT = os.path.dirname(HERE)


# ==== Syntax: MLIR 16 -> LLVM 22 ====

def balanced(text, i):
    """End (exclusive) of the type starting at text[i] (`memref<...>`)."""
    depth = 0
    while i < len(text):
        c = text[i]
        if c == "<":
            depth += 1
        elif c == ">":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return -1


def tensor_of(memref):
    """memref<4x?xf32, strided<..>, 1> -> tensor<4x?xf32>."""
    body = memref[len("memref<"):-1]
    depth, end = 0, len(body)
    for k, c in enumerate(body):
        if c in "<([":
            depth += 1
        elif c in ">)]":
            depth -= 1
        elif c == "," and depth == 0:
            end = k
            break
    return "tensor<%s>" % body[:end].strip()


GLUE_RE = re.compile(r"bufferization\.(to_tensor|to_memref)(\s+%[\w#.$-]+"
                     r"(?:\s+restrict)?(?:\s+writable)?\s*:\s*)(?=memref<)")


def map_text(text):
    """The 16 custom forms of to_tensor / to_memref in 22's."""
    out, pos = [], 0
    for m in GLUE_RE.finditer(text):
        end = balanced(text, m.end())
        if end < 0:
            continue
        mem = text[m.end():end]
        if text[end:].lstrip().startswith(("to ", "->")):
            continue  # already 22's form
        out.append(text[pos:m.start()])
        if m.group(1) == "to_tensor":
            out.append("bufferization.to_tensor%s%s to %s"
                       % (m.group(2), mem, tensor_of(mem)))
        else:
            out.append("bufferization.to_buffer%s%s to %s"
                       % (m.group(2), tensor_of(mem), mem))
        pos = end
    out.append(text[pos:])
    return "".join(out)


def map_generic(text):
    return (text.replace('"bufferization.to_memref"',
                         '"bufferization.to_buffer"')
            .replace("operand_segment_sizes", "operandSegmentSizes"))


# ==== Running a function on made-up arguments ====

FUNC_RE = re.compile(r"^\s*func\.func (?:public |private )?@([\w$.-]+)\((.*?)\)"
                     r"(?: -> .*)? \{\s*$", re.M)
ARG_RE = re.compile(r"%[\w$.-]+: ")


def arg_text(ty):
    """mlbuf-run's text for an argument of type ty, or None."""
    m = re.fullmatch(r"(memref|tensor)<([\d?x]*)(i\d+|f\d+|index)(,.*)?>", ty)
    if m:
        if m.group(4) and m.group(1) == "memref":
            return None  # layouts / memory spaces: not made up
        dims = [3 if d == "?" else int(d)
                for d in m.group(2).split("x") if d]
        n = 1
        for d in dims:
            n *= d
        elt = m.group(3)
        vals = [str(k + 1) if not elt.startswith("f") else "%d.5" % k
                for k in range(n)]
        shape = "x".join(map(str, dims)) + ("x" if dims else "")
        return "%s:%s%s=[%s]" % (m.group(1), shape, elt, ", ".join(vals))
    if re.fullmatch(r"i1", ty):
        return "true"
    if re.fullmatch(r"i\d+|index", ty):
        return "3"
    if re.fullmatch(r"f\d+", ty):
        return "0.5"
    return None


def functions(text):
    """(name, [argument text]) of every function with a body whose
    arguments can be made up."""
    res = []
    for m in FUNC_RE.finditer(text):
        args = []
        for a in split_top_level(m.group(2)):
            ty = ARG_RE.sub("", a, count=1)
            ty = re.sub(r"\s*\{.*\}$", "", ty)
            t = arg_text(ty)
            if t is None:
                args = None
                break
            args.append(t)
        if args is not None:
            res.append((m.group(1), args))
    return res


def run_fn(args, text, name, fargs):
    """(status, value) of running function name of text: status ok,
    violation:<kinds>, error:<line>; leaks only when no deallocation
    pipeline could run first (value then still compared)."""
    rc, dealloc, _ = bu.run([args.mlbuf, "--allow-unregistered-dialect",
                             "--buffer-deallocation-pipeline", "-"], text)
    src, leaks_ok = (dealloc, False) if rc == 0 else (text, True)
    rc, out, err = bu.run([args.mlbuf_run, "--check", "-", "-e", name,
                           "--", *fargs], src)
    kinds = dr.violations(err)
    if leaks_ok:
        kinds.pop("leak", None)
    if kinds:
        return "violation:" + ",".join(sorted(kinds)), out
    if rc != 0:
        return "error:" + bu.first_error(err), out
    return "ok", out


# ==== One chunk ====

def custom22(args, text):
    return bu.run([args.mlir_opt_22, "--allow-unregistered-dialect", "-"],
                  text)


def norm22(args, text):
    return bu.run([args.mlir_opt_22, "--mlir-print-op-generic",
                   "--allow-unregistered-dialect", "-"], text)


def check_chunk(args, spec, text):
    """(category, detail, value outcomes)."""
    flags = [f for f in spec.stages[0]]
    rc, out16, err16 = bu.run([args.mlir_opt_16, "--allow-unregistered-dialect",
                               *flags, "-"], text)
    if rc != 0:
        return "16-rejects", bu.first_error(err16), []
    mapped = map_text(text)
    rc, _, err = custom22(args, mapped)
    # A -verify-diagnostics chunk may expect a parse error (22's then).
    if rc != 0 and spec.verify:
        rc, _, err = bu.run([args.mlir_opt_22, "--allow-unregistered-dialect",
                             "--verify-diagnostics", "-o", os.devnull, "-"],
                            mapped)
    if rc != 0:
        return "unmappable", bu.first_error(err), []
    rc, outm, errm = bu.run([args.mlbuf, "--allow-unregistered-dialect",
                             *flags, "-"], mapped)
    if rc != 0:
        if spec.verify and re.search(r"expected (error|warning|note|remark)"
                                     r" \".*\" was not produced", errm):
            return "mlbuf-accepts", bu.first_error(errm), []
        return "mlbuf-fails", bu.first_error(errm), []
    if spec.verify and not out16.strip():
        return "equal", "diagnostics", []
    flags_g = [f for f in flags if f != "--verify-diagnostics"]
    rc, gen16, err = bu.run([args.mlir_opt_16, "--allow-unregistered-dialect",
                             "--mlir-print-op-generic", *flags_g, "-"], text)
    if rc != 0:
        return "unmappable", "16 generic: " + bu.first_error(err), []
    rc, n16, err = norm22(args, map_generic(gen16))
    if rc != 0:
        return "unmappable", "16 output: " + bu.first_error(err), []
    rc, nm, err = norm22(args, outm)
    if rc != 0:
        return "mlbuf-fails", "output: " + bu.first_error(err), []
    values = [] if args.no_run else compare_runs(args, n16, outm)
    if n16 == nm:
        return "equal", "", values
    diff = "".join(difflib.unified_diff(n16.splitlines(True),
                                        nm.splitlines(True), "mlir-opt-16",
                                        "mlbuf-opt", n=2))
    return "differ", diff, values


def compare_runs(args, n16, outm):
    rc, c16, _ = custom22(args, n16)
    if rc != 0:
        return []
    res = []
    for name, fargs in functions(c16):
        s16, v16 = run_fn(args, c16, name, fargs)
        if s16 != "ok":
            res.append((name, "not runnable", s16))
            continue
        sm, vm = run_fn(args, outm, name, fargs)
        if sm != "ok":
            res.append((name, "violation" if sm.startswith("violation")
                        else "mlbuf run error", sm))
        elif vm != v16:
            res.append((name, "value differs", "16: %r mlbuf: %r"
                        % (v16[:80], vm[:80])))
        else:
            res.append((name, "same value", ""))
    return res


# ==== Driver ====

CATS = ["equal", "differ", "mlbuf-accepts", "mlbuf-fails", "unmappable",
        "16-rejects"]


def by_function(text):
    """A file without split markers, cut before each top-level function
    (the attribute aliases at the top go with every piece)."""
    lines = text.splitlines(True)
    head, pieces, cur = [], [], None
    for line in lines:
        if line.startswith("func.func"):
            if cur is not None:
                pieces.append(cur)
            cur = [line]
        elif cur is None:
            head.append(line) if line.startswith("#") else None
        else:
            cur.append(line)
    if cur is not None:
        pieces.append(cur)
    return ["".join(head + p) for p in pieces]
VALS = ["same value", "value differs", "violation", "mlbuf run error",
        "not runnable"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("dir", nargs="?", default="/tmp/mlir16tests")
    ap.add_argument("--mlbuf", default=os.path.join(ROOT, "build/bin/mlbuf-opt"))
    ap.add_argument("--mlbuf-run",
                    default=os.path.join(ROOT, "build/bin/mlbuf-run"))
    ap.add_argument("--mlir-opt-16", default="/usr/lib/llvm-16/bin/mlir-opt")
    ap.add_argument("--mlir-opt-22", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--no-run", action="store_true",
                    help="compare outputs only, run nothing")
    ap.add_argument("-v", action="store_true", help="diffs and details")
    args = ap.parse_args()
    args.mlbuf = os.path.abspath(args.mlbuf)
    args.mlbuf_run = os.path.abspath(args.mlbuf_run)
    bu.SCRATCH = tempfile.mkdtemp(prefix="legacy16-")
    total = {c: 0 for c in CATS}
    vtotal = {c: 0 for c in VALS}
    for fname in sorted(os.listdir(args.dir)):
        if not fname.endswith(".mlir"):
            continue
        text = open(os.path.join(args.dir, fname)).read()
        for lineno, cmd in bu.run_lines(text):
            spec = bu.RunSpec(lineno, cmd)
            if spec.unsupported or len(spec.stages) != 1:
                print("%s:%d: skipped (%s)" % (fname, lineno,
                                              spec.unsupported or "stages"))
                continue
            counts = {c: 0 for c in CATS}
            vcounts = {c: 0 for c in VALS}
            pieces = bu.chunks(text, spec.split)
            label = ""
            # A whole file one op of which has no 22 form: its functions
            # are measured one by one instead.
            if not spec.split and check_chunk(args, spec, text)[0] == \
                    "unmappable":
                pieces, label = by_function(text), " (by function)"
            for k, chunk in enumerate(pieces):
                cat, detail, values = check_chunk(args, spec, chunk)
                counts[cat] += 1
                for name, v, why in values:
                    vcounts[v] += 1
                    if args.v and v != "same value":
                        print("  %s chunk %d @%s: %s %s" % (fname, k, name,
                                                           v, why))
                if args.v and cat != "equal":
                    print("  %s chunk %d: %s %s" % (fname, k, cat,
                                                    detail if cat != "differ"
                                                    else ""))
                    if cat == "differ":
                        print(detail)
            for c in CATS:
                total[c] += counts[c]
            for c in VALS:
                vtotal[c] += vcounts[c]
            print("%s:%d %s%s: %s | runs: %s" % (
                fname, lineno, spec.combo(), label,
                ", ".join("%s %d" % (c, counts[c]) for c in CATS),
                ", ".join("%s %d" % (c, vcounts[c]) for c in VALS)))
    print("total: %s" % ", ".join("%s %d" % (c, total[c]) for c in CATS))
    print("runs:  %s" % ", ".join("%s %d" % (c, vtotal[c]) for c in VALS))
    bad = total["mlbuf-fails"] + vtotal["value differs"] + vtotal["violation"]
    bad += vtotal["mlbuf run error"]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
