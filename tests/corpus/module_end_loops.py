# glassbox-corpus: min-python=3.8
"""A loop with a break and an else clause that ends the module's or a class body's code:
3.10+ copy the code's end (`return None`) into the break and into the else clause's
branches, which module and class code cannot write as a return."""

PATHS = ["a", "bb", "ccc"]
STRICT = True
log = []


def exists(p):
    log.append(p)
    return len(p) == 2


def checks():
    return {"found": FOUND, "log": log, "holder": Holder.found, "holder_log": Holder.seen,
            "counter": Counter.n, "counter_log": Counter.seen}


class Holder:
    seen = []
    found = None
    for p in PATHS:
        seen.append(p)
        if p.startswith("c"):
            found = p
            break
    else:
        if STRICT:
            seen.append("none")



class Counter:
    seen = []
    n = 0
    while n < 5:
        n += 1
        if n * n > 10:
            seen.append(n)
            break
    else:
        if STRICT:
            seen.append("none")
        else:
            seen.append("lax")


FOUND = None
for p in PATHS:
    if exists(p):
        FOUND = p
        break
else:
    if STRICT:
        log.append("none")
