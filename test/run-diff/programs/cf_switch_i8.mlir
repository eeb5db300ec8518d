// cf.switch on i8 with negative case values and a wrapped counter.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @code(%x: i8) -> i64 {
  cf.switch %x : i8, [
    default: ^d,
    -128: ^a,
    -1: ^b,
    127: ^c
  ]
^a:
  %ra = arith.constant 1 : i64
  return %ra : i64
^b:
  %rb = arith.constant 2 : i64
  return %rb : i64
^c:
  %rc = arith.constant 3 : i64
  return %rc : i64
^d:
  %rd = arith.constant 0 : i64
  return %rd : i64
}
func.func @main() {
  %start = arith.constant 125 : i8
  %one = arith.constant 1 : i8
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %x = scf.for %i = %c0 to %c8 step %c1 iter_args(%v = %start) -> i8 {
    %r = func.call @code(%v) : (i8) -> i64
    func.call @printI64(%r) : (i64) -> ()
    func.call @printComma() : () -> ()
    %n = arith.addi %v, %one : i8
    scf.yield %n : i8
  }
  %m = arith.constant -1 : i8
  %r = func.call @code(%m) : (i8) -> i64
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
