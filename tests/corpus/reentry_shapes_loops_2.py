# glassbox-corpus: min-python=3.8
"""A while loop (3.10-3.13 test it at the bottom too) in a `while True:` in a for loop, whose
`else: break` goes round the for loop: the bottom test's jump out is threaded to where that
break goes, past the jump the top test makes. The inner body's try ends in a break, its
except clause falls into the bottom test (3.12-3.13 do not rebuild that clause's end yet).
Patterns from the standard library (graphlib)."""


def find_cycle(graph):
    stack = []
    nexts = []
    seen = set()
    for node in sorted(graph):
        if node in seen:
            continue
        while True:
            if node in seen:
                if node in stack:
                    return stack[stack.index(node):] + [node]
            else:
                seen.add(node)
                nexts.append(iter(graph[node]).__next__)
                stack.append(node)
            while stack:
                try:
                    node = nexts[-1]()
                    break
                except StopIteration:
                    stack.pop()
                    nexts.pop()
            else:
                break
    return None


def checks():
    graphs = [{}, {1: [2], 2: [3], 3: []}, {1: [2], 2: [3], 3: [1]}, {1: [1]}, {1: [2, 3], 2: [], 3: [4], 4: [3]}]
    return {"cycles": [find_cycle(g) for g in graphs]}
