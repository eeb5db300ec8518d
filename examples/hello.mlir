// A small program for examples/run.sh: a private helper nobody calls (which
// --symbol-dce removes) and functions that allocate and fill a buffer.
func.func private @unused_helper(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}

func.func @fill(%buf: memref<4xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  memref.store %v, %buf[%c0] : memref<4xf32>
  return
}

func.func @make() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %one = arith.constant 1.0 : f32
  call @fill(%a, %one) : (memref<4xf32>, f32) -> ()
  return %a : memref<4xf32>
}
