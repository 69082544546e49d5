// `try: return v finally: if c: close()`: the return computes v, then runs its copy of
// the finally body with v on the stack. 3.10+ copies the RETURN_VALUE that follows an `if`
// in that copy into each of its branches, so the test has no join: each side ends in its
// own return of the pending value. Read as statements those would be returns whose
// unwind code is cut in half. The test is the finally body's own `if` statement: each
// side stops before its RETURN_VALUE (tail_cut_), and the return runs once, after it,
// where unwind_return finds the whole copy in front of it.
#include <algorithm>

#include "structure/structurer.h"

namespace glassbox::structure_detail {

bool Structurer::try_sunk_return(const Condition& condition, Loop* loop, SymbolicStack& stack, Body& out,
                                 std::uint32_t /*at*/) {
    if (unwind_.empty() || condition.when_true < 0 || condition.when_false < 0 || stack.empty() ||
        stack.back().kind != EntryKind::Value)
        return false;
    std::set<int> region = region_from(condition.when_true, -1, loop);
    for (int x : region_from(condition.when_false, -1, loop)) region.insert(x);
    std::vector<int> ends;
    for (int x : region) {
        if (is_loop_header(x) || last(x).op == Op::ForIter || tail_cut_.count(x)) return false;
        const BasicBlock& bb = block(x);
        if (last(x).op == Op::Return) ends.push_back(x);
        else if (last(x).op == Op::Raise || last(x).op == Op::Reraise) return false;
        for (const Edge& e : bb.predecessors) {
            const bool inside = region.count(e.block) || std::find(condition.blocks.begin(), condition.blocks.end(),
                                                                   e.block) != condition.blocks.end();
            if (e.kind != EdgeKind::Exception && !inside) return false;  // code something else runs too
        }
        for (const Edge& e : bb.successors)
            if (e.kind != EdgeKind::Exception && !region.count(e.block)) return false;  // leaves the copy
    }
    if (ends.size() < 2) return false;
    // Every copy returns what was pending: the lone RETURN_VALUE, no value of its own.
    for (int x : ends)
        if (skip_.count(block(x).end - 1)) return false;
    for (int x : ends) tail_cut_[x] = block(x).end - 1;

    ExprPtr test = condition.test;
    int body_block = condition.when_true, else_block = condition.when_false;
    if (block(else_block).offset < block(body_block).offset) {
        std::swap(body_block, else_block);
        test = negate(test);
    }
    // A trial: a side that returns a value of its own (the stack then differs) is no copy.
    Body body, orelse;
    bool rebuilt = false;
    std::vector<bool> emitted_before = emitted_;
    std::size_t problems_before = problems_.size();
    try {
        SymbolicStack body_stack = stack;
        walk(body_block, -1, loop, body_stack, body, false);
        SymbolicStack else_stack = stack;
        walk(else_block, -1, loop, else_stack, orelse, false);
        rebuilt = body_stack.size() == stack.size() && else_stack.size() == stack.size() && !body.empty() &&
                  problems_.size() == problems_before;
    } catch (const LiftError&) {
    }
    for (int x : ends) tail_cut_.erase(x);
    if (!rebuilt) {
        emitted_ = emitted_before;
        problems_.resize(problems_before);
        return false;
    }
    out.push_back(stmt(If{test, body, orelse}, last(condition.blocks.back()).line.value_or(0)));
    // The return, once: what each copy ran.
    const int first = ends[0];
    lifter_.step(instructions_[block(first).end - 1], stack, out);
    unwind_return(out, loop, last(first).offset);
    return true;
}

}  // namespace glassbox::structure_detail
