// scf.index_switch with results, a default case and a region with side effects.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %cell = memref.alloc() : memref<i64>
  %z = arith.constant 0 : i64
  memref.store %z, %cell[] : memref<i64>
  scf.for %i = %c0 to %c7 step %c1 {
    %r = scf.index_switch %i -> i64
    case 0 {
      %a = arith.constant 100 : i64
      scf.yield %a : i64
    }
    case 2 {
      %a = arith.constant 200 : i64
      %old = memref.load %cell[] : memref<i64>
      %new = arith.addi %old, %a : i64
      memref.store %new, %cell[] : memref<i64>
      scf.yield %new : i64
    }
    case 5 {
      %a = arith.constant 500 : i64
      scf.yield %a : i64
    }
    default {
      %n = arith.index_cast %i : index to i64
      %neg = arith.subi %z, %n : i64
      scf.yield %neg : i64
    }
    func.call @printI64(%r) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  %c = memref.load %cell[] : memref<i64>
  func.call @printI64(%c) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %cell : memref<i64>
  return
}
