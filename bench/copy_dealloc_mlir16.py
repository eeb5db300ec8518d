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
both true and false; index 2) runs under `mlbuf-run --check`; violations
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
            choices.append(["2"])
        elif m:
            shape = m.group(1).replace("?", "4")
            choices.append(["memref:%s%s=1" % (shape, m.group(2))])
        else:
            return None
    return [list(c) for c in itertools.product(*choices)]


def violations(args, text):
    """(runs, violating runs) over the runnable functions of text."""
    runs = bad = 0
    for m in FUNC_RE.finditer(text):
        lists = arg_choices(m.group(2))
        for al in lists or []:
            rc, _, err = run([args.mlbuf_run, "--check", "-", "-e",
                              m.group(1), "--"] + al, text)
            runs += 1
            if rc != 0 and re.search(r"error: (leak|double free|invalid "
                                     r"free|use after)", err):
                bad += 1
    return runs, bad


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
    runs = {"mlir-opt 16": [0, 0], "mlbuf-opt": [0, 0]}
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
                n, bad = violations(args, out)
                runs[tool][0] += n
                runs[tool][1] += bad
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
    for tool, (n, bad) in runs.items():
        print("runs of %-12s %d, with leaks/bad frees/use after free: %d"
              % (tool + ":", n, bad))


if __name__ == "__main__":
    sys.exit(main())
