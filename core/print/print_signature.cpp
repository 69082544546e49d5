// Parameter lists of def and lambda, and type parameter lists (3.12+).
#include <string>
#include <vector>

#include "print/printer.h"

namespace glassbox::printer {
namespace {

std::string join(const std::vector<std::string>& parts) {
    std::string text;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i) text += ", ";
        text += parts[i];
    }
    return text;
}

struct ParameterPrinter {
    const Context& context;
    bool is_lambda;

    std::string annotation(const ast::Arg& arg) const {
        if (!arg.annotation) return "";
        if (is_lambda) throw PrintError("a lambda parameter with an annotation");
        // A Starred annotation (3.11+ `*args: *Ts`) prints its own star.
        return cat(": ", expression(context, arg.annotation, Precedence::Test));
    }
    std::string parameter(const ast::Arg& arg, const ast::ExprPtr& default_value) const {
        std::string text = source_name(context, arg.name) + annotation(arg);
        if (!default_value) return text;
        // PEP 8: `x=1`, but `x: int = 1`. In a lambda a nested lambda default would take the
        // colon that opens the body: Or parenthesizes it.
        text += arg.annotation ? " = " : "=";
        return text + expression(context, default_value, is_lambda ? Precedence::Or : Precedence::Test);
    }
};

}  // namespace

std::string parameters(const Context& context, const ast::Arguments& arguments, bool is_lambda) {
    ParameterPrinter printer{context, is_lambda};
    std::vector<std::string> parts;
    std::size_t positional = arguments.posonlyargs.size() + arguments.args.size();
    if (arguments.defaults.size() > positional) throw PrintError("more defaults than positional parameters");
    // Defaults belong to the last positional parameters, across the `/`.
    std::size_t first_default = positional - arguments.defaults.size();
    auto default_for = [&](std::size_t index) {
        return index >= first_default ? arguments.defaults[index - first_default] : ast::ExprPtr();
    };
    for (std::size_t i = 0; i < arguments.posonlyargs.size(); ++i) {
        parts.push_back(printer.parameter(arguments.posonlyargs[i], default_for(i)));
    }
    if (!arguments.posonlyargs.empty()) parts.push_back("/");
    for (std::size_t i = 0; i < arguments.args.size(); ++i) {
        parts.push_back(printer.parameter(arguments.args[i], default_for(arguments.posonlyargs.size() + i)));
    }
    if (arguments.vararg) {
        parts.push_back(cat("*", printer.parameter(*arguments.vararg, nullptr)));
    } else if (!arguments.kwonlyargs.empty()) {
        parts.push_back("*");
    }
    if (arguments.kw_defaults.size() > arguments.kwonlyargs.size()) {
        throw PrintError("more keyword-only defaults than keyword-only parameters");
    }
    for (std::size_t i = 0; i < arguments.kwonlyargs.size(); ++i) {
        ast::ExprPtr default_value = i < arguments.kw_defaults.size() ? arguments.kw_defaults[i] : nullptr;
        parts.push_back(printer.parameter(arguments.kwonlyargs[i], default_value));
    }
    if (arguments.kwarg) parts.push_back(cat("**", printer.parameter(*arguments.kwarg, nullptr)));
    return join(parts);
}

std::string type_parameters(const Context& context, const std::vector<ast::TypeParam>& params) {
    if (params.empty()) return "";
    if (!context.syntax.type_params) {
        throw PrintError("type parameters need Python 3.12, not " + context.options->target.str());
    }
    std::vector<std::string> parts;
    for (const ast::TypeParam& param : params) {
        std::string text;
        switch (param.kind) {
        case ast::TypeParamKind::TypeVar: text = param.name; break;
        case ast::TypeParamKind::ParamSpec: text = "**" + param.name; break;
        case ast::TypeParamKind::TypeVarTuple: text = "*" + param.name; break;
        }
        if (param.bound) {
            if (param.kind != ast::TypeParamKind::TypeVar) throw PrintError("a bound on a *Ts or **P type parameter");
            text += cat(": ", expression(context, param.bound, Precedence::Test));
        }
        if (param.default_value) {
            if (!context.syntax.type_param_defaults) {
                throw PrintError("type parameter defaults need Python 3.13, not " + context.options->target.str());
            }
            // A TypeVarTuple default is a Starred (`*Ts = *tuple[int]`), which prints its own star.
            text += cat(" = ", expression(context, param.default_value, Precedence::Test));
        }
        parts.push_back(text);
    }
    return cat("[", join(parts), "]");
}

}  // namespace glassbox::printer
