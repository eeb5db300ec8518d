#!/usr/bin/env python3
"""Differential check of the verifiers: mutated valid programs, mlbuf-opt
against mlir-opt 22.

Bad input must get a clear error, as upstream gives one: a program
mlir-opt 22 rejects and mlbuf-opt accepts is a check we lack (the program
then runs, or is transformed, on IR that means nothing); one mlbuf-opt
rejects and mlir-opt 22 accepts is IR of users we refuse. This script
takes the chunks of the given .mlir files (split at `// -----`) that both
tools accept as they are, changes one thing in one line of a chunk --

  dim     a static size of a shaped type (n -> n+1, n-1, 0, ?)
  elt     an element or scalar type (f32 <-> i32, f64, i64, index, i1)
  int     an integer in a list (`[0, 1]`, `array<i64: 4, 2>`)
  swap    two SSA operands of the line
  drop    one SSA operand of the line
  type-everywhere  one shaped type changed (a size, or the element type)
          everywhere it is written, so that the program still parses

-- and parses and verifies the result with both tools (no pass). It
prints each disagreement (seed, mutation, both first errors) and counts
by class:

  both-reject, both-accept      agreement
  other-words                   both reject, with other first errors
  missing-check                 mlir-opt 22 rejects, mlbuf-opt accepts
  over-strict                   mlbuf-opt rejects, mlir-opt 22 accepts
  crash                         mlbuf-opt died of a signal
  upstream-crash                mlir-opt 22 did (not counted against us)
  pass-crash, pass-hang         with --passes: mlbuf-opt died running them
                                on a program both tools accept

Deterministic by seed. Usage:
  verifier_diff.py [-n N] [--start S] [--mlbuf-opt P] [--keep DIR] FILE...
"""
import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

M22 = "/usr/lib/llvm-22/bin/mlir-opt"
HERE = os.path.dirname(os.path.abspath(__file__))

SHAPED = re.compile(r"\b(tensor|memref|vector)<([0-9?x]+)x")
ELT = re.compile(r"\b(f16|f32|f64|i1|i8|i32|i64|index)\b")
INT_LIST = re.compile(r"(\[|array<i64: |array<i32: )([-0-9, ]+)(\]|>)")
SSA = re.compile(r"%[A-Za-z0-9_]+(#[0-9]+)?")
ELTS = ["f16", "f32", "f64", "i1", "i8", "i32", "i64", "index"]


def chunks_of(path):
    if not os.path.isfile(path):
        return []
    text = open(path).read()
    if "expected-error" in text or "mlbuf." in text or "test." in text:
        return []
    return [c for c in re.split(r"^// -----\s*$", text, flags=re.M)
            if "func.func" in c]


def run(tool, text, tmp, flags=()):
    path = os.path.join(tmp, "in.mlir")
    with open(path, "w") as f:
        f.write(text)
    try:
        r = subprocess.run([tool, path, "-o", os.devnull] + list(flags),
                           capture_output=True, text=True, timeout=20)
    except subprocess.TimeoutExpired:
        return "hang", ""
    if r.returncode < 0 or "Stack dump" in r.stderr or "runtime error" in r.stderr:
        return "crash", r.stderr[-300:]
    err = next((l.split("error: ", 1)[1] for l in r.stderr.splitlines()
                if "error: " in l), "")
    return ("reject" if r.returncode else "accept"), err


def mutate_line(rng, line):
    """One mutation of one line, or None when the kind finds nothing."""
    kind = rng.choice(["dim", "dim", "elt", "int", "int", "swap", "drop"])
    if kind == "dim":
        ms = list(SHAPED.finditer(line))
        if not ms:
            return None
        m = rng.choice(ms)
        dims = m.group(2).split("x")
        i = rng.randrange(len(dims))
        if dims[i] == "?":
            dims[i] = str(rng.choice([1, 2, 4]))
        else:
            n = int(dims[i])
            dims[i] = str(rng.choice([n + 1, max(n - 1, 0), 0, "?"]))
        new = m.group(1) + "<" + "x".join(dims) + "x"
        return kind, line[:m.start()] + new + line[m.end():]
    if kind == "elt":
        ms = list(ELT.finditer(line))
        if not ms:
            return None
        m = rng.choice(ms)
        other = rng.choice([e for e in ELTS if e != m.group(1)])
        return kind, line[:m.start()] + other + line[m.end():]
    if kind == "int":
        ms = list(INT_LIST.finditer(line))
        if not ms:
            return None
        m = rng.choice(ms)
        nums = [x.strip() for x in m.group(2).split(",") if x.strip()]
        if not nums:
            return None
        i = rng.randrange(len(nums))
        n = int(nums[i])
        nums[i] = str(rng.choice([n + 1, n - 1, 0, -1, n + 3]))
        new = m.group(1) + ", ".join(nums) + m.group(3)
        return kind, line[:m.start()] + new + line[m.end():]
    # operands: the SSA names after '=' (or the whole line for ops
    # without results)
    eq = line.find("=")
    start = eq + 1 if eq >= 0 and line[:eq].strip().startswith("%") else 0
    ms = [m for m in SSA.finditer(line) if m.start() >= start]
    if len(ms) < 2:
        return None
    if kind == "swap":
        a, b = rng.sample(ms, 2)
        if a.group(0) == b.group(0):
            return None
        if a.start() > b.start():
            a, b = b, a
        return kind, (line[:a.start()] + b.group(0) + line[a.end():b.start()]
                      + a.group(0) + line[b.end():])
    m = rng.choice(ms)
    end = m.end()
    tail = line[end:]
    if tail.startswith(", "):
        end += 2
    return kind, line[:m.start()] + line[end:]


TYPE_TOKEN = re.compile(r"\b(?:tensor|memref|vector)<[0-9?x]+x(?:f16|f32|f64|i1|"
                        r"i8|i32|i64|index)(?=[>,])")


def mutate_type_everywhere(rng, chunk):
    """One shaped type changed everywhere it is written (a size or the
    element type), so that the program still parses and the verifiers
    decide."""
    types = sorted(set(TYPE_TOKEN.findall(chunk)))
    if not types:
        return None
    t = rng.choice(types)
    head, rest = t.split("<", 1)
    m = re.match(r"((?:[0-9?]+x)+)(.*)$", rest)
    dims, elt = m.group(1)[:-1].split("x"), m.group(2)
    if rng.random() < 0.7:
        i = rng.randrange(len(dims))
        n = dims[i]
        dims[i] = (str(rng.choice([1, 2, 4])) if n == "?" else
                   str(rng.choice([int(n) + 1, max(int(n) - 1, 0), "?"])))
    else:
        elt = rng.choice([e for e in ELTS if e != elt])
    new = head + "<" + "x".join(dims) + "x" + elt
    if new == t:
        return None
    return "type-everywhere", 0, re.sub(re.escape(t) + r"(?=[>,])", new,
                                        chunk)


def mutate(rng, chunk):
    if rng.random() < 0.4:
        return mutate_type_everywhere(rng, chunk)
    lines = chunk.split("\n")
    cand = [i for i, l in enumerate(lines)
            if l.strip() and not l.strip().startswith("//")
            and "func.func" not in l and l.strip() not in ("}", "{")]
    for _ in range(20 if cand else 0):
        i = rng.choice(cand)
        got = mutate_line(rng, lines[i])
        if got and got[1] != lines[i]:
            lines2 = list(lines)
            lines2[i] = got[1]
            return got[0], i, "\n".join(lines2)
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("-n", type=int, default=500)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--mlbuf-opt", default=os.path.join(
        HERE, "..", "build", "bin", "mlbuf-opt"))
    ap.add_argument("--keep", help="write each disagreement here")
    ap.add_argument("--passes", default="",
                    help="also run mlbuf-opt with these flags on each "
                         "mutated program both tools accept (class "
                         "pass-crash when it dies of a signal)")
    ap.add_argument("files", nargs="+")
    cfg = ap.parse_args()
    counts = {}
    with tempfile.TemporaryDirectory() as tmp:
        pool = []
        for f in cfg.files:
            for c in chunks_of(f):
                if (run(M22, c, tmp)[0] == "accept" and
                        run(cfg.mlbuf_opt, c, tmp)[0] == "accept"):
                    pool.append((f, c))
        print("%d chunks both tools accept" % len(pool), flush=True)
        if not pool:
            return 1
        for seed in range(cfg.start, cfg.start + cfg.n):
            rng = random.Random(seed)
            f, chunk = rng.choice(pool)
            got = mutate(rng, chunk)
            if not got:
                continue
            kind, line, text = got
            up, uerr = run(M22, text, tmp)
            us, oerr = run(cfg.mlbuf_opt, text, tmp)
            if up in ("crash", "hang"):
                cls = "upstream-crash"
            elif us in ("crash", "hang"):
                cls = "crash"
            elif up == us == "reject" and uerr != oerr:
                cls = "other-words"
            elif up == us:
                cls = "both-" + up
            else:
                cls = "missing-check" if up == "reject" else "over-strict"
            if cls == "both-accept" and cfg.passes:
                ps, perr = run(cfg.mlbuf_opt, text, tmp, cfg.passes.split())
                if ps in ("crash", "hang"):
                    cls, oerr = "pass-" + ps, perr
            counts[cls] = counts.get(cls, 0) + 1
            key = "%s/%s" % (kind, cls)
            counts[key] = counts.get(key, 0) + 1
            if cls in ("missing-check", "over-strict", "crash",
                       "other-words", "pass-crash", "pass-hang"):
                print("seed %d %s %s:%d %s\n  upstream: %s\n  mlbuf:    %s"
                      % (seed, cls, os.path.basename(f), line + 1, kind,
                         uerr[:160], oerr[:160]), flush=True)
                if cfg.keep:
                    os.makedirs(cfg.keep, exist_ok=True)
                    with open(os.path.join(cfg.keep, "%d.mlir" % seed),
                              "w") as out:
                        out.write(text)
    for k in sorted(counts):
        print("  %-16s %d" % (k, counts[k]))
    bad = sum(counts.get(k, 0) for k in ("missing-check", "over-strict",
                                          "crash", "pass-crash", "pass-hang"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
