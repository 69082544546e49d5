// Where the except clauses inside a clause go on, for emit_try's scan of where a try
// statement's clauses end (try_statement.cpp): a try statement inside a clause whose body
// never falls off goes on only from its own clauses' ends, and 3.13+ lay no jump after a
// clause's POP_EXCEPT when nothing else reaches the code after the statement.
#include <algorithm>

#include "structure/structurer.h"

namespace glassbox::structure_detail {

bool Structurer::runs_into_code_after(int after, int h, int depth, const Loop* loop) const {
    // (not a return's POP_EXCEPT: that keeps its value on the stack, under it)
    if (depth_at(after) != depth || protected_by(after, h) || is_loop_target(after, loop)) return false;
    const BasicBlock& ab = block(after);
    if (ab.empty() || last(after).op != Op::Return) return true;
    // A return: the code a return in the clause runs (an enclosing with's __exit__ call, the
    // POP_EXCEPT of an enclosing clause), unless it is that enclosing clause's end and a copy
    // of the return after its statement, as emit_try reads a clause's tail: the implicit
    // `return None` copied on 3.11+, other returns but a constant's on 3.12+. (A return right
    // after the statement, no enclosing clause, is a copy the tails hold.)
    if (instructions_[ab.begin].op != Op::PopExcept) return false;
    const NormalizedInstruction& value = instructions_[ab.begin + 1];
    const bool returns_constant = ab.end - ab.begin == 3 && value.op == Op::LoadConst && value.constant;
    const bool returns_none = returns_constant && value.constant->kind == ObjectKind::None;
    return returns_none || (copies_exits_with_lines() && !returns_constant);
}

std::vector<int> Structurer::nested_clause_exits(int h) const {
    std::vector<int> exits;
    IntSet seen{h};
    std::vector<int> work{h};
    while (!work.empty()) {
        const int x = work.back();
        work.pop_back();
        const BasicBlock& xb = block(x);
        if (std::any_of(instructions_.begin() + std::ptrdiff_t(xb.begin), instructions_.begin() + std::ptrdiff_t(xb.end),
                        [](const NormalizedInstruction& in) { return in.op == Op::PopExcept; })) {
            // (its POP_EXCEPT, then the jump on; or, without a jump, the code after the
            // statement: 3.11+ end the block where the exception table's entry ends, and 3.13+
            // lay the enclosing clause's end, its own POP_EXCEPT and jump, right after)
            if (last(x).op == Op::Jump && jump_target(x) >= 0) exits.push_back(jump_target(x));
            // (not one that returns: that is a return in the inner clause, or the copy of a
            // small return after the statement that the walk of the inner one reads)
            else if (const Op end = last(x).op; !is_control(end) && end != Op::Return && end != Op::Raise &&
                                                 end != Op::Reraise && fallthrough(x) >= 0 &&
                                                 last(fallthrough(x)).op != Op::Return)
                exits.push_back(fallthrough(x));
            continue;
        }
        // (3.8: the lone END_FINALLY that no clause matching runs re-raises; it only goes on
        // where it ends a finally body)
        if (xb.end - xb.begin == 1 && instructions_[xb.begin].op == Op::EndFinally) continue;
        for (const Edge& e : xb.successors)
            if (e.kind != EdgeKind::Exception && seen.insert(e.block).second) work.push_back(e.block);
    }
    return exits;
}

}  // namespace glassbox::structure_detail
