// The front door: one code object at a time through normalize, cfg, lift
// and structure; nested code objects (functions, lambdas, classes,
// comprehensions) decompiled on demand as lift meets them.
#include "decompile/decompile.h"

#include <set>

#include "cfg/cfg.h"
#include "decode/decode.h"
#include "decompile/code_shape.h"
#include "lift/lifter.h"
#include "normalize/normalize.h"
#include "print/print.h"
#include "structure/structure.h"

namespace glassbox {

using namespace ast;

namespace {

// A body that only returns, as one expression: `return a` -> a; `if t: return a` then
// `return b` -> `a if t else b` (how a conditional expression in a lambda compiles).
ExprPtr returned_expression(const Body& body) {
    if (body.empty()) return nullptr;
    if (auto* r = std::get_if<Return>(&body[0]->node)) return r->value ? r->value : none_constant();
    auto* branch = std::get_if<If>(&body[0]->node);
    if (!branch) return nullptr;
    ExprPtr when_true = returned_expression(branch->body);
    ExprPtr when_false = branch->orelse.empty() ? returned_expression(Body(body.begin() + 1, body.end()))
                                                : (body.size() == 1 ? returned_expression(branch->orelse) : nullptr);
    if (!when_true || !when_false) return nullptr;
    return expr(IfExp{branch->test, when_true, when_false});
}

class Decompiler {
public:
    explicit Decompiler(const DecompileOptions& options) : options_(options) {}

    // The statements of a code object's body, its own declarations included.
    Body body_of(const std::shared_ptr<const CodeObject>& code) {
        const std::string& where = code->qualname.empty() ? code->name : code->qualname;
        try {
            DecodedCode decoded = decode(code);
            NormalizedCode normalized = normalize(decoded);
            ControlFlowGraph cfg = build_cfg(normalized);
            NestedCodeDecompiler nested;
            nested.function = [this](std::shared_ptr<const CodeObject> c) { return function_of(c); };
            nested.class_body = [this](std::shared_ptr<const CodeObject> c) { return class_body_of(c); };
            Lifter lifter(*code, *decoded.profile, nested);
            std::vector<StructureProblem> problems;
            Body body = structure_code(cfg, lifter, problems);
            for (const StructureProblem& p : problems) problems_.push_back({where, p.offset, p.reason});
            Body declarations = declarations_of(*code, normalized);
            body.insert(body.begin(), declarations.begin(), declarations.end());
            return body;
        } catch (const LiftError& error) {
            problems_.push_back({where, error.offset(), error.what()});
            return {stmt(Unreconstructed{error.what(), int(error.offset())})};
        } catch (const DecodeError& error) {
            problems_.push_back({where, 0, error.what()});
            return {stmt(Unreconstructed{error.what(), 0})};
        }
    }

    std::shared_ptr<FunctionBuild> function_of(const std::shared_ptr<const CodeObject>& code) {
        auto build = std::make_shared<FunctionBuild>();
        build->code = code;
        build->def.name = code->name;
        build->def.args = std::make_shared<Arguments>(signature_of(*code));
        build->def.is_async = is_async_code(*code);
        Body body = body_of(code);
        if (code->name == "<lambda>") {
            build->is_lambda = true;
            build->lambda_body = returned_expression(body);
            if (!build->lambda_body) {
                problems_.push_back({code->qualname, 0, "a lambda whose body is not one expression"});
                build->lambda_body = expr(Call{make_name("__glassbox_unreconstructed__"), {}, {}});
            }
            return build;
        }
        drop_implicit_return(body);
        if (auto doc = docstring_of(*code)) body.insert(body.begin(), stmt(ExprStmt{make_constant(doc)}));
        build->def.body = std::move(body);
        return build;
    }

    Body class_body_of(const std::shared_ptr<const CodeObject>& code) {
        Body body = body_of(code);
        tidy_class_body(body);
        tidy_annotations(body, (code->flags & 0x1000000) != 0);
        return body;
    }

    Body module_body(const std::shared_ptr<const CodeObject>& code) {
        Body body = body_of(code);
        drop_implicit_return(body);
        tidy_module_docstring(body);
        tidy_annotations(body, (code->flags & 0x1000000) != 0);
        return body;
    }

    std::vector<DecompileProblem>& problems() { return problems_; }

private:
    const DecompileOptions& options_;
    std::vector<DecompileProblem> problems_;
};

}  // namespace

namespace {

DecompiledSource finish(Decompiler& decompiler, const Module& module, PythonVersion version,
                        const DecompileOptions& options) {
    PrintOptions print_options;
    print_options.target = version;
    print_options.ascii_only = options.ascii_only;
    DecompiledSource result;
    try {
        result.source = print_module(module, print_options);
    } catch (const PrintError& error) {
        throw DecompileError("<module>", 0, std::string("cannot print: ") + error.what());
    }
    result.problems = std::move(decompiler.problems());
    return result;
}

}  // namespace

DecompiledSource decompile_module(std::shared_ptr<const CodeObject> code, const DecompileOptions& options) {
    if (!code) throw DecompileError("?", 0, "no code object");
    Decompiler decompiler(options);
    Module module{decompiler.module_body(code)};
    return finish(decompiler, module, code->version, options);
}

DecompiledSource decompile_function(std::shared_ptr<const CodeObject> code, const DecompileOptions& options) {
    if (!code) throw DecompileError("?", 0, "no code object");
    Decompiler decompiler(options);
    Module module;
    if (code->name == "<module>") {
        module.body = decompiler.module_body(code);
    } else {
        auto build = decompiler.function_of(code);
        if (build->is_lambda) {
            module.body.push_back(stmt(Assign{{make_name("_lambda")}, expr(Lambda{build->def.args, build->lambda_body})}));
        } else {
            module.body.push_back(stmt(build->def));
        }
    }
    return finish(decompiler, module, code->version, options);
}

}  // namespace glassbox
