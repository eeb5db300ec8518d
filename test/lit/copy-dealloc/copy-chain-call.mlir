// A call that reads and writes the buffer a loop carries, in every trip:
// the write of one trip is read by the same call in the next trip,
// through the iteration argument, which holds a clone of the scf.if's
// result, itself a clone of the argument made after the call. Within one
// run the call reads what it wrote through the same value (one buffer in
// both programs); across trips the separation check follows the clones
// made after the write (docs/copy-deallocation.md, "copy chains"). A
// build that did not follow the same op from one trip to the next
// refused it.
// RUN: mlbuf-run %s -e main 2>/dev/null | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT
// OUT: {{^}}4{{$}}

// CHECK-LABEL: func.func @loop_call
//       CHECK:   scf.for {{.*}} iter_args(%[[IT:.*]] = %{{.*}})
//       CHECK:     call @inc(%[[IT]])
//       CHECK:     %[[Y:.*]] = scf.if
//       CHECK:       %[[C:.*]] = bufferization.clone %[[IT]]
//       CHECK:       scf.yield %[[C]]
func.func @inc(%m: memref<1xi64>) {
  %c0 = arith.constant 0 : index
  %k1 = arith.constant 1 : i64
  %v = memref.load %m[%c0] : memref<1xi64>
  %v1 = arith.addi %v, %k1 : i64
  memref.store %v1, %m[%c0] : memref<1xi64>
  return
}

func.func @loop_call(%n: index, %c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k1 = arith.constant 1 : i64
  %a = memref.alloc() : memref<1xi64>
  memref.store %k1, %a[%c0] : memref<1xi64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %a) -> (memref<1xi64>) {
    func.call @inc(%it) : (memref<1xi64>) -> ()
    %y = scf.if %c -> (memref<1xi64>) {
      scf.yield %it : memref<1xi64>
    } else {
      %m = memref.alloc() : memref<1xi64>
      memref.copy %it, %m : memref<1xi64> to memref<1xi64>
      scf.yield %m : memref<1xi64>
    }
    scf.yield %y : memref<1xi64>
  }
  %x = memref.load %r[%c0] : memref<1xi64>
  return %x : i64
}

func.func @main() -> i64 {
  %c3 = arith.constant 3 : index
  %t = arith.constant true
  %r = call @loop_call(%c3, %t) : (index, i1) -> i64
  return %r : i64
}
