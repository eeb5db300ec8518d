// Boolean logic on i1 computed from comparisons; truth table of a formula.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c4 = arith.constant 4 : index
  %true = arith.constant true
  scf.for %i = %c0 to %c8 step %c1 {
    %b0 = arith.andi %i, %c1 : index
    %b1 = arith.andi %i, %c2 : index
    %b2 = arith.andi %i, %c4 : index
    %p = arith.cmpi ne, %b0, %c0 : index
    %q = arith.cmpi ne, %b1, %c0 : index
    %r = arith.cmpi ne, %b2, %c0 : index
    %pq = arith.andi %p, %q : i1
    %nr = arith.xori %r, %true : i1
    %f = arith.ori %pq, %nr : i1
    %x = arith.xori %p, %r : i1
    %g = arith.andi %f, %x : i1
    %fw = arith.extui %f : i1 to i64
    %gw = arith.extsi %g : i1 to i64
    func.call @printI64(%fw) : (i64) -> ()
    func.call @printI64(%gw) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  func.call @printNewline() : () -> ()
  return
}
