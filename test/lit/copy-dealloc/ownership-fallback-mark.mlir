// The fallback's mark (mlbuf.ownership_fallback, a discardable attribute)
// is looked up among a function's discardable attributes only: a function
// carrying it is left alone whatever else it carries, properties
// (sym_visibility, arg_attrs) and other attributes; one carrying other
// attributes only is deallocated.
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s

// CHECK-LABEL: func.func private @marked
//  CHECK-SAME:   attributes {foo.other, mlbuf.ownership_fallback}
//   CHECK-NOT:   memref.dealloc
//       CHECK:   return
func.func private @marked(%n: index {foo.arg}) -> index attributes {foo.other, mlbuf.ownership_fallback} {
  %a = memref.alloc(%n) : memref<?xf32>
  return %n : index
}

// CHECK-LABEL: func.func private @unmarked
//  CHECK-SAME:   attributes {foo.other}
//       CHECK:   %[[A:.*]] = memref.alloc
//  CHECK-NEXT:   memref.dealloc %[[A]]
//  CHECK-NEXT:   return
func.func private @unmarked(%n: index {foo.arg}) -> index attributes {foo.other} {
  %a = memref.alloc(%n) : memref<?xf32>
  return %n : index
}

// CHECK-LABEL: func.func @plain
//       CHECK:   %[[B:.*]] = memref.alloc
//  CHECK-NEXT:   memref.dealloc %[[B]]
func.func @plain(%n: index) -> index {
  %b = memref.alloc(%n) : memref<?xf32>
  return %n : index
}
