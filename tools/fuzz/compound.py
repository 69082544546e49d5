"""Blocks and compound statements: if/elif/else, while and for (with else, break and continue at any
depth), try/except/else/finally in every combination, except* (3.11+), with and async with.
Definitions (def, class, type) are in definitions.py, match in patterns.py."""
from literals import OR, TERNARY, wrap
from scope import ExprWhere
from statements import EXCEPTIONS, TERMINAL

MAX_DEPTH = 4


def indented(lines):
    return ["    " + line for line in lines]


class CompoundMixin(object):

    def block(self, where, count=None):
        """The lines of a block (never empty): statements until `count`, the budget or a jump ends it."""
        lines = []
        for _ in range(count or self.pick([1, 1, 2, 2, 3, 4])):
            if self.budget <= 0 and lines:
                break
            statement = self.statement(where)
            lines += statement
            if statement[0].split(" ")[0] in TERMINAL:
                break
        return lines or ["pass"]

    def statement(self, where):
        self.spend()
        return getattr(self, "stmt_" + self.pick_weighted(self.statement_table(where)))(where)

    def statement_table(self, where):
        scope = where.scope
        compound = where.depth < MAX_DEPTH and self.budget > 2
        function = scope.is_function
        in_async = function and scope.is_async
        return [(6, "assign"), (2, "augmented"), (1, "annotated"), (4, "expression"), (1, "delete"), (1, "assert"),
                (1, "raise"), (0.3, "pass"), (3 * where.may_return, "return"), (1.5 * where.in_loop, "break"),
                (1.5 * where.in_loop, "continue"), (0.7, "import"), (2 * scope.may_yield, "yield"),
                (2 * in_async, "await"),
                (4 * compound, "if"), (2 * compound, "while"), (3 * compound, "for"), (3 * compound, "try"),
                (2 * compound, "with"), (2 * compound, "function"), (0.7 * compound, "class"),
                (2 * (compound and self.features.match), "match"),
                (0.5 * (compound and self.features.type_params), "type_alias")]

    # ------------------------------------------------------------ if, while, for

    def stmt_if(self, where):
        inner = where.deeper()
        lines = ["if %s:" % self.test(where)] + indented(self.block(inner))
        for _ in range(self.pick([0, 0, 1, 2])):
            lines += ["elif %s:" % self.test(where)] + indented(self.block(inner))
        if self.chance(0.4):
            lines += ["else:"] + indented(self.block(inner))
        return lines

    def test(self, where):
        return wrap(self.condition(ExprWhere.of(where)), TERNARY)

    def stmt_while(self, where):
        test = self.pick(["True", "1"]) if self.chance(0.2) else self.test(where)
        lines = ["while %s:" % test] + indented(self.block(where.deeper(in_loop=True)))
        return lines + self.loop_else(where)

    def loop_else(self, where):
        if not self.chance(0.3):
            return []
        return ["else:"] + indented(self.block(where.deeper()))

    def stmt_for(self, where):
        keyword = "async for" if where.scope.is_async and self.chance(0.3) else "for"
        iterable = wrap(self.value(where), TERNARY)
        bound = []
        target = self.loop_target(bound) if self.chance(0.8) else self.target(where, bound)
        self.bind_all(where, bound)
        lines = ["%s %s in %s:" % (keyword, target, iterable)] + indented(self.block(where.deeper(in_loop=True)))
        return lines + self.loop_else(where)

    # ------------------------------------------------------------ try

    def stmt_try(self, where):
        inner = where.deeper()
        star = self.features.except_star and self.chance(0.2)
        shape = self.pick(["except", "except", "except else", "except finally", "except else finally", "finally"])
        lines = ["try:"] + indented(self.block(inner))
        if "except" in shape:
            lines += self.handlers(where, star)
        if "else" in shape:
            lines += ["else:"] + indented(self.block(inner))
        if "finally" in shape:
            lines += ["finally:"] + indented(self.block(inner))
        return lines

    def handlers(self, where, star):
        lines = []
        count = self.pick([1, 1, 2, 3])
        for position in range(count):
            bare = not star and position == count - 1 and self.chance(0.25)
            keyword = "except*" if star else "except"
            body_where = where.deeper(in_loop=False, in_except_star=True) if star else where.deeper()
            lines += ["%s:" % (keyword if bare else "%s %s" % (keyword, self.handler_type(where)))]
            lines += indented(self.block(body_where))
        return lines

    def handler_type(self, where):
        kind = self.pick(["one", "one", "tuple", "expression"])
        if kind == "one":
            text = self.pick(EXCEPTIONS)
        elif kind == "tuple":
            text = "(%s)" % ", ".join(self.pick(EXCEPTIONS) for _ in range(self.pick([2, 3])))
        else:
            text = wrap(self.primary(ExprWhere.of(where), 1), OR)
        if self.chance(0.4):
            name = self.fresh("e")
            where.scope.bind(name)
            text += " as " + name
        return text

    # ------------------------------------------------------------ with

    def stmt_with(self, where):
        keyword = "async with" if where.scope.is_async and self.chance(0.4) else "with"
        items = [self.with_item(where) for _ in range(self.pick([1, 1, 1, 2, 3]))]
        header = ", ".join(items)
        if self.features.parenthesized_with and self.chance(0.2):
            header = "(%s%s)" % (header, self.pick(["", ","]))
        return ["%s %s:" % (keyword, header)] + indented(self.block(where.deeper()))

    def with_item(self, where):
        manager = wrap(self.value(where, 1), TERNARY)
        if self.chance(0.4):
            return manager
        bound = []
        target = self.pick_weighted([(4, lambda: self.loop_target(bound, plain=True)),
                                     (1, lambda: "(%s)" % self.loop_target(bound)),
                                     (1, lambda: self.single_target(where, bound))])()
        self.bind_all(where, bound)
        return "%s as %s" % (manager, target)
