# glassbox-corpus: min-python=3.14
"""3.14+ annotations in dead code: an annotated statement the compiler drops (in `if False:`,
after a `break`) keeps its entry in the module's __annotate__, numbered in source order among
the statements that run; source without it would renumber the entries after it."""

LIMIT = 3
if LIMIT:
    limit: int = LIMIT
if False:
    hint: str
for n in range(LIMIT):
    if n > 1:
        break
        late: float
total: int = LIMIT * 2


def checks():
    return {"annotations": sorted(__annotate__(1)), "total": total, "limit": limit}
