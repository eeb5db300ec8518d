// Two values that may hold one critical alias's copy (%y: an allocation
// of one branch or a buffer of the function's own) reach it together in a
// call after the loop that clones %y into its iteration argument. The call
// writes %y and reads %z, which is %y's copy or a stack buffer none of
// %y's sources may be: both reach the one copy %y holds whenever they met
// in the input (refused before: any two values that may hold copies were
// assumed apart). Reading the loop's result after the call would be
// refused: in a loop of no trips it is the clone of %y, which misses the
// call's write.
// RUN: mlbuf-run %s -e main 2>/dev/null | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// OUT: {{^}}36030031{{$}}

// CHECK-LABEL: func.func @meet_on_one_copy
//       CHECK:   %[[Y:.*]] = scf.if
//       CHECK:   %[[C:.*]] = bufferization.clone %[[Y]]
//  CHECK-NEXT:   scf.for {{.*}} iter_args(%{{.*}} = %[[C]])
//       CHECK:   %[[Z:.*]] = scf.if
//       CHECK:   call @add_into(%[[Y]], %[[Z]])
func.func private @add_into(%dst: memref<?xi64>, %src: memref<?xi64>) {
  %c0 = arith.constant 0 : index
  %a = memref.load %dst[%c0] : memref<?xi64>
  %b = memref.load %src[%c0] : memref<?xi64>
  %s = arith.addi %a, %b : i64
  memref.store %s, %dst[%c0] : memref<?xi64>
  return
}

func.func @meet_on_one_copy(%c: i1, %d: i1, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %five = arith.constant 5 : i64
  %six = arith.constant 6 : i64
  %m = memref.alloc(%n) : memref<?xi64>
  memref.store %five, %m[%c0] : memref<?xi64>
  %y = scf.if %c -> (memref<?xi64>) {
    %a = memref.alloc(%n) : memref<?xi64>
    memref.store %six, %a[%c0] : memref<?xi64>
    scf.yield %a : memref<?xi64>
  } else {
    scf.yield %m : memref<?xi64>
  }
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%it = %y) -> (memref<?xi64>) {
    %v = memref.load %it[%c0] : memref<?xi64>
    %w = arith.addi %v, %v : i64
    %f = memref.alloc(%n) : memref<?xi64>
    memref.store %w, %f[%c0] : memref<?xi64>
    scf.yield %f : memref<?xi64>
  }
  %z = scf.if %d -> (memref<?xi64>) {
    scf.yield %y : memref<?xi64>
  } else {
    %s = memref.alloca(%n) : memref<?xi64>
    memref.store %six, %s[%c0] : memref<?xi64>
    scf.yield %s : memref<?xi64>
  }
  %q = memref.load %r[%c0] : memref<?xi64>
  func.call @add_into(%y, %z) : (memref<?xi64>, memref<?xi64>) -> ()
  %p = memref.load %y[%c0] : memref<?xi64>
  %t = arith.addi %p, %q : i64
  return %t : i64
}

func.func @main() -> i64 {
  %t = arith.constant true
  %f = arith.constant false
  %c4 = arith.constant 4 : index
  %a = func.call @meet_on_one_copy(%t, %t, %c4) : (i1, i1, index) -> i64
  %b = func.call @meet_on_one_copy(%f, %t, %c4) : (i1, i1, index) -> i64
  %c = func.call @meet_on_one_copy(%f, %f, %c4) : (i1, i1, index) -> i64
  %k = arith.constant 1000 : i64
  %ab = arith.muli %a, %k : i64
  %abk = arith.addi %ab, %b : i64
  %abk2 = arith.muli %abk, %k : i64
  %r = arith.addi %abk2, %c : i64
  return %r : i64
}
