# glassbox-corpus: min-python=3.8
"""A `while True:` loop whose try statement's except clause breaks out, the loop ending the
code: the break runs a copy of the code's end (`return None`, 3.11+ and 3.12+ copy it into the
clause), which module and class code cannot write as a return, and which a function's body
falling off the try statement into the loop's end does not reach (≤3.11 jump forward to the
jump back laid out after the handlers)."""

SOURCE = ["3", "4", "x", "5"]
taken = []


def drain(values):
    while True:
        try:
            taken.append(int(values.pop(0)))
        except ValueError:
            break


def drain_counted(values, counts):
    while True:
        try:
            counts.append(len(values))
            values.remove("x")
        except ValueError:
            break


def checks():
    rest = list(SOURCE)
    drain(rest)
    counts = []
    drain_counted(["x", "y", "x"], counts)
    return {"taken": taken, "rest": rest, "counts": counts, "module": MODULE_TAKEN, "holder": Holder.seen}


class Holder:
    seen = []
    pending = ["1", "2", "z", "3"]
    while True:
        try:
            seen.append(int(pending.pop(0)))
        except ValueError:
            break


MODULE_TAKEN = []
PENDING = ["7", "8", "?", "9"]
while True:
    try:
        MODULE_TAKEN.append(int(PENDING.pop(0)))
    except ValueError:
        break
