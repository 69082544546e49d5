// The 3.11+ exception table: which handler catches an exception raised in a range.
#pragma once

#include <cstdint>
#include <vector>

#include "load/code_object.h"

namespace glassbox {

struct ExceptionTableEntry {
    std::uint32_t start;    // bytes, inclusive
    std::uint32_t end;      // bytes, exclusive
    std::uint32_t target;   // bytes: the handler
    std::uint32_t depth;    // stack depth to unwind to
    bool lasti;             // push the offset of the raising instruction
    bool operator==(const ExceptionTableEntry&) const = default;
};

// Throws DecodeError when the table is malformed.
std::vector<ExceptionTableEntry> decode_exception_table(const CodeObject& code);

}  // namespace glassbox
