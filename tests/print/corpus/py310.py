# glassbox-print-min-python: 3.10
# Structural pattern matching, and parenthesized context managers.
with (a as b, c as d):
    pass
with (a as b, c):
    pass
with (a, b as c,):
    pass
x = a[b:=1], a[b:=1, c]

match command.split():
    case [action]:
        pass
    case [action, obj]:
        pass
    case Point(x=0, y=0) | Point(x=1):
        pass
    case {"x": x, "y": y, **rest} if x > y:
        pass
    case ([1, 2, *others] | [*others, 3]) as alternative:
        pass
    case (3 | 4) as alternative:
        pass
    case (1 as one) | (2 as one):
        pass
    case ((1 as one) as uno):
        pass
    case -1 | 1.5 | -2.5 | 1 + 2j | 1 - 2j | -1 - 2j | 0j | -0j | 1e309 | -1e309 | 'str' 'cat' | b'bytes':
        pass
    case None | True | False:
        pass
    case module.CONSTANT | module.sub.VALUE:
        pass
    case [*_] | [*_, _] | () | []:
        pass
    case {}:
        pass
    case {module.KEY: _, 1: _, -1: _, 'k': [a, *b]}:
        pass
    case Cls():
        pass
    case module.Cls(a, b, c=[d, *e], f={}):
        pass
    case (x, y) if (z := x + y):
        pass
    case x, y:
        pass
    case x, *y:
        pass
    case _:
        pass
match x, y:
    case a, b:
        pass
match (yield_ := 1):
    case _:
        pass
match = case = _ = 1
match(x)
print(match, case)
