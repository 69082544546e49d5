"""The Python package: glassbox.dis on live objects, dis_pyc, dis_marshal, errors; glassbox.decompile,
decompile_pyc, decompile_marshal: which code object reaches the core, what comes back, verification."""
import dis
import functools
import json
import marshal
import sys

import pytest

import glassbox


def running_version():
    return "%d.%d" % sys.version_info[:2]


def dis_projection(code):
    return [(i.offset, i.opname, i.arg) for i in dis.get_instructions(code)]


def json_projection(code_record):
    return [(i["offset"], i["opname"], i["arg"]) for i in code_record["instructions"]]


def scale(values, factor=3):
    result = []
    for value in values:
        result.append(value * factor)
    return result


class Counter:
    def __init__(self):
        self.count = 0

    def bump(self, by):
        self.count += by
        return self.count

    @classmethod
    def make(cls):
        return cls()


def test_version():
    assert glassbox.__version__ == "0.1.0"


def test_function_json_matches_dis():
    record = glassbox.dis(scale, json=True)
    assert record["python"] == running_version()
    assert record["file"] == scale.__code__.co_filename
    code = record["code"]
    assert code["name"] == "scale"
    assert code["varnames"] == ["values", "factor", "result", "value"]
    assert json_projection(code) == dis_projection(scale.__code__)
    # 3.13 loads two locals with one LOAD_FAST_LOAD_FAST, whose argval is the pair of names.
    loaded = set()
    for instruction in code["instructions"]:
        if instruction["opname"].startswith("LOAD_FAST"):
            argval = instruction["argval"]
            loaded.update(argval if isinstance(argval, list) else [argval])
    assert {"values", "factor", "result", "value"} <= loaded


def test_function_text():
    text = glassbox.dis(scale)
    assert "Disassembly of <code object scale at ..., file " in text
    for _, opname, _ in dis_projection(scale.__code__):
        assert opname in text
    assert "factor)" in text  # "(factor)", or "(value, factor)" from 3.13


def test_lambda():
    record = glassbox.dis(lambda x: x + 1, json=True)
    assert record["code"]["name"] == "<lambda>"
    consts = record["code"]["consts"]
    assert {"type": "int", "value": "1"} in consts


def test_bound_method_and_classmethod():
    record = glassbox.dis(Counter().bump, json=True)
    assert record["code"]["name"] == "bump"
    assert json_projection(record["code"]) == dis_projection(Counter.bump.__code__)
    assert glassbox.dis(Counter.make, json=True)["code"]["name"] == "make"


def test_partial_unwraps_to_the_function():
    partial = functools.partial(functools.partial(scale, [1, 2]), factor=2)
    record = glassbox.dis(partial, json=True)
    assert record["code"]["name"] == "scale"
    assert json_projection(record["code"]) == dis_projection(scale.__code__)


def test_code_object_and_nested_children():
    def outer():
        def inner():
            return 42
        return inner

    record = glassbox.dis(outer.__code__, json=True)
    assert [c["name"] for c in record["code"]["children"]] == ["inner"]
    inner = record["code"]["children"][0]
    assert json_projection(inner) == dis_projection(outer().__code__)


def test_not_a_function():
    with pytest.raises(TypeError):
        glassbox.dis(42)


def test_dis_pyc(tmp_path, sample_pyc):
    pyc, module = sample_pyc
    record = glassbox.dis_pyc(pyc, json=True)
    assert record["file"] == str(pyc)
    assert record["python"] == running_version()
    assert json_projection(record["code"]) == dis_projection(module)
    assert glassbox.dis_pyc(str(pyc)).startswith("# %s: Python %s .pyc" % (pyc, running_version()))


def test_dis_pyc_bad_input_raises_load_error(tmp_path, sample_pyc):
    pyc, _ = sample_pyc
    bad = tmp_path / "bad.pyc"
    bad.write_bytes(pyc.read_bytes()[:16] + b"\x01")
    with pytest.raises(glassbox.LoadError) as caught:
        glassbox.dis_pyc(bad)
    assert str(caught.value) == "%s: byte 16: unknown marshal type code 0x01 for Python %s" % (bad, running_version())
    assert isinstance(caught.value, ValueError)


def test_dis_marshal_with_tuple_or_string_version():
    data = marshal.dumps(scale.__code__)
    by_tuple = glassbox.dis_marshal(data, sys.version_info[:2], json=True)
    by_string = glassbox.dis_marshal(data, running_version(), json=True)
    assert by_tuple == by_string
    assert json_projection(by_tuple["code"]) == dis_projection(scale.__code__)
    with pytest.raises(glassbox.LoadError):
        glassbox.dis_marshal(data[:5], sys.version_info[:2])
    with pytest.raises(glassbox.LoadError):
        glassbox.dis_marshal(data, (2, 7))


def test_decompile_error_attributes():
    error = glassbox.DecompileError("f", 12, "no rule for this loop")
    assert (error.code_name, error.offset, error.reason) == ("f", 12, "no rule for this loop")
    assert "f" in str(error) and "12" in str(error)


# --- decompile: which code object an object stands for ---------------------

def decorate(function):
    @functools.wraps(function)
    def wrapper(*args, **kwargs):
        return function(*args, **kwargs)
    return wrapper


@decorate
def wrapped(a):
    return a + 1


@decorate
@decorate
def twice_wrapped(a):
    return a - 1


@functools.lru_cache(maxsize=None)
def cached(n):
    return n * 2


class Shapes:
    @staticmethod
    def static(x):
        return x

    @classmethod
    def klass(cls):
        return cls


def original_function(function):
    """What functools.wraps hides: the function given to the outermost decorator, innermost first."""
    while hasattr(function, "__wrapped__"):
        function = function.__wrapped__
    return function


UNWRAP_CASES = [
    ("function", lambda: scale, lambda: scale.__code__),
    ("bound method", lambda: Counter().bump, lambda: Counter.bump.__code__),
    ("bound classmethod", lambda: Counter.make, lambda: Counter.__dict__["make"].__func__.__code__),
    ("staticmethod object", lambda: Shapes.__dict__["static"], lambda: Shapes.static.__code__),
    ("classmethod object", lambda: Shapes.__dict__["klass"], lambda: Shapes.__dict__["klass"].__func__.__code__),
    ("partial", lambda: functools.partial(functools.partial(scale, [1]), factor=2), lambda: scale.__code__),
    ("functools.wraps", lambda: wrapped, lambda: original_function(wrapped).__code__),
    ("wraps twice", lambda: twice_wrapped, lambda: original_function(twice_wrapped).__code__),
    ("lru_cache", lambda: cached, lambda: cached.__wrapped__.__code__),
    ("partial of lru_cache", lambda: functools.partial(cached, 3), lambda: cached.__wrapped__.__code__),
    ("code object", lambda: scale.__code__, lambda: scale.__code__),
    ("lambda", lambda: LAMBDA, lambda: LAMBDA.__code__),
]
LAMBDA = lambda x: x * 2  # noqa: E731


def qualname(code):
    return getattr(code, "co_qualname", code.co_name)


@pytest.fixture
def fake_core(monkeypatch):
    """Replaces the core's decompile entry point: records what it is handed and answers
    `fake_core.answer` = (return code, text), by default a record with no problems."""
    from glassbox import _native

    class Fake:
        calls = []
        answer = None

        def __call__(self, data, major, minor, is_pyc, what, label):
            self.calls.append({"data": bytes(data), "version": (major, minor), "is_pyc": is_pyc, "what": what,
                               "label": label})
            if self.answer is not None:
                return self.answer
            return _native.OK, json.dumps({"source": "pass\n", "problems": [], "external_constants": []})

    fake = Fake()
    monkeypatch.setattr(_native, "decompile", fake)
    # The package calls decompile_source: the fake's answer is always a whole record.
    monkeypatch.setattr(_native, "decompile_source", lambda *arguments: fake(*arguments) + (True,))
    return fake


@pytest.mark.parametrize("name, make, expected", UNWRAP_CASES, ids=[case[0] for case in UNWRAP_CASES])
def test_decompile_hands_the_core_the_innermost_code(fake_core, name, make, expected):
    from glassbox import _native
    glassbox.decompile(make())
    (call,) = fake_core.calls
    assert marshal.loads(call["data"]) == expected()
    assert call["version"] == sys.version_info[:2]
    assert not call["is_pyc"]
    assert call["what"] == _native.FUNCTION
    assert call["label"] == expected().co_filename


@pytest.mark.parametrize("name, make, expected", UNWRAP_CASES, ids=[case[0] for case in UNWRAP_CASES])
def test_decompile_reaches_the_right_code_object(name, make, expected):
    """Through the real core: the stub's DecompileError names the code object it was given;
    once the decompiler has landed, the source defines it."""
    code = expected()
    try:
        source = glassbox.decompile(make())
    except glassbox.DecompileError as error:
        assert error.code_name == qualname(code)
        assert isinstance(error.offset, int) and error.reason
    else:
        if code.co_name != "<lambda>":
            assert "def %s(" % code.co_name in source


def test_module_code_object_is_decompiled_as_a_module(fake_core, sample_pyc):
    from glassbox import _native
    _, module = sample_pyc
    glassbox.decompile(module)
    glassbox.decompile(Counter.bump)
    assert [call["what"] for call in fake_core.calls] == [_native.MODULE, _native.FUNCTION]


class WrapsItself:
    @property
    def __wrapped__(self):
        return self


class WrapsNothingUseful:
    __wrapped__ = 42


@pytest.mark.parametrize("obj", [42, "def f(): pass", None, Counter, len, [].append, property(lambda self: 1),
                                 functools.partial(len), WrapsItself(), WrapsNothingUseful()],
                         ids=["int", "str", "None", "class", "builtin", "builtin method", "property",
                              "partial of builtin", "wraps itself", "wraps an int"])
def test_decompile_refuses_objects_without_code(obj):
    with pytest.raises(TypeError) as caught:
        glassbox.decompile(obj)
    assert "glassbox.decompile()" in str(caught.value)


def test_decompile_error_from_the_core(fake_core):
    from glassbox import _native
    fake_core.answer = (_native.DECOMPILE_ERROR, json.dumps({"code": "scale", "offset": 14, "reason": "no rule"}))
    with pytest.raises(glassbox.DecompileError) as caught:
        glassbox.decompile(scale)
    assert (caught.value.code_name, caught.value.offset, caught.value.reason) == ("scale", 14, "no rule")
    fake_core.answer = (_native.INTERNAL_ERROR, "glassbox: internal error: oops")
    with pytest.raises(RuntimeError, match="oops"):
        glassbox.decompile(scale)


def test_decompiled_source_is_a_str_with_its_problems(fake_core):
    from glassbox import _native
    fake_core.answer = (_native.OK, json.dumps({
        "source": "x = __glassbox_const_0\n",
        "problems": [{"code": "scale", "offset": 8, "reason": "no loop rule"}],
        "external_constants": [{"name": "__glassbox_const_0", "code": "scale", "index": 2}]}))
    source = glassbox.decompile(scale)
    assert isinstance(source, str) and isinstance(source, glassbox.DecompiledSource)
    assert source == "x = __glassbox_const_0\n"
    assert source.splitlines() == ["x = __glassbox_const_0"]
    assert source.problems == [glassbox.Problem("scale", 8, "no loop rule")]
    assert source.problems[0].offset == 8
    assert source.external_constants == [glassbox.ExternalConstant("__glassbox_const_0", "scale", 2)]
    assert source.verified is None and source.difference is None


def test_decompile_pyc_and_marshal_hand_over_their_input(fake_core, sample_pyc):
    from glassbox import _native
    pyc, module = sample_pyc
    glassbox.decompile_pyc(pyc)
    glassbox.decompile_pyc(pyc.read_bytes())
    glassbox.decompile_marshal(marshal.dumps(scale.__code__), "3.9", function=True)
    glassbox.decompile_marshal(marshal.dumps(module))
    first, second, third, fourth = fake_core.calls
    assert first["is_pyc"] and first["data"] == pyc.read_bytes() and first["label"] == str(pyc)
    assert first["what"] == _native.MODULE
    assert second["is_pyc"] and second["data"] == first["data"] and second["label"] == "<bytes>"
    assert not third["is_pyc"] and third["version"] == (3, 9) and third["what"] == _native.FUNCTION
    assert fourth["version"] == (3, 11) and fourth["what"] == _native.MODULE


# --- decompile: verification ------------------------------------------------

ADD_SOURCE = "def add(a, b):\n    total = a + b\n    if total > 10:\n        return total * 2\n    return total\n"
ADD_SPREAD_OUT = ("# other comments, other lines\n\n\ndef add(a, b):\n\n    total = a + b\n    if total > 10:\n"
                  "        return total * 2\n\n    return total\n")
ADD_WRONG = ADD_SOURCE.replace("a + b", "a - b")
CLASS_SOURCE = "class C:\n    x = 1\n\n    def f(self):\n        return [i for i in range(3)]\n"


def compiled_function(source, name):
    module = compile(source, "<test>", "exec")
    return next(c for c in module.co_consts if hasattr(c, "co_code") and c.co_name == name)


def test_verify_accepts_the_same_program_laid_out_differently():
    from glassbox import _verify
    assert _verify.verify(ADD_SPREAD_OUT, compiled_function(ADD_SOURCE, "add"), False) == (True, None)
    shifted = "\n\n\n" + CLASS_SOURCE.replace("    x = 1\n", "    x = 1  # same\n\n")
    assert _verify.verify(shifted, compile(CLASS_SOURCE, "<test>", "exec"), True) == (True, None)


def test_verify_names_the_first_difference():
    from glassbox import _verify
    original = compiled_function(ADD_SOURCE, "add")
    verified, difference = _verify.verify(ADD_WRONG, original, False)
    assert verified is False
    different = next(ins for ins, other in zip(dis.get_instructions(original),
                                               dis.get_instructions(compiled_function(ADD_WRONG, "add")))
                     if ins.argrepr != other.argrepr or ins.opname != other.opname)
    assert difference.startswith("differs at offset %d in add: " % different.offset), difference

    verified, difference = _verify.verify("def add(a, b):\n    return (\n", original, False)
    assert verified is False and difference.startswith("does not compile: SyntaxError")
    verified, difference = _verify.verify("def other(a, b):\n    pass\n", original, False)
    assert verified is False and "no code object named add" in difference

    module = compile(CLASS_SOURCE, "<test>", "exec")
    verified, difference = _verify.verify(CLASS_SOURCE.replace("range(3)", "range(4)"), module, True)
    assert verified is False and " in C.f: " in difference, difference
    verified, difference = _verify.verify(CLASS_SOURCE.replace("i for i", "i + 1 for i"), module, True)
    assert verified is False
    assert (" in C.f.<locals>.<listcomp>: " if sys.version_info < (3, 12) else " in C.f: ") in difference, difference


def test_verify_tells_constants_apart():
    from glassbox import _verify
    for original, changed in [("x = 0.0\n", "x = -0.0\n"), ("x = 1\n", "x = True\n"), ("x = (1,)\n", "x = (1.0,)\n")]:
        verified, difference = _verify.verify(changed, compile(original, "<test>", "exec"), True)
        assert verified is False, (original, changed)


def test_decompile_verify_reports_the_result(fake_core):
    from glassbox import _native
    namespace = {}
    exec(compile(ADD_SOURCE, "<test>", "exec"), namespace)
    add = namespace["add"]
    fake_core.answer = (_native.OK, json.dumps({"source": ADD_SPREAD_OUT, "problems": [], "external_constants": []}))
    good = glassbox.decompile(add, verify=True)
    assert good == ADD_SPREAD_OUT and good.verified is True and good.difference is None
    fake_core.answer = (_native.OK, json.dumps({"source": ADD_WRONG, "problems": [], "external_constants": []}))
    bad = glassbox.decompile(add, verify=True)
    assert bad == ADD_WRONG and bad.verified is False and bad.difference.startswith("differs at offset ")


def test_verify_only_for_the_running_version(fake_core, tmp_path):
    from glassbox import _native
    module = compile(ADD_SOURCE, "<test>", "exec")
    fake_core.answer = (_native.OK, json.dumps({"source": ADD_SOURCE, "problems": [], "external_constants": []}))
    other = (3, 8) if sys.version_info[:2] != (3, 8) else (3, 9)
    result = glassbox.decompile_marshal(marshal.dumps(module), other, verify=True)
    assert result.verified is None and "not verified" in result.difference
    same = glassbox.decompile_marshal(marshal.dumps(module), sys.version_info[:2], verify=True)
    assert same.verified is True


# --- decompile: the real core -----------------------------------------------

def test_decompile_bad_input_raises_load_error(tmp_path, sample_pyc):
    pyc, _ = sample_pyc
    bad = tmp_path / "bad.pyc"
    bad.write_bytes(pyc.read_bytes()[:16] + b"\x01")
    with pytest.raises(glassbox.LoadError) as caught:
        glassbox.decompile_pyc(bad)
    assert str(caught.value) == "%s: byte 16: unknown marshal type code 0x01 for Python %s" % (bad, running_version())
    with pytest.raises(glassbox.LoadError) as caught:
        glassbox.decompile_pyc(pyc.read_bytes()[:10])
    assert str(caught.value).startswith("<bytes>: byte 10: ")
    data = marshal.dumps(scale.__code__)
    with pytest.raises(glassbox.LoadError) as caught:
        glassbox.decompile_marshal(data[:5], sys.version_info[:2])
    assert str(caught.value).startswith("<marshal>: byte ")
    with pytest.raises(glassbox.LoadError):
        glassbox.decompile_marshal(data, (2, 7))


def test_c_abi_decompile_answers_one_of_its_records(sample_pyc):
    from glassbox import _native
    pyc, _ = sample_pyc
    for what in (_native.MODULE, _native.FUNCTION):
        code, text = _native.decompile(pyc.read_bytes(), 0, 0, True, what, "label")
        assert code in (_native.OK, _native.DECOMPILE_ERROR), text
        record = json.loads(text)
        if code == _native.OK:
            assert set(record) == {"source", "problems", "external_constants"}
        else:
            assert set(record) == {"code", "offset", "reason"} and record["code"] == "<module>"
    code, text = _native.decompile(b"\x01", 3, 11, False, _native.MODULE, "label")
    assert (code, text) == (_native.LOAD_ERROR, "label: byte 0: unknown marshal type code 0x01 for Python 3.11")
    code, text = _native.decompile(b"", 0, 0, True, 7, "label")
    assert code == _native.INTERNAL_ERROR and "`what`" in text



def test_decompile_function_source_verifies():
    source = glassbox.decompile(scale, verify=True)
    assert source.startswith("def scale(")
    assert source.problems == []
    assert source.verified is True, source.difference


def test_decompile_module_and_pyc_verify(sample_pyc):
    pyc, module = sample_pyc
    from_code = glassbox.decompile(module, verify=True)
    assert from_code.verified is True, from_code.difference
    from_pyc = glassbox.decompile_pyc(pyc, verify=True)
    assert from_pyc == from_code and from_pyc.verified is True
    from_marshal = glassbox.decompile_marshal(marshal.dumps(module), sys.version_info[:2], verify=True)
    assert from_marshal == from_code and from_marshal.verified is True


def test_decompile_unwrapped_function_verifies():
    source = glassbox.decompile(wrapped, verify=True)
    assert source.startswith("def wrapped(") and source.verified is True, source.difference


def test_c_abi_decompile_source_is_the_record_without_its_json():
    from glassbox import _native

    def plain(x):
        return x + 1

    def uses_a_constant():
        return "PLACEHOLDER"

    version = sys.version_info[:2]
    data = marshal.dumps(plain.__code__)
    code, text = _native.decompile(data, *version, False, _native.FUNCTION, "label")
    assert code == _native.OK and json.loads(text)["problems"] == []
    assert _native.decompile_source(data, *version, False, _native.FUNCTION, "label") == (
        _native.OK, json.loads(text)["source"], False)
    # With something besides the source to report (here a code object returned as a value: an
    # external constant), the whole record, as glassbox_decompile gives it.
    consts = tuple(plain.__code__ if value == "PLACEHOLDER" else value for value in uses_a_constant.__code__.co_consts)
    data = marshal.dumps(uses_a_constant.__code__.replace(co_consts=consts))
    code, text = _native.decompile(data, *version, False, _native.FUNCTION, "label")
    assert code == _native.OK and json.loads(text)["external_constants"]
    assert _native.decompile_source(data, *version, False, _native.FUNCTION, "label") == (code, text, True)
    for arguments in ((b"\x01", 3, 11, False, _native.MODULE, "label"), (b"", 0, 0, True, 7, "label")):
        assert _native.decompile_source(*arguments) == _native.decompile(*arguments) + (True,)


def test_c_abi_decompile_source_lends_each_thread_its_own_answer():
    # glassbox_decompile_source lends its text in a buffer per thread, valid until that thread's
    # next call: threads decompiling at once (the call releases the GIL) each read their own.
    import threading
    from glassbox import _native

    def first(x):
        return x + 1

    def second(items):
        return [item for item in items if item]

    version = sys.version_info[:2]
    inputs = [marshal.dumps(f.__code__) for f in (first, second)]
    expected = [_native.decompile_source(data, *version, False, _native.FUNCTION, "label") for data in inputs]
    assert expected[0] != expected[1]
    failures = []

    def run(k):
        for _ in range(200):
            answer = _native.decompile_source(inputs[k % 2], *version, False, _native.FUNCTION, "label")
            if answer != expected[k % 2]:
                failures.append(answer)

    threads = [threading.Thread(target=run, args=(k,)) for k in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []


def test_decompiled_source_attributes_default_to_fresh_empty_values():
    # problems, external_constants and external_values are made on first use, one per result.
    first, second = glassbox.DecompiledSource("pass\n"), glassbox.DecompiledSource("pass\n")
    assert (first.problems, first.external_constants, first.external_values) == ([], [], {})
    assert (first.verified, first.difference) == (None, None)
    first.problems.append("p")
    first.external_values["x"] = 1
    assert first.problems == ["p"] and first.external_values == {"x": 1}
    assert (second.problems, second.external_values) == ([], {})
    with pytest.raises(AttributeError):
        first.no_such_attribute
    given = glassbox.DecompiledSource("pass\n", [glassbox.Problem("f", 0, "r")], verified=True, difference="d")
    assert given.problems == [glassbox.Problem("f", 0, "r")] and given.verified is True and given.difference == "d"
    import copy
    import pickle
    for clone in (copy.copy(first), copy.deepcopy(first), pickle.loads(pickle.dumps(first))):
        assert clone == "pass\n" and clone.problems == ["p"] and clone.external_values == {"x": 1}
