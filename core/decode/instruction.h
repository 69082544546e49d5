// One decoded instruction: data only. Resolving its argument against the code
// object (arguments.h) and formatting it (dis/) are separate jobs.
#pragma once

#include <cstdint>
#include <optional>

#include "decode/opcode_table.h"

namespace glassbox {

struct Instruction {
    std::uint32_t offset = 0;             // bytes from the start of co_code
    std::uint8_t opcode = 0;
    const OpcodeInfo* info = nullptr;     // name, argument kind, jump kind, caches
    std::optional<std::uint32_t> arg;     // EXTENDED_ARG prefixes folded in; none if the op takes no argument
    std::optional<std::uint32_t> jump_target;  // bytes, for jumps
    std::optional<int> line;              // source line of the range holding this instruction
    bool starts_line = false;             // as dis reports it for this version

    const char* name() const { return info->name; }
    // Bytes this instruction occupies with its inline caches.
    std::uint32_t size() const { return 2 + 2 * std::uint32_t(info->cache_entries); }
};

}  // namespace glassbox
