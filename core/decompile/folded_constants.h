// 3.14+ folds constant expressions (`'-' * 70`, `128 * 1024`, `'a' + 'b'`) in its flow-graph
// optimizer, after code generation added their operands to co_consts. So a folded value comes
// after every constant the code generator added, and the first constant stays even when a fold
// left it unused (it may be a docstring, the compiler assumes). A literal printed for a folded
// value would take its place among the generator's constants; printed as an expression the
// compiler folds again, it takes its place at the end, and its first operand can be the
// constant that stayed first.
#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "ast/ast.h"
#include "decode/decode.h"

namespace glassbox {

// Where a 3.14+ code object loads its constants, which says where the code generator added
// them; empty before 3.14. Computed once per code object for the questions below.
struct ConstantLoads {
    static constexpr long kNever = -1;
    std::vector<long> first_load;   // per constant: the position of its first load outside cold code, or kNever
    std::vector<bool> loaded;       // loaded anywhere
    std::vector<bool> loaded_cold;  // loaded in cold code, where the generator put it the layout no longer says
    std::size_t tail = 0;           // where the constants folds may have appended begin
    std::vector<bool> late;         // loaded before a constant ahead of it in co_consts is
    // LOAD_SMALL_INT takes no constant, but the generator added one where it stands all the same.
    struct SmallIntLoad {
        long position;
        std::uint32_t value;
    };
    std::vector<SmallIntLoad> small_ints;  // in the order of the instructions

    bool small_int_loaded(std::uint32_t value, long before) const;  // loaded at a position before `before`
};
ConstantLoads constant_loads(const DecodedCode& decoded);

// The constants of `decoded` whose place in co_consts says they were folded, each with an
// expression that folds to it; empty before 3.14.
using FoldedConstants = std::unordered_map<const Object*, ast::ExprPtr>;
FoldedConstants folded_constants(const DecodedCode& decoded, const ConstantLoads& loads);

// None is the last constant the code generator added: the code's end, the implicit `return
// None`, added it, and no `return` (or other None) before it in the source. So where 3.10+
// copied that end into a branch, the source had no `return` there: the branch fell through to
// the end (an if/else, not an early return).
bool none_added_last(const DecodedCode& decoded, const ConstantLoads& loads);

// 3.14+ (3.12-3.13: of module code): co_consts[0] when nothing uses it and it is no docstring
// (null otherwise). The
// compiler keeps the first constant it added even when its optimizer made it unused (it may be
// a docstring, it assumes): a test it folded (`if __debug__:`, `while True:`, `if 0:`), a fold's
// operand. Source whose first constant is that value gives the same co_consts.
ObjectPtr unused_first_constant(const DecodedCode& decoded, const ConstantLoads& loads);

}  // namespace glassbox
