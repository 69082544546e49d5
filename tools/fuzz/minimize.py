"""Shrink a failing program while it keeps failing the same way.

The program is edited as text at the places its syntax tree names (line and column ranges), so
the same code runs on Python 3.8, which has no ast.unparse. Each round proposes smaller variants,
largest cuts first:

  1. delete a statement (a block left empty gets `pass`), a decorator, an except clause,
     an else/finally block, a case;
  2. replace a compound statement (if, loop, try, with, def, class, match) by one of its blocks;
  3. replace an expression by one of its parts, a call by `f()`, a display by an empty one.

Variants this interpreter does not compile, or with dead code after a jump, are dropped; the rest are judged in batches by
`reproduces(sources) -> index of the first that still fails the same way, or None`
(one glassbox process per batch). The first that does becomes the program, and the rounds go on
until none does.
"""
import ast
import warnings

BATCH = 24
MAX_TRIES = 4000            # variants judged per program at most (a bound on time, never reached in practice)
BLOCK_FIELDS = ("body", "orelse", "finalbody")


JUMPS = (ast.Return, ast.Raise, ast.Break, ast.Continue)


def has_dead_code(source):
    """Whether a statement follows a return/raise/break/continue in its block: code the compiler
    drops or keeps depending on the version, which would let a variant fail for another reason
    under the same cause."""
    for node in ast.walk(ast.parse(source)):
        for block in blocks_of(node) if not isinstance(node, ast.Module) else [node.body]:
            if any(isinstance(statement, JUMPS) for statement in block[:-1]):
                return True
    return False


def compiles(source):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile(source, "<minimize>", "exec", dont_inherit=True)
        return True
    except (SyntaxError, ValueError, RecursionError, MemoryError, OverflowError):
        return False


# ------------------------------------------------------------ edits on lines

def replace_lines(lines, first, last, new_lines):
    """lines with lines first..last (1-based, inclusive) replaced."""
    return lines[:first - 1] + new_lines + lines[last:]


def dedented(lines, columns):
    return [line[columns:] if line[:columns].strip() == "" else line.lstrip() for line in lines]


def indent_of(line):
    return len(line) - len(line.lstrip(" "))


def text(lines):
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------ statements

def blocks_of(node):
    """The statement lists inside a compound statement (handlers and cases included)."""
    if not isinstance(node, ast.stmt):
        return []
    found = [getattr(node, field) for field in BLOCK_FIELDS if getattr(node, field, None)]
    for handler in getattr(node, "handlers", []):
        found.append(handler.body)
    for case in getattr(node, "cases", []):
        found.append(case.body)
    return found


def first_line(statement):
    """A statement's first line: its first decorator's, if it has any."""
    decorators = getattr(statement, "decorator_list", None)
    return decorators[0].lineno if decorators else statement.lineno


def statement_cuts(tree, lines):
    """Variants with one statement, decorator or clause deleted."""
    variants = []
    for node in ast.walk(tree):
        for block in blocks_of(node) if not isinstance(node, ast.Module) else [node.body]:
            for statement in block:
                if len(block) > 1:
                    variants.append(replace_lines(lines, first_line(statement), statement.end_lineno, []))
                elif not isinstance(statement, ast.Pass):
                    variants.append(replace_lines(lines, first_line(statement), statement.end_lineno,
                                                  [" " * statement.col_offset + "pass"]))
        for decorator in getattr(node, "decorator_list", []):
            variants.append(replace_lines(lines, decorator.lineno, decorator.end_lineno, []))
        variants += clause_cuts(node, lines)
    return variants


def clause_cuts(node, lines):
    """Variants without one except clause, case, or else/finally block (with its header line)."""
    variants = []
    if not isinstance(node, ast.stmt):
        return variants
    for clause in list(getattr(node, "handlers", [])) + list(getattr(node, "cases", [])):
        first = getattr(clause, "lineno", None) or clause.pattern.lineno
        variants.append(replace_lines(lines, first, clause.body[-1].end_lineno, []))
    for field in ("orelse", "finalbody"):
        block = getattr(node, field, None)
        if block:
            header = 0 if field == "orelse" and is_elif(node, lines) else 1    # the `else:` line
            variants.append(replace_lines(lines, block[0].lineno - header, block[-1].end_lineno, []))
    return variants


def is_elif(node, lines):
    orelse = node.orelse
    return len(orelse) == 1 and isinstance(orelse[0], ast.If) and lines[orelse[0].lineno - 1].lstrip().startswith(
        "elif")


def unwrap_cuts(tree, lines):
    """Variants with a compound statement replaced by one of its blocks, dedented."""
    variants = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Module) or not isinstance(node, ast.stmt):
            continue
        for block in blocks_of(node):
            columns = block[0].col_offset - node.col_offset
            if columns <= 0:
                continue
            body = dedented(lines[block[0].lineno - 1:block[-1].end_lineno], columns)
            variants.append(replace_lines(lines, first_line(node), node.end_lineno, body))
    return variants


# ------------------------------------------------------------ expressions

def inside_fstrings(tree):
    """Nodes inside f-strings, whose positions Python < 3.12 does not give reliably."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            found.update(id(child) for child in ast.walk(node) if child is not node)
    return found


def segment(lines, node):
    line = lines[node.lineno - 1].encode("utf-8")
    return line[node.col_offset:node.end_col_offset].decode("utf-8")


def replacements(node, lines):
    """Shorter texts that may stand for `node`."""
    found = []
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.expr) and getattr(child, "lineno", None) == node.lineno == child.end_lineno:
            part = segment(lines, child)
            found += [part, "(%s)" % part]
    if isinstance(node, ast.Call) and (node.args or node.keywords):
        found.append(segment(lines, node.func) + "()")
    if isinstance(node, (ast.List, ast.Tuple, ast.Dict, ast.Set)):
        found.append({ast.List: "[]", ast.Tuple: "()", ast.Dict: "{}", ast.Set: "[]"}[type(node)])
    found.append("x")
    return found


def expression_cuts(tree, lines):
    variants, skipped = [], inside_fstrings(tree)
    for node in ast.walk(tree):
        if not isinstance(node, ast.expr) or id(node) in skipped or node.lineno != node.end_lineno:
            continue
        if isinstance(getattr(node, "ctx", None), (ast.Store, ast.Del)):
            continue
        original = segment(lines, node)
        line = lines[node.lineno - 1].encode("utf-8")
        for replacement in replacements(node, lines):
            if len(replacement) < len(original):
                new_line = (line[:node.col_offset] + replacement.encode("utf-8") + line[node.end_col_offset:])
                variants.append(replace_lines(lines, node.lineno, node.lineno, [new_line.decode("utf-8")]))
    return variants


# ------------------------------------------------------------ the search

PHASES = (statement_cuts, unwrap_cuts, expression_cuts)


def variants_of(source, phase):
    lines = source.rstrip("\n").split("\n")
    seen, found = set(), []
    for variant in phase(ast.parse(source), lines):
        candidate = text(variant)
        if candidate not in seen and len(candidate) < len(source):
            seen.add(candidate)
            found.append(candidate)
    return sorted(found, key=len)


def first_reproducing(candidates, reproduces, budget):
    """The first candidate (that compiles) that still fails the same way, judged in batches; and the
    number judged."""
    judged = 0
    batch = []
    for candidate in candidates:
        if judged + len(batch) >= budget:
            break
        if not compiles(candidate) or has_dead_code(candidate):
            continue
        batch.append(candidate)
        if len(batch) == BATCH:
            found = reproduces(batch)
            judged += len(batch)
            if found is not None:
                return batch[found], judged
            batch = []
    if batch:
        found = reproduces(batch)
        judged += len(batch)
        if found is not None:
            return batch[found], judged
    return None, judged


def minimize(source, reproduces, max_tries=MAX_TRIES):
    """The smallest variant of `source` found that `reproduces` accepts (source itself if none)."""
    tries = 0
    progress = True
    while progress and tries < max_tries:
        progress = False
        for phase in PHASES:
            while tries < max_tries:
                found, judged = first_reproducing(variants_of(source, phase), reproduces, max_tries - tries)
                tries += judged
                if found is None:
                    break
                source, progress = found, True
    return source
