// 3.14+ lazily evaluated annotations (PEP 649/749). The compiler moves the
// annotations of a module, class or function into an `__annotate__` function
// and, where an annotation holds only if its statement ran (everywhere in a
// module, inside compound statements of a class), records that the statement
// ran: `__conditional_annotations__.add(index)`. The decompiled source must say
// `x: int = 1` again, so that recompiling regenerates all of it.
#pragma once

#include <optional>

#include "ast/ast.h"
#include "lift/lifter.h"
#include "normalize/normalize.h"

namespace glassbox {

// The entries of a compiler's __annotate__ function, in order: one bare
// `name: annotation` each, a conditional one inside `if <index>:` (the
// Lifter::kLazyAnnotationsName def's body); nothing when the code is not
// that template.
std::optional<ast::Body> read_annotate_function(const NormalizedCode& normalized, Lifter& lifter);

// Puts the annotations of a module or class body's kLazyAnnotationsName def
// back as annotated statements, and drops the compiler's bookkeeping
// (`__conditional_annotations__ = set()`, the def, the marks). `problems`
// gets a reason for each annotation it could not place, and the body an
// Unreconstructed statement in its stead. True where the body set __conditional_annotations__
// up (an annotation in module code, or in a compound statement of a class).
bool restore_lazy_annotations(ast::Body& body, std::vector<std::string>& problems);

}  // namespace glassbox
