// scf.for carrying several values: Fibonacci pairs and a running product.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  %a0 = arith.constant 0 : i64
  %b0 = arith.constant 1 : i64
  %p0 = arith.constant 1 : i64
  %r:3 = scf.for %i = %c0 to %c20 step %c1 iter_args(%a = %a0, %b = %b0, %p = %p0) -> (i64, i64, i64) {
    %n = arith.addi %a, %b : i64
    %k = arith.index_cast %i : index to i64
    %three = arith.constant 3 : i64
    %m = arith.remsi %k, %three : i64
    %q = arith.addi %m, %b0 : i64
    %pp = arith.muli %p, %q : i64
    scf.yield %b, %n, %pp : i64, i64, i64
  }
  func.call @printI64(%r#0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r#1) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r#2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
