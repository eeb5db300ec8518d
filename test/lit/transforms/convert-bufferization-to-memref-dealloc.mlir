// convert-bufferization-to-memref: deallocs are lowered as bufferization-lower-deallocations does.
// RUN: mlbuf-opt %s --convert-bufferization-to-memref | FileCheck %s

// CHECK-LABEL: func.func @mixed(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<10xf32>, %[[ARG1:[A-Za-z0-9_]+]]: memref<10xf32>, %[[ARG2:[A-Za-z0-9_]+]]: i1, %[[ARG3:[A-Za-z0-9_]+]]: i1) -> memref<10xf32> {
// CHECK-NEXT: %[[ALLOC:[A-Za-z0-9_]+]] = memref.alloc() : memref<10xf32>
// CHECK-NEXT: memref.copy %[[ARG0]], %[[ALLOC]] : memref<10xf32> to memref<10xf32>
// CHECK-NEXT: scf.if %[[ARG2]] {
// CHECK-NEXT: memref.dealloc %[[ARG0]] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[ALLOC_0:[A-Za-z0-9_]+]] = memref.alloc() : memref<2xindex>
// CHECK-NEXT: %[[ALLOC_1:[A-Za-z0-9_]+]] = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %[[ALLOC_2:[A-Za-z0-9_]+]] = memref.alloc() : memref<1xindex>
// CHECK-NEXT: %[[INTPTR:[A-Za-z0-9_]+]] = memref.extract_aligned_pointer_as_index %[[ARG1]] : memref<10xf32> -> index
// CHECK-NEXT: %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: memref.store %[[INTPTR]], %[[ALLOC_0]][%[[C0]]] : memref<2xindex>
// CHECK-NEXT: %[[INTPTR_3:[A-Za-z0-9_]+]] = memref.extract_aligned_pointer_as_index %[[ALLOC]] : memref<10xf32> -> index
// CHECK-NEXT: %[[C1:[A-Za-z0-9_]+]] = arith.constant 1 : index
// CHECK-NEXT: memref.store %[[INTPTR_3]], %[[ALLOC_0]][%[[C1]]] : memref<2xindex>
// CHECK-NEXT: %[[C0_4:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: memref.store %[[ARG3]], %[[ALLOC_1]][%[[C0_4]]] : memref<2xi1>
// CHECK-NEXT: %[[C1_5:[A-Za-z0-9_]+]] = arith.constant 1 : index
// CHECK-NEXT: memref.store %[[ARG2]], %[[ALLOC_1]][%[[C1_5]]] : memref<2xi1>
// CHECK-NEXT: %[[INTPTR_6:[A-Za-z0-9_]+]] = memref.extract_aligned_pointer_as_index %[[ALLOC]] : memref<10xf32> -> index
// CHECK-NEXT: %[[C0_7:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: memref.store %[[INTPTR_6]], %[[ALLOC_2]][%[[C0_7]]] : memref<1xindex>
// CHECK-NEXT: %[[CAST:[A-Za-z0-9_]+]] = memref.cast %[[ALLOC_0]] : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %[[CAST_8:[A-Za-z0-9_]+]] = memref.cast %[[ALLOC_1]] : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %[[CAST_9:[A-Za-z0-9_]+]] = memref.cast %[[ALLOC_2]] : memref<1xindex> to memref<?xindex>
// CHECK-NEXT: %[[ALLOC_10:[A-Za-z0-9_]+]] = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %[[ALLOC_11:[A-Za-z0-9_]+]] = memref.alloc() : memref<1xi1>
// CHECK-NEXT: %[[CAST_12:[A-Za-z0-9_]+]] = memref.cast %[[ALLOC_10]] : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %[[CAST_13:[A-Za-z0-9_]+]] = memref.cast %[[ALLOC_11]] : memref<1xi1> to memref<?xi1>
// CHECK-NEXT: call @dealloc_helper(%[[CAST]], %[[CAST_9]], %[[CAST_8]], %[[CAST_12]], %[[CAST_13]]) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %[[C0_14:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[V0:[A-Za-z0-9_]+]] = memref.load %[[ALLOC_10]][%[[C0_14]]] : memref<2xi1>
// CHECK-NEXT: scf.if %[[V0]] {
// CHECK-NEXT: memref.dealloc %[[ARG1]] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[C1_15:[A-Za-z0-9_]+]] = arith.constant 1 : index
// CHECK-NEXT: %[[V1:[A-Za-z0-9_]+]] = memref.load %[[ALLOC_10]][%[[C1_15]]] : memref<2xi1>
// CHECK-NEXT: scf.if %[[V1]] {
// CHECK-NEXT: memref.dealloc %[[ALLOC]] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[C0_16:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[V2:[A-Za-z0-9_]+]] = memref.load %[[ALLOC_11]][%[[C0_16]]] : memref<1xi1>
// CHECK-NEXT: memref.dealloc %[[ALLOC_0]] : memref<2xindex>
// CHECK-NEXT: memref.dealloc %[[ALLOC_2]] : memref<1xindex>
// CHECK-NEXT: memref.dealloc %[[ALLOC_1]] : memref<2xi1>
// CHECK-NEXT: memref.dealloc %[[ALLOC_10]] : memref<2xi1>
// CHECK-NEXT: memref.dealloc %[[ALLOC_11]] : memref<1xi1>
// CHECK-NEXT: return %[[ALLOC]] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @dealloc_helper(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<?xindex>, %[[ARG1:[A-Za-z0-9_]+]]: memref<?xindex>, %[[ARG2:[A-Za-z0-9_]+]]: memref<?xi1>, %[[ARG3:[A-Za-z0-9_]+]]: memref<?xi1>, %[[ARG4:[A-Za-z0-9_]+]]: memref<?xi1>) {
// CHECK-NEXT: %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[C1:[A-Za-z0-9_]+]] = arith.constant 1 : index
// CHECK-NEXT: %[[TRUE:[A-Za-z0-9_]+]] = arith.constant true
// CHECK-NEXT: %[[FALSE:[A-Za-z0-9_]+]] = arith.constant false
// CHECK-NEXT: %[[DIM:[A-Za-z0-9_]+]] = memref.dim %[[ARG0]], %[[C0]] : memref<?xindex>
// CHECK-NEXT: %[[DIM_0:[A-Za-z0-9_]+]] = memref.dim %[[ARG1]], %[[C0]] : memref<?xindex>
// CHECK-NEXT: scf.for %[[ARG5:[A-Za-z0-9_]+]] = %[[C0]] to %[[DIM_0]] step %[[C1]] {
// CHECK-NEXT: memref.store %[[FALSE]], %[[ARG4]][%[[ARG5]]] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %[[ARG5]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT: %[[V0:[A-Za-z0-9_]+]] = memref.load %[[ARG0]][%[[ARG5]]] : memref<?xindex>
// CHECK-NEXT: %[[V1:[A-Za-z0-9_]+]] = memref.load %[[ARG2]][%[[ARG5]]] : memref<?xi1>
// CHECK-NEXT: %[[V2:[A-Za-z0-9_]+]] = scf.for %[[ARG6:[A-Za-z0-9_]+]] = %[[C0]] to %[[DIM_0]] step %[[C1]] iter_args(%[[ARG7:[A-Za-z0-9_]+]] = %[[TRUE]]) -> (i1) {
// CHECK-NEXT: %[[V5:[A-Za-z0-9_]+]] = memref.load %[[ARG1]][%[[ARG6]]] : memref<?xindex>
// CHECK-NEXT: %[[V6:[A-Za-z0-9_]+]] = arith.cmpi eq, %[[V5]], %[[V0]] : index
// CHECK-NEXT: scf.if %[[V6]] {
// CHECK-NEXT: %[[V9:[A-Za-z0-9_]+]] = memref.load %[[ARG4]][%[[ARG6]]] : memref<?xi1>
// CHECK-NEXT: %[[V10:[A-Za-z0-9_]+]] = arith.ori %[[V9]], %[[V1]] : i1
// CHECK-NEXT: memref.store %[[V10]], %[[ARG4]][%[[ARG6]]] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: %[[V7:[A-Za-z0-9_]+]] = arith.cmpi ne, %[[V5]], %[[V0]] : index
// CHECK-NEXT: %[[V8:[A-Za-z0-9_]+]] = arith.andi %[[ARG7]], %[[V7]] : i1
// CHECK-NEXT: scf.yield %[[V8]] : i1
// CHECK-NEXT: }
// CHECK-NEXT: %[[V3:[A-Za-z0-9_]+]] = scf.for %[[ARG6]] = %[[C0]] to %[[ARG5]] step %[[C1]] iter_args(%[[ARG7]] = %[[V2]]) -> (i1) {
// CHECK-NEXT: %[[V5]] = memref.load %[[ARG0]][%[[ARG6]]] : memref<?xindex>
// CHECK-NEXT: %[[V6]] = arith.cmpi ne, %[[V5]], %[[V0]] : index
// CHECK-NEXT: %[[V7]] = arith.andi %[[ARG7]], %[[V6]] : i1
// CHECK-NEXT: scf.yield %[[V7]] : i1
// CHECK-NEXT: }
// CHECK-NEXT: %[[V4:[A-Za-z0-9_]+]] = arith.andi %[[V3]], %[[V1]] : i1
// CHECK-NEXT: memref.store %[[V4]], %[[ARG3]][%[[ARG5]]] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @mixed(%a: memref<10xf32>, %b: memref<10xf32>, %ca: i1, %cb: i1) -> memref<10xf32> {
  %copy = bufferization.clone %a : memref<10xf32> to memref<10xf32>
  bufferization.dealloc (%a : memref<10xf32>) if (%ca)
  %r = bufferization.dealloc (%b, %copy : memref<10xf32>, memref<10xf32>) if (%cb, %ca) retain (%copy : memref<10xf32>)
  return %copy : memref<10xf32>
}
