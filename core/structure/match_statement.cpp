// Match statements (3.10+). The compiler writes each case as pattern code on
// a copy of the subject (none for the last case), the stores of the captured
// names, the guard, and the body; a failing test jumps to a chain of POP_TOPs
// that ends where the next case starts. Rather than matching every version's
// instruction templates (which the 3.11+ optimizers reorder: swaps folded into
// the order of stores, or-pattern joins copied into each alternative), the
// pattern code is run on a symbolic stack whose entries say which part of the
// subject they are (an item of a sequence, a value of a mapping, an attribute
// of a class pattern). Tests on the path where the pattern matches constrain
// those parts, stores name them; the pattern is rebuilt from the result.
// Anything else is no pattern: the statement is then not rebuilt as a match.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>

#include "structure/structurer.h"

namespace glassbox::structure_detail {

namespace {

using Index = std::size_t;

// Pattern code the reader does not recognise.
struct NotAPattern : LiftError {
    using LiftError::LiftError;
};

// A part of the subject being matched, and what the pattern code found out about it.
struct PartNode {
    PartNode* alias_of = nullptr;    // a copy (COPY 1) of this node
    std::vector<PartNode*> copies;
    enum class Kind { Unknown, Sequence, Mapping, Class, Value, Singleton };
    Kind kind = Kind::Unknown;
    bool is_star = false;            // the starred item of an UNPACK_EX
    std::optional<std::int64_t> length_eq, length_ge;
    // Children: a sequence's items, a mapping's values, a class pattern's attributes; either all
    // unpacked at once or taken one by one by subscripts (index < 0: counted from the end).
    bool unpacked = false;
    int star = -1;
    std::vector<PartNode*> children;
    std::map<std::int64_t, PartNode*> subscripted;
    bool has_keys = false;           // mapping: MATCH_KEYS ran
    std::vector<ExprPtr> keys;
    std::optional<std::string> rest;
    ExprPtr cls;                     // class pattern
    int positional = 0;
    std::vector<std::string> keyword_names;
    bool tuple_checked = false;      // the values/attributes tuple was tested against None
    bool popped = false;             // dropped by a POP_TOP: a wildcard the code spelled out
    ExprPtr value;                   // value pattern
    ObjectPtr singleton;             // None, True, False
    std::vector<std::string> names;
    std::vector<PartNode*> alternatives;  // this node is an or-pattern's subject
};

struct PatternTest {
    enum class Kind { IsSequence, IsMapping, LengthEq, LengthGe, ValueEq, Singleton, TupleMatched };
    Kind kind = Kind::IsSequence;
    PartNode* node = nullptr;
    std::int64_t number = 0;
    ExprPtr value;
    ObjectPtr singleton;
};

enum class ItemKind { Node, Merged, Expr, Test, Length, Position, Keys, Tuple, Rest, EmptyMap, Key };

struct Item {
    ItemKind kind = ItemKind::Expr;
    PartNode* node = nullptr;         // Node; Length/Index/Tuple/Rest: the node they belong to
    std::vector<PartNode*> merged;    // Merged: one node per or-alternative, bound together
    ExprPtr expr;                     // Expr
    std::vector<ExprPtr> keys;        // Keys
    std::int64_t number = 0;          // Index: the (negative) index
    std::shared_ptr<PatternTest> test;

    static Item of_node(PartNode* n) {
        Item i;
        i.kind = ItemKind::Node;
        i.node = n;
        return i;
    }
    static Item of(ItemKind k, PartNode* n = nullptr) {
        Item i;
        i.kind = k;
        i.node = n;
        return i;
    }
};

bool same_item(const Item& a, const Item& b) {
    if (a.kind != b.kind || a.node != b.node || a.expr != b.expr || a.number != b.number || a.test != b.test ||
        a.merged != b.merged || a.keys.size() != b.keys.size())
        return false;
    for (std::size_t i = 0; i < a.keys.size(); ++i)
        if (a.keys[i] != b.keys[i]) return false;
    return true;
}

struct PendingAlternative {
    Index pos = 0;
    std::vector<Item> stack;
};

// An or-pattern: its subject stays on the stack while each alternative runs on a copy.
struct OrFrame {
    PartNode* subject = nullptr;
    std::vector<PendingAlternative> pending;  // where alternatives 2.. start (a failing one goes on to the next)
    std::size_t processed = 0;
    bool closed = false;
};

struct Run {
    Index pos = 0;
    std::vector<Item> stack;
    std::vector<std::pair<PartNode*, PartNode*>> copies;  // (node, its copy), in order
    PartNode* alternative_of = nullptr;  // an or-alternative's run: the or-pattern's subject
    std::optional<Index> join;           // ... and where the alternatives join (the last may fall into it)
    bool started = false;
};

enum class Stop { Level, AlternativeEnd };

// One case's pattern code being read.
struct CaseAttempt {
    std::size_t level = 0;  // stack depth (above the match's base) where the pattern is done
    std::vector<std::unique_ptr<PartNode>> nodes;
    std::map<PartNode*, OrFrame> frames;
    std::vector<PartNode*> frame_order;
    std::vector<Index> case_fails;     // where failing tests end up at the case's level
    std::vector<Index> raw_fails;      // the targets of those tests (the first POP_TOP of their chain)
    std::set<Index> consumed;
    int tests = 0;                     // conditional jumps read

    PartNode* new_node() {
        nodes.push_back(std::make_unique<PartNode>());
        return nodes.back().get();
    }
};

}  // namespace

struct MatchCasePlan {
    PatternPtr pattern;
    ExprPtr guard;
    std::vector<int> guard_blocks;
    std::optional<Index> body;      // none: a body the compiler dropped (a guard always false)
    bool copied = false;
    std::optional<Index> fail;      // where the next case (or the code after the last) starts
    std::vector<Index> raw_fails;
    std::vector<Index> chain_ends;  // where the failing tests' POP_TOPs end, before following jumps
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
    MatchReader(Structurer& s, Loop* loop) : s_(s), in_(s.instructions_), loop_(loop) {}

    // The match statement whose subject is on the stack before instruction `start`.
    MatchPlan read(Index start);
    // Where a match statement may start in block `b`; `strong`: its code can be nothing else.
    std::vector<std::pair<Index, bool>> candidates(int b) const;

private:
    [[noreturn]] void fail(Index at, const std::string& why) const {
        throw NotAPattern(at < in_.size() ? in_[at].offset : 0, why);
    }
    int block_of(Index i) const;
    Index block_begin(int b) const { return s_.block(b).begin; }
    Index jump_target_index(Index i) const;
    Index canonical(Index i) const;
    bool equivalent(Index a, Index b) const;
    bool is_copy1(Index i) const { return i < in_.size() && in_[i].op == Op::Copy && in_[i].arg == 1; }

    bool read_cases(Index pos, std::vector<MatchCasePlan>& cases, int depth);
    // Whether code from `from` reaches `to` without leaving [from, limit).
    bool reaches(Index from, Index to, Index limit) const;
    MatchCasePlan read_case(Index pos, bool copied);
    MatchCasePlan read_bare_guard_case(Index pos);
    Stop execute(Run& run, CaseAttempt& c);
    void value_op(const NormalizedInstruction& in, Index at, Run& run);
    void conditional(Index i, Run& run, CaseAttempt& c);
    void follow_fail(Index target, std::vector<Item> stack, CaseAttempt& c);
    OrFrame* innermost_open_frame(const Run& run, CaseAttempt& c);
    void close_frame(OrFrame& frame, Run& run, Index target, CaseAttempt& c);
    void finish_copied_joins(const Run& main, CaseAttempt& c);
    static PartNode* latest_copy(const Run& run, PartNode* of);
    void apply(const PatternTest& test, Index at);
    void add_name(PartNode* n, const std::string& name, Index at);
    bool read_guard(Index p, Condition& condition);

    PatternPtr build(PartNode* n, Index at, bool case_copy = false);
    PatternPtr structural(PartNode* n, Index at);

public:
    static bool is_wildcard(const PatternPtr& p);

private:

    Structurer& s_;
    const std::vector<NormalizedInstruction>& in_;
    Loop* loop_;
};

namespace {

bool trace_match() {
    static const bool trace = std::getenv("GLASSBOX_TRACE_MATCH") != nullptr;
    return trace;
}

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

std::optional<std::int64_t> constant_int(const ExprPtr& e) {
    auto* c = e ? std::get_if<Constant>(&e->node) : nullptr;
    if (!c || !c->value || c->value->kind != ObjectKind::Int) return std::nullopt;
    return c->value->integer.to_int64();
}

bool is_singleton_constant(const ExprPtr& e) {
    auto* c = e ? std::get_if<Constant>(&e->node) : nullptr;
    return c && c->value &&
           (c->value->kind == ObjectKind::None || c->value->kind == ObjectKind::True ||
            c->value->kind == ObjectKind::False);
}

bool same_constant(const ObjectPtr& a, const ObjectPtr& b) {
    if (a == b) return true;
    if (!a || !b || a->kind != b->kind) return false;
    switch (a->kind) {
    case ObjectKind::None:
    case ObjectKind::True:
    case ObjectKind::False:
    case ObjectKind::Ellipsis: return true;
    case ObjectKind::Int: return a->integer == b->integer;
    case ObjectKind::Str:
    case ObjectKind::Bytes: return a->text == b->text;
    default: return false;
    }
}

}  // namespace

// ---- instruction positions -------------------------------------------------------------------

int MatchReader::block_of(Index i) const {
    const auto& blocks = s_.cfg_.blocks;
    auto it = std::upper_bound(blocks.begin(), blocks.end(), i,
                               [](Index value, const BasicBlock& b) { return value < b.begin; });
    if (it == blocks.begin()) return -1;
    int b = int(std::distance(blocks.begin(), it)) - 1;
    return i < blocks[std::size_t(b)].end ? b : -1;
}

Index MatchReader::jump_target_index(Index i) const {
    int b = block_of(i);
    int t = b >= 0 ? s_.jump_target(b) : -1;
    if (t < 0) fail(i, "a jump without its target");
    return block_begin(t);
}

Index MatchReader::canonical(Index i) const {
    for (int guard = 0; guard < 16 && i < in_.size() && in_[i].op == Op::Jump; ++guard) i = jump_target_index(i);
    return i;
}

// The same code (the compiler copies small blocks that end the function into each jump to them).
bool MatchReader::equivalent(Index a, Index b) const {
    a = canonical(a);
    b = canonical(b);
    for (int steps = 0; steps < 24; ++steps) {
        if (a == b) return true;
        if (a >= in_.size() || b >= in_.size()) return false;
        const NormalizedInstruction& x = in_[a];
        const NormalizedInstruction& y = in_[b];
        if (x.op != y.op || x.arg != y.arg || x.name != y.name || !same_constant(x.constant, y.constant))
            return false;
        if (x.op == Op::Return || x.op == Op::Raise || x.op == Op::Reraise) return true;
        if (is_control(x.op)) return false;
        a = canonical(a + 1);
        b = canonical(b + 1);
    }
    return false;
}

bool MatchReader::reaches(Index from, Index to, Index limit) const {
    int start = block_of(from), goal = block_of(to);
    if (start < 0 || goal < 0) return false;
    std::vector<int> work{start};
    std::set<int> seen{start};
    while (!work.empty()) {
        int x = work.back();
        work.pop_back();
        if (x == goal) return true;
        for (const Edge& e : s_.block(x).successors) {
            if (e.kind == EdgeKind::Exception || seen.count(e.block)) continue;
            const BasicBlock& next = s_.block(e.block);
            if (next.begin < from || next.begin >= limit) continue;
            seen.insert(e.block);
            work.push_back(e.block);
        }
    }
    return false;
}

// ---- finding the start -----------------------------------------------------------------------

std::vector<std::pair<Index, bool>> MatchReader::candidates(int b) const {
    std::vector<std::pair<Index, bool>> found;
    const BasicBlock& bb = s_.block(b);
    for (Index i = bb.begin; i < bb.end; ++i) {
        if (s_.skip_.count(i)) continue;
        // A copy of the subject is part of the statement: the run of copies starts it.
        if (i > bb.begin && is_copy1(i - 1) && !s_.skip_.count(i - 1)) continue;
        Index j = i;
        int copies = 0;
        while (j < bb.end && is_copy1(j)) ++j, ++copies;
        if (j >= bb.end) break;
        const NormalizedInstruction& in = in_[j];
        bool strong = false, weak = false;
        if (in.op == Op::MatchSequence || in.op == Op::MatchMapping) {
            strong = true;
        } else if (in.op == Op::PopJumpIfNotNone || in.op == Op::StoreFast || in.op == Op::StoreName ||
                   in.op == Op::StoreGlobal || in.op == Op::StoreDeref || in.op == Op::PopTop) {
            weak = copies > 0;
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
                weak = copies > 0;
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
                if (e.kind != EdgeKind::Exception && e.block >= b && e.block < k && is_conditional(s_.last(e.block).op))
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

// ---- running pattern code ----------------------------------------------------------------------

PartNode* MatchReader::latest_copy(const Run& run, PartNode* of) {
    for (auto it = run.copies.rbegin(); it != run.copies.rend(); ++it)
        if (it->first == of) return it->second;
    return nullptr;
}

void MatchReader::add_name(PartNode* n, const std::string& name, Index at) {
    if (std::find(n->names.begin(), n->names.end(), name) != n->names.end()) return;
    if (!n->names.empty()) fail(at, "two names for one value of a pattern");
    n->names.push_back(name);
}

void MatchReader::apply(const PatternTest& test, Index at) {
    PartNode* n = test.node;
    using Kind = PartNode::Kind;
    auto set_kind = [&](Kind k) {
        if (n->kind != Kind::Unknown && n->kind != k) fail(at, "two kinds of pattern for one value");
        n->kind = k;
    };
    switch (test.kind) {
    case PatternTest::Kind::IsSequence: set_kind(Kind::Sequence); return;
    case PatternTest::Kind::IsMapping: set_kind(Kind::Mapping); return;
    case PatternTest::Kind::LengthEq:
        if (n->kind != Kind::Sequence || n->length_eq || n->length_ge) fail(at, "a length test outside a sequence");
        n->length_eq = test.number;
        return;
    case PatternTest::Kind::LengthGe:
        if ((n->kind != Kind::Sequence && n->kind != Kind::Mapping) || n->length_eq || n->length_ge)
            fail(at, "a length test outside a sequence or mapping");
        n->length_ge = test.number;
        return;
    case PatternTest::Kind::ValueEq:
        if (n->kind == Kind::Value && n->value == test.value) return;
        set_kind(Kind::Value);
        if (n->value) fail(at, "two values for one pattern");
        n->value = test.value;
        return;
    case PatternTest::Kind::Singleton:
        if (n->kind == Kind::Singleton && same_constant(n->singleton, test.singleton)) return;
        set_kind(Kind::Singleton);
        if (n->singleton) fail(at, "two singletons for one pattern");
        n->singleton = test.singleton;
        return;
    case PatternTest::Kind::TupleMatched: n->tuple_checked = true; return;
    }
}

void MatchReader::value_op(const NormalizedInstruction& in, Index at, Run& run) {
    int pops = in.pops();
    if (pops < 0 || std::size_t(pops) > run.stack.size()) fail(at, "a value below the pattern's stack");
    SymbolicStack values;
    for (std::size_t k = run.stack.size() - std::size_t(pops); k < run.stack.size(); ++k) {
        if (run.stack[k].kind != ItemKind::Expr) fail(at, "an operator on a part of the subject");
        values.push_back(StackEntry::value(run.stack[k].expr));
    }
    run.stack.resize(run.stack.size() - std::size_t(pops));
    Body out;
    try {
        s_.lifter_.step(in, values, out);
    } catch (const NotAPattern&) {
        throw;
    } catch (const LiftError& e) {
        fail(at, std::string("a pattern value lift cannot read: ") + e.what());
    }
    if (!out.empty()) fail(at, "a statement inside a pattern");
    for (const StackEntry& e : values) {
        if (e.kind != EntryKind::Value || !e.expr) fail(at, "a pattern value lift cannot express");
        Item item;
        item.expr = e.expr;
        run.stack.push_back(std::move(item));
    }
}

void MatchReader::follow_fail(Index target, std::vector<Item> stack, CaseAttempt& c) {
    Index p = target;
    std::size_t depth = stack.size();
    std::vector<Index> chain;
    for (int guard = 0; guard < 4096; ++guard) {
        if (p >= in_.size()) fail(target, "a failing test that leaves the code");
        if (depth > c.level && in_[p].op == Op::PopTop) {
            chain.push_back(p);
            --depth;
            ++p;
            continue;
        }
        if (depth > c.level && in_[p].op == Op::Jump) {
            chain.push_back(p);
            p = jump_target_index(p);
            continue;
        }
        break;
    }
    c.consumed.insert(chain.begin(), chain.end());
    if (depth == c.level) {
        c.case_fails.push_back(p);
        c.raw_fails.push_back(target);
        return;
    }
    // Not all popped: the next alternative of an or-pattern whose subject is on top.
    const Item& top = stack[depth - 1];
    if (top.kind != ItemKind::Node || !is_copy1(p)) fail(target, "a failing test that goes on into no pattern");
    auto [it, inserted] = c.frames.try_emplace(top.node);
    OrFrame& frame = it->second;
    if (inserted) {
        frame.subject = top.node;
        c.frame_order.push_back(top.node);
    }
    if (frame.closed) fail(target, "an or-pattern alternative after its join");
    for (const PendingAlternative& alternative : frame.pending)
        if (canonical(alternative.pos) == canonical(p)) return;
    stack.resize(depth);
    frame.pending.push_back({p, std::move(stack)});
}

void MatchReader::conditional(Index i, Run& run, CaseAttempt& c) {
    const NormalizedInstruction& in = in_[i];
    if (run.stack.empty()) fail(i, "a test without a value");
    Item tested = run.stack.back();
    run.stack.pop_back();
    PatternTest test;
    bool jump_fails = true;
    switch (in.op) {
    case Op::PopJumpIfFalse:
    case Op::PopJumpIfTrue:
        if (tested.kind != ItemKind::Test) fail(i, "a jump on something no pattern tests");
        test = *tested.test;
        jump_fails = in.op == Op::PopJumpIfFalse;
        break;
    case Op::PopJumpIfNone:
    case Op::PopJumpIfNotNone:
        if (tested.kind == ItemKind::Tuple) {
            test.kind = PatternTest::Kind::TupleMatched;
            test.node = tested.node;
            jump_fails = in.op == Op::PopJumpIfNone;
        } else if (tested.kind == ItemKind::Node) {
            test.kind = PatternTest::Kind::Singleton;
            test.node = tested.node;
            test.singleton = std::get<Constant>(none_constant()->node).value;
            jump_fails = in.op == Op::PopJumpIfNotNone;
        } else {
            fail(i, "a None test on something no pattern tests");
        }
        break;
    default: fail(i, "a conditional jump no pattern uses");
    }
    Index jump = jump_target_index(i);
    Index through = i + 1;
    ++c.tests;
    follow_fail(jump_fails ? jump : through, run.stack, c);
    apply(test, i);
    run.pos = jump_fails ? through : jump;
}

OrFrame* MatchReader::innermost_open_frame(const Run& run, CaseAttempt& c) {
    for (auto it = run.stack.rbegin(); it != run.stack.rend(); ++it) {
        if (it->kind != ItemKind::Node) continue;
        auto f = c.frames.find(it->node);
        if (f != c.frames.end() && !f->second.closed) return &f->second;
    }
    return nullptr;
}

void MatchReader::close_frame(OrFrame& frame, Run& run, Index target, CaseAttempt& c) {
    PartNode* first = latest_copy(run, frame.subject);
    if (!first) fail(run.pos, "an or-pattern without its first alternative");
    frame.subject->alternatives = {first};
    std::vector<Item> merged = run.stack;
    const Index join = canonical(target);
    while (frame.processed < frame.pending.size()) {
        PendingAlternative next = frame.pending[frame.processed++];
        Run alternative;
        alternative.pos = next.pos;
        alternative.stack = std::move(next.stack);
        alternative.alternative_of = frame.subject;
        alternative.join = join;
        if (execute(alternative, c) != Stop::AlternativeEnd || canonical(alternative.pos) != join)
            fail(next.pos, "an or-pattern alternative that does not join the others");
        PartNode* copy = latest_copy(alternative, frame.subject);
        if (!copy) fail(next.pos, "an or-pattern alternative without its copy");
        frame.subject->alternatives.push_back(copy);
        if (alternative.stack.size() != merged.size()) fail(next.pos, "or-pattern alternatives binding different names");
        for (std::size_t k = 0; k < merged.size(); ++k) {
            Item& a = merged[k];
            const Item& b = alternative.stack[k];
            if (same_item(a, b)) continue;
            bool a_names = a.kind == ItemKind::Node || a.kind == ItemKind::Merged;
            bool b_names = b.kind == ItemKind::Node || b.kind == ItemKind::Merged;
            if (!a_names || !b_names) fail(next.pos, "or-pattern alternatives that leave different values");
            if (a.kind == ItemKind::Node) a.merged = {a.node};
            a.kind = ItemKind::Merged;
            a.node = nullptr;
            if (b.kind == ItemKind::Node) a.merged.push_back(b.node);
            else a.merged.insert(a.merged.end(), b.merged.begin(), b.merged.end());
        }
    }
    frame.closed = true;
    run.stack = std::move(merged);
    run.pos = target;
}

// 3.12+: when an or-pattern's join is a small block that ends the function, the compiler
// copies it into each alternative; every alternative then runs to the case's end on its own.
void MatchReader::finish_copied_joins(const Run& main, CaseAttempt& c) {
    for (std::size_t f = 0; f < c.frame_order.size(); ++f) {
        PartNode* subject = c.frame_order[f];
        OrFrame& frame = c.frames.at(subject);
        if (frame.closed) continue;
        PartNode* first = latest_copy(main, subject);
        if (!first) fail(main.pos, "an or-pattern whose alternatives never join");
        subject->alternatives = {first};
        while (frame.processed < frame.pending.size()) {
            PendingAlternative next = frame.pending[frame.processed++];
            Run alternative;
            alternative.pos = next.pos;
            alternative.stack = std::move(next.stack);
            alternative.alternative_of = subject;
            if (execute(alternative, c) != Stop::Level || !equivalent(alternative.pos, main.pos))
                fail(next.pos, "or-pattern alternatives that end differently");
            PartNode* copy = latest_copy(alternative, subject);
            if (!copy) fail(next.pos, "an or-pattern alternative without its copy");
            subject->alternatives.push_back(copy);
        }
        frame.closed = true;
    }
}

Stop MatchReader::execute(Run& run, CaseAttempt& c) {
    auto& stack = run.stack;
    for (int guard = 0; guard < 100000; ++guard) {
        if (run.started && stack.size() == c.level) return Stop::Level;
        if (run.started && run.join && run.pos == *run.join) return Stop::AlternativeEnd;
        const Index i = run.pos;
        if (i >= in_.size()) fail(i, "pattern code that leaves the code");
        const NormalizedInstruction& in = in_[i];
        run.started = true;
        c.consumed.insert(i);
        auto top = [&](std::size_t depth) -> Item& {
            if (depth == 0 || depth > stack.size()) fail(i, "pattern code below its stack");
            return stack[stack.size() - depth];
        };
        auto pop = [&] {
            Item item = top(1);
            stack.pop_back();
            return item;
        };
        auto push_test = [&](PatternTest::Kind kind, PartNode* node) {
            auto test = std::make_shared<PatternTest>();
            test->kind = kind;
            test->node = node;
            Item t = Item::of(ItemKind::Test);
            t.test = test;
            stack.push_back(std::move(t));
            return test;
        };
        auto node_of = [&](const Item& item) {
            if (item.kind != ItemKind::Node) fail(i, "a pattern test on something no pattern has");
            return item.node;
        };
        // The node that holds the items a subscript or a length taken from `n` (or a copy of it) refers to.
        auto holder = [&](PartNode* n) {
            while (n->kind == PartNode::Kind::Unknown && n->alias_of) n = n->alias_of;
            return n;
        };
        ++run.pos;
        switch (in.op) {
        case Op::Copy: {
            Item copy = top(std::size_t(std::max(in.arg, 0)));
            if (copy.kind == ItemKind::Node) {
                PartNode* alias = c.new_node();
                alias->alias_of = copy.node;
                copy.node->copies.push_back(alias);
                run.copies.push_back({copy.node, alias});
                copy.node = alias;
            } else if (copy.kind == ItemKind::Merged || copy.kind == ItemKind::Test) {
                fail(i, "a copy pattern code never makes");
            }
            stack.push_back(std::move(copy));
            break;
        }
        case Op::Swap: std::swap(top(1), top(std::size_t(std::max(in.arg, 0)))); break;
        case Op::PopTop: {
            Item dropped = pop();
            if (dropped.kind == ItemKind::Test) fail(i, "a test dropped unused");
            if (dropped.kind == ItemKind::Node) dropped.node->popped = true;
            break;
        }
        case Op::StoreFast:
        case Op::StoreName:
        case Op::StoreGlobal:
        case Op::StoreDeref: {
            Item value = pop();
            if (value.kind == ItemKind::Node) add_name(value.node, in.name, i);
            else if (value.kind == ItemKind::Merged)
                for (PartNode* n : value.merged) add_name(n, in.name, i);
            else if (value.kind == ItemKind::Rest) {
                if (value.node->rest && *value.node->rest != in.name) fail(i, "two rests for one mapping");
                value.node->rest = in.name;
            } else {
                fail(i, "a store of something no pattern captures");
            }
            break;
        }
        case Op::MatchSequence: push_test(PatternTest::Kind::IsSequence, node_of(top(1))); break;
        case Op::MatchMapping: push_test(PatternTest::Kind::IsMapping, node_of(top(1))); break;
        case Op::GetLen: stack.push_back(Item::of(ItemKind::Length, node_of(top(1)))); break;
        case Op::MatchKeys: {
            Item& keys = top(1);
            PartNode* mapping = node_of(top(2));
            if (mapping->kind != PartNode::Kind::Mapping || mapping->has_keys) fail(i, "MATCH_KEYS outside a mapping");
            std::vector<ExprPtr> list;
            if (keys.kind != ItemKind::Expr) fail(i, "MATCH_KEYS without its keys");
            if (auto* constant = std::get_if<Constant>(&keys.expr->node);
                constant && constant->value && constant->value->kind == ObjectKind::Tuple) {
                for (const ObjectPtr& key : constant->value->items) list.push_back(make_constant(key));
            } else if (auto* tuple = std::get_if<ast::Tuple>(&keys.expr->node)) {
                list = tuple->elts;
            } else {
                fail(i, "MATCH_KEYS without a tuple of keys");
            }
            mapping->has_keys = true;
            mapping->keys = list;
            keys.kind = ItemKind::Keys;
            keys.keys = list;
            keys.expr = nullptr;
            stack.push_back(Item::of(ItemKind::Tuple, mapping));
            break;
        }
        case Op::MatchClass: {
            Item names = pop();
            Item cls = pop();
            PartNode* subject = node_of(pop());
            auto* constant = names.kind == ItemKind::Expr ? std::get_if<Constant>(&names.expr->node) : nullptr;
            if (!constant || !constant->value || constant->value->kind != ObjectKind::Tuple || cls.kind != ItemKind::Expr)
                fail(i, "MATCH_CLASS without its class and names");
            if (subject->kind != PartNode::Kind::Unknown) fail(i, "a class pattern on a value already matched");
            subject->kind = PartNode::Kind::Class;
            subject->cls = cls.expr;
            subject->positional = in.arg;
            for (const ObjectPtr& name : constant->value->items) {
                if (!name || name->kind != ObjectKind::Str) fail(i, "a class pattern keyword that is no name");
                subject->keyword_names.push_back(name->text);
            }
            stack.push_back(Item::of(ItemKind::Tuple, subject));
            break;
        }
        case Op::CopyDictWithoutKeys: {
            if (top(1).kind != ItemKind::Keys) fail(i, "COPY_DICT_WITHOUT_KEYS without keys");
            PartNode* mapping = node_of(top(2));
            top(1) = Item::of(ItemKind::Rest, mapping);
            break;
        }
        case Op::BuildMap:
            if (in.arg != 0) fail(i, "a dict built inside a pattern");
            stack.push_back(Item::of(ItemKind::EmptyMap));
            break;
        case Op::DictUpdate: {
            PartNode* mapping = node_of(pop());
            Item& target = top(std::size_t(std::max(in.arg, 0)));
            if (target.kind != ItemKind::EmptyMap || mapping->kind != PartNode::Kind::Mapping)
                fail(i, "a dict update no mapping pattern makes");
            target = Item::of(ItemKind::Rest, mapping);
            break;
        }
        case Op::DeleteSubscript: {
            Item key = pop();
            Item container = pop();
            if (key.kind != ItemKind::Key || container.kind != ItemKind::Rest) fail(i, "a deletion no pattern makes");
            break;
        }
        case Op::UnpackSequence:
        case Op::UnpackEx: {
            Item source = pop();
            int before = in.arg, after = 0, count = in.arg;
            if (in.op == Op::UnpackEx) {
                before = in.arg & 0xFF;
                after = (in.arg >> 8) & 0xFF;
                count = before + 1 + after;
            }
            if (source.kind == ItemKind::Keys) {
                if (in.op != Op::UnpackSequence || std::size_t(count) != source.keys.size())
                    fail(i, "an unpacking of a mapping pattern's keys");
                for (int k = count - 1; k >= 0; --k) stack.push_back(Item::of(ItemKind::Key));
                break;
            }
            PartNode* parent = nullptr;
            if (source.kind == ItemKind::Node && source.node->kind == PartNode::Kind::Sequence) {
                parent = source.node;
            } else if (source.kind == ItemKind::Tuple && in.op == Op::UnpackSequence) {
                parent = source.node;
            } else {
                fail(i, "an unpacking no pattern makes");
            }
            if (parent->unpacked || !parent->subscripted.empty()) fail(i, "a pattern's items taken twice");
            parent->unpacked = true;
            parent->star = in.op == Op::UnpackEx ? before : -1;
            for (int k = 0; k < count; ++k) {
                PartNode* child = c.new_node();
                child->is_star = k == parent->star;
                parent->children.push_back(child);
            }
            for (int k = count - 1; k >= 0; --k) stack.push_back(Item::of_node(parent->children[std::size_t(k)]));
            break;
        }
        case Op::Subscript: {
            Item index = pop();
            Item container = pop();
            PartNode* parent = nullptr;
            std::int64_t position = 0;
            if (container.kind == ItemKind::Node) {
                parent = holder(container.node);
                if (parent->kind != PartNode::Kind::Sequence) fail(i, "a subscript of no sequence pattern");
                if (index.kind == ItemKind::Position && holder(index.node) == parent) {
                    position = index.number;
                } else if (auto v = constant_int(index.kind == ItemKind::Expr ? index.expr : nullptr); v && *v >= 0) {
                    position = *v;
                } else {
                    fail(i, "a subscript no sequence pattern makes");
                }
            } else if (container.kind == ItemKind::Tuple) {
                parent = container.node;
                auto v = constant_int(index.kind == ItemKind::Expr ? index.expr : nullptr);
                if (!v || *v < 0) fail(i, "a subscript no pattern makes");
                position = *v;
            } else {
                fail(i, "a subscript inside a pattern");
            }
            if (parent->unpacked || parent->subscripted.count(position)) fail(i, "a pattern's item taken twice");
            PartNode* child = c.new_node();
            parent->subscripted[position] = child;
            stack.push_back(Item::of_node(child));
            break;
        }
        case Op::BinaryOp: {
            if (stack.size() >= 2 && top(2).kind == ItemKind::Length && in.arg == int(BinaryOperator::Sub)) {
                auto v = constant_int(top(1).kind == ItemKind::Expr ? top(1).expr : nullptr);
                if (!v || *v <= 0) fail(i, "an index from the end no pattern makes");
                PartNode* n = top(2).node;
                stack.pop_back();
                stack.pop_back();
                Item index = Item::of(ItemKind::Position, n);
                index.number = -*v;
                stack.push_back(std::move(index));
                break;
            }
            value_op(in, i, run);
            break;
        }
        case Op::CompareOp: {
            Item right = pop();
            Item left = pop();
            if (right.kind != ItemKind::Expr) fail(i, "a comparison no pattern makes");
            if (left.kind == ItemKind::Node && in.arg == int(CompareOperator::Eq)) {
                push_test(PatternTest::Kind::ValueEq, left.node)->value = right.expr;
            } else if (left.kind == ItemKind::Length &&
                       (in.arg == int(CompareOperator::Eq) || in.arg == int(CompareOperator::GtE))) {
                auto v = constant_int(right.expr);
                if (!v) fail(i, "a length test against no number");
                auto test = push_test(in.arg == int(CompareOperator::Eq) ? PatternTest::Kind::LengthEq
                                                                          : PatternTest::Kind::LengthGe,
                                      left.node);
                test->number = *v;
            } else {
                fail(i, "a comparison no pattern makes");
            }
            break;
        }
        case Op::IsOp: {
            Item right = pop();
            Item left = pop();
            if (right.kind != ItemKind::Expr || !is_singleton_constant(right.expr)) fail(i, "an `is` no pattern makes");
            ObjectPtr value = std::get<Constant>(right.expr->node).value;
            if (left.kind == ItemKind::Node && in.arg == 0) {
                push_test(PatternTest::Kind::Singleton, left.node)->singleton = value;
            } else if (left.kind == ItemKind::Tuple && in.arg == 1 && value->kind == ObjectKind::None) {
                push_test(PatternTest::Kind::TupleMatched, left.node);
            } else {
                fail(i, "an `is` no pattern makes");
            }
            break;
        }
        case Op::LoadConst:
        case Op::LoadBuiltin:
        case Op::LoadName:
        case Op::LoadFast:
        case Op::LoadDeref:
        case Op::LoadClassDeref:
        case Op::UnaryOp:
        case Op::BuildTuple:
            value_op(in, i, run);
            break;
        case Op::LoadGlobal:
        case Op::LoadAttr:
            if (in.arg != 0) fail(i, "a method load inside a pattern");
            value_op(in, i, run);
            break;
        case Op::PopJumpIfFalse:
        case Op::PopJumpIfTrue:
        case Op::PopJumpIfNone:
        case Op::PopJumpIfNotNone: conditional(i, run, c); break;
        case Op::Jump: {
            // The end of an or-pattern's alternative: the innermost one still open.
            OrFrame* frame = innermost_open_frame(run, c);
            if (!frame) fail(i, "a jump inside pattern code");
            Index target = jump_target_index(i);
            if (run.alternative_of && frame->subject == run.alternative_of) {
                run.pos = target;
                return Stop::AlternativeEnd;
            }
            run.pos = i;
            close_frame(*frame, run, target, c);
            break;
        }
        default: fail(i, std::string("an instruction no pattern has: ") + op_name(in.op));
        }
    }
    fail(run.pos, "pattern code too long");
}

// ---- rebuilding the pattern ----------------------------------------------------------------------

bool MatchReader::is_wildcard(const PatternPtr& p) {
    auto* as = p ? std::get_if<MatchAs>(&p->node) : nullptr;
    return as && !as->pattern && !as->name;
}

PatternPtr MatchReader::structural(PartNode* n, Index at) {
    using Kind = PartNode::Kind;
    auto child = [&](PartNode* c) { return build(c, at); };
    auto wildcard = [] { return pattern(MatchAs{nullptr, std::nullopt}); };
    switch (n->kind) {
    case Kind::Unknown:
        if (n->unpacked || !n->subscripted.empty() || n->has_keys) fail(at, "items of a value never tested");
        return nullptr;
    case Kind::Value: return pattern(MatchValue{n->value});
    case Kind::Singleton: return pattern(MatchSingleton{n->singleton});
    case Kind::Sequence: {
        std::vector<PatternPtr> items;
        if (n->unpacked) {
            const auto count = std::int64_t(n->children.size());
            if (n->star < 0) {
                if (n->length_eq != count || n->length_ge) fail(at, "a sequence pattern of the wrong length");
            } else if (count > 1 ? (n->length_ge != count - 1 || n->length_eq)
                                 : (n->length_eq || n->length_ge)) {
                fail(at, "a starred sequence pattern of the wrong length");
            }
            for (PartNode* c : n->children) items.push_back(child(c));
            return pattern(MatchSequence{items});
        }
        if (n->length_eq) {
            if (!n->subscripted.empty() || *n->length_eq < 0 || *n->length_eq > 100000)
                fail(at, "a sequence pattern read by subscripts without a star");
            for (std::int64_t k = 0; k < *n->length_eq; ++k) items.push_back(wildcard());
            return pattern(MatchSequence{items});
        }
        std::int64_t fixed = n->length_ge.value_or(0);
        if (!n->length_ge && !n->subscripted.empty()) fail(at, "a sequence pattern without its length test");
        if (n->length_ge && fixed < 1) fail(at, "a starred sequence pattern of the wrong length");
        std::int64_t before = 0, after = 0;
        for (const auto& [index, c] : n->subscripted) {
            if (index >= 0) before = std::max(before, index + 1);
            else after = std::max(after, -index);
        }
        if (before + after > fixed || fixed > 100000) fail(at, "a starred sequence pattern of the wrong length");
        auto item = [&](std::int64_t index) {
            auto it = n->subscripted.find(index);
            return it == n->subscripted.end() ? wildcard() : child(it->second);
        };
        for (std::int64_t k = 0; k < before; ++k) items.push_back(item(k));
        for (std::int64_t k = before + after; k < fixed; ++k) items.push_back(wildcard());
        items.push_back(pattern(MatchStar{std::nullopt}));
        for (std::int64_t k = after; k > 0; --k) items.push_back(item(-k));
        return pattern(MatchSequence{items});
    }
    case Kind::Mapping: {
        MatchMapping m;
        if (!n->has_keys) {
            if (n->length_ge || n->rest || n->unpacked || !n->subscripted.empty())
                fail(at, "a mapping pattern without MATCH_KEYS");
            return pattern(std::move(m));
        }
        const auto size = std::int64_t(n->keys.size());
        if (!n->tuple_checked || (size > 0 ? n->length_ge != size : bool(n->length_ge)))
            fail(at, "a mapping pattern with the wrong checks");
        m.keys = n->keys;
        for (std::int64_t k = 0; k < size; ++k) {
            if (n->unpacked) {
                if (n->children.size() != n->keys.size()) fail(at, "a mapping pattern's values miscounted");
                m.patterns.push_back(child(n->children[std::size_t(k)]));
            } else {
                auto it = n->subscripted.find(k);
                m.patterns.push_back(it == n->subscripted.end() ? wildcard() : child(it->second));
            }
        }
        for (const auto& [index, c] : n->subscripted)
            if (index < 0 || index >= size) fail(at, "a mapping pattern's value out of range");
        m.rest = n->rest;
        return pattern(std::move(m));
    }
    case Kind::Class: {
        MatchClass m;
        m.cls = n->cls;
        const std::size_t total = std::size_t(n->positional) + n->keyword_names.size();
        if (!n->tuple_checked || n->positional < 0) fail(at, "a class pattern with the wrong checks");
        if (n->unpacked && n->children.size() != total) fail(at, "a class pattern's attributes miscounted");
        for (const auto& [index, c] : n->subscripted)
            if (index < 0 || std::size_t(index) >= total) fail(at, "a class pattern's attribute out of range");
        for (std::size_t k = 0; k < total; ++k) {
            PatternPtr p;
            if (n->unpacked) {
                p = child(n->children[k]);
            } else {
                auto it = n->subscripted.find(std::int64_t(k));
                p = it == n->subscripted.end() ? wildcard() : child(it->second);
            }
            if (k < std::size_t(n->positional)) {
                m.patterns.push_back(p);
            } else {
                m.kwd_attrs.push_back(n->keyword_names[k - std::size_t(n->positional)]);
                m.kwd_patterns.push_back(p);
            }
        }
        return pattern(std::move(m));
    }
    }
    return nullptr;
}

PatternPtr MatchReader::build(PartNode* n, Index at, bool case_copy) {
    PatternPtr own = structural(n, at);
    std::vector<PatternPtr> copied;
    bool copy_dropped = false;  // `_ as name`: a copy the code dropped as it is
    for (PartNode* copy : n->copies) {
        if (std::find(n->alternatives.begin(), n->alternatives.end(), copy) != n->alternatives.end()) continue;
        PatternPtr p = build(copy, at);
        if (!is_wildcard(p)) copied.push_back(p);
        else if (copy->popped && copy->copies.empty()) copy_dropped = true;
    }
    PatternPtr either;
    if (!n->alternatives.empty()) {
        std::vector<PatternPtr> alternatives;
        for (PartNode* a : n->alternatives) alternatives.push_back(build(a, at));
        either = pattern(MatchOr{alternatives});
    }
    if (int(bool(own)) + int(bool(either)) + int(copied.size()) > 1) fail(at, "two patterns for one value");
    PatternPtr inner = own ? own : either ? either : copied.empty() ? nullptr : copied[0];
    // A copy carries a pattern only for `as` (the original is then stored) or for the case itself.
    if (!copied.empty() && n->names.empty() && !case_copy) fail(at, "a copy of a value matched without `as`");
    if (n->is_star) {
        if (inner) fail(at, "a pattern on a starred item");
        return pattern(MatchStar{n->names.empty() ? std::nullopt : std::optional<std::string>(n->names[0])});
    }
    if (!n->names.empty()) {
        if (!inner && copy_dropped) inner = pattern(MatchAs{nullptr, std::nullopt});
        return pattern(MatchAs{inner, n->names[0]});
    }
    return inner ? inner : pattern(MatchAs{nullptr, std::nullopt});
}

// ---- cases ----------------------------------------------------------------------------------------

bool MatchReader::read_guard(Index p, Condition& condition) {
    int b = block_of(p);
    if (b < 0 || !is_conditional(s_.last(b).op) || s_.last(b).op == Op::JumpIfFalseOrPop ||
        s_.last(b).op == Op::JumpIfTrueOrPop)
        return false;
    std::vector<Index> added;
    for (Index k = block_begin(b); k < p; ++k)
        if (s_.skip_.insert(k).second) added.push_back(k);
    bool ok = false;
    try {
        SymbolicStack stack;
        Body out;
        s_.lift_block(b, stack, out);
        if (out.empty() && stack.size() == 1) {
            ExprPtr value = s_.lifter_.as_expression(stack.back(), s_.last(b).offset);
            condition = s_.read_condition(b, value, {});
            ok = true;
        }
    } catch (const LiftError&) {
        ok = false;
    }
    for (Index k : added) s_.skip_.erase(k);
    return ok;
}

MatchCasePlan MatchReader::read_case(Index pos, bool copied) {
    // (`case _ if guard:` before a last `case _:` is the one that does: the wildcard drops the subject.)
    const bool drops_subject = !copied && pos < in_.size() && in_[pos].op == Op::PopTop;
    CaseAttempt c;
    c.level = copied ? 1 : 0;
    PartNode* subject = c.new_node();
    Run main;
    main.pos = pos;
    main.stack = {Item::of_node(subject)};
    if (copied && !is_copy1(pos)) fail(pos, "no copy of the subject");
    if (execute(main, c) != Stop::Level) fail(pos, "a case that ends inside an or-pattern");
    finish_copied_joins(main, c);
    MatchCasePlan plan;
    plan.copied = copied;
    // Every failing test must go on where the next case starts.
    for (Index f : c.case_fails) {
        if (!plan.fail) plan.fail = canonical(f);
        else if (!equivalent(*plan.fail, f)) fail(f, "failing tests that go on in different places");
    }
    plan.raw_fails = c.raw_fails;
    plan.chain_ends = c.case_fails;
    plan.tests = c.tests > 0;
    Index p = main.pos;
    Condition guard;
    if (!copied && plan.fail && canonical(p) == *plan.fail) {
        plan.body.reset();  // an empty body (or one under `if False`: the same code)
    } else if (copied && plan.fail && canonical(p) == *plan.fail) {
        // `case P if False:` - the compiler drops the guard and the body it never runs.
        static const ObjectPtr false_object = [] {
            auto o = std::make_shared<Object>();
            o->kind = ObjectKind::False;
            return o;
        }();
        plan.guard = make_constant(false_object);
        plan.body.reset();
    } else if (copied && p < in_.size() && in_[p].op == Op::PopTop) {
        c.consumed.insert(p);
        plan.body = p + 1;
    } else if (read_guard(p, guard)) {
        Index false_side = block_begin(guard.when_false), true_side = block_begin(guard.when_true);
        // The guard's test may jump to the next case when true (`if not x`): the body is the other side.
        bool swap = plan.fail ? !equivalent(*plan.fail, false_side) && equivalent(*plan.fail, true_side)
                              : false_side < true_side;
        if (swap) {
            std::swap(false_side, true_side);
            guard.test = negate(guard.test);
        }
        if (plan.fail && !equivalent(*plan.fail, false_side)) {
            if (copied) fail(p, "a guard that does not fail to the next case");
            plan.body = p;  // no guard: the body starts with a condition of its own
        } else {
            if (!plan.fail) plan.fail = canonical(false_side);
            plan.raw_fails.push_back(false_side);
            plan.guard = guard.test;
            plan.guard_blocks = guard.blocks;
            plan.body = true_side;
            if (copied) {
                if (in_[true_side].op != Op::PopTop) fail(p, "a guarded case that keeps its subject");
                c.consumed.insert(true_side);
                plan.body = true_side + 1;
            }
        }
    } else {
        if (copied) fail(p, "a copied case that does not drop its subject");
        plan.body = p;
    }
    if (copied && !plan.fail) fail(pos, "a copied case that never fails");
    plan.pattern = build(subject, pos, copied);
    if (!copied && is_wildcard(plan.pattern) && !plan.guard) fail(pos, "a last case that matches everything");
    if (drops_subject && !plan.guard) fail(pos, "a case that starts by dropping the subject");
    plan.consumed = std::move(c.consumed);
    return plan;
}

// `case _ if guard:` before other cases: the compiler drops the copy of the subject the
// wildcard would pop, so the guard runs with the subject below it and the body pops it.
MatchCasePlan MatchReader::read_bare_guard_case(Index pos) {
    Condition guard;
    if (!read_guard(pos, guard)) fail(pos, "no guard");
    Index body = block_begin(guard.when_true), next = block_begin(guard.when_false);
    bool body_pops = in_[body].op == Op::PopTop, next_pops = in_[next].op == Op::PopTop;
    if (!body_pops && !next_pops) fail(pos, "a guard whose body keeps the subject");
    ExprPtr test = guard.test;
    if (!body_pops || (next_pops && next < body)) {
        std::swap(body, next);
        test = negate(test);
    }
    if (body < pos || next < pos) fail(pos, "a guard that jumps back");
    MatchCasePlan plan;
    plan.copied = true;
    plan.pattern = pattern(MatchAs{nullptr, std::nullopt});
    plan.guard = test;
    plan.guard_blocks = guard.blocks;
    plan.consumed = {body};
    plan.body = body + 1;
    plan.fail = canonical(next);
    plan.raw_fails = {next};
    return plan;
}

bool MatchReader::read_cases(Index pos, std::vector<MatchCasePlan>& cases, int depth) {
    if (depth > 2000) return false;
    if (is_copy1(pos)) {
        try {
            MatchCasePlan plan = read_case(pos, true);
            Index next = *plan.fail;
            cases.push_back(std::move(plan));
            if (read_cases(next, cases, depth + 1)) return true;
            cases.pop_back();
        } catch (const NotAPattern& e) {
            if (trace_match()) std::fprintf(stderr, "match: copied case at offset %u: %s (at %u)\n", in_[pos].offset, e.what(), e.offset());
        }
    }
    try {
        MatchCasePlan plan = read_bare_guard_case(pos);
        Index next = *plan.fail;
        cases.push_back(std::move(plan));
        if (read_cases(next, cases, depth + 1)) return true;
        cases.pop_back();
    } catch (const NotAPattern& e) {
        if (trace_match()) std::fprintf(stderr, "match: `case _ if` at offset %u: %s (at %u)\n", in_[pos].offset, e.what(), e.offset());
    }
    try {
        cases.push_back(read_case(pos, false));
        return true;
    } catch (const NotAPattern& e) {
        if (trace_match()) std::fprintf(stderr, "match: last case at offset %u: %s (at %u)\n", in_[pos].offset, e.what(), e.offset());
        return false;
    }
}

MatchPlan MatchReader::read(Index start) {
    MatchPlan plan;
    plan.start = start;
    if (!read_cases(start, plan.cases, 0)) fail(start, "pattern code glassbox cannot read");
    const MatchCasePlan& first = plan.cases.front();
    // A case that tests nothing and keeps no copy of the subject is plain stores and an `if`
    // (`a = b = v`, `if g:`): the same code, written the plain way.
    if (plan.cases.size() == 1 && !first.copied && !first.tests) fail(start, "an irrefutable single case (plain code)");
    // Where the cases join: the jump that ends a body, just before the failing tests' POP_TOPs.
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
        if (before < body || c.consumed.count(before) || !reaches(body, before, *after_body)) continue;
        Index target = *after_body;  // the body falls into the code after the statement
        if (in_[before].op == Op::Jump) {
            target = jump_target_index(before);
            if (loop_ && block_of(target) == loop_->header) continues = true;
            if (target <= *after_body) continue;  // back to a loop's header: a continue
        } else if (!to_next || is_control(in_[before].op) || in_[before].op == Op::Return ||
                   in_[before].op == Op::Raise || in_[before].op == Op::Reraise) {
            continue;
        }
        int tb = block_of(target);
        if (loop_ && (tb == loop_->header || tb == loop_->exit)) continue;
        if (trace_match())
            std::fprintf(stderr, "match: case body at offset %u joins at offset %u\n", in_[body].offset,
                         in_[target].offset);
        if (plan.end && *plan.end != target) fail(before, "cases that join in different places");
        plan.end = target;
    }
    const std::optional<Index> no_match = plan.cases.back().copied ? std::nullopt : plan.cases.back().fail;
    if (!plan.end && continues && no_match && canonical(*no_match) != block_begin(loop_->header)) {
        // The cases' join is the loop's next iteration (the compiler threads the jumps there):
        // what runs when none matches is `case _:`, or code after the statement - the same code.
        plan.default_start = no_match;
        plan.after = block_begin(loop_->header);
        return plan;
    }
    if (plan.end) {
        if (no_match && canonical(*no_match) != canonical(*plan.end)) {
            if (*no_match > *plan.end) fail(*no_match, "a default case after the join");
            plan.default_start = no_match;
        }
        plan.after = plan.end;
    } else {
        // No body reaches a join: what runs when no case matches is the code after the statement.
        plan.after = no_match;
        // Unless that is a `return None` several paths reach, or one jump: the compiler copies an
        // implicit one to each (in place of the jump), so this one was written (as `case _:` or
        // after the statement: the same code).
        int nb = no_match ? block_of(*no_match) : -1;
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
    return plan;
}

// ---- the walk's hook -----------------------------------------------------------------------------

bool Structurer::try_match(int b, Loop* loop, SymbolicStack& stack, Body& out, int& next) {
    if (!cfg_.code || !cfg_.code->decoded) return false;
    MatchReader reader(*this, loop);
    auto candidates = reader.candidates(b);
    if (candidates.empty()) return false;
    std::optional<MatchPlan> plan;
    std::optional<NotAPattern> strong_failure;
    SymbolicStack lifted;
    Body before;
    for (const auto& [start, strong] : candidates) {
        try {
            MatchPlan read;
            try {
                read = reader.read(start);
            } catch (const NotAPattern&) {
                throw;
            } catch (const LiftError& e) {
                throw NotAPattern(e.offset(), e.what());
            }
            // The statements before the subject, then the subject: a value of its own (not an
            // iterator or a with's exit kept on the stack, nor a value the code copied before).
            lifted = stack;
            before.clear();
            const BasicBlock& bb = block(b);
            try {
                for (std::size_t i = bb.begin; i < start; ++i)
                    if (!skip_.count(i)) lifter_.step(instructions_[i], lifted, before);
            } catch (const LiftError& e) {
                throw NotAPattern(e.offset(), std::string("the code before the subject: ") + e.what());
            }
            if (lifted.empty() || lifted.back().kind != EntryKind::Value)
                throw NotAPattern(instructions_[start].offset, "no subject on the stack");
            for (std::size_t k = 0; k + 1 < lifted.size(); ++k)
                if (lifted.back().copy_group && lifted[k].copy_group == lifted.back().copy_group)
                    throw NotAPattern(instructions_[start].offset, "a subject the code copied before");
            plan = std::move(read);
            break;
        } catch (const NotAPattern& e) {
            if (trace_match()) std::fprintf(stderr, "match: no match statement at %zu: %s\n", start, e.what());
            if (strong && !strong_failure) strong_failure = e;
        }
    }
    if (!plan) {
        if (strong_failure)
            throw LiftError(strong_failure->offset(), std::string("a match statement: ") + strong_failure->what());
        return false;
    }
    stack = std::move(lifted);
    out.insert(out.end(), before.begin(), before.end());
    for (std::size_t i = block(b).begin; i < plan->start; ++i) skip_.insert(i);
    const NormalizedInstruction& first = instructions_[plan->start];
    ExprPtr subject = lifter_.pop_expression(stack, first.offset);

    std::set<std::size_t> consumed;
    for (const MatchCasePlan& c : plan->cases) consumed.insert(c.consumed.begin(), c.consumed.end());
    skip_.insert(consumed.begin(), consumed.end());
    for (std::size_t k = 0; k < cfg_.blocks.size(); ++k) {
        const BasicBlock& kb = cfg_.blocks[k];
        if (kb.empty() || int(k) == b) continue;
        bool all = true;
        for (std::size_t i = kb.begin; i < kb.end && all; ++i) all = consumed.count(i) != 0;
        if (!all) continue;
        check_handler(int(k));
        emitted_[k] = true;
    }
    for (const MatchCasePlan& c : plan->cases)
        for (int g : c.guard_blocks) emitted_[std::size_t(g)] = true;

    auto block_at_index = [&](std::size_t i) {
        auto it = std::upper_bound(cfg_.blocks.begin(), cfg_.blocks.end(), i,
                                   [](std::size_t value, const BasicBlock& kb) { return value < kb.begin; });
        return int(std::distance(cfg_.blocks.begin(), it)) - 1;
    };
    const int end_block = plan->end ? block_at_index(*plan->end) : -1;
    Match statement{subject, {}};
    for (const MatchCasePlan& c : plan->cases) {
        SymbolicStack body_stack = stack;
        Body body;
        if (c.body) {
            int body_block = block_at_index(*c.body);
            if (body_block == b) emitted_[std::size_t(b)] = false;  // a body that starts in the same block
            walk(body_block, end_block, loop, body_stack, body, false);
        }
        statement.cases.push_back(MatchCase{c.pattern, c.guard, body});
    }
    // A last `case _ if guard:` needs the `case _:` after it, or it would compile as that default.
    const MatchCasePlan& last_case = plan->cases.back();
    const bool needs_default = !last_case.copied && last_case.guard && MatchReader::is_wildcard(last_case.pattern);
    if (plan->default_start || needs_default) {
        SymbolicStack body_stack = stack;
        Body body;
        if (plan->default_start) walk(block_at_index(*plan->default_start), end_block, loop, body_stack, body, false);
        statement.cases.push_back(MatchCase{pattern(MatchAs{nullptr, std::nullopt}), nullptr, body});
    }
    out.push_back(stmt(std::move(statement), first.line.value_or(0)));
    next = plan->after ? block_at_index(*plan->after) : -1;
    return true;
}

}  // namespace glassbox::structure_detail
