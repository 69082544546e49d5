// Match statements (3.10+): where one starts, its cases (match_pattern.cpp reads
// each case's pattern code), guards and bodies, the `case _:` and where the
// cases join. The compiler writes every case but the last on a copy of the
// subject: the pattern, the stores of its names, the guard, `POP_TOP` of the
// subject, the body and a jump to the join; a failing test jumps to a chain of
// POP_TOPs that ends where the next case starts. The last case (before a
// `case _:`) works on the subject itself.
#include <algorithm>
#include <cstdio>
#include <optional>

#include "structure/match_reader.h"
#include "structure/structurer.h"

namespace glassbox::structure_detail {

struct MatchCasePlan {
    PatternPtr pattern;
    ExprPtr guard;
    std::vector<int> guard_blocks;
    std::optional<Index> body;      // none: a body the compiler dropped (a guard always false)
    bool copied = false;
    std::optional<Index> fail;      // where the next case (or the code after the last) starts
    std::set<Index> consumed;
    bool tests = false;             // the pattern tests something
};

struct MatchPlan {
    Index start = 0;
    std::vector<MatchCasePlan> cases;
    std::optional<Index> default_start;  // `case _:`
    std::optional<Index> end;            // where the statement's cases join
    std::optional<Index> after;          // where the walk goes on
};

class MatchReader {
public:
    MatchReader(Structurer& s, Loop* loop) : s_(s), code_(s.cfg_), in_(s.instructions_), loop_(loop) {}

    // The match statement starting in block `b` (nullopt: none; an error where the code can be
    // nothing else), the statements before its subject lifted onto `lifted` and `before`.
    std::optional<MatchPlan> plan_at(int b, const SymbolicStack& stack, SymbolicStack& lifted, Body& before);
    // Builds the statement (the subject popped from `stack`); returns the block after it.
    int emit(int b, int stop, const MatchPlan& plan, SymbolicStack& stack, Body& out);

private:
    // The match statement whose subject is on the stack before instruction `start`, into `plan`;
    // what is wrong where there is none (or a throw, from deeper down).
    std::optional<NotAPattern> read(Index start, MatchPlan& plan);
    bool may_hold_subject(int b, Index start, const SymbolicStack& stack) const;
    bool keeps_copied_subject(int b, Index start) const;
    std::optional<NotAPattern> lift_before_subject(int b, Index start, const SymbolicStack& stack,
                                                   SymbolicStack& lifted, Body& before);
    // Where a match statement may start in block `b`; `strong`: its code can be nothing else.
    std::vector<std::pair<Index, bool>> candidates(int b) const;
    [[noreturn]] void fail(Index at, const std::string& why) const { code_.fail(at, why); }
    bool read_cases(Index pos, std::vector<MatchCasePlan>& cases, int depth);
    std::optional<NotAPattern> read_case(Index pos, bool copied, MatchCasePlan& plan);
    std::optional<NotAPattern> read_bare_guard_case(Index pos, MatchCasePlan& plan);
    bool read_guard(Index p, Condition& condition);
    // The test at `p` after the pattern from `pos` may be the case's guard.
    bool guard_on_case_line(Index pos, Index p, const MatchCasePlan& plan) const;
    // The instructions at `pos` and `p` are on one line (or one has none).
    bool same_line(Index pos, Index p) const;
    void find_join(MatchPlan& plan) const;
    bool marks_default_case(const MatchPlan& plan, Index no_match) const;
    bool case_on_later_line(Index start, std::optional<Index> at = std::nullopt) const;

    Structurer& s_;
    MatchCode code_;
    const std::vector<NormalizedInstruction>& in_;
    Loop* loop_;
};

namespace {

bool is_plain_load(const NormalizedInstruction& in) {
    switch (in.op) {
    case Op::LoadName:
    case Op::LoadFast:
    case Op::LoadDeref:
    case Op::LoadClassDeref: return true;
    case Op::LoadGlobal: return in.arg == 0;
    default: return false;
    }
}

}  // namespace

// ---- finding the start -----------------------------------------------------------------------

std::vector<std::pair<Index, bool>> MatchReader::candidates(int b) const {
    std::vector<std::pair<Index, bool>> found;
    const BasicBlock& bb = s_.block(b);
    for (Index i = bb.begin; i < bb.end; ++i) {
        if (s_.skip_.count(i)) continue;
        // A copy of the subject is part of the statement: the run of copies starts it.
        if (i > bb.begin && code_.is_copy1(i - 1) && !s_.skip_.count(i - 1)) continue;
        Index j = i;
        int copies = 0;
        while (j < bb.end && code_.is_copy1(j)) ++j, ++copies;
        if (j >= bb.end) break;
        const NormalizedInstruction& in = in_[j];
        bool strong = false, weak = false;
        if (in.op == Op::MatchSequence || in.op == Op::MatchMapping) {
            strong = true;
        } else if (in.op == Op::PopJumpIfNotNone || in.op == Op::StoreFast || in.op == Op::StoreName ||
                   in.op == Op::StoreGlobal || in.op == Op::StoreDeref || in.op == Op::PopTop) {
            weak = copies > 0 || (in.op != Op::PopJumpIfNotNone && case_on_later_line(j));
        } else {
            // A value, a singleton or a class: loads, then == / is / MATCH_CLASS.
            Index k = j;
            if (k < bb.end && in_[k].op == Op::LoadConst) {
                ++k;
            } else if (k < bb.end && is_plain_load(in_[k])) {
                ++k;
                while (k < bb.end && in_[k].op == Op::LoadAttr && in_[k].arg == 0) ++k;
            } else {
                continue;
            }
            if (k >= bb.end) continue;
            if (in_[k].op == Op::LoadConst && k + 1 < bb.end && in_[k + 1].op == Op::MatchClass) {
                strong = true;
            } else if (k + 1 < bb.end && is_conditional(in_[k + 1].op) &&
                       ((in_[k].op == Op::CompareOp && in_[k].arg == int(CompareOperator::Eq)) ||
                        (in_[k].op == Op::IsOp && in_[k].arg == 0))) {
                weak = copies > 0 || case_on_later_line(j, k);
            }
        }
        if (strong || weak) found.push_back({i, strong});
    }
    // A first `case _ if guard:` has no code of its pattern: the guard starts the statement.
    auto a_body_pops_the_subject = [&] {
        // (cheaply: a block soon after starts with POP_TOP and is reached by a conditional jump)
        const int n = int(s_.cfg_.blocks.size());
        for (int k = b + 1; k < n && k <= b + 16; ++k) {
            const BasicBlock& kb = s_.block(k);
            if (kb.empty() || in_[kb.begin].op != Op::PopTop) continue;
            for (const Edge& e : kb.predecessors)
                if (e.kind != EdgeKind::Exception && e.block >= b && e.block < k &&
                    is_conditional(s_.last(e.block).op))
                    return true;
        }
        return false;
    };
    if (bb.end > bb.begin && is_conditional(in_[bb.end - 1].op) && a_body_pops_the_subject()) {
        int need = 1;
        for (Index i = bb.end - 1; i-- > bb.begin;) {
            if (s_.skip_.count(i)) break;
            need += in_[i].pops() - in_[i].pushes();
            if (need < 0) break;
            if (need == 0) {
                if (std::none_of(found.begin(), found.end(), [&](const auto& f) { return f.first == i; }))
                    found.push_back({i, false});
                break;
            }
        }
    }
    return found;
}

// ---- cases ----------------------------------------------------------------------------------------

bool MatchReader::guard_on_case_line(Index pos, Index p, const MatchCasePlan& plan) const {
    // A case that cannot fail (the last, `case name:`) leaves no failing side to tell a guard
    // from a test starting the body (`assert c` in it): the line does, a guard's is the case's.
    return plan.fail || same_line(pos, p);
}

bool MatchReader::same_line(Index pos, Index p) const {
    if (pos >= in_.size() || p >= in_.size()) return true;
    const std::optional<int> case_line = in_[pos].line, test_line = in_[p].line;
    return !case_line || !test_line || *case_line == *test_line;
}

bool MatchReader::read_guard(Index p, Condition& condition) {
    int b = code_.block_of(p);
    if (b < 0 || !is_conditional(s_.last(b).op)) return false;
    // (a block ending in a short circuit, ≤3.11's JUMP_IF_TRUE_OR_POP, computes a value: below)
    const bool pure = s_.last(b).op != Op::JumpIfFalseOrPop && s_.last(b).op != Op::JumpIfTrueOrPop;
    std::vector<Index> added;
    for (Index k = code_.block_begin(b); k < p; ++k)
        if (s_.skip_.insert(k).second) added.push_back(k);
    bool ok = false;
    if (pure) {
        try {
            SymbolicStack stack;
            Body out;
            s_.lift_block(b, stack, out);
            if (out.empty() && stack.size() == 1) {
                ExprPtr value = s_.lifter_.as_expression(stack.back(), s_.last(b).offset);
                condition = s_.read_condition(b, value, {});
                ok = true;
            } else if (out.empty() && stack.size() == 2 && s_.last(b).op == Op::PopJumpIfFalse) {
                // A chained comparison: its copy of the middle operand is still on the stack.
                ExprPtr value = s_.lifter_.as_expression(stack.back(), s_.last(b).offset);
                stack.pop_back();
                if (s_.is_chain_link(value, stack)) {
                    if (auto chained = s_.read_chained_condition(b, value, stack)) {
                        const bool known = s_.chain_conditions_.count(b) != 0;
                        s_.chain_conditions_[b] = *chained;
                        condition = s_.read_condition(b, value, {});
                        if (!known) s_.chain_conditions_.erase(b);
                        ok = true;
                    }
                }
            }
        } catch (const LiftError&) {
            ok = false;
        }
    }
    if (!ok) {
        // A guard whose operands compute values in blocks of their own (`x <= (y or z)`,
        // `f(a < b < c)`, `a if b else c`): the jump ending the last block tests what they made.
        SymbolicStack stack;
        ExprPtr value;
        int tested = -1;
        std::vector<int> blocks;
        try {
            if (s_.try_value_condition(b, loop_, stack, value, tested, blocks)) {
                condition = s_.read_condition(tested, value, stack);
                condition.blocks.insert(condition.blocks.begin(), blocks.begin(), blocks.end() - 1);
                ok = true;
            }
        } catch (const LiftError&) {
            ok = false;
        }
    }
    for (Index k : added) s_.skip_.erase(k);
    return ok;
}

// The case at `pos` into `plan`; what is wrong where there is none (or a throw, from deeper down).
std::optional<NotAPattern> MatchReader::read_case(Index pos, bool copied, MatchCasePlan& plan) {
    // A last case does not start by dropping the subject, but for `case _ if guard:` before `case _:`.
    const bool drops_subject = !copied && pos < in_.size() && in_[pos].op == Op::PopTop;
    PatternRead pattern;
    if (auto problem = read_pattern(code_, s_.lifter_, pos, copied, pattern)) return problem;
    plan.copied = copied;
    plan.fail = pattern.fail;
    plan.tests = pattern.tests;
    plan.pattern = pattern.pattern;
    std::set<Index>& consumed = pattern.consumed;
    const Index p = pattern.end;
    Condition guard;
    if (!copied && plan.fail && code_.canonical(p) == *plan.fail) {
        plan.body.reset();  // an empty body (or one under `if False`: the same code)
    } else if (copied && plan.fail && code_.canonical(p) == *plan.fail) {
        // `case P if False:` - the compiler drops the guard and the body it never runs.
        static const ObjectPtr false_object = [] {
            auto o = std::make_shared<Object>();
            o->kind = ObjectKind::False;
            return o;
        }();
        plan.guard = make_constant(false_object);
        plan.body.reset();
    } else if (copied && p < in_.size() && in_[p].op == Op::PopTop) {
        consumed.insert(p);
        plan.body = p + 1;
    } else if (guard_on_case_line(pos, p, plan) && read_guard(p, guard)) {
        Index false_side = code_.block_begin(guard.when_false), true_side = code_.block_begin(guard.when_true);
        // The guard's test may jump to the next case when true (`if not x`): the body is the other side.
        bool swap = plan.fail
                        ? !code_.equivalent(*plan.fail, false_side) && code_.equivalent(*plan.fail, true_side)
                        : false_side < true_side;
        if (swap) {
            std::swap(false_side, true_side);
            guard.test = s_.negate(guard.test);
        }
        // (A last case's test on a line of its own that fails to another copy of the code's
        // end starts the body: a `while` whose exit has the line of a `pass` after it.)
        const bool own_line_test = !copied && plan.fail && code_.canonical(false_side) != *plan.fail &&
                                   !same_line(pos, p);
        if (plan.fail && (!code_.equivalent(*plan.fail, false_side) || own_line_test)) {
            if (copied) return code_.failure(p, "a guard that does not fail to the next case");
            plan.body = p;  // no guard: the body starts with a condition of its own
        } else {
            if (!plan.fail) plan.fail = code_.canonical(false_side);
            plan.guard = guard.test;
            plan.guard_blocks = guard.blocks;
            plan.body = true_side;
            if (copied) {
                if (true_side >= in_.size() || in_[true_side].op != Op::PopTop)
                    return code_.failure(p, "a guarded case that keeps its subject");
                consumed.insert(true_side);
                plan.body = true_side + 1;
            }
        }
    } else {
        if (copied) return code_.failure(p, "a copied case that does not drop its subject");
        plan.body = p;
    }
    if (copied && !plan.fail) return code_.failure(pos, "a copied case that never fails");
    // (A lone `case _:` is its subject's POP_TOP: one on a line after the subject's.)
    const bool lone_wildcard = drops_subject && case_on_later_line(pos);
    if (!copied && is_wildcard(plan.pattern) && !plan.guard && !lone_wildcard)
        return code_.failure(pos, "a last case that matches everything");
    if (drops_subject && !plan.guard && !lone_wildcard)
        return code_.failure(pos, "a case that starts by dropping the subject");
    plan.consumed = std::move(consumed);
    return std::nullopt;
}

// `case _ if guard:` before other cases: the compiler drops the copy of the subject the
// wildcard would pop, so the guard runs with the subject below it and the body pops it.
std::optional<NotAPattern> MatchReader::read_bare_guard_case(Index pos, MatchCasePlan& plan) {
    Condition guard;
    if (!read_guard(pos, guard)) return code_.failure(pos, "no guard");
    Index body = code_.block_begin(guard.when_true), next = code_.block_begin(guard.when_false);
    if (body >= in_.size() || next >= in_.size()) return code_.failure(pos, "a guard that leaves the code");
    bool body_pops = in_[body].op == Op::PopTop, next_pops = in_[next].op == Op::PopTop;
    if (!body_pops && !next_pops) return code_.failure(pos, "a guard whose body keeps the subject");
    ExprPtr test = guard.test;
    if (!body_pops || (next_pops && next < body)) {
        std::swap(body, next);
        test = s_.negate(test);
    }
    if (body < pos || next < pos) return code_.failure(pos, "a guard that jumps back");
    plan.copied = true;
    plan.pattern = pattern(MatchAs{nullptr, std::nullopt});
    plan.guard = test;
    plan.guard_blocks = guard.blocks;
    plan.consumed = {body};
    plan.body = body + 1;
    plan.fail = code_.canonical(next);
    return std::nullopt;
}

// The cases from `pos` on: a case that keeps the subject for the next one, or the last one. Both
// may read the same code (an or-pattern's alternatives as cases); the cases after decide.
bool MatchReader::read_cases(Index pos, std::vector<MatchCasePlan>& cases, int depth) {
    if (depth > 2000) return false;
    auto trace = [&](const char* what, const NotAPattern& e) {
        if (trace_match())
            std::fprintf(stderr, "match: %s at offset %u: %s (at %u)\n", what, in_[pos].offset, e.what(), e.offset());
    };
    // A case that keeps the subject, then the cases after it from where it fails.
    auto with_the_rest = [&](MatchCasePlan plan) {
        const Index next = *plan.fail;
        cases.push_back(std::move(plan));
        if (read_cases(next, cases, depth + 1)) return true;
        cases.pop_back();
        return false;
    };
    if (code_.is_copy1(pos)) {
        try {
            MatchCasePlan plan;
            if (std::optional<NotAPattern> problem = read_case(pos, true, plan)) trace("copied case", *problem);
            else if (with_the_rest(std::move(plan))) return true;
        } catch (const NotAPattern& e) {
            trace("copied case", e);
        }
    }
    // (read_cases itself throws no NotAPattern: the recursion needs no handler)
    if (MatchCasePlan plan; std::optional<NotAPattern> problem = read_bare_guard_case(pos, plan)) {
        trace("`case _ if`", *problem);
    } else if (with_the_rest(std::move(plan))) {
        return true;
    }
    try {
        MatchCasePlan plan;
        if (std::optional<NotAPattern> problem = read_case(pos, false, plan)) {
            trace("last case", *problem);
            return false;
        }
        cases.push_back(std::move(plan));
        return true;
    } catch (const NotAPattern& e) {
        trace("last case", e);
        return false;
    }
}

std::optional<NotAPattern> MatchReader::read(Index start, MatchPlan& plan) {
    plan.start = start;
    if (!read_cases(start, plan.cases, 0)) return code_.failure(start, "pattern code glassbox cannot read");
    const MatchCasePlan& first = plan.cases.front();
    // A case that tests nothing and keeps no copy of the subject is plain stores and an `if`
    // (`a = b = v`, `if g:`): the same code, written the plain way.
    if (plan.cases.size() == 1 && !first.copied && !first.tests && !case_on_later_line(start))
        return code_.failure(start, "an irrefutable single case (plain code)");
    find_join(plan);
    return std::nullopt;
}

// Where the cases join: the jump that ends a body, just before the failing tests' POP_TOPs; and
// whether the code where no case matches is a `case _:` or the code after the statement.
void MatchReader::find_join(MatchPlan& plan) const {
    bool continues = false;
    for (const MatchCasePlan& c : plan.cases) {
        if (!c.body) continue;
        const Index body = *c.body;
        // The body ends where the case's own code goes on: its failing tests' POP_TOPs (or a later
        // or-alternative whose join the compiler copied), or, with no POP_TOPs, the next case.
        std::optional<Index> after_body;
        auto later = c.consumed.upper_bound(body);
        if (later != c.consumed.end()) after_body = *later;
        const bool to_next = c.fail && *c.fail > body && (!after_body || *c.fail < *after_body);
        if (to_next) after_body = c.fail;
        if (!after_body) continue;
        Index before = *after_body - 1;
        if (before < body || c.consumed.count(before) || !code_.reaches(body, before, *after_body)) continue;
        Index target = *after_body;  // the body falls into the code after the statement
        if (in_[before].op == Op::Jump) {
            target = code_.canonical(code_.jump_target(before));  // (the compiler threads some jumps)
            if (loop_ && code_.block_of(target) == loop_->header) continues = true;
            if (target <= *after_body) continue;  // back to a loop's header: a continue
        } else if (!to_next || is_control(in_[before].op) || in_[before].op == Op::Return ||
                   in_[before].op == Op::Raise || in_[before].op == Op::Reraise) {
            continue;
        }
        int tb = code_.block_of(target);
        if (loop_ && (tb == loop_->header || tb == loop_->exit)) continue;
        if (trace_match())
            std::fprintf(stderr, "match: case body at offset %u joins at offset %u\n", in_[body].offset,
                         in_[target].offset);
        if (plan.end && *plan.end != target) fail(before, "cases that join in different places");
        plan.end = target;
    }
    const std::optional<Index> no_match = plan.cases.back().copied ? std::nullopt : plan.cases.back().fail;
    if (!plan.end && continues && no_match && code_.canonical(*no_match) != code_.block_begin(loop_->header)) {
        // The cases' join is the loop's next iteration (the compiler threads the jumps there):
        // what runs when none matches is `case _:`, or code after the statement - the same code.
        plan.default_start = no_match;
        plan.after = code_.block_begin(loop_->header);
        return;
    }
    if (plan.end) {
        if (no_match && code_.canonical(*no_match) != code_.canonical(*plan.end)) {
            if (*no_match > *plan.end) fail(*no_match, "a default case after the join");
            plan.default_start = no_match;
        }
        plan.after = plan.end;
    } else {
        // No body reaches a join: what runs when no case matches is the code after the statement,
        // or a `case _:` whose line the compiler kept (the same code but for a NOP).
        plan.after = no_match;
        if (no_match && marks_default_case(plan, *no_match)) {
            plan.default_start = no_match;
            plan.after.reset();
            return;
        }
        // Unless that is a `return None` several paths reach, or one jump: the compiler copies an
        // implicit one to each (in place of the jump), so this one was written (as `case _:` or
        // after the statement: the same code).
        int nb = no_match ? code_.block_of(*no_match) : -1;
        if (nb >= 0 && s_.block(nb).begin == *no_match && *no_match + 1 < in_.size() &&
            in_[*no_match].op == Op::LoadConst && is_none(make_constant(in_[*no_match].constant)) &&
            in_[*no_match + 1].op == Op::Return) {
            int paths = 0, jumps = 0;
            for (const Edge& e : s_.block(nb).predecessors) {
                if (e.kind == EdgeKind::Exception) continue;
                ++paths;
                if (s_.last(e.block).op == Op::Jump) ++jumps;
            }
            if (paths >= 2 || jumps == 1) {
                plan.default_start = no_match;
                plan.after.reset();
            }
        }
    }
}

// 3.10+: after other cases, `case _:` compiles to a NOP with its line where the subject's POP_TOP
// was (the compiler keeps it when no neighbour has that line): no code of its own, only the NOP,
// which normalize dropped, leaving its line on the next instruction.
bool MatchReader::marks_default_case(const MatchPlan& plan, Index no_match) const {
    if (plan.cases.back().copied) return false;
    Index i = no_match;
    auto consumed = [&](Index k) {
        for (const MatchCasePlan& c : plan.cases)
            if (c.consumed.count(k)) return true;
        return false;
    };
    while (i < in_.size() && in_[i].op == Op::PopTop && consumed(i)) ++i;
    if (i >= in_.size() || !in_[i].nop_line || consumed(i)) return false;
    // (a case whose body left no code, `pass`, runs into the code after the statement: its test
    // goes there either way, and the NOP there is that body's)
    const int nb = code_.block_of(no_match);
    for (const Edge& e : s_.block(nb).predecessors)
        if (e.kind == EdgeKind::FallThrough && is_conditional(s_.last(e.block).op) && s_.jump_target(e.block) == nb)
            return false;
    // (after every line of the cases before it: not the NOP of a case's folded guard or dead body)
    for (Index k = plan.start; k < i; ++k)
        if (in_[k].line && *in_[k].line >= *in_[i].nop_line) return false;
    return true;
}

// A lone `case _:` or `case x:` is the subject's POP_TOP or store, the same code as an expression
// statement or an assignment, but for its line: a statement's own POP_TOP or store has the line
// it starts on, never after a line of its value's code, while a case comes after its subject.
// So does a last `case 1:` before `case _:` (no copy of the subject): the test `x == 1` has the
// line of its left operand, the case's its pattern's (`at`: the compare, after the subject at `start`).
bool MatchReader::case_on_later_line(Index start, std::optional<Index> at) const {
    if (start == 0 || code_.block_of(start - 1) != code_.block_of(start)) return false;
    // (the subject's last instruction computes it: not a copy, a swap, an unpack or an import, whose
    // stores in a multi-line statement have the lines of their targets)
    const NormalizedInstruction& subject = in_[start - 1];
    switch (subject.op) {
    case Op::Copy: case Op::Swap: case Op::UnpackSequence: case Op::UnpackEx: case Op::ImportName:
    case Op::ImportFrom:
        return false;
    default:
        if (subject.pushes() != 1) return false;
    }
    const std::optional<int>& line = in_[at.value_or(start)].line;
    const std::optional<int>& subject_end = in_[start - 1].line;
    return line && subject_end && *line > *subject_end;
}

// ---- the statement -------------------------------------------------------------------------------

// Pattern code that starts with a copy of the subject (a case before the last; an or- or
// as-pattern) keeps the subject below everything it does up to its first jump: code that uses
// the value up within the block (`if (y := f()) == 1:`) is no match statement.
bool MatchReader::keeps_copied_subject(int b, Index start) const {
    int height = 1;  // the subject
    for (Index i = start; i < s_.block(b).end; ++i) {
        if (s_.skip_.count(i)) continue;
        height += in_[i].pushes() - in_[i].pops();
        if (height < 1) return false;
    }
    return true;
}

// Whether the stack can hold a subject at `start`, as far as is known without lifting: a value
// of its own on top of the stack the block starts with, or something the code before pushed.
bool MatchReader::may_hold_subject(int b, Index start, const SymbolicStack& stack) const {
    int height = int(stack.size());
    bool before = false;  // code before `start` in the block
    for (Index i = s_.block(b).begin; i < start; ++i) {
        if (s_.skip_.count(i)) continue;
        before = true;
        height += in_[i].pushes() - in_[i].pops();
    }
    if (height < 1) return false;
    if (before) return true;  // (what it pushed is known once lifted)
    if (stack.back().kind != EntryKind::Value) return false;
    for (std::size_t k = 0; k + 1 < stack.size(); ++k)
        if (stack.back().same_copy_group(stack[k])) return false;
    return true;
}

// The statements before the subject (at `start` in block `b`) lifted onto `lifted` and `before`;
// what is wrong when they leave no subject of its own on the stack (an iterator or a with's exit
// kept there, a value the code copied before).
std::optional<NotAPattern> MatchReader::lift_before_subject(int b, Index start, const SymbolicStack& stack,
                                                            SymbolicStack& lifted, Body& before) {
    lifted = stack;
    before.clear();
    try {
        for (Index i = s_.block(b).begin; i < start; ++i)
            if (!s_.skip_.count(i)) s_.lifter_.step(in_[i], lifted, before);
    } catch (const LiftError& e) {
        return NotAPattern(e.offset(), std::string("the code before the subject: ") + e.what());
    }
    if (lifted.empty() || lifted.back().kind != EntryKind::Value)
        return NotAPattern(in_[start].offset, "no subject on the stack");
    for (std::size_t k = 0; k + 1 < lifted.size(); ++k)
        if (lifted.back().same_copy_group(lifted[k]))
            return NotAPattern(in_[start].offset, "a subject the code copied before");
    return std::nullopt;
}

// The plan of the match statement starting in `b`, with the statements before its subject lifted
// onto `lifted` and `before`.
std::optional<MatchPlan> MatchReader::plan_at(int b, const SymbolicStack& stack, SymbolicStack& lifted,
                                              Body& before) {
    std::optional<NotAPattern> strong_failure;
    for (const auto& [start, strong] : candidates(b)) {
        // A weak candidate is mostly ordinary code (an except clause's test, a walrus): what is
        // cheap to rule out is ruled out first, before its cases are read (whose failures throw).
        // (Without lifting anything: lifting changes the lifter's state.)
        if (!strong) {
            const char* why = nullptr;
            if (!may_hold_subject(b, start, stack)) why = "no subject on the stack";
            else if (code_.is_copy1(start) && !keeps_copied_subject(b, start)) why = "a copy used up";
            if (why) {
                if (trace_match()) std::fprintf(stderr, "match: no match statement at %zu: %s\n", start, why);
                continue;
            }
        }
        MatchPlan plan;
        std::optional<NotAPattern> problem;
        try {
            problem = read(start, plan);
        } catch (const NotAPattern& e) {
            problem = e;
        } catch (const LiftError& e) {
            problem = NotAPattern(e.offset(), e.what());
        }
        if (!problem) problem = lift_before_subject(b, start, stack, lifted, before);
        if (!problem) return plan;
        if (trace_match()) std::fprintf(stderr, "match: no match statement at %zu: %s\n", start, problem->what());
        if (strong && !strong_failure) strong_failure = problem;
    }
    // Code that can only be a match statement's, which this reader does not know.
    if (strong_failure)
        throw LiftError(strong_failure->offset(), std::string("a match statement: ") + strong_failure->what());
    return std::nullopt;
}

int MatchReader::emit(int b, int stop, const MatchPlan& plan, SymbolicStack& stack, Body& out) {
    Structurer& s = s_;
    for (Index i = s.block(b).begin; i < plan.start; ++i) s.skip_.insert(i);
    const NormalizedInstruction& first = in_[plan.start];
    ExprPtr subject = s.lifter_.pop_expression(stack, first.offset);

    // The pattern code is done with: blocks of nothing else are not walked again.
    std::set<Index> consumed;
    for (const MatchCasePlan& c : plan.cases) consumed.insert(c.consumed.begin(), c.consumed.end());
    s.skip_.insert(consumed.begin(), consumed.end());
    for (std::size_t k = 0; k < s.cfg_.blocks.size(); ++k) {
        const BasicBlock& kb = s.cfg_.blocks[k];
        if (kb.empty() || int(k) == b) continue;
        bool all = true;
        for (Index i = kb.begin; i < kb.end && all; ++i) all = consumed.count(i) != 0;
        if (!all) continue;
        s.check_handler(int(k));
        s.emitted_[k] = true;
    }
    for (const MatchCasePlan& c : plan.cases)
        for (int g : c.guard_blocks) s.emitted_[std::size_t(g)] = true;

    // (No join: the bodies end where the code around the statement does, an irrefutable case's
    // body taking the code after it up to there - the same instructions.)
    const int end_block = plan.end ? code_.block_of(*plan.end) : stop;
    Match statement{subject, {}};
    for (const MatchCasePlan& c : plan.cases) {
        SymbolicStack body_stack = stack;
        Body body;
        if (c.body) {
            int body_block = code_.block_of(*c.body);
            if (body_block == b) s.emitted_[std::size_t(b)] = false;  // a body that starts in the same block
            s.walk(body_block, end_block, loop_, body_stack, body, false);
        }
        statement.cases.push_back(MatchCase{c.pattern, c.guard, body});
    }
    // A last `case _ if guard:` needs the `case _:` after it, or it would compile as that default.
    const MatchCasePlan& last_case = plan.cases.back();
    // (Alone, it is no default: the compiler reads `case _` as one only after other cases.)
    const bool needs_default = plan.cases.size() > 1 && !last_case.copied && last_case.guard &&
                               is_wildcard(last_case.pattern);
    if (plan.default_start || needs_default) {
        SymbolicStack body_stack = stack;
        Body body;
        if (plan.default_start)
            s.walk(code_.block_of(*plan.default_start), end_block, loop_, body_stack, body, false);
        statement.cases.push_back(MatchCase{pattern(MatchAs{nullptr, std::nullopt}), nullptr, body});
    }
    out.push_back(stmt(std::move(statement), first.line.value_or(0)));
    return plan.after ? code_.block_of(*plan.after) : -1;
}

// ---- the walk's hook -----------------------------------------------------------------------------

bool Structurer::try_match(int b, int stop, Loop* loop, SymbolicStack& stack, Body& out, int& next) {
    if (lifter_.profile().version < PythonVersion{3, 10}) return false;  // (no match statement before 3.10)
    MatchReader reader(*this, loop);
    SymbolicStack lifted;
    Body before;
    std::optional<MatchPlan> plan = reader.plan_at(b, stack, lifted, before);
    if (!plan) return false;
    stack = std::move(lifted);
    out.insert(out.end(), before.begin(), before.end());
    next = reader.emit(b, stop, *plan, stack, out);
    return true;
}

}  // namespace glassbox::structure_detail
