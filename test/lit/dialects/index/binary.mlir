// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// index binary ops: `%a, %b attr-dict`, all operands and results index.

func.func @binary(%a: index, %b: index) {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  %10 = index.maxs %a, %b
  %11 = index.maxu %a, %b
  %12 = index.mins %a, %b
  %13 = index.minu %a, %b
  %14 = index.shl %a, %b
  %15 = index.shrs %a, %b
  %16 = index.shru %a, %b
  %17 = index.and %a, %b
  %18 = index.or %a, %b
  %19 = index.xor %a, %b {foo.x}
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @binary(%arg0: index, %arg1: index) {
// CHECK-NEXT: %0 = index.add %arg0, %arg1
// CHECK-NEXT: %1 = index.sub %arg0, %arg1
// CHECK-NEXT: %2 = index.mul %arg0, %arg1
// CHECK-NEXT: %3 = index.divs %arg0, %arg1
// CHECK-NEXT: %4 = index.divu %arg0, %arg1
// CHECK-NEXT: %5 = index.ceildivs %arg0, %arg1
// CHECK-NEXT: %6 = index.ceildivu %arg0, %arg1
// CHECK-NEXT: %7 = index.floordivs %arg0, %arg1
// CHECK-NEXT: %8 = index.rems %arg0, %arg1
// CHECK-NEXT: %9 = index.remu %arg0, %arg1
// CHECK-NEXT: %10 = index.maxs %arg0, %arg1
// CHECK-NEXT: %11 = index.maxu %arg0, %arg1
// CHECK-NEXT: %12 = index.mins %arg0, %arg1
// CHECK-NEXT: %13 = index.minu %arg0, %arg1
// CHECK-NEXT: %14 = index.shl %arg0, %arg1
// CHECK-NEXT: %15 = index.shrs %arg0, %arg1
// CHECK-NEXT: %16 = index.shru %arg0, %arg1
// CHECK-NEXT: %17 = index.and %arg0, %arg1
// CHECK-NEXT: %18 = index.or %arg0, %arg1
// CHECK-NEXT: %19 = index.xor %arg0, %arg1 {foo.x}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index, index) -> (), sym_name = "binary"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: index):
// GENERIC-NEXT: %0 = "index.add"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %1 = "index.sub"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %2 = "index.mul"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %3 = "index.divs"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %4 = "index.divu"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %5 = "index.ceildivs"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %6 = "index.ceildivu"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %7 = "index.floordivs"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %8 = "index.rems"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %9 = "index.remu"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %10 = "index.maxs"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %11 = "index.maxu"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %12 = "index.mins"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %13 = "index.minu"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %14 = "index.shl"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %15 = "index.shrs"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %16 = "index.shru"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %17 = "index.and"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %18 = "index.or"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %19 = "index.xor"(%arg0, %arg1) {foo.x} : (index, index) -> index
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
