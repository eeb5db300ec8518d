// Region ops: scf.if with and without results, scf.execute_region with
// several blocks, scf.index_switch, memref.alloca_scope with a result.
// RUN: mlbuf-opt %s | mlbuf-run --check -e main - 7 | FileCheck %s

func.func @main(%n: index) -> (index, index, index, index, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %big = arith.cmpi sgt, %n, %c5 : index
  %a = scf.if %big -> index {
    %d = arith.subi %n, %c5 : index
    scf.yield %d : index
  } else {
    scf.yield %c0 : index
  }
  // CHECK: {{^}}2{{$}}
  %cell = memref.alloca() : memref<1xindex>
  memref.store %c0, %cell[%c0] : memref<1xindex>
  scf.if %big {
    memref.store %n, %cell[%c0] : memref<1xindex>
  }
  %b = memref.load %cell[%c0] : memref<1xindex>
  // CHECK-NEXT: {{^}}7{{$}}
  %e = scf.execute_region -> index {
    %odd = arith.remui %n, %c2 : index
    %isodd = arith.cmpi eq, %odd, %c1 : index
    cf.cond_br %isodd, ^odd, ^even
  ^odd:
    %t = arith.muli %n, %c2 : index
    scf.yield %t : index
  ^even:
    scf.yield %n : index
  }
  // CHECK-NEXT: {{^}}14{{$}}
  %s = scf.index_switch %n -> index
  case 1 {
    scf.yield %c1 : index
  }
  case 7 {
    %c70 = arith.constant 70 : index
    scf.yield %c70 : index
  }
  default {
    scf.yield %c0 : index
  }
  // CHECK-NEXT: {{^}}70{{$}}
  %f = memref.alloca_scope -> f32 {
    %tmp = memref.alloca() : memref<2xf32>
    %v = arith.constant 0.5 : f32
    memref.store %v, %tmp[%c1] : memref<2xf32>
    %l = memref.load %tmp[%c1] : memref<2xf32>
    memref.alloca_scope.return %l : f32
  }
  // CHECK-NEXT: {{^}}0.5{{$}}
  return %a, %b, %e, %s, %f : index, index, index, index, f32
}
