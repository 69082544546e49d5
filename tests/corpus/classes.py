# glassbox-corpus: min-python=3.8
"""Classes: bases, keywords, metaclasses, super() and __class__, decorators,
properties, class and static methods, name mangling, slots, nested classes,
dunder protocols, and code in class bodies."""

EVENTS = []


class Meta(type):
    def __new__(mcls, name, bases, namespace, **kwargs):
        EVENTS.append(["meta-new", name, sorted(kwargs.items())])
        cls = super().__new__(mcls, name, bases, namespace)
        cls.created_by = "Meta"
        return cls

    def __init__(cls, name, bases, namespace, **kwargs):
        super().__init__(name, bases, namespace)

    @classmethod
    def __prepare__(mcls, name, bases, **kwargs):
        EVENTS.append(["prepare", name])
        return {"prepared": True}


class Base:
    greeting = "base"

    def __init__(self, value):
        self.value = value

    def describe(self):
        return "Base(%s)" % self.value

    def __init_subclass__(cls, tag=None, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.tag = tag


class Child(Base, tag="child"):
    greeting = "child"

    def __init__(self, value, extra):
        super().__init__(value)
        self.extra = extra

    def describe(self):
        return "Child<" + super().describe() + ">"

    def explicit_super(self):
        return super(Child, self).describe()

    def uses_class_cell(self):
        return __class__.__name__

    def class_cell_in_nested_scopes(self):
        return [[__class__.__name__ for _ in range(2)], (lambda: __class__.greeting)()]


class GrandChild(Child):
    def describe(self):
        return "Grand[" + super().describe() + "]"


class WithMeta(Base, metaclass=Meta, flavour="spicy"):
    def method(self):
        return [self.prepared, self.created_by]


class Mixin:
    def mixed(self):
        return "mixed:" + self.describe()


class Diamond(Mixin, GrandChild):
    pass


def add_marker(cls):
    cls.marker = "decorated"
    return cls


def with_name(name):
    def decorate(cls):
        cls.label = name
        return cls
    return decorate


@add_marker
@with_name("labelled")
class Decorated:
    pass


class Properties:
    def __init__(self):
        self._x = 0
        self.log = []

    @property
    def x(self):
        self.log.append("get")
        return self._x

    @x.setter
    def x(self, value):
        self.log.append("set")
        self._x = value

    @x.deleter
    def x(self):
        self.log.append("del")
        self._x = None

    @classmethod
    def build(cls, value):
        instance = cls()
        instance.x = value
        return instance

    @staticmethod
    def pure(a, b):
        return a * b


class Mangled:
    def __init__(self):
        self.__secret = "hidden"
        self._single = "visible"

    def reveal(self):
        return self.__secret

    def __private_method(self):
        return "private"

    def call_private(self):
        return self.__private_method()


class Slotted:
    __slots__ = ("a", "b")

    def __init__(self):
        self.a = 1


class Outer:
    class Inner:
        class Deepest:
            level = 3

        level = 2

    level = 1


class Protocols:
    def __init__(self, items):
        self.items = list(items)

    def __len__(self):
        return len(self.items)

    def __getitem__(self, index):
        return self.items[index]

    def __iter__(self):
        return iter(self.items)

    def __contains__(self, item):
        return item in self.items

    def __eq__(self, other):
        return isinstance(other, Protocols) and self.items == other.items

    def __lt__(self, other):
        return len(self) < len(other)

    def __bool__(self):
        return bool(self.items)

    def __call__(self, x):
        return x in self

    def __repr__(self):
        return "Protocols(%r)" % (self.items,)

    __hash__ = None


class BodyCode:
    """Class bodies run code: loops, conditionals, comprehensions, del."""
    numbers = [1, 2, 3]
    squares = [n * n for n in numbers]
    total = 0
    for n in numbers:
        total += n
    if total > 5:
        size = "big"
    else:
        size = "small"
    temporary = "gone"
    del temporary
    lookup = {n: str(n) for n in numbers}


class Descriptor:
    def __set_name__(self, owner, name):
        self.name = name

    def __get__(self, instance, owner):
        return "descriptor:" + self.name if instance is not None else self


class UsesDescriptor:
    field = Descriptor()


def checks():
    child = Child(1, 2)
    grand = GrandChild(3, 4)
    props = Properties.build(5)
    props.x = props.x + 1
    del props.x
    mangled = Mangled()
    slotted = Slotted()
    try:
        slotted.c = 1
        slot_error = None
    except AttributeError as error:
        slot_error = type(error).__name__
    proto = Protocols([1, 2])
    return {
        "events": EVENTS,
        "inheritance": [child.describe(), child.explicit_super(), child.uses_class_cell(),
                        child.class_cell_in_nested_scopes(), grand.describe(),
                        Child.tag, GrandChild.tag, getattr(Base, "tag", "none"), child.greeting, grand.greeting],
        "meta": [WithMeta(1).method(), WithMeta.tag, type(WithMeta).__name__],
        "mro": [c.__name__ for c in Diamond.__mro__],
        "diamond": Diamond(7, 8).mixed(),
        "decorated": [Decorated.marker, Decorated.label],
        "properties": [props.log, props._x, Properties.pure(3, 4)],
        "mangled": [mangled.reveal(), mangled.call_private(), sorted(vars(mangled))],
        "slots": [slotted.a, hasattr(slotted, "b"), slot_error],
        "nested": [Outer.level, Outer.Inner.level, Outer.Inner.Deepest.level, Outer.Inner.Deepest.__qualname__],
        "protocols": [len(proto), proto[1], list(proto), 2 in proto, proto == Protocols([1, 2]),
                      proto < Protocols([1, 2, 3]), bool(Protocols([])), proto(1), repr(proto)],
        "body": [BodyCode.squares, BodyCode.total, BodyCode.size, hasattr(BodyCode, "temporary"),
                 sorted(BodyCode.lookup.items()), BodyCode.__doc__],
        "descriptor": UsesDescriptor().field,
        "qualnames": [Child.describe.__qualname__, Properties.build.__qualname__, Outer.Inner.__qualname__],
        "dynamic": type("Dynamic", (Base,), {"extra": 1})(9).describe(),
    }
