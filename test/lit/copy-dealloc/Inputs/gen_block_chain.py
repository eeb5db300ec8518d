"""A function of N blocks in a row (argv[1]), each passing two buffers on
to the next through both edges of a cf.cond_br, swapped on one edge, and
allocating a copy of one of them: every buffer flows into every block
argument after it. Every tenth block instead branches to two arms, one of
which allocates the buffer it passes on, so that the next block's
argument is a join of buffers that block does not dominate: a critical
alias, cloned (block-chain-walks.mlir)."""
import sys

n = int(sys.argv[1])
ty = "memref<2xi64>"
two = f"{ty}, {ty}"
print("func.func @main(%c: i1) -> i64 {")
print("  %c0 = arith.constant 0 : index")
print("  %one = arith.constant 1 : i64")
print(f"  %p = memref.alloc() : {ty}")
print(f"  %q = memref.alloc() : {ty}")
print(f"  memref.store %one, %p[%c0] : {ty}")
print(f"  memref.store %one, %q[%c0] : {ty}")
print(f"  cf.br ^b0(%p, %q : {two})")
for i in range(n):
    print(f"^b{i}(%p{i}: {ty}, %q{i}: {ty}):")
    if i % 10 == 5:
        print(f"  cf.cond_br %c, ^x{i}, ^y{i}")
        print(f"^x{i}:")
        print(f"  %r{i} = memref.alloc() : {ty}")
        print(f"  memref.copy %q{i}, %r{i} : {ty} to {ty}")
        print(f"  cf.br ^b{i + 1}(%r{i}, %p{i} : {two})")
        print(f"^y{i}:")
        print(f"  cf.br ^b{i + 1}(%p{i}, %q{i} : {two})")
        continue
    print(f"  %n{i} = memref.alloc() : {ty}")
    print(f"  memref.copy %p{i}, %n{i} : {ty} to {ty}")
    print(f"  cf.cond_br %c, ^b{i + 1}(%q{i}, %n{i} : {two}), "
          f"^b{i + 1}(%n{i}, %p{i} : {two})")
print(f"^b{n}(%pe: {ty}, %qe: {ty}):")
print(f"  %v = memref.load %pe[%c0] : {ty}")
print("  return %v : i64")
print("}")
