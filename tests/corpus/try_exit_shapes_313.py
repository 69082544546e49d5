# glassbox-corpus: min-python=3.8
"""Exits from try and with statements that 3.12-3.15 lay out without a jump (from CPython's
own test package: test_with's NonLocalFlowControlTestCase, test_grammar's test_raise,
test_exceptions' test_memory_error_subclasses):

- a `break` or `continue` ending a with body in `while True:`: it calls __exit__ and leaves,
  where the suppressing path goes on to the code after the with statement (never reached
  unless __exit__ suppresses); 3.12+ lay the code after the loop right after the break's
  __exit__ call, 3.10 copies the return after the loop into it;
- `return` inside such a with body, of a value and of a constant; a return after a with
  statement in a try body (3.14+ end the exception table's entry between its value and the
  RETURN_VALUE: the suppressing path's copy of it is split in two blocks);
- try statements whose body always raises, one after another: 3.13+ lay the next statement
  (a try) right after the clause's POP_EXCEPT, without a jump; also on one line each
  (`try: raise E`), and with `except E as name` and a loop after them.
"""


class Manager:
    """Logs enter/exit; suppresses an exception raised in its body while `budget` (a
    one-item list shared by the managers of one call) is above zero."""

    def __init__(self, log, budget):
        self.log = log
        self.budget = budget

    def __enter__(self):
        self.log.append("enter")
        return self

    def value(self, fail):
        if fail:
            raise OSError("failed")
        return len(self.log)

    def __exit__(self, kind, value, tb):
        self.log.append("exit " + (kind.__name__ if kind else "-"))
        if kind is not None and self.budget[0] > 0:
            self.budget[0] -= 1
            return True
        return False


def break_then_call(log, step, budget):
    total = 0
    while True:
        total += 1
        with Manager(log, budget):
            total += step
            break
        total += 100
    log.append(total)


def break_then_return(log, step, budget):
    total = 0
    while True:
        total += 1
        with Manager(log, budget):
            total += step
            break
        total += 100
    return total


def continue_then_call(log, step, budget):
    total = 0
    while True:
        total += 1
        if total > 2:
            break
        with Manager(log, budget):
            total += step
            continue
        total += 100
    log.append(total)


def return_from_with(log, step, budget):
    total = 0
    while True:
        total += 1
        with Manager(log, budget):
            total += step
            return total
        total += 100


def return_constant_from_with(log, step, budget):
    while True:
        with Manager(log, budget):
            log.append(len(log) + step)
            return "done"


def with_then_return_in_try(log, budget, fail):
    try:
        first = len(log)
        with Manager(log, budget) as manager:
            got, _ = manager.value(fail), first
        return got
    except OSError:
        return None


def one_line_raises():
    try: raise LookupError('first one')
    except LookupError: pass
    try: raise ArithmeticError
    except ArithmeticError: pass


def one_line_raises_logged(log):
    try: raise LookupError('first one')
    except LookupError: log.append("first")
    try: raise ArithmeticError
    except ArithmeticError: log.append("second")
    return log


def raising_tries(log):
    try:
        raise LookupError("first one")
    except LookupError:
        pass
    try:
        raise ArithmeticError
    except ArithmeticError:
        pass


def note(log, value):
    log.append(type(value).__name__)


def kept_exception_then_loop(log, rounds):
    class Special(LookupError):
        pass

    try:
        raise LookupError
    except LookupError as exc:
        kept = exc

    try:
        raise Special
    except Exception:
        pass

    for _ in range(rounds):
        try:
            raise LookupError
        except LookupError as exc:
            pass

        note(log, kept)


def run(f, *args):
    log = []
    try:
        result = f(log, *args)
    except Exception as e:
        result = "raised " + type(e).__name__
    return [result, log]


def checks():
    with_exits = [break_then_call, break_then_return, continue_then_call, return_from_with,
                  return_constant_from_with]
    out = {}
    for f in with_exits:
        # (a str step makes `total += step` raise: the suppressing path runs once)
        out[f.__name__] = [run(f, step, [budget]) for step in (10, "x") for budget in (0, 1)]
    out["with_then_return_in_try"] = [run(with_then_return_in_try, [budget], fail) for budget in (0, 1)
                                      for fail in (False, True)]
    out["one_line_raises"] = one_line_raises()
    out["one_line_raises_logged"] = one_line_raises_logged([])
    out["raising_tries"] = run(raising_tries)
    out["kept_exception_then_loop"] = [run(kept_exception_then_loop, n) for n in (0, 3)]
    return out
