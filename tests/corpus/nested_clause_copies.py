# glassbox-corpus: min-python=3.8
"""Try statements in except clauses whose ends are the enclosing clause's end, as 3.10
lays them out: its optimizer copies the small block that returns after the outer statement,
with the outer clause's POP_EXCEPT before it, into the inner clause's and else block's ends
(POP_EXCEPT twice, then the copy), one block with the code before it. With names (their
cleanup), three levels, an if in the inner clause (one branch jumps to the end, the other
ends with a copy of it), a constant's return in the inner clause, loops, raises after."""


class Missing(Exception):
    pass


def named_three(a, b, c, log):
    try:
        a()
    except Missing as e1:
        try:
            b()
        except Missing as e2:
            try:
                c()
            except Missing as e3:
                log.append(3)
            else:
                log.append(2)
        else:
            log.append(1)
    else:
        log.append(0)
    return log

def raises_after(a, b):
    try:
        a()
    except Missing:
        try:
            b()
        except Missing:
            x = 1
        else:
            x = 2
    else:
        x = 3
    raise ValueError(x)

def in_loop_return(items):
    for a, b in items:
        try:
            a()
        except Missing:
            try:
                b()
            except Missing:
                r = 'f'
            else:
                r = 's'
        else:
            r = 'a'
    return r

def mixed(a, b):
    try:
        a()
    except Missing:
        try:
            b()
        except Missing:
            return 'inner'
        except KeyError:
            v = 'key'
        else:
            v = 'else'
    else:
        v = 'first'
    return v

def if_in_inner(a, b, flag):
    try:
        a()
    except Missing:
        try:
            b()
        except Missing:
            if flag:
                v = 1
            else:
                v = 2
        else:
            v = 3
    else:
        v = 4
    return v

def two_clauses_outer(a, b):
    try:
        a()
    except Missing:
        try:
            b()
        except Missing:
            v = 1
        else:
            v = 2
    except KeyError:
        v = 5
    else:
        v = 4
    return v

def returns_none_inner(a, b):
    try:
        a()
    except Missing:
        try:
            b()
        except Missing:
            v = None
        else:
            v = 2
    else:
        v = 4
    return None


def named_if(a, b, flag, log):
    try:
        a()
    except Missing as outer:
        try:
            b()
        except Missing as inner:
            if flag:
                log.append(1)
            else:
                log.append(2)
        else:
            log.append(3)
    else:
        log.append(4)
    return log


def while_nested(a, b, n):
    out = []
    while n > 0:
        n -= 1
        try:
            a()
        except Missing:
            try:
                b()
            except Missing:
                out.append('f')
            else:
                out.append('s')
    return out


def with_after(a, b, log):
    try:
        a()
    except Missing:
        try:
            b()
        except Missing:
            log.append('f')
        else:
            log.append('s')
    log.append('end')
    return log


def checks():
    def ok():
        return 1

    def miss():
        raise Missing

    fs = (ok, miss)
    out = {}
    out["named_three"] = [named_three(x, y, z, []) for x in fs for y in fs for z in fs]
    raised = []
    for x in fs:
        for y in fs:
            try:
                raises_after(x, y)
            except ValueError as e:
                raised.append(e.args)
    out["raises_after"] = raised
    out["in_loop_return"] = in_loop_return([(ok, ok), (miss, ok), (miss, miss)])
    out["mixed"] = [mixed(x, y) for x in fs for y in fs]
    out["if_in_inner"] = [if_in_inner(x, y, f) for x in fs for y in fs for f in (0, 1)]
    out["two_clauses_outer"] = [two_clauses_outer(x, y) for x in fs for y in fs]
    out["returns_none_inner"] = [returns_none_inner(x, y) for x in fs for y in fs]
    out["named_if"] = [named_if(x, y, f, []) for x in fs for y in fs for f in (0, 1)]
    out["while_nested"] = [while_nested(x, y, 2) for x in fs for y in fs]
    out["with_after"] = [with_after(x, y, []) for x in fs for y in fs]
    out["module_choice"] = module_choice
    return out


# (last in the module, with names: the code after the statement is the implicit return)
try:
    import _glassbox_no_such_module_a
except ImportError as first_error:
    try:
        import _glassbox_no_such_module_b
    except ImportError as second_error:
        module_choice = "neither"
    else:
        module_choice = "b"
else:
    module_choice = "a"
