func.func private @callee(%b: !my.buffer) -> !my.buffer {
  return %b : !my.buffer
}

func.func @main(%c: i1, %n: index) -> !my.buffer {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = "my.alloc"() : () -> !my.buffer
  %s = "my.alloca"() : () -> !my.buffer
  "my.copy"(%a, %s) : (!my.buffer, !my.buffer) -> ()
  %v = "my.view"(%a) : (!my.buffer) -> !my.buffer
  %x = "my.select"(%c, %a, %s) : (i1, !my.buffer, !my.buffer) -> !my.buffer
  %r = "my.if"(%c) ({
    "my.yield"(%x) : (!my.buffer) -> ()
  }, {
    %k = "my.clone"(%v) : (!my.buffer) -> !my.buffer
    "my.yield"(%k) : (!my.buffer) -> ()
  }) : (i1) -> !my.buffer
  %l = "my.for"(%c0, %n, %c1, %r) ({
  ^bb0(%i: index, %it: !my.buffer):
    %f = "my.load"(%it, %i) : (!my.buffer, index) -> f32
    "my.store"(%f, %it, %i) : (f32, !my.buffer, index) -> ()
    "my.yield"(%it) : (!my.buffer) -> ()
  }) : (index, index, index, !my.buffer) -> !my.buffer
  %e = "my.execute"() ({
    %q = "my.call"(%l) <{callee = @callee}> : (!my.buffer) -> !my.buffer
    "my.yield"(%q) : (!my.buffer) -> ()
  }) : () -> !my.buffer
  "my.free"(%a) : (!my.buffer) -> ()
  "my.cond_br"(%c, %e, %l) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, !my.buffer, !my.buffer) -> ()
^bb1(%z: !my.buffer):
  "my.br"(%z) [^bb2] : (!my.buffer) -> ()
^bb2(%w: !my.buffer):
  return %w : !my.buffer
}
