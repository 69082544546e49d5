// Generated mode's temporaries, folded back where that changes nothing: `__tmpN = value`
// directly followed by the statement that evaluates `__tmpN` first, and nowhere else.
#pragma once

#include "ast/ast.h"

namespace glassbox {

// `body` is a whole code object's body (uses are counted over all of it); nested
// bodies (if, try, with, for) are folded too.
void fold_temporaries(ast::Body& body);

}  // namespace glassbox
