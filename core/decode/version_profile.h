// What a bytecode version looks like apart from its opcodes: one row per
// version, the only place later stages learn about version differences.
#pragma once

#include <cstdint>

#include "support/python_version.h"

namespace glassbox {

enum class LineTableFormat {
    Lnotab,      // ≤3.9: co_lnotab byte/line increment pairs
    LineTable,   // 3.10: co_linetable (start delta, signed line delta; -128 = no line)
    Locations,   // 3.11+: the varint location table with columns
};

// When dis says an instruction "starts a line".
enum class LineStartRule {
    NewLine,          // ≤3.12: a range whose line is set and differs from the last set line
    AnyLineChange,    // 3.13+: a range whose line (None included) differs from the previous range's
};

// What a for loop's exit runs, at FOR_ITER's jump target.
enum class ForLoopExit {
    PopsIterator,        // ≤3.11: FOR_ITER pops the iterator itself and jumps past the loop
    EndForPopsTwo,       // 3.12: END_FOR pops the item and the iterator
    EndForThenPopTop,    // 3.13: END_FOR pops the item, POP_TOP the iterator
    EndForThenPopIter,   // 3.14+: END_FOR pops the item, POP_ITER the iterator
};

struct VersionProfile {
    PythonVersion version;
    LineTableFormat line_table;
    LineStartRule line_starts;
    bool has_exception_table;   // 3.11+: zero-cost exceptions; ≤3.10 uses SETUP_* block instructions
    bool localsplus_arguments;  // 3.11+: local/free opargs index localsplus; ≤3.10 free opargs index cellvars+freevars
    ForLoopExit for_loop_exit;
    std::uint8_t call_slots;       // stack entries below a call's arguments: callable (≤3.10), + Null/self (3.11+)
    std::uint8_t iterator_slots;   // stack entries of an iterator or SEND receiver: 1; 3.15: + its index or Null
    std::uint8_t exception_slots;  // stack entries of one exception: type, value, traceback (≤3.10); 1 (3.11+)
    bool qualname_on_stack;        // ≤3.10: MAKE_FUNCTION pops the function's qualname above its code
    bool match_success_flag;       // 3.10: MATCH_KEYS and MATCH_CLASS also push a success flag
    bool null_above_callable;      // 3.13+: a call's Null slot is pushed after the callable; 3.11-3.12: before it
    bool genexpr_gets_iterator;    // 3.15+: a generator expression's function takes the iterable and calls
                                   // GET_ITER itself; before: the caller passes the iterator
    bool forward_conditional_jumps;  // 3.12+: POP_JUMP_IF_* only jump forward (a JUMP_BACKWARD follows)
    bool has_return_const;         // 3.12-3.13: `return <constant>` is one RETURN_CONST; a LOAD_CONST and a
                                   // RETURN_VALUE return an expression's copy (`return 1 if c else f()`)
    bool folds_constants_late;     // 3.14+: constant expressions are folded after code generation, so their
                                   // values follow the generator's constants (decompile/folded_constants.h)
    bool keeps_first_constant;     // 3.12+: the optimizer drops the constants nothing loads, but co_consts[0]
                                   // (a docstring's slot, it assumes): a test it folded there stays
    bool tests_not_of_compare;     // 3.14+: `not (a in b)` as a test reverses the jumps of `a in b` (is alike);
                                   // ≤3.13's AST optimizer made it `a not in b`, another instruction
    bool folds_constant_operands;  // 3.10+: the optimizer folds away a constant's test in a boolean operation
                                   // used as a value (`'' or x`, `1 and x`: only x's code is left), after
                                   // the code generator added the constant; ≤3.9's peephole keeps it
    bool lays_handlers_out_last;   // 3.12+: exception handlers (cold code) follow all other code; ≤3.11 lay
                                   // them out where the code generator met them, after the try's body
};

// The profile of a version glassbox reads, or nullptr.
const VersionProfile* version_profile_for(PythonVersion version);

}  // namespace glassbox
