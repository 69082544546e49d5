# glassbox-corpus: min-python=3.8
"""if/else statements whose branches leave (return, raise, break, continue), where the jumps the
compiler lays out tell whether the source had an else: the jump over an else after a body that
falls through goes to the code after the statement; 3.8 and 3.9 keep, as dead code, the jump
over an else after a body that raises, breaks or continues (and after one that returns when
another dead jump targets its end). Shapes of the standard library (aifc.setcomptype,
multiprocessing get_server, pstats.func_std_string, _compression.prepend)."""


class Settings:
    def __init__(self):
        self.kind = None
        self.read = None
        self.buffer = b""
        self.length = 0


def set_kind(settings, kind):
    if kind in ("NONE", "ULAW"):
        settings.kind = kind
    else:
        raise ValueError("unknown kind " + kind)


def set_kind_returning(settings, kind):
    if kind in ("NONE", "ULAW"):
        settings.kind = kind
        return
    raise ValueError("unknown kind " + kind)


def prepend(settings, data):
    if settings.read is None:
        settings.buffer = data
    else:
        settings.read -= len(data)
        return
    settings.length = len(settings.buffer)
    settings.read = 0


def else_returns_value(flag, out):
    if flag:
        out.append("body")
    else:
        return "early"
    out.append("after")
    return "late"


def raise_then_else(a, out):
    if a:
        raise KeyError(a)
    else:
        out.append("else")
    out.append("after")
    return out


def raise_then_code(a, out):
    if a:
        raise KeyError(a)
    out.append("no else")
    return out


def break_then_else(xs):
    out = []
    for x in xs:
        if x < 0:
            break
        else:
            out.append(x)
        out.append("next")
    return out


def continue_then_else(xs):
    out = []
    for x in xs:
        if x % 2:
            continue
        else:
            out.append(x)
        out.append("next")
    return out


def while_break_then_else(n):
    out = []
    while n:
        n -= 1
        if n == 2:
            break
        else:
            out.append(n)
        out.append("next")
    return out


def two_continues(xs):
    out = []
    for x in xs:
        if not str(x).isdigit():
            continue
        if x in (1, 2):
            continue
        out.append(x)
    return out


def state_error(state):
    if state != "initial":
        if state == "started":
            raise RuntimeError("started")
        elif state == "shut down":
            raise RuntimeError("shut down")
        else:
            raise RuntimeError("unknown " + state)
    return "server"


def two_checks(count):
    if count is not None:
        if not isinstance(count, int):
            raise TypeError("not an int")
        if count <= 0:
            raise ValueError("not positive")
    return count


def nested_returns(name):
    if name[:1] == "~":
        inner = name[1:]
        if inner.startswith("<") and inner.endswith(">"):
            return "{%s}" % inner[1:-1]
        else:
            return inner
    else:
        return "file:" + name


def nested_returns_hoisted(name):
    if name[:1] == "~":
        inner = name[1:]
        if inner.startswith("<"):
            return "{%s}" % inner[1:]
        return inner
    else:
        return "file:" + name


def elif_returns(kind, result):
    if kind == "error":
        return result
    elif kind in ("traceback", "unserializable"):
        if not isinstance(result, str):
            raise TypeError("not a str")
        if kind == "unserializable":
            return "unserializable: " + result
        else:
            return "remote: " + result
    else:
        return "unknown " + kind


def special_hash(special, snan, nan, sign, exp):
    if special:
        if snan:
            raise TypeError("signaling")
        elif nan:
            return "nan"
        else:
            if sign:
                return "-inf"
            else:
                return "inf"
    if exp >= 0:
        value = exp * 10
    else:
        value = -exp
    return value


def catch(f, *args):
    try:
        return f(*args)
    except Exception as e:
        return type(e).__name__ + ": " + str(e)


def checks():
    settings = Settings()
    out = []
    return {
        "set_kind": [catch(set_kind, settings, k) for k in ("NONE", "X")] + [settings.kind],
        "set_kind_returning": [catch(set_kind_returning, settings, k) for k in ("ULAW", "Y")],
        "prepend": [prepend(settings, b"ab"), settings.read, settings.length,
                    prepend(settings, b"c"), settings.read, settings.length],
        "else_returns_value": [else_returns_value(f, out) for f in (True, False)] + [out],
        "raise_then_else": [catch(raise_then_else, a, []) for a in (0, 3)],
        "raise_then_code": [catch(raise_then_code, a, []) for a in (0, 3)],
        "break_then_else": break_then_else([1, 2, -1, 3]),
        "continue_then_else": continue_then_else([1, 2, 3, 4]),
        "while_break_then_else": while_break_then_else(5),
        "two_continues": two_continues([1, 2, 3, "x", 4]),
        "state_error": [catch(state_error, s) for s in ("initial", "started", "shut down", "odd")],
        "two_checks": [catch(two_checks, c) for c in (None, 1.5, 0, 4)],
        "nested_returns": [nested_returns(n) for n in ("~<a>", "~b", "c")],
        "nested_returns_hoisted": [nested_returns_hoisted(n) for n in ("~<a>", "~b", "c")],
        "special_hash": [catch(special_hash, sp, sn, n, sg, e) for sp in (0, 1) for sn in (0, 1)
                         for n in (0, 1) for sg in (0, 1) for e in (-2, 3)],
        "elif_returns": [catch(elif_returns, k, r) for k in ("error", "traceback", "unserializable", "z")
                         for r in ("s", 1)],
    }
