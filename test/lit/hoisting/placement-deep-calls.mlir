// promote-buffers-to-stack and buffer-loop-hoisting ask whether a call may
// free anything, through the functions it calls (buffer_placement.c,
// call_may_free). Answers are remembered unless a cycle cut them short:
// before, this chain of 40 functions, each calling the next two, was
// scanned once per path (30 functions took 0.26 s, 40 about a minute).
// Nothing in the chain frees, so the buffer @main hands it is promoted to
// the stack, and moved out of the loop by loop hoisting.
// RUN: mlbuf-opt %s --promote-buffers-to-stack | FileCheck %s --check-prefix=PROMOTE
// RUN: mlbuf-opt %s --buffer-loop-hoisting | FileCheck %s --check-prefix=HOIST
// RUN: mlbuf-opt %s --promote-buffers-to-stack --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VAL

// PROMOTE-LABEL: func.func @main
//       PROMOTE:   scf.for
//  PROMOTE-NEXT:     memref.alloca() : memref<2xi64>
// HOIST-LABEL: func.func @main
//       HOIST:   memref.alloc() : memref<2xi64>
//  HOIST-NEXT:   scf.for
// VAL: 4

func.func @f0(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f1(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f2(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f1(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f2(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f3(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f2(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f3(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f4(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f3(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f4(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f5(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f4(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f5(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f6(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f5(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f6(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f7(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f6(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f7(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f8(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f7(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f8(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f9(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f8(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f9(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f10(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f9(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f10(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f11(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f10(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f11(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f12(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f11(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f12(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f13(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f12(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f13(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f14(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f13(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f14(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f15(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f14(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f15(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f16(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f15(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f16(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f17(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f16(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f17(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f18(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f17(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f18(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f19(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f18(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f19(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f20(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f19(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f20(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f21(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f20(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f21(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f22(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f21(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f22(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f23(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f22(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f23(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f24(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f23(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f24(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f25(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f24(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f25(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f26(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f25(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f26(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f27(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f26(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f27(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f28(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f27(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f28(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f29(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f28(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f29(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f30(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f29(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f30(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f31(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f30(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f31(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f32(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f31(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f32(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f33(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f32(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f33(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f34(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f33(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f34(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f35(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f34(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f35(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f36(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f35(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f36(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f37(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f36(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f37(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f38(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f37(%m: memref<2xi64>, %c: i1) {
  scf.if %c {
    func.call @f38(%m, %c) : (memref<2xi64>, i1) -> ()
  } else {
    func.call @f39(%m, %c) : (memref<2xi64>, i1) -> ()
  }
  return
}

func.func @f38(%m: memref<2xi64>, %c: i1) {
  call @f39(%m, %c) : (memref<2xi64>, i1) -> ()
  return
}

func.func @f39(%m: memref<2xi64>, %c: i1) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i64
  memref.store %one, %m[%c0] : memref<2xi64>
  return
}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = arith.constant true
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> i64 {
    %a = memref.alloc() : memref<2xi64>
    func.call @f0(%a, %t) : (memref<2xi64>, i1) -> ()
    %x = memref.load %a[%c0] : memref<2xi64>
    %s = arith.addi %acc, %x : i64
    scf.yield %s : i64
  }
  return %r : i64
}
