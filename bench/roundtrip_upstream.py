#!/usr/bin/env python3
"""Round-trip check of mlbuf-opt against upstream mlir-opt.

For every .mlir file under the given directories, split into chunks at
`// -----` lines. For each chunk upstream accepts (with
--allow-unregistered-dialect when the file's RUN lines use it):
  1. mlbuf-opt parses and prints the chunk;
  2. `mlir-opt --mlir-print-op-generic` of our output must equal
     `mlir-opt --mlir-print-op-generic` of the original;
  3. our print -> our parse -> our print must be a fixpoint.
For each chunk upstream rejects, mlbuf-opt must fail with a located error
(`file:line:col: error:`), not crash or hang.

The inputs are not part of this repository (upstream's tests are used to
measure, never copied): point the script at a checkout of them.
Usage: roundtrip_upstream.py [--mlbuf PATH] [--mlir-opt PATH] [-v] DIR...
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys

SPLIT = re.compile(r"^// -----\s*$", re.M)
LOCATED_ERROR = re.compile(r":\d+:\d+: error: ")


def run(cmd, text, timeout=20):
    try:
        p = subprocess.run(cmd, input=text, capture_output=True, text=True,
                           timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", "", ""


def chunks_of(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    flags = []
    if "allow-unregistered-dialect" in "".join(
            l for l in text.splitlines() if "RUN:" in l):
        flags.append("--allow-unregistered-dialect")
    parts = SPLIT.split(text)
    return [(path, i, flags, p) for i, p in enumerate(parts)]


def check_chunk(args, item):
    path, idx, flags, text = item
    name = f"{path}#{idx}"
    up_code, up_generic, _ = run([args.mlir_opt, "--mlir-print-op-generic",
                                  *flags, "-"], text)
    our_code, ours, our_err = run([args.mlbuf, *flags, "-"], text)
    if up_code != 0:
        if our_code == "timeout":
            return ("rejected-bad", name, "hang")
        if our_code == 0:
            return ("rejected-accepted", name, "we accepted it")
        if not isinstance(our_code, int) or our_code < 0 or our_code > 1:
            return ("rejected-bad", name, f"exit {our_code}: {our_err[-300:]}")
        if not LOCATED_ERROR.search(our_err):
            return ("rejected-bad", name, f"no located error: {our_err[-300:]}")
        return ("rejected-ok", name, "")
    if our_code != 0:
        return ("fail", name, f"mlbuf-opt failed ({our_code}): {our_err[-600:]}")
    code2, our_generic, err2 = run([args.mlir_opt, "--mlir-print-op-generic",
                                    *flags, "-"], ours)
    if code2 != 0:
        return ("fail", name, f"upstream rejects our output: {err2[-600:]}")
    if our_generic != up_generic:
        return ("fail", name, "generic forms differ")
    code3, ours2, err3 = run([args.mlbuf, *flags, "-"], ours)
    if code3 != 0 or ours2 != ours:
        return ("fail", name, "not a fixpoint of our print/parse")
    return ("ok", name, "")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mlbuf", default=os.path.join(
        os.path.dirname(__file__), "..", "build", "tools", "mlbuf-opt"))
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("-v", action="store_true")
    ap.add_argument("dirs", nargs="+")
    args = ap.parse_args()
    items = []
    for d in args.dirs:
        for root, _, files in os.walk(d):
            for fn in sorted(files):
                if fn.endswith(".mlir"):
                    items.extend(chunks_of(os.path.join(root, fn)))
    counts = {}
    failures = []
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as ex:
        for status, name, why in ex.map(lambda it: check_chunk(args, it),
                                        items):
            counts[status] = counts.get(status, 0) + 1
            if status not in ("ok", "rejected-ok"):
                failures.append((status, name, why))
    for status, name, why in sorted(failures):
        print(f"{status}: {name}: {why.strip().splitlines()[0] if why else ''}")
        if args.v and why:
            print("   " + why.strip().replace("\n", "\n   "))
    accepted = counts.get("ok", 0) + counts.get("fail", 0)
    rejected = sum(v for k, v in counts.items() if k.startswith("rejected"))
    print(f"accepted by upstream: {accepted} chunks; round trip ok: "
          f"{counts.get('ok', 0)}/{accepted}")
    print(f"rejected by upstream: {rejected} chunks; located error from us: "
          f"{counts.get('rejected-ok', 0)}, we accepted: "
          f"{counts.get('rejected-accepted', 0)}, crash/hang/no location: "
          f"{counts.get('rejected-bad', 0)}")
    return 0 if not failures else 1


if __name__ == "__main__":
    sys.exit(main())
