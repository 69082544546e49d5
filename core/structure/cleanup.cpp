#include "structure/cleanup.h"

#include <algorithm>
#include <optional>

#include "lift/lifter.h"
#include "print/print.h"
#include "structure/copied_exits.h"

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

// Whether a `continue` of the loop around `body` is in it (not one of a loop inside it).
static bool continues(const Body& body) {
    for (const StmtPtr& s : body) {
        if (std::holds_alternative<Continue>(s->node)) return true;
        if (auto* i = std::get_if<If>(&s->node)) {
            if (continues(i->body) || continues(i->orelse)) return true;
        } else if (auto* t = std::get_if<Try>(&s->node)) {
            if (continues(t->body) || continues(t->orelse) || continues(t->finalbody)) return true;
            for (const ExceptHandler& handler : t->handlers)
                if (continues(handler.body)) return true;
        } else if (auto* w = std::get_if<With>(&s->node)) {
            if (continues(w->body)) return true;
        } else if (auto* m = std::get_if<Match>(&s->node)) {
            for (const MatchCase& c : m->cases)
                if (continues(c.body)) return true;
        } else if (auto* loop = std::get_if<While>(&s->node)) {
            if (continues(loop->orelse)) return true;  // (its body's are its own)
        } else if (auto* for_loop = std::get_if<For>(&s->node)) {
            if (continues(for_loop->orelse)) return true;
        }
    }
    return false;
}

// `while True:`, `while 1:` (the constant a folded `while` test left).
static bool is_true_constant(const ExprPtr& e) {
    auto* c = e ? std::get_if<Constant>(&e->node) : nullptr;
    if (!c || !c->value) return false;
    return c->value->kind == ObjectKind::True || (c->value->kind == ObjectKind::Int && !c->value->integer.is_zero());
}

static bool same_text(const ExprPtr& x, const ExprPtr& y) {
    PrintOptions options;
    return x && y && print_expression(x, options) == print_expression(y, options);
}

// `if T: while True: B; if T: continue; break` (or `...; if not T: break`) is `while T: B` as
// 3.10-3.13 lay it out: the test before the loop, then again ending the body, going back to
// the body's start. Structure builds it so where it could not read that bottom test as the
// loop's (a test holding a 3.12+ inlined comprehension, a loop of its own). Only where B has
// no `continue`, which would go round without the test.
static std::optional<While> entered_while(const If& branch, bool keep_not_of_compare) {
    if (!branch.orelse.empty() || branch.body.size() != 1) return std::nullopt;
    auto* loop = std::get_if<While>(&branch.body[0]->node);
    if (!loop || !is_true_constant(loop->test) || !loop->orelse.empty() || loop->body.empty()) return std::nullopt;
    const Body& body = loop->body;
    auto lone = [](const Body& b, auto tag) { return b.size() == 1 && std::holds_alternative<decltype(tag)>(b[0]->node); };
    std::size_t test_at = body.size();
    // (`if T: continue` then `break`: the test jumps back when it holds)
    if (body.size() >= 2 && std::holds_alternative<Break>(body.back()->node)) {
        auto* test = std::get_if<If>(&body[body.size() - 2]->node);
        if (test && test->orelse.empty() && lone(test->body, Continue{}) && same_text(test->test, branch.test))
            test_at = body.size() - 2;
    }
    // (`if not T: break`: the test leaves when it fails)
    if (test_at == body.size()) {
        auto* test = std::get_if<If>(&body.back()->node);
        if (test && test->orelse.empty() && lone(test->body, Break{}) &&
            same_text(test->test, negate_condition(branch.test, keep_not_of_compare)))
            test_at = body.size() - 1;
    }
    if (test_at == body.size()) return std::nullopt;
    Body kept(body.begin(), body.begin() + std::ptrdiff_t(test_at));
    if (continues(kept)) return std::nullopt;
    if (kept.empty()) kept.push_back(stmt(Pass{}));
    return While{branch.test, std::move(kept), {}};
}

// `while True: if T: B` then `break` is `while T: B'` where the test is only on top (3.14+):
// structure builds it so where it could not read the top test as the loop's (a test holding an
// inlined comprehension). A `continue` in B runs the test either way; what falls off B's end
// reaches the `break`: in B' it ends in a `break` of its own, or in none where it went round by
// a last `continue` (`if c: A else: C; continue` is `if c: A; break` then C).
static std::optional<While> tested_on_top(const While& loop) {
    if (!is_true_constant(loop.test) || !loop.orelse.empty() || loop.body.size() != 2 ||
        !std::holds_alternative<Break>(loop.body[1]->node))
        return std::nullopt;
    auto* test = std::get_if<If>(&loop.body[0]->node);
    if (!test || !test->orelse.empty() || test->body.empty()) return std::nullopt;
    auto ends_in_continue = [](const Body& b) { return !b.empty() && std::holds_alternative<Continue>(b.back()->node); };
    auto plain = [](Body b) {
        if (b.size() == 1 && std::holds_alternative<Pass>(b[0]->node)) b.clear();
        return b;
    };
    Body kept = test->body;
    auto* last_test = std::get_if<If>(&kept.back()->node);
    if (ends_in_continue(kept)) {
        kept.pop_back();
    } else if (last_test && ends_in_continue(last_test->orelse) && !always_leaves(last_test->body)) {
        If leaving = *last_test;
        Body going_round(leaving.orelse.begin(), leaving.orelse.end() - 1);
        leaving.body = plain(leaving.body);
        leaving.body.push_back(stmt(Break{}));
        leaving.orelse.clear();
        const int line = kept.back()->line;
        kept.pop_back();
        kept.push_back(stmt(std::move(leaving), line));
        kept.insert(kept.end(), going_round.begin(), going_round.end());
    } else if (!always_leaves(kept)) {
        kept.push_back(stmt(Break{}));
    }
    if (kept.empty()) kept.push_back(stmt(Pass{}));
    return While{test->test, std::move(kept), {}};
}

void clean_body(Body& body, const CleanupRules& rules) {
    const bool keep_not_of_compare = rules.keep_not_of_compare;
    for (std::size_t k = 0; k < body.size(); ++k) {
        StmtPtr& s = body[k];
        if (auto* r = std::get_if<Raise>(&s->node)) {
            if (auto assertion = as_assert_false(*r)) s = stmt(std::move(*assertion), s->line);
        } else if (auto* i = std::get_if<If>(&s->node)) {
            If copy = *i;
            clean_body(copy.body, rules);
            clean_body(copy.orelse, rules);
            StmtPtr tail;
            if (ExprPtr value = conditional_statement(copy, tail)) {
                s = stmt(ExprStmt{value}, s->line);
                if (tail) body.insert(body.begin() + std::ptrdiff_t(k) + 1, tail);  // (invalidates `s`)
                continue;
            }
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
            else if (auto loop = rules.tests_while_at_bottom ? entered_while(copy, keep_not_of_compare) : std::nullopt)
                s = stmt(std::move(*loop), s->line);
            else s = stmt(std::move(copy), s->line);
            // (inserting invalidates `s`)
            body.insert(body.begin() + std::ptrdiff_t(k) + 1, hoisted.begin(), hoisted.end());
        } else if (auto* t = std::get_if<Try>(&s->node)) {
            Try copy = *t;
            clean_body(copy.body, rules);
            for (ExceptHandler& handler : copy.handlers) clean_body(handler.body, rules);
            clean_body(copy.orelse, rules);
            clean_body(copy.finalbody, rules);
            s = stmt(std::move(copy), s->line);
        } else if (auto* with = std::get_if<With>(&s->node)) {
            With copy = *with;
            clean_body(copy.body, rules);
            s = stmt(std::move(copy), s->line);
        } else if (auto* m = std::get_if<Match>(&s->node)) {
            Match copy = *m;
            for (MatchCase& c : copy.cases) clean_body(c.body, rules);
            s = stmt(std::move(copy), s->line);
        } else if (auto* w = std::get_if<While>(&s->node)) {
            While copy = *w;
            clean_body(copy.orelse, rules);
            if (auto tested = rules.tests_while_only_on_top ? tested_on_top(copy) : std::nullopt)
                copy = std::move(*tested);
            s = stmt(std::move(copy), s->line);
        } else if (auto* f = std::get_if<For>(&s->node)) {
            For copy = *f;
            clean_body(copy.orelse, rules);
            s = stmt(std::move(copy), s->line);
        }
    }
    rejoin_copied_exit(body);
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

void clean_loop_body(Body& body, const CleanupRules& rules) {
    clean_body(body, rules);
    drop_trailing_continue(body);
}

}  // namespace glassbox
