"""Graph breaks in the places users put them: inside loops, try/finally, with blocks of their own
context managers, nested calls, generator expressions, comprehensions, closures writing a nonlocal.
Each runs as a cell of the matrix (test_dynamo_matrix.run_cell, eager backend, static and dynamic
shapes): the dump's files compile, every transformed code object and resume function decompiles
and runs from its file under debug(), and outputs and gradients equal eager and torch.compile."""
import contextlib

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed: the torch.compile tests need it")

from test_dynamo_matrix import run_cell  # noqa: E402


def graph_break():
    torch._dynamo.graph_break()


def break_in_for_loop(x, y):
    acc = x
    for i, t in enumerate([x, y, x * 2]):
        acc = acc + t * i
        if i == 1:
            graph_break()
    return acc


def break_in_while_loop(x, y):
    n = 0
    while n < 3:
        x = x + y
        if n == 1:
            graph_break()
        n += 1
    return x


def break_in_try_finally(x, y):
    out = []
    for i in range(2):
        try:
            out.append(x * i)
            graph_break()
        finally:
            out.append(y)
    return sum(out)


def break_in_try_except(x, y):
    try:
        a = x + 1
        graph_break()
        b = a * y
    except ValueError:
        b = x
    finally:
        c = x - 1
    return b + c


@contextlib.contextmanager
def recorded(log):
    log.append("enter")
    try:
        yield
    finally:
        log.append("exit")


def break_in_own_context_manager(x, y):
    log = []
    with recorded(log):
        a = x + y
        graph_break()
        a = a * 3
    return a + len(log)


def inner(t):
    t = t * 2
    graph_break()
    return t + 1


def middle(t):
    return inner(t) - 1


def break_two_calls_deep(x, y):
    return middle(x) * middle(y)


def break_after_generator_expression(x, y):
    s = sum(x * i for i in range(3))
    graph_break()
    return s + y


def break_between_comprehensions(x, y):
    ys = [torch.sin(x + i) for i in range(2)]
    graph_break()
    zs = [t * y for t in ys if t is not None]
    return zs[0] + zs[1]


def break_between_nonlocal_writes(x, y):
    # (the resume function writes `count`, a free variable of its code: its file gives the binding
    # from an enclosing def, after the function's `nonlocal` statement)
    count = 0

    def bump(t):
        nonlocal count
        count += 1
        return t + count

    a = bump(x)
    graph_break()
    return bump(a) * y


SHAPES = [break_in_for_loop, break_in_while_loop, break_in_try_finally, break_in_try_except,
          break_in_own_context_manager, break_two_calls_deep, break_after_generator_expression,
          break_between_comprehensions, break_between_nonlocal_writes]


@pytest.mark.parametrize("dynamic", [False, True], ids=["static", "dynamic"])
@pytest.mark.parametrize("function", SHAPES, ids=[f.__name__ for f in SHAPES])
def test_break_shape(tmp_path, function, dynamic):
    # (Dynamo may run a frame whose break it cannot resume after, inside a try or with block on
    # some versions, without a graph: then no graph module runs from a file)
    prepared, debugging = run_cell(tmp_path, "eager", "function", dynamic, function.__name__, function=function,
                                   calls=(6, 9) if dynamic else (6,), graphs_run=False)
    assert prepared.records, "no frame was dumped"
