// Unstructured control flow: cf.br / cf.cond_br with block arguments
// (including arguments swapped between iterations), cf.switch with
// negative cases and a default, cf.assert that holds.
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s

// Steps of the Collatz sequence from n to 1.
func.func @collatz(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  cf.br ^loop(%n, %c0 : i64, i64)
^loop(%x: i64, %steps: i64):
  %done = arith.cmpi eq, %x, %c1 : i64
  cf.cond_br %done, ^exit(%steps : i64), ^body
^body:
  %r = arith.remui %x, %c2 : i64
  %s1 = arith.addi %steps, %c1 : i64
  %even = arith.cmpi eq, %r, %c0 : i64
  cf.cond_br %even, ^even, ^odd
^even:
  %h = arith.divui %x, %c2 : i64
  cf.br ^loop(%h, %s1 : i64, i64)
^odd:
  %t = arith.muli %x, %c3 : i64
  %t1 = arith.addi %t, %c1 : i64
  cf.br ^loop(%t1, %s1 : i64, i64)
^exit(%res: i64):
  return %res : i64
}

// gcd with the block arguments swapped on each edge.
func.func @gcd(%a: i64, %b: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  cf.br ^head(%a, %b : i64, i64)
^head(%x: i64, %y: i64):
  %z = arith.cmpi eq, %y, %c0 : i64
  cf.cond_br %z, ^done, ^step
^step:
  %m = arith.remsi %x, %y : i64
  cf.br ^head(%y, %m : i64, i64)
^done:
  cf.assert %z, "y must be zero here"
  return %x : i64
}

func.func @classify(%x: i32) -> i64 {
  cf.switch %x : i32, [
    default: ^other,
    5: ^five,
    -3: ^minus_three(%x : i32)
  ]
^other:
  %c0 = arith.constant 100 : i64
  return %c0 : i64
^five:
  %c1 = arith.constant 5 : i64
  return %c1 : i64
^minus_three(%v: i32):
  %w = arith.extsi %v : i32 to i64
  return %w : i64
}

func.func @main() -> (i64, i64, i64, i64, i64) {
  %c27 = arith.constant 27 : i64
  %r = call @collatz(%c27) : (i64) -> i64
  // CHECK: {{^}}111{{$}}
  %a = arith.constant 1071 : i64
  %b = arith.constant 462 : i64
  %g = call @gcd(%a, %b) : (i64, i64) -> i64
  // CHECK-NEXT: {{^}}21{{$}}
  %five = arith.constant 5 : i32
  %m3 = arith.constant -3 : i32
  %seven = arith.constant 7 : i32
  %s1 = call @classify(%five) : (i32) -> i64
  %s2 = call @classify(%m3) : (i32) -> i64
  %s3 = call @classify(%seven) : (i32) -> i64
  // CHECK-NEXT: {{^}}5{{$}}
  // CHECK-NEXT: {{^}}-3{{$}}
  // CHECK-NEXT: {{^}}100{{$}}
  return %r, %g, %s1, %s2, %s3 : i64, i64, i64, i64, i64
}
