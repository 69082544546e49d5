#include "structure/cleanup.h"

namespace glassbox {

using namespace ast;

bool always_leaves(const Body& body) {
    if (body.empty()) return false;
    const StmtNode& node = body.back()->node;
    if (std::holds_alternative<Return>(node) || std::holds_alternative<Raise>(node) ||
        std::holds_alternative<Break>(node) || std::holds_alternative<Continue>(node) ||
        std::holds_alternative<Unreconstructed>(node))
        return true;
    if (auto* i = std::get_if<If>(&node)) return always_leaves(i->body) && always_leaves(i->orelse);
    return false;
}

void clean_body(Body& body) {
    for (std::size_t k = 0; k < body.size(); ++k) {
        StmtPtr& s = body[k];
        if (auto* i = std::get_if<If>(&s->node)) {
            If copy = *i;
            clean_body(copy.body);
            clean_body(copy.orelse);
            Body hoisted;
            bool is_elif = copy.orelse.size() == 1 && std::holds_alternative<If>(copy.orelse[0]->node);
            if (!copy.orelse.empty() && always_leaves(copy.body) && !is_elif) {
                hoisted = std::move(copy.orelse);
                copy.orelse.clear();
            }
            s = stmt(std::move(copy), s->line);
            body.insert(body.begin() + std::ptrdiff_t(k) + 1, hoisted.begin(), hoisted.end());
        } else if (auto* w = std::get_if<While>(&s->node)) {
            While copy = *w;
            clean_body(copy.orelse);
            s = stmt(std::move(copy), s->line);
        } else if (auto* f = std::get_if<For>(&s->node)) {
            For copy = *f;
            clean_body(copy.orelse);
            s = stmt(std::move(copy), s->line);
        }
    }
}

namespace {

void drop_trailing_continue(Body& body) {
    if (body.empty()) return;
    StmtPtr& tail = body.back();
    if (std::holds_alternative<Continue>(tail->node)) {
        body.pop_back();
        drop_trailing_continue(body);
        return;
    }
    if (auto* i = std::get_if<If>(&tail->node)) {
        If copy = *i;
        drop_trailing_continue(copy.body);
        drop_trailing_continue(copy.orelse);
        tail = stmt(std::move(copy), tail->line);
    }
}

}  // namespace

void clean_loop_body(Body& body) {
    clean_body(body);
    drop_trailing_continue(body);
}

}  // namespace glassbox
