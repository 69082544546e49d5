// The JSON form of glassbox's syntax tree, written by tests/print/ast_to_json.py
// from Python's own `ast`, read back into core/ast/ast.h nodes. Test-only.
#pragma once

#include "ast/ast.h"
#include "json_value.h"

namespace glassbox::test_json {

// Throw std::runtime_error for a node or constant that ast.h cannot hold.
ast::Module module_from_json(const Value& module);
ast::ExprPtr expression_from_json(const Value& expression);
ObjectPtr constant_from_json(const Value& constant);

}  // namespace glassbox::test_json
