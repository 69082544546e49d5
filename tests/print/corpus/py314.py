# glassbox-print-min-python: 3.14
# Template strings, and except without parentheses.
a = t'plain', t'{x}', t'{ x + 1 }', t'{x!r:>{width}}', t'{x=}', t'{x = !s:^5}', t'a{{b}}c{d}'
b = t"{'nested'}", t'{t"{inner}"}', t"{f'{x}'}", t'{x:{y}.{z}}', t'''{
    multi
    + line
}'''
try:
    pass
except ValueError, TypeError:
    pass
