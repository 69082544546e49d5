// What a code object says about the source around its body: its signature,
// docstring, global/nonlocal declarations, and the statements the compiler
// adds to module, class and function bodies (which the decompiled source
// must leave out, as the compiler adds them again).
#pragma once

#include <optional>
#include <set>
#include <string>

#include "ast/ast.h"
#include "cfg/cfg.h"
#include "load/code_object.h"
#include "normalize/normalize.h"

namespace glassbox {

ast::Arguments signature_of(const CodeObject& code);
bool is_async_code(const CodeObject& code);
// The docstring constant of a function's code, if it has one.
ObjectPtr docstring_of(const CodeObject& code);
// `global` and `nonlocal` statements of a code object: names it stores or deletes as
// globals or as free variables, and the LOAD_GLOBAL names in `declared_loads`.
// `declare_unused_free`: free variables no instruction touches become `nonlocal` too (not for
// generated code: Dynamo's resume functions carry cells they do not use, and their source is
// compiled on its own, where a `nonlocal` has no binding).
// ... and annotations (`x: object`) of the locals read but never bound, which keep them local.
ast::Body declarations_of(const CodeObject& code, const NormalizedCode& normalized,
                          const std::set<std::string>& declared_loads, bool declare_unused_free);
std::vector<std::string> unbound_locals(const CodeObject& code, const NormalizedCode& normalized);
// A generator whose every `yield` the compiler dropped as dead code (`raise E; yield`):
// its source needs one (`if False: yield`) to stay a generator.
bool lost_its_yield(const CodeObject& code, const ControlFlowGraph& cfg);
// Drops a final `return None`, and the copies 3.10+ puts at the ends of a last if's branches,
// except clauses and match cases.
// `exits_copied`: the compiler copies the end into jumps to it (3.10+). `cannot_return`: module
// code, where every return is such a copy.
void drop_implicit_return(ast::Body& body, bool is_module, bool exits_copied, bool cannot_return = false);
// 3.10+ copies the implicit `return None`, which has no line, into every jump to it: a
// `return None` that code reaches from two places had a line, the source's own (`...; return
// None` after an if or a try). The line of such a return, if the code has one.
std::optional<int> joined_return_none_line(const ControlFlowGraph& cfg);
// The body's last statement is a `return None` on `line`.
bool ends_in_return_none_on(const ast::Body& body, int line);
// ≤3.9 keeps the implicit `return None` after a last statement that always leaves, as dead
// code; a last `return` compiles without it. So such code ended with an if/else.
bool ends_in_dead_return(const ControlFlowGraph& cfg);
// The else the walk hoisted after a last `if` whose body always leaves, put back.
void restore_final_else(ast::Body& body);
// Class bodies: drops __module__/__qualname__/__firstlineno__/__static_attributes__/
// __classcell__ bookkeeping and the final return; `__doc__ = "..."` becomes the docstring.
void tidy_class_body(ast::Body& body);
// Module and class code cannot return: a `return` left in it (a copy of the end the
// structure did not place) becomes a marked fallback, so that the output still compiles.
// How many were marked.
int mark_stray_returns(ast::Body& body);
// Module bodies: `global` declarations go after the docstring and `from __future__` imports,
// which must come first.
void place_module_globals(ast::Body& body);
// Module bodies: `__doc__ = "..."` first becomes the docstring.
void tidy_module_docstring(ast::Body& body);
// `x = v` + `__annotations__['x'] = t` -> `x: t = v` (module and class bodies and the blocks
// nested in them, ≤3.13).
// `future`: the code has `from __future__ import annotations` (annotations kept as text).
void tidy_annotations(ast::Body& body, bool future);

}  // namespace glassbox
