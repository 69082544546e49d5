// A human-readable disassembly in the layout of `python -m dis` (3.12's):
// line number where a line starts, ">>" at jump targets, offset, opname,
// argument and its meaning in parentheses, then the exception table; nested
// code objects follow, each under a "Disassembly of <code object ...>:" line.
// Jumps read "to OFFSET" in every version (3.13's dis prints labels instead);
// a constant's repr is cut short with "..." past 1 MiB.
#pragma once

#include <cstddef>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

#include "load/load.h"

namespace glassbox {

inline constexpr std::size_t kDefaultTextSizeLimit = std::size_t(256) << 20;

// Thrown when a disassembly grows past its size limit (shared marshal
// references can make a few bytes of input denote an enormous output).
class TextSizeLimitError : public std::runtime_error {
public:
    explicit TextSizeLimitError(std::size_t limit)
        : std::runtime_error("output would exceed " + std::to_string(limit) + " bytes") {}
};

// One code object and, recursively, those nested in its constants. A
// DecodeError is reported in place of that code object's instructions.
std::string code_text(const std::shared_ptr<const CodeObject>& code, std::size_t size_limit = kDefaultTextSizeLimit);

// A whole input, opened by a comment line naming the file and its version.
std::string pyc_text(std::string_view file_label, const LoadedPyc& pyc, std::size_t size_limit = kDefaultTextSizeLimit);
std::string marshal_text(std::string_view file_label, const std::shared_ptr<const CodeObject>& code,
                         std::size_t size_limit = kDefaultTextSizeLimit);

}  // namespace glassbox
