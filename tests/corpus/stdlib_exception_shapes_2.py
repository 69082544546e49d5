# glassbox-corpus: min-python=3.8
"""More try/except shapes of the standard library: a try/except/else inside an if whose
code after is a return (nntplib.NNTP.getcapabilities, which 3.12+ copies into the except
clause), a try/except inside an except clause (test.support.get_pagesize); written to be called with values that take every path."""


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


def sysconf(names, name):
    if name not in names:
        raise ValueError(name)
    return names[name]


def get_pagesize(names):
    # test.support.get_pagesize: a try/except inside an except clause, then the return
    # both reach (3.10 and 3.12+ copy it into each way out).
    try:
        page_size = sysconf(names, "SC_PAGESIZE")
    except (ValueError, AttributeError):
        try:
            page_size = sysconf(names, "SC_PAGE_SIZE")
        except (ValueError, AttributeError):
            page_size = 4096
    return page_size


def checks():
    out = {}
    for caps, fail in (({"VERSION": ["2", "3"], "IMPLEMENTATION": ["INN", "2.6"]}, False),
                       ({"VERSION": ["1"]}, False), ({}, True)):
        server = Server(caps, fail)
        first = server.getcapabilities()
        again = server.getcapabilities()
        out[repr(sorted(caps)) + str(fail)] = [sorted(first), first is again, server.nntp_version,
                                               server.nntp_implementation]
    out["pagesize"] = [get_pagesize({"SC_PAGESIZE": 1}), get_pagesize({"SC_PAGE_SIZE": 2}), get_pagesize({})]
    return out
