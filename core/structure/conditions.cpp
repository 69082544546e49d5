// Conditions: and/or/not merged across blocks, `if` statements and the values
// that cross blocks (a and b, x if c else y).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <functional>

#include "structure/condition_nodes.h"
#include "structure/structurer.h"

namespace glassbox::structure_detail {

bool Structurer::try_condition_block(int b, const SymbolicStack& stack, ExprPtr& test, bool header_allowed) {
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
    if (!out.empty()) return false;
    if (copy.size() == stack.size() + 2 && last(b).op == Op::PopJumpIfFalse) {
        // A chained comparison: its copy of the middle operand is still on the stack.
        ExprPtr first = copy.back().expr;
        copy.pop_back();
        if (!is_chain_link(first, copy)) return false;
        auto chained = read_chained_condition(b, first, copy);
        if (!chained) return false;
        chain_conditions_[b] = *chained;
        test = chained->test;
        return true;
    }
    if (copy.size() != stack.size() + 1) return false;
    for (std::size_t i = 0; i < stack.size(); ++i)
        if (copy[i].expr != stack[i].expr || copy[i].kind != stack[i].kind) return false;
    test = lifter_.as_expression(copy.back(), last(b).offset);
    return true;
}

bool Structurer::try_value_condition(int b, Loop* loop, const SymbolicStack& stack, ExprPtr& test, int& tested,
                                     std::vector<int>& blocks, bool after_statements, std::size_t pending) {
    // `while g(a or b):`, `while (x if c else y) > 1:`: the short circuits and conditional
    // expressions of the test's operands compute values in blocks of their own; the jump
    // that ends the last block tests what they made.
    if (b < 0) return false;
    const std::vector<bool> emitted_before = emitted_;
    const std::size_t problems_before = problems_.size();
    const PoolSet<std::size_t> skip_before = skip_;
    auto fail = [&] {
        emitted_ = emitted_before;
        problems_.resize(problems_before);
        skip_ = skip_before;
        return false;
    };
    SymbolicStack copy = stack;
    for (std::size_t k = 0; k < pending; ++k) copy.push_back(StackEntry::value(expr(Name{"__glassbox_operand__"})));
    std::vector<int> seen;
    bool values = false;  // (a test of one block is try_condition_block's)
    for (int guard = 0; guard < 32 && b >= 0; ++guard) {
        if (std::find(seen.begin(), seen.end(), b) != seen.end()) return fail();
        seen.push_back(b);
        Body out;
        try {
            lift_block(b, copy, out);
        } catch (const LiftError&) {
            return fail();
        }
        if (!out.empty() && !(after_statements && seen.size() == 1)) return fail();
        const Op op = last(b).op;
        if (!is_conditional(op)) {
            // (a block split where a jump lands runs on into the next)
            if (ends_path(op) || fallthrough(b) < 0)
                return fail();
            b = fallthrough(b);
            continue;
        }
        // (a conditional expression's sides meet soon after it, with no loop between: a
        // test whose sides do not is the tested jump, no value to try walking)
        const bool short_circuit = op == Op::JumpIfFalseOrPop || op == Op::JumpIfTrueOrPop ||
                                   (copy.size() >= 2 && copy.back().same_copy_group(copy[copy.size() - 2]));
        bool may_be_value = short_circuit;
        if (!short_circuit) {
            const int join = post_dominators(loop).follow(b);
            may_be_value = join > b && join - b <= 16;
            for (int x = b + 1; may_be_value && x < join; ++x) may_be_value = !is_loop_header(x);
        }
        SymbolicStack trial = copy;
        Body trial_out;
        int next = -1;
        try {
            if (may_be_value) next = emit_branch(b, -1, loop, trial, trial_out, true);
        } catch (const LiftError&) {
            next = -1;
        }
        // (one value for the one tested: 3.12+'s short circuit drops its COPY too)
        if (next >= 0 && trial_out.empty() && (trial.size() == copy.size() || trial.size() + 1 == copy.size())) {
            copy = std::move(trial);
            values = true;
            b = next;
            continue;
        }
        if (!values) return fail();
        if (copy.size() == stack.size() + 2 && op == Op::PopJumpIfFalse) {
            // (a chained comparison: its copy of the middle operand is still on the stack)
            ExprPtr first = copy.back().expr;
            copy.pop_back();
            if (!is_chain_link(first, copy)) return fail();
            auto chained = read_chained_condition(b, first, copy);
            if (!chained) return fail();
            chain_conditions_[b] = *chained;
            test = chained->test;
            tested = b;
            blocks = std::move(seen);
            return true;
        }
        // The test: one value more than the stack held.
        if (copy.size() != stack.size() + 1) return fail();
        test = lifter_.as_expression(copy.back(), last(b).offset);
        tested = b;
        blocks = std::move(seen);
        return true;
    }
    return fail();
}

bool Structurer::try_condition_tail(int b, const SymbolicStack& stack, ExprPtr& test, std::size_t consumed) {
    if (b < 0 || !is_conditional(last(b).op) || last(b).op == Op::JumpIfFalseOrPop ||
        last(b).op == Op::JumpIfTrueOrPop)
        return false;
    SymbolicStack copy = stack;
    for (std::size_t k = 0; k < consumed; ++k) push_value(copy, expr(Name{"__glassbox_operand__"}));
    Body out;
    try {
        lift_block(b, copy, out);
    } catch (const LiftError&) {
        return false;
    }
    if (copy.size() == stack.size() + 2 && last(b).op == Op::PopJumpIfFalse) {
        ExprPtr first = copy.back().expr;
        copy.pop_back();
        if (!is_chain_link(first, copy)) return false;
        auto chained = read_chained_condition(b, first, copy);
        if (!chained) return false;
        chain_conditions_[b] = *chained;
        test = chained->test;
        return true;
    }
    if (copy.size() != stack.size() + 1) return false;
    test = lifter_.as_expression(copy.back(), last(b).offset);
    return true;
}

bool Structurer::same_text(const ExprPtr& x, const ExprPtr& y) {
    PrintOptions options;
    return print_expression(x, options) == print_expression(y, options);
}

ExprPtr Structurer::jump_test(int b, ExprPtr value) const {
    switch (last(b).op) {
    case Op::PopJumpIfFalse: return negate(value);
    case Op::PopJumpIfNone: return expr(Compare{value, {CompareOperator::Is}, {none_constant()}});
    case Op::PopJumpIfNotNone: return expr(Compare{value, {CompareOperator::IsNot}, {none_constant()}});
    default: return value;
    }
}

int Structurer::while_after_test(int s) const {
    if (!inverts_while_loops() || !is_conditional(last(s).op)) return -1;
    const BasicBlock& sb = block(s);
    for (int h : {jump_target(s), fallthrough(s)}) {
        if (h < 0 || h <= s || !is_loop_header(h) || last(h).op == Op::ForIter || !latches_.count(h)) continue;
        for (int latch : latches_.at(h)) {
            const int tested = latch_test_block(latch);
            if (tested < 0 || tested == s) continue;
            // (the same test but for where it jumps: the bottom one may jump back when it holds;
            // it may end the body's last block)
            const BasicBlock& tb = block(tested);
            const std::size_t size = sb.end - 1 - sb.begin;
            if (tb.end - 1 - tb.begin < size || !same_instructions(sb.begin, sb.end - 1, tb.end - 1 - size, tb.end - 1))
                continue;
            // (a bottom test of one block: `while a and b:` tests `a` before `b` at the bottom
            // too, its way out leaving the loop's body)
            // (a chained comparison's last test goes on through a lone jump, its first ones leave
            // through a POP_TOP of the middle operand)
            int exit = -1;
            for (int side : {jump_target(tested), fallthrough(tested)})
                if (side >= 0 && resolve_jump(side) != h) exit = resolve_jump(side);
            auto leaves_to_exit = [&](int x) {
                while (x >= 0 && x != exit && block(x).end - block(x).begin >= 1 &&
                       instructions_[block(x).begin].op == Op::PopTop && block(x).end - block(x).begin <= 2)
                    x = last(x).op == Op::Jump ? jump_target(x) : last(x).op == Op::PopTop ? fallthrough(x) : -1;
                return x >= 0 && (resolve_jump(x) == exit || canonical(resolve_jump(x)) == canonical(exit));  // (or a copy)
            };
            // (a test in the body before the bottom one, straight or through a lone jump, whose
            // other side leaves to the loop's exit)
            auto body_predecessors = [&](int x) {
                std::vector<int> preds;
                for (const Edge& e : block(x).predecessors)
                    if (e.kind != EdgeKind::Exception && e.block != x && e.block != tested && in_natural_body(h, e.block))
                        preds.push_back(e.block);
                return preds;
            };
            auto leaves_beside = [&](int p, int into) {
                if (!is_conditional(last(p).op)) return false;
                const int other = jump_target(p) == into ? fallthrough(p) : jump_target(p);
                return other >= 0 && exit >= 0 && leaves_to_exit(other);
            };
            bool compound = false;
            for (int p : body_predecessors(tested)) {
                if (leaves_beside(p, tested)) compound = true;
                else if (is_lone(p, Op::Jump))
                    for (int q : body_predecessors(p)) compound = compound || leaves_beside(q, p);
            }
            if (!compound) return h;
        }
    }
    return -1;
}

Condition Structurer::read_condition(int b, ExprPtr value, const SymbolicStack& stack) {
    ConditionGraph graph{cfg_, b, {}};
    std::map<int, ConditionNode>& nodes = graph.nodes;  // by first block
    auto make_node = [&](int blk, ExprPtr v) {
        ConditionNode node;
        if (auto chained = chain_conditions_.find(blk); chained != chain_conditions_.end()) {
            node.test = chained->second.test;
            node.t = chained->second.when_true;
            node.f = chained->second.when_false;
            node.blocks = chained->second.blocks;
            return node;
        }
        bool jump_when_true = last(blk).op != Op::PopJumpIfFalse;
        node.test = last(blk).op == Op::PopJumpIfFalse ? v : jump_test(blk, v);
        // (3.12+ POP_JUMP_IF_NONE / _NOT_NONE: `x is None` jumps either way round)
        node.negatable = negates_by_jumps(node.test) || last(blk).op == Op::PopJumpIfNone ||
                         last(blk).op == Op::PopJumpIfNotNone;
        int jump = canonical(jump_target(blk)), through = canonical(fallthrough(blk));
        node.t = jump_when_true ? jump : through;
        node.f = jump_when_true ? through : jump;
        node.blocks = {blk};
        ExprPtr next_test;
        if (blk != b && jump == through && last(blk).op == Op::PopJumpIfTrue && try_condition_block(jump, stack, next_test)) {
            // Goes on either way to another test: an operand the compiler knew holds, `c or 4`
            // (the 4 folded away), which never goes the false way: it joins an `and` on either
            // side. (Going on to the body, it ends the test: `a and b or 4`; first, it is a test
            // of its own: `if (v or True)` filtering before an element `x if v > 0 else y`.)
            node.test = bool_op(BoolOperator::Or, v, folded_constant(true, blk));
            node.f = kNever;
        } else if (blk != b && jump >= 0 &&
                   (jump == through || resolve_jump(jump_target(blk)) == resolve_jump(fallthrough(blk)))) {
            // (3.12+ lay a jump back out after the test and thread the other side to another)
            node.either_way = true;
        }
        return node;
    };
    // Gather candidate blocks reachable from b that are pure conditions.
    IntSet loop_tests;
    auto gather = [&] {
        nodes.clear();
        nodes[b] = make_node(b, value);
        std::vector<int> work{b};
        IntSet seen{b};
        while (!work.empty()) {
            int x = work.back();
            work.pop_back();
            for (int s : {nodes[x].t, nodes[x].f}) {
                if (s < 0 || seen.count(s) || bottom_tests_in_progress_.count(s) || loop_tests.count(s)) continue;
                seen.insert(s);
                ExprPtr test;
                if (try_condition_block(s, stack, test)) {
                    nodes[s] = make_node(s, test);
                    work.push_back(s);
                }
            }
        }
    };
    gather();
    // The test before a while loop (3.10+) is the loop's, no operand of this one: unless
    // another test here goes to the loop's header too, an operand of that loop's test.
    for (const auto& [id, node] : nodes) {
        const int h = id == b ? -1 : while_after_test(id);
        if (h >= 0 && std::none_of(nodes.begin(), nodes.end(), [&](const auto& other) {
                return other.first != id && (resolve_jump(other.second.t) == h || resolve_jump(other.second.f) == h);
            }))
            loop_tests.insert(id);
    }
    if (!loop_tests.empty()) gather();
    // `if (y if x else z):` tests x, then y (laid out first, falling through from x) or z, both
    // going to the same two places; y may reach its place through the JUMP over z.
    auto merge_conditional = [&](int x_id, ConditionNode& x) {
        if (x.t == x.f || x.t == x_id || x.f == x_id || !nodes.count(x.t) || !nodes.count(x.f)) return false;
        if (!graph.sole_predecessor_is(x.t, x_id) || !graph.sole_predecessor_is(x.f, x_id)) return false;
        const bool body_is_true = x.t < x.f;
        const int y_id = body_is_true ? x.t : x.f, z_id = body_is_true ? x.f : x.t;
        ConditionNode& y = nodes[y_id];
        ConditionNode& z = nodes[z_id];
        const int first_of_z = *std::min_element(z.blocks.begin(), z.blocks.end());
        auto over_z = [&](int side, int expected) {
            // The one JUMP between y and z that carries y's side past z.
            if (side == expected) return -1;
            if (side < 0 || side >= int(cfg_.blocks.size())) return -2;  // (a side leaving the code)
            const BasicBlock& sb = block(side);
            // (3.10 jumps there from each operand of `(a or b) if x else z`.)
            const bool only_from_y = std::all_of(sb.predecessors.begin(), sb.predecessors.end(), [&](const Edge& e) {
                return std::find(y.blocks.begin(), y.blocks.end(), e.block) != y.blocks.end();
            });
            if (side < first_of_z && is_lone(side, Op::Jump) &&
                jump_target(side) == expected && !sb.predecessors.empty() && only_from_y)
                return side;
            return -2;
        };
        ExprPtr orelse = z.test;
        int t = z.t, f = z.f;
        int jump_t = over_z(y.t, t), jump_f = over_z(y.f, f);
        if (jump_t == -2 || jump_f == -2 || (jump_t >= 0 && jump_f >= 0)) {
            // `y if x else not z`: z jumps the other way round.
            std::swap(t, f);
            orelse = negate(z.test);
            jump_t = over_z(y.t, t);
            jump_f = over_z(y.f, f);
            if (jump_t == -2 || jump_f == -2 || (jump_t >= 0 && jump_f >= 0)) return false;
        }
        // Inside an expression, y's conditional jump goes where z's test goes itself: there a
        // copy after each test is a value's tail (`[n, (a if b else c) if d else (c if d else a)]`
        // returned), not a small exit copied (3.10+) or a jump back (3.12+).
        const int y_last = y.blocks.back(), z_last = z.blocks.back();
        const int y_jump = jump_target(y_last);
        const int same_side = canonical(y_jump) == y.t ? t : canonical(y_jump) == y.f ? f : -1;
        const bool in_expression = std::any_of(stack.begin(), stack.end(),
                                               [](const StackEntry& e) { return e.kind == EntryKind::Value; });
        if (same_side >= 0 && in_expression) {
            const int z_jump = jump_target(z_last), z_through = fallthrough(z_last);
            const int z_side = canonical(z_jump) == same_side ? z_jump : canonical(z_through) == same_side ? z_through : -1;
            if (z_side >= 0 && resolve_jump(y_jump) != resolve_jump(z_side)) return false;
        }
        x.test = expr(IfExp{body_is_true ? x.test : negate(x.test), y.test, orelse});
        x.negatable = true;
        x.blocks.insert(x.blocks.end(), y.blocks.begin(), y.blocks.end());
        for (int jump : {jump_t, jump_f})
            if (jump >= 0) x.blocks.push_back(jump);
        x.blocks.insert(x.blocks.end(), z.blocks.begin(), z.blocks.end());
        x.t = t;
        x.f = f;
        nodes.erase(y_id);
        nodes.erase(z_id);
        return true;
    };
    // ≤3.9 `if (a or b) if c else d:` — b's true side is the JUMP over d, which goes where a
    // jumps when it holds: the or's blocks end with it. (3.10+ thread it into b's own jump.)
    auto jump_after_operand = [&](const ConditionNode& y, int target) {
        const int through = fallthrough(y.blocks.back());
        // (Where y's false side is laid out right after it, the jump is the end of an if's
        // body, `if not a: (if b: pass / elif c: ...)`, no jump over another operand.)
        if (through < 0 || through != y.t || target < 0 || target <= through || y.f == through + 1) return -1;
        const BasicBlock& jb = block(through);
        if (jb.end - jb.begin != 1 || last(through).op != Op::Jump || jump_target(through) != target ||
            jb.predecessors.size() != 1)
            return -1;
        return through;
    };
    // (the merges of an operand whose constant the compiler folded: decided_operands.cpp)
    DecidedOperands decided(*this, stack);
    bool changed = true;
    while (changed) {
        changed = false;
        for (auto& [x_id, x] : nodes) {
            if (merge_conditional(x_id, x)) {
                changed = true;
                break;
            }
            for (int y_id : {x.t, x.f}) {
                if (y_id == x_id || !nodes.count(y_id)) continue;
                if (y_id == b) continue;
                auto preds = graph.predecessors_in(y_id);
                if (preds.size() != 1 || graph.outside_predecessor(y_id)) continue;
                ConditionNode& y = nodes[y_id];
                MergedTest merged{nullptr, y.t, y.f};
                // Where x and y jump opposite ways, one of them is negated: y, not x, where only
                // y's negation compiles back to its own test (`a is not b and not c`).
                const bool negate_y = !x.negatable && y.negatable;
                // (a chained comparison's false way in a 3.12+ loop, the last test's jump back
                // resolved or the loop's end where its cleanup goes: the other operand's is the
                // jump back laid out after its test, `if a and b < c < d:` ending a loop's body)
                auto jumps_back = [&](int blk) {
                    const int through = fallthrough(blk);
                    return is_conditional(last(blk).op) && through >= 0 && jumps_back_after_test(through, blk);
                };
                auto jump_after_test = [&](int side, int chain_id, int chain_side) {
                    if (side < 1 || chain_side < 0 || side == chain_side || !jumps_back(side - 1) ||
                        fallthrough(side - 1) != side || resolve_jump(side) != resolve_jump(chain_side))
                        return false;
                    const std::vector<int>& chain = nodes[chain_id].blocks;
                    return !is_loop_header(chain_side) || std::any_of(chain.begin(), chain.end(), jumps_back);
                };
                auto threaded = [&](int p, int q) {
                    return threaded_same(p, q) || (chain_conditions_.count(y_id) && jump_after_test(p, y_id, q)) ||
                           (chain_conditions_.count(x_id) && jump_after_test(q, x_id, p));
                };
                auto same = [&](int p, int q) { return p == kNever || q == kNever || threaded(p, q); };
                if (decided.merge_constant_else(x, y_id, y, merged)) {
                    // (`(y if x else C)`, C a true constant folded)
                } else if (x.t == y_id && same(x.f, y.f)) {
                    merged.test = bool_op(BoolOperator::And, x.test, y.test);
                    if (merged.f == kNever) merged.f = x.f;
                } else if (x.f == y_id && threaded(x.t, y.t)) {
                    merged.test = bool_op(BoolOperator::Or, x.test, y.test);
                } else if (int over = jump_after_operand(y, x.t); x.f == y_id && over >= 0) {
                    merged.test = bool_op(BoolOperator::Or, x.test, y.test);
                    merged.t = x.t;
                    y.blocks.push_back(over);
                } else if (decided.merge_decided_operand(x, y_id, y, merged)) {
                    // (`x or (y and 7)` and the like, the constant folded)
                } else if (x.f == kNever || y.f == kNever) {
                    continue;
                } else if ((x.t == y_id && threaded_same(x.f, y.t)) || (x.f == y_id && threaded_same(x.t, y.f))) {
                    // (`not x or y`, `not x and y`; or `x and not y`, `x or not y`)
                    const bool is_and = (x.t == y_id) == negate_y;
                    merged.test = negate_y
                                      ? bool_op(is_and ? BoolOperator::And : BoolOperator::Or, x.test, negate(y.test))
                                      : bool_op(is_and ? BoolOperator::And : BoolOperator::Or, negate(x.test), y.test);
                    if (negate_y) std::swap(merged.t, merged.f);
                } else {
                    continue;
                }
                x.test = merged.test;
                x.negatable = true;
                x.t = merged.t;
                x.f = merged.f;
                x.blocks.insert(x.blocks.end(), y.blocks.begin(), y.blocks.end());
                nodes.erase(y_id);
                changed = true;
                break;
            }
            if (changed) break;
        }
    }
    ConditionNode& root = nodes[b];
    return Condition{root.test, root.t, root.f == kNever ? root.t : root.f, root.blocks};
}

// ≤3.9 thread a test's jump to a jump by retargeting it: an earlier test of `if not (a and
// b): continue` jumps straight to the loop's header where the last goes to the `continue`
// (`p`: the earlier test's side, `q`: the later's).
bool Structurer::threaded_same(int p, int q) const {
    if (p == q) return true;
    if (!keeps_dead_jumps() || p < 0 || q < 0 || !is_loop_header(p)) return false;
    return is_lone(q, Op::Jump) && jump_target(q) == p;
}

bool Structurer::in_comprehension(const SymbolicStack& stack) const {
    // (3.12+ inline a list, set or dict comprehension: its display, then the iterator above it;
    // a display alone is one being built, `f(**{...})`)
    for (std::size_t i = 0; i < stack.size(); ++i)
        if (stack[i].details().accumulator)
            for (std::size_t j = i + 1; j < stack.size(); ++j)
                if (stack[j].kind == EntryKind::Iterator) return true;
    return is_comprehension_code(lifter_.code());
}

// ≤3.9 keep dead code: `a if c or 4 else b` whose test always holds jumps to `a` either way
// and keeps `b`, unreachable, between `a`'s JUMP_FORWARD and the join (`return a if c or 4
// else b`: each side returns, the dead one too). The constant that made the test hold is in
// co_consts, unloaded; `True` where none is.
bool Structurer::folded_conditional_value(const Condition& condition, Loop* loop, SymbolicStack& stack, Body& out,
                                          int& after, bool expression_mode, std::uint32_t at) {
    const int body = condition.when_true, dead = body + 1;
    if (body < 0 || body != condition.when_false || dead >= int(cfg_.blocks.size()) || block(dead).reachable)
        return false;
    const bool returns = last(body).op == Op::Return && last(dead).op == Op::Return && !tail_cut_.count(body) &&
                         !tail_cut_.count(dead);
    const int join = returns ? -1 : last(body).op == Op::Jump ? jump_target(body) : -2;
    if (join == -2 || (join >= 0 && join <= dead)) return false;
    const std::size_t tail = returns ? common_tail(body, dead) : 0;
    if (returns && (tail == 0 || tail >= block(body).end - block(body).begin ||
                    tail >= block(dead).end - block(dead).begin))
        return false;
    if (returns) {
        tail_cut_[body] = block(body).end - tail;
        tail_cut_[dead] = block(dead).end - tail;
    }
    SymbolicStack true_stack = stack, false_stack = stack;
    Body true_out, false_out;
    const std::size_t problems_before = problems_.size();
    bool lifted = true;
    try {
        walk(body, join, loop, true_stack, true_out, true);
        walk(dead, join, loop, false_stack, false_out, true);
    } catch (const LiftError&) {
        problems_.resize(problems_before);
        lifted = false;
    }
    const std::size_t cut = returns ? tail_cut_[body] : 0;
    tail_cut_.erase(body);
    tail_cut_.erase(dead);
    if (!lifted || !true_out.empty() || !false_out.empty() || true_stack.size() != stack.size() + 1 ||
        false_stack.size() != stack.size() + 1)
        return false;
    push_value(stack, expr(IfExp{bool_op(BoolOperator::Or, condition.test, folded_constant(true, condition.blocks.back())),
                                 lifter_.as_expression(true_stack.back(), at),
                                 lifter_.as_expression(false_stack.back(), at)}));
    after = join;
    if (!returns) {
        mark_region(body, join);
        return true;
    }
    if (!expression_mode) emitted_[std::size_t(body)] = emitted_[std::size_t(dead)] = true;
    // The rest of the statement, once, from the body's copy.
    for (std::size_t i = cut; i < block(body).end; ++i)
        if (!skip_.count(i)) lifter_.step(instructions_[i], stack, out);
    if (!expression_mode) unwind_return(out, loop, last(body).offset);
    return true;
}

// `raise AssertionError` or `raise AssertionError(msg)` with the name AssertionError (3.8's
// assert loads the global): the message (null without one), or nothing.
std::optional<ExprPtr> Structurer::global_assertion(const Body& body) {
    if (body.size() != 1) return std::nullopt;
    auto* raise = std::get_if<Raise>(&body[0]->node);
    if (!raise || raise->cause || !raise->exc) return std::nullopt;
    auto is_name = [](const ExprPtr& e) {
        auto* name = std::get_if<Name>(&e->node);
        return name && name->id == "AssertionError";
    };
    if (is_name(raise->exc)) return ExprPtr{};
    auto* call = std::get_if<Call>(&raise->exc->node);
    if (call && is_name(call->func) && call->args.size() == 1 && call->keywords.empty()) return call->args[0];
    return std::nullopt;
}

// The blocks from `through` on that end with a copy of `join`, a small exit (return or raise, or
// the end of a finally body's exceptional copy) the compiler copies into the paths that reach it,
// and where in each the copy starts; none cut before. (3.11+: an exit that leaves a try body is two blocks, its store protected and its
// return not: a copy is a block ending with the first's code that runs into the same code as the
// second, which is then cut whole.)
std::vector<std::pair<int, std::size_t>> Structurer::join_copies(int through, int join, const Loop* loop) const {
    std::vector<std::pair<int, std::size_t>> copies;
    if (through < 0 || join < 0 || through == join) return copies;
    auto exits = [&](int x) {
        return !block(x).empty() && leaves_code(last(x).op);
    };
    // (3.14+ also copy a small block that drops the value and jumps, `x and y` ending a loop's
    // body: POP_TOP and the jump back; a whole block may be a copy, the join of an operand
    // inside, `a or b or c`)
    auto drops_and_jumps = [&](int x) {
        const BasicBlock& xb = block(x);
        return xb.end - xb.begin == 2 && instructions_[xb.begin].op == Op::PopTop && last(x).op == Op::Jump;
    };
    int rest = -1;  // the exit's second block
    if (!exits(join) && !drops_and_jumps(join)) {
        rest = block(join).empty() || is_control(last(join).op) ? -1 : fallthrough(join);
        if (rest < 0 || !exits(rest)) return copies;
    }
    const BasicBlock& jb = block(join);
    const std::size_t tail = jb.end - jb.begin;
    for (int x : region_from(through, join, loop)) {
        const BasicBlock& xb = block(x);
        if (tail_cut_.count(x) || xb.end - xb.begin < tail || !same_instructions(xb.end - tail, xb.end, jb.begin, jb.end))
            continue;
        if (rest < 0) {
            if (last(x).op == last(join).op) copies.push_back({x, xb.end - tail});
            continue;
        }
        const int next = is_control(last(x).op) ? -1 : fallthrough(x);
        if (next < 0 || next == rest || tail_cut_.count(next) || !same_code(next, rest)) continue;
        copies.push_back({x, xb.end - tail});
        copies.push_back({next, block(next).begin});
    }
    return copies;
}

// 3.10+ fold a constant that decides a boolean operation, and the operands after it, away
// (`x or 7 or y` is `x or 7`); one whose test stayed ended an inner operation: `(x or 7) or y`.
// The operands up to each such constant (the last aside) are one operand. (Not a constant
// without a test of its own: the operands after it are dead ones put back, which the
// compiler drops again.)
ExprList Structurer::group_jumping_constants(const ExprList& values, bool is_and) const {
    ExprList grouped;
    for (std::size_t i = 0; i < values.size(); ++i) {
        grouped.push_back(values[i]);
        if (i + 1 == values.size() || grouped.size() < 2 || !jumping_constants_.count(values[i])) continue;
        ExprPtr inner = expr(BoolOp{is_and ? BoolOperator::And : BoolOperator::Or, grouped});
        grouped = {inner};
    }
    return grouped;
}

int Structurer::emit_branch(int b, int stop, Loop* loop, SymbolicStack& stack, Body& out, bool expression_mode) {
    const NormalizedInstruction& end = last(b);
    const std::uint32_t at = end.offset;
    // `a and b` / `a or b` as a value: the tested value stays on the stack when the jump is taken.
    bool keeps_value = end.op == Op::JumpIfFalseOrPop || end.op == Op::JumpIfTrueOrPop;
    int through = fallthrough(b);
    const bool copy_form = !keeps_value && stack.size() >= 2 &&
                           stack.back().same_copy_group(stack[stack.size() - 2]) && through >= 0 &&
                           instructions_[block(through).begin].op == Op::PopTop &&
                           (end.op == Op::PopJumpIfFalse || end.op == Op::PopJumpIfTrue);
    if (copy_form && std::find(value_operand_joins_.begin(), value_operand_joins_.end(), through) != value_operand_joins_.end()) {
        // 3.14+ threads `a and b or c`: `a`'s jump skips this test, to the side where it
        // falls through. The test belongs after the whole left operand: the caller reruns it.
        // (It may end an operand inside that one too, `a and (b or c) or d`: `c` ends `b or
        // c` and `a and (b or c)`, whose test this is. The walk of the inner operand stops
        // here, and its level hands the test on to the one whose join it falls through to.)
        threaded_test_ = b;
        return stop;
    }
    if (copy_form) {
        // 3.12+: COPY 1; POP_JUMP_IF_x; POP_TOP is the same short circuit.
        stack.pop_back();
        skip_.insert(block(through).begin);
        keeps_value = true;
    }
    if (keeps_value) {
        bool is_and = end.op == Op::JumpIfFalseOrPop || end.op == Op::PopJumpIfFalse;
        if (stack.empty()) throw LiftError(at, "a short-circuit operand without its value");
        StackEntry left_entry = stack.back();
        stack.pop_back();
        ExprPtr left = lifter_.as_expression(left_entry, at);
        if (is_and && is_chain_link(left, stack)) return emit_chained_value(b, left, loop, stack, out, at);
        if (lifter_.profile().folds_constant_operands && constant_truth(left) == std::optional<bool>(!is_and))
            jumping_constants_.insert(left);
        int join = jump_target(b);
        SymbolicStack right_stack = stack;
        Body right_out;
        // 3.10+ may copy a small exit that follows (`x or f()` ending the code) to the end of
        // each path of the right operand: the operand stops where its copy of the join begins
        // (a whole block, or the end of one that computes the operand's last value).
        const std::vector<std::pair<int, std::size_t>> copies = join_copies(through, join, loop);
        for (const auto& [x, cut] : copies) tail_cut_[x] = cut;
        // The join drops the value (it starts with POP_TOP): the jump was threaded past a
        // test of the opposite sense that ends the right operand (`a and b or c`, 3.14+).
        const bool threaded = join >= 0 && instructions_[block(join).begin].op == Op::PopTop;
        if (threaded) value_operand_joins_.push_back(join);
        threaded_test_ = -1;
        try {
            walk(through, join, loop, right_stack, right_out, true);
        } catch (...) {
            for (const auto& copy : copies) tail_cut_.erase(copy.first);
            if (threaded) value_operand_joins_.pop_back();
            throw;
        }
        for (const auto& copy : copies) tail_cut_.erase(copy.first);
        if (threaded) value_operand_joins_.pop_back();
        const int rerun = threaded_test_;
        threaded_test_ = -1;
        if (rerun >= 0 && right_stack.size() == stack.size() + 2) right_stack.pop_back();  // the test's COPY
        if (!right_out.empty() || right_stack.size() != stack.size() + 1)
            throw LiftError(at, "a short-circuit operand lift could not rebuild");
        ExprPtr right = lifter_.as_expression(right_stack.back(), at);
        if (drops_constant_operands() && constant_truth(left) == std::optional<bool>(is_and)) {
            // 3.10+ drop such an operand (`x or '' or y` is `x or y`); one that stayed was an
            // operand folded to it: `'' and <dead>`, which `'' and ''` compiles as.
            left = bool_op(is_and ? BoolOperator::Or : BoolOperator::And, left, left);
        }
        // (A left operand that is itself such a value, `(a and b) and c`, was computed whole
        // before this test: its jumps go to this test, not past it. It stays nested.)
        const BoolOperator op = is_and ? BoolOperator::And : BoolOperator::Or;
        ExprList values{left};
        auto* right_op = std::get_if<BoolOp>(&right->node);
        if (right_op && right_op->op == op) values.insert(values.end(), right_op->values.begin(), right_op->values.end());
        else values.push_back(right);
        if (lifter_.profile().folds_constant_operands) values = group_jumping_constants(values, is_and);
        push_value(stack, expr(BoolOp{op, values}));
        if (rerun < 0) return join;
        if (fallthrough(rerun) != join) {  // (an enclosing operand's test: that level reruns it)
            threaded_test_ = rerun;
            return stop;
        }
        const bool rerun_is_and = last(rerun).op == Op::PopJumpIfFalse;
        if (rerun_is_and == is_and) throw LiftError(at, "a short-circuit operand lift could not rebuild");
        stack.back().mutable_details().copy_group = std::make_shared<int>(0);
        stack.push_back(stack.back());
        return emit_branch(rerun, stop, loop, stack, out, expression_mode);
    }

    ExprPtr value = lifter_.pop_expression(stack, at);
    Condition condition;
    if (end.op == Op::PopJumpIfFalse && is_chain_link(value, stack)) {
        auto chained = read_chained_condition(b, value, stack);
        if (!chained) throw LiftError(at, "a chained comparison lift could not rebuild");
        stack.pop_back();  // the middle operand's copy, which each path drops
        // (the first operand of and/or: read_condition goes on from the chain's two ends)
        const bool known = chain_conditions_.count(b) != 0;
        chain_conditions_[b] = *chained;
        condition = read_condition(b, value, stack);
        if (!known) chain_conditions_.erase(b);
    } else {
        condition = read_condition(b, value, stack);
    }
    if (!expression_mode)
        for (int cb : condition.blocks) emitted_[std::size_t(cb)] = true;
    const int last_block = condition.blocks.back();
    (void)last_block;

    // while loops the 3.10+ compilers invert: the test before the loop and again at its bottom.
    if (!expression_mode) {
        int result = -1;
        if (try_inverted_while(condition, stop, loop, stack, out, result)) return result;
    }

    if (int after = -1; folded_conditional_value(condition, loop, stack, out, after, expression_mode, at))
        return after;

    int join = post_dominators(loop).follow(b);
    // (an operand that never goes the false way, `(a or 4) and b`, runs into the next test
    // either way: that test is the condition's own, the join follows it)
    // (a chained comparison's cleanup, which the condition holds too, is no such test)
    for (int guard = 0; guard < 32 && join >= 0 && join != condition.when_true && join != condition.when_false &&
                        is_conditional(last(join).op) &&
                        std::find(condition.blocks.begin(), condition.blocks.end(), join) != condition.blocks.end();
         ++guard)
        join = post_dominators(loop).follow(join);
    if (loop && (join == loop->header || join == loop->exit)) join = -1;
    // A side that returns or raises leaves no post-dominator: where both sides meet is the join.
    if (join < 0 && !expression_mode) join = common_successor(condition.when_true, condition.when_false, stop, loop);
    // (Both sides may end the loop's body, each running into its one jump back: `if a: (if b:
    // break) / elif c: break` ending `while True:`, whose breaks leave the loop, 3.10+ by each
    // break's own copy of the code after it. That jump back is the join: no side `continue`s.)
    if (join < 0 && !expression_mode) join = shared_jump_back(condition.when_true, condition.when_false, stop, loop);
    // (a side whose try statement goes on only from its except clauses: post-dominators
    // follow no exception edge)
    if (join < 0 && !expression_mode) {
        if (reached_through_handlers(condition.when_true, condition.when_false, stop, loop)) join = condition.when_false;
        else if (reached_through_handlers(condition.when_false, condition.when_true, stop, loop)) join = condition.when_true;
        else if (int met = met_through_handlers(condition.when_true, condition.when_false, stop, loop); met >= 0)
            join = met;
        else join = met_through_handlers(condition.when_false, condition.when_true, stop, loop);
    }
    // Sides that both break meet at no join: each runs its own copy of the loop's exit (3.10, 3.12+).
    if (loop && join >= 0 && loop->exit >= 0 && join != stop && is_exit_copy(join, *loop)) join = -1;
    // (A value inside an and/or operand whose sides each end in the operation's join or a
    // copy of it, cut off: `return a or (b if c else d)`, whose `b` ≤3.9 return at once.
    // The walk of each side checks that it leaves its value there.)
    if (join < 0 && expression_mode && stop >= 0 && !tail_cut_.empty()) join = stop;
    // `x if c else y`: each side leaves one value for the join.
    if (join >= 0 && (join != stop || expression_mode)) {
        SymbolicStack true_stack = stack;
        Body true_out;
        bool is_value = false;
        // A trial: what it marks as done (loops inside it) is forgotten if it is no value.
        std::vector<bool> emitted_before = emitted_;
        std::size_t problems_before = problems_.size();
        try {
            walk(condition.when_true, join, loop, true_stack, true_out, true);
            is_value = true_out.empty() && true_stack.size() == stack.size() + 1;
        } catch (const LiftError&) {
            is_value = false;
        }
        if (!is_value) {
            emitted_ = emitted_before;
            problems_.resize(problems_before);
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
            push_value(stack, laid_out_value(condition,
                                                lifter_.as_expression(true_stack.back(), at),
                                                lifter_.as_expression(false_stack.back(), at)));
            return join;
        }
    }
    if (join < 0 && try_tail_copied_value(condition, loop, stack, out, expression_mode, at)) return -1;
    if (join < 0 && !expression_mode && try_sunk_return(condition, loop, stack, out, at)) return -1;
    if (expression_mode) throw LiftError(at, "a statement inside an expression");
    if (join < 0) join = copied_join(condition.when_true, condition.when_false, condition.blocks.front(), stop, loop);

    // if / else: the branch laid out first is the body, unless it only continues the loop.
    ExprPtr test = condition.test;
    int body_block = condition.when_true, else_block = condition.when_false;
    // A side read through `canonical` as an earlier copy of the join (3.12+ copy small exits)
    // goes to the join itself: the code after the statement, not a branch of it.
    if (join >= 0 && canonical(join) != join) {
        if (body_block == canonical(join)) body_block = join;
        if (else_block == canonical(join)) else_block = join;
    }
    // So does a side read through the lone jump the join is (a chained comparison's tests
    // are read through jumps, `if not a <= b <= c: f()` ending an if body: its true side is
    // the body's own jump over the else, which the join is).
    if (join >= 0 && resolve_jump(join) != join) {
        if (body_block == resolve_jump(join)) body_block = join;
        if (else_block == resolve_jump(join)) else_block = join;
    }
    // A side already decompiled through `canonical` (a small exit the compiler copied, one
    // copy walked elsewhere: an inner except clause's return) is walked as this test's own
    // copy, which runs in this context. (Outside every construct the walk lifts an exit
    // reached again anyway.)
    // (The last test's own copy first, as the compiler laid the side out; a chained
    // comparison's cleanup may lead to another: any one runs here.)
    for (int* side : {&body_block, &else_block}) {
        if (*side < 0 || expression_mode || unwind_.empty() || !emitted_[std::size_t(*side)] ||
            (last(*side).op != Op::Return && last(*side).op != Op::Raise))
            continue;
        for (int pass : {0, 1, 2})  // (a test's own jump, then any way on, then past a cleanup)
            for (auto cb = condition.blocks.rbegin(); cb != condition.blocks.rend(); ++cb)
                for (int y : {jump_target(*cb), fallthrough(*cb)}) {
                    if (pass == 0 && (y != jump_target(*cb) || !is_conditional(last(*cb).op))) continue;
                    const int own = pass == 2 && y >= 0 ? fallthrough(y) : y;
                    if (own >= 0 && own != *side && canonical(own) == *side && !emitted_[std::size_t(own)] &&
                        same_code(own, *side) && emitted_[std::size_t(*side)])
                        *side = own;
                }
    }
    const int tested = condition.blocks.back();
    auto continues = [&](int x) {
        // Only a jump straight to the header: a block of its own is an explicit `continue`,
        // but where conditional jumps only go forward (3.12+), `if c: rest` ending a loop body
        // jumps over a JUMP_BACKWARD when c is true (an explicit `if c: continue` jumps over
        // it when c is false).
        if (!loop || x < 0) return false;
        if (x == loop->header) return true;
        // (A None test jumps the same way round for both; inside a try or with, the compiler's
        // own jump back lies outside the handler's range, a `continue` inside it.)
        const bool jumps_when_true = last(tested).op == Op::PopJumpIfTrue ||
                                     (block(tested).handler >= 0 && block(x).handler != block(tested).handler);
        // (A `(y if c else z)` test whose y jumps over z to x shares one explicit `continue`;
        // the compiler's own jumps back are a copy after each test.)
        for (int cb : condition.blocks)
            if (last(cb).op == Op::Jump && jump_target(cb) == x) return false;
        auto lone_jump_back = [&](int y) {
            return y >= 0 && is_lone(y, Op::Jump) &&
                   jump_target(y) == loop->header;
        };
        if (!lifter_.profile().forward_conditional_jumps || canonical(fallthrough(tested)) != x ||
            x == canonical(jump_target(tested)) || !lone_jump_back(x))
            return false;
        // The compiler's jump back takes the test's line; a `continue` on a line of its own is one.
        const int after_test = fallthrough(tested);
        if (last(after_test).line && last(tested).line && last(after_test).line != last(tested).line) return false;
        if (jumps_when_true) return true;
        // Each test of `if a and b: rest` jumps over a jump back of its own; those of
        // `if not (a and b): continue` go to the one `continue`.
        for (int cb : condition.blocks)
            if (cb != tested && is_conditional(last(cb).op) && fallthrough(cb) != after_test &&
                lone_jump_back(fallthrough(cb)) && canonical(fallthrough(cb)) == x)
                return true;
        return false;
    };
    // (where the test's own jump or fall-through lies: `canonical` may have taken an earlier
    // copy of a small exit for it, another except clause's end)
    auto laid_out_at = [&](int x) {
        for (int raw : {jump_target(tested), fallthrough(tested)})
            if (raw >= 0 && raw != x && canonical(raw) == x && instructions_[block(raw).begin].op == Op::PopExcept)
                return block(raw).offset;
        return block(x).offset;
    };
    // The side laid out first, after the test, is the body. (The sides are compared through
    // `canonical`, which may name an earlier copy of a small exit: the test's own fall-through
    // tells first. 3.11 copies only the implicit `return None`: a false side's copy is not an
    // earlier `return` statement.)
    auto laid_out_first = [&](int x, int y) {
        const int jump = is_conditional(last(tested).op) ? jump_target(tested) : -1;
        if (jump >= 0 && canonical(jump) != jump) {  // (the test jumps to a copy)
            const int through_side = canonical(fallthrough(tested));
            if (through_side == x && through_side != y) return true;
            if (through_side == y && through_side != x) return false;
        }
        return laid_out_at(x) < laid_out_at(y);
    };
    // A side that goes round the loop through a jump back of its own laid out between the
    // tests and the other side is an explicit `continue` the compiler met first: `if not (a <
    // b < c): continue` runs the chain's cleanup into it, where `if a < b < c: rest` ending
    // the body jumps to the jump back after the rest.
    auto continue_laid_out_first = [&](int x, int other) {
        // (The other side goes round the loop too: the one jump back of `if c: break` ending
        // the body is the loop's own.)
        if (!loop || x != loop->header || other < 0 || other == loop->header || !in_natural_body(loop->header, other))
            return false;
        for (int y = tested + 1; y < other; ++y) {
            const BasicBlock& yb = block(y);
            if (!yb.reachable || yb.end - yb.begin != 1 || last(y).op != Op::Jump || jump_target(y) != loop->header)
                continue;
            const bool reached_from_test = std::all_of(yb.predecessors.begin(), yb.predecessors.end(), [&](const Edge& e) {
                return e.kind != EdgeKind::Exception &&
                       (std::find(condition.blocks.begin(), condition.blocks.end(), e.block) != condition.blocks.end() ||
                        (e.block > tested && e.block < y));
            });
            if (reached_from_test) return true;
        }
        return false;
    };
    // Both sides go round the loop by a lone jump back (3.12+ `if not c: pass` ending a loop's
    // body, laid out inverted): the jump on a line of its own is the body's statement, the other
    // the test's own way round (on the test's line).
    auto own_line_jump_back = [&](int x) {
        if (!loop || x < 0 || block(x).end - block(x).begin != 1 || last(x).op != Op::Jump ||
            jump_target(x) != loop->header || !last(x).line || !last(tested).line)
            return -1;
        return *last(x).line != *last(tested).line ? 1 : 0;
    };
    const int body_own_line = own_line_jump_back(body_block), else_own_line = own_line_jump_back(else_block);
    bool swap = false;
    if (body_own_line >= 0 && else_own_line >= 0 && body_own_line != else_own_line) swap = else_own_line == 1;
    else if (continue_laid_out_first(else_block, body_block)) swap = true;
    else if (continues(body_block) != continues(else_block)) swap = continues(body_block);
    else if (else_block >= 0 && body_block >= 0 && laid_out_first(else_block, body_block) &&
             else_block != join && !(loop && (else_block == loop->header || (else_block == loop->exit && !is_exit_copy(else_block, *loop)))))
        swap = true;
    else if (body_block == join && else_block != join)
        swap = true;
    if (swap) {
        std::swap(body_block, else_block);
        test = negate(test);
    }
    if (condition.when_true == condition.when_false && condition.blocks.size() == 1) {
        // `if c: pass` jumps past its empty body when c is false (POP_JUMP_IF_FALSE c, the
        // test read_condition keeps as c); any other jump is taken when c is true, on the
        // test read as it jumps.
        test = last(condition.blocks[0]).op == Op::PopJumpIfFalse ? condition.test : negate(condition.test);
        // (≤3.11 keep the constant of `if c or 4: pass`, which compiles alike: then that; a
        // comprehension's filter is always that, and so is a constant c, whose `not c` the
        // compiler folds: written with a constant that adds none)
        const bool jumps_when_true = last(condition.blocks[0]).op == Op::PopJumpIfTrue;
        const bool always = in_comprehension(stack) || std::holds_alternative<Constant>(condition.test->node);
        ExprPtr constant = !jumps_when_true ? nullptr
                           : always         ? folded_constant(true, condition.blocks[0])
                                            : unloaded_constant(true);
        if (constant) test = bool_op(BoolOperator::Or, condition.test, constant);
    } else if (condition.when_true == condition.when_false && last(condition.blocks.back()).op == Op::PopJumpIfTrue) {
        // Tests that end jumping past an empty body when the last holds: no `if` jumps so but
        // one the compiler knew passes, `if a and b or 4: pass`, the 4 folded away.
        test = bool_op(BoolOperator::Or, condition.test, folded_constant(true, condition.blocks.back()));
    }
    if (join < 0 && else_block >= 0 && else_block != stop && body_block >= 0) {
        // The false side is a block (3.12+: the first of the compiler's copies of a small
        // exit) that the body also runs into: no post-dominator tells, but it is the join.
        // (Not where the body also runs on to the walk's stop past it: `elif c: (if d: x
        // / else: return None) / else: return None`, each `return None` taken for the other's
        // copy, jumps from x to the code after the whole chain.)
        if (region_from(body_block, stop, loop).count(else_block) && !runs_past(body_block, else_block, stop, loop))
            join = else_block;
    }
    if (join < 0) join = jump_over_else(body_block, else_block, tested, stop, loop);
    // A finally body's `assert c` (or `if c: raise`) in the copy that a return, break or
    // continue runs: the raise is the if's own block, the exit after it is the code after the
    // statement, where the exit must find the unwind code before it. (So in the normal copy,
    // where the raise is read through `canonical` as another copy's, already decompiled.)
    auto raise_copy = [&](int x) {
        return last(x).op == Op::Raise && ((!unwind_.empty() && unwind_.back().finally_body) || emitted_[std::size_t(x)]);
    };
    if (join < 0 && body_block >= 0 && else_block >= 0 && body_block != else_block &&
        (last(body_block).op == Op::Raise) != (last(else_block).op == Op::Raise) &&
        (raise_copy(body_block) || raise_copy(else_block))) {
        if (last(else_block).op == Op::Raise) {  // (laid out after the exit: `continue` falls through)
            std::swap(body_block, else_block);
            test = negate(test);
            swap = !swap;
        }
        join = else_block;
    }
    ElseLayout layout = ElseLayout::Unknown;
    if (keeps_dead_jumps() && body_block >= 0 && else_block > body_block && else_block != stop &&
        !(loop && is_loop_target(else_block, loop))) {
        // The jump over an else after a body that leaves stays, dead, before the else: it says
        // where the statement ends (the else may run on to where the false side's jump went).
        const int before = else_block - 1;
        // (A jump back is the end of a loop in the body, dead after its raise, unless it goes
        // to an enclosing loop: the jump over the else threaded to the loop's next round.)
        // (A dead jump on a line of its own is a statement, no jump over an else: the
        // `continue` of `if k: a() / else: continue` ending the body, whose test jumps
        // straight back to the loop's header.)
        const std::size_t jump_at = block(before).begin;
        const bool own_line = jump_at > 0 && last(before).line && instructions_[jump_at - 1].line &&
                              *last(before).line != *instructions_[jump_at - 1].line;
        const bool over_else = !block(before).reachable && last(before).op == Op::Jump && !own_line &&
                               (jump_target(before) > else_block || leaves_loop(before, loop));
        if (over_else) {
            layout = ElseLayout::Kept;
            const int after = jump_target(before);
            const bool beyond = after < else_block || !block(after).reachable ||
                                (stop >= 0 && block(after).offset >= block(stop).offset) ||
                                (loop && is_loop_target(after, loop));
            if (join < 0 || join == else_block) join = beyond ? -1 : after;
        } else if (block(before).reachable &&
                   (last(before).op == Op::Raise || leaves_loop(before, loop) ||
                    (last(before).op == Op::Jump && jump_target(before) > tested && jump_target(before) <= before &&
                     is_loop_header(jump_target(before))))) {
            // No such jump: no else, the false side is the code after the statement. (A
            // return's dead jump is dropped: it tells nothing. Nor is there one after a loop
            // in the body that only its breaks leave, `while True:`, laid out last.)
            layout = ElseLayout::Hoisted;
            if (join < 0) join = else_block;
        }
        // A dead jump inside the body to the false side (an inner if's jump over its else,
        // threaded to this statement's end): that side is the code after the statement.
        for (int x = body_block + 1; join < 0 && x < else_block; ++x)
            if (!block(x).reachable && last(x).op == Op::Jump && jump_target(x) == else_block) join = else_block;
    }
    int follow = join >= 0 ? join : stop;
    static const bool trace = std::getenv("GLASSBOX_TRACE_WALK") != nullptr;
    if (trace) std::fprintf(stderr, "if b=%d body=%d else=%d join=%d\n", b, body_block, else_block, join);
    SymbolicStack body_stack = stack;
    Body body;
    walk(body_block, follow, loop, body_stack, body, false);
    SymbolicStack else_stack = stack;
    Body orelse;
    if (else_block != follow) walk(else_block, follow, loop, else_stack, orelse, false);
    if (swap && asserts_load_global() && !negates_by_jumps(condition.test)) {
        // 3.8's assert raises the global AssertionError, as `if not x: raise AssertionError`
        // does, but `not (a is not b)` is `a is b` to the AST optimizer, another test: only
        // `assert a is not b` compiles to the test read. (What the test skips to follows it.)
        if (auto assertion = global_assertion(body)) {
            out.push_back(stmt(Assert{condition.test, *assertion}, end.line.value_or(0)));
            out.insert(out.end(), orelse.begin(), orelse.end());
            return join < 0 ? -1 : join;
        }
    }
    if (orelse.empty() && else_block == follow && jumps_over_empty_else(body_block, join, tested))
        orelse.push_back(stmt(Pass{}));
    if (layout == ElseLayout::Unknown && keeps_dead_jumps() && !orelse.empty())
        layout = dead_label_after(else_block, follow, loop);
    if (layout == ElseLayout::Unknown && copies_small_exits() && !orelse.empty())
        layout = copied_return_layout(body_block, else_block, follow, loop);
    out.push_back(stmt(If{test, body, orelse, layout}, end.line.value_or(0)));
    return join < 0 ? -1 : join;
}

bool Structurer::jumps_over_empty_else(int body_block, int join, int tested) {
    // ≤3.9 keep the body's jump over an else that is only `pass`: a jump to the join just
    // before it. (An inner if whose own `else: pass` ends the body took it first.)
    if (!keeps_dead_jumps() || body_block < 0 || join <= 0 || join - 1 < body_block || join - 1 == tested) return false;
    const int before = join - 1;
    // (walked as the body: a block after it is another statement's, an elif's of an outer if)
    if (!block(before).reachable || !emitted_[std::size_t(before)] || last(before).op != Op::Jump ||
        jump_target(before) != join)
        return false;
    return empty_else_jumps_.insert(before).second;
}

bool Structurer::ends_before_codeless_statement(int join) const {
    // 3.10+ copy the implicit `return None` into each path that ends the code, unless it has
    // a line of its own: that of a statement before it that left no code (`pass`). One
    // return that two ways run into (an if's test and its body, a while loop's two tests)
    // is such a return.
    // (A function writes that line's `return` itself: only module and class code need the `pass`.)
    if (!copies_small_exits() || !unwind_.empty() || (lifter_.code().flags & kCodeOptimized)) return false;
    const BasicBlock& jb = block(join);
    if (!returns_none(join)) return false;
    // (3.13+ class code stores __static_attributes__, and maybe __classdictcell__, first)
    for (std::size_t i = jb.begin; i + 2 < jb.end; i += 2) {
        const NormalizedInstruction& store = instructions_[i + 1];
        if (store.op != Op::StoreName || (store.name != "__static_attributes__" && store.name != "__classdictcell__"))
            return false;
    }
    if ((jb.end - jb.begin) % 2 != 0) return false;
    // (the code's end: after it only other copies of it, and code only exceptions reach)
    for (int x = join + 1; x < int(cfg_.blocks.size()); ++x)
        if (block(x).reachable && !returns_none(x) && !only_exceptions_reach(x)) return false;
    int ways = 0;
    for (const Edge& e : jb.predecessors) {
        if (e.kind == EdgeKind::Exception || !block(e.block).reachable) continue;
        // (an except clause's end gives the return after a try statement a line of the clause's)
        if (block(e.block).handler) return false;
        ++ways;
    }
    return ways >= 2;
}

// 3.10+ copy the implicit `return None` into a body that falls off the code's end; an
// explicit `return` is compiled where it stands. Where the None is a constant of the copy
// alone (3.14+ keep no None first in co_consts), its index says which: after the else's
// constants, the body fell off the end beside an else.
ElseLayout Structurer::copied_return_layout(int body_block, int else_block, int follow, const Loop* loop) const {
    // (an else that is only a copy of the implicit return is no else of the source)
    if (returns_none(else_block) && block(else_block).end - block(else_block).begin == 2) return ElseLayout::Unknown;
    // (through exception edges too: a with statement's exits after its handler)
    IntSet returns;
    for (int x : region_with_handlers(body_block, follow, loop, body_block))
        if (returns_none(x)) returns.insert(x);
    // 3.11 copies no `return` statement: copies on several paths (the two exits of a with
    // statement) are the implicit one's.
    if (!copies_exits_with_lines() && returns.size() >= 2 &&
        std::none_of(returns.begin(), returns.end(), [&](int x) { return is_return_statement(x); }))
        return ElseLayout::Kept;
    if (returns.size() != 1) return ElseLayout::Unknown;
    return compiled_first(returns, region_from(else_block, follow, loop)) > 0 ? ElseLayout::Kept
                                                                             : ElseLayout::Unknown;
}

IntSet Structurer::region_through_handlers(int from, int stop, const Loop* loop,
                                                  const std::function<bool(int)>& enters) const {
    IntSet seen;
    std::vector<int> work{from};
    while (!work.empty()) {
        const int x = work.back();
        work.pop_back();
        if (x < 0 || x == stop || is_loop_target(x, loop) || !seen.insert(x).second) continue;
        for (const Edge& e : block(x).successors)
            if (e.kind != EdgeKind::Exception || enters(e.block)) work.push_back(e.block);
    }
    return seen;
}

IntSet Structurer::region_with_handlers(int from, int stop, const Loop* loop, int outside) const {
    // (only the handlers of statements inside: those around `outside` lead out of the region)
    const HandlerChain around = handler_chain(outside);
    return region_through_handlers(from, stop, loop, [&](int handler) {
        return std::find(around.begin(), around.end(), handler) == around.end();
    });
}

// Block `b` ends in a break or continue of `loop` or a loop around it.
bool Structurer::leaves_loop(int b, const Loop* loop) const {
    if (last(b).op != Op::Jump) return false;
    for (const Loop* l = loop; l; l = l->outer)
        if (is_loop_target(jump_target(b), l)) return true;
    return false;
}

// ≤3.9: the jump over an else after a body that returns is dropped as dead code, unless
// another jump (as dead) targets it: the jump after the if's own body, where the else ends
// in a return. So dead code after such an else's last block tells that it was one.
ElseLayout Structurer::dead_label_after(int else_block, int follow, const Loop* loop) const {
    const IntSet region = region_from(else_block, follow, loop);
    if (region.empty()) return ElseLayout::Unknown;
    const int last_block = *region.rbegin(), next = last_block + 1;
    if (last(last_block).op != Op::Return || next >= int(cfg_.blocks.size()) || block(next).reachable)
        return ElseLayout::Unknown;
    return ElseLayout::Kept;
}

// `if c: A else: B` whose B always leaves (returns, raises) has no post-dominator and
// no common successor, but A ends with the compiler's jump over B, to the code after the
// statement: that is the join. (Walking A on into that code instead would make its jump a
// copy of the code: `if c: A; rest` + `B`, which compiles without the jump.)
//   test ─► A … JUMP ─┐     B … (return / raise)     X ◄─┘
int Structurer::jump_over_else(int body_block, int else_block, int tested, int stop, const Loop* loop) const {
    if (body_block < 0 || else_block <= body_block || else_block == stop) return -1;
    // The jump ends the body (an except clause's end, which the body may reach only through a
    // handler: 3.11 lays it before the handler's own cleanup, 3.12+ after all the code).
    const IntSet else_region = region_from(else_block, stop, loop);
    const IntSet normal = region_from(body_block, stop, loop);
    int after = -1;
    std::vector<int> jumps;
    for (int x : region_with_handlers(body_block, stop, loop, tested)) {
        if (else_region.count(x) || !block(x).reachable || last(x).op != Op::Jump || jump_target(x) <= else_block)
            continue;
        if (normal.count(x) && x != else_block - 1) continue;  // (another jump out of the body)
        // Reached through a handler only: the end of an except clause (its POP_EXCEPT, then
        // the jump), not a finally body's copy on its way out.
        if (!normal.count(x) && x != else_block - 1) {
            bool pops_exception = false;
            for (std::size_t i = block(x).begin; i < block(x).end; ++i)
                if (instructions_[i].op == Op::PopExcept) pops_exception = true;
            if (!pops_exception) continue;
            // (The code after the statement runs under the handlers of its test, or fewer: an
            // inner clause's end that goes on under another handler goes on in the outer
            // clause holding it, `if c: try: ... except E: (try: ... except F: pass)`.)
            const HandlerChain around = handler_chain(tested);
            if (const std::optional<int> h = block(jump_target(x)).handler; h) {
                if (std::find(around.begin(), around.end(), *h) == around.end()) continue;
            }
            // (Nor does a clause's end under a statement inside the if leave it: it jumps to
            // code of that statement, the normal copy of `if c: try: ... except E: pass /
            // finally: f()`.)
            if (const std::optional<int> h = block(x).handler;
                h && std::find(around.begin(), around.end(), *h) == around.end())
                continue;
        }
        jumps.push_back(x);
    }
    // A jump reached from where another goes is the code after the statement's, no end of the
    // body: the end of an except clause of a try after the if (`if c: A / else: raise`, then
    // `try: ... except E: ...`), which ≤3.9 and 3.11 jump from to the code after that try.
    for (int x : jumps) {
        bool after_other = false;
        for (int y : jumps)
            if (jump_target(y) != jump_target(x) && region_with_handlers(jump_target(y), stop, loop, tested).count(x))
                after_other = true;
        if (after_other) continue;
        if (after >= 0 && jump_target(x) != after) return -1;
        after = jump_target(x);
    }
    if (after < 0 || after == stop) return -1;
    // (The code after the statement holds no more on the stack than its test began with: a
    // jump to code holding more, an inner with's suppressing path to the normal exit of the
    // with around it, `if c: with a: with b: raise`, stays inside the body.)
    if (depth_at(after) > depth_at(tested)) return -1;
    // (3.10-3.13 `while True:`: a jump forward to the loop's own jump back, the folded test at
    // the bottom, is the end of the body's last statement, `if c: f() / else: return x`; a
    // `continue` jumps straight to the header)
    const bool to_folded_test = loop && loop->folded_bottom_test && is_lone(after, Op::Jump) && jump_target(after) == loop->header &&
                                std::find(latches_.at(loop->header).begin(), latches_.at(loop->header).end(), after) !=
                                    latches_.at(loop->header).end();
    // (a break or continue, maybe threaded to where an outer loop goes on, is no such jump)
    for (const Loop* l = loop; l && !to_folded_test; l = l->outer)
        if (is_loop_target(after, l) || is_loop_target(else_block, l) || after == l->threaded_break) return -1;
    // Past the enclosing statement's end it is a jump out of it, not over this else.
    if (stop >= 0 && block(after).offset > block(stop).offset) return -1;
    for (int x : region_from(else_block, after, loop))
        if (x >= after) return -1;  // (the else goes on past that code: no jump over it)
    return after;
}

// 3.10+ copy a small exit (a return) into the jumps to it: the side laid out first ends in
// a copy of the code after the statement, which the other side reaches, laid out last.
//   test ─► A … copy of X      B … X (return)
int Structurer::copied_join(int a, int b, int tested, int stop, const Loop* loop) {
    if (!copies_small_exits() || a < 0 || b < 0 || a == b) return -1;
    const IntSet from_a = region_from(a, stop, loop), from_b = region_from(b, stop, loop);
    if (from_a.empty() || from_b.empty()) return -1;
    const bool a_first = *from_a.begin() < *from_b.begin();
    const IntSet& first = a_first ? from_a : from_b;
    const IntSet& second = a_first ? from_b : from_a;
    if (*first.rbegin() >= *second.begin()) return -1;
    // (a try or with statement copies its exits too, with its unwind code: not handled here)
    for (const IntSet* side : {&first, &second})
        for (int x : *side)
            if (block(x).handler) return -1;
    const int after = *second.rbegin();
    if (last(after).op != Op::Return && last(after).op != Op::Raise) return -1;
    // (entered with a value on the stack it is the tail of each side's value, `f(a if c else b)`)
    if (depth_at(after) != depth_at(tested)) return -1;
    for (int x : first)
        if (canonical(x) == canonical(after) && is_copy_of(x, after)) return after;
    return -1;
}

int Structurer::laid_out_side(const Condition& condition, int side) const {
    int raw = -1;
    for (int cb : condition.blocks)
        for (int y : {jump_target(cb), fallthrough(cb)}) {
            if (y < 0 || canonical(y) != side || y == raw) continue;
            if (raw >= 0) return side;  // (two blocks copied from it: no one of them)
            raw = y;
        }
    return raw >= 0 ? raw : side;
}

bool Structurer::runs_past(int from, int join, int stop, const Loop* loop) const {
    if (stop < 0) return false;
    IntSet seen;
    std::vector<int> work{from};
    while (!work.empty()) {
        const int x = work.back();
        work.pop_back();
        if (x < 0 || is_loop_target(x, loop) || !seen.insert(x).second) continue;
        if (x == stop) return true;
        // (a copy of the join, ≤3.10's POP_BLOCK before a return too, is the join)
        if (x == join || canonical(x) == canonical(join)) continue;
        for (const Edge& e : block(x).successors)
            if (e.kind != EdgeKind::Exception) work.push_back(e.block);
    }
    return false;
}

bool Structurer::is_copy_of(int x, int y) {
    if (!copies_small_exits() || x < 0 || y < 0 || x == y || !unwind_.empty() || canonical(x) != canonical(y))
        return false;
    if (depth_at(x) != depth_at(y)) return false;
    // (a lone RETURN_VALUE returns what each side computed before it: `return a if c else b`)
    if (last(x).op == Op::Return) return block(x).end - block(x).begin >= 2;
    return last(x).op == Op::Raise;
}

int Structurer::common_successor(int a, int b, int stop, const Loop* loop) const {
    if (a < 0 || b < 0 || a == b) return -1;
    // (3.8's CALL_FINALLY calls the finally body and comes back: that is no way on.)
    const IntSet from_a = region_from(a, stop, loop, false), from_b = region_from(b, stop, loop, false);
    // (Both sides may go round an enclosing loop, `break` of a `while True:` that ends a
    // for loop's body: its header, laid out first, and what follows it are no join. A side
    // meets the other only before it leaves the enclosing loops.)
    std::vector<const Loop*> outer;
    for (const Loop* l = loop ? loop->outer : nullptr; l; l = l->outer) outer.push_back(l);
    auto inside = [&](int from) {
        IntSet within;
        const IntSet& region = from == a ? from_a : from_b;
        std::vector<int> work{from};
        while (!work.empty()) {
            const int x = work.back();
            work.pop_back();
            if (!region.count(x) || !within.insert(x).second) continue;
            if (std::any_of(outer.begin(), outer.end(), [&](const Loop* l) { return is_loop_target(x, l); })) {
                within.erase(x);
                continue;
            }
            for (const Edge& e : block(x).successors)
                if (e.kind != EdgeKind::Exception) work.push_back(e.block);
        }
        return within;
    };
    const IntSet within_a = outer.empty() ? from_a : inside(a), within_b = outer.empty() ? from_b : inside(b);
    for (int x : within_a)  // in layout order
        if (within_b.count(x)) return x == a || x == b ? -1 : x;
    return -1;
}

int Structurer::shared_jump_back(int a, int b, int stop, const Loop* loop) const {
    if (!loop || a < 0 || b < 0 || a == b || !latches_.count(loop->header) || latches_.at(loop->header).empty())
        return -1;
    // The last jump back ends the body; one before it is a `continue` (≤3.9, 3.10+ where it
    // is a block of its own) that the walk reads as such.
    const std::vector<int>& latches = latches_.at(loop->header);
    const int end = *std::max_element(latches.begin(), latches.end());
    const BasicBlock& eb = block(end);
    if (eb.end - eb.begin != 1 || last(end).op != Op::Jump) return -1;
    // (One side reaching the other is an if without else: that side is the join. 3.8's
    // CALL_FINALLY leads on, not into the finally body, which every path out calls.)
    const IntSet region_a = region_from(a, stop, loop, false), region_b = region_from(b, stop, loop, false);
    if (region_a.count(b) || region_b.count(a)) return -1;
    // (≤3.11 end an if body with a jump over the else, to that jump back: lone jumps lead there)
    auto leads_to_end = [&](int y) {
        for (int guard = 0; guard < 8 && y >= 0; ++guard) {
            if (y == end) return true;
            const BasicBlock& yb = block(y);
            if (yb.end - yb.begin != 1 || last(y).op != Op::Jump) return false;
            y = jump_target(y);
        }
        return false;
    };
    auto reaches_end = [&](int from, const IntSet& region) {
        if (leads_to_end(from)) return true;  // (an if without else ending the body)
        for (int x : region)
            for (const Edge& e : block(x).successors)
                if (e.kind != EdgeKind::Exception && leads_to_end(e.block)) return true;
        return false;
    };
    return reaches_end(a, region_a) && reaches_end(b, region_b) ? end : -1;
}

bool Structurer::reached_through_handlers(int from, int to, int stop, const Loop* loop) const {
    if (from < 0 || to < 0 || from == to || to == stop || is_loop_target(to, loop)) return false;
    if (region_through_handlers(from, stop, loop, [](int) { return false; }).count(to)) return false;
    // (an async for loop goes on from its END_ASYNC_FOR handler, 3.11+ laid out after the code)
    return region_through_handlers(from, stop, loop, [&](int handler) {
               return is_construct_handler(handler) || is_async_for_handler(handler);
           }).count(to) > 0;
}

int Structurer::met_through_handlers(int from, int to, int stop, const Loop* loop) const {
    if (from < 0 || to < 0 || from == to || to == stop || is_loop_target(to, loop)) return -1;
    const IntSet plain = region_through_handlers(from, stop, loop, [](int) { return false; });
    // (a with statement's exit may swallow the exception and go on; the cleanup of an except
    // clause's name, or a finally body, raises it again)
    const IntSet through = region_through_handlers(from, stop, loop, [&](int handler) { return is_with_handler(handler); });
    const IntSet other = region_from(to, stop, loop, false);
    for (int x : through)  // in layout order
        if (x > to && !plain.count(x) && other.count(x) && !is_loop_target(x, loop)) return x;
    return -1;
}

ExprPtr Structurer::laid_out_value(const Condition& condition, const ExprPtr& when_true, const ExprPtr& when_false) {
    ExprPtr value = conditional_value(condition.test, when_true, when_false);
    // `a if c else b` lays `a` out first: the side the test falls through to is the body
    // (`'u' if x is None else f(x)` jumps when x is not None).
    if (!std::holds_alternative<IfExp>(value->node) || condition.blocks.empty()) return value;
    const int through = fallthrough(condition.blocks.back());
    if (through >= 0 && condition.when_false >= 0 && canonical(through) == canonical(condition.when_false) &&
        canonical(through) != canonical(condition.when_true))
        return expr(IfExp{negate(condition.test), when_false, when_true});
    return value;
}

ExprPtr Structurer::conditional_value(const ExprPtr& test, const ExprPtr& when_true, const ExprPtr& when_false) {
    auto operands = [](const ExprPtr& e, BoolOperator op) {
        auto* b = std::get_if<BoolOp>(&e->node);
        return b && b->op == op ? b->values : ExprList{e};
    };
    // `(c and a) or f1 or f2`: c false goes to f1, c true runs a, which goes on to f1 when it
    // is false: read as `a or f1 or f2 if c else f1 or f2`, the same tail on both sides.
    // Likewise `(c or a) and t1 and t2` the other way round.
    auto shared_tail = [&](BoolOperator op, const ExprPtr& longer, const ExprPtr& tail,
                           const ExprPtr& first) -> ExprPtr {
        const ExprList whole = operands(longer, op), ends = operands(tail, op);
        if (whole.size() <= ends.size()) return nullptr;
        const std::size_t head = whole.size() - ends.size();
        for (std::size_t i = 0; i < ends.size(); ++i)
            if (!same_text(whole[head + i], ends[i])) return nullptr;
        // (the operands before the tail are one operand of `first`'s: `c and (a1 or a2) or f1`,
        // whose a1 true goes past f1)
        const ExprPtr guarded = head == 1 ? whole[0] : expr(BoolOp{op, ExprList(whole.begin(), whole.begin() + std::ptrdiff_t(head))});
        const BoolOperator inner = op == BoolOperator::Or ? BoolOperator::And : BoolOperator::Or;
        ExprList values{bool_op(inner, first, guarded)};
        values.insert(values.end(), ends.begin(), ends.end());
        return expr(BoolOp{op, values});
    };
    if (ExprPtr value = shared_tail(BoolOperator::Or, when_true, when_false, test)) return value;
    if (ExprPtr value = shared_tail(BoolOperator::And, when_false, when_true, test)) return value;
    return expr(IfExp{test, when_true, when_false});
}

void Structurer::mark_region(int from, int to) {
    // Blocks between from and to in layout order belong to a rebuilt expression.
    if (from < 0) return;
    for (int blk = from; blk < int(cfg_.blocks.size()) && blk != to; ++blk) {
        if (to >= 0 && block(blk).offset >= block(to).offset) break;
        emitted_[std::size_t(blk)] = true;
    }
}

}  // namespace glassbox::structure_detail
