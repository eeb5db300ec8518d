// buffer-hoisting never moves an allocation above the definition of one of
// its size operands: a size that is a block argument of the allocating
// block keeps the allocation there; a size defined in the entry block lets
// it move up to the entry block's terminator (not above the size).
// RUN: mlbuf-opt %s --buffer-hoisting | FileCheck %s
// RUN: mlbuf-opt %s --buffer-hoisting --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VALUE

// VALUE: 7

// CHECK-LABEL: func.func @size_from_block_arg
//  CHECK-NEXT:   cf.cond_br
//       CHECK: ^bb2(%[[N:.*]]: index):
//  CHECK-NEXT:   %[[A:.*]] = memref.alloc(%[[N]]) : memref<?xf32>
func.func @size_from_block_arg(%c: i1, %arg: memref<?xf32>, %n: index) -> f32 {
  cf.cond_br %c, ^bb1, ^bb2(%n : index)
^bb1:
  cf.br ^bb3(%arg : memref<?xf32>)
^bb2(%m: index):
  %a = memref.alloc(%m) : memref<?xf32>
  memref.copy %arg, %a : memref<?xf32> to memref<?xf32>
  cf.br ^bb3(%a : memref<?xf32>)
^bb3(%r: memref<?xf32>):
  %c0 = arith.constant 0 : index
  %v = memref.load %r[%c0] : memref<?xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @size_in_entry
//  CHECK-NEXT:   %[[N:.*]] = arith.addi
//  CHECK-NEXT:   %[[A:.*]] = memref.alloc(%[[N]]) : memref<?xf32>
//  CHECK-NEXT:   cf.cond_br
func.func @size_in_entry(%c: i1, %arg: memref<?xf32>, %n: index) -> f32 {
  %n2 = arith.addi %n, %n : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg : memref<?xf32>)
^bb2:
  %a = memref.alloc(%n2) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %sub = memref.subview %a[0] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
  memref.copy %arg, %sub : memref<?xf32> to memref<?xf32, strided<[1]>>
  %cast = memref.cast %a : memref<?xf32> to memref<?xf32>
  cf.br ^bb3(%cast : memref<?xf32>)
^bb3(%r: memref<?xf32>):
  %c1 = arith.constant 1 : index
  %v = memref.load %r[%c1] : memref<?xf32>
  return %v : f32
}

func.func @main() -> f32 {
  %f = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %four = arith.constant 4.0 : f32
  %three = arith.constant 3.0 : f32
  %in = memref.alloca(%c2) : memref<?xf32>
  memref.store %four, %in[%c0] : memref<?xf32>
  memref.store %three, %in[%c1] : memref<?xf32>
  %x = func.call @size_from_block_arg(%f, %in, %c2) : (i1, memref<?xf32>, index) -> f32
  %y = func.call @size_in_entry(%f, %in, %c2) : (i1, memref<?xf32>, index) -> f32
  %r = arith.addf %x, %y : f32
  return %r : f32
}
