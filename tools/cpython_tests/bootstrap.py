"""Run one CPython test module in this fresh interpreter, some modules loaded from decompiled copies.

Started by tools/cpython_tests.py as

    python -I -S tools/cpython_tests/bootstrap.py CONFIG

where CONFIG is a marshal file {"test_module": "test.test_json", "copies": {"json": PATH, ...},
"result": PATH}. `-I -S` keep site and sitecustomize out, so that when this script starts no module
of the standard library is imported beyond the interpreter's own start-up set (encodings, codecs,
io, abc...). Before importing anything else, this script puts a finder first on sys.meta_path that
answers every module named in "copies" with its copy, so that the module under test and everything
importing it (unittest, the test module, import_fresh_module's re-imports) get the decompiled one.

The result, written with marshal (the `json` module may be one under test), is a dict:
counts ("run", "failures", "errors", "skipped", "expected_failures", "unexpected_successes"),
"problems" [(kind, test id, last line of its traceback)], "served" (the copies the finder gave
out), "wrong_origin" [(module, file)] for a module under test found loaded from elsewhere, and
"error" (a traceback) when the test module could not be loaded at all, or "skipped_module" when
it raised unittest.SkipTest on import.
"""
import marshal
import sys

import _frozen_importlib_external


class DecompiledCopyFinder:
    """Finds the modules named in `copies` ({module name: path of its decompiled .py}) first."""

    def __init__(self, copies):
        self.copies = copies
        self.served = set()

    def find_spec(self, name, path=None, target=None):
        location = self.copies.get(name)
        if location is None:
            return None
        self.served.add(name)
        return _frozen_importlib_external.spec_from_file_location(name, location)

    def invalidate_caches(self):
        pass


def read_config(path):
    with open(path, "rb") as handle:
        return marshal.loads(handle.read())


def install_finder(copies):
    already = sorted(name for name in copies if name in sys.modules)
    if already:
        raise RuntimeError("imported before the finder was installed: " + ", ".join(already))
    finder = DecompiledCopyFinder(copies)
    if copies:  # the original run imports exactly as python does
        sys.meta_path.insert(0, finder)
    return finder


# ---------------------------------------------------------------- collecting the tests

def suite_of(module):
    """The module's tests as regrtest finds them: its test_main() when it has one (3.8-3.10's
    test_generators, test_collections), else the unittest loader (which honours load_tests)."""
    import unittest
    if callable(getattr(module, "test_main", None)) and not hasattr(module, "load_tests"):
        return suite_from_test_main(module)
    return unittest.defaultTestLoader.loadTestsFromModule(module)


def suite_from_test_main(module):
    """Call test_main() with test.support's run_unittest/run_doctest collecting suites instead of running them."""
    import doctest
    import unittest
    from test import support
    collected = unittest.TestSuite()

    def collect_unittest(*classes):
        for item in classes:
            if isinstance(item, str):
                collected.addTest(unittest.defaultTestLoader.loadTestsFromModule(sys.modules[item]))
            elif isinstance(item, (unittest.TestSuite, unittest.TestCase)):
                collected.addTest(item)
            else:
                collected.addTest(unittest.defaultTestLoader.loadTestsFromTestCase(item))

    def collect_doctest(doctest_module, verbosity=None, optionflags=0):
        collected.addTest(doctest.DocTestSuite(doctest_module, optionflags=optionflags))
        return 0, 0

    support.run_unittest, support.run_doctest = collect_unittest, collect_doctest
    module.test_main()
    return collected


# ---------------------------------------------------------------- running them

FALLBACK_MARK = "glassbox: could not reconstruct "  # in what a marked fallback of decompiled code raises


def last_line(traceback_text):
    """The line that says why a test failed: the marked fallback it ran into when there is one
    (3.11+ add notes after the exception line, assertRaisesRegex quotes it), else the last line."""
    lines = [line.strip() for line in traceback_text.strip().splitlines() if line.strip()]
    reached = [line for line in lines if FALLBACK_MARK in line]
    return (reached or lines or [""])[-1][:300]


def run_suite(suite):
    import unittest
    result = unittest.TestResult()
    suite.run(result)
    problems = [("failure", str(test), last_line(text)) for test, text in result.failures]
    problems += [("error", str(test), last_line(text)) for test, text in result.errors]
    problems += [("unexpected-success", str(test), "") for test in result.unexpectedSuccesses]
    return {"run": result.testsRun, "failures": len(result.failures), "errors": len(result.errors),
            "skipped": len(result.skipped), "expected_failures": len(result.expectedFailures),
            "unexpected_successes": len(result.unexpectedSuccesses), "problems": problems}


def wrong_origins(copies, served):
    """Modules under test that are loaded, but not from their decompiled copy. A served copy
    that put another module in its place (3.13's collections/abc.py sets
    sys.modules[__name__] = _collections_abc, a module whose spec has its own name) ran, so the
    module under its name is no stray."""
    found = []
    for name, location in sorted(copies.items()):
        module = sys.modules.get(name)
        if module is None or getattr(module, "__file__", None) == location:
            continue
        if name in served and getattr(getattr(module, "__spec__", None), "name", name) != name:
            continue
        found.append((name, str(getattr(module, "__file__", None))))
    return found


def load_and_run(test_module):
    import importlib
    import unittest  # unittest imports re, which imports enum: modules under test are loaded from here on
    try:
        module = importlib.import_module(test_module)
    except unittest.SkipTest as skip:
        return {"skipped_module": str(skip)}
    return run_suite(suite_of(module))


def describe(error):
    """The traceback of `error`, or one line when the traceback module itself cannot be imported
    (it imports collections, a module under test)."""
    try:
        import traceback
        return traceback.format_exc()[-4000:]
    except BaseException:  # noqa: B902
        return "%s: %s" % (type(error).__name__, error)


def write_result_and_exit(path, outcome):
    with open(path, "wb") as handle:
        handle.write(marshal.dumps(outcome))
    sys.stdout.flush()
    sys.stderr.flush()
    # Threads or atexit handlers a test left behind must not hold the process (or change its result).
    import os
    os._exit(0)


def main():
    config = read_config(sys.argv[1])
    sys.dont_write_bytecode = True
    outcome = {"error": None, "skipped_module": None, "served": [], "wrong_origin": []}
    try:
        finder = install_finder(config["copies"])
    except RuntimeError as error:
        outcome["error"] = str(error)
        write_result_and_exit(config["result"], outcome)
    # The tests run two frames below main: 3.8's test_json (test_endless_recursion, C encoder) aborts
    # with "Cannot recover from stack overflow" at some stack depths, one more frame here among them.
    try:
        outcome.update(load_and_run(config["test_module"]))
    except BaseException as error:  # noqa: B902  (a SystemExit from a test module is a result too)
        outcome["error"] = describe(error)
    outcome["served"] = sorted(finder.served)
    outcome["wrong_origin"] = wrong_origins(config["copies"], finder.served)
    write_result_and_exit(config["result"], outcome)


if __name__ == "__main__":
    main()
