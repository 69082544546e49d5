// Conditions: and/or/not merged across blocks, `if` statements and the values
// that cross blocks (a and b, x if c else y).
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
    if (!out.empty() || copy.size() != stack.size() + 1) return false;
    for (std::size_t i = 0; i < stack.size(); ++i)
        if (copy[i].expr != stack[i].expr || copy[i].kind != stack[i].kind) return false;
    test = lifter_.as_expression(copy.back(), last(b).offset);
    return true;
}

bool Structurer::try_condition_tail(int b, const SymbolicStack& stack, ExprPtr& test) {
    if (b < 0 || !is_conditional(last(b).op) || last(b).op == Op::JumpIfFalseOrPop ||
        last(b).op == Op::JumpIfTrueOrPop)
        return false;
    SymbolicStack copy = stack;
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

Condition Structurer::read_condition(int b, ExprPtr value, const SymbolicStack& stack) {
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

int Structurer::emit_branch(int b, int stop, Loop* loop, SymbolicStack& stack, Body& out, bool expression_mode) {
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
        // Only a jump straight to the header: a block of its own is an explicit `continue`.
        return loop && x >= 0 && x == loop->header;
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

ExprPtr Structurer::conditional_value(const ExprPtr& test, const ExprPtr& when_true, const ExprPtr& when_false) {
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

void Structurer::mark_region(int from, int to) {
    // Blocks between from and to in layout order belong to a rebuilt expression.
    if (from < 0) return;
    for (int blk = from; blk < int(cfg_.blocks.size()) && blk != to; ++blk) {
        if (to >= 0 && block(blk).offset >= block(to).offset) break;
        emitted_[std::size_t(blk)] = true;
    }
}

}  // namespace glassbox::structure_detail
