// scf.for with `unsigned` on a narrow integer type counts on the
// zero-extended values: 100 to 200 step 50 in i8 runs twice (signed, the
// range 100 to -56 is empty). Expected output from mlir-runner.
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s

func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %lb = arith.constant 100 : i8
  %ub = arith.constant 200 : i8
  %st = arith.constant 50 : i8
  %z = arith.constant 0 : i64
  // CHECK: {{^}}100{{$}}
  // CHECK-NEXT: {{^}}150{{$}}
  %n = scf.for unsigned %i = %lb to %ub step %st iter_args(%a = %z) -> (i64) : i8 {
    %w = arith.extui %i : i8 to i64
    func.call @printI64(%w) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %one = arith.constant 1 : i64
    %b = arith.addi %a, %one : i64
    scf.yield %b : i64
  }
  // CHECK-NEXT: {{^}}2{{$}}
  func.call @printI64(%n) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %m = scf.for %i = %lb to %ub step %st iter_args(%a = %z) -> (i64) : i8 {
    %one = arith.constant 1 : i64
    %b = arith.addi %a, %one : i64
    scf.yield %b : i64
  }
  // CHECK-NEXT: {{^}}0{{$}}
  func.call @printI64(%m) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
