// Per-version opcode tables: the data each interpreter's own `opcode` and
// `dis` modules hold, generated into tables/opcodes_3_N.inc by
// tools/gen_opcode_tables.py. Nothing here is written by hand except the shape.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

#include "support/python_version.h"

namespace glassbox {

// How an instruction's argument is interpreted (what dis resolves it to).
enum class ArgKind : std::uint8_t {
    None,        // the instruction takes no argument (dis: arg is None)
    Raw,         // a plain number (counts, flags, oparg-encoded small values)
    Const,       // index into co_consts
    Name,        // index into co_names, shifted right by OpcodeInfo::arg_shift
    Local,       // index into the local variables (varnames / localsplus)
    LocalPair,   // two 4-bit local indexes: (arg >> 4, arg & 15)
    Free,        // cell/free variable (≤3.10: cellvars+freevars; 3.11+: localsplus)
    Compare,     // index into compare_ops, shifted right by OpcodeTable::compare_shift
    Jump,        // a jump target, see OpcodeInfo::jump
    BinaryOp,    // index into binary_ops (3.11+ BINARY_OP)
    Intrinsic1,  // index into intrinsic1 (3.12+ CALL_INTRINSIC_1)
    Intrinsic2,  // index into intrinsic2 (3.12+ CALL_INTRINSIC_2)
    CommonConstant,  // index into common_constants (3.14+ LOAD_COMMON_CONSTANT)
    SpecialMethod,   // index into special_methods (3.14+ LOAD_SPECIAL)
};

enum class JumpKind : std::uint8_t {
    None,
    Forward,   // relative to the end of the instruction (and its caches, see jump_skips_caches)
    Backward,  // relative, counted backwards
    Absolute,  // from the start of the code
};

struct OpcodeInfo {
    const char* name;           // dis's name; "<N>" for an undefined opcode
    bool defined;               // false for gaps in the opcode space
    ArgKind arg;
    std::uint8_t arg_shift;     // for Name: dis uses names[arg >> arg_shift]
    JumpKind jump;
    std::uint8_t cache_entries; // inline cache code units following the instruction (3.11+)
    std::uint8_t base_opcode;   // the opcode a specialized/instrumented form stands for (itself otherwise)
};

struct OpcodeTable {
    PythonVersion version;
    const char* generated_from;     // full version of the interpreter the table was generated from
    std::uint8_t extended_arg;      // the EXTENDED_ARG opcode
    std::uint8_t jump_unit;         // bytes per unit of a jump argument: 1 (≤3.9) or 2
    bool jump_skips_caches;         // relative jumps count from after the inline caches (3.12+)
    std::uint8_t compare_shift;     // compare_ops[arg >> compare_shift]
    std::span<const char* const> compare_ops;
    std::span<const char* const> binary_ops;   // empty before 3.11
    std::span<const char* const> intrinsic1;   // empty before 3.12
    std::span<const char* const> intrinsic2;   // empty before 3.12
    // 3.14+: LOAD_COMMON_CONSTANT's values as source spells them (a builtin's name or a literal's repr).
    std::span<const char* const> common_constants;
    std::span<const char* const> special_methods;  // 3.14+: LOAD_SPECIAL's method names
    std::span<const OpcodeInfo> ops;           // 256 entries, indexed by opcode

    const OpcodeInfo& op(std::uint8_t opcode) const { return ops[opcode]; }
};

// The table for a bytecode version, or nullptr when glassbox has none for it.
const OpcodeTable* opcode_table_for(PythonVersion version);

}  // namespace glassbox
