# glassbox-corpus: min-python=3.8
"""Operands a constant before them decides, whose code the optimizer drops while co_names keeps
their names: unpacked into a call's arguments or a display's items (`*("cd" or rest)`), where the
constant's LIST_EXTEND or SET_UPDATE takes it as a value, as other operations do."""

LOG = []


def gather(*args):
    LOG.append(args)
    return len(args)


SPREAD = gather(1, *("cd" or missing_one))
ITEMS = [*("ab" or missing_two), 7]
KEYS = {*(b"xy" or missing_three), 8}


def checks():
    return {"spread": SPREAD, "items": ITEMS, "keys": sorted(KEYS, key=repr), "log": LOG}
