func.func private @callee(%b: memref<4xf32>) -> memref<4xf32> {
  return %b : memref<4xf32>
}

func.func @main(%c: i1, %n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  %s = memref.alloca() : memref<4xf32>
  memref.copy %a, %s : memref<4xf32> to memref<4xf32>
  %v = memref.cast %a : memref<4xf32> to memref<?xf32>
  %x = arith.select %c, %a, %s : memref<4xf32>
  %r = scf.if %c -> memref<4xf32> {
    scf.yield %x : memref<4xf32>
  } else {
    %k = bufferization.clone %v : memref<?xf32> to memref<4xf32>
    scf.yield %k : memref<4xf32>
  }
  %l = scf.for %i = %c0 to %n step %c1 iter_args(%it = %r) -> memref<4xf32> {
    // (my.for names its block arguments on a line of their own)
    %f = memref.load %it[%i] : memref<4xf32>
    memref.store %f, %it[%i] : memref<4xf32>
    scf.yield %it : memref<4xf32>
  }
  %e = scf.execute_region -> memref<4xf32> {
    %q = func.call @callee(%l) : (memref<4xf32>) -> memref<4xf32>
    scf.yield %q : memref<4xf32>
  }
  memref.dealloc %a : memref<4xf32>
  cf.cond_br %c, ^bb1(%e : memref<4xf32>), ^bb1(%l : memref<4xf32>)
^bb1(%z: memref<4xf32>):
  cf.br ^bb2(%z : memref<4xf32>)
^bb2(%w: memref<4xf32>):
  return %w : memref<4xf32>
}
