"""Does a bufferized program write, on some path, into a buffer that may
be a constant global?

bufferize_random.py's cost comparison asks it of upstream's output before
deallocation: One-Shot Bufferize must never let a write reach the memory of
a `memref.get_global` (a tensor constant), and when its output does so on a
path the program's data does not take, the run is right by its data only
(random program 7156990: an scf.index_switch case yields a constant, and
the insert after the switch writes the result in place; the case taken
yields something else). Such a program is no fair measure of what a
correct bufferization costs.

The input is mlir-opt's generic form with unique value names
(`--mlir-print-op-generic --mlir-print-unique-ssa-ids`: the pretty form
reuses names such as %subview or %arg2 in sibling regions). A static
over-approximation, function by function: a memref is tainted when it
comes from memref.get_global; from a tainted one through a view, a cast
or an arith.select; or is a result or a block argument of a region op
that takes a tainted operand or whose terminator hands one on; or is the
block argument a branch hands a tainted value to. A write is a memref.store, a memref.copy's target, or a linalg
op's init (`outs`) operand.
"""
import re

from mlir_text import split_top_level

VALUE = r"%[\w]+(?:#\d+)?"
OP_RE = re.compile(r'^\s*(?:(%\w+)(?::(\d+))? = )?"([\w.]+)"\(([^)]*)\)')
HEADER_RE = re.compile(r"^\s*\^bb\d+")
MEMREF_ARG_RE = re.compile(r"(%\w+): memref")
SEGMENTS_RE = re.compile(r"operandSegmentSizes = array<i32: ([\d, ]+)>")
VIEWS = {"memref.cast", "memref.subview", "memref.expand_shape",
         "memref.collapse_shape", "memref.reinterpret_cast",
         "memref.reshape", "memref.transpose", "arith.select"}
TERMINATORS = {"scf.yield", "scf.condition"}
BRANCHES = {"cf.br", "cf.cond_br", "cf.switch"}


def indent(line):
    return len(line) - len(line.lstrip(" "))


class Op:
    def __init__(self, line, m):
        self.text = line
        self.name = m.group(3)
        self.operands = re.findall(VALUE, m.group(4))
        res, n = m.group(1), m.group(2)
        self.results = ([] if not res else
                        [res] + ["%s#%d" % (res, i) for i in range(int(n))]
                        if n else [res])


def split_types(text):
    """Top-level comma-separated types of `(t1, t2)` or `t`."""
    text = text.strip()
    if text.startswith("(") and text.endswith(")"):
        text = text[1:-1]
    return split_top_level(text)


def memref_results(lines, k, op):
    """op's results (at line k) of memref type: their types are on the
    line closing the op (the same line without regions)."""
    end = k
    if lines[k].rstrip().endswith("({"):
        for j in range(k + 1, len(lines)):
            if indent(lines[j]) == indent(lines[k]) and \
                    lines[j].strip().startswith("})"):
                end = j
                break
    sig = lines[end].rsplit(") -> ", 1)
    if len(sig) != 2 or not op.results:
        return []
    types = split_types(sig[1])
    if len(op.results) == 1:
        return op.results if types and types[0].startswith("memref") else []
    named = op.results[1:]  # %N#i
    return [n for n, t in zip(named, types) if t.startswith("memref")]


def parent_line(lines, k):
    """The line of the op whose region holds line k (a block header's:
    the op it opens a block of)."""
    thr = indent(lines[k]) - (0 if HEADER_RE.match(lines[k]) else 1)
    for j in range(k - 1, -1, -1):
        s = lines[j].strip()
        if not s or HEADER_RE.match(lines[j]) or s.startswith("}"):
            continue
        if indent(lines[j]) <= thr:
            return j
    return None


def functions(text):
    """Lists of lines, one per func.func."""
    funcs, cur = [], None
    for line in text.splitlines():
        if '"func.func"' in line:
            cur = []
            funcs.append(cur)
        if cur is not None:
            cur.append(line)
    return funcs


def block_args(lines, k, name):
    """Arguments of block `name` of the region holding the branch at k
    (its header is printed two columns left of the ops)."""
    for line in lines:
        if line.strip().startswith(name + "(") and \
                indent(line) == indent(lines[k]) - 2:
            return re.findall(r"(%\w+): ", line)
    return None


def branch_targets(lines, k, op, tainted):
    """Block arguments receiving a tainted operand of branch op at k:
    cf.br hands all operands to its successor, cf.cond_br its segments to
    its two; anything else (cf.switch), every memref argument of the
    region's blocks."""
    succs = re.findall(r"\^bb\d+", lines[k].split(")", 1)[1].split("]")[0])
    groups = None
    if op.name == "cf.br" and len(succs) == 1:
        groups = [op.operands]
    m = SEGMENTS_RE.search(lines[k])
    if op.name == "cf.cond_br" and m and len(succs) == 2:
        sizes = [int(x) for x in m.group(1).split(",")]
        if len(sizes) == 3:
            groups = [op.operands[1:1 + sizes[1]],
                      op.operands[1 + sizes[1]:]]
    out = []
    for g, succ in zip(groups or [], succs):
        args = block_args(lines, k, succ)
        if args is None:
            groups = None
            break
        out += [a for v, a in zip(g, args) if v in tainted]
    if groups is None:
        out = [a for line in lines
               if HEADER_RE.match(line) and indent(line) == indent(lines[k]) - 2
               for a in MEMREF_ARG_RE.findall(line)]
    return out


def parse(lines):
    """The ops of a function by line, and the memref arguments of the
    blocks of each region op (by the op's line)."""
    ops = {}
    headers = {}
    for k, line in enumerate(lines):
        m = OP_RE.match(line)
        if m:
            ops[k] = Op(line, m)
        elif HEADER_RE.match(line):
            p = parent_line(lines, k)
            headers.setdefault(p, []).extend(MEMREF_ARG_RE.findall(line))
    return ops, headers


def tainted_names(lines, ops, headers):
    tainted = set()
    changed = True

    def add(names):
        nonlocal changed
        for n in names:
            if n not in tainted:
                tainted.add(n)
                changed = True

    def region_op_carries(j):
        if j in ops:
            add(memref_results(lines, j, ops[j]))
        add(headers.get(j, []))

    while changed:
        changed = False
        for k, op in ops.items():
            hit = any(v in tainted for v in op.operands)
            if op.name == "memref.get_global" or (op.name in VIEWS and hit):
                add(memref_results(lines, k, op))
            elif hit and op.name.startswith("scf."):
                if op.name in TERMINATORS:
                    region_op_carries(parent_line(lines, k))
                else:
                    region_op_carries(k)
            elif hit and op.name in BRANCHES:
                add(branch_targets(lines, k, op, tainted))
    return tainted


def written(op):
    """Memrefs op writes."""
    if op.name in ("memref.store", "memref.copy") and len(op.operands) > 1:
        return [op.operands[1]]
    if op.name.startswith("linalg.") and op.name != "linalg.yield" and \
            op.operands:
        m = SEGMENTS_RE.search(op.text)
        if m:
            n_outs = int(m.group(1).split(",")[-1])
            return op.operands[len(op.operands) - n_outs:]
        return op.operands[-1:]
    return []


def may_write_constant(text):
    for lines in functions(text):
        ops, headers = parse(lines)
        t = tainted_names(lines, ops, headers)
        if any(w in t for op in ops.values() for w in written(op)):
            return True
    return False


# Self-test (ctest bench.const-writes): an scf.if yielding a constant's
# buffer or a new one, stored into after it (flagged); a copy of the
# constant stored into, and a store into a new buffer (not flagged).
SELF_TEST_HEAD = """"builtin.module"() ({
  "memref.global"() <{constant, initial_value = dense<[1, 2]> : tensor<2xi64>, sym_name = "k", sym_visibility = "private", type = memref<2xi64>}> : () -> ()
  "func.func"() <{function_type = (i1, i64) -> memref<2xi64>, sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i64):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "memref.get_global"() <{name = @k}> : () -> memref<2xi64>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi64>
    %3 = "scf.if"(%arg0) ({
"""
SELF_TEST_WRITES = SELF_TEST_HEAD + """      "scf.yield"(%1) : (memref<2xi64>) -> ()
    }, {
      "scf.yield"(%2) : (memref<2xi64>) -> ()
    }) : (i1) -> memref<2xi64>
    "memref.store"(%arg1, %3, %0) : (i64, memref<2xi64>, index) -> ()
    "func.return"(%3) : (memref<2xi64>) -> ()
  }) : () -> ()
}) : () -> ()

"""
SELF_TEST_CLEAN = SELF_TEST_HEAD + """      %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi64>
      "memref.copy"(%1, %4) : (memref<2xi64>, memref<2xi64>) -> ()
      "memref.store"(%arg1, %4, %0) : (i64, memref<2xi64>, index) -> ()
      "scf.yield"(%0) : (index) -> ()
    }, {
      "scf.yield"(%0) : (index) -> ()
    }) : (i1) -> index
    "memref.store"(%arg1, %2, %3) : (i64, memref<2xi64>, index) -> ()
    "func.return"(%2) : (memref<2xi64>) -> ()
  }) : () -> ()
}) : () -> ()

"""

if __name__ == "__main__":
    assert may_write_constant(SELF_TEST_WRITES), "missed a constant write"
    assert not may_write_constant(SELF_TEST_CLEAN), "flagged a clean program"
    print("const_writes: self-test passed")
