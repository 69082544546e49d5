"""The random source, the version's syntax and the fresh-name counter shared by every part of the
grammar (expressions.py, statements.py, definitions.py, patterns.py)."""


class Features(object):
    """The syntax a Python version accepts beyond 3.8's."""

    def __init__(self, version):
        self.version = tuple(version)
        self.any_decorator = self.version >= (3, 9)          # PEP 614
        self.match = self.version >= (3, 10)                 # PEP 634
        self.parenthesized_with = self.version >= (3, 10)
        self.except_star = self.version >= (3, 11)           # PEP 654
        self.star_in_index = self.version >= (3, 11)         # PEP 646: a[*b]
        self.type_params = self.version >= (3, 12)           # PEP 695
        self.type_param_defaults = self.version >= (3, 13)   # PEP 696


class GeneratorBase(object):
    """Randomness and names; the grammar mixins build on it."""

    def __init__(self, rng, version, size=40):
        self.rng = rng
        self.features = Features(version)
        self.budget = size          # statements still to generate in this program
        self.counter = 0

    def chance(self, probability):
        return self.rng.random() < probability

    def pick(self, options):
        return options[self.rng.randrange(len(options))]

    def pick_weighted(self, table):
        """table: [(weight, value)] -> one value; entries of weight 0 are never chosen."""
        total = sum(weight for weight, _ in table)
        point = self.rng.random() * total
        for weight, value in table:
            point -= weight
            if point < 0 and weight:
                return value
        return [value for weight, value in table if weight][-1]

    def fresh(self, prefix="v"):
        self.counter += 1
        return "%s%d" % (prefix, self.counter)

    def spend(self, statements=1):
        self.budget -= statements
        return self.budget > 0
