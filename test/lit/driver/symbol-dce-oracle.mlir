// REQUIRES: mlir-opt
// symbol-dce leaves exactly what upstream's leaves.
// RUN: mlbuf-opt %s --symbol-dce > %t.mlbuf
// RUN: %mlir_opt %s --symbol-dce > %t.upstream
// RUN: diff %t.upstream %t.mlbuf

module {
  module {
    func.func private @dead()
    func.func private @live()
    func.func @pub() attributes {x = @live} {
      return
    }
  }
  module @m attributes {sym_visibility = "private"} {
    func.func nested @n() {
      return
    }
  }
  module @pm {
    func.func nested @n2() {
      return
    }
    func.func private @q2()
    func.func private @q3()
  }
  func.func @user() attributes {refs = [@pm::@q2, {k = @keep}]} {
    call @chain1() : () -> ()
    return
  }
  func.func private @keep()
  func.func private @chain1() {
    call @chain2() : () -> ()
    return
  }
  func.func private @chain2()
  func.func private @unreferenced_chain() {
    call @chain2() : () -> ()
    return
  }
}
