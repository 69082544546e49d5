// 3.12+ copies a small exit block (`BUILD_LIST 2; RETURN_VALUE`) into every branch that
// reaches it, so `return [f(), b if a else c]` has no join: each side of the test ends
// with its own copy of the rest of the statement. With values pending on the stack such
// a test cannot start an `if` statement; it is a conditional expression whose join is
// where the copies begin. The walk of each side stops there (tail_cut_), the rest runs
// once, from the first copy. (The lone RERAISE ending a finally body's exceptional copy is
// such a block too: `finally: v = a if c else b` stores on each side, then re-raises.)
#include <algorithm>
#include <limits>

#include "structure/structurer.h"

namespace glassbox::structure_detail {

namespace {

bool ends_statement(Op op) { return op == Op::Return || op == Op::Raise; }

}  // namespace

bool Structurer::ends_copied_tail(int b) const {
    return ends_statement(last(b).op) || (last(b).op == Op::Reraise && finally_copies_ > 0);
}

// The instructions at the end of `a` and `b` that are the same, counted from the end.
std::size_t Structurer::common_tail(int a, int b) const {
    const BasicBlock& x = block(a);
    const BasicBlock& y = block(b);
    std::size_t n = 0;
    while (n < x.end - x.begin && n < y.end - y.begin &&
           same_instructions(x.end - n - 1, x.end - n, y.end - n - 1, y.end - n) && !skip_.count(x.end - n - 1) &&
           !skip_.count(y.end - n - 1))
        ++n;
    return n;
}

// `v = a if c else b` ending the code reads as `if c: v = a; return` too, but the compiler
// meets b before `v = ` in the one and after it in the other: co_names, co_consts and
// co_varnames grow in that order. True where a name (constant, local) only the side laid out
// second uses comes before one only the copied tail uses.
bool Structurer::compiled_as_value(const Condition& condition, const Loop* loop) const {
    if (condition.when_true < 0 || condition.when_false < 0) return false;
    // The sides in layout order, whichever way the test jumps (`if not c` falls through when
    // c is false): the compiler meets the one laid out second after the first.
    int first = condition.when_true, second = condition.when_false;
    const int through = condition.blocks.empty() ? -1 : fallthrough(condition.blocks.back());
    if (through >= 0 && canonical(through) == canonical(condition.when_false) &&
        canonical(through) != canonical(condition.when_true))
        std::swap(first, second);
    const IntSet true_side = region_from(first, -1, loop);
    const IntSet false_side = region_from(second, -1, loop);
    int true_end = -1, false_end = -1;
    for (int x : true_side)
        if (!false_side.count(x) && ends_copied_tail(x)) true_end = true_end < 0 ? x : -2;
    for (int x : false_side)
        if (!true_side.count(x) && ends_copied_tail(x)) false_end = false_end < 0 ? x : -2;
    if (true_end < 0 || false_end < 0) return false;
    const std::size_t tail = common_tail(true_end, false_end);
    if (tail == 0) return false;
    const CodeObject& code = lifter_.code();
    auto index_of = [](const std::vector<std::string>& names, const std::string& name) {
        for (std::size_t k = 0; k < names.size(); ++k)
            if (names[k] == name) return int(k);
        return -1;
    };
    // A constant loaded without co_consts (3.14+ LOAD_SMALL_INT, 3.15 LOAD_COMMON_CONSTANT): the
    // compiler added it all the same and removed it unused, unless it was first (co_consts[0]
    // stays). Not there, it was never first.
    constexpr int kNeverFirst = std::numeric_limits<int>::max();
    auto key = [&](const NormalizedInstruction& in) -> std::pair<int, int> {  // (kind, index)
        if (in.op == Op::LoadConst && in.constant) {
            for (std::size_t k = 0; k < code.consts.size(); ++k)
                if (code.consts[k] == in.constant) return {0, int(k)};
            if (!lifter_.profile().folds_constants_late) return {-1, 0};
            const Object& c = *in.constant;
            const Object* head = code.consts.empty() ? nullptr : code.consts[0].get();
            const bool same_as_first = head && same_constant(*head, c);
            if (c.kind != ObjectKind::Int && c.kind != ObjectKind::None && c.kind != ObjectKind::True &&
                c.kind != ObjectKind::False)
                return {-1, 0};
            return {0, same_as_first ? 0 : kNeverFirst};
        }
        switch (in.op) {
        case Op::LoadName: case Op::StoreName: case Op::LoadGlobal: case Op::StoreGlobal: case Op::LoadAttr:
        case Op::StoreAttr:
            return {1, index_of(code.names, in.name)};
        case Op::LoadFast: case Op::StoreFast: return {2, index_of(code.varnames, in.name)};
        default: return {-1, 0};
        }
    };
    // Where each key is used: 1 the tail, 2 the false side before its tail, 3 elsewhere.
    std::map<std::pair<int, int>, int> owner;
    const BasicBlock& tb = block(true_end);
    const BasicBlock& fb = block(false_end);
    for (const BasicBlock& bb : cfg_.blocks) {
        for (std::size_t i = bb.begin; i < bb.end; ++i) {
            auto k = key(instructions_[i]);
            if (k.first < 0 || k.second < 0) continue;
            int mine = 3;
            if (bb.id == true_end && i >= tb.end - tail) mine = 1;
            else if (bb.id == false_end && i >= fb.end - tail) continue;  // (the tail's other copy)
            else if (false_side.count(bb.id) && !true_side.count(bb.id)) mine = 2;
            auto [it, added] = owner.emplace(k, mine);
            if (!added && it->second != mine) it->second = 3;
        }
    }
    for (int kind = 0; kind < 3; ++kind) {
        int lowest_tail = -1, lowest_false = -1;
        for (const auto& [k, who] : owner) {
            if (k.first != kind) continue;
            if (who == 1 && lowest_tail < 0) lowest_tail = k.second;
            if (who == 2 && lowest_false < 0) lowest_false = k.second;
        }
        // (a tail constant never first says only that the first constant came before it)
        if (lowest_tail == kNeverFirst) return lowest_false == 0;
        if (lowest_tail >= 0 && lowest_false >= 0) return lowest_false < lowest_tail;
    }
    return false;
}

bool Structurer::try_tail_copied_value(const Condition& condition, Loop* loop, SymbolicStack& stack, Body& out,
                                       bool expression_mode, std::uint32_t at) {
    if (condition.when_true < 0 || condition.when_false < 0) return false;
    // (An operand of and/or is a value even where nothing else is pending: `x or (a and b)`.)
    const bool pending = expression_mode || std::any_of(stack.begin(), stack.end(), [](const StackEntry& e) {
                             return e.kind == EntryKind::Value;
                         });
    const bool ordered = !pending && compiled_as_value(condition, loop);
    if (!pending && !ordered && !lifter_.profile().has_return_const) return false;
    IntSet region = region_from(condition.when_true, -1, loop);
    for (int x : region_from(condition.when_false, -1, loop)) region.insert(x);
    std::vector<int> ends;
    for (int x : region) {
        if (is_loop_header(x) || last(x).op == Op::ForIter) return false;
        // (the walk of an expression ends no finally copy: the statement holding it does)
        if (last(x).op == Op::Reraise && expression_mode) return false;
        if (ends_copied_tail(x)) ends.push_back(x);
    }
    if (ends.empty()) return false;
    // Nothing pending: still one statement when a side returns a constant the long way
    // (3.12-3.13 return a constant with RETURN_CONST, a copied expression's tail without).
    // A RETURN_CONST proves a `return` statement of its own.
    auto returns_constant = [&](int x, bool copied) {
        const BasicBlock& bb = block(x);
        return bb.end - bb.begin >= 2 && instructions_[bb.end - 1].op == Op::Return &&
               instructions_[bb.end - 2].op == Op::LoadConst &&
               (instructions_[bb.end - 2].offset != instructions_[bb.end - 1].offset) == copied;
    };
    if (!pending && !ordered &&
        (std::none_of(ends.begin(), ends.end(), [&](int x) { return returns_constant(x, true); }) ||
         std::any_of(ends.begin(), ends.end(), [&](int x) {
             return last(x).op != Op::Return || returns_constant(x, false);
         })))
        return false;

    // An enclosing conditional of the same statement already cut these blocks (its
    // sides may reach them through `canonical`, not through the graph's edges).
    std::size_t already = std::count_if(ends.begin(), ends.end(), [&](int x) { return tail_cut_.count(x) > 0; });
    if (already != 0 && already != ends.size()) return false;
    if (!already) {
        for (int x : region) {
            for (const Edge& e : block(x).predecessors) {
                bool inside = region.count(e.block) || std::find(condition.blocks.begin(), condition.blocks.end(),
                                                                 e.block) != condition.blocks.end();
                if (e.kind != EdgeKind::Exception && !inside) return false;  // code something else runs too
            }
        }
    }
    std::size_t longest = 0;
    if (!already) {
        longest = block(ends[0]).end - block(ends[0]).begin;
        for (int x : ends) longest = std::min(longest, common_tail(ends[0], x));
    }

    auto attempt = [&](SymbolicStack& true_stack, SymbolicStack& false_stack) {
        std::size_t problems_before = problems_.size();
        try {
            Body true_out, false_out;
            walk(condition.when_true, -1, loop, true_stack, true_out, true);
            walk(condition.when_false, -1, loop, false_stack, false_out, true);
            if (true_out.empty() && false_out.empty() && true_stack.size() == stack.size() + 1 &&
                false_stack.size() == stack.size() + 1)
                return true;
        } catch (const LiftError&) {
        }
        problems_.resize(problems_before);
        return false;
    };

    SymbolicStack true_stack, false_stack;
    bool found = false;
    if (already) {
        true_stack = stack;
        false_stack = stack;
        found = attempt(true_stack, false_stack);
    } else {
        // The longest tail first: the value then is the least code (either reading recompiles alike).
        for (std::size_t n = longest; n >= 1 && !found; --n) {
            for (int x : ends) tail_cut_[x] = block(x).end - n;
            true_stack = stack;
            false_stack = stack;
            found = attempt(true_stack, false_stack);
            if (!found)
                for (int x : ends) tail_cut_.erase(x);
        }
    }
    if (!found) return false;
    push_value(stack, laid_out_value(condition, lifter_.as_expression(true_stack.back(), at),
                                        lifter_.as_expression(false_stack.back(), at)));
    if (!expression_mode)
        for (int x : region) emitted_[std::size_t(x)] = true;
    if (already) return true;

    // The rest of the statement, once, from the first copy.
    const int first = ends[0];
    const std::size_t cut = tail_cut_[first];
    for (int x : ends) tail_cut_.erase(x);
    Body tail;
    for (std::size_t i = cut; i < block(first).end; ++i)
        if (!skip_.count(i)) lifter_.step(instructions_[i], stack, tail);
    out.insert(out.end(), tail.begin(), tail.end());
    if (last(first).op == Op::Return && !expression_mode) unwind_return(out, loop, last(first).offset);
    if (last(first).op == Op::Reraise) end_reraise(first, loop, stack, out);
    return true;
}

}  // namespace glassbox::structure_detail
