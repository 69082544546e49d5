#include "decompile/lazy_annotations.h"

#include <algorithm>
#include <map>
#include <set>

#include "ast/assignments.h"
#include "decompile/dead_annotation.h"

namespace glassbox {

using namespace ast;

namespace {

constexpr const char* kConditionalAnnotations = "__conditional_annotations__";

std::optional<std::int64_t> int_constant(const NormalizedInstruction& in) {
    if (in.op != Op::LoadConst || !in.constant || in.constant->kind != ObjectKind::Int) return std::nullopt;
    return in.constant->integer.to_int64();
}

bool is_string_constant(const NormalizedInstruction& in) {
    return in.op == Op::LoadConst && in.constant && in.constant->kind == ObjectKind::Str;
}

bool loads_conditional_annotations(const NormalizedInstruction& in) {
    return (in.op == Op::LoadGlobal || in.op == Op::LoadName || in.op == Op::LoadDeref) && in.arg == 0 &&
           in.name == kConditionalAnnotations;
}

// The prologue: `if format > 2: raise NotImplementedError`, then the dict: BUILD_MAP 0.
//     LOAD_FAST format; LOAD_CONST 2; COMPARE_OP >; POP_JUMP_IF_FALSE L
//     LOAD_COMMON_CONSTANT NotImplementedError; RAISE_VARARGS 1
//  L: BUILD_MAP 0
bool is_prologue(const std::vector<NormalizedInstruction>& ins) {
    if (ins.size() < 8) return false;
    return ins[0].op == Op::LoadFast && ins[0].name == "format" && int_constant(ins[1]) == 2 &&
           ins[2].op == Op::CompareOp && ins[3].op == Op::PopJumpIfFalse && ins[3].target == ins[6].offset &&
           ins[4].op == Op::LoadBuiltin && ins[4].name == "NotImplementedError" && ins[5].op == Op::Raise &&
           ins[5].arg == 1 && ins[6].op == Op::BuildMap && ins[6].arg == 0;
}

// A mark `__glassbox_annotation_ran__(index)`: its index.
std::optional<std::int64_t> mark_index(const StmtPtr& s) {
    auto* e = std::get_if<ExprStmt>(&s->node);
    auto* c = e && e->value ? std::get_if<Call>(&e->value->node) : nullptr;
    auto* n = c && c->func ? std::get_if<Name>(&c->func->node) : nullptr;
    if (!n || n->id != Lifter::kAnnotationMarkName || c->args.size() != 1) return std::nullopt;
    auto* k = std::get_if<Constant>(&c->args[0]->node);
    if (!k || k->value->kind != ObjectKind::Int) return std::nullopt;
    return k->value->integer.to_int64();
}

// `__conditional_annotations__ = set()`, as BUILD_SET 0 lifts.
bool is_conditional_set(const StmtPtr& s) {
    ExprPtr value;
    if (!assigns_name(s, kConditionalAnnotations, &value)) return false;
    auto* set = std::get_if<Set>(&value->node);
    return set && set->elts.empty();
}

struct Entry {
    std::string name;
    ExprPtr annotation;
    bool placed = false;
    bool in_finally = false;  // placed inside a finally body
};

// `name: annotation`, taking `name = value` just before it as its value.
StmtPtr annotated(Body& body, std::size_t at, const Entry& entry) {
    ExprPtr value;
    if (at > 0 && assigns_name(body[at - 1], entry.name, &value)) {
        int line = body[at - 1]->line;
        body.erase(body.begin() + std::ptrdiff_t(at - 1));
        return stmt(AnnAssign{make_name(entry.name), entry.annotation, value, true}, line);
    }
    return stmt(AnnAssign{make_name(entry.name), entry.annotation, nullptr, true});
}

// Replaces every mark in `body` and the bodies inside it by its annotation.
void place_conditional(Body& body, std::map<std::int64_t, Entry>& entries, std::vector<std::string>& problems,
                       bool in_finally = false) {
    for (std::size_t i = 0; i < body.size(); ++i) {
        std::visit(
            [&](auto& node) {
                using T = std::decay_t<decltype(node)>;
                if constexpr (std::is_same_v<T, FunctionDef> || std::is_same_v<T, ClassDef>) return;
                if constexpr (requires { node.body; }) place_conditional(node.body, entries, problems, in_finally);
                if constexpr (requires { node.orelse; }) place_conditional(node.orelse, entries, problems, in_finally);
                if constexpr (requires { node.finalbody; }) place_conditional(node.finalbody, entries, problems, true);
                if constexpr (requires { node.handlers; })
                    for (ExceptHandler& h : node.handlers) place_conditional(h.body, entries, problems, in_finally);
                if constexpr (requires { node.cases; })
                    for (MatchCase& c : node.cases) place_conditional(c.body, entries, problems, in_finally);
            },
            body[i]->node);
        auto index = mark_index(body[i]);
        if (!index) continue;
        auto entry = entries.find(*index);
        if (entry == entries.end() || entry->second.placed) {
            problems.push_back("an annotated statement whose annotation __annotate__ does not hold");
            body[i] = stmt(Unreconstructed{problems.back(), -1}, body[i]->line);
            continue;
        }
        entry->second.placed = true;
        entry->second.in_finally = in_finally;
        StmtPtr replacement = annotated(body, i, entry->second);
        if (std::get<AnnAssign>(replacement->node).value) --i;
        body[i] = replacement;
    }
}

// A point of the body in the order the compiler generates code (each annotated statement
// takes the next index there): a mark of the entry `mark`, or (mark -1) a dead site, the place
// after a statement that never falls through, body[at] of `body`.
struct CodeOrderEvent {
    std::int64_t mark = -1;
    Body* body = nullptr;
    std::size_t at = 0;
};

void list_events(Body& body, std::vector<CodeOrderEvent>& events) {
    for (std::size_t i = 0; i < body.size(); ++i) {
        if (auto index = mark_index(body[i])) {
            events.push_back({*index});
            continue;
        }
        std::visit(
            [&](auto& node) {
                using T = std::decay_t<decltype(node)>;
                if constexpr (std::is_same_v<T, FunctionDef> || std::is_same_v<T, ClassDef>) {
                    return;
                } else if constexpr (std::is_same_v<T, Try>) {  // (the else block comes right after the body)
                    list_events(node.body, events);
                    list_events(node.orelse, events);
                    for (ExceptHandler& h : node.handlers) list_events(h.body, events);
                    list_events(node.finalbody, events);
                } else if constexpr (std::is_same_v<T, Match>) {
                    for (MatchCase& c : node.cases) list_events(c.body, events);
                } else {
                    if constexpr (requires { node.body; }) list_events(node.body, events);
                    if constexpr (requires { node.orelse; }) list_events(node.orelse, events);
                }
            },
            body[i]->node);
        if (never_falls_through(body[i])) events.push_back({-1, &body, i + 1});
    }
}

// The mark `__glassbox_annotation_ran__(index)` of mark_index.
StmtPtr mark(std::int64_t index) {
    auto number = std::make_shared<Object>();
    number->kind = ObjectKind::Int;
    number->integer = BigInt::from_int64(index);
    return stmt(ExprStmt{expr(Call{make_name(Lifter::kAnnotationMarkName), {make_constant(number)}, {}})});
}

// Entries of __annotate__ with no mark in the body: their statements were dead code, which
// 3.14 drops after giving them their index. A mark for each, at a dead site between the marks
// of the entries before and after it, gets the statement back there (compiling to no code).
void mark_dead_entries(Body& body, const std::map<std::int64_t, Entry>& entries) {
    std::vector<CodeOrderEvent> events;
    list_events(body, events);
    std::set<std::int64_t> marked;
    for (const CodeOrderEvent& e : events)
        if (e.mark >= 0) marked.insert(e.mark);
    struct Insertion {
        Body* body;
        std::size_t at;
        std::int64_t index;
    };
    std::vector<Insertion> insertions;
    Body at_end;
    // (an entry like a marked one may be a finally body's other copy: restore_lazy_annotations
    // checks those against the copy the body holds)
    auto like_marked = [&](const Entry& entry) {
        return std::any_of(marked.begin(), marked.end(), [&](std::int64_t other) {
            auto e = entries.find(other);
            return e != entries.end() && e->second.name == entry.name && same_expression(e->second.annotation, entry.annotation);
        });
    };
    for (const auto& [index, entry] : entries) {
        if (marked.count(index) || like_marked(entry)) continue;
        // (after the last mark of a smaller index, before the first of a larger one)
        std::size_t low = 0, high = events.size();
        for (std::size_t e = 0; e < events.size(); ++e) {
            if (events[e].mark < 0) continue;
            if (events[e].mark < index) low = e + 1;
            else if (high == events.size()) high = e;
        }
        bool placed = false;
        for (std::size_t e = low; e < high && !placed; ++e)
            if (events[e].mark < 0) {
                insertions.push_back({events[e].body, events[e].at, index});
                placed = true;
            }
        if (!placed && high == events.size()) at_end.push_back(mark(index));
    }
    // (entries after every mark, with no dead code there: in an `if None:` at the end)
    if (!at_end.empty()) place_last_without_code(body, stmt(If{none_constant(), at_end, {}}));
    // (from the back, so that the places still to fill keep their positions)
    std::stable_sort(insertions.begin(), insertions.end(),
                     [](const Insertion& a, const Insertion& b) { return a.at > b.at; });
    std::map<std::pair<Body*, std::size_t>, std::size_t> filled;  // marks inserted at a place so far
    for (const Insertion& insertion : insertions) {
        std::size_t& before = filled[{insertion.body, insertion.at}];
        insertion.body->insert(insertion.body->begin() + std::ptrdiff_t(insertion.at + before), mark(insertion.index));
        ++before;
    }
}

}  // namespace

std::optional<Body> read_annotate_function(const NormalizedCode& normalized, Lifter& lifter) {
    const std::vector<NormalizedInstruction>& ins = normalized.instructions;
    if (!is_prologue(ins)) return std::nullopt;
    Body entries;
    SymbolicStack stack;
    ObjectPtr condition;  // the index of the entry being read, when conditional
    std::uint32_t condition_end = 0;  // where its `if` jumps when the entry is absent
    try {
        for (std::size_t i = 7; i < ins.size(); ++i) {
            const NormalizedInstruction& in = ins[i];
            if (condition && in.offset >= condition_end) return std::nullopt;
            if (in.op == Op::Return) {
                if (!stack.empty() || condition || i + 1 != ins.size()) return std::nullopt;
                return entries;
            }
            // `if index in __conditional_annotations__:` around a conditional entry.
            if (stack.empty() && !condition && i + 3 < ins.size() && int_constant(in) &&
                loads_conditional_annotations(ins[i + 1]) && ins[i + 2].op == Op::ContainsOp && ins[i + 2].arg == 0 &&
                ins[i + 3].op == Op::PopJumpIfFalse) {
                condition = in.constant;
                condition_end = ins[i + 3].target.value_or(0);
                i += 3;
                continue;
            }
            // The entry: COPY 2 (the dict); LOAD_CONST name; STORE_SUBSCR.
            if (in.op == Op::Copy && in.arg == 2 && i + 2 < ins.size() && is_string_constant(ins[i + 1]) &&
                ins[i + 2].op == Op::StoreSubscript) {
                if (stack.size() != 1) return std::nullopt;
                ExprPtr annotation = lifter.pop_expression(stack, in.offset);
                StmtPtr entry = stmt(AnnAssign{make_name(ins[i + 1].constant->text), annotation, nullptr, true});
                i += 2;
                if (condition) {
                    if (i + 1 >= ins.size() || ins[i + 1].offset != condition_end) return std::nullopt;
                    entry = stmt(If{make_constant(condition), {entry}, {}});
                }
                entries.push_back(entry);
                condition = nullptr;
                continue;
            }
            if (in.target) return std::nullopt;  // flow inside an annotation: not this template
            Body statements;
            lifter.step(in, stack, statements);
            if (!statements.empty()) return std::nullopt;
        }
    } catch (const LiftError&) {
        return std::nullopt;
    }
    return std::nullopt;
}

bool restore_lazy_annotations(Body& body, std::vector<std::string>& problems) {
    std::map<std::int64_t, Entry> conditional;
    std::vector<Entry> unconditional;
    bool found = false, set_up = false;
    Body kept;
    for (const StmtPtr& s : body) {
        auto* def = std::get_if<FunctionDef>(&s->node);
        if (def && def->name == Lifter::kLazyAnnotationsName && !found) {
            found = true;
            for (const StmtPtr& e : def->body) {
                auto* branch = std::get_if<If>(&e->node);
                const StmtPtr& inner = branch ? branch->body[0] : e;
                auto& a = std::get<AnnAssign>(inner->node);
                Entry entry{std::get<Name>(a.target->node).id, a.annotation};
                if (!branch) {
                    unconditional.push_back(entry);
                    continue;
                }
                auto& index = std::get<Constant>(branch->test->node).value->integer;
                conditional[*index.to_int64()] = entry;
            }
            continue;
        }
        if (is_conditional_set(s)) {
            set_up = true;
            continue;
        }
        kept.push_back(s);
    }
    body = std::move(kept);
    mark_dead_entries(body, conditional);
    place_conditional(body, conditional, problems);
    // The compiler compiles a finally body once per way out of its try statement, each copy
    // with its own index; the decompiled body holds one copy (the structure stage checked
    // the others against it), which compiles to all of them again.
    auto copy_of_placed = [&](const Entry& entry) {
        return std::any_of(conditional.begin(), conditional.end(), [&](const auto& other) {
            return other.second.placed && other.second.in_finally && other.second.name == entry.name &&
                   same_expression(other.second.annotation, entry.annotation);
        });
    };
    for (auto& [index, entry] : conditional) {
        if (entry.placed || copy_of_placed(entry)) continue;
        problems.push_back("annotation " + std::to_string(index) + " of __annotate__ without its statement");
        body.insert(body.begin(), stmt(Unreconstructed{problems.back(), -1}));
    }
    // Unconditional entries (a class body's own statements): their order is all the
    // bytecode keeps. Each takes the first later assignment to its name, if any.
    std::size_t cursor = 0;
    if (!body.empty()) {
        auto* doc = std::get_if<ExprStmt>(&body[0]->node);
        auto* text = doc ? std::get_if<Constant>(&doc->value->node) : nullptr;
        if (text && text->value->kind == ObjectKind::Str) cursor = 1;
    }
    for (const Entry& entry : unconditional) {
        std::size_t at = cursor;
        ExprPtr value;
        while (at < body.size() && !assigns_name(body[at], entry.name, &value)) ++at;
        if (at < body.size()) {
            body[at] = stmt(AnnAssign{make_name(entry.name), entry.annotation, value, true}, body[at]->line);
            cursor = at + 1;
            continue;
        }
        body.insert(body.begin() + std::ptrdiff_t(cursor), stmt(AnnAssign{make_name(entry.name), entry.annotation,
                                                                            nullptr, true}));
        ++cursor;
    }
    return set_up;
}

}  // namespace glassbox
