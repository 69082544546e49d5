# glassbox-corpus: min-python=3.8
"""Try statements inside except clauses whose ends are the enclosing clause's end: 3.13+
copy that end (the outer POP_EXCEPT, then the code after the outer statement) into the inner
clause, so the inner clause's POP_EXCEPT runs straight into a copy of what the inner else
block runs into without a jump (getpass's choice of implementation at the end of its
module; inspect.Signature._bind's nested `try: ... except: ... else:`). Also the plain
nested clauses, with names, returns and a loop around them."""


class Missing(Exception):
    pass


def pick(first, second):
    """`first` and `second` are callables that raise Missing or return a value."""
    try:
        first()
    except (Missing, AttributeError):
        try:
            second()
        except Missing:
            chosen = "fallback"
        else:
            chosen = "second"
    else:
        chosen = "first"
    return chosen


def pick_named(first, second, log):
    try:
        first()
    except Missing as outer:
        log.append(type(outer).__name__)
        try:
            second()
        except Missing as inner:
            log.append(inner is outer)
        else:
            log.append("second")
    else:
        log.append("first")
    return log


def pick_returns(first, second):
    try:
        value = first()
    except Missing:
        try:
            value = second()
        except Missing:
            return "none"
        else:
            value = value * 2
    else:
        value = value + 1
    return value


def cleanup(first, second, third, log):
    try:
        first()
    except Missing:
        log.append(1)
    try:
        second()
    except Missing:
        try:
            third()
        except Exception:
            pass
        else:
            log.append("third")
    log.append("end")
    return log


def pick_in_loop(actions):
    found = []
    for first, second in actions:
        try:
            first()
        except Missing:
            try:
                second()
            except Missing:
                found.append("fallback")
            else:
                found.append("second")
        else:
            found.append("first")
    return found


def three_deep(a, b, c):
    try:
        a()
    except Missing:
        try:
            b()
        except Missing:
            try:
                c()
            except Missing:
                level = 3
            else:
                level = 2
        else:
            level = 1
    else:
        level = 0
    return level


def checks():
    def ok():
        return 5

    def missing():
        raise Missing

    return {
        "pick": [pick(ok, ok), pick(missing, ok), pick(missing, missing)],
        "pick_named": [pick_named(ok, ok, []), pick_named(missing, ok, []), pick_named(missing, missing, [])],
        "pick_returns": [pick_returns(ok, ok), pick_returns(missing, ok), pick_returns(missing, missing)],
        "cleanup": [
            cleanup(ok, ok, ok, []),
            cleanup(missing, missing, ok, []),
            cleanup(missing, missing, missing, []),
        ],
        "pick_in_loop": pick_in_loop([(ok, ok), (missing, ok), (missing, missing)]),
        "three_deep": [three_deep(ok, ok, ok), three_deep(missing, ok, ok), three_deep(missing, missing, ok),
                       three_deep(missing, missing, missing)],
        "module_choice": module_choice,
    }


# (last in the module: the code after the statement is the module's implicit return)
try:
    import _glassbox_no_such_module
except (ImportError, AttributeError):
    try:
        import json
    except ImportError:
        module_choice = "fallback"
    else:
        module_choice = "json"
else:
    module_choice = "missing"
