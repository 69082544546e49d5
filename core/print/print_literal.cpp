// Constants as source that compiles back to the same value, bit for bit where
// Python can say it. Python has literals only for non-negative numbers, so a
// negative number is a unary minus (folded back by the compiler), infinity is
// 1e309, NaN is inf - inf, and a complex number is a sum chosen per version so
// that signed zeros survive the compiler's constant folding.
#include <cmath>
#include <limits>
#include <string>

#include "print/print_string.h"
#include "print/printer.h"
#include "support/python_repr.h"

namespace glassbox::printer {
namespace {

// Decimal while BigInt::has_short_decimal() (under CPython's 4,300-digit limit on reading a
// decimal literal, 3.11+ and security releases before); hexadecimal past it, which any version
// reads at any length. The sign is a unary minus: Python has no negative literals.
Printed int_literal(const BigInt& value) {
    BigInt magnitude = value;
    magnitude.negative = false;
    std::string text = magnitude.has_short_decimal() ? magnitude.to_decimal() : magnitude.to_hex();
    if (!value.negative) return {text, Precedence::Atom};
    return {cat("-", text), Precedence::Factor};
}

// The sign of the NaN that `inf - inf` gives on this machine: x86 sets it, ARM does not. The
// source glassbox writes is compiled on the machine that runs glassbox, so asking the hardware
// here makes `1e309 - 1e309` or `-(1e309 - 1e309)` fold to the sign the constant had.
// (Other payload bits of a NaN cannot be written in Python at all.)
bool default_nan_is_negative() {
    volatile double infinity = std::numeric_limits<double>::infinity();  // volatile: not folded by g++
    double nan = infinity - infinity;
    return std::signbit(nan);
}

// |value| for a finite or infinite value: a NUMBER token.
std::string magnitude_literal(double value) {
    if (std::isinf(value)) return "1e309";  // the smallest decimal literal that overflows to inf
    return python_float_repr(std::fabs(value));
}

Printed float_literal(double value) {
    if (std::isnan(value)) {
        if (std::signbit(value) == default_nan_is_negative()) return {"1e309 - 1e309", Precedence::Arith};
        return {"-(1e309 - 1e309)", Precedence::Factor};
    }
    std::string text = magnitude_literal(value);
    if (!std::signbit(value)) return {text, Precedence::Atom};
    return {cat("-", text), Precedence::Factor};
}

// |value|j as an imaginary NUMBER token, formatted like complex's repr ("2j", "1.5j", "1e+16j").
std::string imaginary_literal(double value) {
    if (std::isinf(value)) return "1e309j";
    return python_complex_repr(0.0, std::fabs(value));
}

// A complex constant. `Bj` is complex(+0.0, B) and unary minus negates both parts; the rest
// follows from how `real ± complex` folds: before 3.14 the real operand first becomes
// complex(real, +0.0), so the imaginary part is computed as 0.0 ± B and a -0.0 there is lost;
// from 3.14 it stays ±B. Each case is checked against every interpreter by
// tests/python/test_print_roundtrip.py.
Printed complex_literal(const Context& context, double re, double im) {
    if (std::isnan(re) || std::isnan(im)) {
        // No folding expression keeps a NaN part apart from the other part's zero sign; a call to
        // the builtin is exact (complex(float, float) does no arithmetic), though not a constant.
        return {cat("complex(", float_literal(re).text, ", ", float_literal(im).text, ")"), Precedence::Atom};
    }
    const bool c99 = context.syntax.mixed_mode_complex_arithmetic;
    const std::string b = imaginary_literal(im);
    if (re == 0.0 && !std::signbit(re)) {
        if (!std::signbit(im)) return {b, Precedence::Atom};           // (0.0, B)
        if (im != 0.0 || c99) return {cat("0 - ", b), Precedence::Arith};  // (0.0, -B)
        return {"-(0j * -1)", Precedence::Factor};  // (0.0, -0.0): 0j * -1 folds to (-0.0, 0.0)
    }
    if (re == 0.0) {
        if (std::signbit(im)) return {cat("-", b), Precedence::Factor};             // (-0.0, -B)
        if (im != 0.0 || c99) return {cat("-(0 - ", b, ")"), Precedence::Factor};  // (-0.0, B)
        return {"0j * -1", Precedence::Term};                                   // (-0.0, 0.0)
    }
    const std::string a = float_literal(re).text;
    if (!std::signbit(im)) return {a + " + " + b, Precedence::Arith};
    if (im != 0.0 || c99) return {a + " - " + b, Precedence::Arith};
    return {cat("-(", float_literal(-re).text, " + 0j)"), Precedence::Factor};  // (re, -0.0) before 3.14
}

// Items of a display, each at the level a display element takes.
std::string items_text(const Context& context, const std::vector<ObjectPtr>& items) {
    std::string text;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i) text += ", ";
        Printed item = constant(context, *items[i], ConstantPosition::Plain);
        text += item.precedence < Precedence::Test ? cat("(", item.text, ")") : item.text;
    }
    return text;
}

std::string pairs_text(const Context& context, const std::vector<ObjectPtr>& items) {
    std::string text;
    for (std::size_t i = 0; i + 1 < items.size(); i += 2) {
        if (i) text += ", ";
        text += constant(context, *items[i], ConstantPosition::Plain).text + ": " +
                constant(context, *items[i + 1], ConstantPosition::Plain).text;
    }
    return text;
}

Printed string_constant(const Context& context, const std::string& text, bool is_bytes) {
    if (!context.strict_field) {
        return {is_bytes ? bytes_literal(text) : str_literal(text, context.options->ascii_only), Precedence::Atom};
    }
    // ASCII-only output keeps its promise where PEP 701 (3.12+) can escape; before, a raw
    // character is the only way to write a non-ASCII one inside a replacement field.
    bool raw_non_ascii = !context.options->ascii_only || !context.syntax.fstring_any_expression;
    std::optional<std::string> literal = field_safe_literal(text, is_bytes, raw_non_ascii);
    if (!literal) throw FieldQuoteError("a string in an f-string replacement field needs an escape");
    return {*literal, Precedence::Atom};
}

// A slice constant (3.14+ folds `a[1:2]` into one) as the text between the brackets.
std::string slice_text(const Context& context, const Object& value) {
    auto part = [&](std::size_t i) {
        const Object& item = *value.items.at(i);
        return item.kind == ObjectKind::None ? std::string() : constant(context, item, ConstantPosition::Plain).text;
    };
    std::string text = part(0) + ":" + part(1);
    if (value.items.at(2)->kind != ObjectKind::None) text += cat(":", part(2));
    return text;
}

// A tuple constant between subscript brackets (3.14+ folds `a[1:2, 3]` into one): bare, with its
// slices in slice syntax.
std::string subscript_tuple_text(const Context& context, const std::vector<ObjectPtr>& items) {
    std::string text;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i) text += ", ";
        if (items[i]->kind == ObjectKind::Slice && items[i]->items.size() == 3) {
            text += slice_text(context, *items[i]);
            continue;
        }
        Printed item = constant(context, *items[i], ConstantPosition::Plain);
        text += item.precedence < Precedence::Test ? cat("(", item.text, ")") : item.text;
    }
    return items.size() == 1 ? cat(text, ",") : text;
}

}  // namespace

Printed constant(const Context& context, const Object& value, ConstantPosition position) {
    switch (value.kind) {
    case ObjectKind::None: return {"None"};
    case ObjectKind::True: return {"True"};
    case ObjectKind::False: return {"False"};
    case ObjectKind::Ellipsis: return {"..."};
    case ObjectKind::StopIteration: return {"StopIteration"};  // marshal's stand-in for the builtin
    case ObjectKind::Int: return int_literal(value.integer);
    case ObjectKind::Float: return float_literal(value.real);
    case ObjectKind::Complex: return complex_literal(context, value.real, value.imag);
    case ObjectKind::Str: return string_constant(context, value.text, false);
    case ObjectKind::Bytes: return string_constant(context, value.text, true);
    case ObjectKind::Tuple:
        if (position == ConstantPosition::Subscript && !value.items.empty()) {
            return {subscript_tuple_text(context, value.items), Precedence::Tuple};
        }
        if (value.items.size() == 1) return {cat("(", items_text(context, value.items), ",)")};
        return {cat("(", items_text(context, value.items), ")")};
    case ObjectKind::List: return {cat("[", items_text(context, value.items), "]")};
    case ObjectKind::Set:
        // A display builds a new set each time, as the constant could not: the nearest source.
        if (value.items.empty()) return {"set()"};
        return {cat("{", items_text(context, value.items), "}")};
    case ObjectKind::FrozenSet:
        // frozenset has no literal. CPython makes one of a set display after `in` and in a `for`
        // header, so there the display compiles back to this very constant; elsewhere the call
        // gives an equal frozenset (not a constant, and it trusts that `frozenset` is the builtin).
        if (value.items.empty()) return {"frozenset()"};
        if (position == ConstantPosition::Membership) return {cat("{", items_text(context, value.items), "}")};
        return {cat("frozenset({", items_text(context, value.items), "})")};
    case ObjectKind::Dict: return {cat("{", pairs_text(context, value.items), "}")};
    case ObjectKind::FrozenDict:
        if (value.items.empty()) return {"frozendict()"};
        return {cat("frozendict({", pairs_text(context, value.items), "})")};
    case ObjectKind::Slice:
        if (value.items.size() != 3) throw PrintError("a slice constant without start, stop and step");
        if (position == ConstantPosition::Subscript) return {slice_text(context, value)};
        return {cat("slice(", items_text(context, value.items), ")")};
    case ObjectKind::Code:
        throw PrintError("a code object constant has no source form (the decompiler turns it into a def or lambda)");
    case ObjectKind::Null: throw PrintError("a NULL constant (marshal's dict terminator) is not a value");
    }
    throw PrintError("unknown constant kind");
}

}  // namespace glassbox::printer
