// Chained comparisons (`a < b < c`), as conditions and as values: the walk meets them in
// conditions.cpp (emit_branch) and reads them here.
#include "structure/structurer.h"

namespace glassbox::structure_detail {

// `a < b < c` keeps a copy of `b` below the first comparison's result; the next
// comparison consumes it, and a cleanup block drops it where the chain stops early.

// The kept copy `kept` is the value `e` is: the same expression, or the walrus on it (`a < (v :=
// b) < c`: each use of a stored value makes its NamedExpr anew). Were the walrus missed, the
// chain would read as two comparisons and the copy would run `b` again in each.
static bool is_kept_copy(const StackEntry& kept, const ExprPtr& e) {
    if (kept.expr == e) return true;
    const EntryDetails& stored = kept.details();
    if (stored.stored_targets.empty() || !e) return false;
    ExprPtr inner = e;
    for (std::size_t i = 0; i < stored.stored_targets.size(); ++i) {
        auto* named = std::get_if<NamedExpr>(&inner->node);
        if (!named) return false;
        inner = named->value;
    }
    return inner == stored.stored_value;
}

bool Structurer::is_chain_link(const ExprPtr& tested, const SymbolicStack& stack) const {
    auto* compare = tested ? std::get_if<Compare>(&tested->node) : nullptr;
    if (!compare || stack.empty()) return false;
    const StackEntry& below = stack.back();
    return below.kind == EntryKind::Value && below.details().copy_group &&
           is_kept_copy(below, compare->comparators.back());
}

// The comparison a block makes of the kept copy on top of `stack` with the next operand.
ExprPtr Structurer::next_chain_link(int b, const SymbolicStack& stack) {
    if (b < 0) return nullptr;
    SymbolicStack copy = stack;
    Body out;
    try {
        lift_block(b, copy, out);
    } catch (const LiftError&) {
        return nullptr;
    }
    if (!out.empty() || copy.size() != stack.size()) return nullptr;
    auto* compare = std::get_if<Compare>(&copy.back().expr->node);
    if (!compare || !is_kept_copy(stack.back(), compare->left)) return nullptr;
    return copy.back().expr;
}

// The block a chain's cleanup (drop the copy) leads to; -2 when the cleanup block goes
// on with code of its own (3.12+ copies small tails), whose first index lands in `trailing`.
int Structurer::after_chain_cleanup(int cleanup, std::size_t* trailing) const {
    const BasicBlock& cb = block(cleanup);
    std::size_t i = cb.begin;
    if (i < cb.end && instructions_[i].op == Op::Swap) ++i;
    if (i >= cb.end || instructions_[i].op != Op::PopTop) return -3;
    ++i;
    if (i == cb.end) return fallthrough(cleanup);
    if (i + 1 == cb.end && instructions_[i].op == Op::Jump) return jump_target(cleanup);
    if (trailing) *trailing = i;
    return -2;
}

bool Structurer::same_instructions(std::size_t a, std::size_t a_end, std::size_t b, std::size_t b_end) const {
    if (a_end - a != b_end - b) return false;
    for (; a < a_end; ++a, ++b) {
        const NormalizedInstruction& p = instructions_[a];
        const NormalizedInstruction& q = instructions_[b];
        if (!same_operation(p, q) || p.target.has_value() != q.target.has_value()) return false;
        if (p.target && cfg_.block_at(*p.target) != cfg_.block_at(*q.target)) return false;
    }
    return true;
}

static ExprPtr join_chain(const ExprPtr& first, const ExprPtr& rest) {
    const auto& a = std::get<Compare>(first->node);
    const auto& b = std::get<Compare>(rest->node);
    Compare merged{a.left, a.ops, a.comparators};
    merged.ops.insert(merged.ops.end(), b.ops.begin(), b.ops.end());
    merged.comparators.insert(merged.comparators.end(), b.comparators.begin(), b.comparators.end());
    return expr(std::move(merged));
}

ExprPtr Structurer::chain_link_across_blocks(int b, int cleanup, const SymbolicStack& stack, int& last_block,
                                             SymbolicStack* middle) {
    if (b < 0 || cleanup <= b) return nullptr;
    const std::vector<bool> emitted_before = emitted_;
    for (int x = b; x < cleanup; ++x) {
        if (last(x).op != Op::PopJumpIfFalse && last(x).op != Op::PopJumpIfTrue) continue;
        SymbolicStack copy = stack;
        Body out;
        try {
            if (x > b) walk(b, x, nullptr, copy, out, true);
            emitted_ = emitted_before;
            // (a 3.12+ comprehension leaves its saved locals until the link's block restores them)
            if (!out.empty() || copy.size() < stack.size()) continue;
            lift_block(x, copy, out);
            if (!out.empty() || copy.empty()) continue;
            auto* compare = std::get_if<Compare>(&copy.back().expr->node);
            if (!compare || !is_kept_copy(stack.back(), compare->left)) continue;
            ExprPtr link = copy.back().expr;
            if (copy.size() == stack.size() + 1 && middle && last(x).op == Op::PopJumpIfFalse &&
                jump_target(x) == cleanup) {
                // a middle link: its own right operand stays, copied, for the next one
                copy.pop_back();
                if (!is_chain_link(link, copy)) continue;
                *middle = std::move(copy);
            } else if (copy.size() != stack.size()) {
                continue;
            }
            last_block = x;
            return link;
        } catch (const LiftError&) {
            emitted_ = emitted_before;
        }
    }
    return nullptr;
}

std::optional<Condition> Structurer::read_chained_condition(int b, const ExprPtr& first, const SymbolicStack& stack) {
    int through = fallthrough(b), cleanup = jump_target(b);
    const int link_start = through;
    ExprPtr rest = next_chain_link(through, stack);
    if (!rest) {
        if (auto longer = longer_chained_condition(b, first, stack)) return longer;
        if (auto none_test = chained_none_test(b, first, stack)) return none_test;
        // The link's right operand is a value of several blocks (it branches, or loops: a 3.12+
        // comprehension), the last link or one in the middle.
        SymbolicStack middle;
        rest = chain_link_across_blocks(through, cleanup, stack, through, &middle);
        if (!rest) return std::nullopt;
        if (!middle.empty()) {
            auto chained = read_chained_condition(through, join_chain(first, rest), middle);
            if (!chained) return std::nullopt;
            std::vector<int> operand{b};
            for (int x = link_start; x < through; ++x) operand.push_back(x);
            chained->blocks.insert(chained->blocks.begin(), operand.begin(), operand.end());
            return chained;
        }
    }
    if (last(through).op != Op::PopJumpIfFalse && last(through).op != Op::PopJumpIfTrue) return std::nullopt;
    bool jumps_when_true = last(through).op == Op::PopJumpIfTrue;
    return chained_condition_from(b, first, rest, link_start, through, jumps_when_true);
}

// 3.11+ test a last link `is None` or `is not None` with POP_JUMP_IF_(NOT_)NONE on the kept
// copy, in a block of its own. The jump goes where the chain's cleanup goes (the chain is false)
// or, in an `or`, elsewhere (it is true).
std::optional<Condition> Structurer::chained_none_test(int b, const ExprPtr& first, const SymbolicStack& stack) {
    const int through = fallthrough(b), cleanup = jump_target(b);
    if (through < 0 || block(through).end - block(through).begin != 1 || stack.empty()) return std::nullopt;
    const Op op = last(through).op;
    if (op != Op::PopJumpIfNone && op != Op::PopJumpIfNotNone) return std::nullopt;
    const int after = after_chain_cleanup(cleanup);
    const bool jump_is_false =
        after == -2 || (after >= 0 && canonical(resolve_jump(jump_target(through))) == canonical(resolve_jump(after)));
    // (jumps when None: the link is `is not None` where that jump is the false way)
    const bool is_not = (op == Op::PopJumpIfNone) == jump_is_false;
    ExprPtr rest = expr(Compare{stack.back().expr, {is_not ? CompareOperator::IsNot : CompareOperator::Is}, {none_constant()}});
    return chained_condition_from(b, first, rest, through, through, !jump_is_false);
}

// `side` is a lone jump to a loop's header laid out after the test ending `test` alone (3.12+).
bool Structurer::jumps_back_after_test(int side, int test) const {
    const BasicBlock& sb = block(side);
    return is_lone(side, Op::Jump) && sb.predecessors.size() == 1 &&
           sb.predecessors[0].kind == EdgeKind::FallThrough && sb.predecessors[0].block == test &&
           is_conditional(last(test).op) && is_loop_header(jump_target(side));
}

std::optional<Condition> Structurer::chained_condition_from(int b, const ExprPtr& first, const ExprPtr& rest,
                                                            int link_start, int through, bool jumps_when_true) {
    const int cleanup = jump_target(b);
    int when_true = jumps_when_true ? jump_target(through) : fallthrough(through);
    const int raw_false = jumps_when_true ? fallthrough(through) : jump_target(through);
    int when_false = canonical(raw_false);
    std::vector<int> blocks{b};
    for (int x = link_start; x < through; ++x) blocks.push_back(x);
    blocks.push_back(through);
    blocks.push_back(cleanup);
    std::size_t trailing = 0;
    int after = after_chain_cleanup(cleanup, &trailing);
    // (The jump back at a loop's end, which other code reaches too, stays the false way: the
    // cleanup's jump to it is threaded to the loop's header, `if a or b and c < d:` in 3.11.)
    const bool loop_end = is_loop_header(resolve_jump(when_false)) && after != when_false &&
                          block(when_false).predecessors.size() > 1 && resolve_jump(when_false) == resolve_jump(after);
    if (resolve_jump(when_false) != when_false && !loop_end) {
        if (when_false > through && when_false < cleanup && jump_target(when_false) > cleanup)  // its JUMP past the cleanup
            blocks.insert(blocks.end() - 1, when_false);
        // (3.12+ lay the jump back out after the last test, the cleanup going to the loop's
        // end: that end is the false way, as it is the other tests')
        const bool jump_back_after_test = jumps_back_after_test(raw_false, through);
        when_false = canonical(resolve_jump(when_false));
        if (jump_back_after_test && after >= 0 && !is_loop_header(after) && resolve_jump(after) == when_false &&
            resolve_jump(when_true) != when_false)
            when_false = after;
    }
    if (after == -2) {
        // The cleanup block ends with a copy of the false branch's code.
        const BasicBlock& fb = block(when_false);
        if (!same_instructions(trailing, block(cleanup).end, fb.begin, fb.end)) return std::nullopt;
        after = when_false;
    }
    if (after < 0) return std::nullopt;
    if (after != when_false && resolve_jump(after) != when_false && canonical(after) != when_false && !loop_end)
        return std::nullopt;
    int resolved_true = canonical(resolve_jump(when_true));
    if (resolved_true != when_true) blocks.push_back(when_true);
    return Condition{join_chain(first, rest), resolved_true, when_false, blocks};
}

// `a < b < c < d`: the block after the first link is a link too (it keeps a copy of its
// right operand and jumps to the same cleanup when false).
std::optional<Condition> Structurer::longer_chained_condition(int b, const ExprPtr& first, const SymbolicStack& stack) {
    const int through = fallthrough(b);
    if (through < 0 || last(through).op != Op::PopJumpIfFalse || jump_target(through) != jump_target(b))
        return std::nullopt;
    SymbolicStack copy = stack;
    Body out;
    try {
        lift_block(through, copy, out);
    } catch (const LiftError&) {
        return std::nullopt;
    }
    if (!out.empty() || copy.size() != stack.size() + 1) return std::nullopt;
    ExprPtr link = copy.back().expr;
    copy.pop_back();
    if (!is_chain_link(link, copy)) return std::nullopt;
    auto chained = read_chained_condition(through, join_chain(first, link), copy);
    if (chained) chained->blocks.insert(chained->blocks.begin(), b);
    return chained;
}

int Structurer::emit_chained_value(int b, const ExprPtr& first, Loop* loop, SymbolicStack& stack, Body& out,
                                   std::uint32_t at) {
    int cleanup = jump_target(b);
    std::size_t trailing = 0;
    int after = after_chain_cleanup(cleanup, &trailing);
    if (after == -2) return emit_chained_value_with_tail(b, first, loop, stack, out, trailing, at);
    if (after < 0) throw LiftError(at, "a chained comparison without its cleanup");
    SymbolicStack rest_stack = stack;
    Body rest_out;
    walk(fallthrough(b), after, loop, rest_stack, rest_out, true);
    if (!rest_out.empty() || rest_stack.size() != stack.size())
        throw LiftError(at, "a chained comparison lift could not rebuild");
    ExprPtr rest = rest_stack.back().expr;
    auto* compare = rest ? std::get_if<Compare>(&rest->node) : nullptr;
    if (!compare || !is_kept_copy(stack.back(), compare->left)) throw LiftError(at, "a chained comparison lift could not rebuild");
    emitted_[std::size_t(cleanup)] = true;
    stack.back() = StackEntry::value(join_chain(first, rest));
    return after;
}

// 3.10+: both ends of the chain run a copy of the same tail (`return a < b < c`):
// the comparison path's block holds the rest of the chain, then the tail. A longer chain
// (`a < b < c < d`) makes its middle links in blocks of their own, each jumping to the
// same cleanup when false.
int Structurer::emit_chained_value_with_tail(int b, const ExprPtr& first, Loop* loop, SymbolicStack& stack,
                                             Body& out, std::size_t trailing, std::uint32_t at) {
    const int cleanup = jump_target(b);
    ExprPtr chain = first;
    int link = b;
    bool drop_first = false;  // 3.12+: the next block starts with the POP_TOP of the link's COPY 1
    for (;;) {
        const int through = fallthrough(link);
        if (through < 0) throw LiftError(at, "a chained comparison lift could not rebuild");
        const BasicBlock& tb = block(through);
        SymbolicStack rest = stack;
        Body rest_out;
        std::size_t i = tb.begin + (drop_first ? 1 : 0);
        bool found = false;
        for (; i < tb.end; ++i) {
            if (skip_.count(i)) continue;
            if (i + 1 == tb.end && is_control(instructions_[i].op)) break;
            lifter_.step(instructions_[i], rest, rest_out);
            if (rest.size() == stack.size()) {
                auto* compare = std::get_if<Compare>(&rest.back().expr->node);
                if (compare && is_kept_copy(stack.back(), compare->left)) {
                    found = true;
                    break;
                }
            }
        }
        if (!rest_out.empty()) throw LiftError(at, "a chained comparison lift could not rebuild");
        emitted_[std::size_t(through)] = true;
        if (found) {
            if (!same_instructions(i + 1, tb.end, trailing, block(cleanup).end))
                throw LiftError(at, "a chained comparison lift could not rebuild");
            chain = join_chain(chain, rest.back().expr);
            break;
        }
        if (ExprPtr link_value = chain_link_with_copied_compare(through, cleanup, trailing, loop, stack, drop_first)) {
            chain = join_chain(chain, link_value);
            break;
        }
        // A middle link: JUMP_IF_FALSE_OR_POP, or (3.12+) COPY 1; POP_JUMP_IF_FALSE; POP_TOP.
        const Op op = last(through).op;
        const int next = fallthrough(through);
        const bool copied = op == Op::PopJumpIfFalse && rest.size() == stack.size() + 2 && next >= 0 &&
                            instructions_[block(next).begin].op == Op::PopTop;
        if ((op != Op::JumpIfFalseOrPop && !copied) || jump_target(through) != cleanup)
            throw LiftError(at, "a chained comparison lift could not rebuild");
        if (copied) rest.pop_back();
        if (rest.size() != stack.size() + 1) throw LiftError(at, "a chained comparison lift could not rebuild");
        ExprPtr compare = rest.back().expr;
        rest.pop_back();
        auto* link_compare = compare ? std::get_if<Compare>(&compare->node) : nullptr;
        if (!link_compare || !is_kept_copy(stack.back(), link_compare->left) || !is_chain_link(compare, rest))
            throw LiftError(at, "a chained comparison lift could not rebuild");
        chain = join_chain(chain, compare);
        stack.back() = rest.back();  // the copy of the next middle operand
        link = through;
        drop_first = copied;
    }
    emitted_[std::size_t(cleanup)] = true;
    stack.back() = StackEntry::value(chain);
    // Run the shared tail once, from the cleanup block's copy.
    const BasicBlock& cb = block(cleanup);
    for (std::size_t k = trailing; k < cb.end; ++k) {
        const NormalizedInstruction& in = instructions_[k];
        if (k + 1 == cb.end && is_control(in.op)) {
            if (in.op == Op::Jump) return jump_target(cleanup);
            throw LiftError(at, "a chained comparison whose tail branches");
        }
        lifter_.step(in, stack, out);
    }
    const NormalizedInstruction& tail_end = instructions_[cb.end - 1];
    if (tail_end.op == Op::Return || tail_end.op == Op::Raise) return -1;
    return fallthrough(cleanup);
}

// (The compiler copies the block after the operand, which makes the comparison and then runs
// the tail, into each end of it, or the operand's paths meet there; the cleanup dropping the kept
// copy holds the tail alone.) The
// operand is read as a value whose ends stop before their comparison; the comparison of the
// kept copy with it is then made once, from the first end's copy.
ExprPtr Structurer::chain_link_with_copied_compare(int through, int cleanup, std::size_t trailing, Loop* loop,
                                                   const SymbolicStack& stack, bool drop_first) {
    // (a middle link tests its comparison and jumps to the cleanup when false: not this)
    if (through < 0 || block(through).empty() || !is_conditional(last(through).op) || jump_target(through) == cleanup ||
        stack.empty())
        return nullptr;
    const BasicBlock& cb = block(cleanup);
    const std::size_t tail = cb.end - trailing;
    std::vector<int> ends;
    std::size_t compare = 0;
    const IntSet region = region_from(through, cleanup, loop);
    for (int x : region) {
        if (!ends_copied_tail(x)) continue;
        const BasicBlock& xb = block(x);
        if (tail_cut_.count(x) || xb.end - xb.begin < tail + 1 || !same_instructions(xb.end - tail, xb.end, trailing, cb.end))
            return nullptr;
        const std::size_t at = xb.end - tail - 1;
        const Op op = instructions_[at].op;
        if (op != Op::CompareOp && op != Op::IsOp && op != Op::ContainsOp) return nullptr;
        if (!ends.empty() && !same_instructions(at, at + 1, compare, compare + 1)) return nullptr;
        if (ends.empty()) compare = at;
        ends.push_back(x);
    }
    if (ends.empty()) return nullptr;  // (one end: the operand's own join, `a < b < (c or d)`)
    for (int x : ends) tail_cut_[x] = block(x).end - tail - 1;
    const std::size_t copy_pop = block(through).begin;  // (a middle link's COPY 1 leaves its POP_TOP here)
    const bool skip_pop = drop_first && !skip_.count(copy_pop);
    if (skip_pop) skip_.insert(copy_pop);
    SymbolicStack operand = stack;
    Body code;
    bool read = false;
    const std::size_t problems_before = problems_.size();
    const std::vector<bool> emitted_before = emitted_;
    try {
        walk(through, -1, loop, operand, code, true);
        read = code.empty() && operand.size() == stack.size() + 1;
    } catch (const LiftError&) {
    }
    for (int x : ends) tail_cut_.erase(x);
    if (skip_pop) skip_.erase(copy_pop);
    if (!read) {
        problems_.resize(problems_before);
        emitted_ = emitted_before;
        return nullptr;
    }
    Body none;
    lifter_.step(instructions_[compare], operand, none);
    if (!none.empty() || operand.size() != stack.size()) return nullptr;
    auto* link = std::get_if<Compare>(&operand.back().expr->node);
    if (!link || !is_kept_copy(stack.back(), link->left)) return nullptr;
    for (int x : region) emitted_[std::size_t(x)] = true;
    return operand.back().expr;
}

}  // namespace glassbox::structure_detail
