# glassbox-corpus: min-python=3.8
"""Every kind of literal constant, and constants the compiler folds."""


def small_ints():
    return [0, 1, -1, 7, 255, 256, -256, 1_000_000, 0x7F, 0o755, 0b1011, -0b1]


def big_ints():
    return [
        2 ** 63, -2 ** 63, 2 ** 64 - 1, 10 ** 40,
        123456789012345678901234567890123456789012345678901234567890,
        -987654321098765432109876543210987654321098765432109876543210,
        0xDEADBEEFCAFEBABE0123456789ABCDEF0123456789ABCDEF,
        1 << 200,
    ]


def huge_int_digits():
    value = 0x1234567890ABCDEF1234567890ABCDEF1234567890ABCDEF1234567890ABCDEF1234567890ABCDEF1234567890ABCDEF
    return [value.bit_length(), value % 1000003, str(value)[:20]]


def floats():
    return [0.0, -0.0, 1.5, -2.25, 1e-300, 1.7976931348623157e308, 5e-324, 0.1 + 0.2, 3.14159, 1_0.5e1_0]


def special_floats():
    inf_literal = 1e309
    neg_inf_literal = -1e309
    folded_nan = 1e309 - 1e309
    made = [float("inf"), float("-inf"), float("nan")]
    return [inf_literal, neg_inf_literal, folded_nan] + made


def signed_zeros():
    values = [0.0, -0.0, -(0.0), 0.0 * -1, -0.0 + 0.0]
    import math
    return [math.copysign(1.0, v) for v in values]


def complexes():
    return [1j, -2.5j, 1 + 2j, 3 - 4j, 0j, 1e309j, (1.5 + 0.5j) * 2, complex(1, -1)]


def plain_strings():
    return ["", "a", 'single', "double", "it's", 'say "hi"', "both ' and \"", """triple
quoted
text""", '''single triple 'x' "y"''']


def escaped_strings():
    return [
        "tab\there", "newline\nhere", "cr\rhere", "back\\slash", "bell\a", "nul\0x", "del\x7f",
        "hex\x41\x42", "octal\101\102", "\u00e9\u4e2d", "\U0001F600", "\N{GREEK SMALL LETTER ALPHA}",
        "é中文", "\ud800", "a\u2028b", "\x00\x01\x1f",
    ]


def raw_strings():
    return [r"\d+\s*", r'C:\path\to', R"\n stays", r"quote\"inside"]


def concatenated_strings():
    text = ("first "
            "second "
            'third')
    return [text, "a" "b" 'c', "x" r"\y"]


def bytes_literals():
    return [b"", b"abc", b"\x00\xff\x80", b"tab\t", b'quote\'s', rb"\raw", b"a" b"b",
            bytes([0, 1, 2]), b"\\", b"\"dq\""]


def none_bools_ellipsis():
    return [None, True, False, ..., Ellipsis, ... is Ellipsis]


def tuples():
    empty = ()
    one = (1,)
    nested = ((1, 2), ("a", (None, True)), (), (1.5, -0.0, b"x"))
    return [empty, one, nested, (1, 2) + (3,), tuple("ab")]


def containers():
    return [[], [1, 2, [3, [4]]], {}, {"a": 1, "b": [2, 3], 3: "c"}, {1, 2, 3}, set(),
            {"k": {"n": (1, 2)}}]


def frozen_membership(x):
    return [x in {1, 2, 3}, x not in {"a", "b"}, x in [4, 5], x in (6, 7), x in {1.5, None}]


def unicode_identifiers():
    café = 1
    ñandú = 2
    return café + ñandú


def string_results(values):
    return [repr(v) if isinstance(v, (float, complex, bytes, str)) else v for v in values]


def describe_set(value):
    return sorted(repr(item) for item in value)


def normalize(value):
    if isinstance(value, (set, frozenset)):
        return describe_set(value)
    if isinstance(value, dict):
        return [[repr(k), normalize(v)] for k, v in value.items()]
    if isinstance(value, (list, tuple)):
        return [type(value).__name__] + [normalize(item) for item in value]
    if isinstance(value, (float, complex, bytes, str)):
        return repr(value)
    if value is ...:
        return "Ellipsis"
    if isinstance(value, int) and not isinstance(value, bool):
        return hex(value)
    return value


def checks():
    return {
        "small_ints": normalize(small_ints()),
        "big_ints": normalize(big_ints()),
        "huge": huge_int_digits(),
        "floats": normalize(floats()),
        "special": normalize(special_floats()),
        "zeros": normalize(signed_zeros()),
        "complex": normalize(complexes()),
        "plain": normalize(plain_strings()),
        "escaped": normalize(escaped_strings()),
        "raw": normalize(raw_strings()),
        "concat": normalize(concatenated_strings()),
        "bytes": normalize(bytes_literals()),
        "singletons": normalize(none_bools_ellipsis()),
        "tuples": normalize(tuples()),
        "containers": normalize(containers()),
        "membership": [frozen_membership(x) for x in (1, "a", 4, 7, 1.5, None, 99)],
        "identifiers": unicode_identifiers(),
        "strings": string_results(["x", 1.0, b"y", 2]),
    }
