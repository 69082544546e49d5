#!/usr/bin/env python3
"""Generate core/decode/tables/opcodes_X_Y.inc from the running interpreter's own
`opcode` and `dis` modules, so that glassbox's decoder reproduces dis.get_instructions.

Run from any directory, once per interpreter (3.8+):
  pythonX.Y tools/gen_opcode_tables.py              write the table for X.Y
  pythonX.Y tools/gen_opcode_tables.py --check      exit 1 with a diff if the committed table differs
  pythonX.Y tools/gen_opcode_tables.py --json       print the table as JSON
  pythonX.Y tools/gen_opcode_tables.py --self-test  decode every opcode with the table, compare with dis
"""
import argparse
import difflib
import dis
import inspect
import json
import opcode
import os
import sys

# What each version's Lib/dis.py does in code rather than data (read from its source, not guessed).
# A version missing here has not been read yet: read its dis.py, add a row, run --self-test.
#   jump_unit:         bytes per jump-argument unit (3.10 made jumps count code units)
#   jump_skips_caches: dis adds 2 * caches to relative targets
#   compare_shift:     dis resolves cmp_op[arg >> shift] (low bits: 3.12 mask, 3.13 bool flag)
#   name_shift:        dis resolves names[arg >> shift] (low bits: push-NULL / method / class flags)
#   local_pairs:       ops dis decodes as two locals (arg >> 4, arg & 15)
_NAME_SHIFT_311 = {'LOAD_GLOBAL': 1}
_NAME_SHIFT_312 = {'LOAD_GLOBAL': 1, 'LOAD_ATTR': 1, 'LOAD_SUPER_ATTR': 2}
_NAME_SHIFT_315 = dict(_NAME_SHIFT_312, IMPORT_NAME=2)  # IMPORT_NAME's low bits: lazy/eager import
_PAIRS_313 = ('LOAD_FAST_LOAD_FAST', 'STORE_FAST_LOAD_FAST', 'STORE_FAST_STORE_FAST')
_PAIRS_314 = _PAIRS_313 + ('LOAD_FAST_BORROW_LOAD_FAST_BORROW',)
RULES = {  # (major, minor): (jump_unit, jump_skips_caches, compare_shift, name_shift, local_pairs)
    (3, 8): (1, False, 0, {}, ()),
    (3, 9): (1, False, 0, {}, ()),
    (3, 10): (2, False, 0, {}, ()),
    (3, 11): (2, False, 0, _NAME_SHIFT_311, ()),
    (3, 12): (2, True, 4, _NAME_SHIFT_312, ()),
    (3, 13): (2, True, 5, _NAME_SHIFT_312, _PAIRS_313),
    (3, 14): (2, True, 5, _NAME_SHIFT_312, _PAIRS_314),  # _is_backward_jump adds END_ASYNC_FOR
    (3, 15): (2, True, 5, _NAME_SHIFT_315, _PAIRS_314),
}

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VERSION = sys.version_info[:2]
OUT_PATH = os.path.join(REPO, 'core', 'decode', 'tables', 'opcodes_%d_%d.inc' % VERSION)
INSTRUMENTED = 'INSTRUMENTED_'


def _ops(name):
    return set(getattr(opcode, name, ()))


def build_table():
    if VERSION not in RULES:
        sys.exit('gen_opcode_tables: no RULES row for %d.%d: read its dis.py and add one' % VERSION)
    jump_unit, skips_caches, compare_shift, name_shift, local_pairs = RULES[VERSION]
    # dis names specialized opcodes (3.11+) in _all_opname and maps them to their base with _deoptop;
    # it classifies an instruction by that base, so we do too.
    all_opname = getattr(dis, '_all_opname', opcode.opname)
    deopt = getattr(dis, '_deoptop', lambda op: op)
    is_backward = getattr(dis, '_is_backward_jump', lambda op: False)  # <=3.10: no backward jumps
    has_arg = _ops('hasarg') if hasattr(opcode, 'hasarg') else set(range(opcode.HAVE_ARGUMENT, 256))
    jrel, jabs = _ops('hasjrel'), _ops('hasjabs')
    # A list by opcode (3.11, 3.12), then a mapping by name (a dict; 3.15 a frozendict, not a dict subclass).
    cache_sizes = getattr(opcode, '_inline_cache_entries', None)

    def arg_kind(deop):  # in dis's own order of tests
        name = all_opname[deop]
        if deop not in has_arg:
            return 'None'
        if deop in _ops('hasconst'):
            return 'Const'
        if deop in _ops('hasname'):
            return 'Name'
        if deop in jrel | jabs | _ops('hasjump') | _ops('hasexc'):
            return 'Jump'
        if name in local_pairs:
            return 'LocalPair'
        if deop in _ops('haslocal'):
            return 'Local'
        if deop in _ops('hasfree'):
            return 'Free'
        if deop in _ops('hascompare'):
            return 'Compare'
        return {'BINARY_OP': 'BinaryOp', 'CALL_INTRINSIC_1': 'Intrinsic1',
                'CALL_INTRINSIC_2': 'Intrinsic2', 'LOAD_COMMON_CONSTANT': 'CommonConstant',
                'LOAD_SPECIAL': 'SpecialMethod'}.get(name, 'Raw')

    def jump_kind(deop):
        if deop in jabs:
            return 'Absolute'
        if deop in jrel:
            return 'Backward' if is_backward(deop) else 'Forward'
        return 'None'

    def caches(deop):
        if cache_sizes is None:
            return 0
        if isinstance(cache_sizes, list):
            return cache_sizes[deop]
        return cache_sizes.get(all_opname[deop], 0)

    ops = []
    for op in range(256):
        name, deop = all_opname[op], deopt(op)
        kind = arg_kind(deop)
        if kind == 'Jump' and jump_kind(deop) == 'None':
            sys.exit('gen_opcode_tables: %s jumps, but neither relatively nor absolutely' % name)
        # dis does not deoptimize instrumented ops (3.12+), so their arg, jump and caches are what dis
        # says of them; only base_opcode names the op they instrument. They never occur in co_code.
        base = deop
        if name.startswith(INSTRUMENTED):
            base = opcode.opmap.get(name[len(INSTRUMENTED):], op)
        ops.append({'name': name, 'defined': not name.startswith('<'), 'arg': kind,
                    'arg_shift': name_shift.get(all_opname[deop], 0) if kind == 'Name' else 0,
                    'jump': jump_kind(deop), 'cache_entries': caches(deop), 'base_opcode': base})
    return {'version': list(VERSION), 'generated_from': sys.version.split()[0],
            'extended_arg': opcode.EXTENDED_ARG, 'jump_unit': jump_unit,
            'jump_skips_caches': skips_caches, 'compare_shift': compare_shift,
            'compare_ops': list(opcode.cmp_op),
            'binary_ops': [symbol for _, symbol in getattr(opcode, '_nb_ops', ())],
            'intrinsic1': list(getattr(opcode, '_intrinsic_1_descs', ())),
            'intrinsic2': list(getattr(opcode, '_intrinsic_2_descs', ())),
            'common_constants': [source_spelling(c) for c in getattr(opcode, '_common_constants', ())],
            'special_methods': list(getattr(dis, '_special_method_names', ())), 'ops': ops}


def source_spelling(value):
    """How source code names a LOAD_COMMON_CONSTANT value: a builtin by name, a literal by repr."""
    return value.__name__ if callable(value) else repr(value)


def c_string(text):
    # Octal escapes stop after three digits, so they never swallow the character that follows.
    return '"%s"' % ''.join('\\' + c if c in '"\\' else
                            c if c.isascii() and c.isprintable() else
                            ''.join('\\%03o' % b for b in c.encode()) for c in text)


def render(table):
    ns = 'py%d_%d' % VERSION
    lines = ['// Generated by tools/gen_opcode_tables.py from Python %s (its opcode and dis modules).'
             ' Do not edit.' % table['generated_from'],
             '// Regenerate: python%d.%d tools/gen_opcode_tables.py' % VERSION,
             'namespace glassbox::tables::%s {' % ns, '']
    spans = {}
    for key, array in (('compare_ops', 'kCompareOps'), ('binary_ops', 'kBinaryOps'),
                       ('intrinsic1', 'kIntrinsic1'), ('intrinsic2', 'kIntrinsic2'),
                       ('common_constants', 'kCommonConstants'), ('special_methods', 'kSpecialMethods')):
        if not table[key]:  # a zero-length array is ill-formed; an empty span says the same
            spans[key] = '{}'
            continue
        spans[key] = array
        lines.append('inline constexpr const char* %s[] = {' % array)
        lines += ['    %s,' % c_string(s) for s in table[key]]
        lines += ['};', '']
    lines.append('inline constexpr OpcodeInfo kOps[256] = {')
    for op, info in enumerate(table['ops']):
        lines.append('    {%s, %s, ArgKind::%s, %d, JumpKind::%s, %d, %d},  // %d' % (
            c_string(info['name']), str(info['defined']).lower(), info['arg'], info['arg_shift'],
            info['jump'], info['cache_entries'], info['base_opcode'], op))
    lines += ['};', '', 'inline constexpr OpcodeTable kTable{',
              '    .version = {%d, %d},' % VERSION,
              '    .generated_from = %s,' % c_string(table['generated_from']),
              '    .extended_arg = %d,' % table['extended_arg'],
              '    .jump_unit = %d,' % table['jump_unit'],
              '    .jump_skips_caches = %s,' % str(table['jump_skips_caches']).lower(),
              '    .compare_shift = %d,' % table['compare_shift']]
    lines += ['    .%s = %s,' % (key, spans[key]) for key in spans]
    lines += ['    .ops = kOps,', '};', '', '}  // namespace glassbox::tables::%s' % ns, '']
    return '\n'.join(lines)


# dis interprets these arguments through objects or lists the table does not carry (FORMAT_VALUE's
# (converter, flag) pair, CONVERT_VALUE's converter, 3.14+ LOAD_SPECIAL's method names and
# LOAD_COMMON_CONSTANT's builtins); the decoder interprets them by name, so the self-test compares only
# their name, raw argument and length, and accepts dis rejecting arguments the compiler never emits.
DIS_ONLY_ARGS = {'FORMAT_VALUE', 'CONVERT_VALUE', 'LOAD_SPECIAL', 'LOAD_COMMON_CONSTANT'}
LABELLED_ARGS = {'BinaryOp': 'binary_ops', 'Intrinsic1': 'intrinsic1', 'Intrinsic2': 'intrinsic2',
                 'SpecialMethod': 'special_methods'}


def decode_with_table(table, code, consts, names, local_names, cell_names):
    """What our decoder will compute for a lone instruction: (name, arg, argval, argrepr, next offset).
    argrepr is only given where the table holds it (binary operators, intrinsics)."""
    info = table['ops'][code[0]]
    kind, caches = info['arg'], info['cache_entries']
    if kind == 'None':
        return info['name'], None, None, None, 2 + 2 * caches
    arg, unit = code[1], table['jump_unit']
    skip = 2 * caches if table['jump_skips_caches'] else 0
    argval = {
        'Const': lambda: consts[arg],
        'Name': lambda: names[arg >> info['arg_shift']],
        'Local': lambda: local_names[arg],
        'LocalPair': lambda: (local_names[arg >> 4], local_names[arg & 15]),
        'Free': lambda: cell_names[arg],
        'Compare': lambda: table['compare_ops'][arg >> table['compare_shift']],
        'Jump': lambda: {'Absolute': arg * unit, 'Forward': 2 + arg * unit + skip,
                         'Backward': 2 - arg * unit + skip}[info['jump']],
    }.get(kind, lambda: arg)()
    argrepr = table[LABELLED_ARGS[kind]][arg] if kind in LABELLED_ARGS else None
    return info['name'], arg, argval, argrepr, 2 + 2 * caches


def decode_with_dis(code, consts, names, local_names, cell_names):
    # dis's private per-bytecode entry point: a code object would deoptimize specialized opcodes.
    params = inspect.signature(dis._get_instructions_bytes).parameters
    if 'arg_resolver' in params:  # 3.13+: argument resolution lives in ArgResolver
        resolver = dis.ArgResolver(co_consts=consts, names=names, labels_map=dis._make_labels_map(code),
                                   varname_from_oparg=local_names.__getitem__)
        found = list(dis._get_instructions_bytes(code, arg_resolver=resolver))
    elif 'varname_from_oparg' in params:  # 3.11, 3.12
        found = list(dis._get_instructions_bytes(code, local_names.__getitem__, names, consts))
    else:
        found = list(dis._get_instructions_bytes(code, local_names, names, consts, cell_names))
    first = found[0]
    return first.opname, first.arg, first.argval, first.argrepr, found[1].offset


def agree(ours, theirs):
    if isinstance(theirs, str) and not isinstance(ours, str) and ours[0] in DIS_ONLY_ARGS:
        return True  # dis rejects an argument the compiler never emits; the decoder will too
    if isinstance(ours, str) or isinstance(theirs, str):  # an error message: both must have failed
        return isinstance(ours, str) and isinstance(theirs, str)
    name, arg, argval, argrepr, next_offset = ours
    # 3.11's dis leaves KW_NAMES's constant UNKNOWN; the table still calls it a constant.
    if name in DIS_ONLY_ARGS or theirs[2] is getattr(dis, 'UNKNOWN', None):
        argval = theirs[2]
    return (name, arg, argval, theirs[3] if argrepr is None else argrepr, next_offset) == theirs


def self_test(table):
    # 3.11+ numbers cells and locals in one space; before, cells had their own list.
    params = inspect.signature(dis._get_instructions_bytes).parameters
    unified = 'varname_from_oparg' in params or 'arg_resolver' in params
    consts = tuple('k%d' % i for i in range(256))
    names = tuple('n%d' % i for i in range(256))
    local_names = tuple('v%d' % i for i in range(256))
    cell_names = local_names if unified else tuple('c%d' % i for i in range(256))
    context = (consts, names, local_names, cell_names)
    nop, failures, checked = opcode.opmap['NOP'], 0, 0
    for op in range(256):
        caches = table['ops'][op]['cache_entries']
        for arg in (1, 5, 37):  # tells shifts 0/1/2 and 4/5 apart, and the two halves of a pair
            code = bytes([op, arg] + [0, 0] * caches + [nop, 0])
            outcomes = []
            for decode in (lambda: decode_with_table(table, code, *context),
                           lambda: decode_with_dis(code, *context)):
                try:
                    outcomes.append(decode())
                except (IndexError, KeyError, AssertionError, ValueError) as error:
                    outcomes.append('error: %s' % type(error).__name__)
            checked += 1
            if not agree(*outcomes):
                failures += 1
                print('opcode %d arg %d: table %r, dis %r' % (op, arg, outcomes[0], outcomes[1]))
    print('%s: %d checks, %d failures' % (sys.version.split()[0], checked, failures))
    return 1 if failures else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument('--check', action='store_true', help='fail with a diff if the committed file differs')
    mode.add_argument('--json', action='store_true', help='print the table as JSON')
    mode.add_argument('--self-test', action='store_true', help='compare the table with dis, opcode by opcode')
    args = parser.parse_args()
    table = build_table()
    if args.json:
        print(json.dumps(table, indent=1))
        return 0
    if args.self_test:
        return self_test(table)
    text = render(table)
    if args.check:
        committed = open(OUT_PATH, encoding='utf-8').read() if os.path.exists(OUT_PATH) else ''
        if committed == text:
            return 0
        sys.stdout.writelines(difflib.unified_diff(committed.splitlines(True), text.splitlines(True),
                                                   OUT_PATH + ' (committed)', OUT_PATH + ' (regenerated)'))
        return 1
    with open(OUT_PATH, 'w', encoding='utf-8', newline='\n') as out:
        out.write(text)
    print('wrote', os.path.relpath(OUT_PATH))
    return 0


if __name__ == '__main__':
    sys.exit(main())
