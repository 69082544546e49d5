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


def longest_first(words, tag):
    # (the else returns: the break jumps past it to code too long for the compiler to copy)
    words = sorted(words, key=len, reverse=True)
    for word in words:
        if word != "":
            break
    else:
        return ""
    joined = "|".join(w.upper() for w in words)
    joined = "<%s>%s" % (tag, joined)
    return "%s!" % joined


def countdown_to(n, stop):
    while n > 0:
        n -= 1
        if n == stop:
            break
    else:
        raise ValueError(stop)
    message = "stopped at %d" % n
    message = message + " of " + str(stop)
    return message.title()


def first_found(names, sources, seen):
    # (an inner loop's break inside an except clause jumps past that loop's else to the clause's
    # end: no break of the outer loop, whose else clause returns)
    for name in names:
        try:
            value = sources[0][name]
            if name in seen:
                raise KeyError(name)
        except KeyError:
            for source in sources[1:]:
                if name in source:
                    break
            else:
                continue
        seen.append(name)
    else:
        return len(seen)


def checks():
    checker = Checker()
    checker.check_constant([1, "a", None], "a")
    checker.check_constant([1, 2], 3)
    checker.check_countdown(5, 2)
    checker.check_countdown(3, 7)
    found = []
    first_even([1, 3, 4, 6], found)
    first_even([1, 3], found)
    words = [longest_first(["ab", "", "abc"], "t"), longest_first(["", ""], "u"), longest_first([], "v")]
    counts = []
    for n, stop in ((5, 2), (3, 7)):
        try:
            counts.append(countdown_to(n, stop))
        except ValueError as error:
            counts.append(["ValueError", error.args[0]])
    seen = []
    firsts = [first_found(["a", "b", "c", "d"], [{"a": 1}, {"b": 2}, {"c": 3}], seen), seen]
    return {"failures": checker.failures, "found": found, "words": words, "counts": counts, "firsts": firsts}
