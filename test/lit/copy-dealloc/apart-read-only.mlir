// One buffer forwarded twice into a join: each block argument gets a clone
// of its own. The two copies differ only once one of them is written;
// here they are only read, while other buffers (a global, another join's
// buffer, the caller's arguments) are written afterwards. The check used
// to count a write to any value that may hold any clone, and refused.
// (Writes to a copy still refuse: invalid.mlir, split-edge-apart.mlir.)
// RUN: mlbuf-run %s -e main 2>/dev/null | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// OUT: {{^}}37{{$}}

// CHECK-LABEL: func.func @twice
//       CHECK:   %[[C1:.*]] = bufferization.clone %[[M:.*]] :
//       CHECK:   %[[C2:.*]] = bufferization.clone %[[M]] :
//       CHECK:   cf.br ^bb3(%[[C1]], %[[C2]] :
memref.global "private" @g : memref<2xi64> = dense<[1, 2]>

func.func @twice(%c: i1, %d: i1, %arg: memref<2xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %k3 = arith.constant 3 : i64
  %k7 = arith.constant 7 : i64
  %m = memref.alloc() : memref<2xi64>
  memref.store %k3, %m[%c0] : memref<2xi64>
  cf.cond_br %c, ^one, ^two
^one:
  cf.br ^j(%m, %m : memref<2xi64>, memref<2xi64>)
^two:
  %a = memref.alloc() : memref<2xi64>
  %b = memref.alloc() : memref<2xi64>
  memref.store %k7, %a[%c0] : memref<2xi64>
  memref.store %k7, %b[%c0] : memref<2xi64>
  cf.br ^j(%a, %b : memref<2xi64>, memref<2xi64>)
^j(%x: memref<2xi64>, %y: memref<2xi64>):
  %vx = memref.load %x[%c0] : memref<2xi64>
  %vy = memref.load %y[%c0] : memref<2xi64>
  %g = memref.get_global @g : memref<2xi64>
  memref.store %vx, %g[%c0] : memref<2xi64>
  memref.store %vy, %arg[%c0] : memref<2xi64>
  cf.cond_br %d, ^p, ^q
^p:
  %p1 = memref.alloc() : memref<2xi64>
  cf.br ^k(%p1 : memref<2xi64>)
^q:
  %q1 = memref.alloc() : memref<2xi64>
  cf.br ^k(%q1 : memref<2xi64>)
^k(%z: memref<2xi64>):
  memref.store %vx, %z[%c0] : memref<2xi64>
  %vz = memref.load %z[%c0] : memref<2xi64>
  %s = arith.addi %vx, %vy : i64
  %t = arith.addi %s, %vz : i64
  return %t : i64
}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %f = arith.constant false
  %arg = memref.alloc() : memref<2xi64>
  %r1 = call @twice(%t, %t, %arg) : (i1, i1, memref<2xi64>) -> i64
  %r2 = call @twice(%f, %f, %arg) : (i1, i1, memref<2xi64>) -> i64
  %w = memref.load %arg[%c0] : memref<2xi64>
  memref.dealloc %arg : memref<2xi64>
  %s = arith.addi %r1, %r2 : i64
  %u = arith.addi %s, %w : i64
  return %u : i64
}
