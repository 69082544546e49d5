// Stage "print": the syntax tree (ast/ast.h) as Python source text that the
// target Python version compiles back to the same tree. Only this stage
// decides parentheses, quotes and layout; the passes before it build typed
// nodes and never strings.
#pragma once

#include <stdexcept>
#include <string>

#include "ast/ast.h"
#include "support/python_version.h"

namespace glassbox {

struct PrintOptions {
    // The Python that will compile the output: it decides which syntax may be used
    // (f-string quoting before 3.12, `match` from 3.10, type parameters from 3.12, ...).
    PythonVersion target{3, 15};  // (the newest glassbox reads)
    std::string indent = "    ";
    // Escape every non-ASCII character of str literals (\xNN, \uXXXX, \UXXXXXXXX). Off, printable
    // non-ASCII characters are written as UTF-8, which is more readable but trusts our short list
    // of characters that must not appear raw (glassbox has no Unicode database). Identifiers are
    // always written as they are, and so is a non-ASCII character in a string inside a pre-3.12
    // f-string replacement field, where no escape can stand.
    bool ascii_only = true;
};

// A tree the target version has no syntax for (a `match` for 3.9, an f-string that needs a
// backslash inside a replacement field before 3.12, a code object left as a constant, ...).
// The printer never writes text that would mean something else instead.
class PrintError : public std::runtime_error {
public:
    explicit PrintError(const std::string& problem) : std::runtime_error(problem) {}
};

// A whole module; the result ends with a newline (or is empty for an empty module).
std::string print_module(const ast::Module& module, const PrintOptions& options);

// One expression, as it would stand alone on the right of `x = ...`.
std::string print_expression(const ast::ExprPtr& expression, const PrintOptions& options);

// Statements at `indent_level` levels of options.indent, each line ending with a newline.
// An empty body prints as `pass`.
std::string print_statements(const ast::Body& body, const PrintOptions& options, int indent_level = 0);

// The name an external constant for a code object has (used as a value, not made a function):
// `__glassbox_code_<co_name>_<hash of the code object>`, the same for equal code objects.
std::string code_constant_name(const CodeObject& code);

}  // namespace glassbox
