// `match` patterns (3.10+). Three levels decide parentheses: an `as` pattern
// binds loosest, then `|`, then closed patterns (captures, literals, [..],
// {..}, Cls(..)). Sequences always print in brackets, so `case a, b:` and
// `case (a, b):` both come out as `case [a, b]:`, the same tree.
#include <string>
#include <variant>

#include "print/printer.h"

namespace glassbox::printer {
namespace {

enum class PatternLevel { As, Or, Closed };

struct PrintedPattern {
    std::string text;
    PatternLevel level = PatternLevel::Closed;
};

std::string pattern_at(const Context& context, const ast::PatternPtr& node, PatternLevel level);

bool is_dotted_name(const ast::ExprPtr& node) {
    if (!node) return false;
    if (std::holds_alternative<ast::Name>(node->node)) return true;
    const auto* attribute = std::get_if<ast::Attribute>(&node->node);
    return attribute && is_dotted_name(attribute->value);
}

// A literal, signed number, `real ± imaginary`, or dotted name, as a value pattern takes them.
std::string value_pattern(const Context& context, const ast::ExprPtr& value) {
    if (!value) throw PrintError("a value pattern without a value");
    if (std::holds_alternative<ast::Name>(value->node)) {
        throw PrintError("a value pattern on a bare name, which would read back as a capture");
    }
    if (const auto* constant = std::get_if<ast::Constant>(&value->node)) {
        if (!constant->value) throw PrintError("a Constant without a value");
        Printed printed = printer::constant(context, *constant->value, ConstantPosition::Plain);
        ObjectKind kind = constant->value->kind;
        if (kind == ObjectKind::Str || kind == ObjectKind::Bytes || kind == ObjectKind::None ||
            kind == ObjectKind::True || kind == ObjectKind::False) {
            return printed.text;
        }
        // Numbers: patterns take NUMBER, -NUMBER and real±imaginary only; not NaN's `1e309 - 1e309`,
        // nor the parenthesized forms that keep a complex constant's signed zeros.
        bool is_number = kind == ObjectKind::Int || kind == ObjectKind::Float || kind == ObjectKind::Complex;
        bool is_pattern_form = printed.precedence == Precedence::Atom || printed.precedence == Precedence::Factor ||
                               (printed.precedence == Precedence::Arith && printed.text.back() == 'j');
        if (!is_number || !is_pattern_form || printed.text.find('(') != std::string::npos) {
            throw PrintError(cat("a value pattern constant with no literal pattern form: ", printed.text));
        }
        return printed.text;
    }
    bool allowed = is_dotted_name(value) || std::holds_alternative<ast::UnaryOp>(value->node) ||
                   std::holds_alternative<ast::BinOp>(value->node);
    if (!allowed) throw PrintError("a value pattern that is no literal, signed number or dotted name");
    return expression(context, value, Precedence::Test);
}

struct PatternPrinter {
    const Context& context;

    PrintedPattern operator()(const ast::MatchValue& node) const { return {value_pattern(context, node.value)}; }
    PrintedPattern operator()(const ast::MatchSingleton& node) const {
        if (!node.value) throw PrintError("a singleton pattern without a value");
        if (node.value->kind == ObjectKind::None) return {"None"};
        if (node.value->kind == ObjectKind::True) return {"True"};
        if (node.value->kind == ObjectKind::False) return {"False"};
        throw PrintError("a singleton pattern that is not None, True or False");
    }
    PrintedPattern operator()(const ast::MatchSequence& node) const {
        std::string text;
        for (std::size_t i = 0; i < node.patterns.size(); ++i) {
            if (i) text += ", ";
            text += pattern_at(context, node.patterns[i], PatternLevel::As);
        }
        return {cat("[", text, "]")};
    }
    PrintedPattern operator()(const ast::MatchMapping& node) const {
        if (node.keys.size() != node.patterns.size()) throw PrintError("a mapping pattern with unpaired keys");
        std::string text;
        for (std::size_t i = 0; i < node.keys.size(); ++i) {
            if (i) text += ", ";
            text += cat(value_pattern(context, node.keys[i]), ": ",
                        pattern_at(context, node.patterns[i], PatternLevel::As));
        }
        if (node.rest) text += (text.empty() ? "**" : ", **") + *node.rest;
        return {cat("{", text, "}")};
    }
    PrintedPattern operator()(const ast::MatchClass& node) const {
        if (!is_dotted_name(node.cls)) throw PrintError("a class pattern whose class is no dotted name");
        if (node.kwd_attrs.size() != node.kwd_patterns.size()) {
            throw PrintError("a class pattern with unpaired keywords");
        }
        std::string text;
        for (const ast::PatternPtr& positional : node.patterns) {
            if (!text.empty()) text += ", ";
            text += pattern_at(context, positional, PatternLevel::As);
        }
        for (std::size_t i = 0; i < node.kwd_attrs.size(); ++i) {
            if (!text.empty()) text += ", ";
            text += node.kwd_attrs[i] + "=" + pattern_at(context, node.kwd_patterns[i], PatternLevel::As);
        }
        return {expression(context, node.cls, Precedence::Atom) + "(" + text + ")"};
    }
    PrintedPattern operator()(const ast::MatchStar& node) const { return {cat("*", node.name.value_or("_"))}; }
    PrintedPattern operator()(const ast::MatchAs& node) const {
        if (!node.pattern) return {node.name.value_or("_")};
        if (!node.name) throw PrintError("an `as` pattern without a name");
        // The left of `as` is an or-pattern: `a | b as c` needs no parentheses, `(a as b) as c` does.
        return {pattern_at(context, node.pattern, PatternLevel::Or) + " as " + *node.name, PatternLevel::As};
    }
    PrintedPattern operator()(const ast::MatchOr& node) const {
        if (node.patterns.size() < 2) throw PrintError("an or-pattern with fewer than two alternatives");
        std::string text;
        for (std::size_t i = 0; i < node.patterns.size(); ++i) {
            if (i) text += " | ";
            text += pattern_at(context, node.patterns[i], PatternLevel::Closed);
        }
        return {text, PatternLevel::Or};
    }
};

std::string pattern_at(const Context& context, const ast::PatternPtr& node, PatternLevel level) {
    if (!node) throw PrintError("a missing pattern");
    PrintedPattern printed = std::visit(PatternPrinter{context}, node->node);
    if (printed.level < level) return cat("(", printed.text, ")");
    return printed.text;
}

}  // namespace

std::string pattern(const Context& context, const ast::PatternPtr& node) {
    return pattern_at(context, node, PatternLevel::As);
}

}  // namespace glassbox::printer
