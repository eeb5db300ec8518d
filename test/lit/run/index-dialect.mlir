// The index dialect on the interpreter's 64-bit index type.
// RUN: mlbuf-opt %s | mlbuf-run --check -e main | FileCheck %s

func.func @main() -> (index, index, index, index, index, i1, i1, i32, index, index, index) {
  %a = index.constant 17
  %b = index.constant -5
  %add = index.add %a, %b
  // CHECK: {{^}}12{{$}}
  %fd = index.floordivs %a, %b
  // CHECK-NEXT: {{^}}-4{{$}}
  %cd = index.ceildivs %a, %b
  // CHECK-NEXT: {{^}}-3{{$}}
  %ru = index.remu %a, %b
  // CHECK-NEXT: {{^}}17{{$}}
  %mx = index.maxu %a, %b
  // CHECK-NEXT: {{^}}-5{{$}}
  %lt = index.cmp slt(%b, %a)
  // CHECK-NEXT: {{^}}true{{$}}
  %ult = index.cmp ult(%b, %a)
  // CHECK-NEXT: {{^}}false{{$}}
  %tr = index.casts %b : index to i32
  // CHECK-NEXT: {{^}}-5{{$}}
  %c = arith.constant -1 : i32
  %zx = index.castu %c : i32 to index
  // CHECK-NEXT: {{^}}4294967295{{$}}
  %sz = index.sizeof
  // CHECK-NEXT: {{^}}8{{$}}
  %s = index.shl %a, %sz
  // CHECK-NEXT: {{^}}4352{{$}}
  return %add, %fd, %cd, %ru, %mx, %lt, %ult, %tr, %zx, %sz, %s : index, index, index, index, index, i1, i1, i32, index, index, index
}
