# glassbox-corpus: min-python=3.8
"""A try whose body always raises or returns has a dead else clause: the compiler drops its code
but keeps the names it mentions (3.10+), so the decompiled source keeps them too."""


class Checker:
    def __init__(self):
        self.log = []

    def fail(self, message):
        self.log.append(message)

    def raises(self):
        try:
            raise KeyError("k")
        except KeyError as error:
            self.log.append(error.args[0])
        else:
            self.fail("no exception")
        return self.log

    def returns(self, value):
        try:
            return value * 2
        except TypeError:
            self.log.append("type")
        else:
            self.fail("unreachable")


def no_arguments():
    try:
        raise ValueError(3)
    except ValueError as error:
        return error.args
    else:
        report.missing("never")


def checks():
    checker = Checker()
    return {
        "raises": checker.raises(),
        "returns": checker.returns(4),
        "returns_type": [Checker().returns(None), checker.log],
        "no_arguments": no_arguments(),
    }
