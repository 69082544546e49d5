# glassbox-corpus: min-python=3.12
"""Tests the compiler folds away before any other constant: 3.14+ keep the folded test's constant
first in co_consts (the first constant stays, the compiler assumes it may be a docstring)."""


class Matcher:
    debug = 6

    def __init__(self, log):
        self.log = log
        self.mo = None

    def match(self, pattern, text):
        self.mo = pattern if text.startswith(pattern) else None
        if __debug__:
            if self.mo is not None and self.debug >= 5:
                self.log.append("matched %r in %r" % (pattern, text))
        return self.mo is not None


def first_loop(items):
    found = []
    while True:
        if not items:
            break
        found.append(items.pop())
    return found


def never_taken(x):
    if 0:
        x = -x
    return x * 3


def folded_or(value):
    flag = "" or value
    return [flag, flag is None]


def debug_only(values):
    if not __debug__:
        values = values[:1]
    total = 0
    for v in values:
        total += v
    return total


class Browser:
    def __init__(self, stats):
        self.stats = stats
        self.said = []

    def do_reverse(self, line):
        # 3.14: `return 0` (LOAD_SMALL_INT) copied into both branches; 0 is not co_consts[0], so
        # the source did not return before the message's constant was added: an if/else.
        if self.stats:
            self.stats.reverse()
        else:
            self.said.append("No statistics object is loaded.")
        return 0


def checks():
    log = []
    matcher = Matcher(log)
    return {
        "match": [matcher.match("ab", "abc"), matcher.match("x", "abc"), log],
        "first_loop": first_loop([1, 2, 3]),
        "never_taken": never_taken(4),
        "folded_or": [folded_or(None), folded_or(5)],
        "debug_only": debug_only([1, 2, 3]),
        "reverse": [Browser([1, 2]).do_reverse(""), Browser([]).do_reverse(""), Browser(None).said],
    }
