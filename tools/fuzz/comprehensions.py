"""Comprehensions (list, set, dict, generator; nested; several `for` and `if` clauses; `async for`
and `await` in async functions) and f-strings (conversions, format specs, nested fields, `=`)."""
from literals import OR, TERNARY, atom, wrap

FORMAT_SPECS = [">10", "<5", "^8", ".2f", "#x", "08", ",", "+.3e", "_", "%", "s", "=+7"]
FSTRING_TEXT = ["a", " ", "x=", "{{", "}}", "\\n", "\\t", "value: ", "-", "%"]


class ComprehensionsMixin(object):

    def expr_comprehension(self, w, depth):
        kind = self.pick(["list", "set", "dict", "generator"])
        brackets = {"list": "[]", "set": "{}", "dict": "{}", "generator": "()"}[kind]
        return atom(self.comprehension_text(w, depth, brackets[0], brackets[1], dict_items=kind == "dict"))

    def comprehension_text(self, w, depth, opening, closing, bare=False, dict_items=False):
        """`[elt for ... if ...]` (without the brackets when bare: a call's only argument)."""
        clauses, loop_names = [], list(w.loop_names)
        may_async = w.may_await and not w.in_comprehension
        for position in range(self.pick([1, 1, 1, 2, 3])):
            iterable_where = w.replace(loop_names=loop_names, may_walrus=False, may_yield=False,
                                       in_comprehension=position > 0 or w.in_comprehension)
            iterable = self.expr(iterable_where, depth)
            target = self.loop_target(loop_names)
            keyword = "async for" if may_async and self.chance(0.3) else "for"
            clauses.append("%s %s in %s" % (keyword, target, wrap(iterable, OR)))
            inner = self.comprehension_where(w, loop_names)
            for _ in range(self.pick([0, 0, 1, 2])):
                clauses.append("if " + wrap(self.condition(inner, depth), OR))
        inner = self.comprehension_where(w, loop_names)
        if dict_items:
            element = "%s: %s" % (wrap(self.expr(inner, depth), OR), wrap(self.expr(inner, depth), OR))
        else:
            element = wrap(self.expr(inner, depth), TERNARY)
        text = "%s %s" % (element, " ".join(clauses))
        return text if bare else opening + text + closing

    def comprehension_where(self, w, loop_names):
        return w.replace(loop_names=loop_names, may_yield=False, in_comprehension=True,
                         may_walrus=w.may_walrus and w.scope.kind != "class",
                         may_await=w.may_await and not w.in_comprehension)

    def loop_target(self, bound, plain=False):
        """The target of a `for` clause or statement: a name, or (unless plain) a tuple of names,
        maybe starred; the names are appended to `bound`."""
        kind = "name" if plain else self.pick_weighted([(6, "name"), (2, "pair"), (1, "parenthesized"),
                                                        (1, "starred")])
        names = [self.fresh() for _ in range(1 if kind == "name" else self.pick([2, 2, 3]))]
        bound += names
        if kind == "starred":
            names[-1] = "*" + names[-1]
        text = ", ".join(names)
        return "(%s)" % text if kind == "parenthesized" else text

    # ------------------------------------------------------------ f-strings

    def expr_fstring(self, w, depth):
        quote = self.pick(["'", '"'])
        parts = [self.fstring_text() if self.chance(0.35) else self.fstring_field(w, depth, nesting=1)
                 for _ in range(self.pick([1, 1, 2, 3]))]
        return atom(self.pick(["f", "f", "f", "F"]) + quote + "".join(parts) + quote)

    def fstring_text(self):
        return "".join(self.pick(FSTRING_TEXT) for _ in range(self.pick([1, 2])))

    def fstring_field(self, w, depth, nesting):
        safe = w.replace(fstring_safe=True, may_walrus=False, may_await=False, may_yield=False)
        value = self.expr(safe, depth - 1) if depth > 0 and self.chance(0.5) else self.leaf(safe)
        text = wrap(value, TERNARY)
        if text.startswith("{") or text.endswith("}"):
            text = "(%s)" % text
        if nesting == 1 and self.chance(0.1):    # 3.12.1 fails on `=` in a nested field
            text += self.pick(["=", " = ", "= "])
        if self.chance(0.3):
            text += self.pick(["!r", "!s", "!a"])
        if self.chance(0.3):
            text += ":" + self.format_spec(safe, nesting)
        return "{" + text + "}"

    def format_spec(self, w, nesting):
        if nesting < 2 and self.chance(0.3):
            return self.pick(["", ">", "<", "^"]) + self.fstring_field(w, 0, nesting + 1)
        return self.pick(FORMAT_SPECS)
