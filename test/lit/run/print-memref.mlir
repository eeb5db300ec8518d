// The runner utilities print exactly as upstream's mlir_runner_utils and
// mlir_c_runner_utils (checked against mlir-runner): printMemref* writes the
// descriptor then the data nested with upstream's spacing; printF32/F64
// use %g.
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printMemrefInd(memref<*xindex>)
func.func private @printMemref1dF32(memref<?xf32>)
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printNewline()
func.func private @printComma()
func.func private @printOpen()
func.func private @printClose()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<3x2x4xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      scf.for %k = %c0 to %c4 step %c1 {
        %a = arith.muli %i, %c2 : index
        %b = arith.addi %a, %j : index
        %c = arith.muli %b, %c4 : index
        %d = arith.addi %c, %k : index
        %e = arith.index_cast %d : index to i32
        %f = arith.sitofp %e : i32 to f32
        %g = arith.constant 0.37 : f32
        %h = arith.mulf %f, %g : f32
        memref.store %h, %m[%i, %j, %k] : memref<3x2x4xf32>
      }
    }
  }
  %u = memref.cast %m : memref<3x2x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  // CHECK: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 3 offset = 0 sizes = [3, 2, 4] strides = [8, 4, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}[0,    0.37,    0.74,    1.11],
  // CHECK-NEXT: {{^}}  [1.48,    1.85,    2.22,    2.59]],
  // CHECK-NEXT: {{^}} {{\[}}[2.96,    3.33,    3.7,    4.07],
  // CHECK-NEXT: {{^}}  [4.44,    4.81,    5.18,    5.55]],
  // CHECK-NEXT: {{^}} {{\[}}[5.92,    6.29,    6.66,    7.03],
  // CHECK-NEXT: {{^}}  [7.4,    7.77,    8.14,    8.51]]]
  %sv = memref.subview %m[1, 0, 1][2, 1, 2][1, 1, 2] : memref<3x2x4xf32> to memref<2x2xf32, strided<[8, 2], offset: 9>>
  %su = memref.cast %sv : memref<2x2xf32, strided<[8, 2], offset: 9>> to memref<*xf32>
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()
  // CHECK: rank = 2 offset = 9 sizes = [2, 2] strides = [8, 2] data =
  // CHECK-NEXT: {{^}}[{{\[}}3.33,   4.07],
  // CHECK-NEXT: {{^}} [6.29,   7.03]]
  %flat = memref.collapse_shape %m [[0, 1, 2]] : memref<3x2x4xf32> into memref<24xf32>
  %head = memref.subview %flat[0][5][1] : memref<24xf32> to memref<5xf32, strided<[1]>>
  %hd = memref.cast %head : memref<5xf32, strided<[1]>> to memref<?xf32>
  call @printMemref1dF32(%hd) : (memref<?xf32>) -> ()
  // CHECK: {{^}}Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [5] strides = [1] data =
  // CHECK-NEXT: {{^}}[0,  0.37,  0.74,  1.11,  1.48]

  %one = memref.alloc() : memref<1xi32>
  %ci = arith.constant -7 : i32
  memref.store %ci, %one[%c0] : memref<1xi32>
  %ou = memref.cast %one : memref<1xi32> to memref<*xi32>
  call @printMemrefI32(%ou) : (memref<*xi32>) -> ()
  // CHECK: rank = 1 offset = 0 sizes = [1] strides = [1] data =
  // CHECK-NEXT: {{^}}[-7]
  %z = memref.alloc() : memref<i64>
  %cl = arith.constant 123456789012 : i64
  memref.store %cl, %z[] : memref<i64>
  %zu = memref.cast %z : memref<i64> to memref<*xi64>
  call @printMemrefI64(%zu) : (memref<*xi64>) -> ()
  // CHECK: rank = 0 offset = 0 sizes = [] strides = [] data =
  // CHECK-NEXT: {{^}}[123456789012]
  %ix = memref.alloc() : memref<2xindex>
  %neg = arith.constant -1 : index
  memref.store %neg, %ix[%c0] : memref<2xindex>
  memref.store %c3, %ix[%c1] : memref<2xindex>
  %iu = memref.cast %ix : memref<2xindex> to memref<*xindex>
  call @printMemrefInd(%iu) : (memref<*xindex>) -> ()
  // Index elements print unsigned, as upstream's index_type (uint64_t).
  // CHECK: data =
  // CHECK-NEXT: {{^}}[18446744073709551615,  3]
  %dd = memref.alloc() : memref<2x1xf64>
  %third = arith.constant 0.333333333333 : f64
  memref.store %third, %dd[%c0, %c0] : memref<2x1xf64>
  memref.store %third, %dd[%c1, %c0] : memref<2x1xf64>
  %du = memref.cast %dd : memref<2x1xf64> to memref<*xf64>
  call @printMemrefF64(%du) : (memref<*xf64>) -> ()
  // CHECK: sizes = [2, 1] strides = [1, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}0.333333],
  // CHECK-NEXT: {{^}} [0.333333]]

  %x = arith.constant 1.0e10 : f32
  call @printOpen() : () -> ()
  call @printF32(%x) : (f32) -> ()
  call @printComma() : () -> ()
  %y = arith.constant 0.1 : f64
  call @printF64(%y) : (f64) -> ()
  call @printComma() : () -> ()
  call @printI64(%cl) : (i64) -> ()
  call @printComma() : () -> ()
  %m1 = arith.constant -1 : i64
  call @printU64(%m1) : (i64) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  // CHECK: {{^}}( 1e+10, 0.1, 123456789012, 18446744073709551615 )
  memref.dealloc %m : memref<3x2x4xf32>
  memref.dealloc %one : memref<1xi32>
  memref.dealloc %z : memref<i64>
  memref.dealloc %ix : memref<2xindex>
  memref.dealloc %dd : memref<2x1xf64>
  return
}
