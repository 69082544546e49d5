// Questions about assignment statements that several stages ask.
#pragma once

#include <string_view>

#include "ast/ast.h"

namespace glassbox::ast {

// Whether `s` is `name = value` with that one target (its value in *value).
inline bool assigns_name(const StmtPtr& s, std::string_view name, ExprPtr* value = nullptr) {
    const auto* a = std::get_if<Assign>(&s->node);
    if (!a || a->targets.size() != 1) return false;
    const auto* n = std::get_if<Name>(&a->targets[0]->node);
    if (!n || n->id != name) return false;
    if (value) *value = a->value;
    return true;
}

// What a class body stores as it ends (3.13+ `__static_attributes__`, the cells), which the
// compiler copies with the return into each way that falls off the body, a break's included.
inline bool stores_class_end(const StmtPtr& s) {
    return assigns_name(s, "__static_attributes__") || assigns_name(s, "__classdictcell__") ||
           assigns_name(s, "__classcell__");
}

}  // namespace glassbox::ast
