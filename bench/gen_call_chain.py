#!/usr/bin/env python3
"""Generates a long call chain of memref functions, for the copy-based
buffer-deallocation pass's cost on deep call graphs
(docs/copy-deallocation.md, "Deep call graphs").

Each @f<i> allocates a buffer of its own (the pass frees it) and, while
a flag is set, hands the buffer it was given to @f<i+1>. With --ring the
last calls @f0 (one cycle through every function); else the last frees
the buffer it is handed, so every @f<i> frees its argument through the
chain, and @main, which calls @f0, must leave its buffer to it (a free
there is a double free under mlbuf-run --check). Output is
deterministic.
Usage: gen_call_chain.py N [--ring] > out.mlir
"""
import argparse


def function(i, n, ring):
    last = i == n - 1
    if last and not ring:
        body = "  memref.dealloc %m : memref<2xi64>\n"
    else:
        nxt = 0 if last else i + 1
        body = f"""  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i64
  %a = memref.alloc() : memref<2xi64>
  memref.store %one, %a[%c0] : memref<2xi64>
  scf.if %c {{
    func.call @f{nxt}(%m, %c) : (memref<2xi64>, i1) -> ()
  }}
"""
    return (f"func.func @f{i}(%m: memref<2xi64>, %c: i1) {{\n{body}"
            "  return\n}\n")


MAIN = """func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %one = arith.constant 1 : i64
  %a = memref.alloc() : memref<2xi64>
  memref.store %one, %a[%c0] : memref<2xi64>
  %x = memref.load %a[%c0] : memref<2xi64>
  call @f0(%a, %t) : (memref<2xi64>, i1) -> ()
  return %x : i64
}
"""


def main():
    p = argparse.ArgumentParser()
    p.add_argument("n", type=int)
    p.add_argument("--ring", action="store_true")
    a = p.parse_args()
    out = [function(i, a.n, a.ring) for i in range(a.n)]
    if not a.ring:
        out.append(MAIN)
    print("\n".join(out), end="")


if __name__ == "__main__":
    main()
