// linalg.generic reductions: row sums and a max over all elements (i64).
func.func private @printMemrefI64(memref<*xi64>)
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
#all = affine_map<(i, j) -> ()>
func.func @main() {
  %m = memref.alloc() : memref<3x4xi64>
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%m : memref<3x4xi64>) {
  ^bb0(%x: i64):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %p = arith.muli %i, %j : index
    %k = arith.index_cast %p : index to i64
    %seven = arith.constant 7 : i64
    %r = arith.remsi %k, %seven : i64
    linalg.yield %r : i64
  }
  %sums = memref.alloc() : memref<3xi64>
  %z = arith.constant 0 : i64
  linalg.fill ins(%z : i64) outs(%sums : memref<3xi64>)
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%m : memref<3x4xi64>) outs(%sums : memref<3xi64>) {
  ^bb0(%x: i64, %acc: i64):
    %s = arith.addi %x, %acc : i64
    linalg.yield %s : i64
  }
  %mx = memref.alloc() : memref<i64>
  %neg = arith.constant -1000 : i64
  linalg.fill ins(%neg : i64) outs(%mx : memref<i64>)
  linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction", "reduction"]}
      ins(%m : memref<3x4xi64>) outs(%mx : memref<i64>) {
  ^bb0(%x: i64, %acc: i64):
    %s = arith.maxsi %x, %acc : i64
    linalg.yield %s : i64
  }
  %um = memref.cast %m : memref<3x4xi64> to memref<*xi64>
  func.call @printMemrefI64(%um) : (memref<*xi64>) -> ()
  %us = memref.cast %sums : memref<3xi64> to memref<*xi64>
  func.call @printMemrefI64(%us) : (memref<*xi64>) -> ()
  %ux = memref.cast %mx : memref<i64> to memref<*xi64>
  func.call @printMemrefI64(%ux) : (memref<*xi64>) -> ()
  memref.dealloc %m : memref<3x4xi64>
  memref.dealloc %sums : memref<3xi64>
  memref.dealloc %mx : memref<i64>
  return
}
