# glassbox-corpus: min-python=3.8
"""Shapes from the standard library that once came back as marked fallbacks: equal statements in
two branches of an elif chain (textwrap.dedent), a break out of a while/for whose else clause
ends with the outer loop's break (textwrap.TextWrapper._wrap_chunks, which ≤3.9 threads
straight to the outer loop's exit), a try in an except clause whose own clause passes
(collections.namedtuple: 3.13 copies the outer clause's end into the inner one), a while loop
whose body is a try that only ends through its except clause (heapq.merge: 3.12+ leaves the
bottom test through a jump of its own)."""


def common_margin(indents):
    margin = None
    for indent in indents:
        if margin is None:
            margin = indent
        elif indent.startswith(margin):
            pass
        elif margin.startswith(indent):
            margin = indent
        else:
            for i, (x, y) in enumerate(zip(margin, indent)):
                if x != y:
                    margin = margin[:i]
                    break
    return margin


def same_call_twice(values, log):
    for v in values:
        if v > 10:
            log.append(v)
        elif v < 0:
            log.append(v)
        else:
            log.append(0)
    return log


def wrap_like(chunks, width, lines):
    while chunks:
        cur = []
        while chunks and len(cur) < width:
            cur.append(chunks.pop())
        if not chunks:
            lines.append("".join(cur))
        else:
            while cur:
                if cur[-1].strip() and len(cur) <= width // 2:
                    cur.append("~")
                    lines.append("".join(cur))
                    break
                del cur[-1]
            else:
                if lines:
                    prev = lines[-1]
                    if len(prev) + 1 <= width:
                        lines[-1] = prev + "~"
                        break
                lines.append("~")
            break
    return lines


def for_else_break(rows, bad):
    found = []
    while rows:
        row = rows.pop()
        for cell in row:
            if cell == bad:
                found.append(("bad", cell))
                break
        else:
            found.append(("clean", len(row)))
            break
    return found


def while_else_falls_back(queue, stop):
    seen = []
    while queue:
        item = queue.pop()
        while item:
            if item == stop:
                break
            item -= 1
        else:
            seen.append(item)
    return seen


class Frames:
    def __init__(self, mode):
        self.mode = mode

    def module_name(self, depth):
        if self.mode == "name":
            return "named"
        if self.mode == "empty":
            return ""
        raise AttributeError(depth)

    def frame(self, depth):
        if self.mode == "value":
            raise ValueError(depth)
        if self.mode == "frame":
            return {"__name__": "framed"}
        raise AttributeError(depth)


def module_of(module, frames, log):
    if module is None:
        try:
            module = frames.module_name(1) or "__main__"
        except AttributeError:
            try:
                module = frames.frame(1).get("__name__", "__main__")
            except (AttributeError, ValueError):
                pass
    if module is not None:
        log.append(module)
    return module


def merge_like(iterables):
    h = []
    for order, it in enumerate(map(iter, iterables)):
        try:
            next_ = it.__next__
            h.append([next_(), order, next_])
        except StopIteration:
            pass
    h.sort()
    while len(h) > 1:
        try:
            while True:
                value, order, next_ = s = h[0]
                yield value
                s[0] = next_()
                h.sort()
        except StopIteration:
            h.pop(0)
    if h:
        value, order, next_ = h[0]
        yield value
        yield from next_.__self__


def checks():
    return {
        "common_margin": [common_margin(c) for c in ([], ["  ", "    "], ["\t", "  "], ["   ", " \t", "  "])],
        "same_call_twice": same_call_twice([20, -1, 5], []),
        "wrap_like": [wrap_like(list(c), w, list(l)) for c in ("abcdef", "a b c d", "", " x  ")
                      for w in (2, 4) for l in ([], ["zz"])],
        "for_else_break": [for_else_break([list(r) for r in rows], 0)
                           for rows in ([], [[1, 2]], [[1], [0, 3]], [[1, 2], [3, 0]])],
        "module_of": [module_of(m, Frames(mode), []) for m in (None, "given")
                      for mode in ("name", "empty", "value", "frame", "other")],
        "merge_like": [list(merge_like(c)) for c in ([], [[1, 4], [2, 3]], [[5], [], [1, 2, 9]])],
        "while_else_falls_back": [while_else_falls_back(list(q), 2) for q in ([], [3, 1], [5, 0, 2])],
    }
