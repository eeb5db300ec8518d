# Renames SSA value names (%alloc, %0, %arg3, ...) to %v1, %v2, ... in order
# of first appearance, so that reports about two programs that differ only
# in the names the printer picks can be compared line for line.
{
  out = ""
  line = $0
  while (match(line, /%[A-Za-z0-9_]+/)) {
    tok = substr(line, RSTART, RLENGTH)
    if (!(tok in names))
      names[tok] = "%v" (++count)
    out = out substr(line, 1, RSTART - 1) names[tok]
    line = substr(line, RSTART + RLENGTH)
  }
  print out line
}
