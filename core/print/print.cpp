#include "print/print.h"

#include "print/printer.h"

namespace glassbox {

std::string print_module(const ast::Module& module, const PrintOptions& options) {
    std::string out;
    printer::statements(printer::make_context(options), module.body, 0, printer::BodyKind::Module, out);
    return out;
}

std::string print_expression(const ast::ExprPtr& expression, const PrintOptions& options) {
    printer::Context context = printer::make_context(options);
    context.single_line = true;  // (what callers compare or embed is one line)
    return printer::yield_or_star_expressions(context, expression);
}

std::string print_statements(const ast::Body& body, const PrintOptions& options, int indent_level) {
    std::string out;
    printer::statements(printer::make_context(options), body, indent_level, printer::BodyKind::Block, out);
    return out;
}

}  // namespace glassbox
