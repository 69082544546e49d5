// A module or class body whose annotations are all in dead code (`elif x and 0: v: int`, a
// statement after `while True:` with no break, an `if False:` block for type checkers) still
// sets annotations up: before 3.14 the compiler looks for an annotated statement anywhere in
// the body (nested scopes aside) before it generates code, runs SETUP_ANNOTATIONS, then drops
// the dead statement; 3.14+ still set __conditional_annotations__ up. Source with no annotation
// left compiles without either (and module code reading __annotations__ fails).
#pragma once

#include <vector>

#include "ast/ast.h"
#include "load/code_object.h"
#include "normalize/normalize.h"

namespace glassbox {

// Gives such a body one dead annotation that compiles to nothing, `(_): []` (a parenthesized
// target stores nothing and 3.14+ defer nothing for it; an empty list takes no name and no
// constant): 3.10+ in the first dead code of the body (after a statement that never falls
// through, for they drop unreachable code whole; in an `if C: pass` whose C is a false
// constant), else in an `if None:` (an `if False:` in 3.13+ class bodies) at the end where its
// line takes no instruction; 3.8 and 3.9, which keep unreachable code, in an `if None:` at the
// end. Call it where the code runs SETUP_ANNOTATIONS (sets_up_annotations) or sets
// __conditional_annotations__ up (restore_lazy_annotations); it does nothing where the body
// has an annotation the compiler finds.
void restore_dead_annotation(const CodeObject& code, ast::Body& body, bool class_body);

bool sets_up_annotations(const std::vector<NormalizedInstruction>& instructions);

// Puts `guarded` (an `if None:` of dead code) last in the last branch of the module or class
// body's end (or alone in an empty body) (an if's, a while's else), after a statement that is not compound or a for loop:
// 3.10+ give it no code there; false where the body ends in a while with no else, a with, try
// or match, after which its line would take an instruction of its own (or the code's end
// would no longer be copied). (Not for a 3.13+ class body, whose end stores __static_attributes__.)
bool place_last_without_code(ast::Body& body, const ast::StmtPtr& guarded);

// Whether `s` never goes on to the statement after it: raise, return, break, continue, or a
// `while` whose test is a true constant and whose body does not break.
bool never_falls_through(const ast::StmtPtr& s);

}  // namespace glassbox
