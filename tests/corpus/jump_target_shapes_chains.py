# glassbox-corpus: min-python=3.10
"""`if not a < x < b: continue` in a loop body: the chain's failing test runs its cleanup
(POP_TOP) into a jump back of its own, laid out before the rest of the body; `if a < x < b:
rest` ending the body jumps to the jump back after the rest (random.Random.gammavariate).
(≤3.9 lay the chain out otherwise: glassbox reads it as `if a < x < b: rest` there.)"""


def chain_continue(values):
    out = []
    for u in values:
        if not 0.1 < u < 0.9:
            continue
        out.append(round(1.0 - u, 3))
    return out


def chain_continue_while(values):
    out = []
    i = 0
    while True:
        i += 1
        if i >= len(values):
            return out
        u = values[i]
        if not 0.1 < u < 0.9:
            continue
        v = 1.0 - u
        if v > 0.5:
            out.append(v)


def chain_rest(values):
    out = []
    for u in values:
        if 0.1 < u < 0.9:
            out.append(round(1.0 - u, 3))
    return out


def checks():
    return {
        "chain_continue": chain_continue([0.05, 0.2, 0.95, 0.5]),
        "chain_continue_while": chain_continue_while([0.05, 0.2, 0.95, 0.4, 0.7]),
        "chain_rest": chain_rest([0.05, 0.2, 0.95, 0.5]),
    }
