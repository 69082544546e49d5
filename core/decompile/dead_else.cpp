#include "decompile/dead_else.h"

#include <set>
#include <string>
#include <variant>

#include "lift/lifter.h"

namespace glassbox {

using namespace ast;

namespace {

// The names of co_names no instruction uses: one run of them, or none.
std::vector<std::string> unused_names(const CodeObject& code, const std::vector<NormalizedInstruction>& instructions) {
    std::set<std::string> named;
    for (const NormalizedInstruction& in : instructions) named.insert(in.name);
    std::size_t first = code.names.size(), last = 0;
    for (std::size_t i = 0; i < code.names.size(); ++i) {
        if (named.count(code.names[i])) continue;
        first = std::min(first, i);
        last = i + 1;
    }
    if (first >= last) return {};
    std::vector<std::string> run(code.names.begin() + std::ptrdiff_t(first), code.names.begin() + std::ptrdiff_t(last));
    for (const std::string& name : run)
        if (named.count(name) || !is_identifier_text(name)) return {};  // (not one run; an import's dotted name)
    return run;
}

// The constants of co_consts no instruction loads, after the first (a function's docstring
// slot): one run of plain values (3.10 and 3.11 drop unused constants only at the end of
// co_consts, 3.12+ all of them), or none.
std::vector<ObjectPtr> unloaded_constants(const CodeObject& code, const std::vector<NormalizedInstruction>& instructions) {
    const std::set<const Object*> loaded = loaded_constants(code, instructions);
    std::vector<ObjectPtr> run;
    bool ended = false;
    for (std::size_t i = 1; i < code.consts.size(); ++i) {
        const ObjectPtr& c = code.consts[i];
        if (loaded.count(c.get())) {
            ended = !run.empty();
            continue;
        }
        switch (c->kind) {
        case ObjectKind::Str: case ObjectKind::Bytes: case ObjectKind::Int: case ObjectKind::Float:
        case ObjectKind::Complex:
            break;
        default: return {};  // (a tuple of keyword names, a code object: not the dead code's)
        }
        if (ended) return {};
        run.push_back(c);
    }
    return run;
}

bool never_falls_through(const Body& body) {
    if (body.empty()) return false;
    const StmtNode& last = body.back()->node;
    return std::holds_alternative<Raise>(last) || std::holds_alternative<Return>(last);
}

// The first try with handlers, no else and a body that never falls through.
Try* first_dead_else(Body& body) {
    for (const StmtPtr& s : body) {
        Try* found = nullptr;
        std::visit(
            [&](auto& node) {
                using T = std::decay_t<decltype(node)>;
                if constexpr (std::is_same_v<T, Try>) {
                    if (!node.handlers.empty() && node.orelse.empty() && never_falls_through(node.body)) {
                        found = &node;
                        return;
                    }
                    if (!(found = first_dead_else(node.body)))
                        for (ExceptHandler& h : node.handlers)
                            if ((found = first_dead_else(h.body))) break;
                    if (!found) found = first_dead_else(node.orelse);
                    if (!found) found = first_dead_else(node.finalbody);
                } else if constexpr (std::is_same_v<T, If> || std::is_same_v<T, For> || std::is_same_v<T, While>) {
                    if (!(found = first_dead_else(node.body))) found = first_dead_else(node.orelse);
                } else if constexpr (std::is_same_v<T, With>) {
                    found = first_dead_else(node.body);
                } else if constexpr (std::is_same_v<T, Match>) {
                    for (MatchCase& c : node.cases)
                        if ((found = first_dead_else(c.body))) break;
                }
            },
            s->node);
        if (found) return found;
    }
    return nullptr;
}

}  // namespace

void restore_dead_else_names(const CodeObject& code, const std::vector<NormalizedInstruction>& instructions,
                             Body& body) {
    if (!(code.flags & kCodeOptimized)) return;
    // (the try first: most functions have none, and it needs no instruction scan)
    Try* target = first_dead_else(body);
    if (!target) return;
    const std::vector<std::string> names = unused_names(code, instructions);
    if (names.empty()) return;
    const std::vector<ObjectPtr> constants = unloaded_constants(code, instructions);
    // The attributes' base adds nothing: the first argument (a local), else co_names' first name,
    // used before them.
    std::string base;
    if (code.argcount > 0 && !code.varnames.empty()) base = code.varnames[0];
    else if (code.names.front() != names.front()) base = code.names.front();
    if (base.empty()) return;
    ExprPtr chain = make_name(base);
    for (const std::string& name : names) chain = expr(Attribute{chain, name});
    if (!constants.empty()) {
        Call call{chain, {}, {}};
        for (const ObjectPtr& c : constants) call.args.push_back(make_constant(c));
        chain = expr(std::move(call));
    }
    target->orelse.push_back(stmt(ExprStmt{chain}, target->body.back()->line));
}

}  // namespace glassbox
