"""Random Python programs, one per (seed, index), valid for the Python version they are made for.

    text = generate(seed=1, index=42, version=(3, 11))           # always the same text
    text, rejected = generate_valid(1, 42)                      # compiled by this interpreter

The grammar is split by topic into mixins (literals, expressions, comprehensions and f-strings,
simple statements, compound statements, definitions, match); this module puts them together.
"""
import random
import sys
import warnings

from base import GeneratorBase
from comprehensions import ComprehensionsMixin
from compound import CompoundMixin
from definitions import DefinitionsMixin
from expressions import ExpressionsMixin
from literals import LiteralsMixin
from patterns import PatternsMixin
from scope import Scope, Where
from statements import StatementsMixin

SIZES = (8, 15, 25, 40)     # statements per program: mostly small ones, which minimize fast
MAX_ATTEMPTS = 20


class ProgramGenerator(PatternsMixin, DefinitionsMixin, CompoundMixin, StatementsMixin, ComprehensionsMixin,
                       ExpressionsMixin, LiteralsMixin, GeneratorBase):
    """The whole grammar."""

    def module(self):
        where = Where(Scope("module"))
        lines = []
        while self.budget > 0:
            statement = self.statement(where)
            if not statement[0].startswith("raise"):    # what followed it would be dead code
                lines += statement
        return "\n".join(lines) + "\n"


def generate(seed, index, version=None, attempt=0):
    """The program number `index` of `seed` for `version` ((major, minor); default: this Python's)."""
    rng = random.Random("%d:%d:%d" % (seed, index, attempt))
    size = rng.choice(SIZES)
    return ProgramGenerator(rng, version or sys.version_info[:2], size).module()


def compiles(source):
    """None if this interpreter compiles `source`, else the error as text."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile(source, "<fuzz>", "exec", dont_inherit=True)
    except (SyntaxError, ValueError, RecursionError, MemoryError, OverflowError) as error:
        return "%s: %s (line %s)" % (type(error).__name__, getattr(error, "msg", error), getattr(error, "lineno", "?"))
    return None


def generate_valid(seed, index, version=None):
    """(source, rejected): the first attempt at program `index` that this interpreter compiles, and
    the number of attempts it refused (the generator's mistakes, which the driver counts)."""
    for attempt in range(MAX_ATTEMPTS):
        source = generate(seed, index, version, attempt)
        if compiles(source) is None:
            return source, attempt
    return None, MAX_ATTEMPTS
