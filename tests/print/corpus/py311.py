# glassbox-print-min-python: 3.11
# except*, starred subscripts and *args annotations.
try:
    pass
except* ValueError as e:
    pass
except* (TypeError, KeyError):
    pass
else:
    pass
finally:
    pass


def variadic(*args: *Ts, **kwargs: int) -> tuple[*Ts]:
    return a[*b], a[*b, c], a[c, *b], a[*b,], a[1:2, *b]
