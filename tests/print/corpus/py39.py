# glassbox-print-min-python: 3.9
# PEP 614 decorators, and unparenthesized starred tuples after `in` (new parser).
@buttons[0].clicked.connect
@(lambda f: f)
@a if b else c
@x := y
def decorated():
    for x in *a, *b:
        pass
    return [x for x in (*a, b)]


with (a, b):
    pass
with ((a, b)):
    pass
with ((a, b)) as c:
    pass
with (a, b), c:
    pass
with (a):
    pass
x = a[(b := 1)]
