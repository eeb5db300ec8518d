#!/usr/bin/env python3
"""Knob variants of random programs: whose deallocation is right?

A program of bench/dealloc_gen.py reads its branch conditions, sizes and
trip counts from the global @knobs. bench/dealloc_cost.py runs each
program with its own knobs only, so a pipeline that leaves out a needed
free guard or retain can look cheaper there. This tool runs every variant
with one knob changed (each value 0-7), skips variants whose input is not
well-defined (any violation but leaks under mlbuf-run --check), and runs
both pipelines' outputs on the rest: a variant counts against a pipeline
when its output reports a violation or changes the result.

usage: dealloc_variants.py SEED/FAMILY... [--mlbuf-opt P] [--mlbuf-run P]
                           [--llvm-bin DIR]
  FAMILY is one of dealloc_cost.py's (structured, cf, unstructured), as
  printed in its "programs where ours is worse" lines, e.g. 129/cf.
"""
import argparse
import os
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import dealloc_gen  # noqa: E402
from dealloc_cost import FAMILIES  # noqa: E402
from dealloc_random import default_tool, run, violations  # noqa: E402

KNOBS_RE = re.compile(r"@knobs : memref<(\d+)xi64> = dense<\[([^\]]*)\]>")


def program(seed, family):
    structured, out = FAMILIES[family]
    text, _ = dealloc_gen.generate(seed, structured_only=structured,
                                   without=",".join(out))
    return text


def variants(text):
    m = KNOBS_RE.search(text)
    if not m:
        return
    base = [int(x) for x in m.group(2).split(",")]
    for k in range(len(base)):
        for v in range(8):
            if v == base[k]:
                continue
            knobs = list(base)
            knobs[k] = v
            yield text.replace(m.group(0), "@knobs : memref<%s> = dense<[%s]>"
                               % (m.group(1) + "xi64",
                                  ", ".join(map(str, knobs))))


def well_defined(cfg, text):
    """The result of the input, or None when it is not well-defined."""
    rc, out, err = run([cfg.mlbuf_run, "--check", "-", "-e", "main"], text)
    kinds = violations(err)
    if rc is None or any(k != "leak" for k in kinds) or not out.strip():
        return None
    return out.strip()


def fails(cfg, tool, text, want):
    rc, out, err = run([tool, "--buffer-deallocation-pipeline", "-"], text)
    if rc != 0:
        return False  # a pipeline that rejects the input decides nothing
    rc, got, err = run([cfg.mlbuf_run, "--check", "-", "-e", "main"], out)
    return rc != 0 or bool(violations(err)) or got.strip() != want


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("programs", nargs="+", metavar="SEED/FAMILY")
    ap.add_argument("--mlbuf-opt", default=default_tool("mlbuf-opt"))
    ap.add_argument("--mlbuf-run", default=default_tool("mlbuf-run"))
    ap.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin")
    cfg = ap.parse_args()
    tools = {"upstream": os.path.join(cfg.llvm_bin, "mlir-opt"),
             "mlbuf": cfg.mlbuf_opt}
    for spec in cfg.programs:
        seed, family = spec.split("/")
        tried = 0
        bad = {name: 0 for name in tools}
        for text in variants(program(int(seed), family)):
            want = well_defined(cfg, text)
            if want is None:
                continue
            tried += 1
            for name, tool in tools.items():
                bad[name] += fails(cfg, tool, text, want)
        print("%s: %d well-defined variants; failing: %s" % (
            spec, tried, ", ".join("%s %d" % kv for kv in bad.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
