"""`match` statements (3.10+) with every kind of pattern: literal, capture, wildcard, value,
sequence (with a star), mapping (with **rest), class (positional and keyword), OR, AS, groups,
guards and nesting.

A pattern is generated as (text, irrefutable). Captures are fresh names, so no pattern binds a
name twice; OR alternatives capture nothing and are refutable, so they bind the same (no) names
and none makes a later one unreachable; only the last case may be irrefutable without a guard.
"""
import collections

from compound import indented
from literals import TERNARY, wrap
from scope import ExprWhere

Pattern = collections.namedtuple("Pattern", "text irrefutable")
LITERALS = ["0", "1", "-1", "2.5", "-0.5", "1 + 2j", "-1 - 2j", "'a'", '"text"', "'a' 'b'", "b'x'", "None",
            "True", "False", "100000000000000000000"]
CLASSES = ["int", "str", "list", "dict", "tuple", "Point", "collections.OrderedDict"]
KEYWORDS = ["x", "y", "real", "name"]


class PatternsMixin(object):

    def stmt_match(self, where):
        w = ExprWhere.of(where)
        subject = wrap(self.expr(w, 2), TERNARY)
        if self.chance(0.15):
            subject = "%s, %s" % (subject, wrap(self.leaf(w), TERNARY))
        lines = ["match %s:" % subject]
        count = self.pick([1, 2, 2, 3, 4])
        for position in range(count):
            lines += indented(self.case(where, last=position == count - 1))
        return lines

    def case(self, where, last):
        captures = []
        guarded = self.chance(0.2)
        pattern = self.pattern(2, captures, top=True)
        while pattern.irrefutable and not (last or guarded):
            captures[:] = []
            pattern = self.pattern(2, captures, top=True)
        for name in captures:
            where.scope.bind(name)
        guard = " if " + wrap(self.condition(ExprWhere.of(where)), TERNARY) if guarded else ""
        return ["case %s%s:" % (pattern.text, guard)] + indented(self.block(where.deeper()))

    def pattern(self, depth, captures, top=False, may_capture=True):
        kinds = [(4, "literal"), (2 * may_capture, "capture"), (1, "wildcard"), (1, "value"),
                 (2 * (depth > 0), "sequence"), (1.5 * (depth > 0), "mapping"), (1.5 * (depth > 0), "class"),
                 (1.5 * (depth > 0), "alternatives"), ((depth > 0) * may_capture, "as"),
                 (0.5 * (depth > 0), "group")]
        kind = self.pick_weighted(kinds)
        return getattr(self, "pattern_" + kind)(depth - 1, captures, top, may_capture)

    def pattern_literal(self, depth, captures, top, may_capture):
        return Pattern(self.pick(LITERALS), False)

    def pattern_capture(self, depth, captures, top, may_capture):
        name = self.fresh("m")
        captures.append(name)
        return Pattern(name, True)

    def pattern_wildcard(self, depth, captures, top, may_capture):
        return Pattern("_", True)

    def pattern_value(self, depth, captures, top, may_capture):
        return Pattern(self.pick(["Color.RED", "math.pi", "self.x", "os.sep", "a.b.c"]), False)

    def pattern_group(self, depth, captures, top, may_capture):
        inner = self.pattern(depth, captures, may_capture=may_capture)
        return Pattern("(%s)" % inner.text, inner.irrefutable)

    def pattern_sequence(self, depth, captures, top, may_capture):
        items = [self.pattern(depth, captures, may_capture=may_capture).text for _ in range(self.pick([0, 1, 2, 3]))]
        if self.chance(0.35):
            star = "*" + (self.pattern_capture(0, captures, top, True).text if may_capture and self.chance(0.6)
                          else "_")
            items.insert(self.rng.randrange(len(items) + 1), star)
        if top and len(items) > 1 and self.chance(0.3):
            return Pattern(", ".join(items), False)
        if self.chance(0.5):
            return Pattern("[%s]" % ", ".join(items), False)
        return Pattern("(%s)" % (items[0] + "," if len(items) == 1 else ", ".join(items)), False)

    def pattern_mapping(self, depth, captures, top, may_capture):
        keys = self.rng.sample(["'a'", "'b'", "1", "None", "b'k'", "-2", "Color.RED", "'key'"], self.pick([0, 1, 2, 3]))
        items = ["%s: %s" % (key, self.pattern(depth, captures, may_capture=may_capture).text) for key in keys]
        if may_capture and self.chance(0.3):
            items.append("**" + self.pattern_capture(0, captures, top, True).text)
        return Pattern("{%s}" % ", ".join(items), False)

    def pattern_class(self, depth, captures, top, may_capture):
        positional = [self.pattern(depth, captures, may_capture=may_capture).text for _ in range(self.pick([0, 1, 2]))]
        keywords = ["%s=%s" % (key, self.pattern(depth, captures, may_capture=may_capture).text)
                    for key in self.rng.sample(KEYWORDS, self.pick([0, 0, 1, 2]))]
        return Pattern("%s(%s)" % (self.pick(CLASSES), ", ".join(positional + keywords)), False)

    def pattern_alternatives(self, depth, captures, top, may_capture):
        alternatives = []
        for _ in range(self.pick([2, 2, 3])):
            alternative = self.pattern(depth, captures, may_capture=False)
            while alternative.irrefutable:
                alternative = self.pattern(depth, captures, may_capture=False)
            alternatives.append(alternative.text)
        return Pattern(" | ".join(alternatives), False)

    def pattern_as(self, depth, captures, top, may_capture):
        inner = self.pattern(depth, captures)
        text = "(%s)" % inner.text if "|" in inner.text or " as " in inner.text else inner.text
        name = self.pattern_capture(0, captures, top, True).text
        return Pattern("%s as %s" % (text, name), inner.irrefutable)
