# glassbox-corpus: min-python=3.8
"""A function that ends with a loop's else: the loop's break jumps to the function's end, which
3.10+ copies into it (a `return None` there, to the decompiler), and the else is the code it skips."""


class Checker:
    def __init__(self):
        self.failures = []

    def fail(self, message):
        self.failures.append(message)

    def check_constant(self, values, expected):
        for value in values:
            if repr(value) == repr(expected):
                break
        else:
            self.fail("unable to find %r in %r" % (expected, values))

    def check_countdown(self, n, stop):
        while n > 0:
            n -= 1
            if n == stop:
                break
        else:
            self.fail("never reached %d" % stop)


def first_even(items, found):
    for item in items:
        if item % 2 == 0:
            found.append(item)
            break
    else:
        found.append("none")
        found.append(len(items))


def checks():
    checker = Checker()
    checker.check_constant([1, "a", None], "a")
    checker.check_constant([1, 2], 3)
    checker.check_countdown(5, 2)
    checker.check_countdown(3, 7)
    found = []
    first_even([1, 3, 4, 6], found)
    first_even([1, 3], found)
    return {"failures": checker.failures, "found": found}
