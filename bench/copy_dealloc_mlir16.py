#!/usr/bin/env python3
"""MLIR 16's buffer-deallocation test, through mlir-opt 16 and mlbuf-opt.

The input is the LLVM 16-era mlir/test/Dialect/Bufferization/Transforms/
buffer-deallocation.mlir (not part of this repository: upstream's tests are
used to measure, never copied in). It was read from the GitHub repository
llvm/llvm-project through the session's stored-file index (find_files /
read_file) and written to /tmp; any LLVM 16 checkout works the same. Each
`// -----` chunk is run through

  mlir-opt-16 -buffer-deallocation          (chunks it rejects are counted)
  mlbuf-opt --op-semantics=test/semantics/test_dialect.semantics.mlir
            --buffer-deallocation

and both outputs are re-printed by mlir-opt 22 in generic form (MLIR 16 and
22 print a few ops differently; mlbuf-opt reads and prints 22's syntax) and
compared: equal / differ / mlbuf-failed / both-rejected / mlir16-rejected.
Then every function of both outputs whose arguments mlbuf-run can supply
(memrefs of static shape or with `?` taken as 4, of f32/i32/i64/index; i1
both true and false; index both 1 and 4; a !shape.witness is given as
`shape.const_witness true` by a wrapper function, for functions without
results) runs under `mlbuf-run --check`; violations
(leaks, double frees, use after free) are counted per tool. mlbuf-run does
not check returned buffers (the caller's), so returns of arguments are not
counted as violations here.

Usage: copy_dealloc_mlir16.py [FILE] [--mlbuf-opt P] [--mlbuf-run P]
                              [--mlir16 P] [--mlir22 P] [-v]
"""
import argparse
import itertools
import os
import re
import subprocess
import sys

from mlir_text import split_top_level

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SEM = os.path.join(ROOT, "test", "semantics", "test_dialect.semantics.mlir")


def run(cmd, text):
    p = subprocess.run(cmd, input=text, capture_output=True, text=True,
                       timeout=60)
    return p.returncode, p.stdout, p.stderr


def generic(args, text):
    rc, out, _ = run([args.mlir22, "--mlir-print-op-generic", "-"], text)
    return out if rc == 0 else None


FUNC_RE = re.compile(r"^\s*func\.func (?:private )?@(\w+)\((.*?)\)\s*(->|\{)",
                     re.M)
MEMREF_RE = re.compile(r"memref<([0-9?x]*)(f32|i32|i64|index)>$")


def arg_choices(sig):
    """Argument lists for mlbuf-run, or None when one cannot be made."""
    if not sig.strip():
        return [[]]
    choices = []
    for a in re.split(r",\s*(?=%)", sig):
        ty = a.split(":", 1)[1].strip()
        m = MEMREF_RE.match(ty)
        if ty == "i1":
            choices.append(["true", "false"])
        elif ty == "index":
            choices.append(["1", "4"])
        elif m:
            shape = m.group(1).replace("?", "4")
            choices.append(["memref:%s%s=1" % (shape, m.group(2))])
        else:
            return None
    return [list(c) for c in itertools.product(*choices)]


WITNESS = "!shape.witness"


def witness_wrapper(m):
    """For a function without results taking !shape.witness arguments
    (mlbuf-run cannot pass one): a function taking its other arguments
    that calls it with `shape.const_witness true` for each witness, and
    the wrapper's name; None when there is nothing to wrap."""
    args = [a.strip() for a in re.split(r",\s*(?=%)", m.group(2))
            if a.strip()]
    if m.group(3) != "{" or not any(a.endswith(WITNESS) for a in args):
        return None
    name = "__witness_" + m.group(1)
    params, operands, types = [], [], []
    for i, a in enumerate(args):
        ty = a.split(":", 1)[1].strip()
        types.append(ty)
        if ty == WITNESS:
            operands.append("%w")
        else:
            params.append("%%a%d: %s" % (i, ty))
            operands.append("%%a%d" % i)
    body = ("func.func @%s(%s) {\n  %%w = shape.const_witness true\n"
            "  call @%s(%s) : (%s) -> ()\n  return\n}\n"
            % (name, ", ".join(params), m.group(1), ", ".join(operands),
               ", ".join(types)))
    return name, "(" + ", ".join(params) + ")", body


def runnable(text):
    """(text, [(entry, signature)]): text with witness wrappers appended
    inside its module when needed (a `module {` printed by either tool)."""
    entries, extra = [], ""
    for m in FUNC_RE.finditer(text):
        w = witness_wrapper(m)
        if w:
            entries.append((w[0], w[1][1:-1]))
            extra += w[2]
        else:
            entries.append((m.group(1), m.group(2)))
    if extra:
        end = text.rstrip().rfind("}")
        text = text[:end] + extra + text[end:]
    return text, entries


COPY_RE = re.compile(r"test\.copy\((%[\w#]+), (%[\w#]+)\) : \((.*)\)$",
                     re.M)
BASED_RE = re.compile(r"test\.buffer_based in\((%[\w#]+) ?: (.*?)\) "
                      r"out\((%[\w#]+) ?: (.*)\)$", re.M)
COND_RE = re.compile(r'"test\.make_condition"\(\) : \(\) -> i1')


def executable(text):
    """The test ops mlbuf-run has no handler for, read as ops it runs:
    test.copy and test.buffer_based (read their first buffer, write their
    second) as memref.copy, test.make_condition as `false` (an scf.while
    runs its condition region once). test.region_buffer_based and
    test.region_if stay: functions holding them do not run."""
    def copy(m):
        t = split_top_level(m.group(3))
        return "memref.copy %s, %s : %s to %s" % (m.group(1), m.group(2),
                                                  t[0], t[1])
    text = COPY_RE.sub(copy, text)
    text = BASED_RE.sub(lambda m: "memref.copy %s, %s : %s to %s" % (
        m.group(1), m.group(3), m.group(2), m.group(4)), text)
    return COND_RE.sub("arith.constant false", text)


VIOLATION_RE = re.compile(r"error: (leak|double free|invalid free|use after)")


def violations(args, text):
    """(runs, violating runs, runs that did not execute: an op without
    interpreter handler or another error) over the runnable functions of
    text."""
    runs = bad = failed = 0
    text, entries = runnable(executable(text))
    for entry, sig in entries:
        lists = arg_choices(sig)
        for al in lists or []:
            rc, _, err = run([args.mlbuf_run, "--check", "-", "-e",
                              entry, "--"] + al, text)
            runs += 1
            if rc != 0 and VIOLATION_RE.search(err):
                bad += 1
            elif rc != 0:
                failed += 1
                if args.v:
                    print("    not run: %s: %s" % (entry, (err.strip()
                          .splitlines() or [""])[0]))
    return runs, bad, failed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file", nargs="?",
                    default="/tmp/mlir16/buffer-deallocation.mlir")
    ap.add_argument("--mlbuf-opt", default=os.path.join(ROOT, "build", "bin",
                                                        "mlbuf-opt"))
    ap.add_argument("--mlbuf-run", default=os.path.join(ROOT, "build", "bin",
                                                        "mlbuf-run"))
    ap.add_argument("--mlir16", default="/usr/lib/llvm-16/bin/mlir-opt")
    ap.add_argument("--mlir22", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("-v", action="store_true")
    args = ap.parse_args()
    chunks = open(args.file).read().split("// -----")
    cats = {}
    runs = {"mlir-opt 16": [0, 0, 0], "mlbuf-opt": [0, 0, 0]}
    for i, chunk in enumerate(chunks):
        name = (re.search(r"func\.func (?:private )?@(\w+)", chunk) or
                re.search(r"()", "")).group(1) or "chunk%d" % i
        r16, o16, e16 = run([args.mlir16, "-buffer-deallocation", "-"], chunk)
        rmb, omb, emb = run([args.mlbuf_opt, "--op-semantics=" + SEM,
                             "--buffer-deallocation", "-"], chunk)
        if r16 != 0 or "error" in e16:
            cat = "both-rejected" if rmb != 0 else "mlir16-rejected"
        elif rmb != 0:
            cat = "mlbuf-failed"
        else:
            g16, gmb = generic(args, o16), generic(args, omb)
            cat = "equal" if g16 is not None and g16 == gmb else "differ"
            for tool, out in (("mlir-opt 16", o16), ("mlbuf-opt", omb)):
                n, bad, failed = violations(args, out)
                runs[tool][0] += n
                runs[tool][1] += bad
                runs[tool][2] += failed
                if bad and args.v:
                    print("  %s: %d violating runs of %s" % (name, bad, tool))
        cats.setdefault(cat, []).append(name)
        if args.v or cat in ("mlbuf-failed",):
            err = (emb or e16).strip().splitlines()
            print("%-16s %s %s" % (cat, name, err[0] if err and cat !=
                                   "equal" and cat != "differ" else ""))
    print("chunks: %d" % len(chunks))
    for c in ("equal", "differ", "mlbuf-failed", "both-rejected",
              "mlir16-rejected"):
        print("%-16s %d %s" % (c + ":", len(cats.get(c, [])),
                               " ".join(cats.get(c, [])) if c != "equal"
                               else ""))
    for tool, (n, bad, failed) in runs.items():
        print("runs of %-12s %d, with leaks/bad frees/use after free: %d, "
              "not executed (other error): %d" % (tool + ":", n, bad, failed))


if __name__ == "__main__":
    sys.exit(main())
