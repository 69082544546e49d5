"""Expressions: every operator, comparisons and their chains, and/or/not, conditional expressions,
`:=`, lambdas, calls with */** and keywords, attributes, subscripts and slices, displays,
`await` and `yield` where they are allowed. Comprehensions and f-strings: comprehensions.py."""
from literals import (AND, ARITH, ATOM, AWAIT, BIT_AND, BIT_OR, BIT_XOR, COMPARE, LAMBDA, NOT, OR, POWER, SHIFT,
                      TERM, TERNARY, UNARY, Expr, atom, wrap)
from scope import BUILTINS, Scope

BINARY = [("+", ARITH), ("-", ARITH), ("*", TERM), ("/", TERM), ("//", TERM), ("%", TERM), ("@", TERM),
          ("<<", SHIFT), (">>", SHIFT), ("&", BIT_AND), ("^", BIT_XOR), ("|", BIT_OR)]
COMPARISONS = ["==", "!=", "<", "<=", ">", ">=", "is", "is not", "in", "not in"]
ATTRIBUTES = ["a", "b", "real", "append", "items", "value", "x"]


class ExpressionsMixin(object):
    """expr(w, depth) -> Expr, for an ExprWhere w."""

    def expr(self, w, depth=2):
        if depth <= 0:
            return self.leaf(w)
        kind = self.pick_weighted(self.expression_table(w))
        return getattr(self, "expr_" + kind)(w, depth - 1)

    def expression_table(self, w):
        free = not w.fstring_safe
        return [(6, "leaf"), (4, "binary"), (2, "unary"), (1, "power"), (3, "compare"), (3, "boolean"),
                (1, "not"), (2, "ternary"), (free, "lambda"), (free and w.may_walrus, "walrus"), (3, "call"),
                (2, "attribute"), (2, "subscript"), (2, "display"), (2 * free, "comprehension"),
                (free, "fstring"), (free and w.may_await, "await"), (free and w.may_yield, "yield")]

    def condition(self, w, depth=2):
        """An expression for if/while/assert/ternary tests: mostly comparisons and boolean operators;
        never a bare constant, which the compiler folds away (real code rarely tests one)."""
        kind = self.pick_weighted([(3, "compare"), (3, "boolean"), (1, "not"), (2, "name"), (1, "call"),
                                   (1 if w.may_walrus and not w.fstring_safe else 0, "walrus")])
        return getattr(self, "expr_" + kind)(w, max(depth - 1, 0))

    # ------------------------------------------------------------ leaves

    def leaf(self, w):
        return self.name_load(w) if self.chance(0.6) else self.safe_literal(w)

    def expr_leaf(self, w, depth):
        return self.leaf(w)

    def expr_name(self, w, depth):
        return self.name_load(w)

    def name_load(self, w):
        names = w.readable()
        if names and self.chance(0.85):
            return atom(self.pick(names))
        return atom(self.pick(BUILTINS))

    def safe_literal(self, w):
        if not w.fstring_safe:
            return self.literal()
        return self.pick_weighted([(4, self.literal_int), (1, self.literal_float), (1, self.literal_singleton)])()

    # ------------------------------------------------------------ operators

    def expr_binary(self, w, depth):
        operator, level = self.pick(BINARY)
        left, right = self.expr(w, depth), self.expr(w, depth)
        return Expr("%s %s %s" % (wrap(left, level), operator, wrap(right, level + 1)), level)

    def expr_power(self, w, depth):
        left, right = self.expr(w, depth), self.expr(w, depth)
        return Expr("%s ** %s" % (wrap(left, AWAIT), wrap(right, UNARY)), POWER)

    def expr_unary(self, w, depth):
        operand = self.expr(w, depth) if self.chance(0.5) else self.safe_literal(w)
        return Expr(self.pick(["-", "+", "~"]) + wrap(operand, UNARY), UNARY)

    def expr_not(self, w, depth):
        return Expr("not " + wrap(self.expr(w, depth), NOT), NOT)

    def expr_compare(self, w, depth):
        parts = [wrap(self.expr(w, depth), COMPARE + 1)]
        for _ in range(self.pick([1, 1, 1, 2, 3])):
            parts += [self.pick(COMPARISONS), wrap(self.expr(w, depth), COMPARE + 1)]
        return Expr(" ".join(parts), COMPARE)

    def expr_boolean(self, w, depth):
        operator, level = self.pick([("and", AND), ("or", OR)])
        count = self.pick([2, 2, 2, 3, 4])
        operands = [wrap(self.condition(w, depth) if self.chance(0.5) else self.expr(w, depth), level + 1)
                    for _ in range(count)]
        return Expr((" %s " % operator).join(operands), level)

    def expr_ternary(self, w, depth):
        body, test, orelse = self.expr(w, depth), self.condition(w, depth), self.expr(w, depth)
        return Expr("%s if %s else %s" % (wrap(body, OR), wrap(test, OR), wrap(orelse, TERNARY)), TERNARY)

    def expr_walrus(self, w, depth):
        target = self.fresh()
        value = self.expr(w, depth)
        w.scope.bind(target)
        return atom("(%s := %s)" % (target, wrap(value, TERNARY)))

    def expr_lambda(self, w, depth):
        scope = Scope("function", parent=w.scope)
        signature = self.parameters(scope, w, annotated=False)
        inner = w.replace(scope=scope, may_await=False, may_yield=False, in_comprehension=False)
        body = self.expr(inner, depth)
        return Expr("lambda%s: %s" % ((" " + signature) if signature else "", wrap(body, LAMBDA)), LAMBDA)

    def expr_await(self, w, depth):
        return Expr("await " + wrap(self.primary(w, depth), ATOM), AWAIT)

    def expr_yield(self, w, depth):
        if w.scope.may_yield_from and self.chance(0.3):
            return atom("(yield from %s)" % wrap(self.expr(w, depth), TERNARY))
        if self.chance(0.3):
            return atom("(yield)")
        return atom("(yield %s)" % wrap(self.expr(w, depth), TERNARY))

    # ------------------------------------------------------------ primaries

    def primary(self, w, depth):
        """A name, call, attribute or subscript: what may be called, awaited or have attributes."""
        if depth <= 0 or self.chance(0.4):
            return self.name_load(w)
        return self.pick([self.expr_call, self.expr_attribute, self.expr_subscript])(w, depth - 1)

    def expr_attribute(self, w, depth):
        return atom("%s.%s" % (wrap(self.primary(w, depth), ATOM), self.pick(ATTRIBUTES)))

    def expr_call(self, w, depth):
        if not w.fstring_safe and self.chance(0.1):
            function = atom("(%s)" % self.expr_lambda(w, depth).text)
        else:
            function = self.primary(w, depth)
        if not w.fstring_safe and self.chance(0.08):
            return atom("%s(%s)" % (wrap(function, ATOM), self.comprehension_text(w, depth, "(", ")", bare=True)))
        return atom("%s(%s)" % (wrap(function, ATOM), self.call_arguments(w, depth)))

    def call_arguments(self, w, depth):
        """Positional and *starred arguments first, then keywords and **mappings (never a repeated keyword)."""
        arguments = []
        for _ in range(self.pick([0, 1, 1, 2, 3])):
            value = self.expr(w, depth)
            arguments.append("*" + wrap(value, BIT_OR) if self.chance(0.15) else wrap(value, LAMBDA))
        keywords = []
        for _ in range(self.pick([0, 0, 1, 2])):
            if self.chance(0.2):
                arguments.append("**" + wrap(self.expr(w, depth), BIT_OR))
                continue
            keyword = self.pick(["key", "sep", "end", "default", "flag", "k"])
            if keyword not in keywords:
                keywords.append(keyword)
                arguments.append("%s=%s" % (keyword, wrap(self.expr(w, depth), LAMBDA)))
        return ", ".join(arguments)

    def expr_subscript(self, w, depth):
        base = self.primary(w, depth) if self.chance(0.8) else self.expr_display(w, depth)
        return atom("%s[%s]" % (wrap(base, ATOM), self.index(w, depth)))

    def index(self, w, depth):
        kind = self.pick_weighted([(5, "plain"), (3, "slice"), (1, "tuple"),
                                   (1 if self.features.star_in_index and not w.fstring_safe else 0, "star")])
        if kind == "plain":
            return wrap(self.expr(w, depth), TERNARY)
        if kind == "slice":
            return self.slice_text(w, depth)
        if kind == "star":
            return "*%s" % wrap(self.expr(w, depth), BIT_OR)
        return ", ".join(self.slice_text(w, depth) if self.chance(0.5) else wrap(self.expr(w, depth), TERNARY)
                         for _ in range(self.pick([2, 2, 3])))

    def slice_text(self, w, depth):
        # (every expression generated is used: a discarded `:=` would leave its name bound)
        count = 2 if self.chance(0.6) else 3
        return ":".join(wrap(self.expr(w, depth), TERNARY) if self.chance(0.6) else "" for _ in range(count))

    # ------------------------------------------------------------ displays

    def expr_display(self, w, depth):
        kinds = ["tuple", "list"] if w.fstring_safe else ["tuple", "list", "set", "dict"]
        kind = self.pick(kinds)
        if kind == "dict":
            return atom("{%s}" % ", ".join(self.dict_item(w, depth) for _ in range(self.pick([0, 1, 2, 3]))))
        count = self.pick([1, 2, 3] if kind == "set" else [0, 1, 2, 3])
        items = [self.display_item(w, depth) for _ in range(count)]
        if kind == "tuple":
            return atom("(%s)" % (items[0] + "," if count == 1 else ", ".join(items)))
        return atom(("[%s]" if kind == "list" else "{%s}") % ", ".join(items))

    def display_item(self, w, depth):
        value = self.expr(w, depth)
        if not w.fstring_safe and self.chance(0.15):
            return "*" + wrap(value, BIT_OR)
        return wrap(value, TERNARY)

    def dict_item(self, w, depth):
        if self.chance(0.15):
            return "**" + wrap(self.expr(w, depth), BIT_OR)
        return "%s: %s" % (wrap(self.expr(w, depth), OR), wrap(self.expr(w, depth), TERNARY))
