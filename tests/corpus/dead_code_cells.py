# glassbox-corpus: min-python=3.8
"""A closure cell whose only store is dead code: the compiler keeps the cell (the symbol table
saw the store) but no reachable code binds it, and a nested `nonlocal` needs a binding in the
decompiled source too."""


def dead_cell_store(x):
    if not x:
        pass
    elif x:
        if x or 1:
            return "early"
        (v := x)

    def bump():
        nonlocal v
        v = 3
        return v

    return bump()


def dead_cell_after_raise(x):
    if x:
        raise ValueError(x)
        (w := x)

    def read():
        nonlocal w
        w = "set"
        return w

    return read()


def checks():
    caught = None
    try:
        dead_cell_after_raise(5)
    except ValueError as error:
        caught = error.args
    return {
        "falsy": dead_cell_store(0),
        "truthy": dead_cell_store(1),
        "after_raise": dead_cell_after_raise(0),
        "caught": caught,
    }
