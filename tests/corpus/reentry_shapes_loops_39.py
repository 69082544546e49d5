# glassbox-corpus: min-python=3.8
"""A `while True:` whose body ends `if c: f() / else: return x`, beside a break to the return
after the loop: the else's return is laid out after the jump back, which ≤3.9 keep, dead,
after it too (the end of the body, so the return is no code after the loop). (3.10+ print
the else as `continue` then the return: the same behaviour, other jumps.) Patterns from the
standard library (_pyio)."""


def read_line(chunks, universal):
    line = ""
    while True:
        if universal:
            if line.find("\n") == -1:
                line = line.replace("\r", "\n")
            else:
                break
        if chunks:
            line += chunks.pop(0)
        else:
            return "eof:" + line
    return line


def checks():
    return {"lines": [read_line(list(c), u) for c in (["ab", "c\rd", "e"], ["x"], []) for u in (False, True)]}
