// Code the compiler copied into the branches of an if (3.10+ copy a small exit into each jump
// to it, with its lines), read back into the one statement the source wrote.
#include "structure/copied_exits.h"

#include "print/print.h"

namespace glassbox {

using namespace ast;

namespace {

// A `return None` no statement wrote (the implicit one, copied).
bool is_copied_return(const StmtPtr& s) {
    auto* r = std::get_if<Return>(&s->node);
    if (!r || r->written) return false;
    auto* c = r->value ? std::get_if<Constant>(&r->value->node) : nullptr;
    return !r->value || (c && c->value && c->value->kind == ObjectKind::None);
}

// The value a side computes and drops (an if of such sides: a conditional expression).
// (`tail`: null until the first side is read, then that side's return or an empty Pass)
ExprPtr dropped_value(const Body& side, bool& constant, StmtPtr& tail) {
    const bool returns = side.size() == 2 && is_copied_return(side[1]);
    if (side.size() - std::size_t(returns) != 1) return nullptr;
    if (auto* e = std::get_if<ExprStmt>(&side[0]->node)) {
        if (!tail) tail = returns ? side[1] : stmt(Pass{});
        else if (returns == std::holds_alternative<Pass>(tail->node)) return nullptr;  // (every side alike)
        if (std::holds_alternative<Constant>(e->value->node)) constant = true;
        return e->value;
    }
    auto* i = std::get_if<If>(&side[0]->node);
    if (returns || !i || i->orelse.empty()) return nullptr;
    ExprPtr body = dropped_value(i->body, constant, tail);
    ExprPtr orelse = body ? dropped_value(i->orelse, constant, tail) : nullptr;
    return body && orelse ? expr(IfExp{i->test, body, orelse}) : nullptr;
}

}  // namespace

ExprPtr conditional_statement(const If& branch, StmtPtr& tail) {
    if (branch.orelse.empty()) return nullptr;
    bool constant = false;
    ExprPtr body = dropped_value(branch.body, constant, tail);
    ExprPtr orelse = body ? dropped_value(branch.orelse, constant, tail) : nullptr;
    if (!body || !orelse || !constant) return nullptr;
    if (std::holds_alternative<Pass>(tail->node)) tail = nullptr;
    return expr(IfExp{branch.test, body, orelse});
}

void rejoin_copied_exit(Body& body) {
    if (body.size() < 3) return;
    const StmtPtr& exit = body.back();
    // (`return None` alone is the implicit one, whose copies are code_shape's: only with a
    // statement before it, `f()` then the end of the code, copied on the same line)
    auto* ret = std::get_if<Return>(&exit->node);
    const bool returns_none = ret && !ret->value;
    if (!exit->line || (!std::holds_alternative<Raise>(exit->node) && !ret)) return;
    PrintOptions options;
    // (a copy has the lines of its original: two statements alike on other lines are two;
    // moving a statement that both paths end in after the if changes nothing they do)
    auto same = [&](const StmtPtr& a, const StmtPtr& b) {
        return a->line == b->line && print_statements({a}, options) == print_statements({b}, options);
    };
    for (std::size_t k = body.size() - 2; k-- > 0;) {
        auto* i = std::get_if<If>(&body[k]->node);
        if (!i || !i->orelse.empty() || i->body.empty() || i->body.back()->line != exit->line) continue;
        std::size_t tail = 0;
        while (tail < i->body.size() && k + 1 + tail < body.size() - 1 &&
               same(i->body[i->body.size() - 1 - tail], body[body.size() - 1 - tail]))
            ++tail;
        if (tail == 0 || (returns_none && tail < 2)) continue;
        If copy = *i;
        copy.body.resize(copy.body.size() - tail);
        if (copy.body.empty()) copy.body.push_back(stmt(Pass{}));
        copy.orelse.assign(body.begin() + std::ptrdiff_t(k) + 1, body.end() - std::ptrdiff_t(tail));
        Body exits(body.end() - std::ptrdiff_t(tail), body.end());
        const int line = body[k]->line;
        body.resize(k);
        body.push_back(stmt(std::move(copy), line));
        body.insert(body.end(), exits.begin(), exits.end());
        return;
    }
}

}  // namespace glassbox
