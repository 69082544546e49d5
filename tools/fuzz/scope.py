"""What the program being generated may contain where it is: the names each scope binds, and
the flags (in a loop, in an async function...) that decide which statements and expressions
the compiler accepts there.

Every generated name is fresh (v1, v2, ...) unless it is read or rebound on purpose, so that
the rules of the symbol table (`global` before use, `nonlocal` of a bound name, no rebinding of
a comprehension's variable by `:=`) hold by construction.
"""

BUILTINS = ("len", "print", "range", "isinstance", "str", "int", "list", "dict", "tuple", "sorted", "min",
            "max", "sum", "iter", "next", "Exception", "ValueError", "KeyError", "TypeError")

PLAIN, GENERATOR, COROUTINE, ASYNC_GENERATOR = "plain", "generator", "coroutine", "async generator"


class Scope(object):
    """One scope of the symbol table: the module, a function (def or lambda) or a class body."""

    def __init__(self, kind, parent=None, function_kind=PLAIN):
        self.kind = kind                      # "module", "function" or "class"
        self.parent = parent
        self.function_kind = function_kind    # for functions: PLAIN, GENERATOR, COROUTINE, ASYNC_GENERATOR
        self.bound = []                       # names assigned here, in order
        self.parameters = []
        self.declared_global = []
        self.declared_nonlocal = []
        self.extra_names = []                 # readable, never bound here: __class__ in methods

    def bind(self, name):
        if name not in self.bound:
            self.bound.append(name)

    @property
    def is_function(self):
        return self.kind == "function"

    @property
    def is_async(self):
        return self.function_kind in (COROUTINE, ASYNC_GENERATOR)

    @property
    def may_yield(self):
        return self.function_kind in (GENERATOR, ASYNC_GENERATOR)

    @property
    def may_yield_from(self):
        return self.function_kind == GENERATOR

    @property
    def may_return_value(self):
        return self.function_kind != ASYNC_GENERATOR

    def module(self):
        scope = self
        while scope.parent is not None:
            scope = scope.parent
        return scope

    def enclosing_functions(self):
        """The function scopes around this one, nearest first (class bodies are not enclosing scopes)."""
        scope, found = self.parent, []
        while scope is not None:
            if scope.is_function:
                found.append(scope)
            scope = scope.parent
        return found

    def visible(self):
        """Names an expression here may read, nearest scope first."""
        names = list(self.parameters) + list(self.bound) + list(self.extra_names)
        for function in self.enclosing_functions():
            names += function.parameters + function.bound
        if self.kind != "module":
            names += self.module().bound
        return names

    def nonlocal_candidates(self):
        """Names of enclosing functions that `nonlocal` may name from here."""
        if not self.is_function:
            return []
        taken = set(self.parameters) | set(self.declared_global)
        found = []
        for function in self.enclosing_functions():
            for name in function.parameters + function.bound + function.declared_nonlocal:
                if name not in function.declared_global and name not in taken and name not in found:
                    found.append(name)
        return found

    def global_candidates(self):
        """Module names that `global` may name from this function."""
        if not self.is_function:
            return []
        taken = set(self.parameters) | set(self.declared_nonlocal)
        return [name for name in self.module().bound if name not in taken]


class Where(object):
    """Where a statement is generated: its scope and the enclosing statements that matter."""

    def __init__(self, scope, in_loop=False, in_except_star=False, depth=0):
        self.scope = scope
        self.in_loop = in_loop                # break/continue allowed
        self.in_except_star = in_except_star  # return not allowed (nor break/continue out of it)
        self.depth = depth                    # nesting of compound statements

    def replace(self, **changes):
        fields = dict(scope=self.scope, in_loop=self.in_loop, in_except_star=self.in_except_star, depth=self.depth)
        fields.update(changes)
        return Where(**fields)

    def deeper(self, **changes):
        return self.replace(depth=self.depth + 1, **changes)

    @property
    def may_return(self):
        return self.scope.is_function and not self.in_except_star


class ExprWhere(object):
    """Where an expression is generated: what it may contain."""

    def __init__(self, scope, may_await=False, may_yield=False, may_walrus=True, fstring_safe=False,
                 loop_names=(), in_comprehension=False):
        self.scope = scope
        self.may_await = may_await
        self.may_yield = may_yield
        self.may_walrus = may_walrus
        self.fstring_safe = fstring_safe      # no quotes, braces, backslashes, lambdas or colons
        self.loop_names = tuple(loop_names)   # variables of the comprehensions around
        self.in_comprehension = in_comprehension

    @classmethod
    def of(cls, where):
        scope = where.scope
        return cls(scope, may_await=scope.is_async and scope.is_function, may_yield=scope.may_yield)

    def replace(self, **changes):
        fields = dict(scope=self.scope, may_await=self.may_await, may_yield=self.may_yield,
                      may_walrus=self.may_walrus, fstring_safe=self.fstring_safe, loop_names=self.loop_names,
                      in_comprehension=self.in_comprehension)
        fields.update(changes)
        return ExprWhere(**fields)

    def readable(self):
        return list(self.loop_names) + self.scope.visible()
