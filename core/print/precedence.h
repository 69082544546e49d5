// Operator precedence, lowest binding first, as CPython's Lib/ast.py
// `_Precedence` orders it. An expression printed where the context asks for a
// higher level than its own gets parentheses; nothing else adds them.
#pragma once

#include "ast/ast.h"

namespace glassbox::printer {

enum class Precedence {
    NamedExpr,  // x := y
    Tuple,      // a, b
    Yield,      // yield x, yield from x
    Test,       // lambda, x if c else y
    Or,
    And,
    Not,
    Compare,    // <, ==, in, is, ...
    BitOr,      // also the level of `*x` and `**x` operands
    BitXor,
    BitAnd,
    Shift,
    Arith,      // + -
    Term,       // * / // % @
    Factor,     // unary - + ~
    Power,      // **
    Await,
    Atom,       // names, literals, displays, calls, subscripts, attributes
};

// The next tighter level: operands of a left-associative operator at level p sit at p on the
// left and next(p) on the right, so that `a - (b - c)` keeps its parentheses.
inline Precedence next(Precedence p) {
    return p == Precedence::Atom ? p : Precedence(int(p) + 1);
}

inline Precedence binary_precedence(ast::BinaryOperator op) {
    using Op = ast::BinaryOperator;
    switch (op) {
    case Op::BitOr: return Precedence::BitOr;
    case Op::BitXor: return Precedence::BitXor;
    case Op::BitAnd: return Precedence::BitAnd;
    case Op::LShift:
    case Op::RShift: return Precedence::Shift;
    case Op::Add:
    case Op::Sub: return Precedence::Arith;
    case Op::Mult:
    case Op::MatMult:
    case Op::Div:
    case Op::FloorDiv:
    case Op::Mod: return Precedence::Term;
    case Op::Pow: return Precedence::Power;
    }
    return Precedence::Atom;  // unreachable: the switch names every operator
}

inline const char* binary_symbol(ast::BinaryOperator op) {
    using Op = ast::BinaryOperator;
    switch (op) {
    case Op::Add: return "+";
    case Op::Sub: return "-";
    case Op::Mult: return "*";
    case Op::MatMult: return "@";
    case Op::Div: return "/";
    case Op::Mod: return "%";
    case Op::Pow: return "**";
    case Op::LShift: return "<<";
    case Op::RShift: return ">>";
    case Op::BitOr: return "|";
    case Op::BitXor: return "^";
    case Op::BitAnd: return "&";
    case Op::FloorDiv: return "//";
    }
    return "?";
}

inline const char* compare_symbol(ast::CompareOperator op) {
    using Op = ast::CompareOperator;
    switch (op) {
    case Op::Eq: return "==";
    case Op::NotEq: return "!=";
    case Op::Lt: return "<";
    case Op::LtE: return "<=";
    case Op::Gt: return ">";
    case Op::GtE: return ">=";
    case Op::Is: return "is";
    case Op::IsNot: return "is not";
    case Op::In: return "in";
    case Op::NotIn: return "not in";
    }
    return "?";
}

}  // namespace glassbox::printer
