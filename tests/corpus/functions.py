# glassbox-corpus: min-python=3.8
"""Function signatures (positional-only, defaults, keyword-only, *args,
**kwargs, annotations), decorators, docstrings, recursion, global, and
return in every position."""

import functools

COUNTER = 0
REGISTRY = []


def no_arguments():
    return "none"


def positional_only(a, b, /):
    return [a, b]


def positional_only_defaults(a, b=2, /, c=3):
    return [a, b, c]


def full_signature(a, b=1, /, c=2, *args, d, e=5, **kwargs):
    return [a, b, c, list(args), d, e, sorted(kwargs.items())]


def keyword_only(*, x, y=10):
    return x + y


def varargs_only(*args):
    return len(args)


def kwargs_only(**kwargs):
    return sorted(kwargs)


def annotated(a: int, b: "str" = "x", *args: float, c: list = None, **kw: dict) -> tuple:
    return (a, b)


def mutable_default(item, bucket=[]):
    bucket.append(item)
    return list(bucket)


def default_evaluated_once(value=len(REGISTRY) + 100):
    return value


def documented(x):
    """Return x doubled.

    The docstring is kept in __doc__."""
    return x * 2


def not_a_docstring(x):
    x = x + 1
    "this string is an expression statement"
    return x


def recursive_factorial(n):
    return 1 if n <= 1 else n * recursive_factorial(n - 1)


def mutual_even(n):
    return True if n == 0 else mutual_odd(n - 1)


def mutual_odd(n):
    return False if n == 0 else mutual_even(n - 1)


def bump_global(step):
    global COUNTER
    COUNTER += step
    return COUNTER


def create_global():
    global CREATED_LATER
    CREATED_LATER = "made"


def read_global_without_declaring():
    return COUNTER * 2


def register(function):
    REGISTRY.append(function.__name__)
    return function


def repeat(times):
    def decorator(function):
        @functools.wraps(function)
        def wrapper(*args, **kwargs):
            return [function(*args, **kwargs) for _ in range(times)]
        return wrapper
    return decorator


def tag(label):
    def decorator(function):
        function.label = label
        return function
    return decorator


@register
def decorated_once(x):
    return x + 1


@repeat(2)
@tag("inner")
@register
def stacked(x):
    return x * 3


@repeat(times=3)
def counted():
    return "hi"


def replace_with(value):
    return lambda function: value


@replace_with(42)
def replaced():
    return "never"


def returns_everywhere(kind):
    if kind == "none":
        return
    if kind == "tuple":
        return 1, 2
    for i in range(3):
        if kind == "loop" and i == 1:
            return i
    while kind == "while":
        return "w"
    try:
        if kind == "try":
            return "t"
    finally:
        pass
    return "end"


def implicit_return_none(x):
    x += 1


def introspection():
    out = [
        full_signature.__defaults__, full_signature.__kwdefaults__, positional_only_defaults.__defaults__,
        full_signature.__code__.co_argcount, full_signature.__code__.co_posonlyargcount,
        full_signature.__code__.co_kwonlyargcount, keyword_only.__kwdefaults__,
        sorted((k, v if isinstance(v, str) else getattr(v, "__name__", repr(v)))
               for k, v in annotated.__annotations__.items()),
        " ".join(documented.__doc__.split()), not_a_docstring.__doc__, stacked.__name__, stacked.__wrapped__.label,
        documented.__name__, documented.__qualname__,
    ]
    return out


def call_errors():
    out = []
    for call in (lambda: positional_only(a=1, b=2), lambda: keyword_only(1), lambda: full_signature(1),
                 lambda: no_arguments(1)):
        try:
            call()
        except TypeError as error:
            out.append(type(error).__name__)
    return out


def checks():
    return {
        "simple": [no_arguments(), positional_only(1, 2), positional_only_defaults(1),
                   positional_only_defaults(1, 5, c=6)],
        "full": [full_signature(1, d=4), full_signature(1, 2, 3, 4, 5, d=6, e=7, f=8),
                 full_signature(0, c=9, d=1, a=2)],
        "kwonly": [keyword_only(x=1), keyword_only(y=2, x=3)],
        "var": [varargs_only(), varargs_only(1, 2, 3), kwargs_only(b=1, a=2)],
        "annotated": annotated(1),
        "mutable_default": [mutable_default(1), mutable_default(2), mutable_default(3, [])],
        "default_once": default_evaluated_once(),
        "docs": [documented(2), not_a_docstring(2)],
        "recursion": [recursive_factorial(10), mutual_even(10), mutual_odd(7)],
        "globals": [bump_global(2), bump_global(3), read_global_without_declaring(), create_global(),
                    CREATED_LATER],
        "decorators": [decorated_once(1), stacked(2), counted(), replaced, list(REGISTRY)],
        "returns": [returns_everywhere(k) for k in ("none", "tuple", "loop", "while", "try", "other")],
        "implicit": implicit_return_none(1),
        "introspection": introspection(),
        "errors": call_errors(),
    }
