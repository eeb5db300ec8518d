#!/usr/bin/env python3
"""Random differential test of mlbuf's --buffer-deallocation-pipeline.

For each seed, bench/dealloc_gen.py makes a program that allocates and never
frees; this script

  1. runs it with `mlbuf-run --check`: only leak reports are expected (any
     other report means the generator made an ill-defined program); the
     returned checksum is kept;
  2. runs `mlbuf-opt --buffer-deallocation-pipeline` on it (a crash, an
     error or a timeout is a pipeline failure);
  3. runs the output with `mlbuf-run --check`: zero violations and the same
     checksum are expected;
  4. with --upstream-run, also lowers the output with upstream mlir-opt (the
     lowering of test/run-diff/run.py) and JIT-runs it with mlir-runner: the
     checksum must match again.

Prints one line per failing seed, counts per category, the seeds that fail
with a command reproducing each, and the line `N passed, M failed`.
--reduce shrinks each failing program by leaving statements out (dealloc_gen
--skip) while it keeps failing the same way, then (for --keep) by deleting
ops and functions from its text.
Exit status: 0 when every program passes, 1 otherwise.

With --pre-passes P1,P2 (function passes, e.g. buffer-hoisting or
promote-buffers-to-stack{max-alloc-size-in-bytes=64}), step 2 first runs
`mlbuf-opt --pass-pipeline=builtin.module(func.func(P1,P2))` and gives its
output to the pipeline; with --pre-only, the pre passes run alone (step 3
then allows leaks, since nothing frees). --compare-upstream also runs the
pre passes with mlir-opt 22 on the input and compares both outputs in
generic form (re-printed by mlir-opt): categories upstream-equal
(counted), upstream-differ (a failure), upstream-rejected (mlir-opt
fails: counted, not a failure).

--post-passes P1,P2 runs function passes on the pipeline's output before
step 3 (optimize-allocation-liveness, which moves existing frees); with
--compare-upstream their output is compared with mlir-opt 22's on the
same pipeline output.

With --rerun, an output that passes goes through the pipeline a second
time (its frees are existing frees then) and must pass again (categories
rerun-*). --private-dyn, --inline-limit N and --pipeline choose how the
passes run (see --help).

usage: dealloc_random.py [-n N] [--start S] [--structured-only]
                         [--without F,...] [--with F,...] [--size N] [--jobs J]
                         [--upstream-run] [--rerun] [--private-dyn]
                         [--inline-limit N]
                         [--pipeline default|passes|no-pre-canon|ownership|copy]
                         [--reduce] [--keep DIR]
                         [--mlbuf-opt PATH] [--mlbuf-run PATH]
                         [--llvm-bin DIR]
"""
import argparse
import concurrent.futures
import difflib
import json
import os
import re
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # keep the source tree free of __pycache__
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "test", "run-diff"))
import dealloc_gen  # noqa: E402
import upstream_cache  # noqa: E402

TIMEOUT = 60
KIND_RE = re.compile(r": error: ([a-z ]+?): ")
CATEGORY = {
    "leak": "leak",
    "double free": "bad-free",
    "invalid free": "bad-free",
    "use after free": "use-after-free",
    "use after scope": "use-after-free",
}
# Summary rows: (category key, label).
ROWS = [
    ("leak", "leaks"),
    ("bad-free", "bad frees (double/invalid)"),
    ("use-after-free", "use-after-free"),
    ("other-violation", "other violations"),
    ("mismatch", "checksum mismatches"),
    ("pipeline", "pipeline failures (crash/error)"),
    ("run-error", "run errors after the pass"),
    ("upstream-mismatch", "upstream JIT checksum mismatches"),
    ("upstream-error", "upstream lowering/JIT errors"),
    ("upstream-unsupported", "upstream cannot lower (alloca_scope)"),
    ("bad-input", "ill-defined inputs (generator bug)"),
    ("upstream-equal", "pre passes: output equal to mlir-opt 22's"),
    ("upstream-differ", "pre passes: output differs from mlir-opt 22's"),
    ("upstream-rejected", "pre passes: mlir-opt 22 fails"),
]
# --pipeline copy: programs the copy-based pass rejects with a diagnostic
# (docs/copy-deallocation.md): one buffer forwarded twice into values that
# would get a clone each, a clone that would separate a buffer still used
# and written, a clone of a view that a later view addresses from its
# allocation's base; loops made of branches (as MLIR 16) only with builds
# older than 2026-11-28.
COPY_REJECTS = ["Only structured control-flow loops are supported.",
                "cloning them apart would separate them",
                "the copy would change what is read",
                "a clone of the view would not hold those bytes"]
ROWS.append(("rejected", "copy: rejected with a diagnostic"))
# Short names of the reasons, for the per-reason counts of the summary.
REJECT_NAMES = dict(zip(COPY_REJECTS, ["branch loop", "cloned apart",
                                       "separation", "rebased view"]))
# Recorded, counted, but not failures.
NOT_FAILURES = {"upstream-unsupported", "upstream-equal", "upstream-rejected",
                "rejected"}
# --rerun: the same categories for the second run of the pipeline (on the
# output of the first, when that one passed).
RERUN = "rerun-"
ROWS += [(RERUN + k, "rerun: " + label) for k, label in ROWS[:7]]

# The passes of --buffer-deallocation-pipeline, for the explicit pipelines
# (--pipeline passes / no-pre-canon, --inline-limit).
PRE = "expand-realloc{emit-deallocs=false}"
OWN = "ownership-based-buffer-deallocation{private-function-dynamic-ownership=%s}"
# --pipeline copy: MLIR 16's copy-based strategy (docs/copy-deallocation.md),
# run function by function.
# expand-realloc first: the pass rejects reallocations of buffers carried
# around loops or joined at blocks.
COPY = "func.func(expand-realloc{emit-deallocs=false},buffer-deallocation)"
POST = ["canonicalize", "buffer-deallocation-simplification",
        "bufferization-lower-deallocations%s", "cse", "canonicalize"]


def pipeline_args(cfg):
    """mlbuf-opt arguments running the deallocation passes as --pipeline,
    --private-dyn and --inline-limit say."""
    dyn = "true" if cfg.private_dyn else "false"
    if cfg.pipeline == "default" and cfg.inline_limit is None:
        return ["--buffer-deallocation-pipeline" +
                ("=private-function-dynamic-ownership=true"
                 if cfg.private_dyn else "")]
    if cfg.pipeline == "ownership":
        passes = [OWN % dyn]
    elif cfg.pipeline == "copy":
        passes = [COPY]
    else:
        lim = "" if cfg.inline_limit is None else \
            "{inline-limit=%d}" % cfg.inline_limit
        passes = [PRE] + ([] if cfg.pipeline == "no-pre-canon"
                          else ["canonicalize"]) + [OWN % dyn] + \
            [p.replace("%s", lim) for p in POST]
    return ["--pass-pipeline=builtin.module(%s)" % ",".join(passes)]


def default_tool(name):
    for d in ("build", "build-release"):
        p = os.path.join(ROOT, d, "bin", name)
        if os.path.exists(p):
            return p
    return name


def run_uncached(cmd, stdin=None):
    try:
        p = subprocess.run(cmd, input=stdin, capture_output=True,
                           timeout=TIMEOUT, text=True, errors="replace")
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return None, "", "timeout after %ds" % TIMEOUT


def run(cmd, stdin=None):
    """(exit status, stdout, stderr); status None on timeout. Upstream
    tools' answers come from MLBUF_UPSTREAM_CACHE when set
    (upstream_cache.py)."""
    return upstream_cache.cached(cmd, stdin,
                                 lambda: run_uncached(cmd, stdin),
                                 lambda answer: answer[0] is None)


def violations(stderr):
    """Violation kind -> count, from mlbuf-run's reports."""
    out = {}
    for k in KIND_RE.findall(stderr):
        out[k] = out.get(k, 0) + 1
    return out


def first_error(text):
    for line in text.splitlines():
        if "error" in line:
            return line.strip()[:200]
    return text.strip()[:200]


class Outcome:
    def __init__(self, seed):
        self.seed = seed
        self.cats = {}       # category -> count of reports (or 1)
        self.detail = ""
        self.jit = False     # the output was JIT-run by upstream
        # --post-passes: run-time cost before them, and (before, after)
        self.post_before = None
        self.post = None
        self.reject = None   # --pipeline copy: the COPY_REJECTS message

    def add(self, cat, n=1, detail=""):
        self.cats[cat] = self.cats.get(cat, 0) + n
        if detail and not self.detail:
            self.detail = detail

    @property
    def ok(self):
        return not set(self.cats) - NOT_FAILURES


def check_text(cfg, seed, text, tmpdir):
    """Runs the steps on one program text; returns an Outcome."""
    o = Outcome(seed)
    src = os.path.join(tmpdir, "in_%d.mlir" % seed)
    with open(src, "w") as f:
        f.write(text)
    rc, want, err = run([cfg.mlbuf_run, "--check", src, "-e", "main"])
    kinds = violations(err)
    if rc is None or set(kinds) - {"leak"} or not want.strip():
        o.add("bad-input", detail="input run: " + first_error(err))
        return o
    if cfg.inputs_only:
        return o
    if cfg.pre_passes and cfg.compare_upstream:
        compare_upstream(cfg, o, text)
    out = pass_and_run(cfg, o, text, want, "")
    if out is None:
        return o
    if cfg.rerun and o.ok:
        pass_and_run(cfg, o, out, want, RERUN)
    if cfg.upstream_run and cfg.jit:
        upstream_check(cfg, o, out, want, tmpdir)
    return o


def pass_and_run(cfg, o, text, want, tag):
    """Runs the pipeline on text, then its output under mlbuf-run --check;
    adds failures to o under categories prefixed by tag; returns the
    output (None when the pipeline failed)."""
    rc, out, err = 0, text, ""
    if cfg.pre_passes and not tag:
        rc, out, err = run([cfg.mlbuf_opt, pre_pipeline(cfg), "-"], text)
    if rc == 0 and not cfg.pre_only:
        rc, out, err = run([cfg.mlbuf_opt] + pipeline_args(cfg) + ["-"], out)
    if rc == 0 and cfg.post_passes and not tag:
        if cfg.compare_upstream:
            compare_upstream(cfg, o, out, cfg.post_passes)
        o.post_before = run_cost(cfg, out, want)
        rc, out, err = run([cfg.mlbuf_opt,
                            pre_pipeline(cfg, cfg.post_passes), "-"], out)
    what = "after the pass" if not tag else "after the second pass"
    if rc != 0 and cfg.pipeline == "copy" and \
            any(m in err for m in COPY_REJECTS):
        o.add(tag + "rejected", detail=first_error(err))
        if not tag:
            o.reject = next(m for m in COPY_REJECTS if m in err)
        return None
    if rc != 0:
        w = "timeout" if rc is None else "signal %d" % -rc if rc < 0 \
            else "exit %d" % rc
        o.add(tag + "pipeline", detail="%smlbuf-opt %s: %s"
              % ("rerun: " if tag else "", w, first_error(err)))
        return None
    rc, got, err = run([cfg.mlbuf_run, "--check", "--json", "-", "-e",
                        "main"], out)
    kinds = violations(err)
    leaked = cfg.pre_only and kinds.pop("leak", None)  # nothing frees
    if cfg.post_passes and not tag and o.post_before and not kinds and \
            rc == 0 and got.strip() == want.strip():
        o.post = (o.post_before, cost_of(err))
    for k, n in kinds.items():
        o.add(tag + CATEGORY.get(k, "other-violation"), n,
              what + ": " + first_error(err))
    if rc != 0 and not kinds and not leaked:
        o.add(tag + "run-error", detail=what + ": " + first_error(err))
    elif got.strip() != want.strip():
        o.add(tag + "mismatch", detail="%schecksum %s, expected %s"
              % ("rerun: " if tag else "", got.strip(), want.strip()))
    return out


def cost_of(err):
    """(allocations, copies, bytes copied) from mlbuf-run --json's
    statistics line on stderr, or None."""
    for line in reversed(err.splitlines()):
        if line.startswith("{"):
            try:
                st = json.loads(line)
            except ValueError:
                continue
            return (st.get("allocations", 0), st.get("copies", 0),
                    st.get("bytes_copied", 0))
    return None


def run_cost(cfg, text, want):
    """The run-time cost of a program that runs clean with the expected
    checksum, else None."""
    rc, got, err = run([cfg.mlbuf_run, "--check", "--json", "-", "-e",
                        "main"], text)
    if rc != 0 or violations(err) or got.strip() != want.strip():
        return None
    return cost_of(err)


def print_post_cost(results):
    """Run-time cost before and after --post-passes over the programs
    right both times."""
    both = [o for o in results if o.post and o.post[1]]
    pre = [sum(o.post[0][k] for o in both) for k in range(3)]
    post = [sum(o.post[1][k] for o in both) for k in range(3)]
    fewer = sum(1 for o in both if o.post[1][1] < o.post[0][1])
    more = [o.seed for o in both
            if any(b > a for a, b in zip(o.post[0], o.post[1]))]
    print("--post-passes cost (programs right before and after: %d): "
          "allocations %d -> %d, copies %d -> %d, bytes copied %d -> %d; "
          "fewer copies in %d programs; higher cost in %d%s"
          % (len(both), pre[0], post[0], pre[1], post[1], pre[2], post[2],
             fewer, len(more), " (seeds %s)" % " ".join(map(str, more[:20]))
             if more else ""))


def pre_pipeline(cfg, passes=None):
    return "--pass-pipeline=builtin.module(func.func(%s))" % (
        passes or cfg.pre_passes)


def compare_upstream(cfg, o, text, passes=None):
    """The pre (or given) passes through mlbuf-opt and mlir-opt 22: same
    generic form (both re-printed by mlir-opt)?"""
    flag = pre_pipeline(cfg, passes)
    rc, up, err = run([cfg.mlir_opt, flag, "-"], text)
    if rc != 0:
        o.add("upstream-rejected", detail="mlir-opt: " + first_error(err))
        return
    rc, ours, err = run([cfg.mlbuf_opt, flag, "-"], text)
    if rc != 0:
        return  # counted by pass_and_run as a pipeline failure
    gen = [cfg.mlir_opt, "--mlir-print-op-generic", "-"]
    a, b = run(gen, up), run(gen, ours)
    if a[0] == 0 and b[0] == 0 and a[1] == b[1]:
        o.add("upstream-equal")
        return
    if b[0] != 0:
        why = "mlir-opt rejects our output: " + first_error(b[2])
    else:
        diff = [l for l in difflib.unified_diff(
            a[1].splitlines(), b[1].splitlines(), lineterm="", n=0)
            if l[:1] in "+-" and l[:3] not in ("+++", "---")]
        why = "first difference: " + " | ".join(diff[:2])[:300]
    o.add("upstream-differ", detail=why)


def upstream_lowerings(rd, text=""):
    """test/run-diff/run.py's lowering, then the same with scf lowered to
    cf before memref: finalize-memref-to-llvm turns memref.alloca_scope
    into blocks, which an scf.for or scf.while body cannot hold. Programs
    with vector transfers get them lowered to scf loops first and the
    vector ops to LLVM before memref."""
    first = list(rd.PIPELINE)
    if "vector.transfer" in text:
        first.insert(first.index("--convert-bufferization-to-memref") + 1,
                     "--convert-vector-to-scf")
        first.insert(first.index("--finalize-memref-to-llvm"),
                     "--convert-vector-to-llvm")
    p = list(first)
    p.insert(p.index("--finalize-memref-to-llvm"), "--convert-scf-to-cf")
    return [first, p]


def upstream_check(cfg, o, text, want, tmpdir):
    import run as rd  # test/run-diff/run.py: the upstream lowering
    # Upstream gets the generic form: LLVM 22 prints a cf.switch operand
    # that is a result of a multi-result op as `^bb1(%2#1 : ...)` in the
    # custom form, and its own parser rejects that ("result number not
    # allowed in argument list"), so the custom form (which we print as
    # upstream does) does not always round-trip through mlir-opt.
    rc, generic, err = run([cfg.mlbuf_opt, "--mlir-print-op-generic", "-"],
                           text)
    if rc != 0:
        o.jit = True
        o.add("upstream-error", detail="generic form: " + first_error(err))
        return
    path = os.path.join(tmpdir, "dealloc_%d.mlir" % o.seed)
    with open(path, "w") as f:
        f.write(generic)
    for lowering in upstream_lowerings(rd, generic):
        rc, low, err = run([cfg.mlir_opt, path] + lowering)
        if rc == 0:
            break
    if rc != 0:
        # Upstream's memref.alloca_scope lowering needs its parent to take
        # blocks and its body not to have any: with scf regions around and
        # inside it, no order of the lowering passes works.
        # Nor does upstream lower arith.index_cast on memrefs (which its
        # own One-Shot Bufferize makes of an index_cast on tensors), or a
        # memref.alloc in memory space 1 (a malloc call on a pointer of
        # address space 1).
        cat = "upstream-unsupported" if (
            "memref.alloca_scope" in text or
            re.search(r"arith\.index_cast %\S+ : memref", text) or
            re.search(r"memref<[^\n]*?, 1>", text)) \
            else "upstream-error"
        o.add(cat, detail="upstream lowering: " + first_error(err))
        if cat == "upstream-error":
            o.jit = True  # counts as a run that does not agree
        return
    o.jit = True
    rc, got, err = run([cfg.mlir_runner, "-e", "main",
                        "--entry-point-result=i64",
                        "--shared-libs=" + ",".join(cfg.libs)], low)
    if rc != 0:
        o.add("upstream-error", detail="mlir-runner exit %d: %s"
              % (rc, first_error(err)))
    elif got.strip() != want.strip():
        o.add("upstream-mismatch", detail="JIT checksum %s, expected %s"
              % (got.strip(), want.strip()))


def gen_args(cfg):
    return dict(structured_only=cfg.structured_only,
                without=cfg.without or "", with_=cfg.with_ or "",
                size=cfg.size)


def check_seed(cfg, seed, tmpdir, skip=()):
    text, paths = dealloc_gen.generate(seed, skip=skip, **gen_args(cfg))
    return check_text(cfg, seed, text, tmpdir), paths


def reduce_seed(cfg, seed, first, tmpdir):
    """Greedily leaves out statements while the program still fails in one
    of the categories it failed in first; returns the skip list."""
    want = set(first.cats) - {"bad-input"}
    skip = []
    _, paths = dealloc_gen.generate(seed, **gen_args(cfg))
    changed = True
    while changed:
        changed = False
        for p in list(paths):
            if p in skip or any(p.startswith(s + "/") for s in skip):
                continue
            o, _ = check_seed(cfg, seed, tmpdir, skip + [p])
            if not o.ok and set(o.cats) & want and "bad-input" not in o.cats:
                skip.append(p)
                changed = True
        _, paths = dealloc_gen.generate(seed, skip=skip, **gen_args(cfg))
    return skip


def chunks(lines):
    """Deletable pieces of a module's text as (first, end) line ranges: each
    op line, and each op with regions (its first line to the line closing
    them), functions included. Block labels and lines closing or
    continuing regions ("} else {") are not pieces of their own."""
    out, stack = [], []
    for i, line in enumerate(lines):
        t = line.strip()
        d = line.count("{") - line.count("}")
        if d > 0:
            stack.append(i)
        elif d < 0:
            for _ in range(-d):
                if stack:
                    out.append((stack.pop(), i + 1))
        elif t and not t.startswith(("^", "}", "//", "module")) and \
                not FREES_RE.search(t):
            out.append((i, i + 1))
    return out


# Frees are not deleted on their own: a buffer freed on some paths only is
# managed by hand and leaks on the others by design.
FREES_RE = re.compile(r"\b(memref\.dealloc|bufferization\.dealloc|"
                      r"memref\.realloc)\b")


def text_reduce(text, still_fails, budget=3000):
    """Deletes pieces of text (see chunks), last first, while
    still_fails(text) holds, in passes until one deletes nothing; returns
    the smallest text found."""
    lines = text.splitlines()
    tries = 0
    changed = True
    while changed and tries < budget:
        changed = False
        cursor = len(lines)
        while tries < budget:
            cs = [c for c in chunks(lines) if c[0] < cursor]
            if not cs:
                break
            cursor = max(c[0] for c in cs)
            for a, b in sorted((c for c in cs if c[0] == cursor),
                               key=lambda c: c[0] - c[1]):
                cand = lines[:a] + lines[b:]
                tries += 1
                if still_fails("\n".join(cand) + "\n"):
                    lines = cand
                    changed = True
                    break
    return "\n".join(lines) + "\n"


def reduce_text(cfg, first, text, tmpdir):
    """The program text reduced further by deleting ops and functions
    (text_reduce) while it keeps failing in a category it failed in first
    with a well-defined input."""
    want = set(first.cats) - {"bad-input"}

    def fails(t):
        o = check_text(cfg, first.seed, t, tmpdir)
        return not o.ok and set(o.cats) & want and "bad-input" not in o.cats
    return text_reduce(text, fails)


def opt_command(cfg):
    """The mlbuf-opt command line of the pipeline (shell-quoted)."""
    def quote(args):
        return " ".join("'%s'" % a if "{" in a or "(" in a else a
                        for a in args)
    pre = "mlbuf-opt " + quote([pre_pipeline(cfg)]) if cfg.pre_passes \
        else ""
    if cfg.pre_only:
        return pre
    main = "mlbuf-opt " + quote(pipeline_args(cfg))
    if cfg.post_passes:
        main += " | mlbuf-opt " + quote([pre_pipeline(cfg,
                                                      cfg.post_passes)])
    return pre + " | " + main if pre else main


def repro_command(cfg, seed, skip):
    opts = []
    if cfg.structured_only:
        opts.append("--structured-only")
    if cfg.without:
        opts.append("--without " + cfg.without)
    if cfg.with_:
        opts.append("--with " + cfg.with_)
    if cfg.size != 24:
        opts.append("--size %d" % cfg.size)
    if skip:
        opts.append("--skip " + ",".join(skip))
    opt = opt_command(cfg)
    return ("python3 bench/dealloc_gen.py %d%s > /tmp/r.mlir && %s "
            "/tmp/r.mlir | %smlbuf-run --check - -e main"
            % (seed, "".join(" " + x for x in opts), opt,
               opt + " - | " if cfg.rerun else ""))


def setup_upstream(cfg):
    cfg.jit = False
    if not cfg.upstream_run:
        return
    import run as rd
    why = rd.setup(cfg)
    if why:
        print("upstream run skipped: %s" % why)
    else:
        cfg.jit = True


def parse_args():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 allow_abbrev=False)
    ap.add_argument("-n", type=int, default=100, help="number of seeds")
    ap.add_argument("--start", type=int, default=0, help="first seed")
    ap.add_argument("--structured-only", action="store_true")
    ap.add_argument("--without", default="", metavar="F,...",
                    help="generator features to leave out")
    ap.add_argument("--with", dest="with_", default="", metavar="F,...",
                    help="opt-in generator features (escaping-views, copies)")
    ap.add_argument("--size", type=int, default=24)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--upstream-run", action="store_true",
                    help="also JIT-run our output with upstream")
    ap.add_argument("--rerun", action="store_true",
                    help="when the output passes, run the pipeline on it "
                    "again (its frees are then existing frees) and check "
                    "that output too (categories rerun-*)")
    ap.add_argument("--inputs-only", action="store_true",
                    help="only check that the generated programs are "
                    "well-defined (step 1): a test of the generator that "
                    "open failures of the passes do not make fail")
    ap.add_argument("--private-dyn", action="store_true",
                    help="private-function-dynamic-ownership=true")
    ap.add_argument("--inline-limit", type=int, default=None, metavar="N",
                    help="bufferization-lower-deallocations{inline-limit=N} "
                    "(0: upstream's helper-call form); runs the passes as "
                    "an explicit pipeline")
    ap.add_argument("--pipeline", default="default",
                    choices=["default", "passes", "no-pre-canon",
                             "ownership", "copy"],
                    help="default: --buffer-deallocation-pipeline (its "
                    "passes run function by function); passes: the same "
                    "passes as an explicit --pass-pipeline (pass by pass); "
                    "no-pre-canon: without the first canonicalize (which "
                    "erases unreachable blocks before the ownership pass "
                    "sees them); ownership: the ownership pass alone (its "
                    "bufferization.dealloc ops run as they are); copy: "
                    "the copy-based buffer-deallocation pass alone (MLIR 16)")
    ap.add_argument("--pre-passes", default="", metavar="P1,P2",
                    help="function passes run before the pipeline, as in "
                    "func.func(P1,P2) (buffer-hoisting, "
                    "buffer-loop-hoisting, promote-buffers-to-stack{...})")
    ap.add_argument("--pre-only", action="store_true",
                    help="run the --pre-passes alone (no deallocation: "
                    "leaks are expected, nothing else)")
    ap.add_argument("--post-passes", default="", metavar="P1,P2",
                    help="function passes run after the pipeline (e.g. "
                    "optimize-allocation-liveness); with --compare-upstream "
                    "their output on the pipeline's output is compared")
    ap.add_argument("--compare-upstream", action="store_true",
                    help="also compare the --pre-passes' output with "
                    "mlir-opt 22's (generic form)")
    ap.add_argument("--reduce", action="store_true",
                    help="shrink each failing program")
    ap.add_argument("--keep", metavar="DIR",
                    help="write failing (reduced) programs to DIR")
    ap.add_argument("--mlbuf-opt", default=default_tool("mlbuf-opt"))
    ap.add_argument("--mlbuf-run", default=default_tool("mlbuf-run"))
    ap.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin")
    ap.add_argument("--llvm-lib", default=None)
    ap.add_argument("seeds", nargs="*", type=int,
                    help="explicit seeds (instead of -n/--start)")
    return ap.parse_args()


def summarize(cfg, results):
    failed = [o for o in results if not o.ok]
    print("pipeline: %s" % ("none (--inputs-only)" if cfg.inputs_only else
                            opt_command(cfg) + (" (twice: --rerun)"
                                                if cfg.rerun else "")))
    print("programs: %d" % len(results))
    always = ("leak", "bad-free", "use-after-free", "other-violation",
              "mismatch", "pipeline", "bad-input")
    for key, label in ROWS:
        progs = [o for o in results if key in o.cats]
        if progs or key in always or (cfg.rerun and key.startswith(RERUN)
                                      and key[len(RERUN):] in always):
            print("%-34s %d programs (%d reports)"
                  % (label + ":", len(progs),
                     sum(o.cats[key] for o in progs)))
    for m in COPY_REJECTS:
        n = sum(1 for o in results if o.reject == m)
        if n:
            print("  %-32s %d programs" % ("rejected: " + REJECT_NAMES[m]
                                           + ":", n))
    if cfg.post_passes and not cfg.inputs_only:
        print_post_cost(results)
    if cfg.upstream_run and cfg.jit:
        ran = [o for o in results if o.jit]
        print("%-34s %d programs, %d with the same checksum"
              % ("upstream JIT runs:", len(ran),
                 sum(1 for o in ran if not {"upstream-mismatch",
                                            "upstream-error",
                                            "upstream-unsupported"}
                     & set(o.cats))))
    return failed


def main():
    cfg = parse_args()
    setup_upstream(cfg)
    if not getattr(cfg, "mlir_opt", None):
        cfg.mlir_opt = os.path.join(cfg.llvm_bin, "mlir-opt")
    if (cfg.pre_only or cfg.compare_upstream) and not (
            cfg.pre_passes or cfg.post_passes):
        sys.exit("--pre-only and --compare-upstream need --pre-passes "
                 "(or --post-passes)")
    seeds = cfg.seeds or list(range(cfg.start, cfg.start + cfg.n))
    with tempfile.TemporaryDirectory() as tmpdir:
        with concurrent.futures.ThreadPoolExecutor(cfg.jobs) as ex:
            results = [o for o, _ in ex.map(
                lambda s: check_seed(cfg, s, tmpdir), seeds)]
        for o in results:
            if not o.ok:
                print("FAIL seed %d: %s -- %s" % (
                    o.seed, ", ".join(sorted(o.cats)), o.detail))
        failed = summarize(cfg, results)
        if failed:
            print("failing seeds:")
        for o in failed:
            skip = reduce_seed(cfg, o.seed, o, tmpdir) if cfg.reduce else []
            if cfg.keep:
                os.makedirs(cfg.keep, exist_ok=True)
                text, _ = dealloc_gen.generate(o.seed, skip=skip,
                                               **gen_args(cfg))
                if cfg.reduce:
                    text = reduce_text(cfg, o, text, tmpdir)
                with open(os.path.join(cfg.keep, "seed%d.mlir" % o.seed),
                          "w") as f:
                    f.write(text)
            print("  %d (%s): %s" % (o.seed, ", ".join(sorted(o.cats)),
                                     repro_command(cfg, o.seed, skip)))
    print("%d passed, %d failed" % (len(results) - len(failed), len(failed)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
