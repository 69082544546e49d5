# glassbox-corpus: min-python=3.14
"""fallback_shapes_314_3's loop ending in `if c: break` inside a try statement, with an except
clause: 3.11-3.13 rebuild it with another layout or exception table (another cause), 3.14
fell back for the unlisted test and back jump."""


def counter(limit):
    state = [0]

    def step():
        state[0] += 1
        return state[0]

    def done():
        return state[0] >= limit

    return step, done


def loop_in_except(limit, log):
    step, done = counter(limit)
    try:
        while True:
            log.append(step())
            if done():
                break
    except ValueError:
        log.append("except")
    return log


def checks():
    return {"loop_in_except": [loop_in_except(n, []) for n in (1, 3)]}
