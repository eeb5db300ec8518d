// Entry arguments come from the command line, typed by the signature;
// results print one per line (memrefs and tensors as their type, then
// their data in printMemref's layout).
// RUN: mlbuf-run --check %s -e main -- -3 2.5 true memref:2x3xi32=[1,2,3,4,5,6] memref:3xf64=0.25 "tensor:2xf32=[1.5, -2]" | FileCheck %s

func.func @main(%i: i32, %f: f32, %b: i1, %m: memref<2x?xi32>, %d: memref<3xf64>, %t: tensor<2xf32>)
    -> (i32, f32, i1, i32, index, memref<3xf64>, tensor<2xf32>, memref<2x?xi32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = memref.dim %m, %c1 : memref<2x?xi32>
  %v = memref.load %m[%c1, %c2] : memref<2x?xi32>
  %out = memref.alloc() : memref<3xf64>
  memref.copy %d, %out : memref<3xf64> to memref<3xf64>
  return %i, %f, %b, %v, %n, %out, %t, %m : i32, f32, i1, i32, index, memref<3xf64>, tensor<2xf32>, memref<2x?xi32>
}
// CHECK: {{^}}-3{{$}}
// CHECK-NEXT: {{^}}2.5{{$}}
// CHECK-NEXT: {{^}}true{{$}}
// CHECK-NEXT: {{^}}6{{$}}
// CHECK-NEXT: {{^}}3{{$}}
// CHECK-NEXT: {{^}}memref<3xf64>{{$}}
// CHECK-NEXT: {{^}}[0.25,  0.25,  0.25]{{$}}
// CHECK-NEXT: {{^}}tensor<2xf32>{{$}}
// CHECK-NEXT: {{^}}[1.5,  -2]{{$}}
// CHECK-NEXT: {{^}}memref<2x?xi32>{{$}}
// CHECK-NEXT: {{^}}[{{\[}}1,   2,   3],
// CHECK-NEXT: {{^}} [4,   5,   6]]
