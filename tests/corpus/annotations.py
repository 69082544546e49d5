# glassbox-corpus: min-python=3.8
"""Annotations: of module, class and local variables (with and without a
value), of complex targets, and of function parameters and returns. No
annotation has side effects: 3.14 evaluates them lazily."""

import sys
import typing
from typing import Dict, List, Tuple

module_int: int = 1
module_no_value: str
module_typing: List[int] = [1, 2]
module_string: "Forward" = None
module_nested: Dict[str, Tuple[int, ...]] = {}
(parenthesized): int = 3
holder = type("Holder", (), {})()
holder.attr: int = 4
table = {}
table["key"]: str = "value"
if sys.maxsize:
    nested_in_if: int = 5
    nested_no_value: "Forward"
for _item in range(1):
    nested_in_loop: List[int] = [_item]
try:
    nested_in_try: str = "tried"
finally:
    nested_after_try = 6


class Forward:
    pass


class Annotated:
    count: int = 0
    name: str
    tags: List[str] = []
    parent: List["Annotated"] = None
    callback: typing.Callable[..., int] = None
    if sys.maxsize:
        in_class_if: int = 7

    def method(self, x: int) -> "Annotated":
        self.value: int = x
        return self


def parameters(a: int, b: "str" = "b", *args: float, c: Tuple[int, str] = None, **kwargs: Dict[str, int]) -> bool:
    return True


def positional_only(a: int, /, b: List[int]) -> None:
    pass


def locals_annotated(x):
    y: int = x + 1
    z: List[int]
    w: "unevaluated name"
    (v): int = y * 2
    return [y, v, "z" in locals(), "w" in locals()]


def name(annotation):
    if isinstance(annotation, str):
        return "str:" + annotation
    if isinstance(annotation, type):
        return annotation.__name__
    if annotation is None:
        return "None"
    return repr(annotation)


def summary(annotations):
    return sorted([key, name(value)] for key, value in annotations.items())


def module_annotations():
    return sys.modules[__name__].__annotations__


def annotated_but_unbound():
    name: int
    try:
        return name
    except UnboundLocalError:
        return "unbound"


def checks():
    return {
        "annotated_unbound": annotated_but_unbound(),
        "module": summary(module_annotations()),
        "module_values": [module_int, module_typing, module_string, module_nested, parenthesized, holder.attr,
                          table, "module_no_value" in globals()],
        "nested_values": [nested_in_if, nested_in_loop, nested_in_try, nested_after_try, Annotated.in_class_if],
        "class": summary(Annotated.__annotations__),
        "class_values": [Annotated.count, Annotated.tags, "name" in vars(Annotated), Annotated().method(3).value],
        "method": summary(Annotated.method.__annotations__),
        "parameters": summary(parameters.__annotations__),
        "positional_only": summary(positional_only.__annotations__),
        "locals": locals_annotated(5),
        "no_annotations": locals_annotated.__annotations__,
    }
