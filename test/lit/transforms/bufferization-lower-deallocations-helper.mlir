// bufferization-lower-deallocations: several memrefs go through the private dealloc_helper function appended to the module.
// RUN: mlbuf-opt %s --bufferization-lower-deallocations=inline-limit=0 | FileCheck %s

// CHECK-LABEL: func.func @two(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<2xf32>, %[[ARG1:[A-Za-z0-9_]+]]: memref<?xf32>, %[[ARG2:[A-Za-z0-9_]+]]: i1, %[[ARG3:[A-Za-z0-9_]+]]: i1, %[[ARG4:[A-Za-z0-9_]+]]: memref<2xf32>) -> i1 {
// CHECK-NEXT: %[[ALLOC:[A-Za-z0-9_]+]] = memref.alloc() : memref<2xindex>
// CHECK-NEXT: %[[ALLOC_0:[A-Za-z0-9_]+]] = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %[[ALLOC_1:[A-Za-z0-9_]+]] = memref.alloc() : memref<1xindex>
// CHECK-NEXT: %[[INTPTR:[A-Za-z0-9_]+]] = memref.extract_aligned_pointer_as_index %[[ARG0]] : memref<2xf32> -> index
// CHECK-NEXT: %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: memref.store %[[INTPTR]], %[[ALLOC]][%[[C0]]] : memref<2xindex>
// CHECK-NEXT: %[[INTPTR_2:[A-Za-z0-9_]+]] = memref.extract_aligned_pointer_as_index %[[ARG1]] : memref<?xf32> -> index
// CHECK-NEXT: %[[C1:[A-Za-z0-9_]+]] = arith.constant 1 : index
// CHECK-NEXT: memref.store %[[INTPTR_2]], %[[ALLOC]][%[[C1]]] : memref<2xindex>
// CHECK-NEXT: %[[C0_3:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: memref.store %[[ARG2]], %[[ALLOC_0]][%[[C0_3]]] : memref<2xi1>
// CHECK-NEXT: %[[C1_4:[A-Za-z0-9_]+]] = arith.constant 1 : index
// CHECK-NEXT: memref.store %[[ARG3]], %[[ALLOC_0]][%[[C1_4]]] : memref<2xi1>
// CHECK-NEXT: %[[INTPTR_5:[A-Za-z0-9_]+]] = memref.extract_aligned_pointer_as_index %[[ARG4]] : memref<2xf32> -> index
// CHECK-NEXT: %[[C0_6:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: memref.store %[[INTPTR_5]], %[[ALLOC_1]][%[[C0_6]]] : memref<1xindex>
// CHECK-NEXT: %[[CAST:[A-Za-z0-9_]+]] = memref.cast %[[ALLOC]] : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %[[CAST_7:[A-Za-z0-9_]+]] = memref.cast %[[ALLOC_0]] : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %[[CAST_8:[A-Za-z0-9_]+]] = memref.cast %[[ALLOC_1]] : memref<1xindex> to memref<?xindex>
// CHECK-NEXT: %[[ALLOC_9:[A-Za-z0-9_]+]] = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %[[ALLOC_10:[A-Za-z0-9_]+]] = memref.alloc() : memref<1xi1>
// CHECK-NEXT: %[[CAST_11:[A-Za-z0-9_]+]] = memref.cast %[[ALLOC_9]] : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %[[CAST_12:[A-Za-z0-9_]+]] = memref.cast %[[ALLOC_10]] : memref<1xi1> to memref<?xi1>
// CHECK-NEXT: call @dealloc_helper(%[[CAST]], %[[CAST_8]], %[[CAST_7]], %[[CAST_11]], %[[CAST_12]]) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %[[C0_13:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[V0:[A-Za-z0-9_]+]] = memref.load %[[ALLOC_9]][%[[C0_13]]] : memref<2xi1>
// CHECK-NEXT: scf.if %[[V0]] {
// CHECK-NEXT: memref.dealloc %[[ARG0]] : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[C1_14:[A-Za-z0-9_]+]] = arith.constant 1 : index
// CHECK-NEXT: %[[V1:[A-Za-z0-9_]+]] = memref.load %[[ALLOC_9]][%[[C1_14]]] : memref<2xi1>
// CHECK-NEXT: scf.if %[[V1]] {
// CHECK-NEXT: memref.dealloc %[[ARG1]] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[C0_15:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[V2:[A-Za-z0-9_]+]] = memref.load %[[ALLOC_10]][%[[C0_15]]] : memref<1xi1>
// CHECK-NEXT: memref.dealloc %[[ALLOC]] : memref<2xindex>
// CHECK-NEXT: memref.dealloc %[[ALLOC_1]] : memref<1xindex>
// CHECK-NEXT: memref.dealloc %[[ALLOC_0]] : memref<2xi1>
// CHECK-NEXT: memref.dealloc %[[ALLOC_9]] : memref<2xi1>
// CHECK-NEXT: memref.dealloc %[[ALLOC_10]] : memref<1xi1>
// CHECK-NEXT: return %[[V2]] : i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @three_no_retain(
// CHECK-SAME: %[[ARG0:[A-Za-z0-9_]+]]: memref<i8>, %[[ARG1:[A-Za-z0-9_]+]]: memref<i8>, %[[ARG2:[A-Za-z0-9_]+]]: memref<i8>, %[[ARG3:[A-Za-z0-9_]+]]: i1) {
// CHECK-NEXT: %[[ALLOC:[A-Za-z0-9_]+]] = memref.alloc() : memref<3xindex>
// CHECK-NEXT: %[[ALLOC_0:[A-Za-z0-9_]+]] = memref.alloc() : memref<3xi1>
// CHECK-NEXT: %[[ALLOC_1:[A-Za-z0-9_]+]] = memref.alloc() : memref<0xindex>
// CHECK-NEXT: %[[INTPTR:[A-Za-z0-9_]+]] = memref.extract_aligned_pointer_as_index %[[ARG0]] : memref<i8> -> index
// CHECK-NEXT: %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: memref.store %[[INTPTR]], %[[ALLOC]][%[[C0]]] : memref<3xindex>
// CHECK-NEXT: %[[INTPTR_2:[A-Za-z0-9_]+]] = memref.extract_aligned_pointer_as_index %[[ARG1]] : memref<i8> -> index
// CHECK-NEXT: %[[C1:[A-Za-z0-9_]+]] = arith.constant 1 : index
// CHECK-NEXT: memref.store %[[INTPTR_2]], %[[ALLOC]][%[[C1]]] : memref<3xindex>
// CHECK-NEXT: %[[INTPTR_3:[A-Za-z0-9_]+]] = memref.extract_aligned_pointer_as_index %[[ARG2]] : memref<i8> -> index
// CHECK-NEXT: %[[C2:[A-Za-z0-9_]+]] = arith.constant 2 : index
// CHECK-NEXT: memref.store %[[INTPTR_3]], %[[ALLOC]][%[[C2]]] : memref<3xindex>
// CHECK-NEXT: %[[C0_4:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: memref.store %[[ARG3]], %[[ALLOC_0]][%[[C0_4]]] : memref<3xi1>
// CHECK-NEXT: %[[C1_5:[A-Za-z0-9_]+]] = arith.constant 1 : index
// CHECK-NEXT: memref.store %[[ARG3]], %[[ALLOC_0]][%[[C1_5]]] : memref<3xi1>
// CHECK-NEXT: %[[C2_6:[A-Za-z0-9_]+]] = arith.constant 2 : index
// CHECK-NEXT: memref.store %[[ARG3]], %[[ALLOC_0]][%[[C2_6]]] : memref<3xi1>
// CHECK-NEXT: %[[CAST:[A-Za-z0-9_]+]] = memref.cast %[[ALLOC]] : memref<3xindex> to memref<?xindex>
// CHECK-NEXT: %[[CAST_7:[A-Za-z0-9_]+]] = memref.cast %[[ALLOC_0]] : memref<3xi1> to memref<?xi1>
// CHECK-NEXT: %[[CAST_8:[A-Za-z0-9_]+]] = memref.cast %[[ALLOC_1]] : memref<0xindex> to memref<?xindex>
// CHECK-NEXT: %[[ALLOC_9:[A-Za-z0-9_]+]] = memref.alloc() : memref<3xi1>
// CHECK-NEXT: %[[ALLOC_10:[A-Za-z0-9_]+]] = memref.alloc() : memref<0xi1>
// CHECK-NEXT: %[[CAST_11:[A-Za-z0-9_]+]] = memref.cast %[[ALLOC_9]] : memref<3xi1> to memref<?xi1>
// CHECK-NEXT: %[[CAST_12:[A-Za-z0-9_]+]] = memref.cast %[[ALLOC_10]] : memref<0xi1> to memref<?xi1>
// CHECK-NEXT: call @dealloc_helper(%[[CAST]], %[[CAST_8]], %[[CAST_7]], %[[CAST_11]], %[[CAST_12]]) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %[[C0_13:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[V0:[A-Za-z0-9_]+]] = memref.load %[[ALLOC_9]][%[[C0_13]]] : memref<3xi1>
// CHECK-NEXT: scf.if %[[V0]] {
// CHECK-NEXT: memref.dealloc %[[ARG0]] : memref<i8>
// CHECK-NEXT: }
// CHECK-NEXT: %[[C1_14:[A-Za-z0-9_]+]] = arith.constant 1 : index
// CHECK-NEXT: %[[V1:[A-Za-z0-9_]+]] = memref.load %[[ALLOC_9]][%[[C1_14]]] : memref<3xi1>
// CHECK-NEXT: scf.if %[[V1]] {
// CHECK-NEXT: memref.dealloc %[[ARG1]] : memref<i8>
// CHECK-NEXT: }
// CHECK-NEXT: %[[C2_15:[A-Za-z0-9_]+]] = arith.constant 2 : index
// CHECK-NEXT: %[[V2:[A-Za-z0-9_]+]] = memref.load %[[ALLOC_9]][%[[C2_15]]] : memref<3xi1>
// CHECK-NEXT: scf.if %[[V2]] {
// CHECK-NEXT: memref.dealloc %[[ARG2]] : memref<i8>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %[[ALLOC]] : memref<3xindex>
// CHECK-NEXT: memref.dealloc %[[ALLOC_1]] : memref<0xindex>
// CHECK-NEXT: memref.dealloc %[[ALLOC_0]] : memref<3xi1>
// CHECK-NEXT: memref.dealloc %[[ALLOC_9]] : memref<3xi1>
// CHECK-NEXT: memref.dealloc %[[ALLOC_10]] : memref<0xi1>
// CHECK-NEXT: return
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

func.func @two(%a: memref<2xf32>, %b: memref<?xf32>, %ca: i1, %cb: i1, %r: memref<2xf32>) -> i1 {
  %res = bufferization.dealloc (%a, %b : memref<2xf32>, memref<?xf32>) if (%ca, %cb) retain (%r : memref<2xf32>)
  return %res : i1
}

func.func @three_no_retain(%a: memref<i8>, %b: memref<i8>, %c: memref<i8>, %cond: i1) {
  bufferization.dealloc (%a, %b, %c : memref<i8>, memref<i8>, memref<i8>) if (%cond, %cond, %cond)
  return
}
