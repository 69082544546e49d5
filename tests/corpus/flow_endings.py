# glassbox-corpus: min-python=3.8
"""Module and class code ending in an if/elif whose branch holds another if with an else: the
compiler copies the code's end (`return None`, 3.13+ `__static_attributes__`) into each branch
(3.10+), and module or class code cannot return: each copy is the branch falling off the end."""

MODE = 2


def configure(mode):
    class Settings:
        level = "unset"
        if mode:
            if mode > 1:
                level = "high"
            else:
                level = "low"
        elif mode is None:
            level = "none"
    return Settings.level


def configure_match(mode):
    class Choice:
        picked = []
        if mode:
            for item in (1, 2):
                if item == mode:
                    picked.append(item)
                else:
                    picked.append(-item)
        elif mode == 0:
            picked = None
    return Choice.picked


class Fixed:
    kind = MODE
    if kind:
        if kind > 1:
            label = "many"
        else:
            label = "one"
    elif kind == 0:
        label = "zero"


def checks():
    return {
        "configure": [configure(m) for m in (0, 1, 2, None)],
        "configure_match": [configure_match(m) for m in (0, 1, 3)],
        "fixed": Fixed.label,
        "tail": [tail, ending],
        "big": big,
    }


ending = "unset"
if MODE:
    if MODE > 1:
        tail = "many"
    else:
        tail = "one"
        ending = "one"
elif MODE == 0:
    tail = "zero"
else:
    tail = "other"
big = False
if MODE > 1:
    big = True
pass
