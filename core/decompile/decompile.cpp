// The front door: one code object at a time through normalize, cfg, lift
// and structure; nested code objects (functions, lambdas, classes,
// comprehensions) decompiled on demand as lift meets them.
#include "decompile/decompile.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <utility>

#include "cfg/cfg.h"
#include "decode/decode.h"
#include "decompile/code_shape.h"
#include "decompile/dead_annotation.h"
#include "decompile/dead_else.h"
#include "decompile/dead_operands.h"
#include "decompile/folded_constants.h"
#include "decompile/lazy_annotations.h"
#include "decompile/temporaries.h"
#include "lift/lifter.h"
#include "normalize/normalize.h"
#include "print/print.h"
#include "structure/cleanup.h"
#include "structure/flat_fallback.h"
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

// Whether a marked fallback sits where the code around it could catch or swallow its
// SystemError (a try, a with whose __exit__ may suppress): then it would not fail loudly.
bool fallback_may_be_caught(const Body& body, bool guarded) {
    for (const StmtPtr& s : body) {
        if (std::holds_alternative<Unreconstructed>(s->node) && guarded) return true;
        bool found = std::visit(
            [&](const auto& node) {
                using T = std::decay_t<decltype(node)>;
                if constexpr (std::is_same_v<T, Try>) {
                    if (fallback_may_be_caught(node.body, true) || fallback_may_be_caught(node.orelse, true) ||
                        fallback_may_be_caught(node.finalbody, true))
                        return true;
                    for (const ExceptHandler& h : node.handlers)
                        if (fallback_may_be_caught(h.body, true)) return true;
                    return false;
                } else if constexpr (std::is_same_v<T, With>) {
                    return fallback_may_be_caught(node.body, true);
                } else if constexpr (std::is_same_v<T, If> || std::is_same_v<T, For> || std::is_same_v<T, While>) {
                    return fallback_may_be_caught(node.body, guarded) || fallback_may_be_caught(node.orelse, guarded);
                } else if constexpr (std::is_same_v<T, Match>) {
                    for (const MatchCase& c : node.cases)
                        if (fallback_may_be_caught(c.body, guarded)) return true;
                    return false;
                } else {
                    return false;
                }
            },
            s->node);
        if (found) return true;
    }
    return false;
}

class Decompiler {
public:
    explicit Decompiler(const DecompileOptions& options) : options_(options) {}

    // The statements of a code object's body, its own declarations included. In generated
    // mode, the code objects nested in Dynamo's code that Dynamo did not make (the user's
    // functions, lambdas and comprehensions it copied as constants, which a compiler wrote)
    // are read by the compiler's templates first, as generated mode reads some of those
    // templates (a comprehension's list kept under its iterator) as no statement can; only
    // when the templates leave a marked fallback is such a code object read again as generated.
    Body body_of(const std::shared_ptr<const CodeObject>& code) {
        struct Nesting {
            int& depth;
            explicit Nesting(int& d) : depth(d) { ++depth; }
            ~Nesting() { --depth; }
        } nesting(nesting_);
        if (!options_.generated || nesting_ == 1 || made_by_dynamo(*code)) return lift_body(code, options_.generated);
        const std::size_t problems_before = problems_.size();
        Body body = lift_body(code, false);
        if (problems_.size() == problems_before) return body;
        problems_.resize(problems_before);
        explicit_return_.erase(code.get());
        falls_to_end_.erase(code.get());
        lost_yield_.erase(code.get());
        unused_first_.erase(code.get());
        dead_annotation_.erase(code.get());
        return lift_body(code, true);
    }

    // A cell that nothing in the code stores, deletes or takes as an argument, only passes to a
    // nested function (`v: int` alone binds it, no code; a nested `nonlocal v` needs that binding):
    // an annotation-only statement of it, whose annotation is never evaluated in a function. A
    // store in code nothing reaches (3.8's `if x or 1: return` before `(v := x)`) is not printed.
    static void declare_unbound_cells(const CodeObject& code, const ControlFlowGraph& cfg, Body& body) {
        if (code.cellvars.empty()) return;
        std::set<std::string> bound;
        for (const BasicBlock& block : cfg.blocks) {
            if (!block.reachable) continue;
            for (std::size_t i = block.begin; i < block.end; ++i) {
                const NormalizedInstruction& in = cfg.code->instructions[i];
                if (in.op == Op::StoreDeref || in.op == Op::DeleteDeref) bound.insert(in.name);
            }
        }
        const std::size_t arguments = argument_slots(code);
        for (std::size_t i = 0; i < arguments && i < code.varnames.size(); ++i) bound.insert(code.varnames[i]);
        std::size_t at = 0;
        while (at < body.size() && (std::holds_alternative<Global>(body[at]->node) ||
                                    std::holds_alternative<Nonlocal>(body[at]->node)))
            ++at;
        for (const std::string& cell : code.cellvars) {
            if (bound.count(cell)) continue;
            body.insert(body.begin() + std::ptrdiff_t(at++),
                        stmt(AnnAssign{make_name(cell), make_name("object"), nullptr, true}));
        }
    }

    // Dynamo's own nested code objects: the resume functions (torch 2.6 makes them inside the
    // transformed code on 3.13).
    static bool made_by_dynamo(const CodeObject& code) {
        return code.name.rfind("torch_dynamo_resume_in_", 0) == 0 || code.name.rfind("__resume_at_", 0) == 0;
    }

    Body lift_body(const std::shared_ptr<const CodeObject>& code, bool generated) {
        const std::string& where = code->qualname.empty() ? code->name : code->qualname;
        const std::size_t outer_mark = std::exchange(nested_mark_, problems_.size());
        struct RestoreMark {
            std::size_t& mark;
            std::size_t value;
            ~RestoreMark() { mark = value; }
        } restore_mark{nested_mark_, outer_mark};
        try {
            DecodedCode decoded = decode(code, {.positions = false});
            NormalizedCode normalized = normalize(decoded);
            if (is_comprehension_code(*code)) dead_code_[code.get()] = dead_code_traces(*code, normalized.instructions, *decoded.profile);
            ControlFlowGraph cfg = build_cfg(normalized);
            NestedCodeDecompiler nested;
            nested.function = [this](std::shared_ptr<const CodeObject> c) { return function_of(c); };
            nested.class_body = [this](std::shared_ptr<const CodeObject> c) { return class_body_of(c); };
            Lifter lifter(*code, *decoded.profile, nested);
            lifter.set_generated(generated);
            const ConstantLoads loads = constant_loads(decoded);
            if (!generated) {
                lifter.set_folded_constants(folded_constants(decoded, loads));
                std::map<std::uint32_t, DeadOperands> operands = dead_operands(*code, normalized.instructions);
                lifter.set_dead_constants(dead_constants(*code, normalized, *decoded.profile, loads, operands));
                lifter.set_dead_operands(std::move(operands));
            }
            Body declarations = declarations_of(*code, normalized, globals_to_declare(*code, normalized), !generated);
            ScopeGuard scope(*this, *code, declarations);
            std::vector<StructureProblem> problems;
            // (asked only where flat mode may be wanted: most code objects need no answer)
            auto flat_applies = [&] { return flat_mode_applies(*code, *decoded.profile); };
            Body body;
            try {
                body = structure_code(cfg, lifter, problems);
            } catch (const LiftError& error) {
                // (what the structure stage throws is a fallback of the whole body: flat mode may
                // still express it)
                if (!flat_applies()) throw;
                problems = {{error.offset(), error.what()}};
                body = {stmt(Unreconstructed{error.what(), int(error.offset())})};
            }
            bool flattened = false;
            // (--flat leaves a body that returns one expression as it is: a lazily evaluated
            // annotation or type alias value is read from it as that expression)
            if ((!problems.empty() || (options_.flat && !returns_expression_only(body))) && flat_applies())
                flattened = try_flat(cfg, code, *decoded.profile, nested, problems.empty(), problems, body);
            if (!flattened && ends_in_dead_return(cfg)) restore_final_else(body);
            if (generated && !flattened) fold_temporaries(body);
            if (!flattened && !problems.empty() && fallback_may_be_caught(body, false))
                body = {stmt(Unreconstructed{problems.front().reason, int(problems.front().offset)})};
            for (const StructureProblem& p : problems) problems_.push_back({where, p.offset, p.reason});
            if (lost_its_yield(*code, cfg)) lost_yield_.insert(code.get());
            if (auto line = joined_return_none_line(cfg);
                line && code->version >= PythonVersion{3, 10} && ends_in_return_none_on(body, *line))
                explicit_return_.insert(code.get());
            if (code->version >= PythonVersion{3, 10} && none_added_last(decoded, loads)) falls_to_end_.insert(code.get());
            // (not in generated mode, which keeps behaviour, not instructions: Dynamo keeps the
            // constants of the code it transforms)
            if (ObjectPtr first = generated ? nullptr : unused_first_constant(decoded, loads); first && one_literal(*first))
                unused_first_.emplace(code.get(), first);
            body.insert(body.begin(), declarations.begin(), declarations.end());
            if ((code->flags & kCodeOptimized) && code->name[0] != '<') declare_unbound_cells(*code, cfg, body);
            if (!generated && !flattened && code->version >= PythonVersion{3, 10})
                restore_dead_else_names(*code, normalized.instructions, body);
            if (!generated && !flattened && sets_up_annotations(normalized.instructions))
                dead_annotation_.insert(code.get());
            return body;
        } catch (const LiftError& error) {
            problems_.push_back({where, error.offset(), error.what()});
            return {stmt(Unreconstructed{error.what(), int(error.offset())})};
        } catch (const DecodeError& error) {
            problems_.push_back({where, 0, error.what()});
            return {stmt(Unreconstructed{error.what(), 0})};
        } catch (const PrintError& error) {
            // (structure compares expressions as printed text: one it built incomplete cannot be)
            const std::string reason = std::string("an expression glassbox built incomplete: ") + error.what();
            problems_.push_back({where, 0, reason});
            return {stmt(Unreconstructed{reason, 0})};
        }
    }

    // GLASSBOX_TRACE_FLAT=1: why flat mode refused a code object (on standard error).
    static void trace_flat_refusal(const CodeObject& code, std::uint32_t offset, const char* reason) {
        static const bool trace = std::getenv("GLASSBOX_TRACE_FLAT") != nullptr;
        if (trace) std::fprintf(stderr, "flat refused: %s: offset %u: %s\n", code.qualname.c_str(), offset, reason);
    }

    static bool returns_expression_only(const Body& body) {
        if (body.empty() || !std::holds_alternative<Return>(body.back()->node)) return false;
        for (std::size_t i = 0; i + 1 < body.size(); ++i)
            if (!std::holds_alternative<If>(body[i]->node) && !std::holds_alternative<ExprStmt>(body[i]->node)) return false;
        return true;
    }

    // The last resort (structure/flat_fallback.h): the body as a state machine, where the
    // structure stage left `problems` (or `forced`, --flat). It stays a problem, under a reason
    // of its own, that the CLI warns about. What flat mode refuses keeps the structure stage's
    // result; the nested code objects lifted on the way are lifted again by whichever body stays.
    bool try_flat(const ControlFlowGraph& cfg, const std::shared_ptr<const CodeObject>& code,
                  const VersionProfile& profile, const NestedCodeDecompiler& nested, bool forced,
                  std::vector<StructureProblem>& problems, Body& body) {
        const std::string reason = forced ? "forced by --flat" : problems.front().reason;
        const std::size_t mark = problems_.size();
        std::vector<DecompileProblem> kept(problems_.begin() + std::ptrdiff_t(std::min(mark, nested_mark_)), problems_.end());
        problems_.resize(std::min(mark, nested_mark_));
        try {
            Lifter flat_lifter(*code, profile, nested);
            flat_lifter.set_generated(true);
            flat_lifter.set_temporary_prefix("_flat_tmp");
            Body flat = flatten_code(cfg, flat_lifter, reason);
            body = std::move(flat);
            if (!forced) problems = {{problems.front().offset, "control flow emitted as a state machine: " + reason}};
            return true;
        } catch (const LiftError& error) {
            trace_flat_refusal(*code, error.offset(), error.what());
        } catch (const PrintError& error) {
            trace_flat_refusal(*code, 0, error.what());
        }
        problems_.resize(std::min(mark, nested_mark_));
        problems_.insert(problems_.end(), kept.begin(), kept.end());
        return false;
    }

    // A nested code object is lifted once: the structure stage's trials lift the blocks that
    // make its function or class again and again (a module of hundreds of decorated classes
    // took seconds). Each later lift gets a copy of the first one's result and its problems.
    std::shared_ptr<FunctionBuild> function_of(const std::shared_ptr<const CodeObject>& code) {
        if (auto known = function_memo_.find({code.get(), scopes_.size()}); known != function_memo_.end()) {
            problems_.insert(problems_.end(), known->second.problems.begin(), known->second.problems.end());
            return std::make_shared<FunctionBuild>(*known->second.result);
        }
        const std::size_t before = problems_.size();
        std::shared_ptr<FunctionBuild> build = lift_function(code);
        // (not a comprehension's or a lambda's: the lift takes their bodies apart in place,
        // and the compiler merges equal ones into one code object used in several places; nor
        // the code object asked for, which nothing lifts again)
        if (problems_.size() >= before && code->name[0] != '<' && nesting_ > 0)
            function_memo_[{code.get(), scopes_.size()}] = {std::make_shared<FunctionBuild>(*build),
                                          {problems_.begin() + std::ptrdiff_t(before), problems_.end()}};
        return build;
    }

    std::shared_ptr<FunctionBuild> lift_function(const std::shared_ptr<const CodeObject>& code) {
        if (auto annotations = lazy_annotations_of(code)) return annotations;
        auto build = std::make_shared<FunctionBuild>();
        build->code = code;
        build->def.name = code->name;
        build->def.args = std::make_shared<Arguments>(signature_of(*code));
        build->def.is_async = is_async_code(*code);
        Body body = body_of(code);
        if (auto dead = dead_code_.find(code.get()); dead != dead_code_.end()) build->dead_code = dead->second;
        if (code->name == "<lambda>") {
            build->is_lambda = true;
            build->lambda_body = returned_expression(body);
            if (!build->lambda_body) {
                problems_.push_back({code->qualname, 0, "a lambda whose body is not one expression"});
                build->lambda_body = expr(Call{make_name("__glassbox_unreconstructed__"), {}, {}});
            }
            return build;
        }
        if (!explicit_return_.count(code.get()))
            drop_implicit_return(body, falls_to_end_.count(code.get()) > 0, code->version >= PythonVersion{3, 10});
        if (lost_yield_.count(code.get())) {
            // Last, where it compiles to nothing (3.11+ keeps a NOP for a line before other code):
            // after a statement that leaves, as dead code (which ≤3.10 keeps, as the original did).
            StmtPtr yield = stmt(ExprStmt{expr(Yield{})});
            auto never = std::make_shared<Object>();
            never->kind = ObjectKind::False;
            body.push_back(always_leaves(body) ? yield : stmt(If{make_constant(never), {yield}, {}}));
        }
        if (has_docstring_slot(*code)) add_unused_first_constant(*code, body);
        if (auto doc = docstring_of(*code)) body.insert(body.begin(), stmt(ExprStmt{make_constant(doc)}));
        build->def.body = std::move(body);
        return build;
    }

    // 3.14+: a compiler's __annotate__ (one positional-only `format`) read as its template:
    // the def named Lifter::kLazyAnnotationsName that restore_annotations() takes apart.
    std::shared_ptr<FunctionBuild> lazy_annotations_of(const std::shared_ptr<const CodeObject>& code) {
        if (code->name != "__annotate__" || code->posonlyargcount != 1 || code->argcount != 1) return nullptr;
        try {
            DecodedCode decoded = decode(code, {.positions = false});
            NormalizedCode normalized = normalize(decoded);
            NestedCodeDecompiler nested;
            nested.function = [this](std::shared_ptr<const CodeObject> c) { return function_of(c); };
            nested.class_body = [this](std::shared_ptr<const CodeObject> c) { return class_body_of(c); };
            Lifter lifter(*code, *decoded.profile, nested);
            auto entries = read_annotate_function(normalized, lifter);
            if (!entries) return nullptr;
            auto build = std::make_shared<FunctionBuild>();
            build->code = code;
            build->def.name = Lifter::kLazyAnnotationsName;
            build->def.args = std::make_shared<Arguments>(signature_of(*code));
            build->def.body = std::move(*entries);
            return build;
        } catch (const DecodeError&) {
            return nullptr;
        }
    }

    void restore_annotations(const std::shared_ptr<const CodeObject>& code, Body& body) {
        std::vector<std::string> reasons;
        // (its annotations all dead code, the body still sets __conditional_annotations__ up)
        if (restore_lazy_annotations(body, reasons)) dead_annotation_.insert(code.get());
        const std::string& where = code->qualname.empty() ? code->name : code->qualname;
        for (const std::string& reason : reasons) problems_.push_back({where, 0, reason});
    }

    Body class_body_of(const std::shared_ptr<const CodeObject>& code) {
        if (auto known = class_memo_.find({code.get(), scopes_.size()}); known != class_memo_.end()) {
            problems_.insert(problems_.end(), known->second.problems.begin(), known->second.problems.end());
            return known->second.result;
        }
        const std::size_t before = problems_.size();
        Body body = lift_class_body(code);
        if (problems_.size() >= before)
            class_memo_[{code.get(), scopes_.size()}] = {body, {problems_.begin() + std::ptrdiff_t(before), problems_.end()}};
        return body;
    }

    Body lift_class_body(const std::shared_ptr<const CodeObject>& code) {
        Body body = body_of(code);
        tidy_class_body(body);
        if (mark_stray_returns(body)) problems_.push_back({code->qualname, 0, "a return in class code"});
        restore_annotations(code, body);
        tidy_annotations(body, (code->flags & kCodeFutureAnnotations) != 0);
        if (dead_annotation_.count(code.get())) restore_dead_annotation(*code, body, true);
        return body;
    }

    Body module_body(const std::shared_ptr<const CodeObject>& code) {
        Body body = body_of(code);
        drop_implicit_return(body, true, code->version >= PythonVersion{3, 10}, true);
        if (mark_stray_returns(body)) problems_.push_back({code->qualname, 0, "a return in module code"});
        restore_annotations(code, body);
        place_module_globals(body);
        tidy_module_docstring(body);
        tidy_annotations(body, (code->flags & kCodeFutureAnnotations) != 0);
        if (dead_annotation_.count(code.get())) restore_dead_annotation(*code, body, false);
        add_unused_first_constant(*code, body);
        return body;
    }

    // 3.12+: the first constant, which the compiler's optimizer left unused (a folded test, a
    // fold's operand: `x = '' or y`), is added first by `if C: pass`, which compiles to no code
    // (a NOP for its line at most). Not before a docstring or a __future__ import, which must
    // come first (and whose constants come first: then none is unused).
    void add_unused_first_constant(const CodeObject& code, Body& body) {
        auto first = unused_first_.find(&code);
        if (first == unused_first_.end() || starts_with_test_of(body, *first->second)) return;
        for (const StmtPtr& s : body) {
            if (auto* e = std::get_if<ExprStmt>(&s->node); e && std::holds_alternative<Constant>(e->value->node)) return;
            if (auto* i = std::get_if<ImportFrom>(&s->node); i && i->module == "__future__") return;
            if (!std::holds_alternative<Global>(s->node) && !std::holds_alternative<Nonlocal>(s->node)) break;
        }
        body.insert(body.begin(), stmt(If{make_constant(first->second), {stmt(Pass{})}, {}}));
    }

    std::vector<DecompileProblem>& problems() { return problems_; }

private:
    // The names a function binds and those it declares global: what a nested function's
    // LOAD_GLOBAL of the same name must override with its own `global` statement.
    struct FunctionScope {
        std::set<std::string> bound;
        std::set<std::string> declared_global;
    };
    // Whether a code object is among the constants (a nested function, class body or
    // comprehension), at any depth of their tuples.
    static bool holds_code(const CodeObject& code) {
        const auto in = [](const auto& self, const std::vector<ObjectPtr>& objects) -> bool {
            for (const ObjectPtr& c : objects)
                if (c && (c->kind == ObjectKind::Code || self(self, c->items))) return true;
            return false;
        };
        return in(in, code.consts);
    }
    // Function scopes enclosing the code object being decompiled (class bodies are not).
    struct ScopeGuard {
        Decompiler& owner;
        bool pushed = false;
        ScopeGuard(Decompiler& d, const CodeObject& code, const Body& declarations) : owner(d) {
            if (!(code.flags & kCodeOptimized) || !holds_code(code)) return;  // (no nested function to ask)
            FunctionScope scope;
            scope.bound.insert(code.localsplus_names.begin(), code.localsplus_names.end());
            for (const StmtPtr& s : declarations)
                if (auto* g = std::get_if<Global>(&s->node)) scope.declared_global.insert(g->names.begin(), g->names.end());
            owner.scopes_.push_back(std::move(scope));
            pushed = true;
        }
        ~ScopeGuard() {
            if (pushed) owner.scopes_.pop_back();
        }
    };

    // Names read with LOAD_GLOBAL that only a `global` statement explains: in a function,
    // those an enclosing function binds (and does not itself declare global); in a module
    // or class body, all of them (unless 3.12+ inlined comprehensions, whose reads of
    // globals use LOAD_GLOBAL there too, are present).
    std::set<std::string> globals_to_declare(const CodeObject& code, const NormalizedCode& normalized) const {
        if ((code.flags & kCodeOptimized) && scopes_.empty()) return {};  // no enclosing function
        std::set<std::string> loaded;
        bool inlined_comprehension = false;
        for (const NormalizedInstruction& in : normalized.instructions) {
            if (in.op == Op::LoadGlobal) loaded.insert(in.name);
            if (in.op == Op::LoadFastAndClear) inlined_comprehension = true;
        }
        std::set<std::string> result;
        if (!(code.flags & kCodeOptimized)) {
            if (!inlined_comprehension) result = loaded;
            return result;
        }
        if (code.name.empty() || code.name[0] == '<') return result;  // lambdas, comprehensions: no statements
        for (const std::string& name : loaded) {
            for (auto scope = scopes_.rbegin(); scope != scopes_.rend(); ++scope) {
                if (scope->declared_global.count(name)) break;
                if (scope->bound.count(name)) {
                    result.insert(name);
                    break;
                }
            }
        }
        return result;
    }

    template <typename Result>
    struct Lifted {
        Result result;
        std::vector<DecompileProblem> problems;  // those its lift added
    };
    // (by code object and the depth of the function scopes around it, which its reading of
    // globals depends on)
    using LiftKey = std::pair<const CodeObject*, std::size_t>;
    std::map<LiftKey, Lifted<std::shared_ptr<FunctionBuild>>> function_memo_;
    std::map<LiftKey, Lifted<Body>> class_memo_;
    std::vector<FunctionScope> scopes_;
    int nesting_ = 0;  // body_of calls under way: 1 while lifting the code object asked for
    std::size_t nested_mark_ = 0;  // problems_'s size when the lift of the current code object began
    std::set<const CodeObject*> lost_yield_;  // generators whose every yield was dead code
    std::map<const CodeObject*, DeadCodeTraces> dead_code_;  // of the comprehensions' code objects
    std::set<const CodeObject*> explicit_return_;  // functions ending in the source's own `return None`
    std::set<const CodeObject*> falls_to_end_;     // 3.10+ functions with no `return None` but the end's copies
    std::map<const CodeObject*, ObjectPtr> unused_first_;  // 3.12+: an unused co_consts[0] (unused_first_constant)
    std::set<const CodeObject*> dead_annotation_;  // module and class code running SETUP_ANNOTATIONS (restore_dead_annotation)

    // The first constant a test adds, reading its and/or, conditional expressions, not and
    // names in order (`x and True or y`: True); null where it has none, or an operand of
    // another kind comes first.
    static const Constant* first_constant_of_test(const ExprPtr& test, bool& names_only) {
        names_only = false;
        if (!test) return nullptr;
        if (auto* c = std::get_if<Constant>(&test->node)) return c;
        if (std::holds_alternative<Name>(test->node)) {
            names_only = true;
            return nullptr;
        }
        if (auto* u = std::get_if<UnaryOp>(&test->node); u && u->op == UnaryOperator::Not)
            return first_constant_of_test(u->operand, names_only);
        if (auto* i = std::get_if<IfExp>(&test->node)) {  // (its test first, then `body if test else orelse`)
            for (const ExprPtr& value : {i->test, i->body, i->orelse}) {
                if (const Constant* c = first_constant_of_test(value, names_only)) return c;
                if (!names_only) return nullptr;
            }
            return nullptr;
        }
        if (auto* b = std::get_if<BoolOp>(&test->node)) {
            for (const ExprPtr& value : b->values) {
                if (const Constant* c = first_constant_of_test(value, names_only)) return c;
                if (!names_only) return nullptr;
            }
            return nullptr;  // (names only, names_only stays true)
        }
        return nullptr;
    }

    // Whether the body begins with a loop or if whose test adds that constant first (`while
    // True:`, `if x and True or y:`), or tests names only and its body begins so.
    static bool starts_with_test_of(const Body& body, const Object& constant) {
        for (const StmtPtr& s : body) {
            if (std::holds_alternative<Global>(s->node) || std::holds_alternative<Nonlocal>(s->node)) continue;
            const ExprPtr* test = nullptr;
            const Body* inside = nullptr;
            if (auto* w = std::get_if<While>(&s->node)) test = &w->test, inside = &w->body;
            if (auto* i = std::get_if<If>(&s->node)) test = &i->test, inside = &i->body;
            if (!test) return false;
            bool names_only = false;
            const Constant* c = first_constant_of_test(*test, names_only);
            // (a test of names adds no constant: the first one may come from its body,
            // `if x: while True:`)
            if (!c) return names_only && starts_with_test_of(*inside, constant);
            return c->value && same_constant(*c->value, constant);
        }
        return false;
    }

    // A constant the source writes as one literal token, which the compiler adds as it is
    // (a negative number is a unary minus, folded after its operand was added).
    static bool one_literal(const Object& c) {
        switch (c.kind) {
        case ObjectKind::None: case ObjectKind::True: case ObjectKind::False: case ObjectKind::Ellipsis:
        case ObjectKind::Str: case ObjectKind::Bytes: return true;
        case ObjectKind::Int: return !c.integer.negative;
        case ObjectKind::Float: return !std::signbit(c.real) && !std::isnan(c.real);
        case ObjectKind::Complex: return c.real == 0.0 && !std::signbit(c.real) && !std::signbit(c.imag) && !std::isnan(c.imag);
        default: return false;
        }
    }
    const DecompileOptions& options_;
    std::vector<DecompileProblem> problems_;
};

}  // namespace

namespace {

bool mentions(const std::string& source, const std::string& name) {
    auto word = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'; };
    for (std::size_t at = source.find(name); at != std::string::npos; at = source.find(name, at + 1)) {
        const std::size_t end = at + name.size();
        if ((at == 0 || !word(source[at - 1])) && (end == source.size() || !word(source[end]))) return true;
    }
    return false;
}

// Code objects used as values (printed as code_constant_name()): where each is.
void list_code_constants(const CodeObject& code, const std::string& source, std::vector<ExternalConstantUse>& out) {
    for (std::size_t i = 0; i < code.consts.size(); ++i) {
        const ObjectPtr& constant = code.consts[i];
        if (!constant || constant->kind != ObjectKind::Code || !constant->code) continue;
        const std::string name = code_constant_name(*constant->code);
        if (mentions(source, name))
            out.push_back({name, code.qualname.empty() ? code.name : code.qualname, int(i)});
        list_code_constants(*constant->code, source, out);
    }
}

DecompiledSource finish(Decompiler& decompiler, const Module& module, const CodeObject& code,
                        const DecompileOptions& options) {
    PrintOptions print_options;
    print_options.target = code.version;
    print_options.ascii_only = options.ascii_only;
    DecompiledSource result;
    try {
        result.source = print_module(module, print_options);
    } catch (const PrintError& error) {
        throw DecompileError("<module>", 0, std::string("cannot print: ") + error.what());
    }
    result.problems = std::move(decompiler.problems());
    if (result.source.find("__glassbox_code_") != std::string::npos)
        list_code_constants(code, result.source, result.external_constants);
    return result;
}

}  // namespace

DecompiledSource decompile_module(std::shared_ptr<const CodeObject> code, const DecompileOptions& options) {
    if (!code) throw DecompileError("?", 0, "no code object");
    Decompiler decompiler(options);
    Module module{decompiler.module_body(code)};
    return finish(decompiler, module, *code, options);
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
            module.body.push_back(stmt(std::move(build->def)));
        }
    }
    return finish(decompiler, module, *code, options);
}

}  // namespace glassbox
