// Tidying the statements structure builds, without changing what they
// compile to: an `else` after a branch that always leaves is hoisted, and a
// `continue` that ends a loop body is dropped (the loop jumps back anyway).
#pragma once

#include "ast/ast.h"

namespace glassbox {

// Whether control never falls off the end of `body`.
bool always_leaves(const ast::Body& body);
// Hoists `else` blocks after terminal `if` bodies, recursively.
void clean_body(ast::Body& body, bool keep_not_of_compare);
// clean_body, then drops the trailing `continue`s of a loop body.
void clean_loop_body(ast::Body& body, bool keep_not_of_compare);

}  // namespace glassbox
