// `try: return v finally: if c: close()`: the return computes v, then runs its copy of
// the finally body with v on the stack. 3.10+ copies the RETURN_VALUE that follows an `if`
// in that copy into each of its branches, so the test has no join: each side ends in its
// own return of the pending value. Read as statements those would be returns whose
// unwind code is cut in half. The test is the finally body's own `if` statement: each
// side stops before its RETURN_VALUE (tail_cut_), and the return runs once, after it,
// where unwind_return finds the whole copy in front of it. (A return of a constant, which
// ≤3.10 loads after the unwind, copies its LOAD_CONST too, with nothing pending.)
#include <algorithm>

#include "structure/structurer.h"

namespace glassbox::structure_detail {

bool Structurer::try_sunk_return(const Condition& condition, Loop* loop, SymbolicStack& stack, Body& out,
                                 std::uint32_t /*at*/) {
    if (unwind_.empty() || condition.when_true < 0 || condition.when_false < 0) return false;
    // Only code the return runs on its way out (a finally body's copy, a with's exit, an
    // except clause's cleanup) is a copy: with none of it, the test is the function's own.
    bool unwinds = false;
    for (const Unwind& u : unwind_) unwinds = unwinds || !u.exit_code.empty();
    if (!unwinds) return false;
    const bool pending = !stack.empty() && stack.back().kind == EntryKind::Value;
    // The condition names each side by the first block with its code (`canonical`): a side
    // that is a copy of a return another copy of the finally body ran before (two `return`s
    // in the try body) is the test's own block, not yet walked.
    auto own_side = [&](int side) {
        for (int cb : condition.blocks)
            for (const Edge& e : block(cb).successors)
                if (e.kind != EdgeKind::Exception && e.block != side && canonical(e.block) == side &&
                    emitted_[std::size_t(side)] && !emitted_[std::size_t(e.block)])
                    return e.block;
        return side;
    };
    Condition sides = condition;
    sides.when_true = own_side(condition.when_true);
    sides.when_false = own_side(condition.when_false);
    IntSet region = region_from(sides.when_true, -1, loop);
    for (int x : region_from(sides.when_false, -1, loop)) region.insert(x);
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
    // Every copy returns what was pending (the lone RETURN_VALUE), or the same constant.
    const std::size_t tail = pending ? 1 : 2;
    for (int x : ends) {
        const BasicBlock& bb = block(x);
        if (bb.end - bb.begin < tail || !same_range(bb.end - tail, bb.end, block(ends[0]).end - tail)) return false;
        if (!pending && instructions_[bb.end - 2].op != Op::LoadConst) return false;
        for (std::size_t i = bb.end - tail; i < bb.end; ++i)
            if (skip_.count(i)) return false;
    }
    for (int x : ends) tail_cut_[x] = block(x).end - tail;

    ExprPtr test = condition.test;
    int body_block = sides.when_true, else_block = sides.when_false;
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
    // The return, once, after the if: what each copy ran. It must find the whole copy of
    // the unwind code in front of it, or this was no copy.
    if (rebuilt) {
        try {
            Body trial = out;
            SymbolicStack trial_stack = stack;
            trial.push_back(stmt(If{test, body, orelse}, last(condition.blocks.back()).line.value_or(0)));
            const BasicBlock& first = block(ends[0]);
            for (std::size_t i = first.end - tail; i < first.end; ++i) lifter_.step(instructions_[i], trial_stack, trial);
            unwind_return(trial, loop, instructions_[first.end - 1].offset);
            out = std::move(trial);
            stack = std::move(trial_stack);
            return true;
        } catch (const LiftError&) {
        }
    }
    emitted_ = emitted_before;
    problems_.resize(problems_before);
    return false;
}

}  // namespace glassbox::structure_detail
