// The statement bodies nested in one statement of the same scope: those of if, for, while,
// with, try and match (never a def's or a class's, which are scopes of their own).
// Statements may be shared between copies of a tail, so a pass rewrites a copy.
#pragma once

#include <type_traits>

#include "ast/ast.h"

namespace glassbox::ast {

// A copy of `s` whose nested bodies went through `visit(Body&)`; `s` itself when it has none.
template <typename Visit>
StmtPtr with_nested_bodies(const StmtPtr& s, Visit&& visit) {
    return std::visit(
        [&](const auto& node) -> StmtPtr {
            using Node = std::decay_t<decltype(node)>;
            constexpr bool has_bodies = std::is_same_v<Node, If> || std::is_same_v<Node, For> ||
                                        std::is_same_v<Node, While> || std::is_same_v<Node, With> ||
                                        std::is_same_v<Node, Try> || std::is_same_v<Node, Match>;
            if constexpr (!has_bodies) {
                return s;
            } else {
                Node copy = node;
                if constexpr (std::is_same_v<Node, Try>) {
                    visit(copy.body);
                    for (ExceptHandler& handler : copy.handlers) visit(handler.body);
                    visit(copy.orelse);
                    visit(copy.finalbody);
                } else if constexpr (std::is_same_v<Node, Match>) {
                    for (MatchCase& c : copy.cases) visit(c.body);
                } else if constexpr (std::is_same_v<Node, With>) {
                    visit(copy.body);
                } else {
                    visit(copy.body);
                    visit(copy.orelse);
                }
                return stmt(std::move(copy), s->line);
            }
        },
        s->node);
}

}  // namespace glassbox::ast
