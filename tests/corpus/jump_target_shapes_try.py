# glassbox-corpus: min-python=3.12
"""`while True:` whose body is a try statement that breaks out when it succeeds (the shape of
test_interpreters' recv loops): the code after the loop follows the break, which needs no
jump, and an except clause falling off the statement jumps to the body's end, a lone jump back
laid out after the handlers. A `continue` ending the clause jumps back itself: then the code
after the statement is inside the loop. (3.10-3.11 lay an explicit `continue` out otherwise.)"""


class Source:
    def __init__(self, fails):
        self.fails = fails
        self.calls = 0

    def recv(self):
        self.calls += 1
        if self.calls <= self.fails:
            raise LookupError(self.calls)
        return self.calls * 10


def receive(source, log):
    while True:
        try:
            obj = source.recv()
            break
        except LookupError as e:
            log.append(str(e))
    log.append(obj)
    return log


def receive_else(source, log):
    depth = 1
    while True:
        try:
            source.recv()
        except LookupError:
            depth += 1
        else:
            break
    log.append(depth)


def receive_continue(source, log):
    while True:
        try:
            obj = source.recv()
        except LookupError:
            log.append("retry")
            continue
        log.append(obj)
        return log


def checks():
    log_else = []
    receive_else(Source(3), log_else)
    return {
        "receive": [receive(Source(2), []), receive(Source(0), [])],
        "receive_else": log_else,
        "receive_continue": [receive_continue(Source(1), []), receive_continue(Source(0), [])],
    }
