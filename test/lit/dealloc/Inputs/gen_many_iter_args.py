"""One scf.for carrying N buffers (argv[1]), each trip passing each on to
the next position and a fresh copy of the first into the last
(loop-many-iter-args.mlir)."""
import sys

n = int(sys.argv[1])
ty = "memref<2xi64>"
tys = ", ".join([ty] * n)
print("func.func @main() -> i64 {")
print("  %c0 = arith.constant 0 : index")
print("  %c1 = arith.constant 1 : index")
print("  %c3 = arith.constant 3 : index")
print("  %one = arith.constant 1 : i64")
for i in range(n):
    print(f"  %a{i} = memref.alloc() : {ty}")
    print(f"  memref.store %one, %a{i}[%c0] : {ty}")
inits = ", ".join(f"%x{i} = %a{i}" for i in range(n))
print(f"  %r:{n} = scf.for %i = %c0 to %c3 step %c1 iter_args({inits}) "
      f"-> ({tys}) {{")
print(f"    %f = memref.alloc() : {ty}")
print(f"    memref.copy %x0, %f : {ty} to {ty}")
rot = ", ".join([f"%x{i}" for i in range(1, n)] + ["%f"])
print(f"    scf.yield {rot} : {tys}")
print("  }")
print(f"  %v = memref.load %r#0[%c0] : {ty}")
print("  return %v : i64")
print("}")
