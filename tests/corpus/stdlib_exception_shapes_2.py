# glassbox-corpus: min-python=3.8
"""More try/except shapes of the standard library: a try/except/else inside an if whose
code after is a return (nntplib.NNTP.getcapabilities, which 3.12+ copies into the except
clause); written to be called with values that take every path."""


class PermanentError(Exception):
    pass


class Server:
    def __init__(self, caps, fail):
        self._caps = None
        self.caps = caps
        self.fail = fail
        self.nntp_version = 0
        self.nntp_implementation = "?"

    def capabilities(self):
        if self.fail:
            raise PermanentError("no CAPABILITIES")
        return "101", self.caps

    def getcapabilities(self):
        if self._caps is None:
            self.nntp_version = 1
            self.nntp_implementation = None
            try:
                resp, caps = self.capabilities()
            except (PermanentError, KeyError):
                self._caps = {}
            else:
                self._caps = caps
                if "VERSION" in caps:
                    self.nntp_version = max(map(int, caps["VERSION"]))
                if "IMPLEMENTATION" in caps:
                    self.nntp_implementation = " ".join(caps["IMPLEMENTATION"])
        return self._caps


def checks():
    out = {}
    for caps, fail in (({"VERSION": ["2", "3"], "IMPLEMENTATION": ["INN", "2.6"]}, False),
                       ({"VERSION": ["1"]}, False), ({}, True)):
        server = Server(caps, fail)
        first = server.getcapabilities()
        again = server.getcapabilities()
        out[repr(sorted(caps)) + str(fail)] = [sorted(first), first is again, server.nntp_version,
                                               server.nntp_implementation]
    return out
