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

#include "decompile/folded_constants.h"
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

// The mirror image: `'' or x`, `1 and x` leave only x's code (3.10+ fold the constant's test
// away, VersionProfile::folds_constant_operands), but the code generator has already added the
// constant to co_consts, ahead of the constants it adds after it (a constant never loaded, or
// first loaded only after later ones are: out of its place). Each such deciding constant goes
// back before the first value loaded between the first loads of the constants around it in
// co_consts, as the operand that decides a boolean operation (`or` for a false one, `and` for
// a true one): per load offset, the constants to put before the value, outermost first.
// Constants structure or dead_else.cpp put back are left alone, and so are those met where
// names no instruction uses were, but for the dead operands `operands` puts back.
std::map<std::uint32_t, std::vector<DeadConstant>> dead_constants(const CodeObject& code,
                                                                  const NormalizedCode& normalized,
                                                                  const VersionProfile& profile,
                                                                  const ConstantLoads& loads,
                                                                  const std::map<std::uint32_t, DeadOperands>& operands);

}  // namespace glassbox
