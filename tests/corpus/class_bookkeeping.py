# glassbox-corpus: min-python=3.8
"""A class body sets __module__ and __qualname__ itself, after the compiler's own assignments of
them (which the decompiler leaves out): the class's own stay."""


class PatternError(Exception):
    """Raised for an invalid pattern."""

    __module__ = "re"

    def __init__(self, msg, pos=None):
        super().__init__(msg)
        self.pos = pos


class Renamed:
    __qualname__ = "Outer.Renamed"
    value = 3


class Plain:
    value = 4


def checks():
    return {
        "module": [PatternError.__module__, Renamed.__module__ == __name__, Plain.__module__ == __name__],
        "qualname": [Renamed.__qualname__, Plain.__qualname__, PatternError.__qualname__],
        "values": [Renamed.value, Plain.value, PatternError("bad", 3).pos],
    }
