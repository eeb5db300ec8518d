#!/usr/bin/env python3
"""Time of the copy-based buffer-deallocation pass itself, against MLIR 16's.

Two measures, taken in interleaved rounds (each round runs every tool once
per measure), reported as the least and the median over the rounds:

  row  the pass's line of --mlir-timing (wall time, ms);
  cpu  CPU time (user + sys, ms) of a run with the pass less that of a run
       without it (parse and print only), each the least (or the median)
       of its rounds: the pass, the verification after it and the printing
       of the ops it adds, as one tool spends them.

On a shared machine wall times depend on the load far more than CPU times
do (docs/copy-deallocation.md, "Speed"); the CPU measure is the one to
compare builds and tools with.

Usage: copy_dealloc_pass_time.py [-n ROUNDS] [--functions N]
                                 [--pass PASS] MLBUF_OPT...
(the upstream mlir-opt is timed last, single threaded: MLIR 16's for
buffer-deallocation, which later LLVMs no longer have, LLVM 22's for the
other passes of PASSES (the hoisting passes); --mlir-opt PATH for another;
the module is bench/gen_module.py's.)
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

# pass flag -> (its --mlir-timing row, both tools; default upstream)
PASSES = {
    "buffer-deallocation": ("BufferDeallocation",
                            "/usr/lib/llvm-16/bin/mlir-opt"),
    "buffer-hoisting": ("BufferHoistingPass", "/usr/lib/llvm-22/bin/mlir-opt"),
    "buffer-loop-hoisting": ("BufferLoopHoistingPass",
                             "/usr/lib/llvm-22/bin/mlir-opt"),
    "promote-buffers-to-stack": ("PromoteBuffersToStackPass",
                                 "/usr/lib/llvm-22/bin/mlir-opt"),
    "optimize-allocation-liveness": ("OptimizeAllocationLivenessPass",
                                     "/usr/lib/llvm-22/bin/mlir-opt"),
}


def cpu_ms(cmd):
    """CPU time (user + sys) of one run, in ms."""
    with open(os.devnull, "w") as null:
        p = subprocess.Popen(cmd, stdout=null, stderr=null)
        _, status, ru = os.wait4(p.pid, 0)
    if status != 0:
        sys.exit("failed: " + " ".join(cmd))
    return (ru.ru_utime + ru.ru_stime) * 1000


def row_ms(cmd, row):
    """The pass's line (`row`) of --mlir-timing, in ms."""
    r = subprocess.run(cmd + ["--mlir-timing"], capture_output=True, text=True)
    for line in r.stderr.splitlines():
        if line.strip().endswith(row):
            return float(line.split()[0]) * 1000
    sys.exit(f"no {row} line: " + " ".join(cmd))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, default=10, help="rounds")
    ap.add_argument("--functions", type=int, default=2000)
    ap.add_argument("--pass", dest="pass_", default="buffer-deallocation",
                    choices=sorted(PASSES))
    ap.add_argument("--mlir-opt", help="the upstream tool (default: see "
                    "above)")
    ap.add_argument("tools", nargs="+", help="mlbuf-opt binaries")
    args = ap.parse_args()
    row, upstream = PASSES[args.pass_]
    upstream = args.mlir_opt or upstream
    load0 = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as tmp:
        module = os.path.join(tmp, "in.mlir")
        with open(module, "w") as f:
            subprocess.run([sys.executable, os.path.join(HERE, "gen_module.py"),
                            str(args.functions)], stdout=f, check=True)
        flag = "--" + args.pass_
        tools = [(t, [t], flag) for t in args.tools]
        tools.append(("mlir-opt", [upstream, "--mlir-disable-threading"], flag))
        rows = {name: [] for name, _, _ in tools}
        cpus = {name: ([], []) for name, _, _ in tools}  # with, without
        for _ in range(args.n):
            for name, cmd, flag in tools:
                out = ["-o", os.devnull]
                rows[name].append(row_ms(cmd + [flag, module] + out, row))
                cpus[name][1].append(cpu_ms(cmd + [module] + out))
                cpus[name][0].append(cpu_ms(cmd + [flag, module] + out))
    ref = "mlir-opt"
    print(f"{args.pass_}: {args.functions} functions, {args.n} interleaved "
          f"rounds; ratio = mlir-opt / tool ({upstream})")
    for pick, f in (("least", min), ("median", statistics.median)):
        cpu = {k: f(v[0]) - f(v[1]) for k, v in cpus.items()}
        for name, _, _ in tools:
            r, c = f(rows[name]), cpu[name]
            ratio = ""
            if name != ref:
                ratio = (f"  ({f(rows[ref]) / r:.1f}x, "
                         f"{cpu[ref] / c if c > 0 else float('inf'):.1f}x)")
            print(f"{pick:6s} row {r:7.1f} ms  cpu {c:7.1f} ms  {name}{ratio}")
    print(f"load average: {load0:.1f} at the start, "
          f"{os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()
