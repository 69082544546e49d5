// Tidying the statements structure builds, without changing what they
// compile to: an `else` after a branch that always leaves is hoisted, and a
// `continue` that ends a loop body is dropped (the loop jumps back anyway).
#pragma once

#include "ast/ast.h"

namespace glassbox {

// What the tidying may assume of the compiler (from the version profile).
struct CleanupRules {
    bool keep_not_of_compare = false;     // VersionProfile::tests_not_of_compare
    bool tests_while_at_bottom = false;   // 3.10-3.13: a while loop's test also ends its body
    bool tests_while_only_on_top = false;  // 3.14+: only before it (a `continue` runs it too)
};

// Whether control never falls off the end of `body`.
bool always_leaves(const ast::Body& body);
// Hoists `else` blocks after terminal `if` bodies, recursively.
void clean_body(ast::Body& body, const CleanupRules& rules);
// clean_body, then drops the trailing `continue`s of a loop body.
void clean_loop_body(ast::Body& body, const CleanupRules& rules);

}  // namespace glassbox
