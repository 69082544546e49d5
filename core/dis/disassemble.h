// Bytes in, disassembly out: the one entry point the command line and the C
// API share, so that both report a bad input the same way.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "support/python_version.h"

namespace glassbox {

enum class DisFormat { Json, Text };

struct DisInput {
    std::string_view file_label;           // names the input in the output ("file" in JSON)
    std::span<const std::uint8_t> bytes;
    bool is_pyc = true;                    // false: `marshal.dumps(code)` of `marshal_version`
    PythonVersion marshal_version;
};

struct DisResult {
    bool ok = false;     // false: the input could not be loaded, or its output would be too large
    std::string output;  // the disassembly; for JSON input that failed, the error record
    std::string error;   // when !ok: one line, "byte N: problem" for load errors
};

// LoadError and an oversized output become `error`; a DecodeError stays
// inside its code object's output. Other exceptions (std::bad_alloc) propagate.
DisResult disassemble(const DisInput& input, DisFormat format);

}  // namespace glassbox
