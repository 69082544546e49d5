// What the target Python's grammar (and constant folder) allows: the one place
// in the printer that compares version numbers, so the rest asks by name
// (`syntax.match_statement`) as the later stages ask the version profile.
#pragma once

#include "support/python_version.h"

namespace glassbox::printer {

struct Syntax {
    bool any_decorator_expression;   // 3.9, PEP 614; before, `@dotted.name` or `@dotted.name(args)`
    bool peg_parser;                 // 3.9: `with (a, b):` means two context managers, not a tuple
    bool match_statement;            // 3.10
    bool starred_subscript;          // 3.11: `a[*b]`
    bool except_star;                // 3.11
    bool fstring_any_expression;     // 3.12, PEP 701: quotes, backslashes in replacement fields
    bool type_params;                // 3.12: `def f[T]()`, `type X = ...`
    bool type_param_defaults;        // 3.13: `[T = int]`
    bool template_strings;           // 3.14: t'...'
    bool lazy_imports;               // 3.15, PEP 810: `lazy import x`
    // 3.14 (C99 Annex G): `real - complex` keeps the sign of a zero imaginary part;
    // before, the real operand became a complex number with +0.0 imaginary part first.
    bool mixed_mode_complex_arithmetic;
};

inline Syntax syntax_for(PythonVersion v) {
    auto from = [&](int minor) { return v >= PythonVersion{3, minor}; };
    return Syntax{
        .any_decorator_expression = from(9),
        .peg_parser = from(9),
        .match_statement = from(10),
        .starred_subscript = from(11),
        .except_star = from(11),
        .fstring_any_expression = from(12),
        .type_params = from(12),
        .type_param_defaults = from(13),
        .template_strings = from(14),
        .lazy_imports = from(15),
        .mixed_mode_complex_arithmetic = from(14),
    };
}

}  // namespace glassbox::printer
