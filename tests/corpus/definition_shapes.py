# glassbox-corpus: min-python=3.8
"""Definition shapes found by the program fuzzer: classes with starred bases and ** keywords
(__build_class__ then takes its arguments as one tuple, built as a list that starts with the
class body function), decorated, nested in a function."""


class Base:
    def who(self):
        return "base"


class Mixin:
    def mix(self):
        return "mix"


class Meta(type):
    def __new__(mcls, name, bases, namespace, **kwargs):
        namespace["options"] = sorted(kwargs)
        return super().__new__(mcls, name, bases, namespace)


BASES = (Base, Mixin)
OPTIONS = {"flag": 1, "level": 2}


class Starred(*BASES):
    pass


class StarredAfter(Base, *BASES[1:]):
    def own(self):
        return "own"


class StarredKeywords(*BASES, metaclass=Meta, **OPTIONS):
    pass


def tagged(cls):
    cls.tag = cls.__name__.lower()
    return cls


@tagged
class Decorated(*BASES, extra=3, metaclass=Meta):
    pass


def make_class(bases, **keywords):
    class Local(*bases, **keywords):
        def both(self):
            return self.who() + "+" + self.mix()
    return Local


def checks():
    local = make_class(BASES)
    return {
        "starred": [c.__name__ for c in Starred.__mro__],
        "starred_after": [StarredAfter().own(), StarredAfter().mix()],
        "keywords": StarredKeywords.options,
        "decorated": [Decorated.tag, Decorated.options],
        "local": local().both(),
        "local_meta": make_class(BASES, metaclass=Meta, x=1).options,
    }
