// Bytes in, decompiled source out: the one entry point the command line and
// the C API share, so that both load, refuse and report an input the same way.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <string>

#include "decompile/decompile.h"
#include "support/python_version.h"

namespace glassbox {

// What the code object is: a module (what a .pyc holds) or one function.
enum class DecompileTarget { Module, Function };

struct DecompileInput {
    std::span<const std::uint8_t> bytes;
    bool is_pyc = true;               // false: `marshal.dumps(code)` of `marshal_version`
    PythonVersion marshal_version;
    DecompileTarget target = DecompileTarget::Module;
    DecompileOptions options;
};

struct DecompileOutcome {
    enum class Status { Ok, LoadFailed, DecompileFailed };
    Status status = Status::LoadFailed;
    DecompiledSource output;                       // Ok
    std::string load_error;                        // LoadFailed: "byte N: problem", one printable line
    std::optional<DecompileError> decompile_error; // DecompileFailed
};

// A LoadError or a DecompileError becomes the outcome; anything else (std::bad_alloc,
// an error the decompiler's contract does not name) propagates to the caller.
DecompileOutcome decompile_bytes(const DecompileInput& input);

// `text` with control characters escaped as \xNN, so that it fits on one line of
// a terminal or a log. Printable UTF-8 (a non-ASCII identifier) is kept.
std::string without_control_characters(std::string_view text);

}  // namespace glassbox
