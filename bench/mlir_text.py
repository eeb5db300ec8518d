"""Small helpers for reading MLIR text in the bench scripts."""


def split_top_level(text):
    """The parts of text between its top-level commas (outside <>, (),
    [] and {}), stripped; empty parts at the end dropped."""
    parts, depth, cur = [], 0, ""
    for ch in text:
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur.strip())
    return parts
