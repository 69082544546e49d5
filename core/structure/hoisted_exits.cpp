// The exit after a finally body's normal copy, which the compilers copy (3.10+) into each
// branch of a statement ending that copy: the branches read `if c: f() / return` where the
// exceptional copy, which ends in one RERAISE, reads `if c: f()`. (The exit may be more than
// the return: 3.13+ class code stores __static_attributes__ first.)
#include "structure/structurer.h"

namespace glassbox::structure_detail {

namespace {

bool leaves_at_once(const StmtPtr& s) {
    return std::holds_alternative<Return>(s->node) || std::holds_alternative<Raise>(s->node) ||
           std::holds_alternative<Break>(s->node) || std::holds_alternative<Continue>(s->node);
}

}  // namespace

bool Structurer::ends_with_code(const Body& branch, const Body& tail) const {
    if (tail.empty() || branch.size() < tail.size()) return false;
    for (std::size_t k = 0; k < tail.size(); ++k)
        if (unwind_text(branch[branch.size() - tail.size() + k]) != unwind_text(tail[k])) return false;
    return true;
}

bool Structurer::strip_exit_copies(Body& branch, const Body& exit) const {
    // A branch that ends in a copy of the exit runs into the exit without it; one whose last
    // statement branches again may hold copies in its own branches.
    if (branch.empty()) return false;
    if (ends_with_code(branch, exit)) {
        branch.resize(branch.size() - exit.size());
        if (branch.empty()) branch.push_back(stmt(Pass{}));
        return true;
    }
    StmtPtr& last = branch.back();
    bool stripped = false;
    if (auto* i = std::get_if<If>(&last->node)) {
        If copy = *i;
        stripped = strip_exit_copies(copy.body, exit);
        if (!copy.orelse.empty()) stripped = strip_exit_copies(copy.orelse, exit) || stripped;
        // (an else that was only the copy goes: the if runs into the exit either way)
        if (copy.orelse.size() == 1 && std::holds_alternative<Pass>(copy.orelse[0]->node)) copy.orelse.clear();
        if (stripped) last = stmt(std::move(copy), last->line);
    } else if (auto* m = std::get_if<Match>(&last->node)) {
        Match copy = *m;
        for (MatchCase& c : copy.cases) stripped = strip_exit_copies(c.body, exit) || stripped;
        if (stripped) last = stmt(std::move(copy), last->line);
    }
    return stripped;
}

Body Structurer::common_exit(const Body& branch) const {
    // The exit every path through `branch` ends in: the code from the last statement that
    // leaves back to the first that a nested branch does not share (empty: none alike).
    if (branch.empty()) return {};
    if (leaves_at_once(branch.back())) {
        Body exit{branch.back()};
        // (what runs before it in every branch too: a class body's __static_attributes__)
        for (std::size_t k = branch.size() - 1; k-- > 0 && std::holds_alternative<Assign>(branch[k]->node);)
            exit.insert(exit.begin(), branch[k]);
        return exit;
    }
    auto* i = std::get_if<If>(&branch.back()->node);
    if (!i || i->orelse.empty()) return {};
    Body body = common_exit(i->body), orelse = common_exit(i->orelse);
    while (!body.empty() && !orelse.empty() && body.size() != orelse.size())
        (body.size() > orelse.size() ? body : orelse).erase((body.size() > orelse.size() ? body : orelse).begin());
    for (std::size_t k = 0; k < body.size() && k < orelse.size(); ++k)
        if (unwind_text(body[k]) != unwind_text(orelse[k])) return {};
    return body;
}

void Structurer::hoist_exit_copies(Body& rest, std::size_t k) const {
    if (!std::holds_alternative<If>(rest[k]->node) && !std::holds_alternative<Match>(rest[k]->node)) return;
    Body exit(rest.begin() + std::ptrdiff_t(k) + 1, rest.end());
    // (nothing after: where every branch ends in the same exit, that exit followed the statement)
    const bool appended = exit.empty();
    if (appended) exit = common_exit({rest[k]});
    if (exit.empty() || !leaves_at_once(exit.back())) return;
    Body statement{rest[k]};
    if (!strip_exit_copies(statement, exit)) return;
    rest[k] = statement.front();
    if (appended) rest.insert(rest.end(), exit.begin(), exit.end());
}

}  // namespace glassbox::structure_detail
