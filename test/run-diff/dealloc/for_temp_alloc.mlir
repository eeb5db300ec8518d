// A scratch buffer allocated in every loop iteration and never freed.
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %z) -> i64 {
    %tmp = memref.alloc(%i) : memref<?xi64>
    %v = arith.index_cast %i : index to i64
    linalg.fill ins(%v : i64) outs(%tmp : memref<?xi64>)
    %t = scf.for %j = %c0 to %i step %c1 iter_args(%a = %acc) -> i64 {
      %x = memref.load %tmp[%j] : memref<?xi64>
      %y = arith.addi %a, %x : i64
      scf.yield %y : i64
    }
    scf.yield %t : i64
  }
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
