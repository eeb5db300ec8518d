// A loop carries a subview of a static buffer (layout strided<[3, 1],
// offset: 6>) and yields a value the analysis puts in a new buffer (the
// insert into the iteration argument is out of place: the argument is
// read after it). A new buffer has the identity layout, which does not
// cast to the static offset: the loop carries the fully dynamic layout
// instead (upstream's rule for init and yielded types that differ). Before
// the fix the output held an invalid memref.cast (random program 1044188).
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK:      %[[SV:.*]] = memref.subview %{{.*}}[2, 0] [1, 2] [1, 1] : memref<3x3xi64> to memref<1x2xi64, strided<[3, 1], offset: 6>>
// CHECK:      %[[C:.*]] = memref.cast %[[SV]] : memref<1x2xi64, strided<[3, 1], offset: 6>> to memref<1x2xi64, strided<[?, ?], offset: ?>>
// CHECK:      scf.for {{.*}} iter_args(%{{.*}} = %[[C]], {{.*}}) -> (memref<1x2xi64, strided<[?, ?], offset: ?>>, i64)
// CHECK:        memref.cast %{{.*}} : memref<1x2xi64> to memref<1x2xi64, strided<[?, ?], offset: ?>>
// VALUE: {{^}}60{{$}}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k5 = arith.constant 5 : i64
  %k9 = arith.constant 9 : i64
  %e = tensor.empty() : tensor<3x3xi64>
  %big = linalg.fill ins(%k5 : i64) outs(%e : tensor<3x3xi64>) -> tensor<3x3xi64>
  %s = tensor.extract_slice %big[2, 0] [1, 2] [1, 1] : tensor<3x3xi64> to tensor<1x2xi64>
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %s, %acc = %k9) -> (tensor<1x2xi64>, i64) {
    %t = tensor.insert %acc into %a[%c0, %c1] : tensor<1x2xi64>
    %x = tensor.extract %a[%c0, %c1] : tensor<1x2xi64>
    %y = arith.addi %x, %acc : i64
    scf.yield %t, %y : tensor<1x2xi64>, i64
  }
  %v = tensor.extract %r#0[%c0, %c1] : tensor<1x2xi64>
  %z = arith.addi %v, %r#1 : i64
  return %z : i64
}
