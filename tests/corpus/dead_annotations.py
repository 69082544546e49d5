# glassbox-corpus: min-python=3.8
"""Annotations only in dead code: an `if False:` block kept for type checkers, in module and
class code. Before 3.14 the compiler gives such a body
SETUP_ANNOTATIONS (it looks for an annotated statement before it generates code) and then drops
the dead statement: source with no annotation left would not set __annotations__ up."""

LIMIT = 3
seen = list(range(LIMIT))

if False:
    (seen): list


class Counter:
    total = int("0")
    if False:
        (total): int

    def add(self, n):
        return self.total + n


def checks():
    return {"seen": seen, "add": Counter().add(2), "module": sorted(globals().get("__annotations__", {})), "class": sorted(Counter.__dict__.get("__annotations__", {}))}
