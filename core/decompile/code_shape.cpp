#include "decompile/code_shape.h"

#include <algorithm>
#include <functional>
#include <string_view>

#include "ast/assignments.h"
#include "ast/nested_bodies.h"
#include "lift/lifter.h"
#include "structure/cleanup.h"

namespace glassbox {

using namespace ast;

namespace {


bool is_string_constant(const ExprPtr& e) {
    auto* c = e ? std::get_if<Constant>(&e->node) : nullptr;
    return c && c->value->kind == ObjectKind::Str;
}

}  // namespace

Arguments signature_of(const CodeObject& code) {
    Arguments args;
    const auto& names = code.varnames;
    auto name_at = [&](std::size_t i) { return i < names.size() ? names[i] : std::string("_arg") + std::to_string(i); };
    std::size_t i = 0;
    for (; i < std::size_t(code.posonlyargcount); ++i) args.posonlyargs.push_back(Arg{name_at(i), nullptr});
    for (; i < std::size_t(code.argcount); ++i) args.args.push_back(Arg{name_at(i), nullptr});
    for (std::size_t k = 0; k < std::size_t(code.kwonlyargcount); ++k, ++i) {
        args.kwonlyargs.push_back(Arg{name_at(i), nullptr});
        args.kw_defaults.push_back(nullptr);
    }
    // co_varnames: positional, keyword-only, then *args and **kwargs.
    if (code.flags & kCodeVarArgs) args.vararg = Arg{name_at(i++), nullptr};
    if (code.flags & kCodeVarKeywords)
        args.kwarg = Arg{name_at(i), nullptr};
    return args;
}

bool is_async_code(const CodeObject& code) { return (code.flags & (kCodeCoroutine | kCodeAsyncGenerator)) != 0; }

ObjectPtr docstring_of(const CodeObject& code) {
    if (code.consts.empty() || !code.consts[0] || code.consts[0]->kind != ObjectKind::Str) return nullptr;
    if (!code.name.empty() && code.name[0] == '<') return nullptr;  // lambdas and comprehensions have none
    if (code.version >= PythonVersion{3, 14}) return (code.flags & kCodeHasDocstring) ? code.consts[0] : nullptr;
    return code.consts[0];
}

Body declarations_of(const CodeObject& code, const NormalizedCode& normalized,
                     const std::set<std::string>& declared_loads, bool declare_unused_free) {
    std::vector<std::string> globals, nonlocals;
    auto add = [](std::vector<std::string>& list, const std::string& name) {
        if (std::find(list.begin(), list.end(), name) == list.end()) list.push_back(name);
    };
    for (const NormalizedInstruction& in : normalized.instructions) {
        if (in.op == Op::StoreGlobal || in.op == Op::DeleteGlobal ||
            (in.op == Op::LoadGlobal && declared_loads.count(in.name)))
            add(globals, in.name);
        if ((in.op == Op::StoreDeref || in.op == Op::DeleteDeref) &&
            std::find(code.freevars.begin(), code.freevars.end(), in.name) != code.freevars.end() &&
            std::find(code.cellvars.begin(), code.cellvars.end(), in.name) == code.cellvars.end())
            add(nonlocals, in.name);
    }
    // A free variable no instruction touches is there only because the source declared it
    // (`nonlocal x` with no use keeps the cell: dropping it changes the closure).
    for (const std::string& free : declare_unused_free ? code.freevars : std::vector<std::string>{}) {
        bool touched = std::any_of(normalized.instructions.begin(), normalized.instructions.end(),
                                   [&](const NormalizedInstruction& in) {
                                       return in.name == free &&
                                              (in.op == Op::LoadDeref || in.op == Op::LoadClassDeref ||
                                               in.op == Op::LoadFromDictOrDeref || in.op == Op::StoreDeref ||
                                               in.op == Op::DeleteDeref || in.op == Op::LoadClosure);
                                   });
        if (!touched && std::find(code.cellvars.begin(), code.cellvars.end(), free) == code.cellvars.end())
            add(nonlocals, free);
    }
    Body body;
    if (code.name == "<module>") nonlocals.clear();
    if (!globals.empty()) body.push_back(stmt(Global{globals}));
    if (!nonlocals.empty()) body.push_back(stmt(Nonlocal{nonlocals}));
    // A local read but never bound (`x: int` then `print(x)`): only an annotation, which a
    // function never evaluates, keeps it local.
    for (const std::string& name : declare_unused_free ? unbound_locals(code, normalized) : std::vector<std::string>{})
        body.push_back(stmt(AnnAssign{make_name(name), make_name("object"), nullptr, true}));
    return body;
}

std::vector<std::string> unbound_locals(const CodeObject& code, const NormalizedCode& normalized) {
    std::vector<std::string> result;
    if (!(code.flags & kCodeOptimized)) return result;
    // The bound names as a sorted vector of views (a std::set<std::string> cost a node and a
    // copy per name, on every call).
    const std::size_t arguments = std::min(argument_slots(code), code.varnames.size());
    std::vector<std::string_view> bound(code.varnames.begin(), code.varnames.begin() + std::ptrdiff_t(arguments));
    bound.insert(bound.end(), code.cellvars.begin(), code.cellvars.end());
    for (const NormalizedInstruction& in : normalized.instructions)
        if (in.op == Op::StoreFast || in.op == Op::LoadFastAndClear) bound.push_back(in.name);
    std::sort(bound.begin(), bound.end());
    for (const NormalizedInstruction& in : normalized.instructions)
        if ((in.op == Op::LoadFast || in.op == Op::DeleteFast) &&
            !std::binary_search(bound.begin(), bound.end(), std::string_view(in.name)) &&
            std::find(result.begin(), result.end(), in.name) == result.end())
            result.push_back(in.name);
    return result;
}

bool lost_its_yield(const CodeObject& code, const ControlFlowGraph& cfg) {
    if (!(code.flags & (kCodeGenerator | kCodeAsyncGenerator))) return false;
    const bool sync = (code.flags & kCodeGenerator) != 0;  // (an async generator's awaits send values too)
    for (const BasicBlock& b : cfg.blocks) {
        if (!b.reachable) continue;  // (≤3.10 keeps the dead `yield` after a raise; decompiling drops it)
        for (std::size_t i = b.begin; i < b.end; ++i) {
            const Op op = cfg.code->instructions[i].op;
            if (op == Op::YieldValue || (sync && op == Op::YieldFrom)) return false;
        }
    }
    return true;
}

namespace {

// `case name:`, `case _:` (or an or-pattern holding one), unguarded.
bool irrefutable(const MatchCase& c) {
    if (c.guard) return false;
    std::function<bool(const PatternPtr&)> matches_all = [&](const PatternPtr& p) {
        if (auto* as = std::get_if<MatchAs>(&p->node)) return !as->pattern || matches_all(as->pattern);
        if (auto* any = std::get_if<MatchOr>(&p->node))
            return std::any_of(any->patterns.begin(), any->patterns.end(), matches_all);
        return false;
    };
    return c.pattern && matches_all(c.pattern);
}

bool ends_in(const Body& body, bool (*implicit)(const StmtPtr&)) { return !body.empty() && implicit(body.back()); }

bool is_return_none(const StmtPtr& s) {
    auto* r = std::get_if<Return>(&s->node);
    return r && (!r->value || is_none(r->value));
}

// Whether the code end copied into `body` is somewhere in it: a statement of its own or of the
// branches of its ifs.
bool holds_copy(const Body& body, bool (*implicit)(const StmtPtr&)) {
    return std::any_of(body.begin(), body.end(), [&](const StmtPtr& s) {
        if (implicit(s)) return true;
        auto* i = std::get_if<If>(&s->node);
        return i && (holds_copy(i->body, implicit) || holds_copy(i->orelse, implicit));
    });
}

// Whether `body` leaves, one way being the code end copied into it: ending in the copy, or
// always leaving (a raise on the other ways) with the copy in an if of it.
bool leaves_through_copy(const Body& body, bool (*implicit)(const StmtPtr&)) {
    return ends_in(body, implicit) || (always_leaves(body) && holds_copy(body, implicit));
}

// A loop body's `return None`s as `break`s: in its ifs, not in nested loops (where the break
// would leave the inner one) nor in try and with statements (which a return leaves otherwise).
Body returns_to_breaks(const Body& body, bool (*implicit)(const StmtPtr&), int* count = nullptr) {
    Body out;
    for (const StmtPtr& s : body) {
        auto* r = std::get_if<Return>(&s->node);
        if (implicit(s) && !(r && r->written)) {
            out.push_back(stmt(Break{}, s->line));
            if (count) ++*count;
        } else if (std::holds_alternative<If>(s->node)) {
            out.push_back(
                with_nested_bodies(s, [&](Body& nested) { nested = returns_to_breaks(nested, implicit, count); }));
        } else {
            out.push_back(s);
        }
    }
    return out;
}

// The statements that end the code: the last one, and the last ones of the branches
// of an if, except clauses or match cases that is last (3.10+ copies the implicit
// `return None` into each of them). A function keeps a copy that is all its branch has
// (`if c: return None` compiles alike); module and class code cannot: there an `if`
// whose branch ended in the copy (its else hoisted after it) takes what follows back as
// its else.
void drop_tail_returns(Body& body, bool (*implicit)(const StmtPtr&), bool must_drop, bool exits_copied,
                       bool cannot_return) {
    if (body.empty()) return;
    if (implicit(body.back())) body.pop_back();
    if (body.empty()) return;
    auto drop_in = [&](Body& branch, bool only_copy = false) {
        // (≤3.9 keep one implicit return, last: a branch's own `return` is the source's)
        if (!exits_copied && !must_drop) return;
        if (branch.size() == 1 && implicit(branch[0])) {
            if (must_drop || only_copy) branch[0] = stmt(Pass{}, branch[0]->line);
            return;
        }
        drop_tail_returns(branch, implicit, must_drop, exits_copied, cannot_return);
    };
    if (must_drop) {
        // An earlier `if` whose branch ended in the copy: what follows it was its else.
        for (std::size_t k = 0; k + 1 < body.size(); ++k) {
            if (auto* m = std::get_if<Match>(&body[k]->node)) {
                // Every case returned: what follows is what no case matched, `case _:`.
                bool all_return = std::all_of(m->cases.begin(), m->cases.end(), [&](const MatchCase& c) {
                    return !c.body.empty() && implicit(c.body.back());
                });
                // (after a case that matches anything nothing can follow)
                if (!all_return || (!m->cases.empty() && irrefutable(m->cases.back()))) continue;
                Match copy = *m;
                for (MatchCase& c : copy.cases) {
                    c.body.pop_back();
                    drop_tail_returns(c.body, implicit, must_drop, exits_copied, cannot_return);  // (it ends the code too)
                    if (c.body.empty()) c.body.push_back(stmt(Pass{}));
                }
                Body rest(body.begin() + std::ptrdiff_t(k) + 1, body.end());
                drop_tail_returns(rest, implicit, must_drop, exits_copied, cannot_return);
                copy.cases.push_back(MatchCase{pattern(MatchAs{nullptr, std::nullopt}), nullptr, rest});
                body.resize(k + 1);
                body[k] = stmt(std::move(copy), body[k]->line);
                return;
            }
            // A loop left by the copy: it left by a `break`, and what follows was its else
            // (a break to it would have run it).
            auto with_else = [&](auto loop) {
                int breaks = 0;
                loop.body = returns_to_breaks(loop.body, implicit, &breaks);
                if (breaks == 0) return false;
                loop.orelse.assign(body.begin() + std::ptrdiff_t(k) + 1, body.end());
                drop_tail_returns(loop.orelse, implicit, must_drop, exits_copied, cannot_return);
                const int line = body[k]->line;
                body.resize(k + 1);
                body[k] = stmt(std::move(loop), line);
                return true;
            };
            if (auto* w = std::get_if<While>(&body[k]->node); w && w->orelse.empty() && with_else(*w)) return;
            if (auto* f = std::get_if<For>(&body[k]->node); f && f->orelse.empty() && with_else(*f)) return;
            // A try statement each of whose except clauses ended in the copy: what follows it
            // runs only after its body, as its else clause does. (Not in a function where
            // structure found it no else block: there the clauses return.)
            if (auto* t = std::get_if<Try>(&body[k]->node); t && t->orelse.empty() && t->finalbody.empty() &&
                                                          !t->handlers.empty() && !ends_in(t->body, implicit) &&
                                                          (cannot_return || t->else_layout != ElseLayout::Hoisted)) {
                if (!std::all_of(t->handlers.begin(), t->handlers.end(),
                                 [&](const ExceptHandler& h) { return ends_in(h.body, implicit); }))
                    continue;
                Try copy = *t;
                for (ExceptHandler& handler : copy.handlers) {
                    handler.body.pop_back();
                    drop_tail_returns(handler.body, implicit, must_drop, exits_copied, cannot_return);  // (they end the code too)
                    if (handler.body.empty()) handler.body.push_back(stmt(Pass{}));
                }
                copy.orelse.assign(body.begin() + std::ptrdiff_t(k) + 1, body.end());
                drop_tail_returns(copy.orelse, implicit, must_drop, exits_copied, cannot_return);
                body.resize(k + 1);
                body[k] = stmt(std::move(copy), body[k]->line);
                return;
            }
            // An `if` one of whose branches ended in the copy, or left always with the copy in
            // an if of it (a raise the other way): what follows it is the rest of the other
            // branch (its else, where the copy ended the body).
            auto* i = std::get_if<If>(&body[k]->node);
            if (!i || leaves_through_copy(i->body, implicit) == leaves_through_copy(i->orelse, implicit)) continue;
            If copy = *i;
            const bool body_left = leaves_through_copy(copy.body, implicit);
            Body& left = body_left ? copy.body : copy.orelse;
            Body& goes_on = body_left ? copy.orelse : copy.body;
            // (a branch that leaves otherwise never reaches what follows: that needs another way)
            if (!goes_on.empty() && always_leaves(goes_on)) continue;
            if (ends_in(left, implicit)) left.pop_back();
            if (goes_on.size() == 1 && std::holds_alternative<Pass>(goes_on[0]->node)) goes_on.clear();
            // (The branch ends the code too: an `if` in it whose branch ended in the copy
            // takes what follows it back in the same way.)
            drop_tail_returns(left, implicit, must_drop, exits_copied, cannot_return);
            goes_on.insert(goes_on.end(), body.begin() + std::ptrdiff_t(k) + 1, body.end());
            drop_tail_returns(goes_on, implicit, must_drop, exits_copied, cannot_return);
            if (copy.body.empty()) copy.body.push_back(stmt(Pass{}));
            body.resize(k + 1);
            body[k] = stmt(std::move(copy), body[k]->line);
            return;
        }
    }
    // (A `pass` after the last statement leaves no code: that statement ends the code.)
    std::size_t end = body.size();
    while (must_drop && end > 1 && std::holds_alternative<Pass>(body[end - 1]->node)) --end;
    StmtPtr& last = body[end - 1];
    if (must_drop && exits_copied) {
        // A loop that ends the code: a `return None` leaving it is the end copied into a `break`
        // (past its else clause, which ends the code too).
        auto ends_code = [&](auto loop) {
            loop.body = returns_to_breaks(loop.body, implicit);
            if (!loop.orelse.empty()) {
                drop_tail_returns(loop.orelse, implicit, must_drop, exits_copied, cannot_return);
                if (loop.orelse.empty()) loop.orelse.push_back(stmt(Pass{}));
            }
            last = stmt(std::move(loop), last->line);
        };
        if (auto* w = std::get_if<While>(&last->node)) return ends_code(*w);
        if (auto* f = std::get_if<For>(&last->node)) return ends_code(*f);
    }
    if (auto* i = std::get_if<If>(&last->node)) {
        If copy = *i;
        drop_in(copy.body);
        if (!copy.orelse.empty()) drop_in(copy.orelse);
        last = stmt(std::move(copy), last->line);
        return;
    }
    // (Module and class code: a finally body runs either way before the end, so a copy of
    // it and of the end that a branch of the try statement jumps to is that branch's end.)
    if (auto* t = std::get_if<Try>(&last->node); t && (t->finalbody.empty() || cannot_return)) {
        Try copy = *t;
        // A clause that only returns, beside an else, is the copy of the end (3.10+): an own
        // `return` would come before the else (≤3.10 compiles clauses first: constants' order).
        for (ExceptHandler& handler : copy.handlers) drop_in(handler.body, exits_copied && !copy.orelse.empty());
        if (!copy.orelse.empty()) drop_in(copy.orelse);
        // (Without an else, the body falls off into the end too: a copy the compiler put
        // after the body's last test, outside the handlers' range.)
        else drop_in(copy.body);
        last = stmt(std::move(copy), last->line);
        return;
    }
    if (auto* m = std::get_if<Match>(&last->node)) {
        Match copy = *m;
        for (MatchCase& c : copy.cases) drop_in(c.body);
        last = stmt(std::move(copy), last->line);
        return;
    }
    // (Module and class code: a with statement's exit runs either way before the end. A
    // function's `return` there may be its own: it compiles otherwise.)
    if (auto* w = std::get_if<With>(&last->node); w && cannot_return) {
        With copy = *w;
        drop_in(copy.body);
        last = stmt(std::move(copy), last->line);
        return;
    }
}

}  // namespace

// The block is `LOAD_CONST None; RETURN_VALUE` and nothing else.
static bool returns_none_only(const ControlFlowGraph& cfg, const BasicBlock& b) {
    const auto& code = cfg.code->instructions;
    return b.end - b.begin == 2 && code[b.begin].op == Op::LoadConst && code[b.begin].constant &&
           code[b.begin].constant->kind == ObjectKind::None && code[b.begin + 1].op == Op::Return;
}

std::optional<int> joined_return_none_line(const ControlFlowGraph& cfg) {
    if (!cfg.code) return std::nullopt;
    const auto& code = cfg.code->instructions;
    for (const BasicBlock& b : cfg.blocks) {
        if (!b.reachable || !returns_none_only(cfg, b)) continue;
        // (3.11 may place the return after the handlers, behind one jump that the paths share)
        std::function<int(const BasicBlock&, int)> entries = [&](const BasicBlock& x, int depth) {
            int n = 0;
            for (const Edge& e : x.predecessors) {
                if (e.kind == EdgeKind::Exception) continue;
                const BasicBlock& p = cfg.blocks[std::size_t(e.block)];
                const bool lone_jump = p.end - p.begin == 1 && code[p.begin].op == Op::Jump && e.kind == EdgeKind::Jump;
                n += lone_jump && depth < 4 ? entries(p, depth + 1) : 1;
            }
            return n;
        };
        if (entries(b, 0) >= 2) return code[b.begin + 1].line;
    }
    return std::nullopt;
}

bool ends_in_return_none_on(const Body& body, int line) {
    return !body.empty() && is_return_none(body.back()) && body.back()->line == line;
}

bool ends_in_dead_return(const ControlFlowGraph& cfg) {
    if (cfg.blocks.empty() || !cfg.code) return false;
    const BasicBlock& last = cfg.blocks.back();
    return !last.reachable && returns_none_only(cfg, last);
}

void restore_final_else(Body& body) {
    if (body.size() < 2 || !always_leaves(body)) return;
    for (std::size_t k = body.size() - 1; k-- > 0;) {
        auto* i = std::get_if<If>(&body[k]->node);
        if (!i) continue;
        if (!i->orelse.empty() || !always_leaves(i->body) || i->else_layout == ElseLayout::Hoisted) return;
        If copy = *i;
        copy.orelse.assign(body.begin() + std::ptrdiff_t(k) + 1, body.end());
        body.resize(k + 1);
        body[k] = stmt(std::move(copy), body[k]->line);
        return;
    }
}

void drop_implicit_return(Body& body, bool is_module, bool exits_copied, bool cannot_return) {
    drop_tail_returns(body, is_return_none, is_module, exits_copied, cannot_return);
}

int mark_stray_returns(Body& body) {
    int marked = 0;
    for (StmtPtr& s : body) {
        if (std::holds_alternative<Return>(s->node)) {
            s = stmt(Unreconstructed{"a return in module or class code (a copy of the code's end glassbox did not place)", -1},
                     s->line);
            ++marked;
            continue;
        }
        s = with_nested_bodies(s, [&](Body& nested) { marked += mark_stray_returns(nested); });
    }
    return marked;
}

static void drop_copied_class_ends(Body& body) {
    for (StmtPtr& s : body) s = with_nested_bodies(s, [](Body& nested) { drop_copied_class_ends(nested); });
    // (a break out of a loop that ends the body runs the same copy: 3.13+ store
    // __static_attributes__ there too)
    if (body.empty() || !(std::holds_alternative<Return>(body.back()->node) || std::holds_alternative<Break>(body.back()->node)))
        return;
    std::size_t k = body.size() - 1;
    while (k > 0 && stores_class_end(body[k - 1])) body.erase(body.begin() + std::ptrdiff_t(--k));
}

void tidy_class_body(Body& body) {
    drop_copied_class_ends(body);
    Body kept;
    bool qualname_seen = false;
    for (std::size_t i = 0; i < body.size(); ++i) {
        const StmtPtr& s = body[i];
        // The compiler's `__module__ = __name__` and first `__qualname__ = '...'`; the class's own
        // (`__module__ = 're'`) stay.
        ExprPtr module;
        if (assigns_name(s, "__module__", &module)) {
            auto* name = std::get_if<Name>(&module->node);
            if (name && name->id == "__name__") continue;
        }
        if (!qualname_seen && assigns_name(s, "__qualname__")) {
            qualname_seen = true;
            continue;
        }
        if (assigns_name(s, "__firstlineno__") ||
            assigns_name(s, "__static_attributes__") || assigns_name(s, "__classdictcell__") ||
            assigns_name(s, "__classdict__") || assigns_name(s, "__type_params__") ||
            assigns_name(s, "__classcell__"))
            continue;
        if (auto* a = std::get_if<Assign>(&s->node); a && a->targets.size() == 2) {
            auto* n = std::get_if<Name>(&a->targets[0]->node);
            if (n && (n->id == "__classcell__" || n->id == "__classdictcell__")) continue;
        }
        if (i + 1 == body.size() && std::holds_alternative<Return>(s->node)) continue;
        ExprPtr doc;
        if (kept.empty() && assigns_name(s, "__doc__", &doc) && is_string_constant(doc)) {
            kept.push_back(stmt(ExprStmt{doc}, s->line));
            continue;
        }
        kept.push_back(s);
    }
    body = std::move(kept);
    // (a class body returns None or its __class__ cell, in every copy of its end)
    drop_tail_returns(body, [](const StmtPtr& s) { return std::holds_alternative<Return>(s->node); }, true, true, true);
}

void place_module_globals(Body& body) {
    std::size_t count = 0;
    while (count < body.size() && std::holds_alternative<Global>(body[count]->node)) ++count;
    if (count == 0) return;
    Body globals(body.begin(), body.begin() + std::ptrdiff_t(count));
    body.erase(body.begin(), body.begin() + std::ptrdiff_t(count));
    std::size_t at = 0;
    ExprPtr doc;
    if (at < body.size() && assigns_name(body[at], "__doc__", &doc) && is_string_constant(doc)) ++at;
    while (at < body.size()) {
        auto* from = std::get_if<ImportFrom>(&body[at]->node);
        if (!from || from->module != "__future__") break;
        ++at;
    }
    body.insert(body.begin() + std::ptrdiff_t(at), globals.begin(), globals.end());
}

void tidy_module_docstring(Body& body) {
    ExprPtr doc;
    if (!body.empty() && assigns_name(body[0], "__doc__", &doc) && is_string_constant(doc))
        body[0] = stmt(ExprStmt{doc}, body[0]->line);
}

void tidy_annotations(Body& body, bool future) {
    Body kept;
    for (const StmtPtr& s : body) {
        auto* a = std::get_if<Assign>(&s->node);
        auto* sub = a && a->targets.size() == 1 ? std::get_if<Subscript>(&a->targets[0]->node) : nullptr;
        auto* holder = sub ? std::get_if<Name>(&sub->value->node) : nullptr;
        if (holder && holder->id == "__annotations__" && is_identifier_constant(sub->slice)) {
            const std::string& name = std::get<Constant>(sub->slice->node).value->text;
            ExprPtr value;
            ExprPtr annotation = a->value;
            auto* text = future ? std::get_if<Constant>(&annotation->node) : nullptr;
            if (text && text->value->kind == ObjectKind::Str) annotation = expr(SourceText{text->value->text});
            if (!kept.empty() && assigns_name(kept.back(), name.c_str(), &value)) {
                kept.back() = stmt(AnnAssign{make_name(name), annotation, value, true}, kept.back()->line);
            } else {
                kept.push_back(stmt(AnnAssign{make_name(name), annotation, nullptr, true}, s->line));
            }
            continue;
        }
        kept.push_back(with_nested_bodies(s, [&](Body& nested) { tidy_annotations(nested, future); }));
    }
    body = std::move(kept);
}

}  // namespace glassbox
