// func.constant makes a function value; func.call_indirect calls through
// it (interpreted functions and runner utilities alike). Expected output
// from mlir-runner.
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s

func.func private @printI64(i64)
func.func private @printNewline()

func.func @twice(%x: i64) -> i64 {
  %r = arith.addi %x, %x : i64
  return %r : i64
}

func.func @square(%x: i64) -> i64 {
  %r = arith.muli %x, %x : i64
  return %r : i64
}

// Applies f n times.
func.func @apply(%f: (i64) -> i64, %x: i64, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i64) {
    %y = func.call_indirect %f(%acc) : (i64) -> i64
    scf.yield %y : i64
  }
  return %r : i64
}

func.func @main() {
  %three = arith.constant 3 : i64
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %t = func.constant @twice : (i64) -> i64
  %s = func.constant @square : (i64) -> i64
  %p = func.constant @printI64 : (i64) -> ()
  %nl = func.constant @printNewline : () -> ()
  %a = call @apply(%t, %three, %c3) : ((i64) -> i64, i64, index) -> i64
  // CHECK: {{^}}24{{$}}
  func.call_indirect %p(%a) : (i64) -> ()
  func.call_indirect %nl() : () -> ()
  %b = call @apply(%s, %three, %c2) : ((i64) -> i64, i64, index) -> i64
  // CHECK-NEXT: {{^}}81{{$}}
  func.call_indirect %p(%b) : (i64) -> ()
  func.call_indirect %nl() : () -> ()
  return
}
