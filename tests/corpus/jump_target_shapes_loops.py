# glassbox-corpus: min-python=3.8
"""A while loop whose body starts with an inner loop (tarfile._FileInFile.read): 3.10-3.13
test the outer condition at the bottom too, jumping back to the body's start, which is the
inner loop's start as well. The inner loop's own jumps back there do not test the outer
condition again."""


def count_down(size, step):
    out = []
    while size > 0:
        while True:
            size -= step
            out.append(size)
            if size % 3 == 0:
                break
        out.append("x")
    return out


def inner_test_loop(items, limit):
    out = []
    i = 0
    while i < limit:
        while items and items[-1] > i:
            out.append(items.pop())
            if len(out) > 5:
                continue
        i += 1
    return [out, i]


def find_slot(table, position, size):
    index = 0
    out = []
    while size > 0:
        while True:
            start, stop = table[index]
            index = (index + 1) % len(table)
            if start <= position < stop:
                break
        out.append(index)
        size -= stop - position
        position = stop
    return out


def checks():
    return {
        "count_down": [count_down(10, 4), count_down(9, 3), count_down(0, 1)],
        "find_slot": [find_slot([(0, 4), (4, 6), (6, 20)], 5, 9), find_slot([(0, 3), (3, 9)], 0, 9)],
        "inner_test_loop": [inner_test_loop([1, 5, 2, 8, 9, 3], 4), inner_test_loop([], 2)],
    }
