// Where a `while True` loop ends when its breaks stand in except clauses (3.11+). The
// compilers lay the clauses out after the loop, so no jump out of the blocks between the
// loop's header and its last back jump shows where the loop goes on:
//
//     header: try body ... JUMP_BACKWARD header        (the loop's blocks)
//     ...
//     handler: PUSH_EXC_INFO; <test>; POP_TOP
//              POP_EXCEPT; [e = None; del e]; JUMP exit   (the clause's break)
//
// and a clause that falls off its try statement into a `break` after it jumps there too,
// from a test inside the loop's blocks (`except E: if c: continue` then `break`).
#include <algorithm>

#include "structure/structurer.h"

namespace glassbox::structure_detail {

namespace {

// POP_EXCEPT, the `name = None; del name` of `except ... as name`, a jump (3.12+ end the
// block after the POP_EXCEPT where the exception table's entry for it ends).
bool ends_clause(const std::vector<NormalizedInstruction>& code, const BasicBlock& bb, bool jumps) {
    const std::size_t n = bb.end - bb.begin - (jumps ? 1 : 0);
    if ((n != 1 && n != 4) || code[bb.begin].op != Op::PopExcept || (jumps && code[bb.end - 1].op != Op::Jump))
        return false;
    return n == 1 || (code[bb.begin + 1].op == Op::LoadConst && is_name_store(code[bb.begin + 2].op));
}

}  // namespace

int Structurer::clause_end_jump(int x) const {
    if (ends_clause(instructions_, block(x), true)) return jump_target(x);
    const int next = fallthrough(x);
    if (!ends_clause(instructions_, block(x), false) || next < 0 || block(next).end - block(next).begin != 1 ||
        last(next).op != Op::Jump)
        return -1;
    return jump_target(next);
}

int Structurer::past_clause_end(int h, int t) const {
    if (uses_block_stack()) return t;
    const int to = clause_end_jump(t);
    return to >= 0 && to != h && !in_natural_body(h, to) ? to : t;
}

int Structurer::clause_break_target(int h) const {
    if (uses_block_stack()) return -1;
    // The handlers of try statements inside the loop: none protects code before its header
    // (an enclosing with or try does, its set-up; a with's handler ends no clause).
    auto inside_loop = [&](int handler) {
        if (!is_construct_handler(handler) || is_with_handler(handler)) return false;
        for (const BasicBlock& bb : cfg_.blocks)
            if (bb.offset <= block(h).offset && protected_by(bb.id, handler)) return false;
        return true;
    };
    std::vector<int> work;
    for (const BasicBlock& bb : cfg_.blocks) {
        if (!in_natural_body(h, bb.id)) continue;
        for (const Edge& e : bb.successors)
            if (e.kind == EdgeKind::Exception && inside_loop(e.block)) work.push_back(e.block);
    }
    // The clauses: what the handlers reach, up to their POP_EXCEPT. A break leaves with the
    // stack the loop has; a clause of a try statement inside a clause ends with more on it.
    IntSet seen, targets;
    while (!work.empty()) {
        const int x = work.back();
        work.pop_back();
        if (x == h || !seen.insert(x).second) continue;
        const BasicBlock& xb = block(x);
        if (const int to = clause_end_jump(x); to >= 0) {
            if (to != h && !in_natural_body(h, to) && depth_at(to) == depth_at(h)) targets.insert(to);
            continue;
        }
        const bool pops = std::any_of(instructions_.begin() + std::ptrdiff_t(xb.begin),
                                      instructions_.begin() + std::ptrdiff_t(xb.end),
                                      [](const NormalizedInstruction& in) { return in.op == Op::PopExcept; });
        if (pops) continue;  // (a clause's end of another form: a return, a copy of the code after it)
        for (const Edge& e : xb.successors)
            if (e.kind != EdgeKind::Exception || inside_loop(e.block)) work.push_back(e.block);
    }
    return targets.size() == 1 ? *targets.begin() : -1;
}

bool Structurer::runs_into_return(int b) const {
    for (int guard = 0; guard < 8 && b >= 0; ++guard) {
        const Op end = last(b).op;
        if (end == Op::Return) return true;
        if (is_control(end) || end == Op::Raise || end == Op::Reraise) return false;
        b = fallthrough(b);
    }
    return false;
}

bool Structurer::jumps_back_over(int b, const IntSet& body) const {
    for (int x : body) {
        if (block(x).offset <= block(b).offset || block(x).empty() || last(x).op != Op::Jump) continue;
        const int to = jump_target(x);
        if (to >= 0 && body.count(to) && block(to).offset < block(b).offset) return true;
    }
    return false;
}

}  // namespace glassbox::structure_detail
