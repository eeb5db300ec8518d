// The other side of late-alias-streamed.mlir: an affine map met in the
// first function, inside a nested region, stops the alias-free attempt at
// once (nothing after that op is printed before the text is redone with
// aliases). A type printed in the attempt with its map written out (and
// remembered by the printer's type caches) comes out with the alias after
// the redo. The output is the same as for a late alias: #map at the top,
// every function after it, whether the output goes to a file, is appended
// to one, or goes through a pipe.
// RUN: cat %s > %t.in.mlir
// RUN: python3 -c "for i in range(3000): print('func.func @f%%d() {\n  return\n}' %% i)" >> %t.in.mlir
// RUN: mlbuf-opt %t.in.mlir -o %t.file
// RUN: FileCheck %s < %t.file
// RUN: echo "// prefix" > %t.append
// RUN: mlbuf-opt %t.in.mlir >> %t.append
// RUN: FileCheck %s --check-prefixes=APPEND,CHECK < %t.append
// RUN: mlbuf-opt %t.in.mlir | FileCheck %s

// APPEND: // prefix
// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @first(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.for %arg1 = %c0 to %arg0 step %arg0 {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32, #map>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @second(%arg0: memref<4xf32, #map>) -> memref<4xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: return %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f0() {
// CHECK: func.func @f2999() {
// CHECK-NOT: #map
func.func @first(%n: index) {
  %c0 = arith.constant 0 : index
  scf.for %i = %c0 to %n step %n {
    %a = memref.alloc() : memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
    %b = memref.alloc() : memref<4xf32>
  }
  %c = memref.alloc() : memref<8xf32>
  return
}
func.func @second(%a: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) -> memref<4xf32> {
  %b = memref.alloc() : memref<4xf32>
  return %b : memref<4xf32>
}
