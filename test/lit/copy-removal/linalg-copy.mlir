// linalg.copy is a copy by its copy interface, like memref.copy: its body
// (the element-wise form) adds no effect, so it is removed the same way.
// A copy that also reads something else (linalg.generic writing the
// target from the source and another buffer) is not a copy.
// RUN: mlbuf-opt %s --copy-removal | FileCheck %s
// RUN: mlbuf-opt %s --copy-removal | mlbuf-run --check -e main | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=VALUE
// VALUE: 26

// CHECK-LABEL: func.func @linalg_copy
//   CHECK-NOT:   linalg.copy
//       CHECK:   return
func.func @linalg_copy(%x: i64) -> memref<2xi64> {
  %a = memref.alloc() : memref<2xi64>
  linalg.fill ins(%x : i64) outs(%a : memref<2xi64>)
  %b = memref.alloc() : memref<2xi64>
  linalg.copy ins(%a : memref<2xi64>) outs(%b : memref<2xi64>)
  memref.dealloc %a : memref<2xi64>
  return %b : memref<2xi64>
}

// CHECK-LABEL: func.func @generic_is_no_copy
//       CHECK:   linalg.generic
func.func @generic_is_no_copy(%x: i64) -> memref<2xi64> {
  %a = memref.alloc() : memref<2xi64>
  linalg.fill ins(%x : i64) outs(%a : memref<2xi64>)
  %b = memref.alloc() : memref<2xi64>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                  iterator_types = ["parallel"]}
      ins(%a : memref<2xi64>) outs(%b : memref<2xi64>) {
  ^bb0(%in: i64, %out: i64):
    %s = arith.addi %in, %in : i64
    linalg.yield %s : i64
  }
  memref.dealloc %a : memref<2xi64>
  return %b : memref<2xi64>
}

func.func @main() -> i64 {
  %c1 = arith.constant 1 : index
  %x = arith.constant 6 : i64
  %m1 = call @linalg_copy(%x) : (i64) -> memref<2xi64>
  %m2 = call @generic_is_no_copy(%x) : (i64) -> memref<2xi64>
  %v1 = memref.load %m1[%c1] : memref<2xi64>
  %v2 = memref.load %m2[%c1] : memref<2xi64>
  memref.dealloc %m1 : memref<2xi64>
  memref.dealloc %m2 : memref<2xi64>
  %s = arith.addi %v1, %v2 : i64
  %k = arith.constant 8 : i64
  %r = arith.addi %s, %k : i64
  return %r : i64
}
