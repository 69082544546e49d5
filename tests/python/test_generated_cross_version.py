"""The generated mode (decompile --generated) on bytecode of interpreters the host lacks (3.14+).

From Python 3.14, CALL_FUNCTION_EX always has a kwargs slot, and a call without keyword arguments
holds a NULL there: a compiler pushes it just before the call (`f(*a)`), TorchDynamo 2.14's resume
calls move it there with SWAPs. Either way the call has no keyword arguments. Each code object is
made by the interpreter of its version (in the Debian sid chroot of tools/chroots/), decompiled by
the glassbox program (`glassbox decompile --marshal --python X.Y --function --generated`), and the
source run by that interpreter must return what the original code object returns.
"""
import json
import subprocess

import pytest

import interpreters

VERSIONS = ["3.14", "3.15"]

# Run by the interpreter under test: its code objects, marshalled, as JSON lines.
MAKE = r'''
import dis, json, marshal, sys

def call_star(f, a):
    return f(*a)

def call_star_after(f, x, a):
    return f(x, *a)

def call_star_kwargs(f, a, k):
    return f(*a, **k)

def assemble(template, instructions):
    caches = getattr(dis, "_inline_cache_entries", {})
    code = bytearray()
    for opname, arg in instructions:
        code += bytes([dis.opmap[opname], arg]) + bytes(2 * caches.get(opname, 0))
    return template.replace(co_code=bytes(code), co_linetable=b"", co_exceptiontable=b"", co_stacksize=8)

# f(*a) with the kwargs slot's NULL pushed early and moved up by a SWAP, as Dynamo emits it.
swapped = assemble(call_star.__code__, [
    ("RESUME", 0), ("LOAD_FAST", 0), ("PUSH_NULL", 0), ("PUSH_NULL", 0), ("LOAD_FAST", 1), ("SWAP", 2),
    ("CALL_FUNCTION_EX", 0), ("RETURN_VALUE", 0)])
# The same through Dynamo's stack shuffle: the list of positional arguments is built and extended
# after the NULL, which two SWAPs carry past it.
shuffled = assemble(call_star_after.__code__, [
    ("RESUME", 0), ("LOAD_FAST", 0), ("PUSH_NULL", 0), ("PUSH_NULL", 0), ("LOAD_FAST", 1), ("BUILD_LIST", 1),
    ("SWAP", 2), ("LOAD_FAST", 2), ("SWAP", 2), ("SWAP", 3), ("SWAP", 2), ("LIST_EXTEND", 1), ("SWAP", 2),
    ("CALL_FUNCTION_EX", 0), ("RETURN_VALUE", 0)])
plain = [i.opname for i in dis.get_instructions(call_star)]
for name, code in (("call_star", call_star.__code__), ("call_star_after", call_star_after.__code__),
                   ("call_star_kwargs", call_star_kwargs.__code__), ("swapped", swapped), ("shuffled", shuffled)):
    print(json.dumps({"name": name, "marshal": marshal.dumps(code).hex(), "plain": plain}))
'''

# Run by the interpreter under test: each original and its decompiled source, called alike.
CHECK = r'''
import json, marshal, sys, types

def receive(*args, **kwargs):
    return [list(args), kwargs]

ARGS = {"call_star": (receive, (1, 2)), "call_star_after": (receive, 0, [1, 2]),
        "call_star_kwargs": (receive, (1,), {"k": 2}), "swapped": (receive, (1, 2)),
        "shuffled": (receive, 0, [1, 2])}
for line in sys.stdin:
    record = json.loads(line)
    code = marshal.loads(bytes.fromhex(record["marshal"]))
    expected = types.FunctionType(code, {})(*ARGS[record["name"]])
    namespace = {}
    try:
        exec(compile(record["source"], "<decompiled>", "exec", dont_inherit=True), namespace)
        got = namespace[code.co_name](*ARGS[record["name"]])
        ok, detail = got == expected, "%r, expected %r" % (got, expected)
    except Exception as error:
        ok, detail = False, "%s: %s" % (type(error).__name__, error)
    print(json.dumps({"name": record["name"], "ok": ok, "detail": detail}))
'''


def interpreter(version):
    python = interpreters.find(version)
    interpreters.skip_or_fail_if_absent(python is None, version)
    return python


@pytest.mark.parametrize("version", VERSIONS)
def test_call_ex_without_keywords(version, cli_path, tmp_path):
    python = interpreter(version)
    made = python.run(["-c", MAKE], timeout=300)
    assert made.returncode == 0, made.stderr[-3000:]
    records = [json.loads(line) for line in made.stdout.splitlines()]
    plain = records[0]["plain"]
    # What the test is about: this version's compiler gives f(*a) a NULL kwargs slot.
    call = plain.index("CALL_FUNCTION_EX")
    assert plain[call - 1] == "PUSH_NULL", plain
    for record in records:
        path = tmp_path / (record["name"] + ".bin")
        path.write_bytes(bytes.fromhex(record["marshal"]))
        result = subprocess.run([cli_path, "decompile", "--marshal", "--python", version, "--function",
                                 "--generated", "--strict", str(path)], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, universal_newlines=True, timeout=120)
        assert result.returncode == 0, "%s: %s" % (record["name"], result.stderr)
        assert "**" not in result.stdout or record["name"] == "call_star_kwargs", result.stdout
        record["source"] = result.stdout
    checked = python.run(["-c", CHECK], input="".join(json.dumps(r) + "\n" for r in records), timeout=300)
    assert checked.returncode == 0, checked.stderr[-3000:]
    results = [json.loads(line) for line in checked.stdout.splitlines()]
    assert len(results) == len(records)
    failures = ["%s: %s\n%s" % (r["name"], r["detail"], next(x["source"] for x in records if x["name"] == r["name"]))
                for r in results if not r["ok"]]
    assert not failures, "\n".join(failures)


# Run by the interpreter under test: TorchDynamo's shapes that lift once got wrong, as JSON lines.
MAKE_DYNAMO_SHAPES = r'''
import dis, json, marshal, sys

def assemble(template, instructions):
    caches = getattr(dis, "_inline_cache_entries", {})
    code = bytearray()
    for opname, arg in instructions:
        code += bytes([dis.opmap[opname], arg]) + bytes(2 * caches.get(opname, 0))
    return template.replace(co_code=bytes(code), co_linetable=b"", co_exceptiontable=b"", co_stacksize=12)

def kw_call(f, x, y):
    return f(x, y=y)

def make_cell_value():
    v = 42
    def cell_value(g):
        return g((v,))
    return cell_value

def unpack_one(x):
    return x

def unpack_two(x, b):
    return x

def code_value(g):
    def inner(y):
        return y * 2
    return g(inner)

def unpack_test(f, x):
    a = None
    return a

def def_value(g, y):
    scale = 3
    return lambda: scale

def outer_of_resume():
    scale = 0
    def resume(r, z):
        return (r, z * scale)
    return resume

names = kw_call.__code__.co_consts.index(("y",))
# f(x, y=y) with the keyword-names tuple loaded before the arguments and moved up by SWAPs.
kw_moved = assemble(kw_call.__code__, [
    ("RESUME", 0), ("LOAD_FAST", 0), ("PUSH_NULL", 0), ("LOAD_CONST", names), ("LOAD_FAST", 1), ("SWAP", 2),
    ("LOAD_FAST", 2), ("SWAP", 2), ("CALL_KW", 2), ("RETURN_VALUE", 0)])
# g((v,)) where the tuple holds v's cell: LOAD_FAST (3.14+: also LOAD_FAST_BORROW) on the free slot.
cell_code = make_cell_value().__code__
def cells_loaded_by(opname):
    raw = bytearray(cell_code.co_code)
    for instruction in dis.get_instructions(cell_code):
        if instruction.opname == "LOAD_DEREF":
            raw[instruction.offset] = dis.opmap[opname]
    return cell_code.replace(co_code=bytes(raw))
# return *x as UNPACK_SEQUENCE 1 (torch 2.6's single graph output); two items used as values.
one = assemble(unpack_one.__code__, [("RESUME", 0), ("LOAD_FAST", 0), ("UNPACK_SEQUENCE", 1), ("RETURN_VALUE", 0)])
two = assemble(unpack_two.__code__, [
    ("RESUME", 0), ("LOAD_FAST", 0), ("UNPACK_SEQUENCE", 2), ("STORE_FAST", 1), ("LOAD_FAST", 1),
    ("BINARY_OP", 10), ("RETURN_VALUE", 0)])
# g(<code object inner>): a code object passed as a value (Dynamo's _create_nested_fn).
inner = [i for i, c in enumerate(code_value.__code__.co_consts) if hasattr(c, "co_code")][0]
code_as_value = assemble(code_value.__code__, [
    ("RESUME", 0), ("LOAD_FAST", 0), ("PUSH_NULL", 0), ("LOAD_CONST", inner), ("CALL", 1), ("RETURN_VALUE", 0)])
# a, cond = f(x); if cond: ... as torch 2.6 on 3.13 emits it: the unpacked item `cond` stays on the
# stack as the branch condition (UNPACK_SEQUENCE 2; STORE_FAST a; TO_BOOL; POP_JUMP_IF_FALSE).
a_slot = unpack_test.__code__.co_varnames.index("a")
unpack_test_code = assemble(unpack_test.__code__, [
    ("RESUME", 0), ("LOAD_FAST", 0), ("PUSH_NULL", 0), ("LOAD_FAST", 1), ("CALL", 1), ("UNPACK_SEQUENCE", 2),
    ("STORE_FAST", a_slot), ("TO_BOOL", 0), ("POP_JUMP_IF_FALSE", 2), ("LOAD_FAST", a_slot), ("RETURN_VALUE", 0),
    ("LOAD_FAST", a_slot), ("UNARY_NEGATIVE", 0), ("RETURN_VALUE", 0)])
# resume(g(y), y) where resume is a def with a closure (MAKE_FUNCTION; SET_FUNCTION_ATTRIBUTE 8) made
# after g(y) and carried below it by SWAPs, as torch 2.6 on 3.13 calls a resume function.
template = def_value.__code__
lambda_index = [i for i, c in enumerate(template.co_consts) if hasattr(c, "co_code")][0]
resume_code = outer_of_resume().__code__
consts = list(template.co_consts)
consts[lambda_index] = resume_code
scale_slot = len(template.co_varnames) + template.co_cellvars.index("scale")
three = ("LOAD_SMALL_INT", 3) if "LOAD_SMALL_INT" in dis.opmap else ("LOAD_CONST", consts.index(3))
def_as_value = assemble(template.replace(co_consts=tuple(consts)), [
    ("MAKE_CELL", scale_slot), ("RESUME", 0), three, ("STORE_DEREF", scale_slot), ("LOAD_FAST", 0), ("PUSH_NULL", 0), ("LOAD_FAST", 1), ("CALL", 1),
    ("LOAD_FAST", scale_slot), ("BUILD_TUPLE", 1), ("LOAD_CONST", lambda_index), ("MAKE_FUNCTION", 0),
    ("SET_FUNCTION_ATTRIBUTE", 8), ("PUSH_NULL", 0), ("SWAP", 3), ("SWAP", 2), ("SWAP", 3), ("SWAP", 2),
    ("LOAD_FAST", 1), ("CALL", 2), ("RETURN_VALUE", 0)])
made = [("unpack_test", unpack_test_code), ("def_as_value", def_as_value), ("kw_moved", kw_moved), ("cell_load_fast", cells_loaded_by("LOAD_FAST")), ("unpack_one", one),
        ("unpack_two", two), ("code_as_value", code_as_value)]
if "LOAD_FAST_BORROW" in dis.opmap:
    made.append(("cell_load_fast_borrow", cells_loaded_by("LOAD_FAST_BORROW")))
for name, code in made:
    print(json.dumps({"name": name, "marshal": marshal.dumps(code).hex()}))
'''

# Run by the interpreter under test: the original and the decompiled source of each, called alike.
CHECK_DYNAMO_SHAPES = r'''
import json, marshal, re, sys, types

def receive(*args, **kwargs):
    return [list(args), kwargs]

def outcome(call):
    try:
        return ["value", call()]
    except Exception as error:
        return ["raised", type(error).__name__]

def cell_check(function, reader):
    # The function passes a tuple of v's cell; writing through the cell must change v itself.
    cells = function(lambda t: t)
    if not (isinstance(cells, tuple) and len(cells) == 1 and isinstance(cells[0], types.CellType)):
        return ["not a cell", repr(cells)]
    before = cells[0].cell_contents
    cells[0].cell_contents = 7
    return ["cell", before, reader()]

def run(name, code, function, reader):
    if name == "kw_moved":
        return outcome(lambda: function(receive, 1, 2))
    if name.startswith("cell_"):
        return cell_check(function, reader)
    if name == "unpack_one":
        return [outcome(lambda: function([5])), outcome(lambda: function([1, 2])), outcome(lambda: function([]))]
    if name == "unpack_two":
        return [outcome(lambda: function((3, 10), None)), outcome(lambda: function((3,), None))]
    if name == "unpack_test":
        return [outcome(lambda: function(lambda x: (x, x > 0), 3)), outcome(lambda: function(lambda x: (x, x > 0), -2)),
                outcome(lambda: function(lambda x: (x,), 1))]
    if name == "def_as_value":
        # The def's closure cell is the frame's own: the function sees what the frame stored.
        return outcome(lambda: function(lambda y: [y], 5))
    if name == "code_as_value":
        return outcome(lambda: function(lambda c: types.FunctionType(c, {})(21)))

for line in sys.stdin:
    record = json.loads(line)
    name = record["name"]
    code = marshal.loads(bytes.fromhex(record["marshal"]))
    original_cell = types.CellType(42)
    original = types.FunctionType(code, {}, code.co_name, None,
                                  (original_cell,) if code.co_freevars else None)
    expected = run(name, code, original, lambda: original_cell.cell_contents)
    try:
        source = record["source"]
        # The names of code objects used as values: bound to them, as glassbox.decompile does.
        namespace = {found: c for found in re.findall(r"__glassbox_code_\w+", source)
                     for c in code.co_consts if isinstance(c, types.CodeType)}
        body = "".join("    " + text + "\n" for text in source.splitlines())
        wrapper = "def make():\n    v = 42\n" + body + "    return %s, lambda: v\n" % code.co_name
        exec(compile(wrapper, "<decompiled>", "exec", dont_inherit=True), namespace)
        function, reader = namespace["make"]()
        got = run(name, code, function, reader)
        ok, detail = got == expected, "%r, expected %r" % (got, expected)
    except Exception as error:
        ok, detail = False, "%s: %s" % (type(error).__name__, error)
    print(json.dumps({"name": name, "ok": ok, "detail": detail}))
'''


@pytest.mark.parametrize("version", ["3.13"] + VERSIONS)
def test_dynamo_shapes(version, cli_path, tmp_path):
    """A CALL_KW whose keyword names SWAPs moved; a cell loaded as a value (LOAD_FAST on its slot);
    UNPACK_SEQUENCE whose items are used as values (one as a branch condition); a code object passed
    as a value; a def with a closure called after SWAPs moved it."""
    python = interpreter(version)
    made = python.run(["-c", MAKE_DYNAMO_SHAPES], timeout=300)
    assert made.returncode == 0, made.stderr[-3000:]
    records = [json.loads(line) for line in made.stdout.splitlines()]
    assert {"kw_moved", "cell_load_fast", "unpack_one", "unpack_two", "code_as_value", "unpack_test",
            "def_as_value"} <= {r["name"] for r in records}
    for record in records:
        path = tmp_path / (record["name"] + ".bin")
        path.write_bytes(bytes.fromhex(record["marshal"]))
        result = subprocess.run([cli_path, "decompile", "--marshal", "--python", version, "--function",
                                 "--generated", "--strict", str(path)], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, universal_newlines=True, timeout=120)
        assert result.returncode == 0, "%s: %s" % (record["name"], result.stderr)
        record["source"] = result.stdout
    checked = python.run(["-c", CHECK_DYNAMO_SHAPES], input="".join(json.dumps(r) + "\n" for r in records),
                         timeout=300)
    assert checked.returncode == 0, checked.stderr[-3000:]
    results = [json.loads(line) for line in checked.stdout.splitlines()]
    assert len(results) == len(records)
    failures = ["%s: %s\n%s" % (r["name"], r["detail"], next(x["source"] for x in records if x["name"] == r["name"]))
                for r in results if not r["ok"]]
    assert not failures, "\n".join(failures)
