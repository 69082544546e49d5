"""The Python package: glassbox.dis on live objects, dis_pyc, dis_marshal, errors."""
import dis
import functools
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
