// The graph of one condition being read (Structurer::read_condition, conditions.cpp): its
// pure condition blocks, each a test going two ways, merged two at a time into one
// and/or/not tree. The merge rules for an operand whose constant the compiler folded away
// are decided_operands.cpp's.
#pragma once

#include <map>
#include <optional>
#include <vector>

#include "structure/structurer.h"

namespace glassbox::structure_detail {

// A test that never goes its false way: its false side matches any other's.
inline constexpr int kNever = -3;

// A test read from one block or merged from several: true goes to `t`, false to `f`.
struct ConditionNode {
    ExprPtr test;
    int t, f;
    std::vector<int> blocks;
    bool negatable = true;  // negate(test) compiles to test's own code with the jumps reversed
    // Goes to one place either way, no test after it: an operand the compiler knew decides
    // nothing, `a or (b and 0)` (false) or `a and (b or 4)` (true): the merge tells which.
    bool either_way = false;
};

// The nodes of the condition that starts with the test ending block `first`.
struct ConditionGraph {
    const ControlFlowGraph& cfg;
    int first;
    std::map<int, ConditionNode> nodes;  // by first block

    // The nodes that go to `blk` one way or the other.
    std::vector<int> predecessors_in(int blk) const {
        std::vector<int> preds;
        for (const auto& [id, node] : nodes)
            if (node.t == blk || node.f == blk) preds.push_back(id);
        return preds;
    }
    // `blk` is reached (exceptions aside) from a block that is no node's.
    bool outside_predecessor(int blk) const {
        for (const Edge& e : cfg.blocks[std::size_t(blk)].predecessors) {
            if (e.kind == EdgeKind::Exception) continue;
            bool inside = false;
            for (const auto& [id, node] : nodes)
                for (int nb : node.blocks)
                    if (nb == e.block) inside = true;
            if (!inside) return true;
        }
        return false;
    }
    // Node `pred` alone goes to `blk`, which is not where the condition starts.
    bool sole_predecessor_is(int blk, int pred) const {
        auto preds = predecessors_in(blk);
        return blk != first && preds.size() == 1 && preds[0] == pred && !outside_predecessor(blk);
    }
};

// What merging y, an operand x's test goes to, into x makes: the test, and where it goes
// (y's own sides unless the rule says otherwise).
struct MergedTest {
    ExprPtr test;
    int t, f;
};

// The merges of y (at `y_id`) into x where one of them holds a constant the compiler folded
// (decided_operands.cpp). A merge fills `merged` and adds any lone jump it takes in to y's
// blocks; false where the rule does not apply, nothing changed.
class DecidedOperands {
public:
    DecidedOperands(const Structurer& s, const SymbolicStack& stack);
    // `(y if x else C)`: tried before any other merge.
    bool merge_constant_else(const ConditionNode& x, int y_id, ConditionNode& y, MergedTest& merged);
    // `x and (y or 4)` in a filter, `x or (y and 7)`, `x and (y or 0)`, `(x and 7) or y`,
    // `(x or 0) and y`: tried after the plain and/or, before the negated ones.
    bool merge_decided_operand(const ConditionNode& x, int y_id, ConditionNode& y, MergedTest& merged);

private:
    bool merge_either_way_in_filter(const ConditionNode& x, int y_id, const ConditionNode& y, MergedTest& merged);
    bool merge_constant_after_y(bool truth, const ConditionNode& x, int y_id, ConditionNode& y, MergedTest& merged);
    bool merge_constant_after_x(bool truth, const ConditionNode& x, int y_id, ConditionNode& y, MergedTest& merged);
    ConditionNode negated(const ConditionNode& n) const;
    bool decides(bool truth);
    int lone_jump_to(const ConditionNode& y, int side, int target) const;
    bool two_way(const ConditionNode& n) const;
    bool no_jump(int side) const;

    const Structurer& s_;
    const bool filter_;
    std::optional<bool> unused_true_, unused_false_;  // decides(true), decides(false) once asked
};

}  // namespace glassbox::structure_detail
