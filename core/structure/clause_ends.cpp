// Where the except clauses inside a clause go on, for emit_try's scan of where a try
// statement's clauses end (try_statement.cpp): a try statement inside a clause whose body
// never falls off goes on only from its own clauses' ends, and 3.13+ lay no jump after a
// clause's POP_EXCEPT when nothing else reaches the code after the statement.
#include <algorithm>
#include <map>

#include "structure/structurer.h"

namespace glassbox::structure_detail {

bool Structurer::runs_into_code_after(int after, int h, int depth, const Loop* loop) const {
    // (not a return's POP_EXCEPT: that keeps its value on the stack, under it)
    if (depth_at(after) != depth || protected_by(after, h) || is_loop_target(after, loop)) return false;
    const BasicBlock& ab = block(after);
    if (ab.empty() || last(after).op != Op::Return) return true;
    // A return: the code a return in the clause runs (an enclosing with's __exit__ call, the
    // POP_EXCEPT of an enclosing clause), unless it is that enclosing clause's end and a copy
    // of the return after its statement, as emit_try reads a clause's tail: the implicit
    // `return None` copied on 3.11+, other returns but a constant's on 3.12+. (A return right
    // after the statement, no enclosing clause, is a copy the tails hold.)
    if (instructions_[ab.begin].op != Op::PopExcept) return false;
    const NormalizedInstruction& value = instructions_[ab.begin + 1];
    const bool returns_constant = ab.end - ab.begin == 3 && value.op == Op::LoadConst && value.constant;
    const bool returns_none = returns_constant && value.constant->kind == ObjectKind::None;
    return returns_none || (copies_exits_with_lines() && !returns_constant);
}

std::vector<int> Structurer::nested_clause_exits(int h) const {
    std::vector<int> exits;
    IntSet seen{h};
    std::vector<int> work{h};
    while (!work.empty()) {
        const int x = work.back();
        work.pop_back();
        const BasicBlock& xb = block(x);
        if (std::any_of(instructions_.begin() + std::ptrdiff_t(xb.begin), instructions_.begin() + std::ptrdiff_t(xb.end),
                        [](const NormalizedInstruction& in) { return in.op == Op::PopExcept; })) {
            // (its POP_EXCEPT, then the jump on; or, without a jump, the code after the
            // statement: 3.11+ end the block where the exception table's entry ends, and 3.13+
            // lay the enclosing clause's end, its own POP_EXCEPT and jump, right after)
            if (last(x).op == Op::Jump && jump_target(x) >= 0) exits.push_back(jump_target(x));
            // (not one that returns: that is a return in the inner clause, or the copy of a
            // small return after the statement that the walk of the inner one reads)
            else if (const Op end = last(x).op; !is_control(end) && end != Op::Return && end != Op::Raise &&
                                                 end != Op::Reraise && fallthrough(x) >= 0 &&
                                                 last(fallthrough(x)).op != Op::Return)
                exits.push_back(fallthrough(x));
            continue;
        }
        // (3.8: the lone END_FINALLY that no clause matching runs re-raises; it only goes on
        // where it ends a finally body)
        if (is_lone(x, Op::EndFinally)) continue;
        for (const Edge& e : xb.successors)
            if (e.kind != EdgeKind::Exception && seen.insert(e.block).second) work.push_back(e.block);
    }
    return exits;
}

std::vector<Structurer::NestedTail> Structurer::nested_clause_tails(const ExceptClause& clause, int h) const {
    // (≤3.10 keeps a clause's code and the copy after its POP_EXCEPTs in one block: the walk
    // counts the clauses it is in, one more for each handler of a nested except clause it
    // enters, one less for each POP_EXCEPT it passes. A handler is also reached from clauses
    // inside its own try body, deeper: each block keeps the least count that reaches it.)
    auto pops_of = [&](int x) {
        int pops = 0;
        for (std::size_t i = block(x).begin; i < block(x).end; ++i) pops += instructions_[i].op == Op::PopExcept;
        return pops;
    };
    std::map<int, int> levels{{clause.body, 1}};
    std::vector<std::pair<int, int>> work{{clause.body, 1}};
    while (!work.empty()) {
        const auto [x, level] = work.back();
        work.pop_back();
        const int pops = pops_of(x);
        if (level != levels[x] || pops >= level) continue;
        for (const Edge& e : block(x).successors) {
            int next = level - pops;
            if (e.kind == EdgeKind::Exception) {
                if (e.block == h || e.block == clause.cleanup || protected_by(clause.body, e.block) ||
                    !starts_except_clauses(e.block) || is_with_handler(e.block))
                    continue;
                ++next;
            }
            const auto known = levels.find(e.block);
            if (known != levels.end() && known->second <= next) continue;
            levels[e.block] = next;
            work.push_back({e.block, next});
        }
    }
    std::vector<NestedTail> tails;
    for (const auto& [x, level] : levels) {
        // (more POP_EXCEPTs than clauses in this statement: it leaves enclosing clauses too,
        // whose ends this statement's copy then starts with)
        const BasicBlock& xb = block(x);
        if (level < 2 || pops_of(x) < level || (last(x).op != Op::Return && last(x).op != Op::Raise)) continue;
        int pops = 0;
        std::size_t last_pop_end = xb.begin, after_first = xb.begin, after_level = xb.begin;
        for (std::size_t i = xb.begin; i < xb.end; ++i)
            if (instructions_[i].op == Op::PopExcept) {
                last_pop_end = pop_except_end(i);
                if (++pops == 1) after_first = last_pop_end;
                if (pops == level) after_level = last_pop_end;
            }
        if (last_pop_end < xb.end && may_copy_tail(last_pop_end, xb.end)) tails.push_back({after_first, after_level, xb.end});
    }
    return tails;
}

std::size_t Structurer::first_pop(int b) const {
    const BasicBlock& bb = block(b);
    for (std::size_t i = bb.begin; i < bb.end; ++i)
        if (instructions_[i].op == Op::PopExcept) return i;
    return bb.end;
}

std::size_t Structurer::first_pop_end(int b) const {
    const std::size_t i = first_pop(b);
    if (i == block(b).end) return 0;
    return pop_except_end(i);
}

bool Structurer::branch_copy_of_clause_end(int x, int body, const Loop* loop) const {
    const std::size_t from = first_pop(x), size = block(x).end - from;
    if (from == block(x).begin || from == block(x).end) return false;
    for (int z : region_from(body, -1, loop)) {
        const BasicBlock& zb = block(z);
        if (z != x && zb.end - zb.begin == size && same_range(from, block(x).end, zb.begin)) return true;
    }
    return false;
}

void Structurer::skip_else_copies_of_join(int exit, int join, const Loop* loop) {
    // (`as name`: the POP_BLOCK of the name's cleanup comes first, a block of its own)
    const BasicBlock& jb = block(join);
    const bool pops_block = is_lone(join, Op::PopBlock) && fallthrough(join) >= 0;
    const int leaving = pops_block ? fallthrough(join) : join;
    const BasicBlock& lb = block(leaving);
    const std::size_t size = lb.end - lb.begin;
    if (size < 2 || instructions_[lb.begin].op != Op::PopExcept || (last(leaving).op != Op::Return && last(leaving).op != Op::Raise))
        return;
    for (int y : region_from(exit, join, loop)) {
        if (y == join || y == leaving) continue;
        // (blocks of their own: the walk of the else block stops at the copy, as at the join)
        if (same_code(y, join)) {
            inlined_exit_copies_.insert({y, join});
            continue;
        }
        // (the end of a block: the walk skips it)
        const BasicBlock& yb = block(y);
        if (pops_block || yb.end - yb.begin <= size || last(y).op != last(join).op || !same_range(jb.begin, jb.end, yb.end - size))
            continue;
        for (std::size_t i = yb.end - size; i < yb.end; ++i) skip_.insert(i);
        copied_returns_.insert(last(y).offset);
    }
}

bool Structurer::may_copy_tail(std::size_t first, std::size_t end) const {
    // (a function's `return <constant>` in the nested clause compiles the same, and reads
    // better there; module and class code cannot return)
    return computes_own_value(first, end) &&
           !(returns_constant_only(first, end) && (lifter_.code().flags & kCodeOptimized) != 0);
}

}  // namespace glassbox::structure_detail
