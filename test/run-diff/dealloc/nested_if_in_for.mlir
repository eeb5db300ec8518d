// Inside a loop, an scf.if conditionally replaces the carried buffer with a
// fresh one (alias or new depending on the iteration).
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %init = memref.alloc() : memref<2xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%init : memref<2xf32>)
  %r = scf.for %i = %c0 to %c6 step %c1 iter_args(%cur = %init) -> memref<2xf32> {
    %m = arith.remui %i, %c3 : index
    %swap = arith.cmpi eq, %m, %c0 : index
    %nxt = scf.if %swap -> memref<2xf32> {
      %n = memref.alloc() : memref<2xf32>
      memref.copy %cur, %n : memref<2xf32> to memref<2xf32>
      scf.yield %n : memref<2xf32>
    } else {
      scf.yield %cur : memref<2xf32>
    }
    %x = memref.load %nxt[%c0] : memref<2xf32>
    %one = arith.constant 1.5 : f32
    %y = arith.addf %x, %one : f32
    memref.store %y, %nxt[%c0] : memref<2xf32>
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    memref.store %fi, %nxt[%c1] : memref<2xf32>
    scf.yield %nxt : memref<2xf32>
  }
  %u = memref.cast %r : memref<2xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %ui = memref.cast %init : memref<2xf32> to memref<*xf32>
  func.call @printMemrefF32(%ui) : (memref<*xf32>) -> ()
  return
}
