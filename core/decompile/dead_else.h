// A try statement whose body never falls through (it ends in raise or return) has a dead else
// clause: `try: raise X / except X: pass / else: self.fail("no exception")`. 3.10+ compile no
// code for it but keep the names it used in co_names, and 3.10/3.11 its constants unless they
// end co_consts (3.8 and 3.9 keep its code: not handled here). Source without the else loses them.
#pragma once

#include <vector>

#include "ast/ast.h"
#include "load/code_object.h"
#include "normalize/normalize.h"

namespace glassbox {

// Gives the first such try (in source order, nested code objects aside) an else clause naming
// co_names' unused names, in their order, as attributes of the function's first argument (or of
// co_names' first name), called with the unloaded constants: when the names are one run of
// identifiers in co_names and the code is a function.
void restore_dead_else_names(const CodeObject& code, const std::vector<NormalizedInstruction>& instructions,
                             ast::Body& body);

}  // namespace glassbox
