"""Python's own syntax tree of a source file as the JSON form of glassbox's
tree (core/ast/ast.h), for tests/print/print_from_json.cpp.

Runs under any Python 3.8-3.15, so it keeps to 3.8 syntax. Nodes are objects
with "_type" naming the ast.h struct and the ast.h field names; Python's node
variants that ast.h folds together become one type with a flag
(AsyncFunctionDef -> FunctionDef with "is_async", TryStar -> Try with
"is_star", TypeVar/ParamSpec/TypeVarTuple -> TypeParam with "kind", Expr ->
ExprStmt). Import and ImportFrom carry "is_lazy" (3.15's `lazy import`, an int
in Python's tree) as a bool on every version. 3.8's Index and ExtSlice wrappers
are unwrapped as 3.9 did. Constants use the CONST encoding of docs/dis-json.md;
floats and complex parts also carry their exact IEEE bits ("bits", "real_bits",
"imag_bits": 16 hex digits), which the JSON reader prefers, so that NaN signs
and payloads travel too.

    python ast_to_json.py FILE.py > FILE.json
"""

import ast
import json
import struct
import sys

if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)   # huge int literals (hex in source) still convert

OPERATORS = {
    "And", "Or", "Add", "Sub", "Mult", "MatMult", "Div", "Mod", "Pow", "LShift", "RShift", "BitOr", "BitXor",
    "BitAnd", "FloorDiv", "Invert", "Not", "UAdd", "USub", "Eq", "NotEq", "Lt", "LtE", "Gt", "GtE", "Is", "IsNot",
    "In", "NotIn",
}

# Python class name -> (ast.h type, extra fields)
RENAMED = {
    "AsyncFunctionDef": ("FunctionDef", {"is_async": True}),
    "FunctionDef": ("FunctionDef", {"is_async": False}),
    "AsyncFor": ("For", {"is_async": True}),
    "For": ("For", {"is_async": False}),
    "AsyncWith": ("With", {"is_async": True}),
    "With": ("With", {"is_async": False}),
    "TryStar": ("Try", {"is_star": True}),
    "Try": ("Try", {"is_star": False}),
    "Expr": ("ExprStmt", {}),
    "comprehension": ("Comprehension", {}),
    "arguments": ("Arguments", {}),
    "arg": ("Arg", {}),
    "keyword": ("Keyword", {}),
    "alias": ("Alias", {}),
    "withitem": ("WithItem", {}),
    "match_case": ("MatchCase", {}),
    "ExceptHandler": ("ExceptHandler", {}),
    "TypeVar": ("TypeParam", {"kind": "TypeVar"}),
    "ParamSpec": ("TypeParam", {"kind": "ParamSpec"}),
    "TypeVarTuple": ("TypeParam", {"kind": "TypeVarTuple"}),
}

# Nodes whose is_lazy flag (3.15, PEP 810) is written on every version, false before 3.15.
LAZY_FLAGGED = {"Import", "ImportFrom"}

# Python field name -> ast.h field name, where they differ.
FIELD_NAMES = {("Arg", "arg"): "name"}

# Fields of Python's tree that ast.h leaves out on purpose.
DROPPED = {"ctx", "type_comment", "type_ignores", "kind"}


def float_bits(value):
    return struct.pack(">d", value).hex()


def encode_constant(value):
    if value is None:
        return {"type": "None"}
    if value is Ellipsis:
        return {"type": "ellipsis"}
    if isinstance(value, bool):
        return {"type": "bool", "value": value}
    if isinstance(value, int):
        return {"type": "int", "value": str(value)}
    if isinstance(value, float):
        return {"type": "float", "value": repr(value), "bits": float_bits(value)}
    if isinstance(value, complex):
        return {"type": "complex", "real": repr(value.real), "imag": repr(value.imag),
                "real_bits": float_bits(value.real), "imag_bits": float_bits(value.imag)}
    if isinstance(value, str):
        points = [ord(c) for c in value]
        if any(0xD800 <= p <= 0xDFFF for p in points):
            text = "".join("\ufffd" if 0xD800 <= ord(c) <= 0xDFFF else c for c in value)
            return {"type": "str", "value": text, "code_points": points}
        return {"type": "str", "value": value}
    if isinstance(value, bytes):
        return {"type": "bytes", "hex": value.hex()}
    if isinstance(value, (tuple, list, set, frozenset)):
        return {"type": type(value).__name__, "items": [encode_constant(item) for item in value]}
    raise TypeError("constant of unexpected type %r" % type(value).__name__)


def encode(node):
    if node is None:
        return None
    if isinstance(node, list):
        return [encode(item) for item in node]
    if isinstance(node, (str, int)):
        return node
    name = type(node).__name__
    if name in OPERATORS:
        return name
    if name == "Index":             # 3.8: a[i] holds Index(value=i)
        return encode(node.value)
    if name == "ExtSlice":          # 3.8: a[i:j, k] holds ExtSlice(dims=[...])
        return {"_type": "Tuple", "elts": encode(node.dims)}
    if name == "Constant":
        return {"_type": "Constant", "value": encode_constant(node.value)}
    if name == "MatchSingleton":
        return {"_type": "MatchSingleton", "value": encode_constant(node.value)}
    type_name, extra = RENAMED.get(name, (name, {}))
    result = {"_type": type_name}
    result.update(extra)
    for field in node._fields:
        if field in DROPPED:
            continue
        value = getattr(node, field, None)
        result[FIELD_NAMES.get((type_name, field), field)] = encode(value)
    if type_name in LAZY_FLAGGED:
        result["is_lazy"] = bool(getattr(node, "is_lazy", False))
    return result


def source_to_json(source):
    return encode(ast.parse(source))


def main():
    with open(sys.argv[1], "rb") as handle:
        source = handle.read()
    json.dump(source_to_json(source), sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
