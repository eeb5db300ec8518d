// scf.forall runs its iterations in order. With shared_outs, each
// tensor.parallel_insert_slice of the in_parallel terminator updates the
// loop's result; the initial tensor is unchanged. On memrefs it is a plain
// parallel loop (dynamic bounds and steps, several dimensions). Expected
// output from mlir-runner after one-shot-bufferize.
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>)

func.func @print(%t: tensor<8xf32>) {
  %m = bufferization.to_buffer %t : tensor<8xf32> to memref<8xf32>
  %u = memref.cast %m : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %init = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : tensor<8xf32>
  // Each iteration doubles its 2-element tile and adds its index.
  %r = scf.forall (%i) in (4) shared_outs(%o = %init) -> (tensor<8xf32>) {
    %c2 = arith.constant 2 : index
    %off = arith.muli %i, %c2 : index
    %tile = tensor.extract_slice %o[%off] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %new = linalg.map ins(%tile : tensor<2xf32>) outs(%tile : tensor<2xf32>)
      (%x: f32, %unused: f32) {
        %d = arith.addf %x, %x : f32
        %s = arith.addf %d, %fi : f32
        linalg.yield %s : f32
      }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %new into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  // CHECK: sizes = [8] strides = [1] data =
  // CHECK-NEXT: {{^}}[0,  2,  5,  7,  10,  12,  15,  17]
  call @print(%r) : (tensor<8xf32>) -> ()
  // CHECK: sizes = [8] strides = [1] data =
  // CHECK-NEXT: {{^}}[0,  1,  2,  3,  4,  5,  6,  7]
  call @print(%init) : (tensor<8xf32>) -> ()

  %m = memref.alloc() : memref<3x4xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%m : memref<3x4xf32>)
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  // Rows 1..2, every other column starting at 0.
  scf.forall (%i, %j) = (%c1, 0) to (%c3, 4) step (1, 2) {
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %c10 = arith.constant 10 : i32
    %k = arith.muli %ii, %c10 : i32
    %v = arith.addi %k, %jj : i32
    %f = arith.sitofp %v : i32 to f32
    memref.store %f, %m[%i, %j] : memref<3x4xf32>
  }
  %u = memref.cast %m : memref<3x4xf32> to memref<*xf32>
  // CHECK: sizes = [3, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}0,   0,   0,   0],
  // CHECK-NEXT: {{^}} [10,   0,   12,   0],
  // CHECK-NEXT: {{^}} [20,   0,   22,   0]]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<3x4xf32>
  return
}
