// Bubble sort of a pseudo-random i32 array with scf.while "swapped" flag.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 12 : index
  %a = memref.alloc(%n) : memref<?xi32>
  %seed = arith.constant 17 : i32
  %mul = arith.constant 1103515245 : i32
  %inc = arith.constant 12345 : i32
  %mod = arith.constant 100 : i32
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%s = %seed) -> i32 {
    %t = arith.muli %s, %mul : i32
    %s2 = arith.addi %t, %inc : i32
    %sh = arith.constant 16 : i32
    %h = arith.shrui %s2, %sh : i32
    %v = arith.remui %h, %mod : i32
    memref.store %v, %a[%i] : memref<?xi32>
    scf.yield %s2 : i32
  }
  %u = memref.cast %a : memref<?xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %nm1 = arith.subi %n, %c1 : index
  %true = arith.constant true
  scf.while (%go = %true) : (i1) -> () {
    scf.condition(%go)
  } do {
    %f = arith.constant false
    %sw = scf.for %i = %c0 to %nm1 step %c1 iter_args(%any = %f) -> i1 {
      %j = arith.addi %i, %c1 : index
      %x = memref.load %a[%i] : memref<?xi32>
      %y = memref.load %a[%j] : memref<?xi32>
      %gt = arith.cmpi sgt, %x, %y : i32
      scf.if %gt {
        memref.store %y, %a[%i] : memref<?xi32>
        memref.store %x, %a[%j] : memref<?xi32>
      }
      %r = arith.ori %any, %gt : i1
      scf.yield %r : i1
    }
    scf.yield %sw : i1
  }
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %a : memref<?xi32>
  return
}
