// Statements and layout: one statement per line, blocks indented by
// options.indent, `elif` for an else holding just an if, `pass` for an empty
// block, and PEP 8's blank lines around definitions (two at module level,
// one inside).
#include <algorithm>
#include <string>
#include <variant>

#include "print/print_string.h"
#include "print/printer.h"

namespace glassbox::printer {
namespace {

template <typename T>
const T* node_as(const ast::ExprPtr& node) {
    return node ? std::get_if<T>(&node->node) : nullptr;
}

bool is_dotted_name(const ast::ExprPtr& node) {
    if (node_as<ast::Name>(node)) return true;
    const auto* attribute = node_as<ast::Attribute>(node);
    return attribute && is_dotted_name(attribute->value);
}

bool is_definition(const ast::StmtPtr& statement) {
    return std::holds_alternative<ast::FunctionDef>(statement->node) ||
           std::holds_alternative<ast::ClassDef>(statement->node);
}

std::string join_names(const std::vector<std::string>& names) {
    std::string text;
    for (std::size_t i = 0; i < names.size(); ++i) text += (i ? ", " : "") + names[i];
    return text;
}

std::string aliases(const std::vector<ast::Alias>& names) {
    std::string text;
    for (std::size_t i = 0; i < names.size(); ++i) {
        text += (i ? ", " : "") + names[i].name;
        if (names[i].asname) text += " as " + *names[i].asname;
    }
    return text;
}

struct StatementPrinter {
    const Context& context;
    int level;
    std::string& out;

    void line(const std::string& text) const {
        for (int i = 0; i < level; ++i) out += context.options->indent;
        // The text between line breaks in whole runs (appending it a character at a time
        // was a tenth of printing).
        std::size_t start = 0;
        for (std::size_t cut = text.find(kLineBreak); cut != std::string::npos; cut = text.find(kLineBreak, start)) {
            out.append(text, start, cut - start);
            out += '\n';
            for (int i = 0; i < level + 1; ++i) out += context.options->indent;
            start = cut + 1;
        }
        out.append(text, start, std::string::npos);
        out += '\n';
    }
    void block(const ast::Body& body, BodyKind kind = BodyKind::Block) const {
        statements(context, body, level + 1, kind, out);
    }
    void else_block(const char* keyword, const ast::Body& body) const {
        if (body.empty()) return;
        line(std::string(keyword) + ":");
        block(body);
    }
    std::string expr(const ast::ExprPtr& node) const { return expression(context, node, Precedence::Test); }

    void decorators(const ast::ExprList& list) const {
        for (const ast::ExprPtr& decorator : list) {
            // Before PEP 614 (3.9) a decorator is a dotted name, optionally called.
            const auto* call = node_as<ast::Call>(decorator);
            bool old_form = is_dotted_name(decorator) || (call && is_dotted_name(call->func));
            if (!context.syntax.any_decorator_expression && !old_form) {
                throw PrintError("a decorator that is no dotted name or call of one needs Python 3.9, not " +
                                 context.options->target.str());
            }
            line(cat("@", expr(decorator)));
        }
    }

    void operator()(const ast::FunctionDef& node) const {
        decorators(node.decorator_list);
        std::string head = node.is_async ? "async def " : "def ";
        head += source_name(context, node.name) + type_parameters(context, node.type_params);
        head += cat("(", node.args ? parameters(context, *node.args, false) : std::string(), ")");
        if (node.returns) head += cat(" -> ", expr(node.returns));
        line(head + ":");
        block(node.body, BodyKind::Definition);
    }
    void operator()(const ast::ClassDef& node) const {
        decorators(node.decorator_list);
        std::string head = cat("class ", node.name, type_parameters(context, node.type_params));
        if (!node.bases.empty() || !node.keywords.empty()) {
            head += cat("(", call_arguments(context, node.bases, node.keywords, false), ")");
        }
        line(head + ":");
        statements(class_context(context, node.name), node.body, level + 1, BodyKind::Definition, out);
    }
    void operator()(const ast::Return& node) const {
        line(node.value ? cat("return ", star_expressions(context, node.value)) : "return");
    }
    void operator()(const ast::Delete& node) const {
        std::string text;
        for (std::size_t i = 0; i < node.targets.size(); ++i) text += (i ? ", " : "") + expr(node.targets[i]);
        line("del " + text);
    }
    void operator()(const ast::Assign& node) const {
        std::string text;
        for (const ast::ExprPtr& target : node.targets) text += star_expressions(context, target) + " = ";
        line(text + yield_or_star_expressions(context, node.value));
    }
    void operator()(const ast::TypeAlias& node) const {
        if (!context.syntax.type_params) {
            throw PrintError("a type alias statement needs Python 3.12, not " + context.options->target.str());
        }
        line(cat("type ", expression(context, node.name, Precedence::Atom), type_parameters(context, node.type_params),
                 " = ", expr(node.value)));
    }
    void operator()(const ast::AugAssign& node) const {
        // A tuple value gets parentheses: before 3.9 `x += *a, b` is no syntax.
        bool is_yield = node_as<ast::Yield>(node.value) || node_as<ast::YieldFrom>(node.value);
        std::string value = is_yield ? yield_or_star_expressions(context, node.value) : expr(node.value);
        line(expr(node.target) + " " + binary_symbol(node.op) + "= " + value);
    }
    void operator()(const ast::AnnAssign& node) const {
        // `simple` marks a bare name; `(x): int` is the same target without it.
        std::string target = expression(context, node.target, Precedence::Atom);
        if (node_as<ast::Name>(node.target) && !node.simple) target = cat("(", target, ")");
        std::string text = target + ": " + expr(node.annotation);
        if (node.value) text += cat(" = ", yield_or_star_expressions(context, node.value));
        line(text);
    }
    void operator()(const ast::For& node) const {
        std::string head = node.is_async ? "async for " : "for ";
        // The iterable: a tuple gets parentheses (before 3.9 `for x in *a, b:` is no syntax).
        head += star_expressions(context, node.target) + " in " +
                expression(context, node.iter, Precedence::Test, ConstantPosition::Membership);
        line(head + ":");
        block(node.body);
        else_block("else", node.orelse);
    }
    void operator()(const ast::While& node) const {
        line(cat("while ", expr(node.test), ":"));
        block(node.body);
        else_block("else", node.orelse);
    }
    void operator()(const ast::If& node) const {
        line(cat("if ", expr(node.test), ":"));
        block(node.body);
        const ast::Body* orelse = &node.orelse;
        // An else that holds nothing but an if reads back as the same tree when written elif.
        while (orelse->size() == 1 && std::holds_alternative<ast::If>((*orelse)[0]->node)) {
            const auto& nested = std::get<ast::If>((*orelse)[0]->node);
            line(cat("elif ", expr(nested.test), ":"));
            block(nested.body);
            orelse = &nested.orelse;
        }
        else_block("else", *orelse);
    }
    void operator()(const ast::With& node) const {
        if (node.items.empty()) throw PrintError("a with statement without items");
        std::string text;
        for (std::size_t i = 0; i < node.items.size(); ++i) {
            const ast::WithItem& item = node.items[i];
            std::string manager = expr(item.context_expr);
            // From 3.9 `with (a, b):` means two managers; a lone tuple needs a second pair.
            if (context.syntax.peg_parser && node.items.size() == 1 && !item.optional_vars &&
                node_as<ast::Tuple>(item.context_expr)) {
                manager = cat("(", manager, ")");
            }
            text += (i ? ", " : "") + manager;
            if (item.optional_vars) text += cat(" as ", expr(item.optional_vars));
        }
        // Never the parenthesized form `with (a as b, c as d):`, which needs 3.9's parser.
        line((node.is_async ? "async with " : "with ") + text + ":");
        block(node.body);
    }
    void operator()(const ast::Match& node) const {
        if (!context.syntax.match_statement) {
            throw PrintError("a match statement needs Python 3.10, not " + context.options->target.str());
        }
        if (node.cases.empty()) throw PrintError("a match statement without cases");
        line(cat("match ", star_expressions(context, node.subject), ":"));
        StatementPrinter inner{context, level + 1, out};
        for (const ast::MatchCase& match_case : node.cases) {
            std::string head = cat("case ", pattern(context, match_case.pattern));
            if (match_case.guard) head += cat(" if ", expr(match_case.guard));
            inner.line(head + ":");
            inner.block(match_case.body);
        }
    }
    void operator()(const ast::Raise& node) const {
        if (!node.exc) {
            if (node.cause) throw PrintError("a raise with a cause but no exception");
            return line("raise");
        }
        line(cat("raise ", expr(node.exc), node.cause ? cat(" from ", expr(node.cause)) : ""));
    }
    void operator()(const ast::Try& node) const {
        if (node.handlers.empty() && node.finalbody.empty()) throw PrintError("a try without except or finally");
        if (node.handlers.empty() && !node.orelse.empty()) throw PrintError("a try with else but no except");
        if (node.is_star && !context.syntax.except_star) {
            throw PrintError("except* needs Python 3.11, not " + context.options->target.str());
        }
        line("try:");
        block(node.body);
        for (const ast::ExceptHandler& handler : node.handlers) {
            std::string head = node.is_star ? "except*" : "except";
            if (!handler.type && (handler.name || node.is_star)) throw PrintError("an except clause without a type");
            if (handler.type) head += cat(" ", expr(handler.type));
            if (handler.name) head += " as " + *handler.name;
            line(head + ":");
            block(handler.body);
        }
        else_block("else", node.orelse);
        else_block("finally", node.finalbody);
    }
    void operator()(const ast::Assert& node) const {
        line(cat("assert ", expr(node.test), node.msg ? cat(", ", expr(node.msg)) : ""));
    }
    template <typename ImportNode>
    std::string lazy_keyword(const ImportNode& node) const {
        if (!node.is_lazy) return "";
        if (!context.syntax.lazy_imports) {
            throw PrintError("a lazy import needs Python 3.15, not " + context.options->target.str());
        }
        return "lazy ";
    }
    void operator()(const ast::Import& node) const { line(cat(lazy_keyword(node), "import ", aliases(node.names))); }
    void operator()(const ast::ImportFrom& node) const {
        if (!node.module && node.level == 0) throw PrintError("a from-import without module or level");
        std::string dots(std::size_t(node.level), '.');
        line(cat(lazy_keyword(node), "from ", dots, node.module.value_or(""), " import ", aliases(node.names)));
    }
    void operator()(const ast::Global& node) const { line(cat("global ", join_names(node.names))); }
    void operator()(const ast::Nonlocal& node) const { line(cat("nonlocal ", join_names(node.names))); }
    void operator()(const ast::ExprStmt& node) const { line(yield_or_star_expressions(context, node.value)); }
    void operator()(const ast::Pass&) const { line("pass"); }
    void operator()(const ast::Break&) const { line("break"); }
    void operator()(const ast::Continue&) const { line("continue"); }
    void operator()(const ast::Comment& node) const {
        std::string text = node.text;
        std::replace(text.begin(), text.end(), '\n', ' ');
        line("# " + text);
    }
    void operator()(const ast::Unreconstructed& node) const {
        // Compiles, needs no name bound but a builtin, and fails loudly where the lost code was.
        std::string message = "glassbox: could not reconstruct " + node.reason;
        if (node.offset >= 0) message += cat(" at offset ", std::to_string(node.offset));
        line(cat("raise SystemError(", str_literal(message, true), ")"));
    }

    // A leading str constant of a module, def or class, written as docstrings usually are.
    bool docstring(const ast::StmtPtr& statement) const {
        const auto* expression_statement = std::get_if<ast::ExprStmt>(&statement->node);
        const auto* constant = expression_statement ? node_as<ast::Constant>(expression_statement->value) : nullptr;
        if (!constant || !constant->value || constant->value->kind != ObjectKind::Str) return false;
        std::optional<std::string> literal = docstring_literal(constant->value->text, context.options->ascii_only);
        line(literal ? *literal : str_literal(constant->value->text, context.options->ascii_only));
        return true;
    }
};

}  // namespace

void statements(const Context& context, const ast::Body& body, int indent_level, BodyKind kind, std::string& out) {
    StatementPrinter printer{context, indent_level, out};
    const bool only_comments = std::all_of(body.begin(), body.end(), [](const ast::StmtPtr& s) {
        return s && std::holds_alternative<ast::Comment>(s->node);
    });
    if (body.empty() || only_comments) {
        for (const ast::StmtPtr& s : body) std::visit(printer, s->node);
        if (kind != BodyKind::Module) printer.line("pass");
        return;
    }
    const char* blank_lines = kind == BodyKind::Module ? "\n\n" : "\n";
    for (std::size_t i = 0; i < body.size(); ++i) {
        const ast::StmtPtr& statement = body[i];
        if (!statement) throw PrintError("a missing statement");
        if (i > 0 && (is_definition(statement) || is_definition(body[i - 1]))) out += blank_lines;
        if (i == 0 && kind != BodyKind::Block && printer.docstring(statement)) continue;
        std::visit(printer, statement->node);
    }
}

}  // namespace glassbox::printer
