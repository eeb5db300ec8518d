"""What the harnesses of the generators written apart share
(dealloc_indep_random.py, bufferize_indep_random.py): running a tool,
reading mlbuf-run --check's errors, and shrinking a failing program.
"""
import collections
import os
import re
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ERR_RE = re.compile(r": error: ([a-z -]+?):")
KINDS = {"leak": "leak", "double free": "bad-free", "invalid free": "bad-free",
         "use after free": "use-after-free", "use after scope": "use-after-free"}


def default_tool(name):
    return os.path.join(ROOT, "build", "bin", name)


def add_common_args(ap):
    """The options both harnesses take: failing programs kept (and
    reduced), the tools, explicit seeds."""
    ap.add_argument("--keep", metavar="DIR", help="write failing programs here")
    ap.add_argument("--reduce", action="store_true", help="with --keep: also reduce them")
    ap.add_argument("--mlbuf-opt", default=default_tool("mlbuf-opt"))
    ap.add_argument("--mlbuf-run", default=default_tool("mlbuf-run"))
    ap.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin")
    ap.add_argument("seeds", nargs="*", type=int)


def run(cmd, inp=None, timeout=30):
    """(exit status or None on timeout, stdout, stderr)."""
    try:
        p = subprocess.run(cmd, input=inp, capture_output=True, text=True,
                           timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return None, "", "timeout"


def run_errors(stderr):
    """Categories of the errors mlbuf-run --check reported."""
    cats = collections.Counter()
    for ln in stderr.splitlines():
        if ": error: " not in ln:
            continue
        m = ERR_RE.search(ln)
        kind = m.group(1) if m else ""
        cats[KINDS.get(kind, "run-error")] += 1
    return cats


def brace_ranges(lines):
    """Brace-balanced ranges (an op with its regions, a function), biggest
    first."""
    out = []
    stack = []
    for i, ln in enumerate(lines):
        s = ln.strip()
        opens, closes = s.endswith("{"), s.startswith("}")
        if opens and closes:
            continue            # `} else {`, `} do {`: the op goes on
        if closes and stack:
            out.append((stack.pop(), i + 1))
        elif opens:
            stack.append(i)
    out.sort(key=lambda r: r[0] - r[1])
    return out


def reduce_lines(lines, ok):
    """Deletes brace-balanced ranges, then single lines (bottom up), while
    ok(candidate, current) holds (the lines with one part deleted, and
    those it was deleted from); repeats until nothing goes (4 rounds at
    most). The text of what is left."""
    for _ in range(4):
        before = len(lines)
        tried = set()
        progress = True
        while progress:
            progress = False
            for lo, hi in brace_ranges(lines):
                key = "\n".join(lines[lo:hi])
                if key in tried:
                    continue
                tried.add(key)
                cand = lines[:lo] + lines[hi:]
                if ok(cand, lines):
                    lines = cand
                    progress = True
                    break
        i = len(lines) - 1
        while i >= 0:
            cand = lines[:i] + lines[i + 1:]
            if lines[i].strip() and ok(cand, lines):
                lines = cand
            i -= 1
        if len(lines) == before:
            break
    return "\n".join(lines) + "\n"
