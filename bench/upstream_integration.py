#!/usr/bin/env python3
"""Upstream MLIR's runnable integration tests as an outside oracle for
One-Shot Bufferize and the buffer deallocation pipeline.

Our random generators only produce shapes our passes already handle; the
programs under llvm-project's mlir/test/Integration/Dialect/ were written by
other people and print what they compute. For every such file this script

 1. runs the program as written (tensor level) with `mlbuf-run --check`:
    the program's own meaning;
 2. runs `mlbuf-opt` with the RUN line's pre-passes that mlbuf-opt knows,
    `--one-shot-bufferize=bufferize-function-boundaries` (plus the RUN
    line's own One-Shot options) and `--buffer-deallocation-pipeline`, then
    `mlbuf-run --check` on the output: it must print what 1 printed and
    report no leak, double free, use after free or other heap violation;
 3. feeds the printed output to FileCheck with the file's own CHECK lines
    (and check prefix), and, where mlir-opt 22 accepts the RUN line's
    pipeline (or, failing that, a standard lowering of ours, see
    STD_LOWERING), compares with upstream's mlir-opt + mlir-runner output.
    Heap addresses (`base@ = 0x...`) are masked before comparing.

Each file lands in one category (the first failure in this order):
  skipped            not run: target-specific directory (ArmSME, ArmSVE,
                     ArmNeon, AMX, X86...), every RUN line needs the
                     transform dialect interpreter, runtime verification
                     tests (they check for aborts), no runner in the RUN
                     lines; the reason is printed
  unknown-op         mlbuf cannot parse an op of the program (listed)
  mlbuf-run-failed   step 1 (or step 2's run) stops with an error that is
                     not a heap violation (first error line)
  mlbuf-opt-failed   step 2's mlbuf-opt fails (first error line)
  checked-heap-error step 2's run reports a heap violation
  output-differs     1 and 2 print differently, or FileCheck rejects the
                     output, or upstream prints differently
  equal              1 = 2, FileCheck accepts, upstream agrees (or is not
                     available: said per file)

The inputs are not part of this repository (upstream's tests are used to
measure, never copied into it). They were obtained from the GitHub
repository llvm/llvm-project through the session's stored-file index
(`find_files` under mlir/test/Integration/Dialect/{Linalg/CPU,Tensor,SCF,
MemRef,Arith,Vector/CPU}, `read_file` page by page) and written unchanged
under their path relative to mlir/test/Integration/ in
/tmp/intg15/upstream-integration/, with a MANIFEST listing each file and
the commit it was read at. A MANIFEST line may carry `not-copied: REASON`
for a file that was read and not written because it is skipped anyway
(it is counted as skipped with that reason). The stored versions are not
all LLVM 22's (some RUN lines use mlir-cpu-runner or the MLIR 16 partial
bufferization passes): the programs are what we measure, their RUN lines
only give the entry point, the check prefix, the One-Shot options and
the pre-passes. A file whose RUN lines use `-test-transform-dialect-erase-
schedule` without the interpreter is first passed through upstream's
mlir-opt with that pass alone (dropping the transform schedule), as the
RUN line does. Any checkout of llvm-project works the same: point the
script at its mlir/test/Integration (and write a MANIFEST of its files).

Usage: upstream_integration.py [--mlbuf-opt P] [--mlbuf-run P]
          [--llvm-bin DIR] [--no-upstream] [--filter REGEX] [-v] [DIR]
"""
import argparse
import collections
import os
import re
import shlex
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from bufferize_upstream import split_pipe, UNKNOWN_OP  # noqa: E402

TARGET_DIRS = ("ArmSME", "ArmSVE", "ArmNeon", "AMX", "X86", "X86Vector",
               "GPU", "NVGPU", "AMDGPU")
RUNNERS = ("mlir-runner", "mlir-cpu-runner")
INTERPRETER = ("-transform-interpreter", "-test-transform-dialect-interpreter")
ERASE = "-test-transform-dialect-erase-schedule"
HEAP_KINDS = ("leak", "double free", "use after free", "invalid free",
              "out of bounds", "use after scope", "uninitialized memref",
              "write to constant")
# Passes that end or follow bufferization: step 2 replaces them with
# mlbuf's One-Shot + deallocation pipeline.
BUFFERIZE_PASSES = {
    "one-shot-bufferize", "arith-bufferize", "linalg-bufferize",
    "tensor-bufferize", "func-bufferize", "finalizing-bufferize",
    "scf-bufferize", "bufferization-bufferize", "vector-bufferize",
    "buffer-deallocation", "buffer-deallocation-pipeline"}
# Upstream's lowering when the RUN line's own pipeline no longer exists in
# mlir-opt 22 (MLIR 16's partial bufferization passes, ...).
STD_LOWERING = (
    "--one-shot-bufferize=bufferize-function-boundaries "
    "--buffer-deallocation-pipeline --convert-bufferization-to-memref "
    "--convert-linalg-to-loops --convert-vector-to-scf "
    "--expand-strided-metadata --lower-affine --convert-scf-to-cf "
    "--convert-vector-to-llvm "
    "--finalize-memref-to-llvm --convert-math-to-llvm --convert-arith-to-llvm "
    "--convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts")
ADDR = re.compile(r"base@ = (0x)?[0-9a-fA-F]+|base@ = \(nil\)")

# --variants: other ways down to buffers, each run under mlbuf-run --check
# against the program's own output (the pre-passes as in step 2).
VARIANTS = {
    "no-function-boundaries": ["--one-shot-bufferize",
                               "--buffer-deallocation-pipeline"],
    "identity-layout-map": [
        "--one-shot-bufferize=bufferize-function-boundaries "
        "function-boundary-type-conversion=identity-layout-map",
        "--buffer-deallocation-pipeline"],
    "copy-based-deallocation": [
        "--one-shot-bufferize=bufferize-function-boundaries",
        "--buffer-deallocation"],
    "hoisting-and-stack": [
        "--one-shot-bufferize=bufferize-function-boundaries",
        "--buffer-hoisting", "--buffer-loop-hoisting",
        "--promote-buffers-to-stack", "--buffer-deallocation-pipeline"],
    "copy-removal": [
        "--one-shot-bufferize=bufferize-function-boundaries",
        "--buffer-deallocation-pipeline", "--copy-removal"],
}

SCRATCH = None


def run(cmd, text=None, timeout=120):
    try:
        p = subprocess.run(cmd, input=text, capture_output=True, text=True,
                           timeout=timeout, cwd=SCRATCH)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", "", "timeout"
    except UnicodeDecodeError:
        return "bad-output", "", "output is not text"


def first_error(err):
    for line in err.splitlines():
        if "error" in line:
            return line.strip()
    lines = [l for l in err.splitlines() if l.strip()]
    return lines[0].strip() if lines else "(no message)"


def unknown_op(err):
    for pat in UNKNOWN_OP:
        m = pat.search(err)
        if m:
            return m.group(1)
    return None


def heap_error(err):
    for line in err.splitlines():
        for k in HEAP_KINDS:
            if f"error: {k}" in line:
                return line.strip()
    return None


def other_error(err):
    """An error line that is not a heap violation."""
    for line in err.splitlines():
        if "error:" in line and not any(f"error: {k}" in line
                                        for k in HEAP_KINDS):
            return line.strip()
    return None


def norm(out):
    return ADDR.sub("base@ = ADDR", out)


def flag(tok):
    """-foo and --foo are the same to mlir-opt; returns '-foo...'."""
    return tok[1:] if tok.startswith("--") else tok


# ==== RUN lines ====

def run_lines(text):
    """The file's RUN commands with continuation lines joined and
    %{x} DEFINEs (themselves continued over lines, and nested)
    substituted: a list of (line number, command)."""
    defines, out = {}, []
    pending = None   # (kind, line number, name, text so far)

    def finish(p):
        kind, no, name, body = p
        if kind == "RUN":
            out.append((no, body))
        else:
            defines[name] = body

    for no, line in enumerate(text.splitlines(), 1):
        m = re.search(r"(?://|#)\s*(RUN|(?:RE)?DEFINE):(.*)$", line)
        if not m:
            continue
        part = m.group(2).strip()
        if pending is not None:
            pending = (pending[0], pending[1], pending[2],
                       (pending[3] + " " + part).strip())
        else:
            kind, name = ("RUN" if m.group(1) == "RUN" else "DEFINE"), None
            if kind == "DEFINE":
                d = re.match(r"(%\{[\w-]+\})\s*=\s*(.*)$", part)
                if not d:
                    continue
                name, part = d.group(1), d.group(2)
            pending = (kind, no, name, part)
        if pending[3].endswith("\\"):
            pending = pending[:3] + (pending[3][:-1].rstrip(),)
            continue
        finish(pending)
        pending = None
    if pending is not None:
        finish(pending)
    cmds = []
    for no, c in out:
        for _ in range(5):
            for k, v in defines.items():
                c = c.replace(k, v)
        cmds.append((no, c))
    return cmds


class Plan:
    """What the chosen RUN line asks for."""

    def __init__(self):
        self.opt_stages = []     # token lists of each mlir-opt stage
        self.entry = "main"
        self.runner_args = []
        self.check_args = []     # FileCheck's options (prefix, ...)
        self.erase = False       # -test-transform-dialect-erase-schedule
        self.interpreter_dropped = False


def join_tmp_runs(cmds):
    """`mlir-opt ... -o %t` followed by `mlir-runner %t ...` -> one pipe."""
    out = []
    for no, c in cmds:
        c = c.replace("rm -f %t &&", "").replace("rm -rf %t &&", "")
        if "&&" in c:
            c = c.replace("&&", "|")
        if out and re.search(r"-o\s+%t\b", out[-1][1]) and \
                re.search(r"(mlir-runner|mlir-cpu-runner)\s+%t\b", c):
            prev = re.sub(r"-o\s+%t\b", "", out[-1][1])
            c = prev + " | " + re.sub(r"\s%t\b", " ", c, count=1)
            out[-1] = (out[-1][0], c)
            continue
        out.append((no, c))
    return out


def plan_for(cmd, drop_interpreter=False):
    """A Plan for one RUN command, or (None, reason). With
    drop_interpreter, a RUN line's transform interpreter is left out (the
    schedule is erased instead: the untransformed program)."""
    p = Plan()
    has_runner = False
    for st in split_pipe(cmd):
        try:
            toks = shlex.split(st)
        except ValueError as e:
            return None, f"cannot split RUN line: {e}"
        toks = [t for t in toks if t not in ("2>&1",)]
        if toks and toks[0] == "not":
            toks = toks[1:]
        if not toks:
            continue
        tool = os.path.basename(toks[0])
        if tool == "mlir-opt":
            args = [t for t in toks[1:] if t != "%s"]
            if any(flag(a).split("=")[0] in INTERPRETER for a in args):
                if not drop_interpreter:
                    return None, "needs the transform dialect interpreter"
                args = [a for a in args
                        if flag(a).split("=")[0] not in INTERPRETER]
                p.erase = p.interpreter_dropped = True
            if any(flag(a).startswith("-generate-runtime-verification")
                   for a in args):
                return None, "runtime verification (checks for aborts)"
            if any(flag(a) == ERASE for a in args):
                p.erase = True
            p.opt_stages.append([a for a in args if flag(a) != ERASE])
        elif tool in RUNNERS:
            has_runner = True
            it = iter(toks[1:])
            for t in it:
                if t == "-e":
                    p.entry = next(it, "main")
                elif t.startswith("-e=") or t.startswith("--e="):
                    p.entry = t.split("=", 1)[1]
                p.runner_args.append(t)
        elif tool == "FileCheck":
            p.check_args = [t for t in toks[1:] if t != "%s"]
        else:
            return None, f"RUN line runs {tool}"
    if not has_runner:
        return None, "no runner in the RUN line"
    return p, None


def choose_plan(text, path, drop_interpreter=False):
    parts = path.split(os.sep)
    for d in TARGET_DIRS:
        if d in parts:
            return None, f"target-specific ({d})"
    cmds = join_tmp_runs(run_lines(text))
    if not cmds:
        return None, "no RUN line"
    reasons = []
    for _, c in cmds:
        p, why = plan_for(c)
        if p:
            return p, None
        reasons.append(why)
    if drop_interpreter and any(r.startswith("needs the transform")
                                for r in reasons):
        for _, c in cmds:
            p, _ = plan_for(c, drop_interpreter=True)
            if p:
                return p, None
    for pref in ("runtime verification", "needs the transform"):
        for r in reasons:
            if r.startswith(pref):
                return None, ("every RUN line " + r if pref.startswith("needs")
                              else r)
    return None, reasons[0]


# ==== Pipelines ====

def pass_items(stage):
    """(name, options) of each pass of one mlir-opt stage, in order, from
    -pass flags and -pass-pipeline strings (anchors dropped)."""
    out = []
    for a in stage:
        f = flag(a)
        if f.startswith("-pass-pipeline="):
            pipe = f.split("=", 1)[1].strip("'\"")
            for m in re.finditer(r"([\w.-]+)(\{[^}]*\})?", pipe):
                if m.group(1) in ("builtin.module", "func.func"):
                    continue
                opts = (m.group(2) or "")[1:-1]
                out.append((m.group(1), opts))
        elif f.startswith("-") and not f.startswith("-o"):
            name, _, opts = f[1:].partition("=")
            out.append((name, opts.strip("'\"")))
    return out


def is_lowering(name):
    """A pass of the RUN line's way down to LLVM (not a pre-pass)."""
    return "-to-llvm" in name or name.startswith((
        "convert-linalg-to-", "convert-scf-to-", "convert-vector-to-scf",
        "convert-bufferization-to-memref", "finalize-", "lower-",
        "expand-strided-metadata", "reconcile-", "test-cf-assert"))


def mlbuf_passes(mlbuf_opt):
    rc, out, err = run([mlbuf_opt, "--help"])
    names = set(re.findall(r"--([a-z][\w-]*)", out + err))
    return names


def step2_args(plan, known):
    """mlbuf-opt flags: known pre-passes, then One-Shot (with the RUN
    line's options) and the deallocation pipeline. Returns (args, dropped
    pre-passes)."""
    pre, dropped, all_pre = [], [], []
    oneshot = {"bufferize-function-boundaries": None}
    seen_bufferize = False
    for st in plan.opt_stages:
        for name, opts in pass_items(st):
            if name in BUFFERIZE_PASSES:
                seen_bufferize = True
                if name == "one-shot-bufferize" and opts:
                    for o in shlex.split(opts.replace(",", " ")):
                        k, _, v = o.partition("=")
                        oneshot[k] = v or None
                continue
            if seen_bufferize or is_lowering(name):
                seen_bufferize = True
                continue   # lowering towards LLVM: not ours to run
            all_pre.append(f"--{name}" + (f"={opts}" if opts else ""))
            if name in known:
                pre.append(f"--{name}" + (f"={opts}" if opts else ""))
            else:
                dropped.append(name)
    os_opts = " ".join(k if v is None else f"{k}={v}"
                       for k, v in oneshot.items())
    return pre + [f"--one-shot-bufferize={os_opts}",
                  "--buffer-deallocation-pipeline"], dropped, all_pre


# ==== One file ====

class Result:
    def __init__(self, path):
        self.path = path
        self.cat = None
        self.detail = ""
        self.notes = []
        self.op = None
        self.variant_failures = []
        self.interp_only = False


def filecheck(args, path, out, llvm_bin):
    cmd = [os.path.join(llvm_bin, "FileCheck"), path] + \
        [a for a in args if a != path]
    rc, _, err = run(cmd, out)
    return rc == 0, first_error(err) if rc else ""


def runtime_lib(libdir, name):
    """libdir/name.so, or its versioned file (Debian ships only .so.22.1)."""
    for f in sorted(os.listdir(libdir)):
        if f == name + ".so" or f.startswith(name + ".so."):
            return os.path.join(libdir, f)
    return os.path.join(libdir, name + ".so")


def upstream_output(plan, src, args):
    """Upstream's printed output: the RUN line's mlir-opt stages, else the
    standard lowering; None and a reason when neither runs."""
    opt = os.path.join(args.llvm_bin, "mlir-opt")
    libs = ",".join(runtime_lib(args.llvm_lib, l) for l in
                    ("libmlir_c_runner_utils", "libmlir_runner_utils"))
    runner = [os.path.join(args.llvm_bin, "mlir-runner"), "-e", plan.entry,
              "-entry-point-result=void", f"-shared-libs={libs}"]
    std = shlex.split(STD_LOWERING)
    tries = [("RUN line", plan.opt_stages),
             ("standard lowering", [std]),
             ("standard lowering without bufferization", [std[2:]])]
    why = ""
    for label, stages in tries:
        text = src
        ok = True
        for st in stages:
            rc, text, err = run([opt] + st, text)
            if rc != 0:
                ok = False
                why = f"{label}: mlir-opt: {first_error(err)}"
                break
        if not ok:
            continue
        rc, out, err = run(runner, text)
        if rc != 0:
            why = f"{label}: mlir-runner: {first_error(err)}"
            continue
        return out, label
    return None, why


def erase_schedule_text(text):
    """What -test-transform-dialect-erase-schedule does, by text: drops
    top-level `transform.*` ops and modules marked
    transform.with_named_sequence (for stored versions whose transform
    syntax mlir-opt 22 no longer parses)."""
    lines = text.split("\n")
    out, i = [], 0
    while i < len(lines):
        l = lines[i]
        if re.match(r"(transform\.|module\b.*transform\.with_named_sequence)",
                    l) and "{" in l:
            depth = 0
            while i < len(lines):
                code = lines[i].split("//")[0]
                depth += code.count("{") - code.count("}")
                i += 1
                if depth <= 0:
                    break
            continue
        out.append(l)
        i += 1
    return "\n".join(out)


def erase_schedule(text, args, r):
    rc, out, err = run([os.path.join(args.llvm_bin, "mlir-opt"),
                        "--" + ERASE[1:]], text)
    if rc == 0:
        r.notes.append("transform schedule erased by mlir-opt 22")
        return out
    r.notes.append("transform schedule erased by text (mlir-opt 22: " +
                   first_error(err) + ")")
    return erase_schedule_text(text)


def check_file(path, rel, args, known):
    r = Result(rel)
    text = open(path).read()
    plan, why = choose_plan(text, rel, args.erase_interpreter_schedules)
    if not plan:
        r.cat, r.detail = "skipped", why
        return r
    if plan.interpreter_dropped:
        # Not in the main figures: a schedule may change what the program
        # computes (test-matmul-masked-vec's masked vectorization).
        r.notes.append("interpreter-only: run with the schedule erased")
        r.interp_only = True
    src = erase_schedule(text, args, r) if plan.erase else text
    # A stored version older or newer than LLVM 22 may not parse there.
    rc, _, err = run([os.path.join(args.llvm_bin, "mlir-opt"),
                      "--allow-unregistered-dialect"], src)
    if rc != 0:
        r.cat = "skipped"
        r.detail = "mlir-opt 22 rejects the stored version: " + \
            re.sub(r"^.*?error: ", "", first_error(err))
        return r
    with tempfile.TemporaryDirectory(dir=SCRATCH) as tmp:
        prog = os.path.join(tmp, "prog.mlir")
        open(prog, "w").write(src)
        # Step 1: the program's own meaning.
        rc1, out1, err1 = run([args.mlbuf_run, prog, "-e", plan.entry,
                               "--check"])
        op = unknown_op(err1)
        if op:
            r.cat, r.op, r.detail = "unknown-op", op, first_error(err1)
            return r
        if rc1 != 0 and heap_error(err1) and not other_error(err1):
            # The program as written frees by hand and gets it wrong
            # (memref-level tests that never free): its output still is
            # its meaning; the pipeline's output must be clean.
            r.notes.append("the input itself: " + heap_error(err1))
            rc1 = 0
        # Step 2: One-Shot + deallocation pipeline, then a checked run.
        opts, dropped, all_pre = step2_args(plan, known)
        buf = os.path.join(tmp, "buf.mlir")
        step2_input = prog
        rc2, _, err2 = run([args.mlbuf_opt, prog] + opts + ["-o", buf])
        if dropped and rc2 != 0:
            # The RUN line's pre-passes mlbuf-opt lacks (a conversion to
            # linalg, a test pattern pass) run on mlir-opt 22 first.
            rc, pre_out, err = run([os.path.join(args.llvm_bin, "mlir-opt")]
                                   + all_pre, src)
            if rc == 0:
                prog2 = step2_input = os.path.join(tmp, "pre.mlir")
                open(prog2, "w").write(pre_out)
                keep = [o for o in opts if o.startswith(
                    ("--one-shot-bufferize", "--buffer-deallocation"))]
                r.notes.append("pre-passes run by mlir-opt 22: " +
                               " ".join(all_pre))
                opts = keep
                rc2, _, err2 = run([args.mlbuf_opt, prog2] + opts +
                                   ["-o", buf])
                dropped = []
        if dropped:
            r.notes.append("pre-passes mlbuf-opt lacks, dropped: " +
                           ", ".join(dropped))
        r.notes.append("mlbuf-opt " + " ".join(opts))
        if rc1 != 0:
            r.cat = "mlbuf-run-failed"
            r.detail = "tensor-level run: " + first_error(err1)
            if rc2 == 0:
                r.notes.append("step 2 compiled")
            return r
        if rc2 != 0:
            op = unknown_op(err2)
            if op:
                r.cat, r.op = "unknown-op", op
            else:
                r.cat = "mlbuf-opt-failed"
            r.detail = first_error(err2)
            return r
        rc3, out3, err3 = run([args.mlbuf_run, buf, "-e", plan.entry,
                               "--check"])
        heap = heap_error(err3)
        if heap:
            r.cat, r.detail = "checked-heap-error", heap
            return r
        if rc3 != 0:
            op = unknown_op(err3)
            r.cat = "unknown-op" if op else "mlbuf-run-failed"
            r.op = op
            r.detail = "bufferized run: " + first_error(err3)
            return r
        if args.variants:
            run_variants(r, args, step2_input, opts, plan, out1, tmp)
        differs = []
        if norm(out1) != norm(out3):
            differs.append("tensor-level and bufferized runs print "
                           "differently")
        ok, msg = filecheck(plan.check_args, path, out3, args.llvm_bin)
        r.notes.append("FileCheck " + ("passes" if ok else "fails: " + msg))
        up = None
        if not args.no_upstream:
            up, label = upstream_output(plan, src, args)
            if up is None:
                r.notes.append("upstream: not available (" + label + ")")
            elif norm(up) != norm(out3):
                differs.append(f"upstream ({label}) prints differently")
                if args.verbose:
                    r.notes.append("upstream:\n" + up + "\nmlbuf:\n" + out3)
            else:
                r.notes.append(f"upstream ({label}) prints the same")
        if not ok:
            # A check file FileCheck rejects for upstream's output too (a
            # stored version whose CHECK lines are themselves broken) says
            # nothing about us.
            if up is not None and not filecheck(plan.check_args, path, up,
                                                args.llvm_bin)[0]:
                r.notes.append("FileCheck rejects upstream's output too")
            else:
                differs.append("FileCheck: " + msg)
        if differs:
            r.cat, r.detail = "output-differs", "; ".join(differs)
        else:
            r.cat = "equal"
    return r


def run_variants(r, args, prog, opts, plan, want, tmp):
    """Each of VARIANTS instead of step 2's passes; a failure or another
    output is recorded in r.variant_failures (not in the category)."""
    pre = [o for o in opts if not o.startswith(
        ("--one-shot-bufferize", "--buffer-deallocation"))]
    out = os.path.join(tmp, "variant.mlir")
    for name, passes in VARIANTS.items():
        rc, _, err = run([args.mlbuf_opt, prog] + pre + passes + ["-o", out])
        if rc != 0:
            r.variant_failures.append(f"{name}: mlbuf-opt: {first_error(err)}")
            continue
        rc, got, err = run([args.mlbuf_run, out, "-e", plan.entry, "--check"])
        if rc != 0:
            r.variant_failures.append(f"{name}: mlbuf-run: {first_error(err)}")
        elif norm(got) != norm(want):
            r.variant_failures.append(f"{name}: prints differently")


def read_manifest(root):
    entries = []
    with open(os.path.join(root, "MANIFEST")) as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip():
                continue
            m = re.match(r"(\S+)\s+(\S+)(?:\s+not-copied:\s*(.*))?$", line)
            if m:
                entries.append((m.group(1), m.group(2), m.group(3)))
    return entries


def main():
    global SCRATCH
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    build = os.path.join(os.path.dirname(HERE), "build", "bin")
    ap.add_argument("dir", nargs="?",
                    default="/tmp/intg15/upstream-integration")
    ap.add_argument("--mlbuf-opt", default=os.path.join(build, "mlbuf-opt"))
    ap.add_argument("--mlbuf-run", default=os.path.join(build, "mlbuf-run"))
    ap.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin")
    ap.add_argument("--llvm-lib", default="/usr/lib/llvm-22/lib")
    ap.add_argument("--no-upstream", action="store_true")
    ap.add_argument("--filter", default=None)
    ap.add_argument("--erase-interpreter-schedules", action="store_true",
                    help="run files whose RUN lines all need the transform "
                    "interpreter with the schedule erased (reported apart)")
    ap.add_argument("--variants", action="store_true",
                    help="also run each program through VARIANTS")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    args.mlbuf_opt = os.path.abspath(args.mlbuf_opt)
    args.mlbuf_run = os.path.abspath(args.mlbuf_run)
    SCRATCH = tempfile.mkdtemp(prefix="upstream-integration-")
    known = mlbuf_passes(args.mlbuf_opt)
    results = []
    for rel, commit, not_copied in read_manifest(args.dir):
        if args.filter and not re.search(args.filter, rel):
            continue
        if not_copied is not None:
            r = Result(rel)
            r.cat, r.detail = "skipped", not_copied
            results.append(r)
            continue
        results.append(check_file(os.path.join(args.dir, rel), rel, args,
                                  known))
    interp = [r for r in results if r.interp_only]
    results = [r for r in results if not r.interp_only]
    counts = collections.Counter(r.cat for r in results)
    ops = collections.Counter(r.op for r in results if r.op)
    for r in results:
        print(f"{r.cat:18} {r.path}" + (f": {r.detail}" if r.detail else ""))
        for v in r.variant_failures:
            print("    variant " + v)
        if args.verbose:
            for n in r.notes:
                print("    " + n.replace("\n", "\n    "))
    print()
    order = ("equal", "output-differs", "checked-heap-error",
             "mlbuf-opt-failed", "mlbuf-run-failed", "unknown-op", "skipped")
    print("files: %d; " % len(results) +
          ", ".join(f"{c} {counts[c]}" for c in order if counts[c]))
    if args.variants:
        ran = sum(1 for r in results if r.cat in ("equal", "output-differs"))
        bad = sum(1 for r in results if r.variant_failures)
        print(f"variants ({', '.join(VARIANTS)}): {bad} of {ran} files "
              "with a failing variant")
    if ops:
        print("unknown ops: " + ", ".join(f"{o} ({n})" for o, n in
                                          sorted(ops.items())))
    if interp:
        print("interpreter-only files run with the schedule erased "
              "(not in the figures above):")
        for r in interp:
            print(f"  {r.cat:18} {r.path}" +
                  (f": {r.detail}" if r.detail else ""))
            for v in r.variant_failures:
                print("      variant " + v)
    skipped = collections.Counter(r.detail for r in results
                                  if r.cat == "skipped")
    for why, n in sorted(skipped.items()):
        print(f"  skipped {n}: {why}")


if __name__ == "__main__":
    main()
