// Recursive quicksort (Lomuto partition) on subranges of one f64 buffer.
func.func private @printMemrefF64(memref<*xf64>)
func.func @swap(%a: memref<?xf64>, %i: index, %j: index) {
  %x = memref.load %a[%i] : memref<?xf64>
  %y = memref.load %a[%j] : memref<?xf64>
  memref.store %y, %a[%i] : memref<?xf64>
  memref.store %x, %a[%j] : memref<?xf64>
  return
}
func.func @qsort(%a: memref<?xf64>, %lo: index, %hi: index) {
  %c1 = arith.constant 1 : index
  %more = arith.cmpi slt, %lo, %hi : index
  scf.if %more {
    %pivot = memref.load %a[%hi] : memref<?xf64>
    %p = scf.for %j = %lo to %hi step %c1 iter_args(%i = %lo) -> index {
      %x = memref.load %a[%j] : memref<?xf64>
      %lt = arith.cmpf olt, %x, %pivot : f64
      %ni = scf.if %lt -> index {
        func.call @swap(%a, %i, %j) : (memref<?xf64>, index, index) -> ()
        %i1 = arith.addi %i, %c1 : index
        scf.yield %i1 : index
      } else {
        scf.yield %i : index
      }
      scf.yield %ni : index
    }
    func.call @swap(%a, %p, %hi) : (memref<?xf64>, index, index) -> ()
    %pm = arith.subi %p, %c1 : index
    %pp = arith.addi %p, %c1 : index
    func.call @qsort(%a, %lo, %pm) : (memref<?xf64>, index, index) -> ()
    func.call @qsort(%a, %pp, %hi) : (memref<?xf64>, index, index) -> ()
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 15 : index
  %a = memref.alloc(%n) : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %k = arith.index_cast %i : index to i64
    %m = arith.constant 7 : i64
    %q = arith.muli %k, %m : i64
    %r = arith.constant 11 : i64
    %v = arith.remsi %q, %r : i64
    %f = arith.sitofp %v : i64 to f64
    %h = arith.constant 0.25 : f64
    %g = arith.subf %f, %h : f64
    memref.store %g, %a[%i] : memref<?xf64>
  }
  %hi = arith.subi %n, %c1 : index
  func.call @qsort(%a, %c0, %hi) : (memref<?xf64>, index, index) -> ()
  %u = memref.cast %a : memref<?xf64> to memref<*xf64>
  func.call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  memref.dealloc %a : memref<?xf64>
  return
}
