// Stage "decode": a loaded code object's bytes into instructions, with jump
// targets, line numbers, positions and exception-table entries, exactly as the
// bytecode's own Python version's `dis` module reports them.
#pragma once

#include <memory>
#include <vector>

#include "decode/decode_error.h"
#include "decode/exception_table.h"
#include "decode/instruction.h"
#include "decode/line_table.h"
#include "decode/opcode_table.h"
#include "decode/version_profile.h"
#include "load/code_object.h"

namespace glassbox {

struct DecodedCode {
    std::shared_ptr<const CodeObject> code;
    const OpcodeTable* opcodes = nullptr;
    const VersionProfile* profile = nullptr;
    std::vector<Instruction> instructions;           // caches are not listed, as dis.get_instructions
    std::vector<LineRange> line_ranges;              // as code.co_lines()
    std::vector<SourcePosition> positions;           // per code unit, as code.co_positions() (3.11+; with options.positions)
    std::vector<ExceptionTableEntry> exception_table;  // 3.11+
};

// What decode fills in besides the instructions, their lines and the exception table.
struct DecodeOptions {
    // co_positions, one per code unit: dis reports them, the decompiler never reads them
    // (the table is still read and checked for the lines either way).
    bool positions = true;
};

// Throws DecodeError for a version glassbox has no tables for, or malformed tables.
DecodedCode decode(std::shared_ptr<const CodeObject> code, DecodeOptions options = {});

}  // namespace glassbox
