// 3.12+ PEP 695: type parameters and `type` aliases.
//
// `def f[T](x=1)` compiles to a call of a hidden function, `<generic parameters of f>`,
// that makes the TypeVar T (CALL_INTRINSIC TYPEVAR), binds it for the annotations and
// closures, makes the real function and attaches the parameters to it
// (SET_FUNCTION_TYPE_PARAMS); the defaults are its arguments (.defaults, .kwdefaults).
// Classes take `Generic[T]` as a hidden last base (.generic_base), aliases are made by
// the TYPEALIAS intrinsic. The hidden function is straight-line code: it is lifted here,
// on a stack of its own, and what it returns (the def, class or alias) replaces the call.
#include <algorithm>

#include "decode/decode.h"
#include "lift/lifter.h"
#include "normalize/normalize.h"

namespace glassbox {

using namespace ast;

namespace {

constexpr std::string_view kGenericWrapperPrefix = "<generic parameters of ";

// The expression a lazily evaluated bound, constraint, default or alias value returns.
ExprPtr lazy_value(const StackEntry& entry, std::uint32_t at) {
    if (entry.kind != EntryKind::Function || !entry.details().function)
        throw LiftError(at, "a lazy type value that is not a function");
    const Body& body = entry.details().function->def.body;
    // Before the return: a string it returns is also its first constant (function_of took
    // it for a docstring); 3.14+ first refuses formats above VALUE_WITH_FAKE_GLOBALS
    // (`if .format > 2: raise NotImplementedError`).
    for (std::size_t i = 0; i + 1 < body.size(); ++i) {
        const StmtNode& node = body[i]->node;
        auto* guard = std::get_if<If>(&node);
        bool format_guard = guard && guard->orelse.empty() && guard->body.size() == 1 &&
                            std::holds_alternative<Raise>(guard->body[0]->node);
        // (3.14+ `if C: pass`, which only adds an unused first constant: decompile.cpp)
        bool first_constant = guard && guard->orelse.empty() && guard->body.size() == 1 &&
                              std::holds_alternative<Pass>(guard->body[0]->node) &&
                              std::holds_alternative<Constant>(guard->test->node);
        if (!format_guard && !first_constant && !(i == 0 && std::holds_alternative<ExprStmt>(node)))
            throw LiftError(at, "a lazy type value lift could not read");
    }
    auto* r = body.empty() ? nullptr : std::get_if<Return>(&body.back()->node);
    if (!r || !r->value) throw LiftError(at, "a lazy type value lift could not read");
    return r->value;
}

struct IntrinsicKind {
    std::string_view name;
    TypeParamKind kind;
};

constexpr IntrinsicKind kTypeParamIntrinsics[] = {
    {"INTRINSIC_TYPEVAR", TypeParamKind::TypeVar},
    {"INTRINSIC_PARAMSPEC", TypeParamKind::ParamSpec},
    {"INTRINSIC_TYPEVARTUPLE", TypeParamKind::TypeVarTuple},
};

// `_Foo__T` for `__T`: a private name mangled by a class (`class Foo[__T]`, or the class a
// generic def or alias stands in), which is not this code's own.
bool is_mangled_form(const std::string& id, const std::string& name) {
    if (name.size() < 3 || !name.starts_with("__") || name.ends_with("__") || !id.ends_with(name)) return false;
    const std::size_t prefix = id.size() - name.size();
    return prefix >= 2 && id[0] == '_' && id[1] != '_';
}

}  // namespace

bool Lifter::is_generic_wrapper(const CodeObject& code) { return code.name.starts_with(kGenericWrapperPrefix); }

std::vector<TypeParam> Lifter::type_params_of(const ExprPtr& tuple, std::uint32_t at) const {
    auto* t = tuple ? std::get_if<Tuple>(&tuple->node) : nullptr;
    if (!t) throw LiftError(at, "type parameters that are not a tuple");
    std::vector<TypeParam> params;
    for (const ExprPtr& e : t->elts) {
        auto found = type_params_.find(e.get());
        if (found == type_params_.end()) throw LiftError(at, "a type parameter lift did not see made");
        params.push_back(found->second);
    }
    return params;
}

void Lifter::call_intrinsic(const NormalizedInstruction& in, SymbolicStack& stack) {
    const std::uint32_t at = in.offset;
    for (const IntrinsicKind& k : kTypeParamIntrinsics) {
        if (in.name != k.name) continue;
        ExprPtr name = pop_expression(stack, at);
        auto* c = std::get_if<Constant>(&name->node);
        if (!c || c->value->kind != ObjectKind::Str) throw LiftError(at, "a type parameter without a name");
        ExprPtr made = make_name(c->value->text);
        type_params_[kept_key(made)] = TypeParam{k.kind, c->value->text, nullptr, nullptr};
        push_value(stack, made);
        return;
    }
    if (in.name == "INTRINSIC_TYPEVAR_WITH_BOUND" || in.name == "INTRINSIC_TYPEVAR_WITH_CONSTRAINTS") {
        StackEntry bound = pop(stack, at);
        ExprPtr name = pop_expression(stack, at);
        auto* c = std::get_if<Constant>(&name->node);
        if (!c || c->value->kind != ObjectKind::Str) throw LiftError(at, "a type parameter without a name");
        ExprPtr made = make_name(c->value->text);
        ExprPtr value = lazy_value(bound, at);
        if (in.name == "INTRINSIC_TYPEVAR_WITH_CONSTRAINTS" && !std::holds_alternative<Tuple>(value->node))
            throw LiftError(at, "type parameter constraints that are not a tuple");
        type_params_[kept_key(made)] = TypeParam{TypeParamKind::TypeVar, c->value->text, value, nullptr};
        push_value(stack, made);
        return;
    }
    if (in.name == "INTRINSIC_SET_TYPEPARAM_DEFAULT") {  // 3.13+ PEP 696
        StackEntry default_function = pop(stack, at);
        ExprPtr param = pop_expression(stack, at);
        auto found = type_params_.find(param.get());
        if (found == type_params_.end()) throw LiftError(at, "a default for something not a type parameter");
        found->second.default_value = lazy_value(default_function, at);
        push_value(stack, param);
        return;
    }
    if (in.name == "INTRINSIC_SET_FUNCTION_TYPE_PARAMS") {
        ExprPtr params = pop_expression(stack, at);
        StackEntry function = pop(stack, at);
        if (function.kind != EntryKind::Function || !function.details().function)
            throw LiftError(at, "type parameters set on no function");
        auto build = std::make_shared<FunctionBuild>(*function.details().function);
        build->def.type_params = type_params_of(params, at);
        function.mutable_details().function = build;
        stack.push_back(std::move(function));
        return;
    }
    if (in.name == "INTRINSIC_SUBSCRIPT_GENERIC") {
        ExprPtr params = pop_expression(stack, at);
        ExprPtr base = expr(Subscript{make_name("Generic"), params});
        generic_bases_[kept_key(base)] = type_params_of(params, at);
        push_value(stack, base);
        return;
    }
    if (in.name == "INTRINSIC_TYPEALIAS") {
        // normalize folded the BUILD_TUPLE of (name, parameters or None, lazy value) into it.
        if (in.arg != 3) throw LiftError(at, "a type alias lift could not read");
        StackEntry value = pop(stack, at);
        ExprPtr params = pop_expression(stack, at);
        ExprPtr name = pop_expression(stack, at);
        auto* c = std::get_if<Constant>(&name->node);
        if (!c || c->value->kind != ObjectKind::Str) throw LiftError(at, "a type alias without a name");
        TypeAlias alias{make_name(c->value->text), {}, lazy_value(value, at)};
        if (!is_none(params)) alias.type_params = type_params_of(params, at);
        ExprPtr made = make_name(c->value->text);
        type_aliases_[kept_key(made)] = alias;
        push_value(stack, made);
        return;
    }
    throw LiftError(at, "lift does not handle " + in.name + " yet");
}

bool Lifter::assign_generic(const ExprPtr& target, const StackEntry& entry, Body& out) {
    auto* name = std::get_if<Name>(&target->node);
    if (!name || entry.kind == EntryKind::Null) return false;
    if (name->id.starts_with('.')) {  // only compilers name variables so
        hidden_locals_[name->id] = entry;
        return true;
    }
    if (!entry.expr) return false;
    if (auto p = type_params_.find(entry.expr.get());
        p != type_params_.end() && (p->second.name == name->id || is_mangled_form(name->id, p->second.name)))
        return true;  // the type parameter's own name, bound for annotations and closures
    if (auto a = type_aliases_.find(entry.expr.get()); a != type_aliases_.end()) {
        TypeAlias alias = a->second;
        alias.name = target;
        out.push_back(stmt(std::move(alias)));
        return true;
    }
    return false;
}

bool Lifter::call_generic_wrapper(const StackEntry& callable, const SymbolicStack& args,
                                  SymbolicStack& stack, std::uint32_t at) {
    const std::shared_ptr<FunctionBuild>& function = callable.details().function;
    if (callable.kind != EntryKind::Function || !function || !function->code || !is_generic_wrapper(*function->code))
        return false;
    const std::shared_ptr<const CodeObject>& code = function->code;
    DecodedCode decoded = decode(code, {.positions = false});
    NormalizedCode normalized = normalize(decoded);
    Lifter wrapper(*code, profile_, nested_);
    if (args.size() > code->varnames.size()) throw LiftError(at, "a generic wrapper called with too many arguments");
    for (std::size_t i = 0; i < args.size(); ++i) wrapper.hidden_locals_[code->varnames[i]] = args[i];
    SymbolicStack local;
    Body out;
    for (const NormalizedInstruction& in : normalized.instructions) {
        if (in.op == Op::Return) {
            if (local.size() != 1) throw LiftError(at, "a generic wrapper that leaves other values");
            stack.push_back(local.back());
            type_aliases_.insert(wrapper.type_aliases_.begin(), wrapper.type_aliases_.end());
            kept_keys_.insert(kept_keys_.end(), wrapper.kept_keys_.begin(), wrapper.kept_keys_.end());
            return true;
        }
        if (in.target) throw LiftError(at, "a generic wrapper with control flow");
        wrapper.step(in, local, out);
        if (!out.empty()) throw LiftError(at, "a statement inside a generic wrapper");
    }
    throw LiftError(at, "a generic wrapper that does not return");
}

}  // namespace glassbox
