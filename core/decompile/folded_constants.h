// 3.14+ folds constant expressions (`'-' * 70`, `128 * 1024`, `'a' + 'b'`) in its flow-graph
// optimizer, after code generation added their operands to co_consts. So a folded value comes
// after every constant the code generator added, and the first constant stays even when a fold
// left it unused (it may be a docstring, the compiler assumes). A literal printed for a folded
// value would take its place among the generator's constants; printed as an expression the
// compiler folds again, it takes its place at the end, and its first operand can be the
// constant that stayed first.
#pragma once

#include <unordered_map>

#include "ast/ast.h"
#include "decode/decode.h"

namespace glassbox {

// The constants of `decoded` whose place in co_consts says they were folded, each with an
// expression that folds to it; empty before 3.14.
using FoldedConstants = std::unordered_map<const Object*, ast::ExprPtr>;
FoldedConstants folded_constants(const DecodedCode& decoded);

// None is the last constant the code generator added: the code's end, the implicit `return
// None`, added it, and no `return` (or other None) before it in the source. So where 3.10+
// copied that end into a branch, the source had no `return` there: the branch fell through to
// the end (an if/else, not an early return).
bool none_added_last(const DecodedCode& decoded);

// 3.14+: co_consts[0] when nothing uses it and it is no docstring (null otherwise). The
// compiler keeps the first constant it added even when its optimizer made it unused (it may be
// a docstring, it assumes): a test it folded (`if __debug__:`, `while True:`, `if 0:`), a fold's
// operand. Source whose first constant is that value gives the same co_consts.
ObjectPtr unused_first_constant(const DecodedCode& decoded);

}  // namespace glassbox
