// Match statements, one case's pattern code (3.10+). Rather than matching every
// version's instruction templates (which the 3.11+ optimizers reorder: swaps
// folded into the order of stores, an or-pattern's join copied into each
// alternative), the code is run on a symbolic stack whose entries say which
// part of the subject they are: an item of a sequence, a value of a mapping,
// an attribute of a class pattern. The tests on the path where the pattern
// matches constrain those parts, the stores name them, and where a failing
// test goes (after its chain of POP_TOPs) shows the alternatives of an
// or-pattern; the pattern is rebuilt from what was found. Code that fits no
// pattern is reported as NotAPattern.
#include <algorithm>
#include <cstdlib>
#include <map>
#include <memory>
#include <optional>

#include "structure/match_parts.h"
#include "structure/match_reader.h"
#include "structure/structurer.h"

namespace glassbox::structure_detail {

namespace {

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
    PartNode* node = nullptr;         // Node; Length/Position/Tuple/Rest: the node they belong to
    std::vector<PartNode*> merged;    // Merged: one node per or-alternative, bound together
    ExprPtr expr;                     // Expr
    ExprList keys;        // Keys
    std::int64_t number = 0;          // Position: the (negative) index
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

enum class Stop { Level, AlternativeEnd, Failed };  // Failed: PatternReader::failure_ says why

// One case's pattern code being read.
struct CaseAttempt {
    std::size_t level = 0;  // stack depth (above the match's base) where the pattern is done
    std::vector<std::unique_ptr<PartNode>> nodes;
    std::map<PartNode*, OrFrame> frames;
    std::vector<PartNode*> frame_order;
    std::vector<Index> case_fails;     // where failing tests end up at the case's level
    std::set<Index> consumed;
    int tests = 0;                     // conditional jumps read

    PartNode* new_node() {
        nodes.push_back(std::make_unique<PartNode>());
        return nodes.back().get();
    }
};


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

class PatternReader {
public:
    PatternReader(const MatchCode& code, Lifter& lifter) : code_(code), in_(code.instructions()), lifter_(lifter) {}

    // The pattern at `pos` into `read`; what is wrong where there is none (or a throw, from deeper down).
    std::optional<NotAPattern> read(Index pos, bool copied, PatternRead& read);

private:
    [[noreturn]] void fail(Index at, const std::string& why) const { code_.fail(at, why); }
    // The common failures, of instructions no pattern has, stop execute() with Stop::Failed
    // rather than a throw (which costs tens of thousands of instructions; most code that
    // reaches the reader is ordinary code).
    Stop failed(NotAPattern why) {
        failure_ = std::move(why);
        return Stop::Failed;
    }
    Stop failed(Index at, const std::string& why) { return failed(code_.failure(at, why)); }
    Stop execute(Run& run, CaseAttempt& c);
    // execute() for an or-pattern's alternative, whose failure goes on as a throw.
    Stop execute_alternative(Run& run, CaseAttempt& c) {
        const Stop stop = execute(run, c);
        if (stop == Stop::Failed) throw *failure_;
        return stop;
    }
    void value_op(const NormalizedInstruction& in, Index at, Run& run);
    std::optional<NotAPattern> conditional(Index i, Run& run, CaseAttempt& c);
    void follow_fail(Index target, std::vector<Item> stack, CaseAttempt& c);
    OrFrame* innermost_open_frame(const Run& run, CaseAttempt& c);
    void close_frame(OrFrame& frame, Run& run, Index target, CaseAttempt& c);
    void finish_copied_joins(const Run& main, CaseAttempt& c);
    static PartNode* latest_copy(const Run& run, PartNode* of);
    void apply(const PatternTest& test, Index at);
    void add_name(PartNode* n, const std::string& name, Index at);

    const MatchCode& code_;
    const std::vector<NormalizedInstruction>& in_;
    Lifter& lifter_;
    std::optional<NotAPattern> failure_;  // why execute() stopped with Stop::Failed
};

// ---- instruction positions -------------------------------------------------------------------

NotAPattern MatchCode::failure(Index at, const std::string& why) const {
    return NotAPattern(at < in_.size() ? in_[at].offset : 0, why);
}

void MatchCode::fail(Index at, const std::string& why) const { throw failure(at, why); }

int MatchCode::block_of(Index i) const {
    const auto& blocks = cfg_.blocks;
    auto it = std::upper_bound(blocks.begin(), blocks.end(), i,
                               [](Index value, const BasicBlock& b) { return value < b.begin; });
    if (it == blocks.begin()) return -1;
    int b = int(std::distance(blocks.begin(), it)) - 1;
    return i < blocks[std::size_t(b)].end ? b : -1;
}

Index MatchCode::jump_target(Index i) const {
    int b = block_of(i);
    if (b >= 0)
        for (const Edge& e : cfg_.blocks[std::size_t(b)].successors)
            if (e.kind == EdgeKind::Jump || e.kind == EdgeKind::LoopExit) return block_begin(e.block);
    fail(i, "a jump without its target");
}

Index MatchCode::canonical(Index i) const {
    for (int guard = 0; guard < 16 && i < in_.size() && in_[i].op == Op::Jump; ++guard) i = jump_target(i);
    return i;
}

bool MatchCode::equivalent(Index a, Index b) const {
    a = canonical(a);
    b = canonical(b);
    for (int steps = 0; steps < 24; ++steps) {
        if (a == b) return true;
        if (a >= in_.size() || b >= in_.size()) return false;
        const NormalizedInstruction& x = in_[a];
        const NormalizedInstruction& y = in_[b];
        if (x.op != y.op || x.arg != y.arg || x.name != y.name || !same_constant(x.constant, y.constant))
            return false;
        if (leaves_code(x.op)) return true;
        if (is_control(x.op)) return false;
        a = canonical(a + 1);
        b = canonical(b + 1);
    }
    return false;
}

bool MatchCode::reaches(Index from, Index to, Index limit) const {
    int start = block_of(from), goal = block_of(to);
    if (start < 0 || goal < 0) return false;
    std::vector<int> work{start};
    IntSet seen{start};
    while (!work.empty()) {
        int x = work.back();
        work.pop_back();
        if (x == goal) return true;
        for (const Edge& e : cfg_.blocks[std::size_t(x)].successors) {
            if (e.kind == EdgeKind::Exception || seen.count(e.block)) continue;
            const BasicBlock& next = cfg_.blocks[std::size_t(e.block)];
            if (next.begin < from || next.begin >= limit) continue;
            seen.insert(e.block);
            work.push_back(e.block);
        }
    }
    return false;
}

// ---- running pattern code ----------------------------------------------------------------------

PartNode* PatternReader::latest_copy(const Run& run, PartNode* of) {
    for (auto it = run.copies.rbegin(); it != run.copies.rend(); ++it)
        if (it->first == of) return it->second;
    return nullptr;
}

void PatternReader::add_name(PartNode* n, const std::string& name, Index at) {
    if (std::find(n->names.begin(), n->names.end(), name) != n->names.end()) return;
    if (!n->names.empty()) fail(at, "two names for one value of a pattern");
    n->names.push_back(name);
}

void PatternReader::apply(const PatternTest& test, Index at) {
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

void PatternReader::value_op(const NormalizedInstruction& in, Index at, Run& run) {
    int pops = in.pops();
    if (pops < 0 || std::size_t(pops) > run.stack.size()) fail(at, "a value below the pattern's stack");
    SymbolicStack values;
    for (std::size_t k = run.stack.size() - std::size_t(pops); k < run.stack.size(); ++k) {
        if (run.stack[k].kind != ItemKind::Expr) fail(at, "an operator on a part of the subject");
        push_value(values, run.stack[k].expr);
    }
    run.stack.resize(run.stack.size() - std::size_t(pops));
    Body out;
    try {
        lifter_.step(in, values, out);
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

void PatternReader::follow_fail(Index target, std::vector<Item> stack, CaseAttempt& c) {
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
            p = code_.jump_target(p);
            continue;
        }
        break;
    }
    c.consumed.insert(chain.begin(), chain.end());
    if (depth == c.level) {
        c.case_fails.push_back(p);
        return;
    }
    // Not all popped: the next alternative of an or-pattern whose subject is on top.
    const Item& top = stack[depth - 1];
    if (top.kind != ItemKind::Node || !code_.is_copy1(p)) fail(target, "a failing test that goes on into no pattern");
    auto [it, inserted] = c.frames.try_emplace(top.node);
    OrFrame& frame = it->second;
    if (inserted) {
        frame.subject = top.node;
        c.frame_order.push_back(top.node);
    }
    if (frame.closed) fail(target, "an or-pattern alternative after its join");
    for (const PendingAlternative& alternative : frame.pending)
        if (code_.canonical(alternative.pos) == code_.canonical(p)) return;
    stack.resize(depth);
    frame.pending.push_back({p, std::move(stack)});
}

std::optional<NotAPattern> PatternReader::conditional(Index i, Run& run, CaseAttempt& c) {
    const NormalizedInstruction& in = in_[i];
    if (run.stack.empty()) return code_.failure(i, "a test without a value");
    Item tested = run.stack.back();
    run.stack.pop_back();
    PatternTest test;
    bool jump_fails = true;
    switch (in.op) {
    case Op::PopJumpIfFalse:
    case Op::PopJumpIfTrue:
        if (tested.kind != ItemKind::Test) return code_.failure(i, "a jump on something no pattern tests");
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
            return code_.failure(i, "a None test on something no pattern tests");
        }
        break;
    default: return code_.failure(i, "a conditional jump no pattern uses");
    }
    Index jump = code_.jump_target(i);
    Index through = i + 1;
    ++c.tests;
    follow_fail(jump_fails ? jump : through, run.stack, c);
    apply(test, i);
    run.pos = jump_fails ? through : jump;
    return std::nullopt;
}

OrFrame* PatternReader::innermost_open_frame(const Run& run, CaseAttempt& c) {
    for (auto it = run.stack.rbegin(); it != run.stack.rend(); ++it) {
        if (it->kind != ItemKind::Node) continue;
        auto f = c.frames.find(it->node);
        if (f != c.frames.end() && !f->second.closed) return &f->second;
    }
    return nullptr;
}

void PatternReader::close_frame(OrFrame& frame, Run& run, Index target, CaseAttempt& c) {
    PartNode* first = latest_copy(run, frame.subject);
    if (!first) fail(run.pos, "an or-pattern without its first alternative");
    frame.subject->alternatives = {first};
    std::vector<Item> merged = run.stack;
    const Index join = code_.canonical(target);
    while (frame.processed < frame.pending.size()) {
        PendingAlternative next = frame.pending[frame.processed++];
        Run alternative;
        alternative.pos = next.pos;
        alternative.stack = std::move(next.stack);
        alternative.alternative_of = frame.subject;
        alternative.join = join;
        if (execute_alternative(alternative, c) != Stop::AlternativeEnd || code_.canonical(alternative.pos) != join)
            fail(next.pos, "an or-pattern alternative that does not join the others");
        PartNode* copy = latest_copy(alternative, frame.subject);
        if (!copy) fail(next.pos, "an or-pattern alternative without its copy");
        frame.subject->alternatives.push_back(copy);
        if (alternative.stack.size() != merged.size())
            fail(next.pos, "or-pattern alternatives binding different names");
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
void PatternReader::finish_copied_joins(const Run& main, CaseAttempt& c) {
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
            if (execute_alternative(alternative, c) != Stop::Level || !code_.equivalent(alternative.pos, main.pos))
                fail(next.pos, "or-pattern alternatives that end differently");
            PartNode* copy = latest_copy(alternative, subject);
            if (!copy) fail(next.pos, "an or-pattern alternative without its copy");
            subject->alternatives.push_back(copy);
        }
        frame.closed = true;
    }
}

Stop PatternReader::execute(Run& run, CaseAttempt& c) {
    auto& stack = run.stack;
    for (int guard = 0; guard < 100000; ++guard) {
        if (run.started && stack.size() == c.level) return Stop::Level;
        if (run.started && run.join && run.pos == *run.join) return Stop::AlternativeEnd;
        const Index i = run.pos;
        if (i >= in_.size()) return failed(i, "pattern code that leaves the code");
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
                return failed(i, "a copy pattern code never makes");
            }
            stack.push_back(std::move(copy));
            break;
        }
        case Op::Swap: std::swap(top(1), top(std::size_t(std::max(in.arg, 0)))); break;
        case Op::PopTop: {
            Item dropped = pop();
            if (dropped.kind == ItemKind::Test) return failed(i, "a test dropped unused");
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
                if (value.node->rest && *value.node->rest != in.name) return failed(i, "two rests for one mapping");
                value.node->rest = in.name;
            } else {
                return failed(i, "a store of something no pattern captures");
            }
            break;
        }
        case Op::MatchSequence: push_test(PatternTest::Kind::IsSequence, node_of(top(1))); break;
        case Op::MatchMapping: push_test(PatternTest::Kind::IsMapping, node_of(top(1))); break;
        case Op::GetLen: stack.push_back(Item::of(ItemKind::Length, node_of(top(1)))); break;
        case Op::MatchKeys: {
            Item& keys = top(1);
            PartNode* mapping = node_of(top(2));
            if (mapping->kind != PartNode::Kind::Mapping || mapping->has_keys)
                return failed(i, "MATCH_KEYS outside a mapping");
            ExprList list;
            if (keys.kind != ItemKind::Expr) return failed(i, "MATCH_KEYS without its keys");
            if (auto* constant = std::get_if<Constant>(&keys.expr->node);
                constant && constant->value && constant->value->kind == ObjectKind::Tuple) {
                for (const ObjectPtr& key : constant->value->items) list.push_back(make_constant(key));
            } else if (auto* tuple = std::get_if<ast::Tuple>(&keys.expr->node)) {
                list = tuple->elts;
            } else {
                return failed(i, "MATCH_KEYS without a tuple of keys");
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
            if (!constant || !constant->value || constant->value->kind != ObjectKind::Tuple ||
                cls.kind != ItemKind::Expr)
                return failed(i, "MATCH_CLASS without its class and names");
            if (subject->kind != PartNode::Kind::Unknown)
                return failed(i, "a class pattern on a value already matched");
            subject->kind = PartNode::Kind::Class;
            subject->cls = cls.expr;
            subject->positional = in.arg;
            for (const ObjectPtr& name : constant->value->items) {
                if (!name || name->kind != ObjectKind::Str) return failed(i, "a class pattern keyword that is no name");
                subject->keyword_names.push_back(name->text);
            }
            stack.push_back(Item::of(ItemKind::Tuple, subject));
            break;
        }
        case Op::CopyDictWithoutKeys: {
            if (top(1).kind != ItemKind::Keys) return failed(i, "COPY_DICT_WITHOUT_KEYS without keys");
            PartNode* mapping = node_of(top(2));
            top(1) = Item::of(ItemKind::Rest, mapping);
            break;
        }
        case Op::BuildMap:
            if (in.arg != 0) return failed(i, "a dict built inside a pattern");
            stack.push_back(Item::of(ItemKind::EmptyMap));
            break;
        case Op::DictUpdate: {
            PartNode* mapping = node_of(pop());
            Item& target = top(std::size_t(std::max(in.arg, 0)));
            if (target.kind != ItemKind::EmptyMap || mapping->kind != PartNode::Kind::Mapping)
                return failed(i, "a dict update no mapping pattern makes");
            target = Item::of(ItemKind::Rest, mapping);
            break;
        }
        case Op::DeleteSubscript: {
            Item key = pop();
            Item container = pop();
            if (key.kind != ItemKind::Key || container.kind != ItemKind::Rest)
                return failed(i, "a deletion no pattern makes");
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
                    return failed(i, "an unpacking of a mapping pattern's keys");
                for (int k = count - 1; k >= 0; --k) stack.push_back(Item::of(ItemKind::Key));
                break;
            }
            PartNode* parent = nullptr;
            if (source.kind == ItemKind::Node && source.node->kind == PartNode::Kind::Sequence) {
                parent = source.node;
            } else if (source.kind == ItemKind::Tuple && in.op == Op::UnpackSequence) {
                parent = source.node;
            } else {
                return failed(i, "an unpacking no pattern makes");
            }
            if (parent->unpacked || !parent->subscripted.empty()) return failed(i, "a pattern's items taken twice");
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
                if (parent->kind != PartNode::Kind::Sequence) return failed(i, "a subscript of no sequence pattern");
                if (index.kind == ItemKind::Position && holder(index.node) == parent) {
                    position = index.number;
                } else if (auto v = constant_int(index.kind == ItemKind::Expr ? index.expr : nullptr); v && *v >= 0) {
                    position = *v;
                } else {
                    return failed(i, "a subscript no sequence pattern makes");
                }
            } else if (container.kind == ItemKind::Tuple) {
                parent = container.node;
                auto v = constant_int(index.kind == ItemKind::Expr ? index.expr : nullptr);
                if (!v || *v < 0) return failed(i, "a subscript no pattern makes");
                position = *v;
            } else {
                return failed(i, "a subscript inside a pattern");
            }
            if (parent->unpacked || parent->subscripted.count(position))
                return failed(i, "a pattern's item taken twice");
            PartNode* child = c.new_node();
            parent->subscripted[position] = child;
            stack.push_back(Item::of_node(child));
            break;
        }
        case Op::BinaryOp: {
            if (stack.size() >= 2 && top(2).kind == ItemKind::Length && in.arg == int(BinaryOperator::Sub)) {
                auto v = constant_int(top(1).kind == ItemKind::Expr ? top(1).expr : nullptr);
                if (!v || *v <= 0) return failed(i, "an index from the end no pattern makes");
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
            if (right.kind != ItemKind::Expr) return failed(i, "a comparison no pattern makes");
            if (left.kind == ItemKind::Node && in.arg == int(CompareOperator::Eq)) {
                push_test(PatternTest::Kind::ValueEq, left.node)->value = right.expr;
            } else if (left.kind == ItemKind::Length &&
                       (in.arg == int(CompareOperator::Eq) || in.arg == int(CompareOperator::GtE))) {
                auto v = constant_int(right.expr);
                if (!v) return failed(i, "a length test against no number");
                auto test = push_test(in.arg == int(CompareOperator::Eq) ? PatternTest::Kind::LengthEq
                                                                          : PatternTest::Kind::LengthGe,
                                      left.node);
                test->number = *v;
            } else {
                return failed(i, "a comparison no pattern makes");
            }
            break;
        }
        case Op::IsOp: {
            Item right = pop();
            Item left = pop();
            if (right.kind != ItemKind::Expr || !is_singleton_constant(right.expr))
                return failed(i, "an `is` no pattern makes");
            ObjectPtr value = std::get<Constant>(right.expr->node).value;
            if (left.kind == ItemKind::Node && in.arg == 0) {
                push_test(PatternTest::Kind::Singleton, left.node)->singleton = value;
            } else if (left.kind == ItemKind::Tuple && in.arg == 1 && value->kind == ObjectKind::None) {
                push_test(PatternTest::Kind::TupleMatched, left.node);
            } else {
                return failed(i, "an `is` no pattern makes");
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
            if (in.arg != 0) return failed(i, "a method load inside a pattern");
            value_op(in, i, run);
            break;
        case Op::PopJumpIfFalse:
        case Op::PopJumpIfTrue:
        case Op::PopJumpIfNone:
        case Op::PopJumpIfNotNone:
            if (auto problem = conditional(i, run, c)) return failed(std::move(*problem));
            break;
        case Op::Jump: {
            // The end of an or-pattern's alternative: the innermost one still open.
            OrFrame* frame = innermost_open_frame(run, c);
            if (!frame) return failed(i, "a jump inside pattern code");
            Index target = code_.jump_target(i);
            if (run.alternative_of && frame->subject == run.alternative_of) {
                run.pos = target;
                return Stop::AlternativeEnd;
            }
            run.pos = i;
            close_frame(*frame, run, target, c);
            break;
        }
        default: return failed(i, std::string("an instruction no pattern has: ") + op_name(in.op));
        }
    }
    return failed(run.pos, "pattern code too long");
}

// ---- one case -------------------------------------------------------------------------------

std::optional<NotAPattern> PatternReader::read(Index pos, bool copied, PatternRead& read) {
    CaseAttempt c;
    c.level = copied ? 1 : 0;
    PartNode* subject = c.new_node();
    Run main;
    main.pos = pos;
    main.stack = {Item::of_node(subject)};
    if (copied && !code_.is_copy1(pos)) return code_.failure(pos, "no copy of the subject");
    const Stop stop = execute(main, c);
    if (stop == Stop::Failed) return std::move(failure_);
    if (stop != Stop::Level) return code_.failure(pos, "a case that ends inside an or-pattern");
    finish_copied_joins(main, c);
    // Every failing test must go on where the next case starts.
    for (Index f : c.case_fails) {
        if (!read.fail) read.fail = code_.canonical(f);
        else if (!code_.equivalent(*read.fail, f))
            return code_.failure(f, "failing tests that go on in different places");
    }
    read.end = main.pos;
    read.tests = c.tests > 0;
    read.pattern = rebuild_pattern(code_, subject, pos, copied);
    read.consumed = std::move(c.consumed);
    return std::nullopt;
}

std::optional<NotAPattern> read_pattern(const MatchCode& code, Lifter& lifter, Index pos, bool copied,
                                        PatternRead& read) {
    return PatternReader(code, lifter).read(pos, copied, read);
}

bool trace_match() {
    static const bool trace = std::getenv("GLASSBOX_TRACE_MATCH") != nullptr;
    return trace;
}

}  // namespace glassbox::structure_detail
