"""A small module for `make demo`: a little of everything the disassembler shows."""

import math


class Circle:
    def __init__(self, radius):
        self.radius = radius

    def area(self):
        return math.pi * self.radius ** 2


def describe(shapes):
    total = 0.0
    for shape in shapes:
        try:
            total += shape.area()
        except AttributeError:
            continue
    return f"{len(shapes)} shapes, total area {total:.2f}"


if __name__ == "__main__":
    print(describe([Circle(1), Circle(2.5)]))
