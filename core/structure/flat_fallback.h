// The structure stage's last resort: a code object's basic blocks as a state
// machine, for flow that no structured statement expresses.
//
//     _flat_state = 0
//     while True:
//         if _flat_state == 0:
//             ...statements of block 0...
//             _flat_state = 2 if <cond> else 1
//             continue
//         ...
//
// Values that stay on the stack across blocks live in slot variables
// (`_flat_s<depth>`). Code under an exception handler runs inside a `try:` of
// the dispatcher, and the handler's code inside its `except BaseException as
// _flat_e<level>:` (one dispatcher level per handled exception), so that
// sys.exc_info(), bare `raise` and implicit chaining behave as in the
// original; POP_EXCEPT leaves that level. A with statement's body is a
// dispatcher inside a real `with` statement (its __exit__ is the with
// statement's own). What it cannot express exactly it refuses with a
// LiftError: the caller then keeps the marked fallback.
#pragma once

#include <string>

#include "ast/ast.h"
#include "cfg/cfg.h"
#include "lift/lifter.h"

namespace glassbox {

// Whether flat mode may be tried on `code` at all: a function's code (no lambda, no
// comprehension, no module or class body) of a version with exception tables (3.11+),
// none of whose names shadows a builtin the state machine calls.
bool flat_mode_applies(const CodeObject& code, const VersionProfile& profile);

// The body of the code object as a state machine; `reason` (why the structure stage gave
// up, or that flat mode was asked for) goes into the comment that opens it. `lifter` must be
// a fresh one in generated mode. Throws LiftError for what it cannot flatten.
ast::Body flatten_code(const ControlFlowGraph& cfg, Lifter& lifter, const std::string& reason);

}  // namespace glassbox
