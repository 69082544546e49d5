"""Definitions: functions of every kind (plain, generator, async, async generator) with full
signatures, annotations, decorators, global/nonlocal declarations and closures; classes with
bases, keywords, methods using super() and __class__; type parameters and `type` aliases (3.12+)."""
from compound import indented
from literals import LAMBDA, OR, TERNARY, wrap
from scope import ASYNC_GENERATOR, COROUTINE, GENERATOR, PLAIN, ExprWhere, Scope, Where

ANNOTATIONS = ["int", "str", "None", "list[int]", "dict[str, int]", "'Forward'", "typing.Any", "tuple[int, ...]"]


class DefinitionsMixin(object):

    # ------------------------------------------------------------ signatures

    def parameters(self, scope, w, annotated, first=None):
        """A parameter list (without parentheses) whose names are bound in `scope`; defaults and
        annotations are evaluated where `w` says."""
        groups = {"positional-only": self.pick([0, 0, 0, 1, 2]), "positional": self.pick([0, 1, 1, 2, 3]),
                  "keyword-only": self.pick([0, 0, 0, 1, 2])}
        parts, defaulted = ([first] if first else []), False
        if first:
            scope.parameters.append(first)
        for group in ("positional-only", "positional"):
            for _ in range(groups[group]):
                defaulted = defaulted or self.chance(0.25)
                parts.append(self.parameter(scope, w, annotated, defaulted))
            if group == "positional-only" and groups[group]:
                parts.append("/")
        star = self.chance(0.25)
        if star or groups["keyword-only"]:
            parts.append("*" + (self.parameter(scope, w, annotated, False) if star else ""))
        for _ in range(groups["keyword-only"]):
            parts.append(self.parameter(scope, w, annotated, self.chance(0.5)))
        if self.chance(0.2):
            parts.append("**" + self.parameter(scope, w, annotated, False))
        if parts[:1] == ["/"]:
            parts = parts[1:]
        return ", ".join(parts)

    def parameter(self, scope, w, annotated, with_default):
        name = self.fresh("p")
        scope.parameters.append(name)
        text = name
        if annotated and self.chance(0.3):
            text += ": " + self.annotation(w)
        if with_default:
            text += (" = " if ":" in text else "=") + wrap(self.expr(w, 1), TERNARY)
        return text

    def annotation(self, where_or_w, names=()):
        """An annotation: no walrus, yield or await (3.14 evaluates annotations in a scope of their own)."""
        if names and self.chance(0.5):
            return self.pick(list(names))
        return self.pick(ANNOTATIONS)

    def type_parameters(self):
        """`[T, *Ts, **P]` with bounds, constraints and (3.13+) defaults; the names for annotations."""
        if not (self.features.type_params and self.chance(0.25)):
            return "", []
        parts, names, defaulted = [], [], False
        for _ in range(self.pick([1, 1, 2, 3])):
            name = self.fresh("T")
            names.append(name)
            kind = self.pick(["plain", "plain", "bound", "constraints", "star", "double star"])
            text = {"plain": name, "bound": name + ": int", "constraints": name + ": (int, str)",
                    "star": "*" + name, "double star": "**" + name}[kind]
            defaulted = defaulted or (self.features.type_param_defaults and self.chance(0.2))
            if defaulted:    # like parameters: once one has a default, all that follow need one
                text += " = " + ("int" if kind in ("plain", "bound", "constraints") else "tuple[int]"
                                 if kind == "star" else "[int]")
            parts.append(text)
        return "[%s]" % ", ".join(parts), names

    # ------------------------------------------------------------ decorators

    def decorators(self, where):
        w = ExprWhere.of(where).replace(may_walrus=False, may_yield=False, may_await=False)
        lines = []
        for _ in range(self.pick([0, 0, 0, 1, 2])):
            if self.features.any_decorator and self.chance(0.3):
                lines.append("@" + wrap(self.expr(w, 1), OR))
                continue
            name = self.name_load(w).text
            if self.chance(0.3):
                name += "." + self.pick(["setter", "wraps", "cache"])
            if self.chance(0.4):
                name += "(%s)" % self.call_arguments(w, 1)
            lines.append("@" + name)
        return lines

    # ------------------------------------------------------------ functions

    def stmt_function(self, where, method=False):
        kind = self.pick_weighted([(6, PLAIN), (2, GENERATOR), (2, COROUTINE), (1, ASYNC_GENERATOR)])
        scope = Scope("function", parent=where.scope, function_kind=kind)
        name = self.fresh("f")
        lines = self.decorators(where)
        type_text, type_names = self.type_parameters()
        outer = ExprWhere.of(where)
        first = self.pick(["self", "cls"]) if method else None
        signature = self.parameters(scope, outer, annotated=True, first=first)
        returns = " -> " + self.annotation(outer, type_names) if self.chance(0.2) else ""
        where.scope.bind(name)
        keyword = "async def" if scope.is_async else "def"
        lines.append("%s %s%s(%s)%s:" % (keyword, name, type_text, signature, returns))
        if method:
            scope.extra_names.append("__class__")
        return lines + indented(self.function_body(Where(scope, depth=where.depth + 1), method))

    def function_body(self, where, method):
        lines = self.declarations(where.scope)
        if self.chance(0.1):
            lines.append(self.pick(['"""Docstring."""', "'doc'"]))
        if method and self.chance(0.4):
            w = ExprWhere.of(where)
            lines.append("super().%s(%s)" % (self.pick(["__init__", "method", "run"]), self.call_arguments(w, 1)))
        if where.scope.may_yield and self.chance(0.5):
            lines += self.stmt_yield(where)
        return lines + self.block(where, count=self.pick([1, 2, 3, 4, 5]))

    def declarations(self, scope):
        """`global` and `nonlocal` lines: first in the body, so no use comes before them."""
        lines = []
        candidates = scope.global_candidates()
        if candidates and self.chance(0.2):
            names = sorted(set(self.pick(candidates) for _ in range(self.pick([1, 2]))))
            scope.declared_global += names
            lines.append("global " + ", ".join(names))
        candidates = [n for n in scope.nonlocal_candidates() if n not in scope.declared_global]
        if candidates and self.chance(0.4):
            names = sorted(set(self.pick(candidates) for _ in range(self.pick([1, 2]))))
            scope.declared_nonlocal += names
            lines.append("nonlocal " + ", ".join(names))
        return lines

    # ------------------------------------------------------------ classes

    def stmt_class(self, where):
        name = self.fresh("C")
        lines = self.decorators(where)
        type_text, _ = self.type_parameters()
        arguments = self.class_arguments(where)
        where.scope.bind(name)
        lines.append("class %s%s%s:" % (name, type_text, "(%s)" % arguments if arguments or self.chance(0.2)
                                         else ""))
        scope = Scope("class", parent=where.scope)
        inner = Where(scope, depth=where.depth + 1)
        body = ['"""A class."""'] if self.chance(0.1) else []
        for _ in range(self.pick([1, 1, 2, 3])):
            statement = self.stmt_function(inner, method=True) if self.chance(0.5) else self.statement(inner)
            body += statement
            if statement[0].startswith("raise"):      # what followed it would be dead code
                break
        return lines + indented(body)

    def class_arguments(self, where):
        w = ExprWhere.of(where).replace(may_walrus=False)
        parts = [self.pick(["object", "Exception", "dict"]) if self.chance(0.5) else self.name_load(w).text
                 for _ in range(self.pick([0, 0, 1, 2]))]
        if self.chance(0.1):
            parts.append("*" + self.name_load(w).text)
        if self.chance(0.2):
            parts.append("metaclass=" + self.pick(["type", self.name_load(w).text]))
        if self.chance(0.1):
            parts.append("flag=" + wrap(self.expr(w, 1), LAMBDA))
        return ", ".join(parts)

    def stmt_type_alias(self, where):
        name = self.fresh("Alias")
        type_text, names = self.type_parameters()
        where.scope.bind(name)
        value = self.pick(names) if names else self.pick(["int", "list[int]", "int | str", "dict[str, Alias]"])
        return ["type %s%s = %s" % (name, type_text, value)]
