// repr() of a loaded constant, for human-readable disassembly: what Python's
// repr would print for the same value, with two exceptions that have no
// interpreter behind them: a code object prints without an address
// (`<code object f at ..., file "m.py", line 3>`), and str follows
// python_str_repr's rule for non-ASCII text (support/python_repr.h).
#pragma once

#include <cstddef>
#include <string>

#include "load/object.h"

namespace glassbox {

// Marshal references let one object appear many times, so a tiny input can
// denote an enormous value; output stops after about `max_chars` characters
// and ends with "...".
std::string python_object_repr(const Object& object, std::size_t max_chars = std::size_t(1) << 20);

// `<code object NAME at ..., file "FILENAME", line N>`.
std::string python_code_repr(const CodeObject& code);

}  // namespace glassbox
