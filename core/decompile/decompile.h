// The decompiler's front door: a loaded code object of any version 3.8-3.15
// through normalize -> cfg -> lift -> structure -> print, into Python source
// that the same Python compiles back to the same program.
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "load/code_object.h"

namespace glassbox {

struct DecompileOptions {
    // Escape non-ASCII characters of str literals (see PrintOptions::ascii_only).
    bool ascii_only = true;
    // The bytecode may come from no compiler (TorchDynamo's): lift assigns values that the
    // code keeps on the stack across statements, copies or reorders to temporaries.
    bool generated = false;
    // Every function's control flow as a state machine (structure/flat_fallback.h), the last
    // resort otherwise kept for what the structure stage cannot rebuild: to test that resort.
    bool flat = false;
};

// A place where the output holds a marked fallback (ast::Unreconstructed, a
// statement that raises when reached) instead of the original code.
struct DecompileProblem {
    std::string code_name;    // qualname of the code object
    std::uint32_t offset = 0; // instruction offset in that code object
    std::string reason;
};

// A constant with no literal form, printed as a name the caller must bind.
struct ExternalConstantUse {
    std::string name;         // the name the source uses for it
    std::string code_name;    // qualname of the code object holding it
    int index = -1;           // its index in that code object's co_consts
};

struct DecompiledSource {
    std::string source;
    std::vector<DecompileProblem> problems;
    std::vector<ExternalConstantUse> external_constants;
};

// The decompiler refused the whole input (an error, not a fallback).
class DecompileError : public std::runtime_error {
public:
    DecompileError(std::string code_name, std::uint32_t offset, const std::string& reason)
        : std::runtime_error(code_name + ": offset " + std::to_string(offset) + ": " + reason),
          code_name_(std::move(code_name)), offset_(offset), reason_(reason) {}
    const std::string& code_name() const { return code_name_; }
    std::uint32_t offset() const { return offset_; }
    const std::string& reason() const { return reason_; }

private:
    std::string code_name_;
    std::uint32_t offset_;
    std::string reason_;
};

// A module's code object (what a .pyc holds) -> the module's source.
DecompiledSource decompile_module(std::shared_ptr<const CodeObject> code, const DecompileOptions& options = {});

// A function's code object -> `def name(signature):` and its body. Defaults,
// annotations and decorators live on the function object, not the code, so
// the signature has names only.
DecompiledSource decompile_function(std::shared_ptr<const CodeObject> code, const DecompileOptions& options = {});

}  // namespace glassbox
