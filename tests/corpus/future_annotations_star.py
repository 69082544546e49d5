# glassbox-corpus: min-python=3.11
"""`from __future__ import annotations` with PEP 646 starred annotations: the compiler keeps
`*args: *Ts` as the text '*Ts', which prints bare (a parenthesized `(*Ts)` is no expression;
test.typinganndata.ann_module695 once did not recompile on 3.13+)."""
from __future__ import annotations

from typing import TypeVarTuple

Ts = TypeVarTuple("Ts")


def packed(*args: *Ts) -> tuple[*Ts]:
    return args


def mixed(first: int, *rest: *Ts, **options: str) -> None:
    return None


def checks():
    return {
        "packed": [packed.__annotations__, list(packed(1, 2))],
        "mixed": mixed.__annotations__,
    }
