// f-strings and t-strings. Before 3.12 a replacement field is cut out of the
// string before it is parsed, so it can hold neither a backslash, nor a comment,
// nor the delimiter of any enclosing string. The printer therefore renders the
// fields first, string literals inside them choosing their own quotes from
// ' " ''' """ (innermost first, as Lib/ast.py does), and then picks for the
// f-string the delimiter its fields leave free. From 3.12 (PEP 701) that
// layout is still preferred, and when it is impossible the fields are written
// freely, reusing quotes and escapes.
#include <array>
#include <utility>
#include <string>
#include <vector>

#include "print/print_string.h"
#include "print/printer.h"

namespace glassbox::printer {
namespace {

// The body of an f-string before its delimiter is chosen: literal text is escaped for the
// delimiter at the end, code (the text of replacement fields) is fixed.
struct Piece {
    enum Kind { Literal, SpecLiteral, Code } kind;
    std::string text;
};

enum class FieldRules {
    Strict,  // pre-3.12 rules: no backslash in fields, the delimiter must stay free
    Free,    // PEP 701 (3.12+)
};

struct BodyBuilder {
    const Context& context;
    FieldRules rules;
    std::vector<Piece> pieces;

    void literal(Piece::Kind kind, const std::string& text) {
        if (text.empty()) return;
        if (!pieces.empty() && pieces.back().kind == kind) {
            pieces.back().text += text;  // adjacent literal parts read back as one
            return;
        }
        pieces.push_back({kind, text});
    }
    void code(const std::string& text) { pieces.push_back({Piece::Code, text}); }

    void constant_part(const ast::ExprPtr& node, Piece::Kind kind) {
        const auto* part = std::get_if<ast::Constant>(&node->node);
        if (!part || !part->value || part->value->kind != ObjectKind::Str) {
            throw PrintError("an f-string part that is neither a str constant nor a replacement field");
        }
        literal(kind, part->value->text);
    }

    // `{expr!r:spec}`; `verbatim` is a t-string's recorded source text of the expression.
    void field(const ast::ExprPtr& value, int conversion, const ast::ExprPtr& format_spec,
               const std::string& verbatim) {
        Context inner = context;
        inner.strict_field = rules == FieldRules::Strict;
        inner.single_line = context.single_line || rules == FieldRules::Strict;  // (3.12+: PEP 701 allows breaks)
        // Test.next: a lambda, walrus or conditional would end the field at its ':' or '!'.
        std::string text = verbatim.empty() ? expression(inner, value, next(Precedence::Test)) : verbatim;
        // `{{` would be read as an escaped brace.
        code(cat(!text.empty() && text.front() == '{' ? "{ " : "{", text));
        if (conversion != -1) {
            if (conversion != 's' && conversion != 'r' && conversion != 'a') {
                throw PrintError("an unknown f-string conversion");
            }
            code(std::string("!") + char(conversion));
        }
        if (format_spec) {
            code(":");
            const auto* spec = std::get_if<ast::JoinedStr>(&format_spec->node);
            if (!spec) {
                constant_part(format_spec, Piece::SpecLiteral);
            } else {
                for (const ast::ExprPtr& part : spec->values) spec_part(part);
            }
        }
        code("}");
    }

    void spec_part(const ast::ExprPtr& part) {
        if (!part) throw PrintError("a missing format spec part");
        if (const auto* nested = std::get_if<ast::FormattedValue>(&part->node)) {
            return field(nested->value, nested->conversion, nested->format_spec, "");
        }
        constant_part(part, Piece::SpecLiteral);
    }
};

constexpr std::array<std::string_view, 4> kQuotes = {"'", "\"", "'''", "\"\"\""};

// The body between `quote`s, or nullopt when that delimiter cannot hold it.
std::optional<std::string> render(const std::vector<Piece>& pieces, std::string_view quote, bool ascii_only,
                                  bool allow_escapes, FieldRules rules) {
    std::string out;
    for (const Piece& piece : pieces) {
        if (piece.kind == Piece::Code) {
            if (rules == FieldRules::Strict && piece.text.find(quote) != std::string::npos) return std::nullopt;
            out += piece.text;
            continue;
        }
        std::optional<std::string> body =
            fstring_literal_body(piece.text, quote, ascii_only, allow_escapes, piece.kind == Piece::SpecLiteral);
        if (!body) return std::nullopt;
        out += *body;
    }
    return out;
}

// Under free rules a field may reuse the delimiter, but reads better when it does not.
bool code_uses(const std::vector<Piece>& pieces, std::string_view quote) {
    for (const Piece& piece : pieces) {
        if (piece.kind == Piece::Code && piece.text.find(quote) != std::string::npos) return true;
    }
    return false;
}

// The best rendering over the four delimiters, or nullopt: fields that leave the delimiter
// free first, then the fewest escapes, then the order of kQuotes.
std::optional<std::string> assemble(const std::string& prefix, const std::vector<Piece>& pieces, bool ascii_only,
                                    bool allow_escapes, FieldRules rules) {
    std::optional<std::string> best;
    std::pair<bool, std::size_t> best_cost;
    for (std::string_view quote : kQuotes) {
        std::optional<std::string> body = render(pieces, quote, ascii_only, allow_escapes, rules);
        if (!body) continue;
        std::string text = prefix + std::string(quote) + *body + std::string(quote);
        std::pair<bool, std::size_t> cost{code_uses(pieces, quote), text.size()};
        if (!best || cost < best_cost) {
            best = std::move(text);
            best_cost = cost;
        }
    }
    return best;
}

template <typename AddParts>
std::string format_string(const Context& context, const std::string& prefix, AddParts add_parts) {
    bool ascii_only = context.options->ascii_only;
    if (context.strict_field) {
        // Nested in a field written by the old rules: no escapes at all, and our own fields strict too.
        BodyBuilder builder{context, FieldRules::Strict, {}};
        add_parts(builder);
        // Raw non-ASCII text breaks ascii_only, which only the pre-3.12 rules force on us.
        bool escape_non_ascii = ascii_only && context.syntax.fstring_any_expression;
        std::optional<std::string> text =
            assemble(prefix, builder.pieces, escape_non_ascii, false, FieldRules::Strict);
        if (!text) throw FieldQuoteError("a nested f-string that needs an escape or a fifth kind of quote");
        return *text;
    }
    try {
        BodyBuilder builder{context, FieldRules::Strict, {}};
        add_parts(builder);
        if (auto text = assemble(prefix, builder.pieces, ascii_only, true, FieldRules::Strict)) return *text;
    } catch (const FieldQuoteError&) {
        // Falls through to PEP 701's rules, or to the error below.
    }
    if (!context.syntax.fstring_any_expression) {
        throw PrintError("an f-string that Python " + context.options->target.str() +
                         " cannot spell: a replacement field needs a backslash or a fifth kind of quote, or a "
                         "format spec a literal brace");
    }
    BodyBuilder builder{context, FieldRules::Free, {}};
    add_parts(builder);
    std::optional<std::string> text = assemble(prefix, builder.pieces, ascii_only, true, FieldRules::Free);
    if (!text) throw PrintError("an f-string format spec holding a literal { or }, which has no spelling");
    return *text;
}

}  // namespace

namespace {

// `'a%s' % (x,)`: 3.8-3.11 compile such a format into f-string code (conversions s, r or a,
// no spec), so a field those versions cannot spell may go back to it. Empty when the
// string has parts that form cannot hold.
std::optional<std::string> percent_format(const Context& context, const ast::JoinedStr& node) {
    auto format = std::make_shared<Object>();
    format->kind = ObjectKind::Str;
    ast::ExprList operands;
    for (const ast::ExprPtr& value : node.values) {
        if (const auto* field = value ? std::get_if<ast::FormattedValue>(&value->node) : nullptr) {
            if (field->format_spec || (field->conversion != 's' && field->conversion != 'r' && field->conversion != 'a'))
                return std::nullopt;
            format->text += '%';
            format->text += char(field->conversion);
            operands.push_back(field->value);
            continue;
        }
        const auto* c = value ? std::get_if<ast::Constant>(&value->node) : nullptr;
        if (!c || !c->value || c->value->kind != ObjectKind::Str) return std::nullopt;
        for (char ch : c->value->text) format->text += ch == '%' ? std::string("%%") : std::string(1, ch);
    }
    if (operands.empty()) return std::nullopt;
    std::string tuple;
    for (const ast::ExprPtr& operand : operands) tuple += expression(context, operand, Precedence::Test) + ", ";
    if (operands.size() > 1) tuple.resize(tuple.size() - 2);
    else tuple.pop_back();
    return cat("(", constant(context, *format, ConstantPosition::Plain).text, " % (", tuple, "))");
}

}  // namespace

std::string joined_string(const Context& context, const ast::JoinedStr& node) {
    if (!context.syntax.fstring_any_expression && !context.strict_field) {
        try {
            return joined_string_as_written(context, node);
        } catch (const FieldQuoteError&) {
            throw;
        } catch (const PrintError&) {
            if (auto text = percent_format(context, node)) return *text;
            throw;
        }
    }
    return joined_string_as_written(context, node);
}

std::string joined_string_as_written(const Context& context, const ast::JoinedStr& node) {
    return format_string(context, "f", [&](BodyBuilder& builder) {
        for (const ast::ExprPtr& value : node.values) {
            if (!value) throw PrintError("a missing f-string part");
            if (const auto* field = std::get_if<ast::FormattedValue>(&value->node)) {
                builder.field(field->value, field->conversion, field->format_spec, "");
            } else {
                builder.constant_part(value, Piece::Literal);
            }
        }
    });
}

std::string lone_formatted_value(const Context& context, const ast::FormattedValue& node) {
    return format_string(context, "f", [&](BodyBuilder& builder) {
        builder.field(node.value, node.conversion, node.format_spec, "");
    });
}

std::string template_string(const Context& context, const ast::TemplateStr& node) {
    if (!context.syntax.template_strings) {
        throw PrintError("a t-string needs Python 3.14, not " + context.options->target.str());
    }
    return format_string(context, "t", [&](BodyBuilder& builder) {
        for (const ast::ExprPtr& value : node.values) {
            if (!value) throw PrintError("a missing t-string part");
            if (const auto* field = std::get_if<ast::Interpolation>(&value->node)) {
                // The bytecode keeps the expression's source text (Interpolation.expression); writing
                // it back verbatim makes the recompiled template record the same text.
                builder.field(field->value, field->conversion, field->format_spec, field->str);
            } else {
                builder.constant_part(value, Piece::Literal);
            }
        }
    });
}

}  // namespace glassbox::printer
