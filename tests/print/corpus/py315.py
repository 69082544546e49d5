# glassbox-print-min-python: 3.15
# PEP 798: unpacking in comprehensions.
a = [*x for x in y], {*x for x in y}, (*x for x in y), {**d for d in ds}
b = [*x for x in y if x]


async def f():
    return {**d async for d in ds}, [*x async for x in y]
