// The print stage's internal interface: the functions its files share.
// Each returns text; parentheses are added by `expression()` alone, from the
// precedence a position asks for and the precedence of what stands there.
#pragma once

#include <string>

#include "ast/ast.h"
#include "print/precedence.h"
#include "print/print.h"
#include "print/syntax.h"

namespace glassbox::printer {

struct Context {
    const PrintOptions* options = nullptr;
    Syntax syntax{};
    // Inside an f-string replacement field written by the pre-3.12 rules: string literals must
    // do without backslashes, and their quotes must leave the enclosing f-string's
    // delimiter free. Failing that, a literal throws FieldQuoteError and the f-string printer
    // tries another layout (or, from 3.12, PEP 701's free nesting).
    bool strict_field = false;
    // Inside a class body (and what it nests): "_C__" for class C (leading underscores of the
    // name dropped; empty for a name of underscores only). A name the compiler mangled, `_C__x`,
    // prints as the source wrote it, `__x` (3.13+'s __static_attributes__ records that spelling).
    std::string private_prefix;
    // Inside an f-string replacement field: everything on one line.
    bool single_line = false;
};

// Where an expression goes on on the next line (inside brackets, where the source broke the line):
// the statement printer turns it into a newline and a continuation indent.
constexpr char kLineBreak = '\x01';

// `name` as written in the source inside the current class: `_C__x` -> `__x`.
std::string source_name(const Context& context, const std::string& name);
// The context for a class body named `class_name`.
Context class_context(const Context& context, const std::string& class_name);

Context make_context(const PrintOptions& options);

// Concatenation by appending. g++ 12 misreports `"(" + std::string&&` (which inserts at the
// front) under -Wrestrict, so text that starts with a literal is built with cat().
template <typename... Parts>
std::string cat(const Parts&... parts) {
    std::string text;
    (text += ... += parts);
    return text;
}

// A literal the pre-3.12 f-string rules cannot hold inside a replacement field.
class FieldQuoteError : public PrintError {
public:
    using PrintError::PrintError;
};

// Text and the precedence of its outermost operator (Atom for plain literals and names,
// Factor for `-1`, Arith for `1 + 2j`, ...).
struct Printed {
    std::string text;
    Precedence precedence = Precedence::Atom;
};

// Where a constant stands decides how a frozenset or a slice may be written.
enum class ConstantPosition {
    Plain,
    // Right of `in`/`not in` or the iterable of `for`: CPython compiles a set display there into
    // a frozenset constant, so one prints as `{1, 2}` (anywhere else it needs `frozenset({1, 2})`).
    Membership,
    Subscript,  // a slice constant (3.14+), alone or in a tuple, prints as `a:b:c` only here
};

// ---- print_literal.cpp --------------------------------------------------------------------------
Printed constant(const Context& context, const Object& value, ConstantPosition position);

// ---- print_expr.cpp --------------------------------------------------------------------------------
// `node` where the grammar asks for `level`: parenthesized when it binds more loosely.
std::string expression(const Context& context, const ast::ExprPtr& node, Precedence level,
                       ConstantPosition position = ConstantPosition::Plain);
// Where the grammar takes `star_expressions` (assignment targets, `return`, `yield`, `for`
// targets): a tuple of two or more without parentheses, anything else as an `expression`.
std::string star_expressions(const Context& context, const ast::ExprPtr& node);
// Right of `=`, `+=` and as a statement, where `yield` also stands bare.
std::string yield_or_star_expressions(const Context& context, const ast::ExprPtr& node);
// The inside of a call's parentheses, or of a class's base list (is_call false).
std::string call_arguments(const Context& context, const ast::ExprList& args,
                           const std::vector<ast::Keyword>& keywords, bool is_call);

// ---- print_fstring.cpp ------------------------------------------------------------------------------
std::string joined_string(const Context& context, const ast::JoinedStr& node);
std::string joined_string_as_written(const Context& context, const ast::JoinedStr& node);
std::string lone_formatted_value(const Context& context, const ast::FormattedValue& node);
std::string template_string(const Context& context, const ast::TemplateStr& node);

// ---- print_signature.cpp --------------------------------------------------------------------------
// Parameters of a def (with annotations) or a lambda (annotations are an error there).
std::string parameters(const Context& context, const ast::Arguments& arguments, bool is_lambda);
// `[T: int, *Ts, **P]`, or "" when there are none.
std::string type_parameters(const Context& context, const std::vector<ast::TypeParam>& params);

// ---- print_pattern.cpp ------------------------------------------------------------------------------
std::string pattern(const Context& context, const ast::PatternPtr& node);

// ---- print_stmt.cpp ---------------------------------------------------------------------------------
enum class BodyKind {
    Module,
    Definition,  // of a def or class: a leading str constant is the docstring
    Block,
};
// Appends `body`, one statement per line, at `indent_level`; an empty body is `pass`
// (except a module's, which is empty).
void statements(const Context& context, const ast::Body& body, int indent_level, BodyKind kind, std::string& out);

}  // namespace glassbox::printer
