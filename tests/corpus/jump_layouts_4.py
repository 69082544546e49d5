# glassbox-corpus: min-python=3.8
"""An if body that is a try statement whose body returns: only its except clauses go on, to
the code after the if, through the jump over the else (3.11 lays that jump before the
handler's cleanup, 3.12+ after all the code). Shapes of the standard library (ftplib
FTP.cwd, xmlrpc.server decode_request_content)."""


class Remote:
    def __init__(self):
        self.sent = []

    def command(self, text):
        if text.startswith("CDUP") and "fail" in self.sent:
            raise LookupError("500 no")
        if text.startswith("CDUP") and "odd" in self.sent:
            raise LookupError("550 odd")
        self.sent.append(text)
        return "ok " + text


def change_dir(remote, dirname):
    if dirname == "..":
        try:
            return remote.command("CDUP")
        except LookupError as msg:
            if msg.args[0][:3] != "500":
                raise
    elif dirname == "":
        dirname = "."
    cmd = "CWD " + dirname
    return remote.command(cmd)


def decode_content(encoding, data, log):
    if encoding == "identity":
        return data
    if encoding == "gzip":
        try:
            return data[::-1] if data else int(data)
        except TypeError:
            log.append(501)
        except ValueError:
            log.append(400)
    else:
        log.append(("unsupported", encoding))
    log.append("length 0")
    log.append("end")


def take_action(value, default, conflicts, seen, log):
    seen.add(value)
    if value is not default:
        for conflict in conflicts:
            if conflict in seen:
                raise LookupError("not allowed with %s" % conflict)
    if value is not None:
        log.append(value)


def copy_attributes(names, log):
    try:
        listed = list(names)
    except TypeError as e:
        if "iterable" not in str(e):
            raise
        return
    for name in listed:
        try:
            log.append(name + 1)
        except TypeError as e:
            if "str" not in str(e):
                raise


def catch(f, *args):
    try:
        return f(*args)
    except Exception as e:
        return type(e).__name__ + ": " + str(e)


def checks():
    remote = Remote()
    results = [catch(change_dir, remote, d) for d in ("..", "", "x")]
    remote.sent.append("fail")
    results.append(catch(change_dir, remote, ".."))
    remote.sent.append("odd")
    results.append(catch(change_dir, remote, ".."))
    log = []
    return {
        "change_dir": results + [remote.sent],
        "take_action": [catch(take_action, v, 0, ["b"], {"a"}, log) for v in (0, 1, None)] +
                       [catch(take_action, 1, 0, ["b"], {"b"}, log)],
        "copy_attributes": [catch(copy_attributes, n, log) for n in (5, [1, 2], ["x", 3], [None])] + [log],
        "decode_content": [catch(decode_content, e, d, log) for e in ("identity", "gzip", "zip")
                           for d in ("ab", "", None)] + [log],
    }
