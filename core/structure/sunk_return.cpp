// `try: return v finally: if c: close()`: the return computes v, then runs its copy of
// the finally body with v on the stack. 3.10+ copies the RETURN_VALUE that follows an `if`
// in that copy into each of its branches, so the test has no join: each side ends in its
// own return of the pending value. Read as statements those would be returns whose
// unwind code is cut in half. The test is the finally body's own `if` statement: each
// side stops before its RETURN_VALUE (tail_cut_), and the return runs once, after it,
// where unwind_return finds the whole copy in front of it. (A return of a constant, which
// ≤3.10 loads after the unwind, copies its LOAD_CONST too, with nothing pending.)
//
// Inside for loops the return drops each iterator first (ROT_TWO/SWAP; POP_TOP), which
// goes with the return's tail. A finally body that breaks or continues (`try: return v /
// finally: if c: break`; 3.8 calls its one copy instead): the side of the copy's test that
// leaves the loop drops the pending v before its jump (POP_TOP, then a for loop's iterator
// when it breaks). The sides are walked with v as an opaque entry, whose drop is no
// statement, and the jump reads as the finally body's own break or continue: it leaves from
// inside the copy, so the unwind code of the statement the copy belongs to lies behind it.
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
    // (The sides as the tests lay them out: `try: if c: return a / return b finally: if d:
    // close()` copies the test and both returns twice, `canonical` names the first copy.)
    const int when_true = laid_out_side(condition, condition.when_true);
    const int when_false = laid_out_side(condition, condition.when_false);
    IntSet region = region_from(when_true, -1, loop);
    for (int x : region_from(when_false, -1, loop)) region.insert(x);
    std::vector<int> ends, loop_jumps;
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
        for (const Edge& e : bb.successors) {
            if (e.kind == EdgeKind::Exception || region.count(e.block)) continue;
            // (a break out of an inner for loop jumps on to where the outer loop goes next)
            const bool loop_target = is_loop_target(e.block, loop) || (loop && is_loop_target(e.block, loop->outer));
            if (!loop_target || last(x).op != Op::Jump) return false;  // leaves the copy
            loop_jumps.push_back(x);
        }
    }
    if (ends.empty() || ends.size() + loop_jumps.size() < 2) return false;
    // (a side leaving the loop drops the pending value before its jump)
    for (int x : loop_jumps) {
        const BasicBlock& bb = block(x);
        if (pending && std::none_of(instructions_.begin() + std::ptrdiff_t(bb.begin),
                                    instructions_.begin() + std::ptrdiff_t(bb.end),
                                    [](const NormalizedInstruction& in) { return in.op == Op::PopTop; }))
            return false;
    }
    // Every copy returns what was pending (the lone RETURN_VALUE), or the same constant,
    // after dropping the iterators of the for loops it leaves (each of iterator_slots
    // entries: SWAP; POP_TOP... under a pending value, POP_TOPs before the LOAD_CONST).
    const std::size_t slots = std::max<std::size_t>(lifter_.profile().iterator_slots, 1);
    std::size_t tail = pending ? 1 : 2;
    std::size_t iterators = 0;  // (the for loops whose iterators lie under the pending value)
    for (std::size_t top = stack.size() - (pending ? 1 : 0);
         top >= slots && stack[top - slots].kind == EntryKind::Iterator; top -= slots)
        ++iterators;
    for (const BasicBlock& first = block(ends[0]); iterators > 0; --iterators) {
        const std::size_t drop = slots + (pending ? 1 : 0);
        if (first.end - first.begin < tail + drop) break;
        const std::size_t at_drop = first.end - tail - drop;
        bool dropped = !pending || (instructions_[at_drop].op == Op::Swap && instructions_[at_drop].arg == int(slots) + 1);
        for (std::size_t k = pending ? 1 : 0; k < drop; ++k) dropped = dropped && instructions_[at_drop + k].op == Op::PopTop;
        if (!dropped) break;
        tail += drop;
    }
    for (int x : ends) {
        const BasicBlock& bb = block(x);
        if (bb.end - bb.begin < tail || !same_range(bb.end - tail, bb.end, block(ends[0]).end - tail)) return false;
        if (!pending && instructions_[bb.end - 2].op != Op::LoadConst) return false;
        for (std::size_t i = bb.end - tail; i < bb.end; ++i)
            if (skip_.count(i)) return false;
    }
    for (int x : ends) tail_cut_[x] = block(x).end - tail;
    // (the breaks and continues leave from inside the copy: the constructs it unwinds lie behind them)
    std::vector<Unwind> unwind_before = unwind_;
    if (!loop_jumps.empty()) {
        auto copied = std::find_if(unwind_.rbegin(), unwind_.rend(), [](const Unwind& u) { return !u.exit_code.empty(); });
        unwind_.erase(std::prev(copied.base()), unwind_.end());
    }

    ExprPtr test = condition.test;
    int body_block = when_true, else_block = when_false;
    if (block(else_block).offset < block(body_block).offset) {
        std::swap(body_block, else_block);
        test = negate(test);
    }
    // A trial: a side that returns a value of its own (the stack then differs) is no copy.
    Body body, orelse;
    bool rebuilt = false;
    std::vector<bool> emitted_before = emitted_;
    std::size_t problems_before = problems_.size();
    // (the sides drop the pending value where they leave the loop: no statement of theirs)
    SymbolicStack side_stack = stack;
    if (pending && !loop_jumps.empty()) {
        side_stack.back() = StackEntry::marker(EntryKind::Opaque);
        side_stack.back().mutable_details().saved_name = "__glassbox_pending_return__";
    }
    try {
        SymbolicStack body_stack = side_stack;
        walk(body_block, -1, loop, body_stack, body, false);
        SymbolicStack else_stack = side_stack;
        walk(else_block, -1, loop, else_stack, orelse, false);
        // (a side that leaves the loop keeps no stack: a for loop's break drops its iterator)
        auto keeps_stack = [&](const SymbolicStack& after, const Body& side) {
            const bool loop_jump = !side.empty() && (std::holds_alternative<Break>(side.back()->node) ||
                                                     std::holds_alternative<Continue>(side.back()->node));
            return after.size() == stack.size() || (loop_jump && !loop_jumps.empty());
        };
        rebuilt = keeps_stack(body_stack, body) && keeps_stack(else_stack, orelse) && !body.empty() &&
                  problems_.size() == problems_before;
    } catch (const LiftError&) {
    }
    for (int x : ends) tail_cut_.erase(x);
    unwind_ = std::move(unwind_before);
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
