// memref.global storage: dense and splat initial values, uninitialized
// (zeroed) globals, mutable globals shared by every get_global.
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>)

memref.global "private" constant @table : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
memref.global "private" @counter : memref<i64> = dense<41>
memref.global "private" @zeros : memref<3xi16> = uninitialized
memref.global "private" constant @ones : memref<4xi8> = dense<1>

func.func @bump() {
  %g = memref.get_global @counter : memref<i64>
  %v = memref.load %g[] : memref<i64>
  %one = arith.constant 1 : i64
  %w = arith.addi %v, %one : i64
  memref.store %w, %g[] : memref<i64>
  return
}

func.func @main() -> (i64, i16, i8) {
  %t = memref.get_global @table : memref<2x3xf32>
  %u = memref.cast %t : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  // CHECK: sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}1,   2,   3],
  // CHECK-NEXT: {{^}} [4,   5,   6]]
  call @bump() : () -> ()
  %g = memref.get_global @counter : memref<i64>
  %c = memref.load %g[] : memref<i64>
  // CHECK-NEXT: {{^}}42{{$}}
  %c2 = arith.constant 2 : index
  %z = memref.get_global @zeros : memref<3xi16>
  %zv = memref.load %z[%c2] : memref<3xi16>
  // CHECK-NEXT: {{^}}0{{$}}
  %o = memref.get_global @ones : memref<4xi8>
  %ov = memref.load %o[%c2] : memref<4xi8>
  // CHECK-NEXT: {{^}}1{{$}}
  return %c, %zv, %ov : i64, i16, i8
}
