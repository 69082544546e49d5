// Expressions. Each node reports the precedence of its outermost operator and
// `expression()` parenthesizes it when its position asks for more; the rules
// for which operand sits at which level follow CPython's Lib/ast.py _Unparser,
// with its special cases (right-associative `**` taking a unary right operand,
// one comparison chain, `(1).real`, a generator as a call's only argument).
#include <string>
#include <variant>

#include "print/printer.h"

namespace glassbox::printer {
namespace {

template <typename T>
const T* node_as(const ast::ExprPtr& node) {
    return node ? std::get_if<T>(&node->node) : nullptr;
}

std::string joined(const Context& context, const ast::ExprList& items, Precedence level) {
    std::string text;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i) text += ", ";
        text += expression(context, items[i], level);
    }
    return text;
}

std::string comprehension_clauses(const Context& context, const std::vector<ast::Comprehension>& generators) {
    std::string text;
    // A clause whose source line differs from the clause before it starts a new line (inside
    // the brackets, so the statement goes on): 3.12+ lays out `if c` by whether c's line is
    // the loop's.
    int previous_line = generators.empty() ? 0 : generators[0].line;
    auto separator = [&](int line) {
        const bool breaks = !context.single_line && line > 0 && previous_line > 0 && line != previous_line;
        if (line > 0) previous_line = line;
        return breaks ? std::string(1, kLineBreak) : std::string(" ");
    };
    for (const ast::Comprehension& generator : generators) {
        text += separator(generator.line) + (generator.is_async ? "async for " : "for ");
        text += star_expressions(context, generator.target);
        // The grammar takes a disjunction here: a conditional or lambda needs parentheses.
        text += cat(" in ", expression(context, generator.iter, Precedence::Or, ConstantPosition::Membership));
        for (std::size_t i = 0; i < generator.ifs.size(); ++i) {
            const int line = i < generator.if_lines.size() ? generator.if_lines[i] : 0;
            text += separator(line) + cat("if ", expression(context, generator.ifs[i], Precedence::Or));
        }
    }
    return text;
}

std::string generator_body(const Context& context, const ast::GeneratorExp& node) {
    return expression(context, node.elt, Precedence::Test) + comprehension_clauses(context, node.generators);
}

std::string slice_part(const Context& context, const ast::ExprPtr& node) {
    // A lambda bound would swallow the colon that follows it: Or puts it in parentheses.
    return node ? expression(context, node, Precedence::Or) : std::string();
}

std::string slice_syntax(const Context& context, const ast::Slice& node) {
    std::string text = slice_part(context, node.lower) + ":" + slice_part(context, node.upper);
    if (node.step) text += cat(":", slice_part(context, node.step));
    return text;
}

// One element between subscript brackets, where slices are allowed.
std::string subscript_element(const Context& context, const ast::ExprPtr& node) {
    if (const auto* slice = node_as<ast::Slice>(node)) return slice_syntax(context, *slice);
    return expression(context, node, Precedence::Test, ConstantPosition::Subscript);
}

std::string subscript_contents(const Context& context, const ast::ExprPtr& slice) {
    // A tuple constant (3.14+ folds `a[1:2, 3]` into one) prints bare, as a tuple display would.
    if (node_as<ast::Constant>(slice)) {
        return expression(context, slice, Precedence::Tuple, ConstantPosition::Subscript);
    }
    const auto* tuple = node_as<ast::Tuple>(slice);
    if (!tuple || tuple->elts.empty()) return subscript_element(context, slice);
    bool has_starred = false, has_slice = false;
    std::string text;
    for (std::size_t i = 0; i < tuple->elts.size(); ++i) {
        if (i) text += ", ";
        has_starred = has_starred || node_as<ast::Starred>(tuple->elts[i]);
        has_slice = has_slice || node_as<ast::Slice>(tuple->elts[i]);
        text += subscript_element(context, tuple->elts[i]);
    }
    // Before 3.11 `a[*b]` is no syntax, but a parenthesized tuple display holds `*b` just as well.
    bool parenthesize = has_starred && !context.syntax.starred_subscript;
    // One element needs a comma to be a tuple, except `*b` (3.11+), which always makes one.
    if (tuple->elts.size() == 1 && (parenthesize || !has_starred)) text += ",";
    if (!parenthesize) return text;
    if (has_slice) throw PrintError("a subscript tuple with both *unpacking and a slice needs Python 3.11");
    return cat("(", text, ")");
}

std::string keyword_argument(const Context& context, const ast::Keyword& item) {
    if (!item.arg) return cat("**", expression(context, item.value, Precedence::BitOr));
    return *item.arg + "=" + expression(context, item.value, Precedence::Test);
}

bool is_non_negative_int_literal(const ast::ExprPtr& node) {
    const auto* constant = node_as<ast::Constant>(node);
    return constant && constant->value && constant->value->kind == ObjectKind::Int &&
           !constant->value->integer.negative;
}

struct ExpressionPrinter {
    const Context& context;
    ConstantPosition position;

    std::string element(const ast::ExprPtr& node) const { return expression(context, node, Precedence::Test); }

    Printed operator()(const ast::BoolOp& node) const {
        Precedence level = node.op == ast::BoolOperator::And ? Precedence::And : Precedence::Or;
        if (node.values.size() < 2) throw PrintError("a boolean operation with fewer than two values");
        // `a and (b and c)` is a different tree from the flat `a and b and c`: every operand
        // sits one level up, so a nested operation of the same kind keeps its parentheses.
        std::string text;
        for (std::size_t i = 0; i < node.values.size(); ++i) {
            if (i) text += node.op == ast::BoolOperator::And ? " and " : " or ";
            text += expression(context, node.values[i], next(level));
        }
        return {text, level};
    }
    Printed operator()(const ast::NamedExpr& node) const {
        return {expression(context, node.target, Precedence::Atom) + " := " +
                    expression(context, node.value, Precedence::Test),
                Precedence::NamedExpr};
    }
    Printed operator()(const ast::BinOp& node) const {
        Precedence level = binary_precedence(node.op);
        // `**` groups to the right and takes a unary operand on its right: 2 ** -1, (-2) ** 2.
        bool is_power = node.op == ast::BinaryOperator::Pow;
        Precedence left = is_power ? next(level) : level;
        Precedence right = is_power ? Precedence::Factor : next(level);
        return {expression(context, node.left, left) + " " + binary_symbol(node.op) + " " +
                    expression(context, node.right, right),
                level};
    }
    Printed operator()(const ast::UnaryOp& node) const {
        auto prefixed = [&](const char* symbol, Precedence level) {
            return Printed{cat(symbol, expression(context, node.operand, level)), level};
        };
        switch (node.op) {
        case ast::UnaryOperator::Not: return prefixed("not ", Precedence::Not);
        case ast::UnaryOperator::Invert: return prefixed("~", Precedence::Factor);
        case ast::UnaryOperator::UAdd: return prefixed("+", Precedence::Factor);
        case ast::UnaryOperator::USub: return prefixed("-", Precedence::Factor);
        }
        throw PrintError("unknown unary operator");
    }
    Printed operator()(const ast::Lambda& node) const {
        std::string params = node.args ? parameters(context, *node.args, true) : std::string();
        std::string head = params.empty() ? "lambda" : cat("lambda ", params);
        return {head + ": " + expression(context, node.body, Precedence::Test), Precedence::Test};
    }
    Printed operator()(const ast::IfExp& node) const {
        return {cat(expression(context, node.body, Precedence::Or), " if ",
                    expression(context, node.test, Precedence::Or), " else ",
                    expression(context, node.orelse, Precedence::Test)),
                Precedence::Test};
    }
    Printed operator()(const ast::Dict& node) const {
        if (node.keys.size() != node.values.size()) throw PrintError("a dict display with unpaired keys and values");
        std::string text;
        for (std::size_t i = 0; i < node.keys.size(); ++i) {
            if (i) text += ", ";
            if (!node.keys[i]) {
                text += cat("**", expression(context, node.values[i], Precedence::BitOr));
            } else {
                text += expression(context, node.keys[i], Precedence::Or) + ": " +
                        expression(context, node.values[i], Precedence::Test);
            }
        }
        return {cat("{", text, "}")};
    }
    Printed operator()(const ast::Set& node) const {
        // `{}` is a dict; an empty set display is spelled with an empty unpacking, as ast.unparse does.
        if (node.elts.empty()) return {"{*()}"};
        return {cat("{", joined(context, node.elts, Precedence::Test), "}")};
    }
    Printed operator()(const ast::ListComp& node) const {
        return {cat("[", element(node.elt), comprehension_clauses(context, node.generators), "]")};
    }
    Printed operator()(const ast::SetComp& node) const {
        return {cat("{", element(node.elt), comprehension_clauses(context, node.generators), "}")};
    }
    Printed operator()(const ast::DictComp& node) const {
        // 3.15 (PEP 798) writes `{**d for d in ds}` as a DictComp with no value.
        std::string item = node.value ? expression(context, node.key, Precedence::Or) + ": " +
                                            expression(context, node.value, Precedence::Test)
                                      : cat("**", expression(context, node.key, Precedence::BitOr));
        return {cat("{", item, comprehension_clauses(context, node.generators), "}")};
    }
    Printed operator()(const ast::GeneratorExp& node) const { return {cat("(", generator_body(context, node), ")")}; }
    Printed operator()(const ast::Await& node) const {
        return {cat("await ", expression(context, node.value, Precedence::Atom)), Precedence::Await};
    }
    Printed operator()(const ast::Yield& node) const {
        if (!node.value) return {"yield", Precedence::Yield};
        return {cat("yield ", star_expressions(context, node.value)), Precedence::Yield};
    }
    Printed operator()(const ast::YieldFrom& node) const {
        return {cat("yield from ", expression(context, node.value, Precedence::Test)), Precedence::Yield};
    }
    Printed operator()(const ast::Compare& node) const {
        if (node.ops.empty() || node.ops.size() != node.comparators.size()) {
            throw PrintError("a comparison whose operators and operands do not pair up");
        }
        // One chain `a < b < c`; a nested comparison operand needs parentheses.
        std::string text = expression(context, node.left, next(Precedence::Compare));
        for (std::size_t i = 0; i < node.ops.size(); ++i) {
            bool membership = node.ops[i] == ast::CompareOperator::In || node.ops[i] == ast::CompareOperator::NotIn;
            text += std::string(" ") + compare_symbol(node.ops[i]) + " " +
                    expression(context, node.comparators[i], next(Precedence::Compare),
                               membership ? ConstantPosition::Membership : ConstantPosition::Plain);
        }
        return {text, Precedence::Compare};
    }
    Printed operator()(const ast::Call& node) const {
        return {cat(expression(context, node.func, Precedence::Atom), "(",
                    call_arguments(context, node.args, node.keywords, true), ")")};
    }
    Printed operator()(const ast::FormattedValue& node) const { return {lone_formatted_value(context, node)}; }
    Printed operator()(const ast::JoinedStr& node) const { return {joined_string(context, node)}; }
    Printed operator()(const ast::Interpolation&) const {
        throw PrintError("an Interpolation outside a TemplateStr");
    }
    Printed operator()(const ast::TemplateStr& node) const { return {template_string(context, node)}; }
    Printed operator()(const ast::Constant& node) const {
        if (!node.value) throw PrintError("a Constant without a value");
        if (node.folded_from) return std::visit(ExpressionPrinter{context, position}, node.folded_from->node);
        return constant(context, *node.value, position);
    }
    Printed operator()(const ast::Attribute& node) const {
        // `1.real` would read as the float `1.` followed by a name.
        std::string value = expression(context, node.value, Precedence::Atom);
        if (is_non_negative_int_literal(node.value)) value = cat("(", value, ")");
        return {cat(value, ".", source_name(context, node.attr))};
    }
    Printed operator()(const ast::Subscript& node) const {
        return {cat(expression(context, node.value, Precedence::Atom), "[", subscript_contents(context, node.slice),
                    "]")};
    }
    Printed operator()(const ast::Starred& node) const {
        // Never parenthesized: `(*a)` is no expression, and every place that holds one takes it bare.
        return {cat("*", expression(context, node.value, Precedence::BitOr))};
    }
    Printed operator()(const ast::Name& node) const { return {source_name(context, node.id)}; }
    Printed operator()(const ast::List& node) const {
        return {cat("[", joined(context, node.elts, Precedence::Test), "]")};
    }
    Printed operator()(const ast::Tuple& node) const {
        if (node.elts.empty()) return {"()"};
        if (node.elts.size() == 1) return {cat("(", expression(context, node.elts[0], Precedence::Test), ",)")};
        return {joined(context, node.elts, Precedence::Test), Precedence::Tuple};
    }
    Printed operator()(const ast::Slice&) const { throw PrintError("a Slice outside a subscript"); }
    Printed operator()(const ast::ExternalConstant& node) const {
        return {node.code ? code_constant_name(*node.code) : node.name};
    }
    // Whatever the text holds, parenthesized as a whole where it stands inside something else.
    Printed operator()(const ast::SourceText& node) const {
        // (`*Ts`, the text of a `*args: *Ts` annotation, can stand only bare: `(*Ts)` is no expression)
        if (!node.text.empty() && node.text[0] == '*') return {node.text, Precedence::Atom};
        return {node.text, Precedence::NamedExpr};
    }
};

}  // namespace

std::string expression(const Context& context, const ast::ExprPtr& node, Precedence level, ConstantPosition position) {
    if (!node) throw PrintError("a missing expression");
    Printed printed = std::visit(ExpressionPrinter{context, position}, node->node);
    if (printed.precedence < level) return cat("(", printed.text, ")");
    return printed.text;
}

std::string star_expressions(const Context& context, const ast::ExprPtr& node) {
    const auto* tuple = node_as<ast::Tuple>(node);
    if (tuple && tuple->elts.size() >= 2) return joined(context, tuple->elts, Precedence::Test);
    return expression(context, node, Precedence::Test);
}

std::string yield_or_star_expressions(const Context& context, const ast::ExprPtr& node) {
    if (node_as<ast::Yield>(node) || node_as<ast::YieldFrom>(node)) return expression(context, node, Precedence::Yield);
    return star_expressions(context, node);
}

std::string call_arguments(const Context& context, const ast::ExprList& args,
                           const std::vector<ast::Keyword>& keywords, bool is_call) {
    // A generator expression that is the only argument of a call borrows its parentheses
    // (not a class's: `class A(x for x in y)` is no syntax).
    if (is_call && args.size() == 1 && keywords.empty()) {
        if (const auto* generator = node_as<ast::GeneratorExp>(args[0])) return generator_body(context, *generator);
    }
    // Positional arguments (with *unpacking) first, then keywords (with **unpacking): the tree
    // keeps the two lists apart, and this order reads back into the same two lists.
    std::string text = joined(context, args, Precedence::Test);
    for (const ast::Keyword& item : keywords) {
        if (!text.empty()) text += ", ";
        text += keyword_argument(context, item);
    }
    return text;
}

Context make_context(const PrintOptions& options) {
    return Context{&options, syntax_for(options.target), false, {}};
}

Context class_context(const Context& context, const std::string& class_name) {
    Context inner = context;
    const std::size_t start = class_name.find_first_not_of('_');
    inner.private_prefix = start == std::string::npos ? std::string() : "_" + class_name.substr(start) + "__";
    return inner;
}

std::string source_name(const Context& context, const std::string& name) {
    const std::string& prefix = context.private_prefix;
    if (prefix.empty() || name.size() <= prefix.size() || name.compare(0, prefix.size(), prefix) != 0) return name;
    std::string plain = "__" + name.substr(prefix.size());
    // Names ending in two underscores, and dotted ones, are never mangled.
    if (plain.size() >= 4 && plain.compare(plain.size() - 2, 2, "__") == 0) return name;
    if (plain.find('.') != std::string::npos) return name;
    return plain;
}

}  // namespace glassbox::printer
