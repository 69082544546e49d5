"""Simple statements: assignments (chained, unpacking, starred, augmented, annotated), expression
statements, del, assert, raise, return, break, continue, imports, yield and await statements.

Each stmt_* method takes a Where and returns the statement's lines (one line for these);
block() of compound.py strings them together.
"""
from literals import BIT_OR, LAMBDA, TERNARY, wrap
from scope import ExprWhere

AUGMENTED = ["+=", "-=", "*=", "/=", "//=", "%=", "@=", "**=", "<<=", ">>=", "&=", "|=", "^="]
EXCEPTIONS = ["Exception", "ValueError", "KeyError", "TypeError", "RuntimeError"]
MODULES = ["os", "sys", "os.path", "collections.abc", "json"]
# Statements after which a block ends: what follows them would be unreachable.
TERMINAL = ("return", "raise", "break", "continue")
class StatementsMixin(object):

    def value(self, where, depth=2):
        return self.expr(ExprWhere.of(where), depth)

    # ------------------------------------------------------------ targets

    def name_target(self, where):
        """A name to assign: one this scope already binds or declares global/nonlocal, or a fresh one."""
        scope = where.scope
        known = scope.bound + scope.declared_global + scope.declared_nonlocal
        if known and self.chance(0.4):
            return self.pick(known)
        return self.fresh()

    def target(self, where, bound):
        """An assignment target: a single target, or a (nested, maybe starred) tuple or list of them.
        The names it binds are appended to `bound`."""
        return self.sequence_target(where, bound) if self.chance(0.2) else self.single_target(where, bound)

    def sequence_target(self, where, bound, nested=False):
        """`a, (b, c), *d`: at most one starred item per level; nested levels are bracketed."""
        items = [self.sequence_target(where, bound, nested=True) if self.chance(0.15)
                 else self.single_target(where, bound) for _ in range(self.pick([2, 2, 3]))]
        if self.chance(0.3):
            starred = self.fresh()
            bound.append(starred)
            items.insert(self.rng.randrange(len(items) + 1), "*" + starred)
        text = ", ".join(items)
        return self.pick(["(%s)", "[%s]"] + ([] if nested else ["%s"])) % text

    def single_target(self, where, bound):
        """A name, attribute or subscript: what augmented assignment and del accept."""
        w = ExprWhere.of(where)
        kind = self.pick_weighted([(4, "name"), (1, "attribute"), (1, "subscript")])
        if kind == "name":
            name = self.name_target(where)
            bound.append(name)
            return name
        if kind == "attribute":
            return "%s.%s" % (self.primary(w, 1).text, self.pick(["a", "b", "x"]))
        return "%s[%s]" % (self.primary(w, 1).text, self.index(w, 1))

    def bind_all(self, where, names):
        for name in names:
            where.scope.bind(name)

    # ------------------------------------------------------------ assignments

    def stmt_assign(self, where):
        value = self.assigned_value(where)
        bound = []
        targets = [self.target(where, bound) for _ in range(self.pick([1, 1, 1, 1, 2]))]
        self.bind_all(where, bound)
        return ["%s = %s" % (" = ".join(targets), value)]

    def assigned_value(self, where):
        """The right-hand side: an expression, or a bare tuple (maybe with starred items)."""
        if self.chance(0.15):
            items = [wrap(self.value(where, 1), TERNARY) for _ in range(self.pick([2, 3]))]
            if self.chance(0.3):
                items.insert(0, "*" + wrap(self.value(where, 1), BIT_OR))
            return ", ".join(items)
        return wrap(self.value(where), LAMBDA)

    def stmt_augmented(self, where):
        bound = []
        target = self.single_target(where, bound)
        value = self.value(where)
        self.bind_all(where, bound)
        return ["%s %s %s" % (target, self.pick(AUGMENTED), wrap(value, LAMBDA))]

    def stmt_annotated(self, where):
        name = self.fresh()
        annotation = self.annotation(where)
        where.scope.bind(name)
        if self.chance(0.3):
            return ["%s: %s" % (name, annotation)]
        return ["%s: %s = %s" % (name, annotation, wrap(self.value(where), LAMBDA))]

    # ------------------------------------------------------------ other simple statements

    def stmt_expression(self, where):
        w = ExprWhere.of(where)
        kind = self.pick_weighted([(4, "call"), (1, "any"), (w.may_await, "await"), (w.may_yield, "yield")])
        if kind == "call":
            return [self.expr_call(w, 2).text]
        if kind == "await":
            return [self.expr_await(w, 2).text]
        if kind == "yield":
            return [self.expr_yield(w, 1).text[1:-1]]
        return [wrap(self.expr(w, 2), LAMBDA)]

    def stmt_delete(self, where):
        targets = [self.single_target(where, []) for _ in range(self.pick([1, 1, 2]))]
        if self.chance(0.1):
            return ["del (%s)" % ", ".join(targets)]
        return ["del " + ", ".join(targets)]

    def stmt_assert(self, where):
        test = wrap(self.condition(ExprWhere.of(where)), TERNARY)
        if self.chance(0.4):
            return ["assert %s, %s" % (test, wrap(self.value(where, 1), TERNARY))]
        return ["assert " + test]

    def stmt_raise(self, where):
        kind = self.pick(["bare", "type", "call", "from", "from none"])
        if kind == "bare":
            return ["raise"]
        exception = self.pick(EXCEPTIONS)
        if kind != "type":
            exception += "(%s)" % self.call_arguments(ExprWhere.of(where), 1)
        if kind == "from":
            return ["raise %s from %s" % (exception, wrap(self.value(where, 1), TERNARY))]
        return ["raise %s from None" % exception if kind == "from none" else "raise " + exception]

    def stmt_return(self, where):
        if not where.scope.may_return_value or self.chance(0.2):
            return ["return"]
        if self.chance(0.15):
            return ["return %s, %s" % (wrap(self.value(where, 1), TERNARY), wrap(self.value(where, 1), TERNARY))]
        return ["return " + wrap(self.value(where), LAMBDA)]

    def stmt_break(self, where):
        return ["break"]

    def stmt_continue(self, where):
        return ["continue"]

    def stmt_pass(self, where):
        return ["pass"]

    def stmt_import(self, where):
        module = self.pick(MODULES)
        kind = self.pick_weighted([(2, "plain"), (1, "as"), (3, "from"), (1, "relative"),
                                   (where.scope.kind == "module", "star")])
        if kind == "plain":
            where.scope.bind(module.split(".")[0])
            return ["import " + module]
        if kind == "star":
            return ["from %s import *" % module]
        alias = self.fresh()
        where.scope.bind(alias)
        if kind == "as":
            return ["import %s as %s" % (module, alias)]
        names = ["%s as %s" % (self.pick(["path", "sep", "name"]), alias)]
        if self.chance(0.4):
            names.insert(0, self.pick(["join", "abc", "dumps"]))
            where.scope.bind(names[0])
        source = module if kind == "from" else self.pick([".", "..", ".sibling"])
        return ["from %s import %s" % (source, ", ".join(names))]

    def stmt_yield(self, where):
        w = ExprWhere.of(where)
        if self.chance(0.3):
            target = self.name_target(where)
            where.scope.bind(target)
            return ["%s = %s" % (target, self.expr_yield(w, 1).text[1:-1])]
        return [self.expr_yield(w, 1).text[1:-1]]

    def stmt_await(self, where):
        w = ExprWhere.of(where)
        if self.chance(0.4):
            target = self.name_target(where)
            where.scope.bind(target)
            return ["%s = %s" % (target, self.expr_await(w, 2).text)]
        return [self.expr_await(w, 2).text]
