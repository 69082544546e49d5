// `x or 2 or v`, `not 'a' and f`, `(True or g) in h`: an operand whose constant decides a boolean
// operation makes the ones after it dead. The compiler's optimizer drops their code (the
// constant's jump is folded away), but the code generator has already added their names to
// co_names, where no instruction loads them. Source without the dead operands loses the names
// (or moves the ones after them); semantics aside, the constant alone is the same expression.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "lift/lifter.h"
#include "load/code_object.h"
#include "normalize/normalize.h"

namespace glassbox {

// Per LOAD_CONST offset, the names of co_names no instruction uses that the code generator met
// right after that constant: each run of unused names sits between the first loads of the
// names around it in co_names, and goes to the first constant load there whose truth is plain
// and whose value an ordinary operation consumes (not an f-string's part, an import's level, a
// qualified name, the implicit `return None`). Runs with no such constant are left alone.
std::map<std::uint32_t, DeadOperands> dead_operands(const CodeObject& code,
                                                    const std::vector<NormalizedInstruction>& instructions);

}  // namespace glassbox
