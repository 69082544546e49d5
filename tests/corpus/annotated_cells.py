# glassbox-corpus: min-python=3.8
"""A local only annotated (`total: int`) compiles to no code, yet binds the name in the function:
a nested function's `nonlocal total` needs that binding, and the name stays a cell of the function."""


def running_total(values):
    total: int

    def add(n):
        nonlocal total
        try:
            total += n
        except NameError:
            total = n
        return total

    seen = [add(v) for v in values]
    return [seen, total]


def label_maker(prefix):
    label: str

    def set_label(text):
        nonlocal label
        label = prefix + text

    def get_label():
        return label

    set_label("a")
    return get_label()


def checks():
    return {"total": running_total([1, 2, 3]), "label": label_maker("x-")}
