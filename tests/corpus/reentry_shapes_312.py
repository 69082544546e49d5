# glassbox-corpus: min-python=3.8
"""Loops whose break goes to code that 3.12+ lay out inside the loop's range of blocks (before
the except clauses, which 3.11+ put after all other code), so that the walk took it for the
loop's and reached it again after the loop. (3.8-3.11 lay it out apart and read the break
into the try body: the same behaviour, other instructions.) Patterns from the standard
library (multiprocessing.shared_memory)."""


def claim_slot(taken, name=None):
    # The break goes to the try after the if, laid out between the body and the clause that
    # jumps back (3.11+): inside the loop's range, but not the header's to dominate.
    log = []
    if name is None:
        n = 0
        while True:
            n += 1
            name = "slot%d" % n
            try:
                if name in taken:
                    raise FileExistsError(name)
                log.append(name)
            except FileExistsError:
                continue
            log.append("claimed")
            break
    else:
        log.append("given")
    try:
        log.append(int(name[-1]))
    except ValueError:
        log.append("named")
    return log


def lookup_queue(known, key):
    # (3.14+ once: an if/else whose else raises, then a try: the jump over the else goes to
    # code under the try's handler, a join all the same)
    if isinstance(key, int):
        key = int(key)
    else:
        raise TypeError(key)
    try:
        found = known[key]
    except KeyError:
        found = known[key] = [key]
    return found


def checks():
    slots = [claim_slot(t, n) for t, n in [((), None), (("slot1", "slot2"), None), ((), "x"), ((), "y7")]]
    known = {}
    queues = [lookup_queue(known, 3), lookup_queue(known, 3) is lookup_queue(known, 3)]
    try:
        lookup_queue(known, "x")
    except TypeError:
        queues.append("TypeError")
    return {"slots": slots, "queues": queues}
