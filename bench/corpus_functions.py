"""Which functions of a corpus module the benchmark tests, and how to find them again.

Runs on every Python 3.8-3.15 (3.8 syntax only). A function is tested when a user can
reach it from the loaded module: module-level functions and lambdas, methods of classes
(nested classes too; staticmethod, classmethod, property accessors), functions inside
module-level lists, tuples and dicts, and the function behind a decorator that sets
__wrapped__. Functions nested in a function (closures, lambdas, comprehensions) are
not tested on their own: a tool decompiles them as part of the enclosing function,
and swapping the enclosing function's code swaps theirs too. A comprehension's code
object is never a function of its own. Nor is the `__annotate__` function the 3.14+
compiler makes for a module's or class's annotations: no `def` wrote it, and a class's
one has free variables (`__classdict__`, `__conditional_annotations__`) that only a
class body makes, so no tool's source for it alone can be swapped in.

A tested function is named by its place in the module's code tree: the indexes of the
code constants leading to it from the module's code object ("code path"). The same
module compiled again by the same Python gives the same tree, so every process finds
the same code object from the path alone, without running the module.
"""
import dis
import functools
import sys
import types
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "roundtrip"))
import roundtrip  # noqa: E402  (the round-trip harness: how corpus modules are compiled and run)

CO_OPTIMIZED = 0x1  # set on function bodies (lambdas and comprehensions too), not on module or class bodies


def module_version_ok(source):
    """Whether the running Python can compile the module (its min-python header)."""
    return sys.version_info[:2] >= roundtrip.required_python(source)


def corpus_modules(corpus_dir):
    """[(path, source)] of the corpus modules this Python can compile, sorted by name."""
    found = []
    for path in sorted(Path(corpus_dir).glob("*.py")):
        source = path.read_text(encoding="utf-8")
        if module_version_ok(source):
            found.append((path, source))
    return found


def code_children(code):
    return [(index, value) for index, value in enumerate(code.co_consts) if isinstance(value, types.CodeType)]


def code_paths(module_code):
    """{id(code object): its code path} for every code object under the module's."""
    paths = {}
    stack = [(module_code, ())]
    while stack:
        code, path = stack.pop()
        paths[id(code)] = path
        stack.extend((child, path + (index,)) for index, child in code_children(code))
    return paths


def code_at(module_code, path):
    code = module_code
    for index in path:
        code = code.co_consts[index]
    return code


def subtree(code):
    """The code object and every code object nested in it."""
    found = [code]
    for _, child in code_children(code):
        found += subtree(child)
    return found


def instruction_count(code):
    """Instructions of the code object and all nested ones, as dis counts them (no CACHE entries)."""
    return sum(sum(1 for _ in dis.get_instructions(one)) for one in subtree(code))


def unwrapped(value):
    """The functions behind a value found in a namespace: itself, or those a wrapper holds."""
    if isinstance(value, (staticmethod, classmethod)):
        return unwrapped(value.__func__)
    if isinstance(value, property):
        return [f for accessor in (value.fget, value.fset, value.fdel) if accessor for f in unwrapped(accessor)]
    if isinstance(value, functools.partial):
        return unwrapped(value.func)
    if isinstance(value, types.FunctionType):
        inner = getattr(value, "__wrapped__", None)
        return [value] + (unwrapped(inner) if inner is not None else [])
    return []


def namespace_values(namespace):
    """Values of a module or class namespace, one level into module-level containers."""
    for value in list(namespace.values()):
        yield value
        if isinstance(value, dict):
            for item in list(value.values()):
                yield item
        elif isinstance(value, (list, tuple)):
            for item in value:
                yield item


def reachable_functions(module):
    """Every function object reachable from the module as described above, in no set order."""
    found, seen_classes = [], set()

    def visit(namespace):
        for value in namespace_values(namespace):
            if isinstance(value, type) and value.__module__ == module.__name__ and id(value) not in seen_classes:
                seen_classes.add(id(value))
                visit(dict(vars(value)))
            found.extend(unwrapped(value))

    visit(vars(module))
    return found


def compiler_made_annotate(code):
    """Whether the code object is a 3.14+ `__annotate__` the compiler made for a module's or class's
    annotations (its `format` parameter positional-only), not one a `def` wrote."""
    return (code.co_name == "__annotate__" and code.co_argcount == 1 and code.co_posonlyargcount == 1
            and code.co_varnames[:1] == ("format",))


def tested_functions(module, module_code):
    """{code path: [function objects with that code]} for the functions of the module's own code tree."""
    paths = code_paths(module_code)
    by_path = {}
    for function in reachable_functions(module):
        if compiler_made_annotate(function.__code__):
            continue
        path = paths.get(id(function.__code__))
        if path:  # () is the module itself; None: a function from another module
            by_path.setdefault(path, [])
            if all(function is not known for known in by_path[path]):
                by_path[path].append(function)
    return by_path


def load_module(path, name, module_code):
    """A fresh module object: `module_code` run in it, registered as sys.modules[name]."""
    module = types.ModuleType(name)
    module.__file__ = str(path)
    sys.modules[name] = module
    exec(module_code, module.__dict__)
    return module


def describe(module_name, module_code, path):
    code = code_at(module_code, path)
    return {"module": module_name, "path": list(path), "name": getattr(code, "co_qualname", code.co_name),
            "instructions": instruction_count(code)}


def collect(corpus_dir):
    """The tested functions of every corpus module this Python compiles, and how many function code
    objects (comprehensions included) they hold of all in the modules."""
    functions, coverage = [], {"code_objects": 0, "covered": 0}
    for path, source in corpus_modules(corpus_dir):
        name = path.stem
        module_code = roundtrip.compile_module(source, str(path))
        module = load_module(path, name, module_code)
        tested = sorted(tested_functions(module, module_code))
        functions += [describe(name, module_code, one) for one in tested]
        covered = {id(code) for one in tested for code in subtree(code_at(module_code, one))}
        every = [code for code in subtree(module_code) if code.co_flags & CO_OPTIMIZED]
        coverage["code_objects"] += len(every)
        coverage["covered"] += sum(id(code) in covered for code in every)
        del sys.modules[name]
    return functions, coverage
