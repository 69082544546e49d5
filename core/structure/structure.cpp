// The walker: statements of a region of blocks in order, with loops entered
// at their headers, conditions merged before an `if` or `while` is built, and
// code under exception handlers refused until try statements are rebuilt.
#include <cstdio>
#include <cstdlib>
#include <utility>

#include "structure/structurer.h"

namespace glassbox::structure_detail {

bool same_operation(const NormalizedInstruction& p, const NormalizedInstruction& q) {
    if (p.op != q.op || p.arg != q.arg || p.name != q.name || p.slots != q.slots) return false;
    if ((p.constant == nullptr) != (q.constant == nullptr)) return false;
    return !p.constant || p.constant == q.constant ||
           same_expression(make_constant(p.constant), make_constant(q.constant));
}

bool Structurer::same_code(int a, int b, std::size_t skip_a) const {
    const BasicBlock& x = block(a);
    const BasicBlock& y = block(b);
    if (x.end - x.begin != y.end - y.begin + skip_a || !same_instructions(x.begin + skip_a, x.end, y.begin, y.end))
        return false;
    // Falling off the end must lead to the same place too.
    int fx = fallthrough(a), fy = fallthrough(b);
    if (is_control(instructions_[x.end - 1].op) && instructions_[x.end - 1].op == Op::Jump) return true;
    return fx == fy || (fx >= 0 && fy >= 0 && same_code(fx, fy));
}

bool Structurer::same_code_going_on(int a, int b, int depth) const {
    // (the instructions before a last jump, and where the block goes on: -1 after a return or raise)
    auto own = [&](int x, std::size_t& count) {
        const BasicBlock& xb = block(x);
        count = xb.end - xb.begin;
        if (count == 0) return fallthrough(x);
        const Op end = last(x).op;
        if (end == Op::Jump) return --count, resolve_jump(jump_target(x));
        if (ends_path(end)) return -2;
        return fallthrough(x);
    };
    std::size_t count_a = 0, count_b = 0;
    const int next_a = own(a, count_a), next_b = own(b, count_b);
    if (count_a != count_b || next_a == -2 || next_b == -2) return false;
    for (std::size_t i = 0; i < count_a; ++i) {
        const NormalizedInstruction& p = instructions_[block(a).begin + i];
        const NormalizedInstruction& q = instructions_[block(b).begin + i];
        if (!same_operation(p, q) || p.target || q.target) return false;
    }
    if (next_a == next_b) return next_a >= 0;
    return depth > 0 && next_a >= 0 && next_b >= 0 && same_code_going_on(next_a, next_b, depth - 1);
}

bool Structurer::runs_into_loop_jump(int b, const Loop* loop) const {
    for (int guard = 0; guard < 8 && b >= 0 && loop; ++guard) {
        if (block(b).empty()) {
            b = fallthrough(b);
            continue;
        }
        const Op end = last(b).op;
        if (end == Op::Jump) return is_loop_target(resolve_jump(jump_target(b)), loop);
        if (ends_path(end)) return false;
        b = fallthrough(b);
    }
    return false;
}

bool Structurer::returns_none(int b) const {
    const BasicBlock& bb = block(b);
    if (bb.end - bb.begin < 2 || instructions_[bb.end - 1].op != Op::Return) return false;
    const NormalizedInstruction& value = instructions_[bb.end - 2];
    return value.op == Op::LoadConst && value.constant && value.constant->kind == ObjectKind::None;
}

bool Structurer::is_exit_copy(int b, const Loop& loop) const {
    if (!copies_small_exits()) return false;
    const int exit = loop.exit;
    // A for loop's break pops the iterator first (two slots from 3.15 on).
    const BasicBlock& bb = block(b);
    std::size_t pops = loop.iterator_depth > 0 ? lifter_.profile().iterator_slots : 0;
    if (bb.end - bb.begin <= pops) pops = 0;
    for (std::size_t k = 0; k < pops; ++k)
        if (instructions_[bb.begin + k].op != Op::PopTop) pops = 0;
    if (!same_code(b, exit, pops)) return false;
    // The implicit `return None` has no line of its own: every copying version copies it.
    if (returns_none(exit)) return true;
    // (The line of where each leaves: a copy may split into blocks where its original did not.)
    auto leaving_line = [this](int at) -> std::optional<int> {
        for (int steps = 0; steps < 64; ++steps) {
            const NormalizedInstruction& last = instructions_[block(at).end - 1];
            int next = fallthrough(at);
            if (is_control(last.op) || next < 0) return last.line;
            at = next;
        }
        return std::nullopt;
    };
    const std::optional<int> line = leaving_line(b);
    return copies_exits_with_lines() && line && line == leaving_line(exit);
}

bool Structurer::is_return_statement(int b) const {
    if (!returns_none(b)) return false;
    return std::any_of(block(b).predecessors.begin(), block(b).predecessors.end(), [&](const Edge& e) {
        // (a loop's bottom test jumps back, falling through to a copy of the exit)
        return e.kind == EdgeKind::FallThrough && is_conditional(last(e.block).op) && jump_target(e.block) > e.block;
    });
}

int Structurer::canonical(int b) const {
    if (b < 0 || is_loop_header(b)) return b;
    auto cached = canonical_.find(b);
    if (cached != canonical_.end()) return cached->second;
    int result = b;
    const BasicBlock& bb = block(b);
    // Only small blocks that leave or jump are copied by the compiler.
    Op end_op = instructions_[bb.end - 1].op;
    // A jump is copied only where it has no line of its own: cleanup (an except-as clause's
    // `name = None; del name`, pops), never a statement or a value (`x = y; continue`).
    // A lone jump that a statement runs into is the end of a body (a loop's jump back after
    // its last statement), never a copy of an explicit `continue` before it.
    const bool ends_body = is_lone(b, Op::Jump) &&
                           std::any_of(bb.predecessors.begin(), bb.predecessors.end(), [&](const Edge& e) {
                               if (e.kind != EdgeKind::FallThrough) return false;
                               const Op before = last(e.block).op;
                               return !is_control(before) && before != Op::Return && before != Op::Raise;
                           });
    // (a finally body's exceptional copy ends in a lone RERAISE, which 3.12+ copies too)
    const bool lone_reraise = is_lone(b, Op::Reraise) && !uses_block_stack();
    if (bb.end - bb.begin <= 8 && !ends_body && (end_op == Op::Return || end_op == Op::Raise || lone_reraise ||
                                   (end_op == Op::Jump && !jumps_after_statement(b)))) {
        // 3.12+: the jump back after a test (`POP_JUMP_IF_FALSE over; JUMP_BACKWARD`, on the
        // test's line) copies the loop's end, not an explicit `continue` on a line of its own.
        auto explicit_continue = [&](int x) {
            const BasicBlock& xb = block(x);
            if (xb.end - xb.begin != 1 || last(x).op != Op::Jump || !last(x).line) return false;
            for (const Edge& e : xb.predecessors)
                if (e.kind == EdgeKind::FallThrough && last(e.block).line == last(x).line) return false;
            return true;
        };
        const bool after_test = lifter_.profile().forward_conditional_jumps && is_lone(b, Op::Jump) && !explicit_continue(b);
        for (int other = 0; other < b; ++other) {
            if (!block(other).reachable || is_loop_header(other)) continue;
            if (after_test && explicit_continue(other)) continue;
            // (nor is an explicit `continue` a copy of such a jump back after a test: `elif c:
            // continue` ending a 3.14+ loop body jumps over the loop's own jump back to its own)
            if (lifter_.profile().forward_conditional_jumps && is_lone(b, Op::Jump) && explicit_continue(b) &&
                block(other).end - block(other).begin == 1 && !explicit_continue(other))
                continue;
            if (is_return_statement(b) || is_return_statement(other)) continue;
            // A raise, or a return of a value, is copied with its line (a tail the compiler
            // inlines): one on another line is a statement of its own (`assert a` then
            // `assert b`; `if a: return True` then `if b: return True`). Only the implicit
            // `return None` is copied without one (it takes the line of the jump it replaces).
            // A jump copied with its pops keeps its line too: two `break`s of one loop on lines
            // of their own are two statements (POP_TOP; JUMP each in a for loop). (A lone jump
            // is the compiler's threading of a jump to a jump, on the line of the first.)
            // (A jump threaded to a jump, or 3.12+'s jump back after a test, is on the line of
            // the code before it: two lone jumps each on a line of its own are two statements,
            // `if a: continue` twice.)
            const bool own_statements = explicit_continue(b) && explicit_continue(other);
            const bool keeps_line = end_op == Op::Raise || (end_op == Op::Jump && bb.end - bb.begin > 1) ||
                                    own_statements ||
                                    (end_op == Op::Return && !returns_none(b));
            // Pops in front of a copied tail are a statement's own (`break` in a for loop:
            // POP_TOP, then the code after the loop copied, 3.10+): on another line, another one.
            const bool own_pop = instructions_[bb.begin].op == Op::PopTop && bb.end - bb.begin > 1;
            // A raise under another handler goes elsewhere, one with more on the stack runs in
            // another handler: no copy of this one (the two copies of a finally body each hold
            // their own `assert`).
            if ((end_op == Op::Raise || lone_reraise) &&
                (block(other).handler != bb.handler || depth_at(other) != depth_at(b)))
                continue;
            // (A statement of a line of its own that only jumps, a `break` whose jump became
            // the copy, leaves its NOP in front: two such NOPs on two lines are two statements.)
            // (A NOP on the line of the jump to it is no statement's: a test's way out.)
            auto statement_nop = [&](int x) -> std::optional<int> {
                const std::optional<int> line = instructions_[block(x).begin].nop_line;
                if (!line) return std::nullopt;
                for (const Edge& e : block(x).predecessors)
                    if (e.kind != EdgeKind::Exception && last(e.block).line == line) return std::nullopt;
                return line;
            };
            const std::optional<int> nop = statement_nop(b), other_nop = statement_nop(other);
            if (same_code(other, b) && !(nop && other_nop && *nop != *other_nop) &&
                (!keeps_line || instructions_[block(other).end - 1].line == instructions_[bb.end - 1].line) &&
                (!own_pop || instructions_[block(other).begin].line == instructions_[bb.begin].line)) {
                result = other;
                break;
            }
        }
    }
    // ≤3.10: the POP_BLOCK before such a copy (a with or try body's exit that 3.10 copies
    // after a loop's two tests) is a block of its own: a copy when what follows is one.
    if (result == b && is_lone(b, Op::PopBlock) && fallthrough(b) >= 0 &&
        canonical(fallthrough(b)) != fallthrough(b)) {
        const int copied = canonical(fallthrough(b));
        for (const Edge& e : block(copied).predecessors) {
            const BasicBlock& ob = block(e.block);
            if (e.kind == EdgeKind::FallThrough && e.block < b && ob.reachable && is_lone(e.block, Op::PopBlock) &&
                ob.handler == bb.handler) {
                result = e.block;
                break;
            }
        }
    }
    canonical_[b] = result;
    return result;
}

bool Structurer::jumps_after_statement(int b) const {
    bool statement = false;
    for (std::size_t i = block(b).begin; i + 1 < block(b).end; ++i) {
        switch (instructions_[i].op) {
        case Op::DeleteFast: case Op::DeleteName: case Op::DeleteDeref: case Op::DeleteGlobal: return false;
        case Op::PopTop: case Op::PopExcept: case Op::PopBlock: case Op::Nop: break;
        default: statement = true;
        }
    }
    return statement;
}

bool Structurer::continue_written(int jumped_from, int target, const Loop& loop) const {
    // 3.10+: a loop whose end is its bottom test goes round from the test on top only by `continue`.
    if (target == loop.continue_target && target != loop.header && loop.latch_condition >= 0) return true;
    if (loop.goes_round_by_continue) return true;
    // `continue` compiles to its jump; the loop's own jump back follows it where the body ends
    // (≤3.9 keep it dead; 3.10+ where another path, an if's false side, goes there).
    if (jumped_from < 0 || jumped_from + 1 >= int(cfg_.blocks.size())) return false;
    // (3.10-3.13 `while True:`: an except clause's end, POP_EXCEPT then the jump, straight to
    // the header is a `continue`; falling off a try statement ending the body, the clause
    // would jump forward to the loop's own jump back, the folded test.)
    if (loop.folded_bottom_test && target == loop.header && last(jumped_from).op == Op::Jump) {
        const BasicBlock& from = block(jumped_from);
        for (std::size_t i = from.begin; i < from.end; ++i)
            if (instructions_[i].op == Op::PopExcept) return true;
    }
    // (A lone jump on the line of the test it follows is that loop's own jump back: 3.14+ lay
    // it out after the test, before an explicit `continue` the test jumps to.)
    const BasicBlock& from = block(jumped_from);
    if (from.end - from.begin == 1)
        for (const Edge& e : from.predecessors)
            if (e.kind == EdgeKind::FallThrough && is_conditional(last(e.block).op) && last(e.block).line &&
                last(e.block).line == last(jumped_from).line)
                return false;
    const BasicBlock& next = block(jumped_from + 1);
    if (is_lone(jumped_from + 1, Op::Jump) && jump_target(jumped_from + 1) == target)
        return true;
    // (≤3.9: a try body's or an except clause's end after it, left dead: POP_BLOCK or
    // POP_EXCEPT (and a name's cleanup), then the jump; 3.8, where the `continue` ran a finally
    // body or a clause's name cleanup with CALL_FINALLY first: POP_BLOCK; BEGIN_FINALLY into it)
    if (next.reachable || (instructions_[next.begin].op != Op::PopBlock && instructions_[next.begin].op != Op::PopExcept))
        return false;
    for (int x = jumped_from + 1; x < int(cfg_.blocks.size()) && !block(x).reachable; ++x) {
        if (last(x).op == Op::Jump) return resolve_jump(jump_target(x)) == resolve_jump(target);
        if (last(x).op == Op::BeginFinally) {
            for (const Edge& e : from.predecessors)
                if (e.kind == EdgeKind::FallThrough && last(e.block).op == Op::CallFinally) return true;
            return false;
        }
        if (fallthrough(x) != x + 1) return false;
    }
    return false;
}

Body Structurer::run() {
    static const bool trace_cfg = std::getenv("GLASSBOX_TRACE_CFG") != nullptr;  // (read once, not per code object)
    if (trace_cfg) dump_cfg();
    Body body;
    SymbolicStack stack;
    if (!cfg_.blocks.empty()) walk(0, -1, nullptr, stack, body, false);
    rebuild_dead_finally_statements(body);
    check_unwind_markers(body);
    return body;
}

int Structurer::fallthrough(int b) const {
    for (const Edge& e : block(b).successors)
        if (e.kind == EdgeKind::FallThrough) return e.block;
    return -1;
}

int Structurer::jump_target(int b) const {
    for (const Edge& e : block(b).successors)
        if (e.kind == EdgeKind::Jump || e.kind == EdgeKind::LoopExit) return e.block;
    return -1;
}

bool Structurer::in_natural_body(int header, int b) const {
    auto it = natural_body_.find(header);
    return it != natural_body_.end() && it->second.count(b);
}

const RegionPostDominators& Structurer::post_dominators(const Loop* loop) {
    std::pair<int, int> key = loop ? std::pair<int, int>{loop->header, loop->exit} : std::pair<int, int>{-1, -1};
    auto it = pdoms_.find(key);
    if (it != pdoms_.end()) return *it->second;
    std::vector<int> cut;
    if (loop) {
        cut.push_back(loop->header);
        if (loop->continue_target >= 0) cut.push_back(loop->continue_target);
        if (loop->exit >= 0) cut.push_back(loop->exit);
    }
    auto made = std::make_unique<RegionPostDominators>(cfg_, cut);
    auto& ref = *made;
    pdoms_[key] = std::move(made);
    return ref;
}

void Structurer::fail(Body& out, std::uint32_t offset, const std::string& reason) {
    problems_.push_back({offset, reason});
    out.push_back(stmt(Unreconstructed{reason, int(offset)}));
}

void Structurer::lift_block(int b, SymbolicStack& stack, Body& out) {
    const BasicBlock& bb = block(b);
    auto cut = tail_cut_.find(b);
    const std::size_t end = cut != tail_cut_.end() ? cut->second : bb.end;
    for (std::size_t i = bb.begin; i < end; ++i) {
        if (skip_.count(i)) continue;
        const NormalizedInstruction& in = instructions_[i];
        if (i + 1 == bb.end && is_control(in.op)) break;
        lifter_.step(in, stack, out);
    }
    lifter_.flush_pending_stores(out);  // a parallel assignment's stores never span blocks
    if (lifter_.generated()) {
        // Generated code keeps values on the stack into and out of try regions, which no
        // statement can: they cross as temporaries.
        bool crosses = false;
        for (const Edge& e : bb.successors)
            if (e.kind != EdgeKind::Exception && block(e.block).handler != bb.handler) crosses = true;
        if (crosses) lifter_.spill_all(stack, out);
    }
}

void Structurer::walk(int b, int stop, Loop* loop, SymbolicStack& stack, Body& out, bool expression_mode) {
    struct DepthGuard {
        int& depth;
        explicit DepthGuard(int& d) : depth(d) { ++depth; }
        ~DepthGuard() { --depth; }
    } guard(depth_);
    if (depth_ > 400) throw LiftError(b >= 0 ? block(b).offset : 0, "control flow nested too deeply");
    static const bool trace = std::getenv("GLASSBOX_TRACE_WALK") != nullptr;
    if (trace)
        std::fprintf(stderr, "walk b=%d (offset %u) stop=%d loop=%d expr=%d\n", b, b >= 0 ? block(b).offset : 0,
                     stop, loop ? loop->header : -1, int(expression_mode));
    IntSet loops_emitted_here;
    int jumped_from = -1;  // the block whose unconditional jump led to `b`
    while (true) {
        const int from = std::exchange(jumped_from, -1);
        // (3.10+ copy what follows a statement, when small, into the jumps to it)
        if (b < 0 || b == stop || copies_join(b, stop) || (!expression_mode && is_copy_of(b, stop))) return;
        if (loop && (b == loop->header || b == loop->continue_target)) {
            if (!expression_mode) unwind_exit(out, loop, block(b).offset, false);
            out.push_back(stmt(Continue{continue_written(from, b, *loop)}));
            return;
        }
        if (loop && b == loop->latch_condition) {
            // The bottom test of a 3.10+ while loop: its block may end the body's code.
            if (!expression_mode) emitted_[std::size_t(b)] = true;
            const std::size_t before = stack.size();
            lift_block(b, stack, out);
            // (the test's operands, where blocks of their own compute its values, all go)
            // (and the values the body's last statement took there, computed before its block)
            const std::size_t pending = std::size_t(std::max(0, depth_at(b) - depth_at(loop->header)));
            if (loop->latch_value_test && stack.size() + pending >= before) stack.resize(before - std::min(before, pending));
            else if (!stack.empty()) stack.pop_back();
            if (!expression_mode) unwind_exit(out, loop, block(b).offset, false);
            out.push_back(stmt(Continue{false, always_tests_while_at_bottom()}));
            return;
        }
        if (loop && b == loop->exit && !expression_mode && exit_is_unwind_copy(loop, out))
            loop->exit = -1;  // (try_statement.cpp) the "exit" holds a copy of a finally body: not one
        if (loop && (b == loop->exit || (loop->exit >= 0 && resolve_jump(b) == resolve_jump(loop->exit)) ||
                     (loop->exit >= 0 && b != loop->exit && !in_natural_body(loop->header, b) &&
                      is_exit_copy(b, *loop)))) {
            // The compiler threads a break straight to where the loop's exit jumps, or
            // (3.12+) copies the small block after the loop to the end of the break.
            loop->has_break = true;
            if (!expression_mode) unwind_exit(out, loop, block(b).offset, false);
            out.push_back(stmt(Break{}));
            return;
        }
        if (loop && loop->outer && !expression_mode &&
            ((b == loop->outer->exit && loop->outer->exit >= 0 && !copies_small_exits()) ||
             b == loop->outer->header || (b == loop->outer->latch_condition && b >= 0))) {
            // A break threaded past the loop's else clause to where the outer loop goes next:
            // emit_loop_else checks that the outer loop's break (≤3.9) or continue follows.
            loop->has_break = true;
            loop->threaded_break = b;
            unwind_exit(out, loop, block(b).offset, false);
            out.push_back(stmt(Break{}));
            return;
        }
        for (const Loop* outer = loop ? loop->outer : nullptr; outer; outer = outer->outer) {
            if (b == outer->header || b == outer->exit) {
                fail(out, block(b).offset, "a jump out of two loops at once");
                return;
            }
        }
        if (AsyncForHead head; !expression_mode && is_loop_header(b) && !(loop && loop->header == b) &&
                               async_for_head(b, head)) {
            b = emit_async_for(b, head, stop, loop, stack, out);
            continue;
        }
        if (int next = -1; !expression_mode && enter_protected(b, stop, loop, stack, out, next)) {
            b = next;  // a try or with statement (try_statement.cpp, with_statement.cpp)
            continue;
        }
        if (is_loop_header(b) && !(loop && loop->header == b)) {
            if (!loops_emitted_here.insert(b).second) {
                // The loop's exit leads back to it: emitting it again would never end.
                fail(out, block(b).offset, "a loop whose exit leads back into it");
                return;
            }
            if (loops_in_progress_.count(b)) {
                // Reached again from inside its own body without the walk knowing the loop:
                // emitting it again would never end.
                fail(out, block(b).offset, "a jump back into a loop from code lift did not place inside it");
                return;
            }
            struct InProgress {
                IntSet& loops;
                int header;
                InProgress(IntSet& l, int h) : loops(l), header(h) { loops.insert(h); }
                ~InProgress() { loops.erase(header); }
            } in_progress(loops_in_progress_, b);
            int header = b;
            b = emit_loop(b, stop, loop, stack, out);
            if (b < 0) append_copied_exit(header, out);  // try_statement.cpp
            continue;
        }
        if (!expression_mode) {
            if (emitted_[std::size_t(b)] && is_lone(b, Op::Jump)) {
                jumped_from = b;
                b = jump_target(b);  // a bare jump (one `canonical` took for its copy) holds no statement
                continue;
            }
            // (so is the end of an except clause whose copy of the code after the statement
            // the walk drops: `canonical` takes one clause's for another's)
            const bool copied_end = !unwind_.empty() && copied_returns_.count(last(b).offset) &&
                                    instructions_[block(b).begin].op == Op::PopExcept;
            // (and a try body's: a return from it unwinds nothing, as from outside)
            const bool unwinds_nothing = std::all_of(unwind_.begin(), unwind_.end(),
                                                     [](const Unwind& u) { return u.exit_code.empty(); });
            if (emitted_[std::size_t(b)] && (unwinds_nothing || copied_end) &&
                (last(b).op == Op::Return || last(b).op == Op::Raise)) {
                // An exit reached again (one `canonical` took for its copy): the compiler copies
                // such blocks into each path anyway, so lifting it again is what runs here.
                lift_block(b, stack, out);
                if (last(b).op == Op::Return) unwind_return(out, loop, last(b).offset);
                return;
            }
            if (emitted_[std::size_t(b)]) {
                fail(out, block(b).offset, "control flow that re-enters code already decompiled");
                return;
            }
            emitted_[std::size_t(b)] = true;
        }
        check_handler(b);
        if (int next = -1; !expression_mode && try_match(b, stop, loop, stack, out, next)) {
            b = next;  // match_statement.cpp
            continue;
        }
        if (!unwind_.empty()) entry_stack_ = stack;  // (unwind_return: was the value there before?)
        // (Module and class code cannot return: there a return in a loop is always a break's
        // copy of the code after it.)
        // (Nor is the unwind code of a try statement in the loop that the break runs first.)
        const bool breaks_to_copy = !expression_mode && last(b).op == Op::Return &&
                                    (leaves_loop_before_value(b, loop, stack.size()) ||
                                     (loop && !(lifter_.code().flags & kCodeOptimized)));
        // (3.11+: a finally body whose handler no table entry names starts here: dead_finally.cpp)
        if (!expression_mode && ends_before_codeless_statement(b) &&
            (out.empty() || !std::holds_alternative<Pass>(out.back()->node)))
            out.push_back(stmt(Pass{}));
        const auto [lifted_from, lifted_to] =
            expression_mode ? std::pair<std::size_t, std::size_t>{0, 0} : lift_before_dead_finally(b, loop, stack, out);
        lift_block(b, stack, out);
        for (std::size_t i = lifted_from; i < lifted_to; ++i) skip_.erase(i);
        const NormalizedInstruction& end = last(b);
        // (a copy of a small join that drops a value and jumps, cut off: where the walk stops)
        if (end.op == Op::Jump && tail_cut_.count(b)) return;
        if (end.op == Op::Return || end.op == Op::Raise) {
            // A copy of a shared tail, cut off: it runs once, after the construct
            // (tail_copied_value.cpp, sunk_return.cpp).
            if (tail_cut_.count(b)) return;
            // (Outside a for loop the value on the stack is another's: `yield from`'s result,
            // which the copy's POP_TOP drops.)
            if (split_breaks_.count(b) && loop && loop->iterator_depth > 0) {
                // (one loop's iterator dropped: a break out of two loops is no statement)
                if (std::size_t(depth_at(b)) != loop->iterator_depth)
                    throw LiftError(end.offset, "a break whose copy of the code after a try statement lift cannot place");
                loop->has_break = true;
                loop->breaks_to_split = true;
                out.push_back(stmt(Break{}));
                return;
            }
            if (breaks_to_copy && return_as_break(out, loop, end.offset)) return;
            if (end.op == Op::Return && !expression_mode) unwind_return(out, loop, end.offset);
            if (auto* r = end.op == Op::Return && loop && !out.empty() ? std::get_if<Return>(&out.back()->node) : nullptr;
                r && !r->written && copied_by_suppressing_path(b)) {
                Return written = *r;
                written.written = true;
                out.back() = stmt(written, out.back()->line);
            }
            // A clause's own raise leaves no POP_EXCEPT before it: after one, it is a break's
            // copy of a loop's exit that raises.
            // (One the try statement took for the copy of the code after it is that code.)
            if (end.op == Op::Raise && !expression_mode && loop && !unwind_.empty() && copies_small_exits() &&
                !copied_returns_.count(end.offset) && raises_after_pop_except(b) &&
                !return_as_break(out, loop, end.offset))
                fail(out, end.offset, "a raise after leaving an except clause lift cannot place");
            return;
        }
        if (end.op == Op::Reraise) {
            if (tail_cut_.count(b)) return;  // (as above)
            end_reraise(b, loop, stack, out);
            return;
        }
        if (int next = -1; !expression_mode && after_block_setup(b, stop, loop, stack, out, next)) {
            b = next;  // ≤3.10: SETUP_FINALLY / SETUP_WITH ended the block
            continue;
        }
        if (end.op == Op::Jump) {
            jumped_from = b;
            b = jump_target(b);
            continue;
        }
        if (end.op == Op::ForIter) throw LiftError(end.offset, "FOR_ITER outside a loop header");
        if (is_conditional(end.op)) {
            b = emit_branch(b, stop, loop, stack, out, expression_mode);
            continue;
        }
        b = fallthrough(b);
    }
}

void Structurer::check_handler(int b) {
    // The handlers the compiler adds on its own (generator and inlined-comprehension
    // cleanup) change nothing; a try or with statement's must have been entered.
    any_handler(b, [&](int h) {
        if (is_construct_handler(h) && !active_handlers_.count(h))
            throw LiftError(block(b).offset, "code under an exception handler no try or with statement explains");
        return false;
    });
}

}  // namespace glassbox::structure_detail

namespace glassbox {

ast::Body structure_code(const ControlFlowGraph& cfg, Lifter& lifter, std::vector<StructureProblem>& problems) {
    structure_detail::Structurer structurer(cfg, lifter, problems);
    ast::Body body = structurer.run();
    clean_body(body, structurer.cleanup_rules());
    return body;
}

}  // namespace glassbox
