// Loops: headers from back edges; for, while (test on top, 3.10+ test at the
// bottom too, or none), their else clauses, break and continue.
#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "structure/structurer.h"

namespace glassbox::structure_detail {

void Structurer::find_loops() {
    const std::size_t n = cfg_.blocks.size();
    body_of_.assign(n, {});
    for (std::size_t b = 0; b < n; ++b) {
        for (const Edge& e : block(int(b)).successors) {
            if (e.kind == EdgeKind::Exception) continue;
            if (block(int(b)).reachable && cfg_.dominates(e.block, int(b))) {
                latches_[e.block].push_back(int(b));
            }
        }
    }
    // A for loop whose body never goes back to its head is a loop all the same.
    for (std::size_t b = 0; b < n; ++b) {
        const BasicBlock& bb = block(int(b));
        if (bb.reachable && is_lone(int(b), Op::ForIter))
            latches_.emplace(int(b), std::vector<int>{});
        // (and so is an async for loop: its head awaits GET_ANEXT, async_for.cpp)
        if (AsyncForHead head; bb.reachable && latches_.count(int(b)) == 0 && async_for_head(int(b), head))
            latches_.emplace(int(b), std::vector<int>{});
    }
    // ≤3.9 keep a while loop's jump back, dead, where its body always breaks, returns or
    // raises: a loop all the same, whose body is the code its header leads to before that jump.
    // (3.8: after a finally body that breaks, the dead END_FINALLY is followed by the POP_TOP
    // of the None pushed before SETUP_FINALLY, then the jump back.)
    std::map<int, int> dead_latches;  // header -> its dead jump back
    auto only_drops_before_jump = [&](const BasicBlock& bb) {
        if (instructions_[bb.end - 1].op != Op::Jump) return false;
        for (std::size_t i = bb.begin; i + 1 < bb.end; ++i)
            if (instructions_[i].op != Op::PopTop) return false;
        return true;
    };
    for (std::size_t b = 0; keeps_dead_jumps() && b < n; ++b) {
        const BasicBlock& bb = block(int(b));
        if (bb.reachable || !only_drops_before_jump(bb)) continue;
        const int header = jump_target(int(b));
        if (header < 0 || header >= int(b) || !block(header).reachable || latches_.count(header) ||
            dead_latches.count(header))
            continue;
        // (A test on top that leaves past the jump, or round an enclosing loop: 3.9 also leaves
        // dead jumps back after the copies of a finally body, to code that is no loop.)
        const int leaves_to = is_conditional(last(header).op) ? jump_target(header) : -1;
        if (leaves_to < 0 || (leaves_to <= int(b) && leaves_to >= header)) continue;
        dead_latches[header] = int(b);
    }
    for (const auto& [header, latch] : dead_latches) {
        latches_[header].push_back(latch);
        IntSet body{header, latch};
        for (int x = header + 1; x < latch; ++x)
            if (block(x).reachable && cfg_.dominates(header, x)) body.insert(x);
        natural_body_[header] = body;
    }
    // 3.10-3.11 keep no jump back where a while loop's body never goes round (its bottom test
    // is dead code, dropped): `while c: try: return v / finally: if d: break`. The loop shows
    // only in its break, a jump to the exit, the enclosing loop's jump back, that the compiler
    // did not thread (3.12+ do: the break reads as that loop's `continue`, compiled alike).
    // Its header is its body's first block, as for the loops tested at the bottom too:
    // try_inverted_while reads the test before it.
    for (const auto& [test, exit] : latchless_while_loops()) {
        const int first = fallthrough(test);
        if (first < 0 || first >= exit || latches_.count(first)) continue;
        latches_.emplace(first, std::vector<int>{});
        IntSet body{first};
        for (int x = first + 1; x < exit; ++x)
            if (block(x).reachable && cfg_.dominates(first, x)) body.insert(x);
        natural_body_[first] = body;
        latchless_exits_[first] = exit;
    }
    for (auto& [header, latches] : latches_) {
        if (dead_latches.count(header) || latchless_exits_.count(header)) continue;
        IntSet body{header};
        std::vector<int> work(latches.begin(), latches.end());
        while (!work.empty()) {
            int x = work.back();
            work.pop_back();
            if (!body.insert(x).second) continue;
            // (an exception edge too: a try body whose handler goes round the loop is in it)
            for (const Edge& p : block(x).predecessors) work.push_back(p.block);
        }
        natural_body_[header] = body;
    }
}

std::vector<std::pair<int, int>> Structurer::latchless_while_loops() const {
    std::vector<std::pair<int, int>> found;
    if (!breaks_jump_to_outer_latch()) return found;
    const int n = int(cfg_.blocks.size());
    for (int test = 0; test < n; ++test) {
        const BasicBlock& tb = block(test);
        if (!tb.reachable || !is_conditional(last(test).op) || latches_.count(test)) continue;
        // (the test leaves to the enclosing loop's lone jump back, laid out after the body)
        const int exit = jump_target(test);
        if (exit <= test || !block(exit).reachable || block(exit).end - block(exit).begin != 1 ||
            last(exit).op != Op::Jump)
            continue;
        const int outer = jump_target(exit);
        if (outer < 0 || outer > test || !cfg_.dominates(outer, test)) continue;
        // The break: a jump to that exit which first drops a value left above the statement's
        // own stack (a `return v` pending in a finally body's copy), which no jump ending an if
        // body or a try statement's normal exit does.
        int after_test = depth_at(test);
        for (std::size_t i = tb.begin; i < tb.end; ++i) after_test += instructions_[i].pushes() - instructions_[i].pops();
        for (int x = test + 1; x < exit; ++x) {
            const BasicBlock& xb = block(x);
            if (!xb.reachable || last(x).op != Op::Jump || jump_target(x) != exit || !cfg_.dominates(test, x)) continue;
            const bool drops = std::any_of(instructions_.begin() + std::ptrdiff_t(xb.begin),
                                           instructions_.begin() + std::ptrdiff_t(xb.end),
                                           [](const NormalizedInstruction& in) { return in.op == Op::PopTop; });
            if (drops && depth_at(x) > after_test) {
                found.push_back({test, exit});
                break;
            }
        }
    }
    return found;
}

int Structurer::latch_test_block(int latch) const {
    // The latch itself when it ends in the test, else the tested block a jump-only latch
    // follows (the test falls through to the jump back).
    if (is_conditional(last(latch).op)) return latch;
    const BasicBlock& lb = block(latch);
    if (lb.end - lb.begin != 1 || last(latch).op != Op::Jump) return -1;
    int tested = -1;
    for (const Edge& e : lb.predecessors)
        if (e.kind == EdgeKind::FallThrough && is_conditional(last(e.block).op)) tested = e.block;
    return tested;
}

bool Structurer::try_inverted_while(const Condition& condition, int stop, Loop* loop, SymbolicStack& stack, Body& out,
                                    int& result, int continue_target) {
    int h = condition.when_true;
    int exit = condition.when_false;
    bool negated = false;
    if (h < 0 || !is_loop_header(h) || last(h).op == Op::ForIter) {
        std::swap(h, exit);
        negated = true;
        if (h < 0 || !is_loop_header(h) || last(h).op == Op::ForIter) return false;
    }
    // The top test comes before the loop: a test inside it (`if c: break` ending a
    // `while True` body) is its own bottom test.
    const auto& loop_body = natural_body_[h];
    for (int b : condition.blocks)
        if (loop_body.count(b)) return false;
    if (exit == h) return try_always_held_while(condition, h, loop, stack, out, result, continue_target);
    if (auto latchless = latchless_exits_.find(h); latchless != latchless_exits_.end()) {
        if (latchless->second != exit) return false;
        // A body that never goes round (find_loops): no bottom test to read.
        Loop inner{h, exit, -1, false, loop, continue_target};
        inner.goes_round_by_continue = always_tests_while_at_bottom();
        SymbolicStack body_stack = stack;
        Body body;
        emitted_[std::size_t(h)] = true;
        walk_loop_body_from_header(h, &inner, body_stack, body);
        clean_loop_body(body, cleanup_rules());
        out.push_back(stmt(While{negated ? negate(condition.test) : condition.test, body, {}}));
        result = exit;
        return true;
    }
    // A latch ending in the same test jumping back to h (directly, or through a block
    // that only jumps back).
    for (int latch : latches_[h]) {
        const int tested = latch_test_block(latch);
        // (a jump back that is the whole loop, `if x: while True: pass`, follows the top test
        // itself: no bottom test)
        if (tested < 0 || !in_natural_body(h, tested)) continue;
        // (a test whose operands compute values in blocks of their own, `while g(a or b):`,
        // starts in one of the blocks laid out before the tested one)
        std::vector<std::pair<int, bool>> candidates;  // (start, a value test's)
        for (int start : condition_starts(tested, h)) candidates.push_back({start, false});
        for (int back = 1; back <= 6 && tested - back >= h && in_natural_body(h, tested - back); ++back)
            candidates.push_back({tested - back, true});
        for (const auto& [candidate_start, value_test] : candidates) {
            ExprPtr value;
            SymbolicStack probe = stack;
            bool read = false;
            Condition bottom;
            if (value_test) {
                int value_tested = -1;
                std::vector<int> value_blocks;
                // (the body's last statement may take values computed before the block)
                const int pending = depth_at(candidate_start) - depth_at(h);
                if (pending < 0 || pending > 4 ||
                    !try_value_condition(candidate_start, loop, stack, value, value_tested, value_blocks, true,
                                         std::size_t(pending)) ||
                    value_tested != tested || (!same_text(value, condition.test) && !same_text(negate(value), condition.test)))
                    continue;
                bottom = read_condition(tested, value, probe);
                bottom.blocks.insert(bottom.blocks.begin(), value_blocks.begin(), value_blocks.end() - 1);
            } else {
                // (The body's last statement may store or use a value its blocks computed before:
                // `v = a if c else b` ends the body, the value's join is the bottom test's block.)
                // (A call's operands may all be pending, `f(a, b, x if c else y)`: then as many as
                // the stack holds there beyond the loop's own.)
                for (std::size_t consumed = 0; !read && consumed <= 4u; ++consumed)
                    read = try_condition_tail(candidate_start, probe, value, consumed);
                const int pending = depth_at(candidate_start) - depth_at(h);
                if (!read && pending > 4) read = try_condition_tail(candidate_start, probe, value, std::size_t(pending));
                if (!read) read = try_clause_condition_tail(candidate_start, probe, value);
                if (!read) continue;
                bottom = read_condition(candidate_start, value, probe);
            }
            // The bottom test goes back to h when it holds; when the top enters h on its test
            // failing (negated: `while not x`), the bottom test, read the same way round, goes
            // back on failing (3.10+: the compiler jumps on the plain `x` both times).
            // (3.12+ may leave through a JUMP of its own to the exit: the bottom test is in a try.)
            // (Where the exit is itself a jump, `else: break` going round an enclosing loop,
            // the bottom test's jump is threaded to where that one goes.)
            auto leaves = [&](int x) {
                return canonical(x) == canonical(exit) || resolve_jump(x) == exit ||
                       (exit >= 0 && resolve_jump(x) == resolve_jump(exit));
            };
            const bool back_when_true = resolve_jump(bottom.when_true) == h && leaves(bottom.when_false);
            const bool back_when_false = resolve_jump(bottom.when_false) == h && leaves(bottom.when_true);
            // (3.10-3.11 too, where the test's own shape reads it the way round that leaves:
            // `while a and b is not c and not d` both times `not (a and b is not c) or d`.
            // ≤3.9 tests only at the top: a bottom test going back on failing is an `if`'s.)
            const bool back_on_failing = negated && back_when_false && inverts_while_loops();
            // (A bottom test read the other way round, `not (a and b) or c` going back when
            // false, is the top's `a and b and not c`: jumps that are tests of opposite sense.)
            bool same_direction = ((back_when_true || back_on_failing) && same_text(bottom.test, condition.test)) ||
                                  (!negated && back_when_false && inverts_while_loops() &&
                                   same_text(negate(bottom.test), condition.test));
            if (!same_direction) continue;
            // Only the bottom test goes back to the body's start: a `continue` runs the test on
            // top. Another jump back there from before the bottom test (laid out after the body)
            // is an inner loop's that the body starts with (`while True:`, or a `while` whose
            // test the walk reads as the body's): taken for going round this loop, it would run
            // the test again each time round. That loop comes first (walk_inner_loop_first).
            std::vector<int> inner_latches;
            for (int other : latches_[h])
                if (other < candidate_start && block(other).reachable) inner_latches.push_back(other);
            if (tested != latch) emitted_[std::size_t(latch)] = true;
            // Build the loop: `break` goes past an `else` the loop may have.
            int after = break_target(h, std::max(latch, tested), exit, condition.blocks);
            if (after == exit) {
                if (int copy = break_copy_past_else(h, exit, loop); copy >= 0) after = copy;
            }
            Loop inner{h, after, candidate_start, false, loop, continue_target};
            ExprPtr pure_test;
            inner.latch_runs_body = value_test || !try_condition_block(candidate_start, stack, pure_test);
            inner.latch_value_test = value_test;
            SymbolicStack body_stack = stack;
            Body body;
            emitted_[std::size_t(h)] = true;
            {
                struct BottomTestInProgress {  // (erased again however the walk ends)
                    IntSet& tests;
                    int test;
                    bool added;
                    ~BottomTestInProgress() { if (added) tests.erase(test); }
                } in_progress{bottom_tests_in_progress_, candidate_start,
                              bottom_tests_in_progress_.insert(candidate_start).second};
                if (inner_latches.empty()) walk_loop_body_from_header(h, &inner, body_stack, body);
                else walk_inner_loop_first(h, inner_latches, &inner, body_stack, body);
            }
            for (int cb : bottom.blocks) emitted_[std::size_t(cb)] = true;
            clean_loop_body(body, cleanup_rules());
            Body orelse;
            if (inner.has_break && after != exit) {
                SymbolicStack else_stack = stack;
                walk(exit, after, loop, else_stack, orelse, false);
            } else {
                after = exit;
            }
            ExprPtr test = negated ? negate(condition.test) : condition.test;
            out.push_back(stmt(While{test, body, orelse}));
            // (3.12+ copies a small exit after both tests: a copy of where the walk stops,
            // the end of a try body, is that stop)
            result = stop >= 0 && after != stop && canonical(after) == canonical(stop) ? stop : after;
            return true;
        }
    }
    return false;
}

bool Structurer::try_always_held_while(const Condition& condition, int h, Loop* loop, SymbolicStack& stack,
                                       Body& out, int& result, int continue_target) {
    // `while x or 4:` holds whatever x is: the compiler tests x before the loop and at the
    // bottom of the body, and goes into the body either way. Only a break (or a return) leaves.
    for (int latch : latches_[h]) {
        const int tested = latch_test_block(latch);
        if (tested < 0) continue;
        for (int start : condition_starts(tested, h)) {
            ExprPtr value;
            SymbolicStack probe = stack;
            bool read = false;
            for (std::size_t consumed = 0; !read && consumed <= 4u; ++consumed)
                read = try_condition_tail(start, probe, value, consumed);
            if (!read) continue;
            const Condition bottom = read_condition(start, value, probe);
            if (resolve_jump(bottom.when_true) != h || resolve_jump(bottom.when_false) != h ||
                !same_text(bottom.test, condition.test))
                continue;
            // Where the breaks go: what every way out of the loop leads to.
            int exit = post_dominators(loop).follow(h);
            if (exit >= 0 && (in_natural_body(h, exit) || (loop && (exit == loop->header || exit == loop->exit))))
                exit = -1;
            if (exit < 0) exit = sole_jump_out(h);
            exit = past_break_jump(exit, h);
            Loop inner{h, exit, start, false, loop, continue_target};
            ExprPtr pure_test;
            inner.latch_runs_body = !try_condition_block(start, stack, pure_test);
            SymbolicStack body_stack = stack;
            Body body;
            emitted_[std::size_t(h)] = true;
            for (int other : latches_[h])
                if (other != start) emitted_[std::size_t(other)] = true;
            {
                struct BottomTestInProgress {  // (erased again however the walk ends)
                    IntSet& tests;
                    int test;
                    bool added;
                    ~BottomTestInProgress() { if (added) tests.erase(test); }
                } in_progress{bottom_tests_in_progress_, start, bottom_tests_in_progress_.insert(start).second};
                walk_loop_body_from_header(h, &inner, body_stack, body);
            }
            for (int cb : bottom.blocks) emitted_[std::size_t(cb)] = true;
            clean_loop_body(body, cleanup_rules());
            out.push_back(stmt(While{bool_op(BoolOperator::Or, condition.test, folded_constant(true, condition.blocks.back())), body, {}}));
            result = inner.exit >= 0 ? inner.exit : -1;
            return true;
        }
    }
    return false;
}

bool Structurer::try_clause_condition_tail(int b, const SymbolicStack& stack, ExprPtr& test) {
    // ≤3.10 `while c: try: <leaves> / except: x = f()`: the bare clause's handler, entered
    // only by the exception, runs into the bottom test without a jump (the try body never
    // falls off to jump to it): one block, which lifts on the handler's stack.
    if (!uses_block_stack() || b < 0 || !is_conditional(last(b).op)) return false;
    const BasicBlock& bb = block(b);
    const bool handler_entry = std::any_of(bb.predecessors.begin(), bb.predecessors.end(),
                                           [](const Edge& e) { return e.kind == EdgeKind::Exception; });
    if (!handler_entry || std::none_of(instructions_.begin() + std::ptrdiff_t(bb.begin),
                                       instructions_.begin() + std::ptrdiff_t(bb.end),
                                       [](const NormalizedInstruction& in) { return in.op == Op::PopExcept; }))
        return false;
    SymbolicStack copy = stack;
    for (int k = 0; k < 2 * lifter_.profile().exception_slots; ++k) {
        StackEntry e = StackEntry::marker(EntryKind::Opaque);
        e.mutable_details().saved_name =
            k < lifter_.profile().exception_slots ? Lifter::kExceptionStateName : Lifter::kExceptionName;
        copy.push_back(e);
    }
    Body out;
    try {
        lift_block(b, copy, out);
    } catch (const LiftError&) {
        return false;
    }
    if (copy.size() != stack.size() + 1) return false;
    test = lifter_.as_expression(copy.back(), last(b).offset);
    return true;
}

void Structurer::walk_inner_loop_first(int h, const std::vector<int>& inner_latches, Loop* loop,
                                       SymbolicStack& stack, Body& body) {
    // The inner loop is h's with only its own latches (and the body they close) while it is
    // emitted; then h is the outer loop's again, whose body goes on after the inner loop.
    std::vector<int> outer_latches = inner_latches;
    IntSet outer_body = natural_body_[h];
    std::swap(outer_latches, latches_[h]);
    IntSet inner_body{h};
    std::vector<int> work = inner_latches;
    while (!work.empty()) {
        const int x = work.back();
        work.pop_back();
        if (!inner_body.insert(x).second) continue;
        for (const Edge& p : block(x).predecessors) work.push_back(p.block);
    }
    natural_body_[h] = inner_body;
    struct Restore {
        Structurer& s;
        int h;
        std::vector<int>& latches;
        IntSet& body;
        ~Restore() {
            std::swap(latches, s.latches_[h]);
            s.natural_body_[h] = body;
        }
    } restore{*this, h, outer_latches, outer_body};
    const int next = emit_loop(h, -1, loop, stack, body);
    if (next < 0) throw LiftError(block(h).offset, "a loop that starts the body of a while loop and never ends");
    walk(next, -1, loop, stack, body, false);
}

int Structurer::break_target(int first, int last_block, int normal_exit, const std::vector<int>& top_test) const {
    // What the normal exit leads to, without going round the loop again: a break
    // target past an `else` clause is there; a return inside the loop is not.
    IntSet after_exit;
    std::vector<int> work{normal_exit};
    while (!work.empty()) {
        int x = work.back();
        work.pop_back();
        if (x < 0 || x == first || !after_exit.insert(x).second) continue;
        for (const Edge& e : block(x).successors)
            if (e.kind != EdgeKind::Exception) work.push_back(e.block);
    }
    // An else clause that leaves (`for ...: if c: break` / `else: raise E` / `use(x)`) never
    // reaches the break target: then a jump past the clause, out of the body, is a break.
    // (It leaves: no way from it goes back to the loop, nor to code before the clause. Where
    // the compiler copies small exits with lines, 3.10 and 3.12+, each break runs its own copy
    // of such an exit: emit_loop_with_copied_exit; a jump to longer code is the break's.)
    const bool else_leaves = !after_exit.empty() && std::none_of(after_exit.begin(), after_exit.end(), [&](int x) {
        if (x < normal_exit) return true;
        for (const Edge& e : block(x).successors)
            if (e.kind != EdgeKind::Exception && e.block == first) return true;
        return false;
    });
    const int past_else = after_exit.empty() ? -1 : *after_exit.rbegin();
    // An else clause that goes round an enclosing loop (`else: continue`, then `break`: the
    // way out of two loops) never reaches the code after the loop either: a jump past it
    // that nothing else explains is a break.
    const bool else_goes_round = std::any_of(after_exit.begin(), after_exit.end(), [&](int x) { return x < first; });
    IntSet targets, unreached;
    const int outside_depth = depth_outside_loop(first);
    int last = std::max(last_block, normal_exit - 1);
    for (int x = first; x <= last; ++x) {
        for (const Edge& e : block(x).successors) {
            if (e.kind == EdgeKind::Exception || e.kind == EdgeKind::FallThrough) continue;
            if (e.block >= first && e.block <= last) continue;
            if (e.block == normal_exit || resolve_jump(e.block) == normal_exit) continue;
            if (std::find(top_test.begin(), top_test.end(), resolve_jump(e.block)) != top_test.end())
                continue;  // a `continue` that runs the test on top again
            // (where the compiler copies exits, only a jump leaving this loop's own body, with the
            // stack the loop started with: not an inner loop's break, nor an except clause's end)
            const bool past_leaving_else =
                else_leaves && e.block > past_else &&
                (!copies_exits_with_lines() || (!may_be_exit_copy(e.block) && depth_at(e.block) == outside_depth));
            if (!after_exit.count(e.block) && !past_leaving_else) {
                if (else_goes_round && e.block > normal_exit && !is_loop_header(e.block)) unreached.insert(e.block);
                continue;
            }
            targets.insert(e.block);
        }
    }
    if (targets.empty() && unreached.size() == 1) return *unreached.begin();
    return targets.size() == 1 ? *targets.begin() : normal_exit;
}

int Structurer::break_copy_past_else(int h, int normal_exit, const Loop* outer) const {
    // 3.10 and 3.12+ copy a small exit after a while loop's else clause into each break
    // (for loops' breaks pop the iterator first: popped_iterator_exit). The copy reads
    // like a `return` in the body; only the order the compiler met the constants and names
    // tells it apart: the else clause (the code at the normal exit) came first.
    if (!copies_exits_with_lines() || normal_exit < 0 || !natural_body_.count(h)) return -1;
    const auto& body = natural_body_.at(h);
    IntSet after_exit;
    for (std::vector<int> work{normal_exit}; !work.empty();) {
        const int x = work.back();
        work.pop_back();
        if (x < 0 || x == h || !after_exit.insert(x).second) continue;
        for (const Edge& e : block(x).successors)
            if (e.kind != EdgeKind::Exception) work.push_back(e.block);
    }
    IntSet copies;
    for (int x : body)
        for (const Edge& e : block(x).successors) {
            const int c = e.block;
            if (e.kind == EdgeKind::Exception || c < 0 || body.count(c) || after_exit.count(c) || is_loop_header(c))
                continue;
            const BasicBlock& cb = block(c);
            if (last(c).op != Op::Return || cb.end - cb.begin > 4 || depth_at(c) != depth_at(h) ||
                cb.handler != block(h).handler)
                return -1;  // (some other way out of the body: no copies only)
            // (3.14+: a constant read as folded, which the layout of the copy made look late,
            // prints as an expression too long to copy: the return stays in the body)
            for (std::size_t i = cb.begin; i < cb.end; ++i)
                if (instructions_[i].op == Op::LoadConst && instructions_[i].constant &&
                    lifter_.loads_folded(instructions_[i].constant.get()))
                    return -1;
            copies.insert(c);
        }
    if (copies.empty()) return -1;
    const int first = *copies.begin();
    for (int c : copies)
        if (!same_code(c, first, 0)) return -1;
    return compiled_first(region_from(normal_exit, -1, outer), copies) < 0 ? first : -1;
}

int Structurer::popped_iterator_exit(int header, int last_block, int exhausted) {
    const int inside = depth_at(header);  // (the iterator on the stack)
    const int outside = depth_outside_loop(header);
    if (outside < 0) return -1;
    IntSet targets;
    for (int x = header; x <= std::max(last_block, exhausted - 1); ++x) {
        if (depth_at(x) < inside || !block(x).reachable) continue;
        for (const Edge& e : block(x).successors) {
            if (e.kind == EdgeKind::Exception || e.block == exhausted || is_loop_header(e.block)) continue;
            // (a copy of a small exit, which 3.10 and 3.12+ put in each break, is no place to
            // go on from: emit_loop_with_copied_exit; one after the end of an except clause
            // holding the loop is that clause's end and the copy of what follows the
            // statement, unless it returns a constant: the clause's own `return` loads it
            // after the POP_EXCEPT too)
            const BasicBlock& yb = block(e.block);
            const bool leaves = last(e.block).op == Op::Return || last(e.block).op == Op::Raise;
            const bool returns_constant = last(e.block).op == Op::Return && yb.end - yb.begin == 3 &&
                                          instructions_[yb.begin + 1].op == Op::LoadConst;
            // (a block too long to be a copy is the code after the loop, that the break jumps to
            // past an `else` clause that leaves)
            if (leaves && may_be_exit_copy(e.block) && (instructions_[yb.begin].op != Op::PopExcept || returns_constant))
                continue;
            // (a return keeps its value where the iterator was: one more than a break leaves)
            if (depth_at(e.block) == outside) targets.insert(e.block);
        }
    }
    return targets.size() == 1 ? *targets.begin() : -1;
}

void Structurer::note_else_exit_copies(int header, int exhausted, int exit) {
    IntSet seen;
    std::vector<int> work{exhausted};
    while (!work.empty()) {
        const int y = work.back();
        work.pop_back();
        if (y < 0 || y == header || y == exit || !seen.insert(y).second) continue;
        if (is_inlined_exit_copy(y, exit)) continue;  // (noted: the walk of the else stops there)
        for (const Edge& e : block(y).successors)
            if (e.kind != EdgeKind::Exception) work.push_back(e.block);
    }
}

ExprPtr Structurer::infinite_loop_test(int h) const {
    // The compiler folds the test away but keeps its constant: `while 1:` leaves a 1 in
    // co_consts that no instruction loads.
    const std::set<const Object*>& loaded = loaded_constants();
    const std::vector<ObjectPtr>& consts = lifter_.code().consts;
    for (const ObjectPtr& constant : consts) {
        if (!constant || loaded.count(constant.get())) continue;
        if (constant->kind == ObjectKind::True) break;
        if (constant->kind == ObjectKind::Int && !constant->integer.is_zero()) return make_constant(constant);
    }
    static const ObjectPtr true_object = [] {
        auto o = std::make_shared<Object>();
        o->kind = ObjectKind::True;
        return o;
    }();
    // 3.10+ add it where the loop begins, loaded elsewhere or not (`while 1:` around `n += 1`;
    // 3.12+ drop it when nothing loads it): the first constant in co_consts that nothing
    // before the loop loads. Were that the body's own first constant, the loop's test adding
    // it first changes nothing.
    if (!records_folded_test_constants() || h < 0) return make_constant(true_object);
    std::set<const Object*> before;
    const Object* first_inside = nullptr;  // the first constant the loop loads that nothing before it does
    for (int x = 0; x < int(cfg_.blocks.size()); ++x)
        for (std::size_t i = block(x).begin; i < block(x).end; ++i) {
            const Object* c = instructions_[i].constant.get();
            if (!c) continue;
            if (x < h) before.insert(c);
            else if (!first_inside && !before.count(c)) first_inside = c;
        }
    const bool has_true = std::any_of(consts.begin(), consts.end(),
                                      [](const ObjectPtr& c) { return c && c->kind == ObjectKind::True; });
    for (std::size_t k = 0; k < consts.size(); ++k) {
        const ObjectPtr& constant = consts[k];
        // (a function's first constant is its docstring slot, None without one)
        if (!constant || before.count(constant.get()) ||
            (k == 0 && (constant->kind == ObjectKind::None ||
                        (constant->kind == ObjectKind::Str && !loaded.count(constant.get())))))
            continue;
        if (constant->kind == ObjectKind::Int && !constant->integer.is_zero() &&
            (keeps_folded_test_constants() || has_true || first_inside != constant.get()))
            return make_constant(constant);
        break;
    }
    return make_constant(true_object);
}

// ≤3.9 keep the code after a body's explicit `continue` at its end, the loop's own jump back,
// dead: two lone jumps back laid out last before the code after the loop, the second dead,
// after a body that can fall off its end (`assert x` / `continue`, `if c: raise E` / `continue`)
// end it with that `continue`, which the walk took for the loop's end.
// 3.10+ drop that jump; where the body ends with an if that leaves (`if c: raise E`, an
// assert), a for or tested while loop's last jump back on a line of its own, neither the loop
// statement's nor that of the code running into it, is the `continue`'s (3.12+ otherwise lay
// the if out with the jump back after its test).
void Structurer::keep_explicit_continue(int h, int after, Body& body) const {
    if (body.empty() || always_leaves(body)) return;
    auto jumps_back = [&](int x) { return is_lone(x, Op::Jump) && jump_target(x) == h; };
    std::optional<int> line;  // the written `continue`'s, where there is one
    if (!keeps_dead_jumps()) {
        if ((last(h).op != Op::ForIter && !is_conditional(last(h).op)) || !latches_.count(h) || latches_.at(h).empty())
            return;
        const int latch = *std::max_element(latches_.at(h).begin(), latches_.at(h).end());
        line = last(latch).line;
        if (!jumps_back(latch) || !line || line == last(h).line) return;
        for (const Edge& e : block(latch).predecessors)
            if (e.kind != EdgeKind::Exception && last(e.block).line == line) return;
        // (only after an if that leaves, whose jump back the `continue` keeps apart: a `pass`
        // ending the body puts its line on the jump back too)
        const auto* last_if = std::get_if<If>(&body.back()->node);
        const bool leaving_if = last_if && last_if->orelse.empty() && always_leaves(last_if->body);
        if (!leaving_if && !std::holds_alternative<Assert>(body.back()->node)) return;
    } else {
        // (one the walk emitted is a statement of its own: `if c: continue` ending the body)
        if (after < 2 || block(after - 1).reachable || !jumps_back(after - 1) || !jumps_back(after - 2) ||
            emitted_[std::size_t(after - 2)])
            return;
        line = last(after - 2).line.value_or(0);
    }
    Continue kept;
    kept.written = true;
    body.push_back(stmt(kept, *line));
}

int Structurer::sole_jump_out(int h) const {
    if (latches_.count(h) == 0 || latches_.at(h).empty()) return -1;
    int last_latch = *std::max_element(latches_.at(h).begin(), latches_.at(h).end());
    // ≤3.9 keep the jump back after a body's last statement that returns, dead: the body
    // ends there (`if c: f() / else: return x` ending it lays the return out after the latch).
    for (int x = last_latch + 1; keeps_dead_jumps() && x < int(cfg_.blocks.size()); ++x) {
        const BasicBlock& xb = block(x);
        if (!xb.reachable && is_lone(x, Op::Jump) && jump_target(x) == h) last_latch = x;
    }
    IntSet targets;
    auto tests_exception = [&](int x) {  // an except clause's test jumps to the next clause
        const BasicBlock& xb = block(x);
        return last(x).op == Op::JumpIfNotExcMatch ||
               (xb.end - xb.begin >= 2 && (instructions_[xb.end - 2].op == Op::ExceptionMatch ||
                                           instructions_[xb.end - 2].op == Op::CheckExcMatch));
    };
    // (3.11+ lay the except clauses out after all other code: the code after the loop, and
    // an else the loop is in, lie between the body and a clause's jump back. A block there
    // that the header does not dominate is no code of the loop.)
    auto outside = [&](int y) { return y < h || y > last_latch || !cfg_.dominates(h, y); };
    for (int x = h; x <= last_latch; ++x) {
        if (tests_exception(x) || (!cfg_.dominates(h, x) && x > h)) continue;
        for (const Edge& e : block(x).successors)
            if (e.kind != EdgeKind::Exception && e.kind != EdgeKind::FallThrough && outside(e.block) &&
                last(e.block).op != Op::Reraise)  // (an except clause's test that fails: not a break)
                targets.insert(past_clause_end(h, e.block));
    }
    if (targets.empty()) {
        const int clause_break = clause_break_target(h);
        if (clause_break >= 0) return clause_break;
    }
    // A raise only the body reaches is the body's, even laid out after the last latch (3.14
    // inverts `if c: raise E` at the end of a body into a jump to it, the back jump between),
    // when that leaves one place the breaks go.
    auto own_raise = [&](int t) {
        if (block(t).empty() || last(t).op != Op::Raise) return false;
        for (const Edge& e : block(t).predecessors)
            if (e.block < h || e.block > last_latch) return false;
        return true;
    };
    if (targets.size() > 1) {
        std::set<int> others;
        for (int t : targets)
            if (!own_raise(t)) others.insert(t);
        if (others.size() == 1) return *others.begin();
    }
    return targets.size() == 1 ? *targets.begin() : -1;
}

int Structurer::except_break_past_else(int h, int last_latch, int exhausted) const {
    if (uses_block_stack() || exhausted < 0) return -1;
    auto in_loop = [&](int x) { return x >= h && x <= last_latch; };
    // The except clauses: what the body's handlers reach without an exception, outside the loop.
    // (Not those of a statement around the loop, which protect its header too: a with's
    // suppressing path jumps past its own exit, not past the loop's else.)
    const HandlerChain around = handler_chain(h);
    std::set<int> seen, targets;
    std::vector<int> work;
    for (int x = h; x <= last_latch; ++x)
        for (const Edge& e : block(x).successors)
            if (e.kind == EdgeKind::Exception && !in_loop(e.block) && is_construct_handler(e.block) &&
                std::find(around.begin(), around.end(), e.block) == around.end())
                work.push_back(e.block);
    while (!work.empty()) {
        const int x = work.back();
        work.pop_back();
        if (!seen.insert(x).second) continue;
        bool pops = false;
        for (std::size_t i = block(x).begin; i < block(x).end; ++i) pops = pops || instructions_[i].op == Op::PopExcept;
        for (const Edge& e : block(x).successors) {
            if (e.kind == EdgeKind::Exception) continue;
            // (a clause's end: POP_EXCEPT, then a jump back into the loop or out of it)
            if (pops && e.kind == EdgeKind::Jump) {
                if (!in_loop(e.block)) targets.insert(e.block);
                continue;
            }
            if (!in_loop(e.block)) work.push_back(e.block);
        }
    }
    if (targets.size() != 1) return -1;
    const int target = *targets.begin();
    // Past the else clause: the exhausted loop runs into it, without going round.
    if (target <= exhausted) return -1;
    std::set<int> after;
    work = {exhausted};
    while (!work.empty()) {
        const int x = work.back();
        work.pop_back();
        if (x < 0 || x == h || !after.insert(x).second) continue;
        for (const Edge& e : block(x).successors)
            if (e.kind != EdgeKind::Exception) work.push_back(e.block);
    }
    return after.count(target) ? target : -1;
}

int Structurer::resolve_jump(int x) const {
    for (int guard = 0; guard < 8 && x >= 0; ++guard) {
        const BasicBlock& xb = block(x);
        if (xb.end - xb.begin != 1 || instructions_[xb.begin].op != Op::Jump) return x;
        x = jump_target(x);
    }
    return x;
}

std::vector<int> Structurer::condition_starts(int latch, int header) {
    std::vector<int> starts;
    int x = latch;
    for (int guard = 0; guard < 16 && x >= 0; ++guard) {
        starts.push_back(x);
        if (x == header) break;  // the whole body is one block ending in the test
        // Walk back through a single layout predecessor that is a condition block.
        int prev = -1;
        for (const Edge& e : block(x).predecessors)
            if (e.kind != EdgeKind::Exception && e.block == x - 1 && is_conditional(last(e.block).op)) prev = e.block;
        x = prev;
    }
    std::reverse(starts.begin(), starts.end());
    return starts;
}

int Structurer::emit_loop(int h, int stop, Loop* outer, SymbolicStack& stack, Body& out) {
    const NormalizedInstruction& end = last(h);
    int exit_guess = post_dominators(outer).follow(h);
    static const bool trace_walk = std::getenv("GLASSBOX_TRACE_WALK") != nullptr;
    if (trace_walk) std::fprintf(stderr, "loop h=%d exit_guess=%d outer=%d\n", h, exit_guess, outer ? outer->header : -1);
    if (outer && (exit_guess == outer->header || exit_guess == outer->exit)) exit_guess = -1;
    if (exit_guess >= 0 && in_natural_body(h, exit_guess)) exit_guess = -1;  // (all paths through the body: no exit)
    // The code after a loop is laid out after it: a block before its last latch is a return
    // inside it (3.10+: maybe the copy of the return after the loop that a break runs).
    const bool in_function = (lifter_.code().flags & kCodeOptimized) != 0;  // (module and class code cannot return)
    // (A lone jump back that only jumps reach, an except clause's falling off the try statement
    // ending the body, is laid out apart, after the handlers: no clue where the loop ends.
    // (3.12+: so is one of a handler, an except clause's end or a with's suppressing path.)
    auto laid_out_apart = [&](int latch) {
        if (lays_handlers_out_last() && only_exceptions_reach(latch)) return true;
        const BasicBlock& lb = block(latch);
        if (lb.end - lb.begin != 1 || last(latch).op != Op::Jump || lb.predecessors.empty()) return false;
        return std::all_of(lb.predecessors.begin(), lb.predecessors.end(), [&](const Edge& e) {
            return e.kind != EdgeKind::FallThrough && e.kind != EdgeKind::Exception && e.block < latch &&
                   last(e.block).op == Op::Jump;
        });
    };
    if (exit_guess >= 0 && (!copies_small_exits() || (in_function && last(exit_guess).op == Op::Return)) &&
        std::any_of(latches_[h].begin(), latches_[h].end(),
                    [&](int latch) { return block(latch).reachable && exit_guess < latch && !laid_out_apart(latch); }))
        exit_guess = -1;
    if (end.op == Op::ForIter && block(h).end - block(h).begin == 1) {
        emitted_[std::size_t(h)] = true;
        // A value already an iterator (a comprehension's .0, Dynamo's code) is iterated as it is.
        const std::size_t slots = std::max<std::size_t>(end.slots, 1);  // 3.15: iterator and index
        if (stack.size() < slots || (stack[stack.size() - slots].kind != EntryKind::Iterator &&
                                     stack[stack.size() - slots].kind != EntryKind::Value))
            throw LiftError(end.offset, "a for loop without its iterator");
        ExprPtr iterable = stack[stack.size() - slots].expr;
        int exhausted = jump_target(h);
        int last_latch = latches_[h].empty() ? h : *std::max_element(latches_[h].begin(), latches_[h].end());
        int exit = exit_guess >= 0 ? exit_guess : break_target(h, last_latch, exhausted);
        // (the post-dominators see no break that only an except clause runs: the else
        // clause, which runs into the code after the loop, seemed to be that code)
        if (exit == exhausted) {
            if (int past_else = except_break_past_else(h, last_latch, exhausted); past_else >= 0) exit = past_else;
        }
        // (a break_target round an enclosing loop is where the code after this loop goes on,
        // when the break runs a copy of that code first)
        // (so is code after the except clause holding the loop: the break runs the clause's end)
        // (3.11+: the clause's blocks are under its cleanup handler, no statement's)
        const bool leaves_handler = !uses_block_stack() && exit >= 0 && block(h).handler &&
                                    block(exit).handler != block(h).handler && !is_construct_handler(*block(h).handler);
        if ((exit_guess < 0 && (exit == exhausted || (outer && is_loop_target(exit, outer)))) || leaves_handler) {
            if (int popped = popped_iterator_exit(h, last_latch, exhausted); popped >= 0) {
                exit = popped;
                note_else_exit_copies(h, exhausted, exit);
            }
        }
        Loop loop{h, exit, -1, false, outer};
        loop.iterator_depth = stack.size();
        loop.exhausted = exhausted;
        SymbolicStack body_stack = stack;
        body_stack.push_back(StackEntry::marker(EntryKind::LoopItem));
        Body body;
        walk(fallthrough(h), -1, &loop, body_stack, body, false);
        ExprPtr target = take_loop_target(body);
        if (!target && yields_each_item(body) && !loop.has_break) {
            // `(*x for ...)`: the element of a generator expression, which its builder reads.
            for (std::size_t k = 0; k < slots; ++k) stack.pop_back();
            out.push_back(stmt(ExprStmt{expr(Yield{expr(Starred{iterable})})}, end.line.value_or(0)));
            return exhausted;
        }
        if (!target) {
            PrintOptions options;
            throw LiftError(end.offset, "a for loop whose item is never stored: " +
                                            (body.empty() ? std::string("(empty body)") : print_statements({body[0]}, options)));
        }
        clean_loop_body(body, cleanup_rules());
        keep_explicit_continue(h, exhausted, body);
        for (std::size_t k = 0; k < slots; ++k) stack.pop_back();  // the iterator
        Body orelse;
        if (loop.breaks_to_split) {
            // The breaks ran their copies of the code after the try statement whose else block
            // the loop ends: all the exhausted loop runs up to there is the loop's else clause.
            walk(exhausted, stop, outer, stack, orelse, false);
            out.push_back(stmt(For{target, iterable, body, orelse, false}, end.line.value_or(0)));
            return -1;
        }
        StmtPtr after_loop;
        const int after = emit_loop_else(loop, exhausted, outer, stack, orelse, after_loop);
        StmtPtr statement = stmt(For{target, iterable, body, orelse, false}, end.line.value_or(0));
        if (emit_loop_with_copied_exit(loop, statement, stop, outer, stack, out)) return -1;
        emit_loop_statement(statement, stack, out, end.offset);
        if (after_loop) out.push_back(after_loop);
        return after;
    }
    // while loops whose test is at the top (or `while True`).
    emitted_[std::size_t(h)] = false;
    ExprPtr value;
    SymbolicStack probe = stack;
    int tested_block = h;
    std::vector<int> value_blocks;  // (a test whose operands compute values in blocks of their own)
    Condition condition;
    bool tested_on_top = try_condition_block(h, probe, value, true);
    if (tested_on_top) condition = read_condition(h, value, stack);
    // (a test on top whose both sides stay in the loop may compute a value of the test:
    // `while (a if b else c) > 1:`)
    if (!tested_on_top || (in_natural_body(h, condition.when_true) && in_natural_body(h, condition.when_false))) {
        if (try_value_condition(h, outer, stack, value, tested_block, value_blocks)) {
            condition = read_condition(tested_block, value, stack);
            condition.blocks.insert(condition.blocks.begin(), value_blocks.begin(), value_blocks.end() - 1);
            tested_on_top = true;
        }
    }
    if (tested_on_top) {
        int inside = condition.when_true, outside = condition.when_false;
        ExprPtr test = condition.test;
        if (!in_natural_body(h, inside) && in_natural_body(h, outside)) {
            std::swap(inside, outside);
            test = negate(test);
        }
        // A while test falls through into the body and jumps out: a test on top that jumps
        // into the body and falls through to code that leaves is an `if` inside `while 1:`
        // (`while 1: if c: return x; ...`). (3.14+ may fall through to a lone jump out.)
        const int tested = condition.blocks.back(), through = fallthrough(tested);
        const bool jumps_inside = canonical(jump_target(tested)) == canonical(inside) && through >= 0 &&
                                  canonical(through) == canonical(outside) && resolve_jump(through) == through &&
                                  inside != outside;
        if (jumps_inside) inside = outside = -1;
        if (in_natural_body(h, inside) && !in_natural_body(h, outside) && is_loop_header(inside) &&
            last(inside).op != Op::ForIter) {
            // 3.10: the test on top is only re-entered by `continue`; the loop proper starts
            // below it and ends with the test again.
            Condition entry{test, inside, outside, condition.blocks};
            std::vector<bool> emitted_before = emitted_;
            for (int cb : condition.blocks) emitted_[std::size_t(cb)] = true;
            int result = -1;
            if (try_inverted_while(entry, stop, outer, stack, out, result, h)) return result;
            emitted_ = emitted_before;
        }
        if (in_natural_body(h, inside) && !in_natural_body(h, outside)) {
            for (int cb : condition.blocks) emitted_[std::size_t(cb)] = true;
            // (no code after the loop that every path reaches: a break may still jump past an
            // else clause that leaves, as a for loop's does)
            const int last_latch = latches_[h].empty() ? h : *std::max_element(latches_[h].begin(), latches_[h].end());
            int exit = exit_guess >= 0 ? exit_guess : break_target(h, last_latch, outside, condition.blocks);
            if (exit == outside) {
                if (int copy = break_copy_past_else(h, outside, outer); copy >= 0) exit = copy;
            }
            Loop loop{h, exit, -1, false, outer};
            loop.goes_round_by_continue = always_tests_while_at_bottom();
            SymbolicStack body_stack = stack;
            Body body;
            walk(inside, -1, &loop, body_stack, body, false);
            clean_loop_body(body, cleanup_rules());
            keep_explicit_continue(h, outside, body);
            Body orelse;
            StmtPtr after_loop;
            const int after = emit_loop_else(loop, outside, outer, stack, orelse, after_loop);
            out.push_back(stmt(While{test, body, orelse}));
            if (after_loop) out.push_back(after_loop);
            return after;
        }
    }
    // while True: the header is the first block of the body.
    if (exit_guess < 0) exit_guess = sole_jump_out(h);
    // (3.11+: `try: x = f(); break` then `except E: g()` ending the body: the code after the
    // loop follows the break, which needs no jump, and the clause falling off the statement
    // jumps to the body's end, a lone jump back laid out after the handlers. With every jump
    // back laid out apart so, the one block the body runs into, outside it and before them,
    // is the code after the loop; a `return` there would be laid out before the handler too,
    // but a `continue` ending the clause jumps back itself.)
    if (exit_guess < 0 && !uses_block_stack() && !latches_[h].empty() &&
        std::all_of(latches_[h].begin(), latches_[h].end(), laid_out_apart)) {
        const int first_latch = *std::min_element(latches_[h].begin(), latches_[h].end());
        std::set<int> runs_into;
        for (int x : natural_body_[h])
            for (const Edge& e : block(x).successors)
                if (e.kind == EdgeKind::FallThrough && !in_natural_body(h, e.block) && e.block < first_latch)
                    runs_into.insert(e.block);
        if (runs_into.size() == 1) exit_guess = *runs_into.begin();
    }
    exit_guess = past_break_jump(exit_guess, h);
    Loop loop{h, exit_guess, -1, false, outer};
    loop.folded_bottom_test = always_tests_while_at_bottom();
    SymbolicStack body_stack = stack;
    Body body;
    emitted_[std::size_t(h)] = true;
    walk_loop_body_from_header(h, &loop, body_stack, body);
    clean_loop_body(body, cleanup_rules());
    ExprPtr test = infinite_loop_test(h);
    if (ExprPtr held = always_held_test(test, body)) {
        test = held;
        body.erase(body.begin());
        if (body.empty()) body.push_back(stmt(Pass{}));
    }
    out.push_back(stmt(While{test, body, {}}));
    return loop.exit >= 0 ? loop.exit : -1;
}

ExprPtr Structurer::always_held_test(const ExprPtr& test, const Body& body) const {
    // 3.14+ compile `while x or True:` as `while True:` whose body first tests x and goes on
    // either way, `if not x: pass`, but keep no True in co_consts (a `while True:` puts its
    // True first there, and the first constant stays). Without that True the loop was the or.
    if (!tests_while_only_on_top() || body.empty()) return nullptr;
    const auto* constant = std::get_if<Constant>(&test->node);
    if (!constant || !constant->value || constant->value->kind != ObjectKind::True) return nullptr;
    const std::vector<ObjectPtr>& consts = lifter_.code().consts;
    if (std::any_of(consts.begin(), consts.end(), [](const ObjectPtr& c) { return c && c->kind == ObjectKind::True; }))
        return nullptr;
    const auto* first = std::get_if<If>(&body.front()->node);
    if (!first || !first->orelse.empty() ||
        std::any_of(first->body.begin(), first->body.end(), [](const StmtPtr& s) { return !std::holds_alternative<Pass>(s->node); }))
        return nullptr;
    return bool_op(BoolOperator::Or, negate(first->test), test);
}

int Structurer::past_break_jump(int exit, int h) const {
    // A break's own JUMP_FORWARD (3.11+ `if not x: break` jumps over it) is no code after the loop.
    if (exit >= 0 && is_lone(exit, Op::Jump) && !is_loop_header(exit) &&
        jump_target(exit) != h)
        return resolve_jump(exit);
    return exit;
}

int Structurer::emit_loop_else(const Loop& loop, int normal_exit, Loop* outer, SymbolicStack& stack, Body& orelse,
                               StmtPtr& after_loop) {
    SymbolicStack else_stack = stack;
    if (loop.threaded_break >= 0) {
        // The break goes straight to the outer loop's exit (the else clause ends with the
        // outer break that follows the loop statement) or back to its header (nothing follows).
        walk(normal_exit, -1, outer, else_stack, orelse, false);
        const bool to_exit = loop.threaded_break == outer->exit;
        if (to_exit && (orelse.empty() || !std::holds_alternative<Break>(orelse.back()->node)))
            throw LiftError(block(loop.header).offset, "a jump out of two loops at once");
        if (to_exit) {
            after_loop = orelse.back();
            orelse.pop_back();
        } else {
            if (!orelse.empty() && std::holds_alternative<Continue>(orelse.back()->node)) orelse.pop_back();
            after_loop = stmt(Continue{});
        }
        return -1;
    }
    if (!loop.has_break || loop.exit == normal_exit) return normal_exit;
    walk(normal_exit, loop.exit, outer, else_stack, orelse, false);
    return loop.exit;
}

void Structurer::walk_loop_body_from_header(int h, Loop* loop, SymbolicStack& stack, Body& body) {
    if (int next = -1; enter_protected(h, -1, loop, stack, body, next)) {
        walk(next, -1, loop, stack, body, false);  // the body starts with a try or with statement
        return;
    }
    check_handler(h);
    if (int next = -1; try_match(h, -1, loop, stack, body, next)) {
        walk(next, -1, loop, stack, body, false);  // the body starts with a match statement
        return;
    }
    lift_block(h, stack, body);
    if (h == loop->latch_condition) {
        // The body is this one block; its test is the loop's.
        if (!stack.empty()) stack.pop_back();
        return;
    }
    if (int next = -1; after_block_setup(h, -1, loop, stack, body, next)) {
        walk(next, -1, loop, stack, body, false);  // ≤3.10: SETUP_FINALLY / SETUP_WITH ended the block
        return;
    }
    const NormalizedInstruction& end = last(h);
    if (end.op == Op::Return || end.op == Op::Raise) return;
    int next;
    if (end.op == Op::Jump) next = jump_target(h);
    else if (is_conditional(end.op)) next = emit_branch(h, -1, loop, stack, body, false);
    else next = fallthrough(h);
    walk(next, -1, loop, stack, body, false);
}

bool Structurer::yields_each_item(Body body) {
    clean_loop_body(body, CleanupRules{});  // (only whether each item is yielded)
    auto* statement = body.size() == 1 ? std::get_if<ExprStmt>(&body[0]->node) : nullptr;
    auto* yield = statement && statement->value ? std::get_if<Yield>(&statement->value->node) : nullptr;
    auto* item = yield && yield->value ? std::get_if<Name>(&yield->value->node) : nullptr;
    return item && item->id == Lifter::kLoopItemName;
}

ExprPtr Structurer::take_loop_target(Body& body) {
    if (body.empty()) return nullptr;
    auto* a = std::get_if<Assign>(&body[0]->node);
    auto* n = a && a->targets.size() == 1 ? std::get_if<Name>(&a->value->node) : nullptr;
    if (!n || n->id != Lifter::kLoopItemName) return nullptr;
    ExprPtr target = a->targets[0];
    body.erase(body.begin());
    return target;
}

bool Structurer::contains_append(const Body& body) {
    for (const StmtPtr& s : body) {
        if (is_append_marker(s)) return true;
        if (auto* f = std::get_if<For>(&s->node); f && contains_append(f->body)) return true;
        if (auto* i = std::get_if<If>(&s->node); i && (contains_append(i->body) || contains_append(i->orelse)))
            return true;
    }
    return false;
}

}  // namespace glassbox::structure_detail

namespace glassbox::structure_detail {

bool Structurer::emit_loop_with_copied_exit(Loop& loop, StmtPtr statement, int stop, Loop* outer,
                                            SymbolicStack& stack, Body& out) {
    if (!(loop.copied_exit || loop.breaks_reraise) || !loop.has_break || loop.exit != loop.exhausted) return false;
    const std::uint32_t at = block(loop.header).offset;
    SymbolicStack else_stack = stack;
    Body code;
    walk(loop.exhausted, stop, outer, else_stack, code, false);
    For with_else = std::get<For>(statement->node);
    if (loop.breaks_reraise) {
        // The breaks end the finally copy holding the loop: nothing follows the loop there,
        // so what the exhausted loop runs before that end is its else clause.
        with_else.orelse = code;
        out.push_back(stmt(std::move(with_else), statement->line));
        return true;
    }
    if (!code.empty() && unwind_text(code.back()) == unwind_text(loop.copied_exit)) {
        code.pop_back();  // the else clause runs into the code after the loop
    } else if (!always_leaves(code)) {
        throw LiftError(at, "a break whose copy of the code after the loop lift cannot place");
    }
    // (An else clause that leaves never runs into the code after the loop: only the breaks
    // reach it, and each runs its copy; the original is gone.)
    with_else.orelse = code;
    out.push_back(stmt(std::move(with_else), statement->line));
    out.push_back(loop.copied_exit);
    return true;
}

}  // namespace glassbox::structure_detail

namespace glassbox::structure_detail {

void Structurer::emit_loop_statement(const StmtPtr& statement, SymbolicStack& stack, Body& out, std::uint32_t at) {
    // 3.12+ inlines comprehensions: a loop appending to the display below it is one.
    const Body& body = std::get<For>(statement->node).body;
    if (!stack.empty() && stack.back().details().accumulator && contains_append(body)) {
        ExprPtr comprehension = comprehension_from_loop(statement, stack.back().details().accumulator->kind,
                                                           lifter_.profile().tests_not_of_compare);
        if (!comprehension) throw LiftError(at, "a comprehension lift could not rebuild");
        stack.back().expr = comprehension;
        stack.back().mutable_details().accumulator.reset();
        return;
    }
    // A filter that folds to false drops the append with the rest as dead code.
    if (!stack.empty() && stack.back().details().accumulator) {
        const DeadCodeTraces dead = dead_comprehension_code(stack);
        if (ExprPtr comprehension = comprehension_from_loop(statement, stack.back().details().accumulator->kind,
                                                           lifter_.profile().tests_not_of_compare, &dead)) {
            stack.back().expr = comprehension;
            stack.back().mutable_details().accumulator.reset();
            return;
        }
    }
    out.push_back(statement);
}

DeadCodeTraces Structurer::dead_comprehension_code(const SymbolicStack& stack) const {
    const CodeObject& code = lifter_.code();
    DeadCodeTraces traces = dead_code_traces(code, instructions_, lifter_.profile());
    // 3.12+ inline: the comprehension's locals are those it saved below the accumulator (each
    // save and restore names them), in the order its symbols came, which the code's locals
    // follow (the swaps around the saves reorder the stack); reads of the function's own
    // variables leave no trace. ≤3.11: the code is the comprehension's own.
    std::set<std::string> saved;
    for (std::size_t i = stack.size() - 1; i-- > 0 && stack[i].kind == EntryKind::SavedLocal;)
        saved.insert(stack[i].details().saved_name);
    if (saved.empty()) return traces;
    // (a class body's comprehension saves its `.0` and the names it reads too: only names no
    // instruction reads can be dead loop targets)
    std::set<std::string> read;
    for (const NormalizedInstruction& in : instructions_)
        if (!in.name.empty() && !is_store(in.op) && in.op != Op::LoadFastAndClear) read.insert(in.name);
    traces.locals.clear();
    traces.free_variables.clear();
    for (const std::string& local : code.localsplus_names)
        if (saved.count(local) && !read.count(local) && local[0] != '.') traces.locals.push_back(local);
    return traces;
}

}  // namespace glassbox::structure_detail
