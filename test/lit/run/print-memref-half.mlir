// printMemrefF16 / printMemrefBF16 / printMemrefI16 (upstream's C-interface
// printers) print half-precision elements as floats. Expected output from
// mlir-runner.
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s

func.func private @printMemrefF16(memref<*xf16>) attributes { llvm.emit_c_interface }
func.func private @printMemrefBF16(memref<*xbf16>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI16(memref<*xi16>) attributes { llvm.emit_c_interface }
func.func @main() {
  %m = memref.alloc() : memref<3xf16>
  %b = memref.alloc() : memref<2xbf16>
  %x = arith.constant 1.5 : f16
  %y = arith.constant 0.1 : f16
  %z = arith.constant 3.14159 : bf16
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  memref.store %x, %m[%c0] : memref<3xf16>
  memref.store %y, %m[%c1] : memref<3xf16>
  memref.store %x, %m[%c2] : memref<3xf16>
  memref.store %z, %b[%c0] : memref<2xbf16>
  memref.store %z, %b[%c1] : memref<2xbf16>
  %u = memref.cast %m : memref<3xf16> to memref<*xf16>
  // CHECK: sizes = [3] strides = [1] data =
  // CHECK-NEXT: {{^}}[1.5,  0.0999756,  1.5]
  call @printMemrefF16(%u) : (memref<*xf16>) -> ()
  %ub = memref.cast %b : memref<2xbf16> to memref<*xbf16>
  // CHECK: sizes = [2] strides = [1] data =
  // CHECK-NEXT: {{^}}[3.14062,  3.14062]
  call @printMemrefBF16(%ub) : (memref<*xbf16>) -> ()
  %i = memref.alloc() : memref<2xi16>
  %v = arith.constant -300 : i16
  memref.store %v, %i[%c0] : memref<2xi16>
  memref.store %v, %i[%c1] : memref<2xi16>
  %ui = memref.cast %i : memref<2xi16> to memref<*xi16>
  // CHECK: sizes = [2] strides = [1] data =
  // CHECK-NEXT: {{^}}[-300,  -300]
  call @printMemrefI16(%ui) : (memref<*xi16>) -> ()
  memref.dealloc %i : memref<2xi16>
  memref.dealloc %m : memref<3xf16>
  memref.dealloc %b : memref<2xbf16>
  return
}
