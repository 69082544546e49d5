#include "decompile/lazy_annotations.h"

#include <algorithm>
#include <map>

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

bool assigns_to(const StmtPtr& s, const std::string& name, ExprPtr* value) {
    auto* a = std::get_if<Assign>(&s->node);
    if (!a || a->targets.size() != 1) return false;
    auto* n = std::get_if<Name>(&a->targets[0]->node);
    if (!n || n->id != name) return false;
    *value = a->value;
    return true;
}

// `__conditional_annotations__ = set()`, as BUILD_SET 0 lifts.
bool is_conditional_set(const StmtPtr& s) {
    ExprPtr value;
    if (!assigns_to(s, kConditionalAnnotations, &value)) return false;
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
    if (at > 0 && assigns_to(body[at - 1], entry.name, &value)) {
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

void restore_lazy_annotations(Body& body, std::vector<std::string>& problems) {
    std::map<std::int64_t, Entry> conditional;
    std::vector<Entry> unconditional;
    bool found = false;
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
        if (is_conditional_set(s)) continue;
        kept.push_back(s);
    }
    body = std::move(kept);
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
        while (at < body.size() && !assigns_to(body[at], entry.name, &value)) ++at;
        if (at < body.size()) {
            body[at] = stmt(AnnAssign{make_name(entry.name), entry.annotation, value, true}, body[at]->line);
            cursor = at + 1;
            continue;
        }
        body.insert(body.begin() + std::ptrdiff_t(cursor), stmt(AnnAssign{make_name(entry.name), entry.annotation,
                                                                            nullptr, true}));
        ++cursor;
    }
}

}  // namespace glassbox
