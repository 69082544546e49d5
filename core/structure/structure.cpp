// The walker: statements of a region of blocks in order, with loops entered
// at their headers, conditions (and/or/not across blocks) merged before an
// `if` or `while` is built, and values that cross blocks (a and b, x if c
// else y) rebuilt as expressions.
#include "structure/structure.h"

#include <algorithm>
#include <map>
#include <memory>
#include <set>

#include "print/print.h"
#include "structure/cleanup.h"
#include "structure/post_dominators.h"

namespace glassbox {

using namespace ast;

namespace {

bool is_conditional(Op op) {
    return op == Op::PopJumpIfFalse || op == Op::PopJumpIfTrue || op == Op::PopJumpIfNone ||
           op == Op::PopJumpIfNotNone || op == Op::JumpIfFalseOrPop || op == Op::JumpIfTrueOrPop;
}

bool is_control(Op op) { return is_conditional(op) || op == Op::Jump || op == Op::ForIter; }

ExprPtr negate(const ExprPtr& e) { return negate_condition(e); }

ExprPtr bool_op(BoolOperator op, ExprPtr left, ExprPtr right) {
    std::vector<ExprPtr> values;
    for (const ExprPtr& side : {left, right}) {
        auto* b = std::get_if<BoolOp>(&side->node);
        if (b && b->op == op && side == left) values.insert(values.end(), b->values.begin(), b->values.end());
        else values.push_back(side);
    }
    return expr(BoolOp{op, values});
}

// A condition over one or more blocks: true goes to `when_true`, false to `when_false`.
struct Condition {
    ExprPtr test;
    int when_true = -1;
    int when_false = -1;
    std::vector<int> blocks;  // the blocks it was read from, in order
};

struct Loop {
    int header = -1;
    int exit = -1;            // where `break` goes (-1: none known)
    int latch_condition = -1; // 3.10+ while loops: the condition at the bottom that jumps back
    bool has_break = false;
    const Loop* outer = nullptr;
};

class Structurer {
public:
    Structurer(const ControlFlowGraph& cfg, Lifter& lifter, std::vector<StructureProblem>& problems)
        : cfg_(cfg), lifter_(lifter), problems_(problems), instructions_(cfg.code->instructions),
          emitted_(cfg.blocks.size(), false) {
        find_loops();
    }

    Body run() {
        Body body;
        SymbolicStack stack;
        if (!cfg_.blocks.empty()) walk(0, -1, nullptr, stack, body, false);
        return body;
    }

private:
    const BasicBlock& block(int b) const { return cfg_.blocks[std::size_t(b)]; }
    const NormalizedInstruction& last(int b) const { return instructions_[block(b).end - 1]; }

    int fallthrough(int b) const {
        for (const Edge& e : block(b).successors)
            if (e.kind == EdgeKind::FallThrough) return e.block;
        return -1;
    }
    int jump_target(int b) const {
        for (const Edge& e : block(b).successors)
            if (e.kind == EdgeKind::Jump || e.kind == EdgeKind::LoopExit) return e.block;
        return -1;
    }

    // ---- loops ---------------------------------------------------------------------------
    void find_loops() {
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
        for (auto& [header, latches] : latches_) {
            std::set<int> body{header};
            std::vector<int> work(latches.begin(), latches.end());
            while (!work.empty()) {
                int x = work.back();
                work.pop_back();
                if (!body.insert(x).second) continue;
                for (const Edge& p : block(x).predecessors)
                    if (p.kind != EdgeKind::Exception) work.push_back(p.block);
            }
            natural_body_[header] = body;
        }
    }
    bool is_loop_header(int b) const { return latches_.count(b) != 0; }
    bool in_natural_body(int header, int b) const {
        auto it = natural_body_.find(header);
        return it != natural_body_.end() && it->second.count(b);
    }

    const RegionPostDominators& post_dominators(const Loop* loop) {
        int key = loop ? loop->header : -1;
        auto it = pdoms_.find(key);
        if (it != pdoms_.end()) return *it->second;
        std::vector<int> cut;
        if (loop) {
            cut.push_back(loop->header);
            if (loop->exit >= 0) cut.push_back(loop->exit);
        }
        auto made = std::make_unique<RegionPostDominators>(cfg_, cut);
        auto& ref = *made;
        pdoms_[key] = std::move(made);
        return ref;
    }

    // ---- problems ------------------------------------------------------------------------
    void fail(Body& out, std::uint32_t offset, const std::string& reason) {
        problems_.push_back({offset, reason});
        out.push_back(stmt(Unreconstructed{reason, int(offset)}));
    }

    // ---- lifting a block -----------------------------------------------------------------
    // Lifts every instruction of `b` but a control-flow terminator.
    void lift_block(int b, SymbolicStack& stack, Body& out) {
        const BasicBlock& bb = block(b);
        for (std::size_t i = bb.begin; i < bb.end; ++i) {
            if (skip_.count(i)) continue;
            const NormalizedInstruction& in = instructions_[i];
            if (i + 1 == bb.end && is_control(in.op)) break;
            lifter_.step(in, stack, out);
        }
    }

    // Lifts `b` as a pure condition: no statements, one more value on the stack.
    bool try_condition_block(int b, const SymbolicStack& stack, ExprPtr& test, bool header_allowed = false) {
        if (b < 0 || !is_conditional(last(b).op) || last(b).op == Op::JumpIfFalseOrPop ||
            last(b).op == Op::JumpIfTrueOrPop || (is_loop_header(b) && !header_allowed))
            return false;
        SymbolicStack copy = stack;
        Body out;
        try {
            lift_block(b, copy, out);
        } catch (const LiftError&) {
            return false;
        }
        if (!out.empty() || copy.size() != stack.size() + 1) return false;
        for (std::size_t i = 0; i < stack.size(); ++i)
            if (copy[i].expr != stack[i].expr || copy[i].kind != stack[i].kind) return false;
        test = lifter_.as_expression(copy.back(), last(b).offset);
        return true;
    }

    // The test of a conditional jump as "jump taken when `test` is true".
    ExprPtr jump_test(int b, ExprPtr value) const {
        switch (last(b).op) {
        case Op::PopJumpIfFalse: return negate(value);
        case Op::PopJumpIfNone: return expr(Compare{value, {CompareOperator::Is}, {none_constant()}});
        case Op::PopJumpIfNotNone: return expr(Compare{value, {CompareOperator::IsNot}, {none_constant()}});
        default: return value;
        }
    }

    // Reads the condition that starts with the value `value` tested at the end of `b`,
    // merging the pure condition blocks that follow into one and/or/not tree.
    Condition read_condition(int b, ExprPtr value, const SymbolicStack& stack) {
        struct Node {
            ExprPtr test;
            int t, f;
            std::vector<int> blocks;
        };
        std::map<int, Node> nodes;  // by first block
        auto make_node = [&](int blk, ExprPtr v) {
            Node node;
            bool jump_when_true = last(blk).op != Op::PopJumpIfFalse;
            node.test = last(blk).op == Op::PopJumpIfFalse ? v : jump_test(blk, v);
            int jump = jump_target(blk), through = fallthrough(blk);
            node.t = jump_when_true ? jump : through;
            node.f = jump_when_true ? through : jump;
            node.blocks = {blk};
            return node;
        };
        nodes[b] = make_node(b, value);
        // Gather candidate blocks reachable from b that are pure conditions.
        std::vector<int> work{b};
        std::set<int> seen{b};
        while (!work.empty()) {
            int x = work.back();
            work.pop_back();
            for (int s : {nodes[x].t, nodes[x].f}) {
                if (s < 0 || seen.count(s)) continue;
                seen.insert(s);
                ExprPtr test;
                if (try_condition_block(s, stack, test)) {
                    nodes[s] = make_node(s, test);
                    work.push_back(s);
                }
            }
        }
        auto predecessors_in = [&](int blk) {
            std::vector<int> preds;
            for (auto& [id, node] : nodes)
                if (node.t == blk || node.f == blk) preds.push_back(id);
            return preds;
        };
        auto outside_predecessor = [&](int blk) {
            for (const Edge& e : block(blk).predecessors) {
                if (e.kind == EdgeKind::Exception) continue;
                bool inside = false;
                for (auto& [id, node] : nodes)
                    for (int nb : node.blocks)
                        if (nb == e.block) inside = true;
                if (!inside) return true;
            }
            return false;
        };
        bool changed = true;
        while (changed) {
            changed = false;
            for (auto& [x_id, x] : nodes) {
                for (int y_id : {x.t, x.f}) {
                    if (y_id == x_id || !nodes.count(y_id)) continue;
                    if (y_id == b) continue;
                    auto preds = predecessors_in(y_id);
                    if (preds.size() != 1 || outside_predecessor(y_id)) continue;
                    Node& y = nodes[y_id];
                    ExprPtr merged;
                    if (x.t == y_id && x.f == y.f) merged = bool_op(BoolOperator::And, x.test, y.test);
                    else if (x.f == y_id && x.t == y.t) merged = bool_op(BoolOperator::Or, x.test, y.test);
                    else if (x.t == y_id && x.f == y.t) merged = bool_op(BoolOperator::Or, negate(x.test), y.test);
                    else if (x.f == y_id && x.t == y.f) merged = bool_op(BoolOperator::And, negate(x.test), y.test);
                    else continue;
                    x.test = merged;
                    x.t = y.t;
                    x.f = y.f;
                    x.blocks.insert(x.blocks.end(), y.blocks.begin(), y.blocks.end());
                    nodes.erase(y_id);
                    changed = true;
                    break;
                }
                if (changed) break;
            }
        }
        Node& root = nodes[b];
        return Condition{root.test, root.t, root.f, root.blocks};
    }

    // ---- the walk ------------------------------------------------------------------------
    // Statements from block `b` until `stop` (exclusive), appended to `out`.
    // Expression mode: the region only computes values (no block is marked as done).
    void walk(int b, int stop, Loop* loop, SymbolicStack& stack, Body& out, bool expression_mode) {
        while (true) {
            if (b < 0 || b == stop) return;
            if (loop && b == loop->header) {
                out.push_back(stmt(Continue{}));
                return;
            }
            if (loop && b == loop->latch_condition) {
                out.push_back(stmt(Continue{}));
                return;
            }
            if (loop && b == loop->exit) {
                loop->has_break = true;
                out.push_back(stmt(Break{}));
                return;
            }
            if (is_loop_header(b) && !(loop && loop->header == b)) {
                b = emit_loop(b, stop, loop, stack, out);
                continue;
            }
            if (!expression_mode) {
                if (emitted_[std::size_t(b)]) {
                    fail(out, block(b).offset, "control flow that re-enters code already decompiled");
                    return;
                }
                emitted_[std::size_t(b)] = true;
            }
            check_handler(b);
            lift_block(b, stack, out);
            const NormalizedInstruction& end = last(b);
            if (end.op == Op::Return || end.op == Op::Raise) return;
            if (end.op == Op::Reraise) throw LiftError(end.offset, "re-raise outside a handler lift knows");
            if (end.op == Op::Jump) {
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

    // 3.11+: code under an exception handler is only decompiled when the handler is one
    // the compiler adds without a try statement (generator and inlined-comprehension cleanup).
    void check_handler(int b) {
        const BasicBlock& bb = block(b);
        if (!bb.handler) return;
        int h = *bb.handler;
        int guard = 0;
        while (h >= 0 && guard++ < 4) {
            const BasicBlock& hb = block(h);
            for (std::size_t i = hb.begin; i < hb.end; ++i) {
                Op op = instructions_[i].op;
                if (op != Op::Swap && op != Op::PopTop && op != Op::StoreFast && op != Op::StopIterationError &&
                    op != Op::Reraise && op != Op::Copy && op != Op::Jump)
                    throw LiftError(bb.offset, "try/except/with is not decompiled yet");
            }
            if (instructions_[hb.end - 1].op == Op::Reraise) return;
            h = instructions_[hb.end - 1].op == Op::Jump ? jump_target(h) : fallthrough(h);
        }
    }

    // The conditional jump ending `b`; returns where the walk goes on.
    int emit_branch(int b, int stop, Loop* loop, SymbolicStack& stack, Body& out, bool expression_mode) {
        const NormalizedInstruction& end = last(b);
        const std::uint32_t at = end.offset;
        // `a and b` / `a or b` as a value: the tested value stays on the stack when the jump is taken.
        bool keeps_value = end.op == Op::JumpIfFalseOrPop || end.op == Op::JumpIfTrueOrPop;
        int through = fallthrough(b);
        if (!keeps_value && stack.size() >= 2 && stack.back().copy_group &&
            stack[stack.size() - 2].copy_group == stack.back().copy_group && through >= 0 &&
            instructions_[block(through).begin].op == Op::PopTop &&
            (end.op == Op::PopJumpIfFalse || end.op == Op::PopJumpIfTrue)) {
            // 3.12+: COPY 1; POP_JUMP_IF_x; POP_TOP is the same short circuit.
            stack.pop_back();
            skip_.insert(block(through).begin);
            keeps_value = true;
        }
        if (keeps_value) {
            bool is_and = end.op == Op::JumpIfFalseOrPop || end.op == Op::PopJumpIfFalse;
            StackEntry left_entry = stack.back();
            stack.pop_back();
            ExprPtr left = lifter_.as_expression(left_entry, at);
            int join = jump_target(b);
            SymbolicStack right_stack = stack;
            Body right_out;
            walk(through, join, loop, right_stack, right_out, true);
            if (!right_out.empty() || right_stack.size() != stack.size() + 1)
                throw LiftError(at, "a short-circuit operand lift could not rebuild");
            ExprPtr right = lifter_.as_expression(right_stack.back(), at);
            stack.push_back(StackEntry::value(bool_op(is_and ? BoolOperator::And : BoolOperator::Or, left, right)));
            return join;
        }

        ExprPtr value = lifter_.pop_expression(stack, at);
        Condition condition = read_condition(b, value, stack);
        if (!expression_mode)
            for (int cb : condition.blocks) emitted_[std::size_t(cb)] = true;
        const int last_block = condition.blocks.back();
        (void)last_block;

        // while loops the 3.10+ compilers invert: the test before the loop and again at its bottom.
        if (!expression_mode) {
            int result = -1;
            if (try_inverted_while(condition, stop, loop, stack, out, result)) return result;
        }

        int join = post_dominators(loop).follow(b);
        if (loop && (join == loop->header || join == loop->exit)) join = -1;
        // `x if c else y`: each side leaves one value for the join.
        if (join >= 0 && join != stop) {
            SymbolicStack true_stack = stack;
            Body true_out;
            bool is_value = false;
            try {
                walk(condition.when_true, join, loop, true_stack, true_out, true);
                is_value = true_out.empty() && true_stack.size() == stack.size() + 1;
            } catch (const LiftError&) {
                is_value = false;
            }
            if (is_value) {
                SymbolicStack false_stack = stack;
                Body false_out;
                walk(condition.when_false, join, loop, false_stack, false_out, true);
                if (!false_out.empty() || false_stack.size() != stack.size() + 1)
                    throw LiftError(at, "a conditional expression lift could not rebuild");
                for (int blk = 0; blk < int(cfg_.blocks.size()); ++blk) (void)blk;
                mark_region(condition.when_true, join);
                mark_region(condition.when_false, join);
                stack.push_back(StackEntry::value(conditional_value(condition.test,
                                                                    lifter_.as_expression(true_stack.back(), at),
                                                                    lifter_.as_expression(false_stack.back(), at))));
                return join;
            }
        }
        if (expression_mode) throw LiftError(at, "a statement inside an expression");

        // if / else: the branch laid out first is the body, unless it only continues the loop.
        ExprPtr test = condition.test;
        int body_block = condition.when_true, else_block = condition.when_false;
        auto continues = [&](int x) {
            if (!loop || x < 0) return false;
            if (x == loop->header) return true;
            const BasicBlock& xb = block(x);
            return xb.end - xb.begin == 1 && instructions_[xb.begin].op == Op::Jump && jump_target(x) == loop->header;
        };
        bool swap = false;
        if (continues(body_block) != continues(else_block)) swap = continues(body_block);
        else if (else_block >= 0 && body_block >= 0 && block(else_block).offset < block(body_block).offset &&
                 else_block != join && !(loop && (else_block == loop->header || else_block == loop->exit)))
            swap = true;
        else if (body_block == join && else_block != join)
            swap = true;
        if (swap) {
            std::swap(body_block, else_block);
            test = negate(test);
        }
        int follow = join >= 0 ? join : stop;
        SymbolicStack body_stack = stack;
        Body body;
        walk(body_block, follow, loop, body_stack, body, false);
        SymbolicStack else_stack = stack;
        Body orelse;
        if (else_block != follow) walk(else_block, follow, loop, else_stack, orelse, false);
        out.push_back(stmt(If{test, body, orelse}, end.line.value_or(0)));
        if (join < 0) return -1;
        return join;
    }

    // `c if t else f`, or the and/or it came from: the compiler threads the jumps of
    // `t and a or f` into "if t: (a or f) else: f" (and `(t or a) and f` likewise).
    static ExprPtr conditional_value(const ExprPtr& test, const ExprPtr& when_true, const ExprPtr& when_false) {
        auto same = [](const ExprPtr& x, const ExprPtr& y) {
            PrintOptions options;
            return print_expression(x, options) == print_expression(y, options);
        };
        auto* t = std::get_if<BoolOp>(&when_true->node);
        if (t && t->op == BoolOperator::Or && same(t->values.back(), when_false)) {
            std::vector<ExprPtr> left{test};
            left.insert(left.end(), t->values.begin(), t->values.end() - 1);
            ExprPtr conjunction = left.size() == 1 ? left[0] : expr(BoolOp{BoolOperator::And, left});
            return bool_op(BoolOperator::Or, conjunction, when_false);
        }
        auto* f = std::get_if<BoolOp>(&when_false->node);
        if (f && f->op == BoolOperator::And && same(f->values.back(), when_true)) {
            std::vector<ExprPtr> left{test};
            left.insert(left.end(), f->values.begin(), f->values.end() - 1);
            ExprPtr disjunction = expr(BoolOp{BoolOperator::Or, left});
            return bool_op(BoolOperator::And, disjunction, when_true);
        }
        return expr(IfExp{test, when_true, when_false});
    }

    void mark_region(int from, int to) {
        // Blocks between from and to in layout order belong to a rebuilt expression.
        if (from < 0) return;
        for (int blk = from; blk < int(cfg_.blocks.size()) && blk != to; ++blk) {
            if (to >= 0 && block(blk).offset >= block(to).offset) break;
            emitted_[std::size_t(blk)] = true;
        }
    }

    bool try_inverted_while(const Condition& condition, int /*stop*/, Loop* loop, SymbolicStack& stack, Body& out,
                            int& result) {
        int h = condition.when_true;
        int exit = condition.when_false;
        bool negated = false;
        if (h < 0 || !is_loop_header(h) || last(h).op == Op::ForIter) {
            std::swap(h, exit);
            negated = true;
            if (h < 0 || !is_loop_header(h) || last(h).op == Op::ForIter) return false;
        }
        // A latch ending in the same test jumping back to h (directly, or through a block
        // that only jumps back).
        for (int latch : latches_[h]) {
            int tested = latch;
            if (!is_conditional(last(latch).op)) {
                const BasicBlock& lb = block(latch);
                if (lb.end - lb.begin != 1 || last(latch).op != Op::Jump) continue;
                tested = -1;
                for (const Edge& e : lb.predecessors)
                    if (e.kind == EdgeKind::FallThrough && is_conditional(last(e.block).op)) tested = e.block;
                if (tested < 0) continue;
            }
            for (const auto& candidate_start : condition_starts(tested, h)) {
                ExprPtr value;
                SymbolicStack probe = stack;
                if (!try_condition_block(candidate_start, probe, value)) continue;
                Condition bottom = read_condition(candidate_start, value, probe);
                bool same_direction = resolve_jump(bottom.when_true) == h && bottom.when_false == exit;
                if (!same_direction) continue;
                if (tested != latch) emitted_[std::size_t(latch)] = true;
                // Build the loop: `break` goes past an `else` the loop may have.
                int after = post_dominators(loop).follow(h);
                if (loop && (after == loop->header || after == loop->exit)) after = -1;
                if (after < 0) after = exit;
                Loop inner{h, after, candidate_start, false, loop};
                SymbolicStack body_stack = stack;
                Body body;
                emitted_[std::size_t(h)] = true;
                walk_loop_body_from_header(h, &inner, body_stack, body);
                for (int cb : bottom.blocks) emitted_[std::size_t(cb)] = true;
                clean_loop_body(body);
                Body orelse;
                if (inner.has_break && after != exit) {
                    SymbolicStack else_stack = stack;
                    walk(exit, after, loop, else_stack, orelse, false);
                } else {
                    after = exit;
                }
                ExprPtr test = negated ? negate(condition.test) : condition.test;
                out.push_back(stmt(While{test, body, orelse}));
                result = after;
                return true;
            }
        }
        return false;
    }

    // Where control goes from `x`, looking through blocks that only jump.
    int resolve_jump(int x) const {
        for (int guard = 0; guard < 8 && x >= 0; ++guard) {
            const BasicBlock& xb = block(x);
            if (xb.end - xb.begin != 1 || instructions_[xb.begin].op != Op::Jump) return x;
            x = jump_target(x);
        }
        return x;
    }

    // Blocks from which a condition ending at `latch` may start (the latch itself and pure
    // condition blocks leading into it).
    std::vector<int> condition_starts(int latch, int header) {
        std::vector<int> starts;
        int x = latch;
        for (int guard = 0; guard < 16 && x >= 0 && x != header; ++guard) {
            starts.push_back(x);
            // Walk back through a single layout predecessor that is a condition block.
            int prev = -1;
            for (const Edge& e : block(x).predecessors)
                if (e.kind != EdgeKind::Exception && e.block == x - 1 && is_conditional(last(e.block).op)) prev = e.block;
            x = prev;
        }
        std::reverse(starts.begin(), starts.end());
        return starts;
    }

    // A loop whose header is `h`; returns the block after it.
    int emit_loop(int h, int /*stop*/, Loop* outer, SymbolicStack& stack, Body& out) {
        const NormalizedInstruction& end = last(h);
        int exit_guess = post_dominators(outer).follow(h);
        if (outer && (exit_guess == outer->header || exit_guess == outer->exit)) exit_guess = -1;
        if (end.op == Op::ForIter && block(h).end - block(h).begin == 1) {
            emitted_[std::size_t(h)] = true;
            // A value already an iterator (a comprehension's .0, Dynamo's code) is iterated as it is.
            if (stack.empty() || (stack.back().kind != EntryKind::Iterator && stack.back().kind != EntryKind::Value))
                throw LiftError(end.offset, "a for loop without its iterator");
            ExprPtr iterable = stack.back().expr;
            int exhausted = jump_target(h);
            Loop loop{h, exit_guess >= 0 ? exit_guess : exhausted, -1, false, outer};
            SymbolicStack body_stack = stack;
            body_stack.push_back(StackEntry::marker(EntryKind::LoopItem));
            ExprPtr target;
            ExprPtr* saved_target = lifter_.loop_target;
            lifter_.loop_target = &target;
            Body body;
            walk(fallthrough(h), -1, &loop, body_stack, body, false);
            lifter_.loop_target = saved_target;
            if (!target) throw LiftError(end.offset, "a for loop whose item is never stored");
            clean_loop_body(body);
            stack.pop_back();  // the iterator
            Body orelse;
            int after = exhausted;
            if (loop.has_break && loop.exit != exhausted) {
                SymbolicStack else_stack = stack;
                walk(exhausted, loop.exit, outer, else_stack, orelse, false);
                after = loop.exit;
            }
            StmtPtr statement = stmt(For{target, iterable, body, orelse, false}, end.line.value_or(0));
            if (!stack.empty() && stack.back().accumulator && contains_append(body)) {
                ExprPtr comprehension = comprehension_from_loop(statement, stack.back().accumulator->kind);
                if (!comprehension) throw LiftError(end.offset, "a comprehension lift could not rebuild");
                stack.back().expr = comprehension;
                stack.back().accumulator.reset();
            } else {
                out.push_back(statement);
            }
            return after;
        }
        // while loops whose test is at the top (or `while True`).
        emitted_[std::size_t(h)] = false;
        ExprPtr value;
        SymbolicStack probe = stack;
        if (try_condition_block(h, probe, value, true)) {
            Condition condition = read_condition(h, value, stack);
            int inside = condition.when_true, outside = condition.when_false;
            ExprPtr test = condition.test;
            if (!in_natural_body(h, inside) && in_natural_body(h, outside)) {
                std::swap(inside, outside);
                test = negate(test);
            }
            if (in_natural_body(h, inside) && !in_natural_body(h, outside)) {
                for (int cb : condition.blocks) emitted_[std::size_t(cb)] = true;
                Loop loop{h, exit_guess >= 0 ? exit_guess : outside, -1, false, outer};
                SymbolicStack body_stack = stack;
                Body body;
                walk(inside, -1, &loop, body_stack, body, false);
                clean_loop_body(body);
                Body orelse;
                int after = outside;
                if (loop.has_break && loop.exit != outside) {
                    SymbolicStack else_stack = stack;
                    walk(outside, loop.exit, outer, else_stack, orelse, false);
                    after = loop.exit;
                }
                out.push_back(stmt(While{test, body, orelse}));
                return after;
            }
        }
        // while True: the header is the first block of the body.
        Loop loop{h, exit_guess, -1, false, outer};
        SymbolicStack body_stack = stack;
        Body body;
        emitted_[std::size_t(h)] = true;
        walk_loop_body_from_header(h, &loop, body_stack, body);
        clean_loop_body(body);
        static const ObjectPtr true_object = [] {
            auto o = std::make_shared<Object>();
            o->kind = ObjectKind::True;
            return o;
        }();
        out.push_back(stmt(While{make_constant(true_object), body, {}}));
        return loop.exit >= 0 ? loop.exit : -1;
    }

    // The body of a loop whose header holds code: walk the header itself, then on.
    void walk_loop_body_from_header(int h, Loop* loop, SymbolicStack& stack, Body& body) {
        check_handler(h);
        lift_block(h, stack, body);
        const NormalizedInstruction& end = last(h);
        if (end.op == Op::Return || end.op == Op::Raise) return;
        int next;
        if (end.op == Op::Jump) next = jump_target(h);
        else if (is_conditional(end.op)) next = emit_branch(h, -1, loop, stack, body, false);
        else next = fallthrough(h);
        walk(next, -1, loop, stack, body, false);
    }

    static bool contains_append(const Body& body) {
        for (const StmtPtr& s : body) {
            if (is_append_marker(s)) return true;
            if (auto* f = std::get_if<For>(&s->node); f && contains_append(f->body)) return true;
            if (auto* i = std::get_if<If>(&s->node); i && (contains_append(i->body) || contains_append(i->orelse)))
                return true;
        }
        return false;
    }

    const ControlFlowGraph& cfg_;
    Lifter& lifter_;
    std::vector<StructureProblem>& problems_;
    const std::vector<NormalizedInstruction>& instructions_;
    std::vector<bool> emitted_;
    std::set<std::size_t> skip_;
    std::map<int, std::vector<int>> latches_;
    std::map<int, std::set<int>> natural_body_;
    std::vector<std::set<int>> body_of_;
    std::map<int, std::unique_ptr<RegionPostDominators>> pdoms_;
};

}  // namespace

Body structure_code(const ControlFlowGraph& cfg, Lifter& lifter, std::vector<StructureProblem>& problems) {
    Structurer structurer(cfg, lifter, problems);
    Body body = structurer.run();
    clean_body(body);
    return body;
}

}  // namespace glassbox
