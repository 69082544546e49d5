#include <algorithm>
#include "structure/cleanup.h"

#include <optional>

#include "lift/lifter.h"

namespace glassbox {

using namespace ast;

static bool is_false_constant(const ExprPtr& e) {
    auto* c = e ? std::get_if<Constant>(&e->node) : nullptr;
    return c && c->value && c->value->kind == ObjectKind::False;
}

bool always_leaves(const Body& body) {
    if (body.empty()) return false;
    const StmtNode& node = body.back()->node;
    if (std::holds_alternative<Return>(node) || std::holds_alternative<Raise>(node) ||
        std::holds_alternative<Break>(node) || std::holds_alternative<Unreconstructed>(node))
        return true;
    // (running into a bottom test goes on where the body ends: an else after it stays one)
    if (auto* c = std::get_if<Continue>(&node)) return !c->into_bottom_test;
    if (auto* i = std::get_if<If>(&node)) return always_leaves(i->body) && always_leaves(i->orelse);
    if (auto* a = std::get_if<Assert>(&node)) return is_false_constant(a->test);  // (compiled without -O)
    if (auto* t = std::get_if<Try>(&node)) {
        // Every way out of the statement leaves: the finally body, or the body (its else,
        // when it has one) and each clause.
        if (always_leaves(t->finalbody)) return true;
        if (t->handlers.empty() || !always_leaves(t->orelse.empty() ? t->body : t->orelse)) return false;
        return std::all_of(t->handlers.begin(), t->handlers.end(),
                           [](const ExceptHandler& h) { return always_leaves(h.body); });
    }
    return false;
}

// `if not x: raise AssertionError(msg)` with the AssertionError of LOAD_ASSERTION_ERROR
// is what `assert x, msg` compiles to.
static std::optional<Assert> as_assert(const If& branch, bool keep_not_of_compare) {
    if (!branch.orelse.empty() || branch.body.size() != 1) return std::nullopt;
    // (the body's raise already read as `assert False, msg`)
    if (auto* inner = std::get_if<Assert>(&branch.body[0]->node); inner && is_false_constant(inner->test))
        return Assert{negate_condition(branch.test, keep_not_of_compare), inner->msg};
    auto* raise = std::get_if<Raise>(&branch.body[0]->node);
    if (!raise || raise->cause || !raise->exc) return std::nullopt;
    // 3.8 loads the global AssertionError: `if not x: raise AssertionError` compiles alike,
    // but for a constant x (`assert 0xfd`), whose `if not` the compiler would fold away.
    auto* negated = std::get_if<UnaryOp>(&branch.test->node);
    const bool constant_test =
        negated && negated->op == UnaryOperator::Not && std::holds_alternative<Constant>(negated->operand->node);
    auto is_assertion_error = [&](const ExprPtr& e) {
        if (e == assertion_error_builtin()) return true;
        auto* name = std::get_if<Name>(&e->node);
        return constant_test && name && name->id == "AssertionError";
    };
    if (is_assertion_error(raise->exc)) return Assert{negate_condition(branch.test, keep_not_of_compare), nullptr};
    auto* call = std::get_if<Call>(&raise->exc->node);
    if (call && is_assertion_error(call->func) && call->args.size() == 1 && call->keywords.empty())
        return Assert{negate_condition(branch.test, keep_not_of_compare), call->args[0]};
    return std::nullopt;
}

// `raise AssertionError(msg)` with LOAD_ASSERTION_ERROR's AssertionError is `assert False, msg`
// (the compiler drops a constant false test), which `python -O` removes.
static std::optional<Assert> as_assert_false(const Raise& raise) {
    static const ExprPtr false_constant = [] {
        auto o = std::make_shared<Object>();
        o->kind = ObjectKind::False;
        return make_constant(o);
    }();
    auto assertion = as_assert(If{false_constant, {stmt(raise)}, {}}, false);  // (the test is replaced)
    if (!assertion) return std::nullopt;
    assertion->test = false_constant;
    return assertion;
}

void clean_body(Body& body, bool keep_not_of_compare) {
    for (std::size_t k = 0; k < body.size(); ++k) {
        StmtPtr& s = body[k];
        if (auto* r = std::get_if<Raise>(&s->node)) {
            if (auto assertion = as_assert_false(*r)) s = stmt(std::move(*assertion), s->line);
        } else if (auto* i = std::get_if<If>(&s->node)) {
            If copy = *i;
            clean_body(copy.body, keep_not_of_compare);
            clean_body(copy.orelse, keep_not_of_compare);
            Body hoisted;
            bool is_elif = copy.orelse.size() == 1 && std::holds_alternative<If>(copy.orelse[0]->node);
            // (A body that is only an assertion's raise is an `assert`: `if c: assert False` /
            // `elif d:` compiles as `assert not c` then `if d:`, the source's far more often.)
            const bool asserts = is_elif && as_assert(If{copy.test, copy.body, {}}, keep_not_of_compare).has_value();
            const bool hoist = copy.else_layout == ElseLayout::Hoisted ||
                               (copy.else_layout == ElseLayout::Unknown && (!is_elif || asserts));
            if (!copy.orelse.empty() && always_leaves(copy.body) && hoist) {
                hoisted = std::move(copy.orelse);
                copy.orelse.clear();
            }
            if (auto assertion = as_assert(copy, keep_not_of_compare)) s = stmt(std::move(*assertion), s->line);
            else s = stmt(std::move(copy), s->line);
            // (inserting invalidates `s`)
            body.insert(body.begin() + std::ptrdiff_t(k) + 1, hoisted.begin(), hoisted.end());
        } else if (auto* t = std::get_if<Try>(&s->node)) {
            Try copy = *t;
            clean_body(copy.body, keep_not_of_compare);
            for (ExceptHandler& handler : copy.handlers) clean_body(handler.body, keep_not_of_compare);
            clean_body(copy.orelse, keep_not_of_compare);
            clean_body(copy.finalbody, keep_not_of_compare);
            s = stmt(std::move(copy), s->line);
        } else if (auto* with = std::get_if<With>(&s->node)) {
            With copy = *with;
            clean_body(copy.body, keep_not_of_compare);
            s = stmt(std::move(copy), s->line);
        } else if (auto* m = std::get_if<Match>(&s->node)) {
            Match copy = *m;
            for (MatchCase& c : copy.cases) clean_body(c.body, keep_not_of_compare);
            s = stmt(std::move(copy), s->line);
        } else if (auto* w = std::get_if<While>(&s->node)) {
            While copy = *w;
            clean_body(copy.orelse, keep_not_of_compare);
            s = stmt(std::move(copy), s->line);
        } else if (auto* f = std::get_if<For>(&s->node)) {
            For copy = *f;
            clean_body(copy.orelse, keep_not_of_compare);
            s = stmt(std::move(copy), s->line);
        }
    }
}

namespace {

// (only the last statement: a `continue` ending an if inside a clause jumps past the clause's
// end, which ≤3.9 do not always keep behind it, dead)
void drop_last_continue(Body& body) {
    auto* c = body.empty() ? nullptr : std::get_if<Continue>(&body.back()->node);
    if (c && !c->written) body.pop_back();
}

void drop_trailing_continue(Body& body) {
    if (body.empty()) return;
    StmtPtr& tail = body.back();
    if (auto* c = std::get_if<Continue>(&tail->node)) {
        if (c->written) return;
        body.pop_back();
        drop_trailing_continue(body);
        return;
    }
    if (auto* i = std::get_if<If>(&tail->node)) {
        If copy = *i;
        drop_trailing_continue(copy.body);
        drop_trailing_continue(copy.orelse);
        tail = stmt(std::move(copy), tail->line);
        return;
    }
    // (a try statement ending the body: its body, else block and clauses end it too; ≤3.9
    // jump from the body's end straight back to the loop's top, as a `continue` would)
    if (auto* t = std::get_if<Try>(&tail->node); t && t->finalbody.empty()) {
        Try copy = *t;
        drop_last_continue(copy.orelse.empty() ? copy.body : copy.orelse);
        for (ExceptHandler& handler : copy.handlers) drop_last_continue(handler.body);
        if (copy.body.empty()) copy.body.push_back(stmt(Pass{}));
        for (ExceptHandler& handler : copy.handlers)
            if (handler.body.empty()) handler.body.push_back(stmt(Pass{}));
        tail = stmt(std::move(copy), tail->line);
    }
}

}  // namespace

void clean_loop_body(Body& body, bool keep_not_of_compare) {
    clean_body(body, keep_not_of_compare);
    drop_trailing_continue(body);
}

}  // namespace glassbox
