// Conditions whose operand holds a constant the compiler folded away, its test gone with it:
// `(y if x else C)`, `x or (y and 7)`, `x and (y or 0)`, `(x and 7) or y`, `(x or 0) and y`.
// read_condition (conditions.cpp) tries these merges among its own.
#include "structure/condition_nodes.h"

namespace glassbox::structure_detail {

// A comprehension's filter holds no statements: an operand whose constant decides reads as
// one. (A statement reads as well, and as it is often written, with `if b: pass` in a
// branch: `if not a: (if b: pass / elif c: continue)` lays out the jumps of `a or (b and 7)`.)
DecidedOperands::DecidedOperands(const Structurer& s, const SymbolicStack& stack)
    : s_(s), filter_(s.in_comprehension(stack)) {}

// (A statement reads so too where co_consts keeps a constant of that truth that no
// instruction loads: the decided operand's, which the statement reading would lose; and
// where that reading cannot be had: `if (x and 7) or y:`, x's lone jump going where y falls
// through, to the body. 3.12+ functions drop the unloaded constant.)
bool DecidedOperands::decides(bool truth) {
    std::optional<bool>& known = truth ? unused_true_ : unused_false_;
    if (!known) known = filter_ || s_.unloaded_constant(truth) != nullptr;
    return *known;
}

// A side of y's test that is a lone jump reached from it alone, to `target`: an operand
// whose constant decides (`a or (b and 7)`: b's true side jumps on as a's does). -1: none.
// (Both tests go two ways, and the place the lone jump goes is no jump itself: `if a: pass /
// elif b: pass` jumps from a's body over b's test to where b goes either way, and from b's
// body, both lone jumps to the end.)
int DecidedOperands::lone_jump_to(const ConditionNode& y, int side, int target) const {
    if (target < 0 || side < 0 || side == target) return -1;
    const int from = y.blocks.back();
    for (int raw : {s_.fallthrough(from), s_.jump_target(from)}) {
        if (raw < 0 || s_.canonical(raw) != side) continue;
        const BasicBlock& jb = s_.block(raw);
        // (a jump back is a loop's own, which 3.12+ lay out after each test)
        if (jb.end - jb.begin != 1 || s_.last(raw).op != Op::Jump || jb.predecessors.size() != 1 ||
            s_.jump_target(raw) < raw)
            continue;
        if (s_.canonical(s_.jump_target(raw)) == target || s_.resolve_jump(raw) == s_.resolve_jump(target))
            return raw;
    }
    return -1;
}

bool DecidedOperands::two_way(const ConditionNode& n) const { return s_.resolve_jump(n.t) != s_.resolve_jump(n.f); }

bool DecidedOperands::no_jump(int side) const { return s_.resolve_jump(side) == side; }

bool DecidedOperands::merge_constant_else(const ConditionNode& x, int y_id, ConditionNode& y, MergedTest& merged) {
    // `if (y if x else C):` with C a true constant whose test the compiler folded (which
    // co_consts holds, loaded or not: no statements lay out their jumps so):
    // y's true side jumps over C's (gone) code to the body, where x's false side goes.
    // (A false C, x's false side going where y fails, lays out alike but for the
    // copies of that side: not read here.)
    const int over_else = x.t == y_id ? lone_jump_to(y, y.t, s_.resolve_jump(y.t)) : -1;
    const int over_to = over_else >= 0 ? s_.jump_target(over_else) : -1;
    if (over_else < 0 || over_to != over_else + 1 || !s_.threaded_same(x.f, over_to) ||
        !(decides(true) || s_.holds_constant_of_truth(true)))
        return false;
    merged.test = expr(IfExp{x.test, y.test, s_.folded_constant(true, y.blocks.back())});
    merged.t = over_to;
    merged.f = y.f;
    y.blocks.push_back(over_else);
    return true;
}

bool DecidedOperands::merge_decided_operand(const ConditionNode& x, int y_id, ConditionNode& y, MergedTest& merged) {
    // (in this order: where two rules fit the same operands, the first reads them)
    if (merge_either_way_in_filter(x, y_id, y, merged) || merge_constant_after_y(true, x, y_id, y, merged) ||
        merge_constant_after_y(false, x, y_id, y, merged) || merge_constant_after_x(true, x, y_id, y, merged) ||
        merge_constant_after_x(false, x, y_id, y, merged))
        return true;
    // `not x and 1 or y`, `x or (not y and 7)`, `x and 1 or not y`: an operand's test jumps
    // the other way round. (The truth of a constant co_consts keeps unloaded first.)
    const bool true_first = decides(true) || !decides(false);
    for (bool truth : {true_first, !true_first}) {
        if (x.negatable) {
            const ConditionNode not_x = negated(x);
            if (merge_constant_after_x(truth, not_x, y_id, y, merged) ||
                merge_constant_after_y(truth, not_x, y_id, y, merged))
                return true;
        }
        if (y.negatable) {
            ConditionNode not_y = negated(y);
            MergedTest negated_merge{nullptr, not_y.t, not_y.f};
            if (merge_constant_after_x(truth, x, y_id, not_y, negated_merge) ||
                merge_constant_after_y(truth, x, y_id, not_y, negated_merge)) {
                y.blocks = not_y.blocks;
                merged = negated_merge;
                return true;
            }
        }
    }
    return false;
}

ConditionNode DecidedOperands::negated(const ConditionNode& n) const {
    ConditionNode not_n = n;
    not_n.test = s_.negate(n.test);
    std::swap(not_n.t, not_n.f);
    return not_n;
}

bool DecidedOperands::merge_either_way_in_filter(const ConditionNode& x, int y_id, const ConditionNode& y,
                                                 MergedTest& merged) {
    if (!y.either_way || !filter_ || (x.t == y_id) == (x.f == y_id)) return false;
    const bool is_and = x.t == y_id;
    // (where y goes is not where x's other side goes: `x and (y or 4)` goes on
    // from y as x's true side does, `x or (y and 0)` as its false side)
    if (s_.resolve_jump(is_and ? y.t : y.f) == s_.resolve_jump(is_and ? x.f : x.t)) return false;
    ExprPtr decided = is_and ? bool_op(BoolOperator::Or, y.test, s_.folded_constant(true, y.blocks.back()))
                             : bool_op(BoolOperator::And, y.test, s_.folded_constant(false, y.blocks.back()));
    merged.test = bool_op(is_and ? BoolOperator::And : BoolOperator::Or, x.test, decided);
    merged.t = is_and ? y.t : x.t;
    merged.f = is_and ? x.f : y.f;
    return true;
}

// `x or (y and 7)` (`truth`: the constant's): y holding, the constant ends the test that way
// too. `x and (y or 0)` likewise, y failing.
bool DecidedOperands::merge_constant_after_y(bool truth, const ConditionNode& x, int y_id, ConditionNode& y,
                                             MergedTest& merged) {
    const int x_decides = truth ? x.t : x.f, x_goes_on = truth ? x.f : x.t;
    const int over = lone_jump_to(y, truth ? y.t : y.f, x_decides);
    if (x_goes_on != y_id || over < 0 || !decides(truth) || !two_way(x) || !no_jump(x_decides)) return false;
    const BoolOperator outer = truth ? BoolOperator::Or : BoolOperator::And;
    const BoolOperator inner = truth ? BoolOperator::And : BoolOperator::Or;
    merged.test = bool_op(outer, x.test, bool_op(inner, y.test, s_.folded_constant(truth, y.blocks.back())));
    (truth ? merged.t : merged.f) = x_decides;
    y.blocks.push_back(over);
    return true;
}

// `(x and 7) or y` (`truth`: the constant's); `(x or 0) and y`.
bool DecidedOperands::merge_constant_after_x(bool truth, const ConditionNode& x, int y_id, ConditionNode& y,
                                             MergedTest& merged) {
    const int y_decides = truth ? y.t : y.f, x_goes_on = truth ? x.f : x.t, x_decides = truth ? x.t : x.f;
    const int over = lone_jump_to(x, x_decides, y_decides);
    if (x_goes_on != y_id || x_decides == y_id || over < 0 ||
        !(decides(truth) || y_decides == s_.fallthrough(y.blocks.back())) || !two_way(y) || !no_jump(y_decides))
        return false;
    const BoolOperator outer = truth ? BoolOperator::Or : BoolOperator::And;
    const BoolOperator inner = truth ? BoolOperator::And : BoolOperator::Or;
    merged.test = bool_op(outer, bool_op(inner, x.test, s_.folded_constant(truth, x.blocks.back())), y.test);
    y.blocks.push_back(over);
    return true;
}

}  // namespace glassbox::structure_detail
