// Sieve of Eratosthenes on an i1 buffer, printing primes below 60.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant 60 : index
  %s = memref.alloc() : memref<60xi1>
  %t = arith.constant true
  %f = arith.constant false
  linalg.fill ins(%t : i1) outs(%s : memref<60xi1>)
  memref.store %f, %s[%c0] : memref<60xi1>
  memref.store %f, %s[%c1] : memref<60xi1>
  scf.for %i = %c2 to %n step %c1 {
    %p = memref.load %s[%i] : memref<60xi1>
    scf.if %p {
      %sq = arith.muli %i, %i : index
      scf.for %j = %sq to %n step %i {
        memref.store %f, %s[%j] : memref<60xi1>
      }
    }
  }
  %count = scf.for %i = %c0 to %n step %c1 iter_args(%cnt = %c0) -> index {
    %p = memref.load %s[%i] : memref<60xi1>
    %nc = scf.if %p -> index {
      %k = arith.index_cast %i : index to i64
      func.call @printI64(%k) : (i64) -> ()
      func.call @printComma() : () -> ()
      %c = arith.addi %cnt, %c1 : index
      scf.yield %c : index
    } else {
      scf.yield %cnt : index
    }
    scf.yield %nc : index
  }
  func.call @printNewline() : () -> ()
  %ci = arith.index_cast %count : index to i64
  func.call @printI64(%ci) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %s : memref<60xi1>
  return
}
