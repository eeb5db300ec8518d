// The printer streams text before it knows whether an alias is needed;
// an affine map met only in the last of many functions (well past the
// first 64 KB written) must still come out as a #map at the top, whether
// the output goes to a file, is appended to one, or goes through a pipe.
// RUN: python3 -c "for i in range(3000): print('func.func @f%%d() {\n  return\n}' %% i)" > %t.in.mlir
// RUN: cat %s >> %t.in.mlir
// RUN: mlbuf-opt %t.in.mlir -o %t.file
// RUN: FileCheck %s < %t.file
// RUN: echo "// prefix" > %t.append
// RUN: mlbuf-opt %t.in.mlir >> %t.append
// RUN: FileCheck %s --check-prefixes=APPEND,CHECK < %t.append
// RUN: mlbuf-opt %t.in.mlir | FileCheck %s

// APPEND: // prefix
// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @f0() {
// CHECK: func.func @f2999() {
// CHECK: func.func @last(%arg0: memref<4xf32, #map>) {
// CHECK-NOT: #map =
func.func @last(%a: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) {
  return
}
