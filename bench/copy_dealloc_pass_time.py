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

Usage: copy_dealloc_pass_time.py [-n ROUNDS] [--functions N] MLBUF_OPT...
(MLIR 16's mlir-opt is timed last, single threaded; --mlir-opt PATH for
another; the module is bench/gen_module.py's.)
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def cpu_ms(cmd):
    """CPU time (user + sys) of one run, in ms."""
    with open(os.devnull, "w") as null:
        p = subprocess.Popen(cmd, stdout=null, stderr=null)
        _, status, ru = os.wait4(p.pid, 0)
    if status != 0:
        sys.exit("failed: " + " ".join(cmd))
    return (ru.ru_utime + ru.ru_stime) * 1000


def row_ms(cmd):
    """The BufferDeallocation line of --mlir-timing, in ms."""
    r = subprocess.run(cmd + ["--mlir-timing"], capture_output=True, text=True)
    for line in r.stderr.splitlines():
        if line.strip().endswith("BufferDeallocation"):
            return float(line.split()[0]) * 1000
    sys.exit("no BufferDeallocation line: " + " ".join(cmd))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, default=10, help="rounds")
    ap.add_argument("--functions", type=int, default=2000)
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-16/bin/mlir-opt")
    ap.add_argument("tools", nargs="+", help="mlbuf-opt binaries")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        module = os.path.join(tmp, "in.mlir")
        with open(module, "w") as f:
            subprocess.run([sys.executable, os.path.join(HERE, "gen_module.py"),
                            str(args.functions)], stdout=f, check=True)
        tools = [(t, [t], "--buffer-deallocation") for t in args.tools]
        tools.append(("mlir-opt 16", [args.mlir_opt, "--mlir-disable-threading"],
                      "-buffer-deallocation"))
        rows = {name: [] for name, _, _ in tools}
        cpus = {name: ([], []) for name, _, _ in tools}  # with, without
        for _ in range(args.n):
            for name, cmd, flag in tools:
                out = ["-o", os.devnull]
                rows[name].append(row_ms(cmd + [flag, module] + out))
                cpus[name][1].append(cpu_ms(cmd + [module] + out))
                cpus[name][0].append(cpu_ms(cmd + [flag, module] + out))
    ref = "mlir-opt 16"
    print(f"{args.functions} functions, {args.n} interleaved rounds; "
          f"ratio = mlir-opt 16 / tool")
    for pick, f in (("least", min), ("median", statistics.median)):
        cpu = {k: f(v[0]) - f(v[1]) for k, v in cpus.items()}
        for name, _, _ in tools:
            r, c = f(rows[name]), cpu[name]
            ratio = ""
            if name != ref:
                ratio = (f"  ({f(rows[ref]) / r:.1f}x, "
                         f"{cpu[ref] / c if c > 0 else float('inf'):.1f}x)")
            print(f"{pick:6s} row {r:7.1f} ms  cpu {c:7.1f} ms  {name}{ratio}")
    print(f"load average: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
