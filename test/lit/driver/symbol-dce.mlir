// symbol-dce erases private symbols nobody references, transitively;
// public ones stay; references inside attributes count; nested symbol
// tables are handled by their own visibility.
// RUN: mlbuf-opt %s --split-input-file --symbol-dce | FileCheck %s

// CHECK-LABEL: module {
// CHECK-NOT:   @dead
// CHECK-NOT:   @only_used_by_dead
// CHECK:       func.func @public_entry()
// CHECK:       func.func private @used()
// CHECK:       func.func private @used_by_attr()
// CHECK-NOT:   @dead
func.func private @only_used_by_dead()
func.func private @dead() {
  call @only_used_by_dead() : () -> ()
  return
}
func.func @public_entry() attributes {refs = [{k = @used_by_attr}]} {
  call @used() : () -> ()
  return
}
func.func private @used()
func.func private @used_by_attr()

// -----

// A public symbol table keeps its public symbols; a private one is dropped
// unless referenced, and then keeps only its public and referenced ones.
// CHECK-LABEL: module {
// CHECK:         module @pub {
// CHECK-NEXT:      func.func @p() {
// CHECK-NOT:       @q
// CHECK:         }
// CHECK-NOT:     module @priv_unused
// CHECK:         module @priv_used attributes {sym_visibility = "private"} {
// CHECK-NEXT:      func.func @y() {
// CHECK-NOT:       @z
// CHECK:         func.func @user() attributes {r = @priv_used}
module @pub {
  func.func @p() {
    return
  }
  func.func private @q()
}
module @priv_unused attributes {sym_visibility = "private"} {
  func.func @x() {
    return
  }
}
module @priv_used attributes {sym_visibility = "private"} {
  func.func @y() {
    return
  }
  func.func private @z()
}
func.func @user() attributes {r = @priv_used} {
  return
}
