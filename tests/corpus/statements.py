# glassbox-corpus: min-python=3.8
"""Simple statements: assert, raise / raise from, pass, del, global, and every
form of import (at module level and inside functions)."""

import os
import os.path
import os.path as osp
import json, math
import collections.abc
from os import path
from os import sep as separator, curdir
from collections import (
    OrderedDict,
    namedtuple as make_namedtuple,
)
from string import *
import importlib.util as import_util

SETTING = "initial"
Point = make_namedtuple("Point", "x y")


def assert_statements(x):
    out = []
    try:
        assert x > 0
        out.append("first passed")
        assert x < 10, "too big: %d" % x
        out.append("second passed")
        assert isinstance(x, int), x
    except AssertionError as error:
        out.append(["AssertionError", len(error.args)])
    return out


def raise_forms(kind):
    try:
        if kind == "class":
            raise ValueError
        if kind == "instance":
            raise KeyError("k")
        if kind == "from":
            raise RuntimeError("outer") from IndexError("inner")
        if kind == "from-none":
            try:
                {}["missing"]
            except KeyError:
                raise LookupError("replaced") from None
        if kind == "implicit-chain":
            try:
                1 / 0
            except ZeroDivisionError:
                raise OSError("while handling")
        if kind == "reraise":
            try:
                int("x")
            except ValueError:
                raise
        return "no raise"
    except Exception as error:
        return [type(error).__name__, type(error.__cause__).__name__, type(error.__context__).__name__,
                error.__suppress_context__]


def raise_from_variable():
    cause = TypeError("cause")
    try:
        raise ValueError("effect") from cause
    except ValueError as error:
        return error.__cause__ is cause


def pass_statements(n):
    if n:
        pass
    for _ in range(n):
        pass
    while False:
        pass

    class Empty:
        pass

    def nothing():
        pass

    try:
        pass
    except Exception:
        pass
    finally:
        pass
    return [Empty.__name__, nothing()]


def del_statements():
    a, b, c = 1, [1, 2, 3], {"x": 1}
    del a
    del b[1:], c["x"]
    out = [b, c]
    try:
        a
    except NameError as error:
        out.append(type(error).__name__)
    return out


def global_statements(value):
    global SETTING, NEW_GLOBAL
    old = SETTING
    SETTING = value
    NEW_GLOBAL = value * 2
    return [old, SETTING]


def delete_global():
    global NEW_GLOBAL
    del NEW_GLOBAL
    return "NEW_GLOBAL" in globals()


def imports_inside_function():
    import sys
    import xml.etree.ElementTree as ElementTree
    from itertools import chain, count as counter
    from functools import reduce
    return [sys.version_info[0], ElementTree.__name__, list(chain([1], [2])), next(counter(5)),
            reduce(lambda a, b: a + b, [1, 2, 3])]


def conditional_import(use_json):
    if use_json:
        import json as serializer
    else:
        import pickle as serializer
    return serializer.__name__


def import_error():
    try:
        import glassbox_corpus_module_that_does_not_exist
    except ImportError as error:
        return type(error).__name__
    return "imported?"


def from_import_error():
    try:
        from os import glassbox_name_that_does_not_exist
    except ImportError as error:
        return type(error).__name__


def module_imports():
    return [
        os.path.basename("/a/b.txt"), osp.join("a", "b") == path.join("a", "b"),
        separator == os.sep, curdir, json.dumps([1]), math.floor(2.5),
        issubclass(list, collections.abc.Sequence), list(OrderedDict(a=1)),
        Point(1, 2).y, ascii_lowercase[:3], digits[-1], import_util.__name__,
    ]


def expression_statements(log):
    log.append("a")
    1 + 2
    "docstring-like but not first"
    log
    [x for x in range(2)]
    log.append("b")
    return log


def empty_unpacking(empty, pairs):
    () = empty
    [] = empty
    out = []
    for first, () in pairs:
        out.append(first)
    try:
        () = [1]
    except ValueError:
        out.append("too many")
    return out


def consecutive_asserts(a, b):
    assert a
    assert b, "second"
    return "passed"


def run_consecutive_asserts(a, b):
    try:
        return consecutive_asserts(a, b)
    except AssertionError as error:
        return "failed: %r" % (error.args,)


def checks():
    return {
        "empty_unpacking": empty_unpacking([], [(1, ()), (2, [])]),
        "asserts": [run_consecutive_asserts(a, b) for a, b in ((1, 1), (0, 1), (1, 0))],
        "assert": [assert_statements(x) for x in (5, -1, 50)],
        "raise": [raise_forms(k) for k in ("class", "instance", "from", "from-none", "implicit-chain",
                                           "reraise", "none")],
        "raise_from_variable": raise_from_variable(),
        "pass": [pass_statements(n) for n in (0, 2)],
        "del": del_statements(),
        "global": [global_statements("second"), global_statements("third"), NEW_GLOBAL, delete_global()],
        "imports": imports_inside_function(),
        "conditional": [conditional_import(True), conditional_import(False)],
        "import_error": [import_error(), from_import_error()],
        "module_imports": module_imports(),
        "expressions": expression_statements([]),
    }
