# glassbox-corpus: min-python=3.8
"""Control flow and statements at module level, where names are globals:
if / for / while / try / with / del / augmented assignment / class and
function definitions inside blocks, and the __name__ idiom."""

import sys

LOG = []
TOTAL = 0

for number in range(5):
    if number == 3:
        continue
    TOTAL += number
else:
    LOG.append("for-else")

index = 0
while index < 3:
    index += 1
    if index == 10:
        break
else:
    LOG.append("while-else")

if sys.version_info >= (3, 0):
    PY3 = True
elif sys.version_info >= (2, 7):
    PY3 = "maybe"
else:
    PY3 = False

try:
    import glassbox_module_that_does_not_exist as optional
except ImportError:
    optional = None
else:
    LOG.append("imported")
finally:
    LOG.append("import attempted")

try:
    RESULT = 1 / 0
except ZeroDivisionError as error:
    RESULT = type(error).__name__


class Context:
    def __enter__(self):
        LOG.append("enter")
        return "value"

    def __exit__(self, *args):
        LOG.append("exit")


with Context() as CONTEXT_VALUE:
    LOG.append("inside with")

if TOTAL > 3:
    def chosen():
        return "first definition"
else:
    def chosen():
        return "second definition"

if PY3:
    class Conditional:
        kind = "py3"

TEMPORARY = [1, 2]
del TEMPORARY[0]
KEPT = list(TEMPORARY)
del TEMPORARY

a, *rest = "xyz"
(first_key, first_value), = {"k": "v"}.items()
SQUARES = [n * n for n in range(4)]
LOOKUP = {name: len(name) for name in ("ab", "c")}
COUNTER = 0
COUNTER += 5
COUNTER *= 2
MATRIX = [[0] * 2 for _ in range(2)]
MATRIX[1][0] = 7
annotated_global: int = 5
annotated_without_value: str

if __name__ == "__main__":
    LOG.append("run as script")
else:
    LOG.append("imported as " + ("module" if __name__ else "?"))

match_like = "constant" if TOTAL else "zero"
lambda_global = lambda: TOTAL + COUNTER


def reads_module_state():
    return [TOTAL, index, PY3, RESULT, CONTEXT_VALUE, chosen(), Conditional.kind, KEPT]


def checks():
    return {
        "log": LOG,
        "state": reads_module_state(),
        "unpacked": [a, rest, first_key, first_value],
        "comprehensions": [SQUARES, sorted(LOOKUP.items())],
        "counter": COUNTER,
        "matrix": MATRIX,
        "annotated": [annotated_global, "annotated_without_value" in globals()],
        "optional": optional,
        "deleted": "TEMPORARY" in globals(),
        "loop_variable": number,
        "lambda": lambda_global(),
        "match_like": match_like,
    }
