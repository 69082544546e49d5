# glassbox-corpus: min-python=3.8
"""An except clause holding a try statement whose body returns, with more of the clause after
that statement (cmd.Cmd.do_help's shape): the return runs the clause's POP_EXCEPT and leaves,
and reads like the copy of the code after the statement that 3.12+ put where a clause falls off
its end; it is the source's return, which skips the rest of the clause."""

written = []


class Helper:
    def __init__(self, docs):
        self.docs = docs

    def lookup(self, name):
        return self.docs[name]


def describe(helper, arg):
    try:
        found = helper.lookup("help_" + arg)
    except KeyError:
        try:
            doc = helper.lookup("do_" + arg)
            if doc:
                written.append(doc)
                return
        except KeyError:
            pass
        written.append("no help on " + arg)
        return
    written.append(found())


def describe_if(helper, arg):
    if arg:
        try:
            found = helper.lookup("help_" + arg)
        except KeyError:
            try:
                if helper.lookup("do_" + arg):
                    return "documented"
            except KeyError:
                pass
            written.append("nothing for " + arg)
            return "missing"
        return found()
    else:
        return "topics"


def nested_last(helper, arg):
    # (the nested statement ends the clause: its body's if falls off into the clause's end,
    # which 3.12+ copy, with the code after the statement)
    try:
        found = helper.lookup("help_" + arg)
    except KeyError:
        try:
            if helper.lookup("do_" + arg):
                written.append("doc of " + arg)
        except KeyError:
            pass
    else:
        written.append(found())
    return len(written)


def checks():
    del written[:]
    helper = Helper({"help_a": lambda: "help for a", "do_b": "doc of b", "do_c": ""})
    results = []
    for arg in ("a", "b", "c", "d"):
        results.append(describe(helper, arg))
        results.append(describe_if(helper, arg))
        results.append(nested_last(helper, arg))
    results.append(describe_if(helper, ""))
    return [results, list(written)]
