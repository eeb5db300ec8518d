// scf.if with and without results, nested, inside a loop (FizzBuzz codes).
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @main() {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c0 = arith.constant 0 : index
  scf.for %i = %c1 to %c16 step %c1 {
    %m3 = arith.remui %i, %c3 : index
    %m5 = arith.remui %i, %c5 : index
    %d3 = arith.cmpi eq, %m3, %c0 : index
    %d5 = arith.cmpi eq, %m5, %c0 : index
    %code = scf.if %d3 -> (i64) {
      %r = scf.if %d5 -> (i64) {
        %fb = arith.constant -15 : i64
        scf.yield %fb : i64
      } else {
        %f = arith.constant -3 : i64
        scf.yield %f : i64
      }
      scf.yield %r : i64
    } else {
      %r = scf.if %d5 -> (i64) {
        %b = arith.constant -5 : i64
        scf.yield %b : i64
      } else {
        %n = arith.index_cast %i : index to i64
        scf.yield %n : i64
      }
      scf.yield %r : i64
    }
    func.call @printI64(%code) : (i64) -> ()
    %last = arith.cmpi eq, %i, %c16 : index
    %notlast = arith.cmpi ne, %i, %c16 : index
    scf.if %notlast {
      func.call @printComma() : () -> ()
    }
  }
  func.call @printNewline() : () -> ()
  return
}
