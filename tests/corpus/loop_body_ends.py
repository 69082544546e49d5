# glassbox-corpus: min-python=3.8
"""Ifs that end a loop's body, each side running into the loop's own jump back: that jump
is where the if ends (no side `continue`s), though no post-dominator names it (a path
that returns leaves none, and walks stop at the loop's targets): bdb.effective's
`if val: (if n > 0: n -= 1 / else: return ...)` in a try, inspect._signature_get_partial's
`if flag:` holding an assert then an if/elif chain."""


def first_active(entries):
    # (bdb.effective)
    for entry in entries:
        entry["hits"] += 1
        try:
            value = entry["cond"]()
            if value:
                if entry["ignore"] > 0:
                    entry["ignore"] -= 1
                else:
                    return entry["name"], True
        except ZeroDivisionError:
            return entry["name"], False
    return None, None


POSITIONAL, EITHER, KEYWORD, STAR, STARS = "positional", "either", "keyword", "star", "stars"


def reshape(params, keywords, order):
    # (inspect._signature_get_partial)
    out = dict(params)
    flag = False
    for name, kind in params.items():
        try:
            value = keywords[name]
        except KeyError:
            pass
        else:
            if kind is POSITIONAL:
                out.pop(name)
                continue
            if kind is EITHER:
                if name in keywords:
                    flag = True
                    out[name] = value
                else:
                    out.pop(name)
                    continue
            if kind is KEYWORD:
                out[name] = value
        if flag:
            assert kind is not POSITIONAL
            if kind is EITHER:
                new = out[name]
                out[name] = new
                order.append(name)
            elif kind in (KEYWORD, STARS):
                order.append(name)
            elif kind is STAR:
                out.pop(name)
    return out


def empty_negated_ifs(rows, flags):
    # `if not c: pass` ending a loop's body: 3.12+ lay its body (a jump back on the `pass`
    # line) as the test's jump target, the test's own way round falling through
    seen = []
    for first, *rest in rows:
        seen.append(first)
        if not rest:
            pass
    while flags:
        flags = flags[1:]
        if not flags:
            pass
    return seen, flags


def checks():
    def entries():
        return [
            {"name": "false", "hits": 0, "cond": lambda: 0, "ignore": 0},
            {"name": "counted", "hits": 0, "cond": lambda: 1, "ignore": 1},
            {"name": "fails", "hits": 0, "cond": lambda: 1 // 0, "ignore": 0},
            {"name": "plain", "hits": 0, "cond": lambda: 2, "ignore": 0},
        ]

    def run_reshape(params, keywords):
        order = []
        try:
            return [sorted(reshape(params, keywords, order).items()), order]
        except AssertionError:
            return "assertion"

    found = []
    for start in range(5):
        e = entries()
        found.append([first_active(e[start:]), [x["hits"] for x in e]])
    params = {"a": EITHER, "b": EITHER, "args": STAR, "c": KEYWORD, "kw": STARS}
    late = {"p": POSITIONAL, "a": EITHER}
    return {
        "first_active": found,
        "empty_negated_ifs": empty_negated_ifs([(1,), (2, 3)], [0, 1]),
        "reshape": [run_reshape(params, {}), run_reshape(params, {"a": 1}), run_reshape(params, {"b": 2, "c": 3}),
                    run_reshape(late, {"a": 1}), run_reshape(dict(late, q=POSITIONAL), {"a": 1})],
    }
