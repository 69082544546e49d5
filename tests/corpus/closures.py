# glassbox-corpus: min-python=3.8
"""Closures: cell and free variables, nonlocal, closures over arguments and
loop variables, several levels deep, and interaction with global."""

LEVEL = "module"


def make_counter(start=0):
    count = start

    def increment(step=1):
        nonlocal count
        count += step
        return count

    def current():
        return count

    return increment, current


def closure_over_argument(x):
    def get():
        return x

    def set_(value):
        nonlocal x
        x = value

    return get, set_


def three_levels(a):
    def middle(b):
        def inner(c):
            return [a, b, c]
        return inner
    return middle


def nonlocal_through_levels():
    value = 1

    def outer():
        def inner():
            nonlocal value
            value *= 10
            return value
        return inner()

    outer()
    outer()
    return value


def loop_variable_capture():
    late = []
    early = []
    for i in range(3):
        late.append(lambda: i)
        early.append(lambda i=i: i)
    return [[f() for f in late], [f() for f in early]]


def cell_modified_after_closure_creation():
    x = "before"

    def show():
        return x

    x = "after"
    return show()


def shadowing():
    LEVEL = "function"

    def inner():
        return LEVEL

    def global_reader():
        global LEVEL
        return LEVEL

    return [inner(), global_reader()]


def unbound_free_variable():
    def read():
        return later

    try:
        read()
    except NameError as error:
        first = type(error).__name__
    later = "bound"
    return [first, read()]


def delete_cell_variable():
    x = 1

    def read():
        return x

    del x
    try:
        read()
    except NameError as error:
        return type(error).__name__


def class_in_closure(base):
    class Local:
        value = base

        def method(self):
            return base * 2

    return [Local.value, Local().method()]


def closure_in_class_method():
    class Owner:
        factor = 3

        def make(self, n):
            def inner():
                return n * self.factor
            return inner

    return Owner().make(4)()


def accumulator_pattern():
    def make(total=0):
        def add(x):
            nonlocal total
            total += x
            return total
        return add

    first = make()
    second = make(100)
    return [first(1), first(2), second(5), first(3)]


def closure_and_generator(n):
    def gen():
        for i in range(n):
            yield i * factor

    factor = 2
    return list(gen())


def recursion_through_cell(n):
    def fib(k):
        return k if k < 2 else fib(k - 1) + fib(k - 2)
    return fib(n)


def closure_cells_introspection():
    a = 1
    b = 2

    def uses():
        return a + b

    return [sorted(uses.__code__.co_freevars), len(uses.__closure__),
            sorted(closure_cells_introspection.__code__.co_cellvars)]


def lambdas_with_closures(k):
    scale = lambda x: x * k
    compose = lambda f, g: lambda x: f(g(x))
    return compose(scale, lambda y: y + 1)(5)


def checks():
    increment, current = make_counter(5)
    increment()
    increment(10)
    get, set_ = closure_over_argument("arg")
    before = get()
    set_("changed")
    return {
        "counter": [current(), increment(), current()],
        "argument": [before, get()],
        "levels": three_levels(1)(2)(3),
        "nonlocal_levels": nonlocal_through_levels(),
        "loop_capture": loop_variable_capture(),
        "after_creation": cell_modified_after_closure_creation(),
        "shadowing": shadowing(),
        "unbound": unbound_free_variable(),
        "deleted": delete_cell_variable(),
        "class_closure": class_in_closure(7),
        "method_closure": closure_in_class_method(),
        "accumulator": accumulator_pattern(),
        "generator": closure_and_generator(4),
        "recursion": recursion_through_cell(10),
        "introspection": closure_cells_introspection(),
        "lambdas": lambdas_with_closures(3),
    }
