"""Tests of CPython's own syntax suites that read their own source text or line layout: the
spelling of a line (`1/0`), its comments, the line numbers of statements that compile to no code.
Decompiled source keeps the program, not its layout, so these fail when run from it whatever the
decompiler does. The Markdown report of tools/cpython_tests.py names them apart from the other
differences (which are wrong decompilations until shown otherwise).

Keys are "module.Class.method"; each reason says what the test reads. A test belongs here only
after its failure was read and found to be of this kind."""
import re

SOURCE_READERS = {
    "test.test_contextlib.ContextManagerTestCase.test_contextmanager_traceback":
        "compares a traceback's quoted source line with the test file's text `1/0` "
        "(decompiled source spells it `1 / 0`)",
    "test.test_contextlib.TestExitStack.test_exit_exception_traceback":
        "compares a traceback's quoted source line with the test file's text `1/0` "
        "(decompiled source spells it `1 / 0`)",
    "test.test_coroutines.OriginTrackingTest.test_origin_tracking_warning":
        "compares a warning's quoted source lines with the test file's, comments included "
        "(`return corofn()  # comment in a1`)",
    "test.test_patma.TestTracing.test_unreachable_code":
        "traces the lines of `if False:` statements, which the compiler leaves only as line numbers "
        "of NOPs, with no code to decompile",
    "test.test_exceptions.PEP626Tests.test_lineno_in_finally_normal":
        "reads the line number of a `finally:` after an empty `try: pass`, statements that compile "
        "to line-number NOPs only (3.11+)",
}

# "test_x (test.mod.Class)" (3.8-3.10) or "test_x (test.mod.Class.test_x)" (3.11+)
TEST_ID = re.compile(r"^(?P<method>\w+) \((?P<owner>[\w.]+?)(?:\.(?P=method))?\)$")


def test_key(test):
    """"module.Class.method" of a unittest description, or the description itself."""
    found = TEST_ID.match(test)
    return "%s.%s" % (found.group("owner"), found.group("method")) if found else test


def source_reading_reason(test):
    """Why `test` (a unittest description) fails from any decompiled source, or None."""
    return SOURCE_READERS.get(test_key(test))
