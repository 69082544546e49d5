#include "decompile/dead_annotation.h"

#include <algorithm>
#include <type_traits>
#include <variant>

#include "ast/nested_bodies.h"
#include "lift/lifter.h"

namespace glassbox {

using namespace ast;

namespace {

// Whether the compiler finds an annotated statement in `body`: 3.10's does not look into match
// statements (CPython issue 105164, fixed in 3.11 and 3.12's later releases).
bool any_annotation(const Body& body, bool in_match) {
    bool found = false;
    for (const StmtPtr& s : body) {
        if (std::holds_alternative<AnnAssign>(s->node)) return true;
        if (!in_match && std::holds_alternative<Match>(s->node)) continue;
        with_nested_bodies(s, [&](Body& nested) { found = found || any_annotation(nested, in_match); });
        if (found) return true;
    }
    return false;
}

// A `break` of the loop whose body this is (not one of a loop nested in it, whose else aside).
bool breaks_out(const Body& body) {
    for (const StmtPtr& s : body) {
        if (std::holds_alternative<Break>(s->node)) return true;
        bool found = false;
        if (auto* inner = std::get_if<While>(&s->node)) found = breaks_out(inner->orelse);
        else if (auto* inner_for = std::get_if<For>(&s->node)) found = breaks_out(inner_for->orelse);
        else with_nested_bodies(s, [&](Body& nested) { found = found || breaks_out(nested); });
        if (found) return true;
    }
    return false;
}

// Puts `dead` in the first place of `body` (in source order) that is dead code and compiles to
// nothing: after a statement that never falls through, in an `if` whose test is a false
// constant; false if there is none.
bool place_in_dead_code(Body& body, const StmtPtr& dead) {
    for (std::size_t i = 0; i < body.size(); ++i) {
        if (never_falls_through(body[i])) {
            body.insert(body.begin() + std::ptrdiff_t(i) + 1, dead);
            return true;
        }
        // `if C: pass` with a false constant C (a test the compiler dropped, its line's NOP kept)
        auto* test = std::get_if<If>(&body[i]->node);
        if (test && test->orelse.empty() && test->body.size() == 1 && std::holds_alternative<Pass>(test->body[0]->node) &&
            constant_truth(test->test) == false) {
            body[i] = stmt(If{test->test, {dead}, {}}, body[i]->line);
            return true;
        }
        // (not in a match statement, which 3.10's compiler does not look into, nor 3.11's
        // first releases)
        if (std::holds_alternative<Match>(body[i]->node)) continue;
        bool placed = false;
        // (statements may be shared between copies of a tail: the path to the site is copied)
        StmtPtr copy = with_nested_bodies(body[i], [&](Body& nested) { placed = placed || place_in_dead_code(nested, dead); });
        if (placed) {
            body[i] = copy;
            return true;
        }
    }
    return false;
}

}  // namespace

bool place_last_without_code(Body& body, const StmtPtr& guarded) {
    if (body.empty()) {
        body.push_back(guarded);
        return true;
    }
    StmtPtr& last = body.back();
    if (auto* branch = std::get_if<If>(&last->node)) {
        If copy = *branch;
        if (!place_last_without_code(copy.orelse.empty() ? copy.body : copy.orelse, guarded)) return false;
        last = stmt(std::move(copy), last->line);
        return true;
    }
    if (auto* loop = std::get_if<While>(&last->node); loop && !loop->orelse.empty()) {
        While copy = *loop;
        if (!place_last_without_code(copy.orelse, guarded)) return false;
        last = stmt(std::move(copy), last->line);
        return true;
    }
    bool compound = false;
    with_nested_bodies(last, [&](Body&) { compound = true; });
    auto* loop = std::get_if<For>(&last->node);
    if (compound && !(loop && !loop->is_async)) return false;
    body.push_back(guarded);
    return true;
}

bool never_falls_through(const StmtPtr& s) {
    if (std::holds_alternative<Raise>(s->node) || std::holds_alternative<Return>(s->node) ||
        std::holds_alternative<Break>(s->node) || std::holds_alternative<Continue>(s->node))
        return true;
    auto* loop = std::get_if<While>(&s->node);
    return loop && constant_truth(loop->test) == true && !breaks_out(loop->body);
}

bool sets_up_annotations(const std::vector<NormalizedInstruction>& instructions) {
    return std::any_of(instructions.begin(), instructions.end(),
                       [](const NormalizedInstruction& in) { return in.op == Op::SetupAnnotations; });
}

void restore_dead_annotation(const CodeObject& code, Body& body, bool class_body) {
    if ((code.flags & kCodeOptimized) || any_annotation(body, code.version >= PythonVersion{3, 11})) return;
    StmtPtr dead = stmt(AnnAssign{make_name("_"), expr(List{}), nullptr, false});
    StmtPtr guarded = stmt(If{none_constant(), {dead}, {}});
    if (code.version < PythonVersion{3, 10}) {
        body.push_back(guarded);
        return;
    }
    if (place_in_dead_code(body, dead)) return;
    if (!(class_body && code.version >= PythonVersion{3, 13})) {
        place_last_without_code(body, guarded);
        return;
    }
    // 3.13's class body ends in the __static_attributes__ store, before which the line of an `if
    // None:` takes a NOP; an `if False:` (whose constant 3.12+ drop) takes none after a plain statement.
    bool compound = false;
    if (!body.empty()) with_nested_bodies(body.back(), [&](Body&) { compound = true; });
    if (body.empty() || compound) return;
    auto never = std::make_shared<Object>();
    never->kind = ObjectKind::False;
    body.push_back(stmt(If{make_constant(never), {dead}, {}}));
}

}  // namespace glassbox
