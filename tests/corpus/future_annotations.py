# glassbox-corpus: min-python=3.8
"""`from __future__ import annotations`: every annotation is kept as the
compiler's own text of it and never evaluated (the future flag is part of
each code object's flags)."""

from __future__ import annotations

from typing import Dict, List, Optional

module_value: UndefinedName = 1
module_plain: int
module_generic: Dict[str, List[int]] = {}


class Node:
    value: int = 0
    children: List[Node] = []
    parent: Optional[Node] = None
    weird: undefined.attribute.chain

    def add(self, child: Node) -> Node:
        self.children = self.children + [child]
        return self


def function(a: int, b: NotDefinedEither = 2, *args: str, c: Dict[str, int] = None, **kw: float) -> List[int]:
    return [a, b]


def local_annotations():
    x: CompletelyUndefined = 5
    return x


def summary(annotations):
    return sorted([key, value] for key, value in annotations.items())


def checks():
    import sys
    module = sys.modules[__name__]
    return {
        "module": summary(module.__annotations__),
        "class": summary(Node.__annotations__),
        "method": summary(Node.add.__annotations__),
        "function": summary(function.__annotations__),
        "calls": [function(1), local_annotations(), len(Node().add(Node()).children), module_value],
    }
