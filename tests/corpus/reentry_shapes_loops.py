# glassbox-corpus: min-python=3.8
"""Loops whose shape the structurer once missed, falling back on "a jump out of two loops at
once" or on code it reached twice: a while loop (3.10+ test it on top and again at the
bottom) whose body ends in a call with many operands pending before a conditional one, so
the bottom test's block starts by taking them; a `while True:` in a for loop whose sides of
an if both go round the for loop (the inner loop's `else: break`), which were taken to meet
at the for loop's header; an if without else ending in `if k: ... / else: continue`, whose
dead `continue` (≤3.9: the test jumps straight back) was taken for a jump over an else.
Patterns from the standard library (pprint, graphlib, urllib.parse)."""


def emit(log, tag, first, second, third, value, fourth, fifth):
    log.append([tag, first, second, third, value, fourth, fifth])


def format_items(items, compact):
    # `continue` jumps to the test on top; the call's six operands wait across its value's blocks.
    log = []
    it = iter(items)
    last = False
    width = 10
    while not last:
        try:
            ent = next(it)
        except StopIteration:
            last = True
            ent = None
        if compact and width >= 4:
            width -= 4
            log.append(ent)
            continue
        emit(log, "item", ent, width, compact, 0 if last else 1, "a", "b")
    return log


def walk_chain(starts, links, seen):
    # After the if, an inner while whose break goes round the `while True:`, whose else
    # breaks it: both go round the for loop, where no side of the if meets the other.
    out = []
    for node in starts:
        while True:
            if node in seen:
                if node in out:
                    return out
            else:
                seen.add(node)
            while links:
                node = links.pop()
                if node > 0:
                    break
                out.append(node)
            else:
                break
    return [out, sorted(seen)]


def parse_pairs(pairs, strict, keep):
    r = []
    for pair in pairs:
        nv = pair.split("=", 1)
        if len(nv) != 2:
            if strict:
                raise ValueError(pair)
            if keep:
                nv.append("")
            else:
                continue
        if len(nv[1]) or keep:
            r.append(nv)
    return r


def checks():
    chains = [walk_chain(s, list(l), set()) for s, l in [([], []), ([1, 2], [3, -1, 2, -5]), ([1], [1, 1]),
                                                          ([4, 5], [-1, -2])]]
    return {"format": [format_items(items, c) for items in ([], [1], [1, 2, 3, 4]) for c in (False, True)],
            "chains": chains,
            "pairs": [parse_pairs(["a=1", "b", "c="], False, k) for k in (False, True)]}
