#!/usr/bin/env python3
"""Upstream's bufferization tests, run through mlbuf-opt and mlir-opt 22.

Measures issue 14's first acceptance figure: for every RUN line of every
upstream test file whose name contains `bufferize` and every chunk of it
(split at `// -----` when the RUN line has -split-input-file), run
upstream's mlir-opt with the RUN line's options; where it succeeds, run
mlbuf-opt with the same options and compare the two outputs, both
re-printed by `mlir-opt --mlir-print-op-generic` (for `test-analysis-only`
runs this compares the `__inplace_operands_attr__`, ... annotations too).
For -verify-diagnostics runs, mlbuf-opt must pass -verify-diagnostics on
the chunk as well (and, where the chunk produces IR, print the same IR).

Each (RUN line, chunk) lands in one category:
  equal              same generic output (and diagnostics verified)
  differ             both succeed, outputs differ (-v shows a diff)
  mlbuf-failed       mlbuf-opt fails (the first error line is reported)
  mlbuf-unknown-op   mlbuf-opt cannot even parse the chunk: it names an op
                     it does not know (listed at the end)
  upstream-rejected  mlir-opt 22 fails with these options (skipped: the
                     stored test may be older or newer than LLVM 22, or use
                     a pass LLVM 22 no longer has)
  skipped-test-pass  the RUN line uses a pass that upstream only has for
                     testing (`-test-...`): counted, not run

The inputs are not part of this repository (upstream's tests are used to
measure, never copied into it). They were obtained from the GitHub
repository llvm/llvm-project through the session's stored-file index
(`find_files` under mlir/test/Dialect/{Bufferization/Transforms,SCF,Tensor,
Linalg,Arith,MemRef,Func}, keeping names that contain `bufferize`, then
`read_file` page by page), written unchanged under their path relative to
mlir/test/Dialect/ in /tmp/upstream-bufferize/, with a MANIFEST listing each
file's commit. The stored versions are not all LLVM 22's; chunks that
mlir-opt 22 rejects are counted as upstream-rejected. Any checkout of
llvm-project works the same: point the script at its mlir/test/Dialect.

Usage: bufferize_upstream.py [--mlbuf PATH] [--mlir-opt PATH] [-v]
           [--filter REGEX] [--name REGEX] [--jobs N] [DIR]
           (DIR: /tmp/upstream-bufferize; --name: file names to take,
           default `bufferize`)

Issue 15's hoisting and promotion passes are measured the same way on
upstream's buffer-hoisting, buffer-loop-hoisting, promote-buffers-to-stack
and optimize-allocation-liveness tests (fetched the same way into
/tmp/upstream-hoist/, flat, with a MANIFEST):
  bufferize_upstream.py --name . --jobs 1 /tmp/upstream-hoist \
      --mlbuf-flags="--op-semantics $PWD/test/semantics/test_dialect.semantics.mlir"
(tools run in a scratch directory: give absolute paths)
Validation of the comparison itself: --mlbuf /usr/lib/llvm-22/bin/mlir-opt
must give only `equal` (and upstream-rejected / skipped-test-pass).
"""
import argparse
import collections
import concurrent.futures
import difflib
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from roundtrip_upstream import SPLIT  # noqa: E402

SCRATCH = None   # cwd of every tool run: no stray output file in the tree


def run(cmd, text, timeout=60):
    try:
        p = subprocess.run(cmd, input=text, capture_output=True, text=True,
                           timeout=timeout, cwd=SCRATCH)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", "", ""


HERE = os.path.dirname(os.path.abspath(__file__))
UNKNOWN_OP = [
    # mlbuf-opt's and upstream's wordings for an op the parser does not know
    re.compile(r"custom op '([\w.$-]+)' is unknown"),
    re.compile(r"unregistered operation '([\w.$-]+)'"),
    re.compile(r"unknown operation '([\w.$-]+)'"),
    re.compile(r"operation '([\w.$-]+)' is unknown"),
]
# Flags that only affect how mlir-opt re-prints for the comparison.
PRINT_FLAGS = ("--mlir-print-debuginfo", "--mlir-print-local-scope",
               "--mlir-print-assume-verified")


def norm_flag(tok):
    """-foo and --foo are the same flag to mlir-opt; return '--foo...'."""
    if tok.startswith("-") and not tok.startswith("--"):
        return "-" + tok
    return tok


def run_lines(text):
    """The file's RUN commands, continuation lines joined, %{x} DEFINEs
    substituted. Returns a list of (line number, command string)."""
    defines = {}
    out = []
    pending = None
    for no, line in enumerate(text.splitlines(), 1):
        m = re.search(r"(?:^|\s)(?://|#)\s*((?:RE)?DEFINE):\s*(%\{[\w-]+\})\s*=\s*(.*)$",
                      line)
        if m:
            defines[m.group(2)] = m.group(3).strip()
            continue
        m = re.search(r"RUN:(.*)$", line)
        if not m:
            continue
        part = m.group(1).rstrip()
        if pending is not None:
            pending = (pending[0], pending[1] + " " + part.strip())
        else:
            pending = (no, part.strip())
        if pending[1].endswith("\\"):
            pending = (pending[0], pending[1][:-1].rstrip())
            continue
        cmd = pending[1]
        for k, v in defines.items():
            cmd = cmd.replace(k, v)
        out.append((pending[0], cmd))
        pending = None
    return out


def split_pipe(cmd):
    """Split a shell command at unquoted '|'."""
    parts, cur, quote = [], "", None
    for ch in cmd:
        if quote:
            cur += ch
            if ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
            cur += ch
        elif ch == "|":
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    parts.append(cur)
    return [p.strip() for p in parts if p.strip()]


class RunSpec:
    """One RUN line reduced to what both tools execute."""

    def __init__(self, lineno, cmd):
        self.lineno = lineno
        self.cmd = cmd
        self.stages = []          # list of argument lists, one per mlir-opt
        self.split = False
        self.verify = False
        self.expect_fail = False  # `not mlir-opt ...`
        self.test_pass = None     # name of a test-only pass, if any
        self.unsupported = None   # why the RUN line cannot be replayed
        self.print_flags = []
        self._parse()

    def _parse(self):
        stages = split_pipe(self.cmd)
        for i, st in enumerate(stages):
            try:
                toks = shlex.split(st)
            except ValueError as e:
                self.unsupported = f"cannot split RUN line: {e}"
                return
            # Drop redirections of stderr into the pipe.
            toks = [t for t in toks if t not in ("2>&1",)]
            if toks and toks[0] == "not":
                toks = toks[1:]
                if i == 0:
                    self.expect_fail = True
            if not toks:
                continue
            if os.path.basename(toks[0]) != "mlir-opt":
                if i == 0:
                    self.unsupported = f"RUN line runs {toks[0]}"
                break  # FileCheck and friends: the checks are not replayed
            args = []
            it = iter(toks[1:])
            for t in it:
                if t in ("-o", "--o"):
                    next(it, None)   # our outputs go to stdout
                    continue
                if t == "%s":
                    continue         # the chunk comes on stdin
                f = norm_flag(t)
                if f.startswith("--split-input-file"):
                    self.split = True
                    continue
                if f.startswith("--output-split-marker"):
                    continue
                if f.startswith("--verify-diagnostics"):
                    self.verify = True
                if f.startswith("--test-"):
                    self.test_pass = self.test_pass or f.split("=")[0][2:]
                if f.startswith("--pass-pipeline"):
                    m = re.search(r"(?:^|[(,=\s\"'])(test-[\w-]+)", f)
                    if m:
                        self.test_pass = self.test_pass or m.group(1)
                for p in PRINT_FLAGS:
                    if f == p:
                        self.print_flags.append(p)
                # Both tools get `--flag`: the same flag to mlir-opt, and
                # mlbuf-opt reads `-one-shot-bufferize=...` as `-o ne-...`.
                args.append(f)
            self.stages.append(args)
        if not self.stages and not self.unsupported:
            self.unsupported = "no mlir-opt command"

    def combo(self):
        """The RUN line's passes and options, for the option census."""
        parts = []
        for args in self.stages:
            for a in args:
                f = norm_flag(a)
                if f.startswith(("--split-input-file", "--mlir-print-",
                                 "--mlir-disable-threading")):
                    continue
                parts.append(f)
        return " ".join(parts) + (" [not]" if self.expect_fail else "")


def chunks(text, split):
    if not split:
        return [text]
    return SPLIT.split(text)


def first_error(err):
    for line in err.splitlines():
        if "error:" in line:
            return re.sub(r"^.*?error:\s*", "error: ", line).strip()
    lines = [l for l in err.splitlines() if l.strip()]
    return lines[0].strip() if lines else "(no message)"


def unknown_ops(err):
    ops = set()
    for rx in UNKNOWN_OP:
        ops.update(rx.findall(err))
    return ops


def generic(args, text, flags):
    return run([args.mlir_opt, "--mlir-print-op-generic",
                "--allow-unregistered-dialect", *flags, "-"], text,
               timeout=args.timeout)


def run_stages(tool, spec, text, timeout, extra=()):
    """Run the RUN line's mlir-opt stages with `tool` (and `extra` flags
    first); returns the last (code, stdout, stderr)."""
    out = (0, text, "")
    for args in spec.stages:
        out = run([tool, *extra, *args, "-"], out[1], timeout=timeout)
        if out[0] != 0:
            return out
    return out


def diag_lines(err):
    """Diagnostics without file names (for `not mlir-opt` RUN lines)."""
    res = []
    for line in err.splitlines():
        m = re.match(r"^.*?:(\d+):(\d+): (error|warning|note|remark): (.*)$",
                     line)
        if m:
            res.append(f"{m.group(1)}:{m.group(2)}: {m.group(3)}: {m.group(4)}")
    return res


def check(args, job):
    path, spec, idx, text = job
    base = (path, spec.lineno, idx)
    if spec.test_pass:
        return base + ("skipped-test-pass", spec.test_pass, "")
    up = run_stages(args.mlir_opt, spec, text, args.timeout)
    if spec.expect_fail:
        if up[0] == 0 or up[0] == "timeout":
            return base + ("upstream-rejected",
                           "`not mlir-opt` but mlir-opt succeeded", "")
        ours = run_stages(args.mlbuf, spec, text, args.timeout,
                          shlex.split(args.mlbuf_flags))
        if ours[0] == 0:
            return base + ("differ", "mlbuf-opt succeeded where mlir-opt "
                           "fails", "")
        if ours[0] == "timeout" or not isinstance(ours[0], int) \
                or ours[0] < 0 or ours[0] > 1:
            return base + ("mlbuf-failed", f"exit {ours[0]}: "
                           + first_error(ours[2]), ours[2][-2000:])
        a, b = diag_lines(up[2]), diag_lines(ours[2])
        if a == b:
            return base + ("equal", "", "")
        return base + ("differ", "diagnostics differ",
                       "\n".join(difflib.unified_diff(
                           a, b, "mlir-opt", "mlbuf-opt", lineterm="")))
    if up[0] != 0:
        why = "timeout" if up[0] == "timeout" else first_error(up[2])
        return base + ("upstream-rejected", why, "")
    ours = run_stages(args.mlbuf, spec, text, args.timeout,
                          shlex.split(args.mlbuf_flags))
    if ours[0] != 0:
        # Can mlbuf-opt parse the chunk at all? A parse failure naming an
        # op means the parser does not know it.
        flags = ["--allow-unregistered-dialect"] if any(
            norm_flag(a) == "--allow-unregistered-dialect"
            for a in spec.stages[0]) else []
        pc, _, perr = run([args.mlbuf, *flags, "-"], text,
                          timeout=args.timeout)
        ops = unknown_ops(perr) if pc != 0 else set()
        if ops:
            return base + ("mlbuf-unknown-op", " ".join(sorted(ops)),
                           perr[-2000:])
        why = "timeout" if ours[0] == "timeout" else (
            first_error(ours[2]) if isinstance(ours[0], int)
            and 0 <= ours[0] <= 1 else f"exit {ours[0]}: "
            + first_error(ours[2]))
        return base + ("mlbuf-failed", why, ours[2][-2000:])
    if not up[1].strip() and not ours[1].strip():
        return base + ("equal", "", "")   # e.g. verified diagnostics only
    gu = generic(args, up[1], spec.print_flags)
    go = generic(args, ours[1], spec.print_flags)
    if gu[0] != 0:
        return base + ("upstream-rejected",
                       "mlir-opt cannot re-read its own output: "
                       + first_error(gu[2]), "")
    if go[0] != 0:
        return base + ("differ", "mlir-opt rejects mlbuf-opt's output: "
                       + first_error(go[2]), go[2][-2000:])
    if gu[1] == go[1]:
        return base + ("equal", "", "")
    diff = "\n".join(difflib.unified_diff(
        gu[1].splitlines(), go[1].splitlines(), "mlir-opt", "mlbuf-opt",
        lineterm="", n=2))
    return base + ("differ", "generic forms differ", diff)


CATS = ["equal", "differ", "mlbuf-failed", "mlbuf-unknown-op",
        "upstream-rejected", "skipped-test-pass"]


def main():
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mlbuf", default=os.path.join(
        HERE, "..", "build", "bin", "mlbuf-opt"))
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("-v", action="store_true",
                    help="details and diffs of every chunk that is not equal")
    ap.add_argument("--filter", default="",
                    help="only files whose path matches this regex")
    ap.add_argument("--name", default="bufferize",
                    help="only .mlir files whose name matches this regex "
                    "(default: bufferize; the hoisting and promotion tests: "
                    "--name . /tmp/upstream-hoist)")
    ap.add_argument("--mlbuf-flags", default="",
                    help="extra flags for mlbuf-opt only, e.g. --op-semantics "
                    "test/semantics/test_dialect.semantics.mlir (the "
                    "interfaces upstream's test-dialect ops have)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=int, default=60)
    ap.add_argument("dir", nargs="?", default="/tmp/upstream-bufferize")
    args = ap.parse_args()
    if not os.path.isdir(args.dir):
        sys.exit(f"{args.dir}: no such directory (see the docstring for how "
                 "the inputs are obtained)")

    global SCRATCH
    SCRATCH = tempfile.mkdtemp(prefix="bufferize-upstream-")
    files = []
    for root, _, names in os.walk(args.dir):
        for fn in names:
            p = os.path.join(root, fn)
            rel = os.path.relpath(p, args.dir)
            if fn.endswith(".mlir") and re.search(args.name, fn) and \
                    re.search(args.filter, rel):
                files.append(rel)
    files.sort()

    jobs = []
    combos = collections.Counter()
    combo_chunks = collections.Counter()
    unsupported = []
    skipped_runs = collections.Counter()
    for rel in files:
        with open(os.path.join(args.dir, rel), encoding="utf-8",
                  errors="replace") as f:
            text = f.read()
        for lineno, cmd in run_lines(text):
            spec = RunSpec(lineno, cmd)
            if spec.unsupported:
                unsupported.append((rel, lineno, spec.unsupported))
                continue
            if spec.test_pass:
                skipped_runs[spec.test_pass] += 1
            parts = chunks(text, spec.split)
            combos[spec.combo()] += 1
            combo_chunks[spec.combo()] += len(parts)
            for i, part in enumerate(parts):
                jobs.append((rel, spec, i, part))

    results = []
    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as ex:
        for r in ex.map(lambda j: check(args, j), jobs):
            results.append(r)
    shutil.rmtree(SCRATCH, ignore_errors=True)

    per_file = collections.defaultdict(collections.Counter)
    total = collections.Counter()
    unknown = collections.Counter()
    failures = collections.Counter()
    rejected = collections.Counter()
    for path, lineno, idx, cat, why, detail in results:
        per_file[path][cat] += 1
        total[cat] += 1
        if cat == "mlbuf-unknown-op":
            for op in why.split():
                unknown[op] += 1
        elif cat == "mlbuf-failed":
            failures[why[:160]] += 1
        elif cat == "upstream-rejected":
            rejected[why[:160]] += 1

    short = {"equal": "eq", "differ": "diff", "mlbuf-failed": "fail",
             "mlbuf-unknown-op": "unk-op", "upstream-rejected": "up-rej",
             "skipped-test-pass": "test"}
    width = max([len(f) for f in files] + [10])
    print(f"{'file':<{width}} " + " ".join(f"{short[c]:>6}" for c in CATS))
    for rel in files:
        c = per_file.get(rel, collections.Counter())
        print(f"{rel:<{width}} " + " ".join(f"{c[k]:>6}" for k in CATS))
    print(f"{'total':<{width}} " + " ".join(f"{total[k]:>6}" for k in CATS))
    print()
    runs = sum(combos.values())
    print(f"{len(files)} files, {runs} RUN lines replayed "
          f"({sum(skipped_runs.values())} of them use test-only passes: "
          + (", ".join(f"{k} x{v}" for k, v in sorted(skipped_runs.items()))
             or "none") + f"), {len(unsupported)} RUN lines not replayable, "
          f"{len(results)} (RUN line, chunk) pairs")
    accepted = sum(total[c] for c in CATS[:4])
    print(f"accepted by mlir-opt 22: {accepted}; equal {total['equal']}/"
          f"{accepted}; differ {total['differ']}; mlbuf-failed "
          f"{total['mlbuf-failed']}; mlbuf-unknown-op "
          f"{total['mlbuf-unknown-op']}")
    if unknown:
        print("\nops mlbuf-opt's parser does not know (chunks):")
        for op, n in sorted(unknown.items(), key=lambda kv: (-kv[1], kv[0])):
            print(f"  {op}  {n}")
    if failures:
        print("\nmlbuf-opt failures (first error line, chunks):")
        for why, n in failures.most_common(15 if not args.v else None):
            print(f"  {n:5}  {why}")
    if rejected:
        print("\nupstream-rejected (first error line, chunks):")
        for why, n in rejected.most_common(10 if not args.v else None):
            print(f"  {n:5}  {why}")
    if unsupported:
        print("\nRUN lines not replayed:")
        for rel, lineno, why in unsupported:
            print(f"  {rel}:{lineno}: {why}")
    print("\nRUN-line option combinations (RUN lines, chunks):")
    for combo, n in sorted(combos.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {n:4} {combo_chunks[combo]:5}  {combo}")
    if args.v:
        print("\ndetails:")
        for path, lineno, idx, cat, why, detail in sorted(
                results, key=lambda r: r[:3]):
            if cat in ("equal", "skipped-test-pass", "upstream-rejected"):
                continue
            print(f"{cat}: {path}:{lineno} chunk {idx}: {why}")
            if detail and cat in ("differ", "mlbuf-failed"):
                print("    " + detail.strip().replace("\n", "\n    "))
    return 0 if total["differ"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
