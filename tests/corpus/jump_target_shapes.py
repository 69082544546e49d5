# glassbox-corpus: min-python=3.8
"""Loops that end a try statement's else block, whose code after the statement is a small
return: 3.12+ copies that return into every jump to it, the breaks' included (each after it
drops the loop's iterator). The shape of socket.getfqdn: a break there is no fall through,
and the loop's else clause runs only when the loop is exhausted."""


class Missing(Exception):
    pass


def lookup(name):
    if name == "bad":
        raise Missing(name)
    return [name + "-x", name + ".y", "z"]


def fqdn(name):
    try:
        aliases = lookup(name)
    except Missing:
        pass
    else:
        for name in aliases:
            if "." in name:
                break
        else:
            name = "none"
    return name


def fqdn_no_dot(name):
    try:
        aliases = lookup(name)[:1]
    except Missing:
        pass
    else:
        for name in aliases:
            if "." in name:
                break
        else:
            name = "none"
    return name


def else_raises(name, items):
    try:
        lookup(name)
    except Missing:
        pass
    else:
        for name in items:
            if name > 2:
                break
        else:
            raise ValueError(name)
    return name


def no_else(name, items):
    try:
        lookup(name)
    except Missing:
        pass
    else:
        for name in items:
            if name > 2:
                break
    return name


def while_break(name, n):
    try:
        lookup(name)
    except Missing:
        pass
    else:
        while n < 10:
            n += 3
            if n % 4 == 0:
                break
        else:
            n = -n
    return n


def delegate(source, log):
    # (no loop: the value under the copy is yield from's result, argparse's subactions)
    try:
        get = source.copy
    except AttributeError:
        pass
    else:
        log.append("in")
        yield from get()
        log.append("out")


def else_raises_checked(name, items):
    try:
        return else_raises(name, items)
    except ValueError as e:
        return "raised %s" % e


def checks():
    return {
        "fqdn": [fqdn("host"), fqdn("bad"), fqdn_no_dot("host")],
        "else_raises": [else_raises_checked("a", [1, 3, 4]), else_raises_checked("a", [1, 2]),
                        else_raises_checked("bad", [1])],
        "no_else": [no_else("a", [1, 5, 6]), no_else("a", [1, 2]), no_else("bad", [9])],
        "delegate": [list(delegate([1, 2], [])), list(delegate(None, []))],
        "while_break": [while_break("a", 1), while_break("a", 0), while_break("bad", 5)],
    }
