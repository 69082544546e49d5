"""Literals and the precedence levels expressions are printed with.

Every literal is ASCII and on one line (escapes instead of raw characters), so the minimizer can
edit programs by line and by column.
"""
import collections

# Precedence levels, loosest first: an operand is parenthesized when its level is below the
# level its position needs.
(LAMBDA, TERNARY, OR, AND, NOT, COMPARE, BIT_OR, BIT_XOR, BIT_AND, SHIFT, ARITH, TERM, UNARY, POWER, AWAIT,
 ATOM) = range(16)

Expr = collections.namedtuple("Expr", "text level")


def wrap(expr, level):
    """The text of `expr` where an operand of at least `level` is needed."""
    return expr.text if expr.level >= level else "(" + expr.text + ")"


def atom(text):
    return Expr(text, ATOM)


ESCAPES = ["\\n", "\\t", "\\\\", "\\x00", "\\x7f", "\\u00e9", "\\U0001f600", "\\'", '\\"', "\\0", "\\r"]
WORDS = ["", "a", "abc", "x y", "{", "}", "%s", "%d", "0", "hello world", "\\N{BULLET}"]
BYTE_ESCAPES = ["\\n", "\\x00", "\\xff", "\\\\", "\\'", "\\t"]


class LiteralsMixin(object):
    """Numbers, strings, bytes and the singletons."""

    def literal(self):
        kind = self.pick_weighted([(5, "int"), (2, "float"), (1, "complex"), (4, "str"), (1, "bytes"),
                                   (2, "singleton"), (1, "ellipsis"), (0.3, "big")])
        return getattr(self, "literal_" + kind)()

    def literal_int(self):
        value = self.pick_weighted([(6, lambda: str(self.rng.randrange(0, 10))),
                                    (2, lambda: str(self.rng.randrange(10, 1000))),
                                    (1, lambda: hex(self.rng.randrange(256))),
                                    (1, lambda: "0o%o" % self.rng.randrange(64)),
                                    (1, lambda: bin(self.rng.randrange(16))),
                                    (1, lambda: "1_000_000")])()
        return atom(value)

    def literal_big(self):
        return atom(str(self.rng.randrange(2 ** 64, 2 ** 130)))

    def literal_float(self):
        return atom(self.pick(["0.0", "1.5", "2.25", "1e100", "1e-07", "3.14", "1e309", ".5", "10.", "1_0.0"]))

    def literal_complex(self):
        return atom(self.pick(["1j", "2.5j", "0j", "1e3j"]))

    def literal_singleton(self):
        return atom(self.pick(["None", "True", "False"]))

    def literal_ellipsis(self):
        return atom("...")

    def string_body(self, escapes=ESCAPES):
        parts = [self.pick(WORDS) if self.chance(0.7) else self.pick(escapes) for _ in range(self.rng.randrange(3))]
        return "".join(parts)

    def literal_str(self):
        body = self.string_body()
        quote = self.pick(["'", '"'])
        text = self.quoted(body, quote, prefix=self.pick(["", "", "", "u"]))
        if self.chance(0.1):      # implicit concatenation
            text += " " + self.quoted(self.string_body(), self.pick(["'", '"']))
        if self.chance(0.05):
            text = self.pick(["r'a\\b'", 'r"\\d+"', "R'x'"])
        return atom(text)

    def literal_bytes(self):
        body = "".join(self.pick(["a", "xyz", " "] + BYTE_ESCAPES) for _ in range(self.rng.randrange(3)))
        return atom(self.quoted(body, self.pick(["'", '"']), prefix=self.pick(["b", "b", "B", "rb"])))

    @staticmethod
    def quoted(body, quote, prefix=""):
        """`body` (made of whole escapes) between quotes, any bare quote of that kind escaped."""
        if "r" in prefix.lower():
            body = body.replace("\\", "")
        pieces, index = [], 0
        while index < len(body):
            if body[index] == "\\":
                pieces.append(body[index:index + 2])
                index += 2
                continue
            pieces.append("\\" + quote if body[index] == quote and "r" not in prefix.lower() else body[index])
            index += 1
        text = "".join(pieces)
        if "r" in prefix.lower():
            text = text.replace(quote, "")
        return prefix + quote + text + quote
