// Code the compiler copied into the branches of an if (3.10+ copy a small exit into each jump
// to it, with its lines), read back into the one statement the source wrote.
#pragma once

#include "ast/ast.h"

namespace glassbox {

// An if whose sides each only compute a value and drop it, one a constant, is a conditional
// expression statement whose POP_TOP the compiler copied into both sides (at the code's end,
// with the `return None` after it): a constant alone is no statement, the compiler leaves no
// code for it. That expression, else null; `tail` gets the copied return, where the sides end
// in one.
ast::ExprPtr conditional_statement(const ast::If& branch, ast::StmtPtr& tail);

// `if T: B; E` then S, then E again on the same lines, ending `body`: the compiler copied the
// small exit E (ending in a raise or a return: `x = v; return v`, `f(); return None`) into
// the jump ending B. The source's E is the one after S, which is the if's else (`if T: B /
// elif U: raise X` then E).
void rejoin_copied_exit(ast::Body& body);

}  // namespace glassbox
