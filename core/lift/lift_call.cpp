// Calls (decorators, class creation and ≤3.11 comprehension calls among
// them), function objects, and the collections that calls and displays build.
#include <algorithm>
#include <cstring>
#include <set>

#include "lift/lifter.h"

namespace glassbox {

using namespace ast;

namespace {

const char* kComprehensionNames[][2] = {
    {"<listcomp>", "l"}, {"<setcomp>", "s"}, {"<dictcomp>", "d"}, {"<genexpr>", "g"}};

char comprehension_kind(const std::string& name) {
    for (auto& row : kComprehensionNames)
        if (name == row[0]) return row[1][0];
    return 0;
}

}  // namespace

bool is_comprehension_code(const CodeObject& code) { return comprehension_kind(code.name) != 0; }

namespace {

// The elements of a tuple the compiler built or folded into a constant.
std::optional<ExprList> tuple_elements(const ExprPtr& e) {
    if (auto* t = std::get_if<Tuple>(&e->node)) return t->elts;
    if (auto* c = std::get_if<Constant>(&e->node); c && c->value->kind == ObjectKind::Tuple) {
        ExprList items;
        for (const ObjectPtr& item : c->value->items) items.push_back(make_constant(item));
        return items;
    }
    return std::nullopt;
}

std::string constant_text(const ExprPtr& e) { return std::get<Constant>(e->node).value->text; }

// Equal as literals: floats and complex numbers to the bit (0.0 is not -0.0), tuples and
// frozensets item by item.
bool same_literal(const Object& a, const Object& b) {
    if (a.kind != b.kind) return false;
    switch (a.kind) {
    case ObjectKind::Float: return std::memcmp(&a.real, &b.real, sizeof a.real) == 0;
    case ObjectKind::Complex:
        return std::memcmp(&a.real, &b.real, sizeof a.real) == 0 && std::memcmp(&a.imag, &b.imag, sizeof a.imag) == 0;
    case ObjectKind::Tuple: case ObjectKind::FrozenSet:
        if (a.items.size() != b.items.size()) return false;
        for (std::size_t i = 0; i < a.items.size(); ++i)
            if (!same_literal(*a.items[i], *b.items[i])) return false;
        return true;
    default: return same_constant(a, b);
    }
}

// `f(5, 'a', **k)`: the code generator added 5 and 'a' and built the positional tuple, which
// the optimizer folded into a constant appended after them (after every constant the generator
// added: only other folds follow it). `f(*(5, 'a'), **k)` is folded before code generation: the
// tuple alone, in its place. (3.12+ drop the constants nothing loads: the items stay before
// the tuple only where other code loads them too.)
bool folded_from_arguments(const CodeObject& code, const VersionProfile& profile, const ObjectPtr& tuple) {
    if (tuple->kind != ObjectKind::Tuple || tuple->items.empty()) return false;
    std::size_t at = 0;
    while (at < code.consts.size() && code.consts[at] != tuple) ++at;
    if (at == code.consts.size()) return false;
    for (std::size_t k = at + 1; k < code.consts.size(); ++k)
        if (code.consts[k]->kind != ObjectKind::Tuple && code.consts[k]->kind != ObjectKind::FrozenSet) return false;
    if (profile.keeps_first_constant) return true;
    for (const ObjectPtr& item : tuple->items) {
        bool before = false;
        for (std::size_t k = 0; k < at && !before; ++k) before = same_literal(*code.consts[k], *item);
        if (!before) return false;
    }
    return true;
}

bool returns_empty_display(const StmtPtr& s) {
    auto* r = std::get_if<Return>(&s->node);
    if (!r || !r->value) return false;
    if (auto* l = std::get_if<List>(&r->value->node)) return l->elts.empty();
    if (auto* t = std::get_if<Set>(&r->value->node)) return t->elts.empty();
    if (auto* d = std::get_if<Dict>(&r->value->node)) return d->keys.empty();
    return false;
}

}  // namespace

// A str constant that can stand as `name=` in a call or a def (ASCII identifiers only:
// anything else stays inside a ** mapping).
bool is_identifier_constant(const ExprPtr& e) {
    auto* c = e ? std::get_if<Constant>(&e->node) : nullptr;
    return c && c->value->kind == ObjectKind::Str && is_identifier_text(c->value->text);
}

bool is_identifier_text(const std::string& t) {
    if (t.empty() || (t[0] >= '0' && t[0] <= '9')) return false;
    for (char ch : t)
        if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '_'))
            return false;
    static const char* const keywords[] = {"False", "None", "True", "and", "as", "assert", "async", "await",
                                           "break", "class", "continue", "def", "del", "elif", "else", "except",
                                           "finally", "for", "from", "global", "if", "import", "in", "is",
                                           "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try",
                                           "while", "with", "yield"};
    for (const char* k : keywords)
        if (t == k) return false;
    return true;
}

namespace {

// The first variable a comprehension's loops bind: a local of the comprehension, which dead
// code can read without adding a name anywhere.
const Name* first_bound_name(const ExprPtr& target) {
    if (!target) return nullptr;
    if (auto* n = std::get_if<Name>(&target->node)) return n;
    if (auto* s = std::get_if<Starred>(&target->node)) return first_bound_name(s->value);
    const ExprList* items = nullptr;
    if (auto* t = std::get_if<Tuple>(&target->node)) items = &t->elts;
    if (auto* l = std::get_if<List>(&target->node)) items = &l->elts;
    if (items)
        for (const ExprPtr& item : *items)
            if (const Name* n = first_bound_name(item)) return n;
    return nullptr;
}

void collect_bound_names(const ExprPtr& target, std::set<std::string>& names) {
    if (!target) return;
    if (auto* n = std::get_if<Name>(&target->node)) names.insert(n->id);
    if (auto* s = std::get_if<Starred>(&target->node)) collect_bound_names(s->value, names);
    if (auto* t = std::get_if<Tuple>(&target->node))
        for (const ExprPtr& item : t->elts) collect_bound_names(item, names);
    if (auto* l = std::get_if<List>(&target->node))
        for (const ExprPtr& item : l->elts) collect_bound_names(item, names);
}

// The targets of the `:=` in `e` (outside lambdas and nested comprehensions, which scope them).
void collect_walrus_targets(const ExprPtr& e, std::set<std::string>& names) {
    if (!e) return;
    auto each = [&](const ExprList& items) {
        for (const ExprPtr& item : items) collect_walrus_targets(item, names);
    };
    std::visit(
        [&](const auto& node) {
            using Node = std::decay_t<decltype(node)>;
            if constexpr (std::is_same_v<Node, NamedExpr>) collect_bound_names(node.target, names);
            if constexpr (std::is_same_v<Node, Call>) {
                collect_walrus_targets(node.func, names);
                each(node.args);
                for (const Keyword& k : node.keywords) collect_walrus_targets(k.value, names);
            }
            if constexpr (std::is_same_v<Node, IfExp>) each({node.test, node.body, node.orelse});
            if constexpr (std::is_same_v<Node, Compare>) {
                collect_walrus_targets(node.left, names);
                each(node.comparators);
            }
            if constexpr (std::is_same_v<Node, BinOp>) each({node.left, node.right});
            if constexpr (std::is_same_v<Node, Subscript>) each({node.value, node.slice});
            if constexpr (requires { node.values; } && !std::is_same_v<Node, Dict>) each(node.values);
            if constexpr (requires { node.elts; }) each(node.elts);
            if constexpr (requires { node.operand; }) collect_walrus_targets(node.operand, names);
            if constexpr (requires { node.value; } && !std::is_same_v<Node, Constant> && !std::is_same_v<Node, Subscript>)
                collect_walrus_targets(node.value, names);
        },
        e->node);
}

bool is_false_constant(const ObjectPtr& o) {
    switch (o->kind) {
    case ObjectKind::False:
    case ObjectKind::None: return true;
    case ObjectKind::Int: return o->integer.is_zero();
    case ObjectKind::Str:
    case ObjectKind::Bytes: return o->text.empty();
    case ObjectKind::Float: return o->real == 0.0;
    case ObjectKind::Complex: return o->real == 0.0 && o->imag == 0.0;
    default: return false;
    }
}

// 3.10+ compile a comprehension's filter that folds to false (`if 0`, `if not 'a'`) to a jump
// back to its loop and drop all after it as dead code. What is left: the folded constant,
// unused in co_consts, and the names the dead code used. The comprehension is rebuilt with
// that filter and a dead tail that uses the same names: a loop binding the dead locals, an
// element reading the free variables and, as attributes, the names. Never run, so its
// exact form (lost) changes nothing but those tables.
// Filters the compiler knew pass (`if 5`) leave their constants there too, before it; 3.14+,
// which fold after code generation, keep the operand of a `not` that folded (`if not 'a'`).
ExprPtr with_dead_tail(std::vector<Comprehension> generators, char kind, const DeadCodeTraces& dead, int line) {
    const Name* bound = nullptr;
    for (const Comprehension& g : generators)
        if ((bound = first_bound_name(g.target))) break;
    if (!bound) return nullptr;
    // Dead code that made a function (a lambda: its code object is a constant with no source of
    // its own here) is not rebuilt: the fallback stays.
    for (const ObjectPtr& constant : dead.unloaded_constants)
        if (constant && constant->kind == ObjectKind::Code) return nullptr;
    const std::string base = bound->id;
    ExprList filters;
    for (const ObjectPtr& constant : dead.unloaded_constants) {
        filters.push_back(make_constant(constant));
        if (is_false_constant(constant)) break;
    }
    // (No false constant: `if None` in a generator, whose return loads None, or one at the end of
    // co_consts, which 3.10+ trim when unused)
    const bool negate_last = dead.keeps_folded_operands && !filters.empty() &&
                             !is_false_constant(std::get<Constant>(filters.back()->node).value);
    if (negate_last) filters.back() = expr(UnaryOp{UnaryOperator::Not, filters.back()});
    else if (filters.empty() || !is_false_constant(std::get<Constant>(filters.back()->node).value))
        filters.push_back(none_constant());
    for (const ExprPtr& filter : filters) {
        generators.back().ifs.push_back(filter);
        generators.back().if_lines.push_back(line);
    }
    // (3.12+ list every local an inlined comprehension saves, its live loops' targets too)
    std::set<std::string> loop_bound;
    for (const Comprehension& g : generators) {
        collect_bound_names(g.target, loop_bound);
        collect_walrus_targets(g.iter, loop_bound);  // (saved too, where 3.12+ inline at module level)
        for (const ExprPtr& test : g.ifs) collect_walrus_targets(test, loop_bound);
    }
    ExprList targets;
    for (const std::string& local : dead.locals)
        if (!loop_bound.count(local)) targets.push_back(make_name(local));
    if (!targets.empty()) {
        ExprPtr target = targets.size() == 1 ? targets[0] : expr(Tuple{targets});
        generators.push_back(Comprehension{target, make_name(base), {}, false, line, {}});
    }
    // (the dead code's constants follow the folded one; a tuple with a variable first is not
    // folded into one constant)
    ExprList parts;
    ExprList constants;
    for (std::size_t i = filters.size(); i < dead.unloaded_constants.size(); ++i)
        constants.push_back(make_constant(dead.unloaded_constants[i]));
    if (!constants.empty()) {
        parts.push_back(make_name(base));
        parts.insert(parts.end(), constants.begin(), constants.end());
    }
    for (const std::string& variable : dead.free_variables) parts.push_back(make_name(variable));
    if (!dead.names.empty()) {
        ExprPtr chain = make_name(base);
        for (const std::string& name : dead.names) {
            auto text = std::make_shared<Object>();
            text->kind = ObjectKind::Str;
            text->text = name;
            if (!is_identifier_constant(make_constant(text))) return nullptr;  // (an import's dotted name)
            chain = expr(Attribute{chain, name});
        }
        parts.push_back(chain);
    }
    ExprPtr element = parts.empty() ? make_name(base) : parts.size() == 1 ? parts[0] : expr(Tuple{parts});
    switch (kind) {
        case 'l': return expr(ListComp{element, generators});
        case 's': return expr(SetComp{element, generators});
        case 'd': return expr(DictComp{element, make_name(base), generators});
        case 'g': return expr(GeneratorExp{element, generators});
        default: return nullptr;
    }
}

}  // namespace

DeadCodeTraces dead_code_traces(const CodeObject& code, const std::vector<NormalizedInstruction>& instructions,
                                const VersionProfile& profile) {
    std::set<const Object*> loaded;
    std::set<std::string> named;
    for (const NormalizedInstruction& in : instructions) {
        if (in.constant) loaded.insert(in.constant.get());
        named.insert(in.name);  // ('' too: the module of `from . import x`)
    }
    DeadCodeTraces traces;
    for (const ObjectPtr& constant : code.consts)
        if (constant && !loaded.count(constant.get())) traces.unloaded_constants.push_back(constant);
    for (const std::string& name : code.names)
        if (!named.count(name)) traces.names.push_back(name);
    const std::size_t arguments = argument_slots(code);
    for (std::size_t i = arguments; i < code.varnames.size(); ++i)
        if (!named.count(code.varnames[i])) traces.locals.push_back(code.varnames[i]);
    for (const std::string& name : code.freevars)
        if (!named.count(name)) traces.free_variables.push_back(name);
    traces.keeps_folded_operands = profile.folds_constants_late;
    traces.forward_conditional_jumps = profile.forward_conditional_jumps;
    return traces;
}

namespace {

// A filter that always holds, `if a or b or 4` (no way out of it but on), runs straight into the
// next loop's iterable: when that starts with a test, `for t in (x if c else y)`, structure reads
// both as one condition, `for t in (x if (a or b or 4) and c else y)`. The same code, but the
// filter's operands belong to the filter (a walrus may not stand in a comprehension iterable).
ExprPtr split_held_filter(const ExprPtr& iter, Comprehension& previous) {
    auto* choice = iter ? std::get_if<IfExp>(&iter->node) : nullptr;
    auto* both = choice ? std::get_if<BoolOp>(&choice->test->node) : nullptr;
    if (!both || both->op != BoolOperator::And || both->values.size() < 2) return iter;
    auto* held = std::get_if<BoolOp>(&both->values[0]->node);
    if (!held || held->op != BoolOperator::Or || constant_truth(held->values.back()) != std::optional<bool>(true))
        return iter;
    previous.ifs.push_back(both->values[0]);
    previous.if_lines.push_back(previous.if_lines.empty() ? previous.line : previous.if_lines.back());
    ExprList rest(both->values.begin() + 1, both->values.end());
    ExprPtr test = rest.size() == 1 ? rest[0] : expr(BoolOp{BoolOperator::And, rest});
    return expr(IfExp{test, choice->body, choice->orelse});
}

}  // namespace

ExprPtr comprehension_from_loop(const StmtPtr& loop, char kind, bool keep_not_of_compare,
                                const DeadCodeTraces* dead) {
    std::vector<Comprehension> generators;
    StmtPtr node = loop;
    while (true) {
        auto* f = node ? std::get_if<For>(&node->node) : nullptr;
        if (!f || !f->orelse.empty()) return nullptr;
        const ExprPtr iter = generators.empty() ? f->iter : split_held_filter(f->iter, generators.back());
        Comprehension generator{f->target, iter, {}, f->is_async, node->line, {}};
        const Body* body = &f->body;
        Body rest;
        for (;;) {
            // The filters' three layouts, in any order (`if a if b or 7 for ...`: the second's
            // `if b or 7: pass` sits in the first's body, before the next loop).
            for (std::size_t read = std::size_t(-1); read != generator.ifs.size();) {
                read = generator.ifs.size();
                // 3.12+ lays `if c` out as `if not c: continue` before the element.
                while (body->size() >= 2) {
                    auto* branch = std::get_if<If>(&(*body)[0]->node);
                    if (!branch || !branch->orelse.empty() || branch->body.size() != 1 ||
                        !std::holds_alternative<Continue>(branch->body[0]->node))
                        break;
                    generator.ifs.push_back(negate_condition(branch->test, keep_not_of_compare));
                    generator.if_lines.push_back((*body)[0]->line);
                    rest = Body(body->begin() + 1, body->end());  // (a copy first: `body` may be `rest`)
                    body = &rest;
                }
                // `if c or True` (a test the compiler knows passes) leaves `if c: pass` before the element.
                while (body->size() >= 2) {
                    auto* branch = std::get_if<If>(&(*body)[0]->node);
                    if (!branch || !branch->orelse.empty() ||
                        !(branch->body.empty() || (branch->body.size() == 1 && std::holds_alternative<Pass>(branch->body[0]->node))))
                        break;
                    auto always = std::make_shared<Object>();
                    always->kind = ObjectKind::True;
                    // (structure reads POP_JUMP_IF_TRUE c over an empty body as `if not c: pass`, tests
                    // of more blocks as `if a and b or <constant>: pass`)
                    auto* folded = std::get_if<BoolOp>(&branch->test->node);
                    if (folded && folded->op == BoolOperator::Or && std::holds_alternative<Constant>(folded->values.back()->node))
                        generator.ifs.push_back(branch->test);
                    else
                        generator.ifs.push_back(expr(BoolOp{BoolOperator::Or, {negate_condition(branch->test, keep_not_of_compare), make_constant(always)}}));
                    generator.if_lines.push_back((*body)[0]->line);
                    rest = Body(body->begin() + 1, body->end());  // (a copy first: `body` may be `rest`)
                    body = &rest;
                }
                while (body->size() == 1) {
                    auto* branch = std::get_if<If>(&(*body)[0]->node);
                    if (!branch || !branch->orelse.empty()) break;
                    // (3.12+: the dead code's jump back to the loop, where the test goes when it
                    // holds, read as a `continue` taken when it does not)
                    const bool before_dead_code =
                        branch->body.size() == 1 && std::holds_alternative<Continue>(branch->body[0]->node);
                    if (dead && dead->forward_conditional_jumps && before_dead_code)
                        generator.ifs.push_back(negate_condition(branch->test, keep_not_of_compare));
                    else
                        generator.ifs.push_back(branch->test);
                    generator.if_lines.push_back((*body)[0]->line);
                    body = &branch->body;
                }
            }
            // 3.9+ compile a loop over one item (`for t in [v]`) to `t = v`: another generator.
            auto* single = body->size() >= 2 ? std::get_if<Assign>(&(*body)[0]->node) : nullptr;
            if (!single || single->targets.size() != 1) break;
            generators.push_back(std::move(generator));
            generator = Comprehension{single->targets[0], expr(List{{single->value}}), {}, false, (*body)[0]->line, {}};
            rest = Body(body->begin() + 1, body->end());
            body = &rest;
        }
        generators.push_back(std::move(generator));
        if (dead && (body->empty() || (body->size() == 1 && (std::holds_alternative<Pass>((*body)[0]->node) ||
                                                            std::holds_alternative<Continue>((*body)[0]->node)))))
            return with_dead_tail(std::move(generators), kind, *dead, node->line);
        if (body->size() != 1) return nullptr;
        const StmtPtr& inner = (*body)[0];
        if (std::holds_alternative<For>(inner->node)) {
            node = inner;
            continue;
        }
        ExprList values;
        if (is_append_marker(inner, &values)) {
            if (kind == 'l' && values.size() == 1) return expr(ListComp{values[0], generators});
            if (kind == 's' && values.size() == 1) return expr(SetComp{values[0], generators});
            if (kind == 'd' && values.size() == 2) return expr(DictComp{values[0], values[1], generators});
            if (kind == 'd' && values.size() == 1) return expr(DictComp{values[0], nullptr, generators});  // `**m`
            return nullptr;
        }
        if (kind == 'g') {
            auto* statement = std::get_if<ExprStmt>(&inner->node);
            auto* yield = statement ? std::get_if<Yield>(&statement->value->node) : nullptr;
            if (yield) return expr(GeneratorExp{yield->value ? yield->value : none_constant(), generators});
        }
        return nullptr;
    }
}

// Generated mode: the keyword-names operand of a call whose LOAD_CONST normalize could not
// absorb (the code moved the tuple with swaps): any constant tuple of str, wherever it was loaded.
ObjectPtr Lifter::keyword_names_from_stack(const NormalizedInstruction& in, SymbolicStack& stack) const {
    const std::uint32_t at = in.offset;
    if (!generated_) throw LiftError(at, "a call with keywords without its keyword-names constant just before it");
    StackEntry names = pop(stack, at);
    auto* c = names.kind == EntryKind::Value && names.expr && names.details().stored_targets.empty()
                  ? std::get_if<Constant>(&names.expr->node)
                  : nullptr;
    if (!c || !c->value || c->value->kind != ObjectKind::Tuple)
        throw LiftError(at, "a call with keywords whose keyword names are not a constant tuple");
    for (const ObjectPtr& item : c->value->items)
        if (!item || item->kind != ObjectKind::Str)
            throw LiftError(at, "a call with keywords whose keyword names are not all str");
    return c->value;
}

void Lifter::call(const NormalizedInstruction& in, SymbolicStack& stack) {
    const std::uint32_t at = in.offset;
    const ObjectPtr keyword_names = in.keyword_names_on_stack ? keyword_names_from_stack(in, stack) : in.constant;
    SymbolicStack raw_args = pop_entries(stack, std::size_t(std::max(in.arg, 0)), at, 1);  // (+ self, below)
    // The callable, and from 3.11 on beside it NULL or the `self` of a method call (either order).
    StackEntry callable;
    std::optional<StackEntry> self;
    if (in.slots == 1) {
        callable = pop(stack, at);
    } else {
        StackEntry upper = pop(stack, at);
        StackEntry lower = pop(stack, at);
        if (lower.kind == EntryKind::Null) {
            callable = std::move(upper);
        } else {
            callable = std::move(lower);
            if (upper.kind != EntryKind::Null) self = std::move(upper);
        }
    }
    if (self) raw_args.insert(raw_args.begin(), *self);
    if (call_generic_wrapper(callable, raw_args, stack, at)) return;  // 3.12+ `def f[T]`, `class C[T]`

    std::size_t keyword_count = keyword_names ? keyword_names->items.size() : 0;
    if (keyword_count > raw_args.size()) throw LiftError(at, "more keyword names than arguments");
    std::size_t positional_count = raw_args.size() - keyword_count;

    // class C(...): __build_class__(body function, name, *bases, **keywords)
    if (callable.is_marker("__build_class__")) {
        if (positional_count < 2 || raw_args[0].kind != EntryKind::Function)
            throw LiftError(at, "__build_class__ without a class body");
        ExprList bases;
        for (std::size_t i = 2; i < positional_count; ++i) bases.push_back(as_expression(raw_args[i], at));
        std::vector<Keyword> keywords;
        for (std::size_t i = 0; i < keyword_count; ++i)
            keywords.push_back(Keyword{keyword_names->items[i]->text, as_expression(raw_args[positional_count + i], at)});
        push_class(*raw_args[0].details().function, as_expression(raw_args[1], at), bases, std::move(keywords), stack,
                   at);
        return;
    }
    // ≤3.11 comprehensions and every generator expression: a nested function called on the
    // iterator of its outermost loop (3.15+: on the iterable, the function calls iter() itself).
    EntryKind comprehension_argument = profile_.genexpr_gets_iterator ? EntryKind::Value : EntryKind::Iterator;
    if (callable.kind == EntryKind::Function && raw_args.size() == 1 && raw_args[0].kind == comprehension_argument) {
        const FunctionBuild& function = *callable.details().function;
        char kind = comprehension_kind(function.code->name);
        if (kind) {
            // A comprehension's own `nonlocal` (a walrus target) belongs to no statement.
            Body body;
            for (const StmtPtr& s : function.def.body)
                if (!std::holds_alternative<Nonlocal>(s->node) && !std::holds_alternative<Global>(s->node))
                    body.push_back(s);
            ExprPtr comprehension;
            const DeadCodeTraces* dead = &function.dead_code;
            if (kind == 'g') {
                if (!body.empty()) comprehension = comprehension_from_loop(body[0], 'g', profile_.tests_not_of_compare, dead);
            } else if (body.size() == 1) {
                if (auto* r = std::get_if<ast::Return>(&body[0]->node)) comprehension = r->value;
            } else if (body.size() == 2 && returns_empty_display(body[1])) {
                comprehension = comprehension_from_loop(body[0], kind, profile_.tests_not_of_compare, dead);  // the loop never appends
            }
            if (!comprehension) throw LiftError(at, "a comprehension whose loop lift could not rebuild");
            ExprPtr iterable = raw_args[0].expr;
            std::visit(
                [&](auto& node) {
                    if constexpr (requires { node.generators; }) node.generators[0].iter = iterable;
                },
                comprehension->node);
            push_value(stack, comprehension);
            return;
        }
    }
    // @decorator: a call of one argument, a def or class still to be bound (`@lambda f: g(f)`
    // too: PEP 614).
    const bool lambda_callable = callable.kind == EntryKind::Function && callable.details().function->is_lambda &&
                                 callable.details().function->def.decorator_list.empty();
    if (positional_count == 1 && keyword_count == 0 && (callable.kind == EntryKind::Value || lambda_callable) &&
        ((raw_args[0].kind == EntryKind::Function && !raw_args[0].details().function->is_lambda) ||
         raw_args[0].kind == EntryKind::Class)) {
        StackEntry decorated = raw_args[0];
        ExprPtr decorator = as_expression(callable, at);
        if (decorated.kind == EntryKind::Function) {
            decorated.mutable_details().function = std::make_shared<FunctionBuild>(*decorated.details().function);
            auto& list = decorated.details().function->def.decorator_list;
            list.insert(list.begin(), decorator);
        } else {
            decorated.mutable_details().klass = std::make_shared<ClassBuild>(*decorated.details().klass);
            auto& list = decorated.details().klass->def.decorator_list;
            list.insert(list.begin(), decorator);
        }
        stack.push_back(std::move(decorated));
        return;
    }

    Call result{as_expression(callable, at), {}, {}};
    for (std::size_t i = 0; i < positional_count; ++i) result.args.push_back(as_expression(raw_args[i], at));
    for (std::size_t i = 0; i < keyword_count; ++i)
        result.keywords.push_back(
            Keyword{keyword_names->items[i]->text, as_expression(raw_args[positional_count + i], at)});
    push_value(stack, expr(std::move(result)));
}

void Lifter::push_class(const FunctionBuild& body_function, const ExprPtr& name, const ExprList& bases,
                        std::vector<Keyword> keywords, SymbolicStack& stack, std::uint32_t at) {
    auto build = std::make_shared<ClassBuild>();
    if (!is_identifier_constant(name)) throw LiftError(at, "a class name that is not a constant");
    build->def.name = constant_text(name);
    build->def.body = nested_.class_body(body_function.code);
    build->def.type_params = body_function.def.type_params;
    for (std::size_t i = 0; i < bases.size(); ++i) {
        if (auto generic = generic_bases_.find(bases[i].get()); generic != generic_bases_.end()) {
            // 3.12+ `class C[T]`: the compiler adds Generic[T] as the last base.
            if (i + 1 != bases.size()) throw LiftError(at, "a Generic base before other bases");
            build->def.type_params = generic->second;
            continue;
        }
        build->def.bases.push_back(bases[i]);
    }
    build->def.keywords = std::move(keywords);
    StackEntry e = StackEntry::marker(EntryKind::Class);
    e.mutable_details().klass = build;
    stack.push_back(std::move(e));
}

void Lifter::call_ex(const NormalizedInstruction& in, SymbolicStack& stack) {
    const std::uint32_t at = in.offset;
    ExprPtr kwargs;
    if (in.arg & 1) {
        // 3.14+: the kwargs slot may hold a NULL that normalize could not see (generated code
        // moves it there with swaps): no keyword arguments.
        StackEntry slot = pop(stack, at);
        if (slot.kind != EntryKind::Null) kwargs = as_expression(slot, at);
    }
    ExprPtr args = pop_expression(stack, at);
    SymbolicStack slots;
    slots.reserve(in.slots);
    for (int i = 0; i < in.slots; ++i) slots.push_back(pop(stack, at));
    std::reverse(slots.begin(), slots.end());
    StackEntry callable = slots[0];
    if (slots.size() == 2 && slots[0].kind == EntryKind::Null) callable = slots[1];
    else if (slots.size() == 2 && slots[1].kind != EntryKind::Null) throw LiftError(at, "a bound call with *args");
    ExprList positional;
    // (`f(**k)` folds its empty positional tuple into the constant `()`: no `*()` to print.
    // Without keyword arguments the compiler calls plainly: that `()` is a written `f(*())`,
    // and a tuple of plain values a written `f(*(a, b))`; so it is with plain keywords, which
    // build their dict with no `**` merged in.)
    auto items = tuple_elements(args);
    auto* constant = std::get_if<Constant>(&args->node);
    auto* tuple = std::get_if<Tuple>(&args->node);
    auto* keyword_dict = kwargs ? std::get_if<Dict>(&kwargs->node) : nullptr;
    const bool plain_keywords =
        !kwargs || (keyword_dict && std::all_of(keyword_dict->keys.begin(), keyword_dict->keys.end(),
                                                [](const ExprPtr& key) { return key && is_identifier_constant(key); }));
    const bool written_tuple = tuple && plain_keywords && !tuple->elts.empty() &&
                               std::none_of(tuple->elts.begin(), tuple->elts.end(), [](const ExprPtr& e) {
                                   return std::holds_alternative<Starred>(e->node);
                               });
    if (items && !written_tuple && (tuple || (items->empty() && kwargs) ||
                  (constant && folded_from_arguments(code_, profile_, constant->value))))
        positional = *items;
    else positional.push_back(expr(Starred{args}));
    std::vector<Keyword> keywords;
    if (kwargs) {
        auto* d = std::get_if<Dict>(&kwargs->node);
        // A name given twice only stays an error (at run time) as a ** mapping.
        std::set<std::string> names;
        if (d)
            for (const ExprPtr& key : d->keys)
                if (key && is_identifier_constant(key) && !names.insert(constant_text(key)).second) d = nullptr;
        if (d) {
            for (std::size_t i = 0; i < d->keys.size(); ++i) {
                if (!d->keys[i]) keywords.push_back(Keyword{std::nullopt, d->values[i]});
                else if (is_identifier_constant(d->keys[i]))
                    keywords.push_back(Keyword{constant_text(d->keys[i]), d->values[i]});
                else {
                    keywords.assign(1, Keyword{std::nullopt, kwargs});
                    break;
                }
            }
        } else {
            keywords.push_back(Keyword{std::nullopt, kwargs});
        }
    }
    // class C(*bases, **keywords): the body function waits in the argument list (build_collection).
    if (callable.is_marker("__build_class__")) {
        auto body = positional.empty() ? class_bodies_.end() : class_bodies_.find(positional[0].get());
        if (positional.size() < 2 || body == class_bodies_.end())
            throw LiftError(at, "__build_class__ without a class body");
        auto function = body->second;
        class_bodies_.erase(body);
        push_class(*function, positional[1], ExprList(positional.begin() + 2, positional.end()),
                   std::move(keywords), stack, at);
        return;
    }
    push_value(stack, expr(Call{as_expression(callable, at), std::move(positional), std::move(keywords)}));
}

namespace {

void apply_defaults(FunctionBuild& build, const ExprPtr& defaults, std::uint32_t at) {
    auto items = tuple_elements(defaults);
    if (!items) throw LiftError(at, "function defaults that are not a tuple");
    build.def.args->defaults = *items;
}

void apply_kwdefaults(FunctionBuild& build, const ExprPtr& kwdefaults, std::uint32_t at) {
    auto* d = std::get_if<Dict>(&kwdefaults->node);
    if (!d) throw LiftError(at, "keyword defaults that are not a dict");
    auto& args = *build.def.args;
    args.kw_defaults.assign(args.kwonlyargs.size(), nullptr);
    for (std::size_t i = 0; i < d->keys.size(); ++i) {
        if (!is_identifier_constant(d->keys[i])) throw LiftError(at, "a keyword default without a name");
        std::string name = constant_text(d->keys[i]);
        for (std::size_t k = 0; k < args.kwonlyargs.size(); ++k)
            if (args.kwonlyargs[k].name == name) args.kw_defaults[k] = d->values[i];
    }
}

void annotate(FunctionBuild& build, const std::string& name, const ExprPtr& value) {
    auto& args = *build.def.args;
    if (name == "return") {
        build.def.returns = value;
        return;
    }
    for (auto* list : {&args.posonlyargs, &args.args, &args.kwonlyargs})
        for (Arg& arg : *list)
            if (arg.name == name) arg.annotation = value;
    if (args.vararg && args.vararg->name == name) args.vararg->annotation = value;
    if (args.kwarg && args.kwarg->name == name) args.kwarg->annotation = value;
}

ExprPtr annotation_value(const ExprPtr& value, bool future) {
    auto* c = future ? std::get_if<Constant>(&value->node) : nullptr;
    if (c && c->value->kind == ObjectKind::Str) return expr(SourceText{c->value->text});
    return value;
}

// Annotation keys are parameter names, or "return" for the return annotation.
bool is_annotation_key(const ExprPtr& e) {
    auto* c = e ? std::get_if<Constant>(&e->node) : nullptr;
    return is_identifier_constant(e) || (c && c->value->kind == ObjectKind::Str && c->value->text == "return");
}

void apply_annotations(FunctionBuild& build, const ExprPtr& annotations, std::uint32_t at, bool future) {
    if (auto* d = std::get_if<Dict>(&annotations->node)) {
        for (std::size_t i = 0; i < d->keys.size(); ++i) {
            if (!is_annotation_key(d->keys[i])) throw LiftError(at, "an annotation without a name");
            annotate(build, constant_text(d->keys[i]), annotation_value(d->values[i], future));
        }
        return;
    }
    auto items = tuple_elements(annotations);
    if (!items || items->size() % 2) throw LiftError(at, "annotations that are neither a dict nor name/value pairs");
    for (std::size_t i = 0; i < items->size(); i += 2) {
        if (!is_annotation_key((*items)[i])) throw LiftError(at, "an annotation without a name");
        annotate(build, constant_text((*items)[i]), annotation_value((*items)[i + 1], future));
    }
}

}  // namespace

void Lifter::make_function(const NormalizedInstruction& in, SymbolicStack& stack) {
    const std::uint32_t at = in.offset;
    ExprPtr code_expr = pop_expression(stack, at);
    auto* external = std::get_if<ExternalConstant>(&code_expr->node);  // how constant() gives a code object
    ObjectPtr code_constant;
    if (external && external->index >= 0 && std::size_t(external->index) < code_.consts.size())
        code_constant = code_.consts[std::size_t(external->index)];
    else if (auto* literal = std::get_if<Constant>(&code_expr->node))
        code_constant = literal->value;
    if (!code_constant || code_constant->kind != ObjectKind::Code || !code_constant->code)
        throw LiftError(at, "MAKE_FUNCTION without a code constant");
    std::shared_ptr<FunctionBuild> build;
    if (is_generic_wrapper(*code_constant->code)) {
        // Lifted where it is called (lift_generic.cpp), never printed as a function.
        build = std::make_shared<FunctionBuild>();
        build->code = code_constant->code;
        build->def.name = code_constant->code->name;
        build->def.args = std::make_shared<Arguments>();
    } else {
        // Changed below: a copy, unless no one else holds the build (a fresh one, as a rule).
        build = nested_.function(code_constant->code);
        if (build.use_count() > 1) build = std::make_shared<FunctionBuild>(*build);
    }
    if (build->def.args.use_count() > 1) build->def.args = std::make_shared<Arguments>(*build->def.args);
    if (in.arg & 8) pop(stack, at);  // the closure: the cells follow from the code's free variables
    if (in.arg & 4) apply_annotations(*build, pop_expression(stack, at), at, (code_.flags & kCodeFutureAnnotations) != 0);
    if (in.arg & 2) apply_kwdefaults(*build, pop_expression(stack, at), at);
    if (in.arg & 1) apply_defaults(*build, pop_expression(stack, at), at);
    StackEntry e = StackEntry::marker(EntryKind::Function);
    e.mutable_details().function = build;
    stack.push_back(std::move(e));
}

void Lifter::set_function_attribute(const NormalizedInstruction& in, SymbolicStack& stack) {
    const std::uint32_t at = in.offset;
    StackEntry function = pop(stack, at);
    if (function.kind != EntryKind::Function) throw LiftError(at, "SET_FUNCTION_ATTRIBUTE on no function");
    StackEntry value_entry = pop(stack, at);
    auto build = std::make_shared<FunctionBuild>(*function.details().function);
    build->def.args = std::make_shared<Arguments>(*build->def.args);
    if (in.arg == 16) {
        // 3.14+: annotations are computed by an __annotate__ function returning them as a dict.
        if (value_entry.kind != EntryKind::Function) throw LiftError(at, "__annotate__ that is not a function");
        const Body& body = value_entry.details().function->def.body;
        if (value_entry.details().function->def.name == kLazyAnnotationsName) {
            // Read as the compiler's template: one bare annotation per entry, none conditional.
            Dict annotations;
            for (const StmtPtr& s : body) {
                auto* a = std::get_if<AnnAssign>(&s->node);
                auto* n = a ? std::get_if<Name>(&a->target->node) : nullptr;
                if (!n) throw LiftError(at, "a conditional annotation of a function");
                auto key = std::make_shared<Object>();
                key->kind = ObjectKind::Str;
                key->text = n->id;
                annotations.keys.push_back(make_constant(key));
                annotations.values.push_back(a->annotation);
            }
            apply_annotations(*build, expr(std::move(annotations)), at, (code_.flags & kCodeFutureAnnotations) != 0);
            function.mutable_details().function = build;
            stack.push_back(std::move(function));
            return;
        }
        auto* r = body.empty() ? nullptr : std::get_if<ast::Return>(&body.back()->node);
        if (!r || !r->value || !std::holds_alternative<Dict>(r->value->node))
            throw LiftError(at, "an __annotate__ function lift could not read");
        apply_annotations(*build, r->value, at, (code_.flags & kCodeFutureAnnotations) != 0);
        function.mutable_details().function = build;
        stack.push_back(std::move(function));
        return;
    }
    ExprPtr value = as_expression(value_entry, at);
    switch (in.arg) {
    case 1: apply_defaults(*build, value, at); break;
    case 2: apply_kwdefaults(*build, value, at); break;
    case 4: apply_annotations(*build, value, at, (code_.flags & kCodeFutureAnnotations) != 0); break;
    case 8: break;
    default: throw LiftError(at, "SET_FUNCTION_ATTRIBUTE " + std::to_string(in.arg) + " is not handled yet");
    }
    function.mutable_details().function = build;
    stack.push_back(std::move(function));
}

void Lifter::build_collection(const NormalizedInstruction& in, SymbolicStack& stack) {
    const std::uint32_t at = in.offset;
    auto below_is_build_class = [&] {  // (3.13+: its NULL comes after it)
        std::size_t i = stack.size();
        if (i > 0 && stack[i - 1].kind == EntryKind::Null) --i;
        return i > 0 && stack[i - 1].is_marker("__build_class__");
    };
    auto pop_n = [&](int n) {
        ExprList items;
        for (int i = 0; i < n; ++i) {
            StackEntry item = pop(stack, at);
            // `class C(*bases)`: (body function, name, ...) gathered for __build_class__ (call_ex).
            if (i == n - 1 && n >= 2 && item.kind == EntryKind::Function && !item.details().function->is_lambda &&
                below_is_build_class()) {
                ExprPtr placeholder = expr(Call{make_name("__glassbox_unreconstructed__"), {}, {}});
                class_bodies_[kept_key(placeholder)] = item.details().function;
                items.push_back(placeholder);
                continue;
            }
            items.push_back(as_expression(item, at));
        }
        std::reverse(items.begin(), items.end());
        return items;
    };
    auto push = [&](ExprPtr e) { push_value(stack, std::move(e)); };
    switch (in.op) {
    case Op::BuildTuple: push(expr(Tuple{pop_n(in.arg)})); return;
    case Op::BuildList: {
        StackEntry e = StackEntry::value(expr(List{pop_n(in.arg)}));
        if (in.arg == 0) e.mutable_details().accumulator = std::make_shared<AccumulatorState>('l');
        stack.push_back(std::move(e));
        return;
    }
    case Op::BuildSet: {
        StackEntry e = StackEntry::value(expr(Set{pop_n(in.arg)}));
        if (in.arg == 0) e.mutable_details().accumulator = std::make_shared<AccumulatorState>('s');
        stack.push_back(std::move(e));
        return;
    }
    case Op::BuildMap: {
        auto items = pop_n(2 * in.arg);
        Dict d;
        for (std::size_t i = 0; i < items.size(); i += 2) {
            d.keys.push_back(items[i]);
            d.values.push_back(items[i + 1]);
        }
        StackEntry e = StackEntry::value(expr(std::move(d)));
        if (in.arg == 0) e.mutable_details().accumulator = std::make_shared<AccumulatorState>('d');
        stack.push_back(std::move(e));
        return;
    }
    case Op::BuildConstKeyMap: {
        ExprPtr keys = pop_expression(stack, at);
        auto values = pop_n(in.arg);
        auto key_items = tuple_elements(keys);
        if (!key_items || key_items->size() != values.size()) throw LiftError(at, "BUILD_CONST_KEY_MAP without keys");
        push(expr(Dict{*key_items, values}));
        return;
    }
    case Op::BuildString: {
        JoinedStr joined;
        for (ExprPtr& part : pop_n(in.arg)) {
            if (auto* j = std::get_if<JoinedStr>(&part->node)) {
                for (auto& v : j->values) joined.values.push_back(v);
            } else if (generated_ && !std::holds_alternative<FormattedValue>(part->node) &&
                       !std::holds_alternative<Constant>(part->node)) {
                // (generated mode: a part kept in a temporary is a str already; f'{s}' is s)
                joined.values.push_back(expr(FormattedValue{part, -1, nullptr}));
            } else {
                joined.values.push_back(part);
            }
        }
        push(expr(std::move(joined)));
        return;
    }
    case Op::BuildUnpack: {
        // 3.8 BUILD_*_UNPACK: each operand is spliced in (a display's own items) or starred.
        auto items = pop_n(in.arg);
        if (in.name == "map" || in.name == "call-map") {
            Dict d;
            auto repeats_a_key = [&](const Dict& inner) {
                for (const ExprPtr& k : inner.keys)
                    for (const ExprPtr& seen : d.keys)
                        if (k && seen && same_expression(k, seen)) return true;
                return false;
            };
            for (ExprPtr& item : items) {
                auto* inner = std::get_if<Dict>(&item->node);
                if (inner && !(in.name == "call-map" && repeats_a_key(*inner))) {
                    d.keys.insert(d.keys.end(), inner->keys.begin(), inner->keys.end());
                    d.values.insert(d.values.end(), inner->values.begin(), inner->values.end());
                } else {
                    d.keys.push_back(nullptr);
                    d.values.push_back(item);
                }
            }
            push(expr(std::move(d)));
            return;
        }
        ExprList elements;
        for (ExprPtr& item : items) {
            // The items between two starred operands are gathered by BUILD_TUPLE in a list or
            // tuple display (which the optimizer may fold into a constant: `f(*a, 5)`) but by
            // BUILD_SET in a set display: any other display operand is a written `*[...]`,
            // `*(...)` and stays starred.
            auto* constant = std::get_if<Constant>(&item->node);
            auto spliced = in.name != "set" && (std::get_if<Tuple>(&item->node) ||
                                                (constant && folded_from_arguments(code_, profile_, constant->value)))
                               ? tuple_elements(item)
                               : std::nullopt;
            if (in.name == "set")
                if (auto* s = std::get_if<Set>(&item->node)) spliced = s->elts;
            if (spliced) elements.insert(elements.end(), spliced->begin(), spliced->end());
            else elements.push_back(expr(Starred{item}));
        }
        if (in.name == "list") push(expr(List{elements}));
        else if (in.name == "set") push(expr(Set{elements}));
        else push(expr(Tuple{elements}));
        return;
    }
    case Op::ListToTuple: {
        ExprPtr list = pop_expression(stack, at);
        if (auto* l = std::get_if<List>(&list->node)) push(expr(Tuple{l->elts}));
        else push(expr(Call{make_name("tuple"), {list}, {}}));
        return;
    }
    default: throw LiftError(at, "not a collection op");
    }
}

void Lifter::extend_collection(const NormalizedInstruction& in, SymbolicStack& stack, Body& out) {
    const std::uint32_t at = in.offset;
    ExprList operands;
    operands.push_back(pop_expression(stack, at));
    if (in.op == Op::MapAdd) operands.insert(operands.begin(), pop_expression(stack, at));
    if (in.arg < 1 || std::size_t(in.arg) > stack.size()) throw LiftError(at, "a collection below the stack");
    StackEntry& target = stack[stack.size() - std::size_t(in.arg)];
    // 3.14+: `__conditional_annotations__.add(index)` after an annotated statement ran (in
    // generated mode too: the statement's annotation is found by it).
    auto* holder = target.kind == EntryKind::Value && target.expr ? std::get_if<Name>(&target.expr->node) : nullptr;
    if (in.op == Op::SetAdd && in.arg == 1 && holder && holder->id == "__conditional_annotations__" &&
        std::holds_alternative<Constant>(operands[0]->node)) {
        out.push_back(stmt(ExprStmt{expr(Call{make_name(kAnnotationMarkName), operands, {}})}));
        target = StackEntry::marker(EntryKind::Opaque);  // the set, which POP_TOP drops
        return;
    }
    if (extend_variable(in, operands, target, out)) return;  // generated mode (lift_spill.cpp)
    if ((in.op == Op::ListAppend || in.op == Op::SetAdd || in.op == Op::MapAdd) && in.arg == 1 &&
        target.kind == EntryKind::Value && target.expr) {
        // A long display (3.12+ builds one item at a time): the item joins the display.
        if (target.details().accumulator) target.mutable_details().accumulator.reset();
        if (auto* l = std::get_if<List>(&target.expr->node); l && in.op == Op::ListAppend) {
            List copy = *l;
            copy.elts.push_back(operands[0]);
            target.expr = expr(std::move(copy));
            return;
        }
        if (auto* st = std::get_if<Set>(&target.expr->node); st && in.op == Op::SetAdd) {
            Set copy = *st;
            copy.elts.push_back(operands[0]);
            target.expr = expr(std::move(copy));
            return;
        }
        if (auto* d = std::get_if<Dict>(&target.expr->node); d && in.op == Op::MapAdd) {
            Dict copy = *d;
            copy.keys.push_back(operands[0]);
            copy.values.push_back(operands[1]);
            target.expr = expr(std::move(copy));
            return;
        }
        throw LiftError(at, "an item added to something that is not a display");
    }
    if ((in.op == Op::ListExtend || in.op == Op::SetUpdate || in.op == Op::DictUpdate) && in.arg > 1 &&
        target.details().accumulator) {
        // 3.15 (PEP 798): `[*x for ...]`, `{*x for ...}`, `{**m for ...}` extend the comprehension.
        ExprPtr item = in.op == Op::DictUpdate ? operands[0] : expr(Starred{operands[0]});
        out.push_back(stmt(ExprStmt{expr(Call{make_name("__glassbox_append__"), {item}, {}})}));
        return;
    }
    if (in.op == Op::ListAppend || in.op == Op::SetAdd || in.op == Op::MapAdd) {
        if (!target.details().accumulator) throw LiftError(at, "an append to something that is not a comprehension");
        out.push_back(stmt(ExprStmt{expr(Call{make_name("__glassbox_append__"), operands, {}})}));
        return;
    }
    ExprPtr operand = operands[0];
    ExprPtr& collection = target.expr;
    if (target.kind != EntryKind::Value || !collection) throw LiftError(at, "extending something that is not a value");
    // The compiler folds an all-constant display of more than two items into BUILD_LIST 0 (or
    // BUILD_SET 0) and one extend by a constant; any other extend by a constant is a written
    // `*(...)` (a folded tuple: `[*a, *()]`, `[*(1, 2)]`), whose items printed bare would be
    // appended one by one, or vanish when there are none.
    auto splice = [&](ExprList& elements) {
        const bool folded_display = elements.empty();
        auto constant_items = [&]() -> std::optional<ExprList> {
            auto items = std::get_if<Constant>(&operand->node) ? tuple_elements(operand) : std::nullopt;
            if (items && folded_display && items->size() > 2) return items;
            return std::nullopt;
        };
        auto* frozen = std::get_if<Constant>(&operand->node);
        if (auto items = constant_items()) {
            elements.insert(elements.end(), items->begin(), items->end());
        } else if (frozen && frozen->value->kind == ObjectKind::FrozenSet && folded_display &&
                   frozen->value->items.size() > 2) {
            for (const ObjectPtr& item : frozen->value->items) elements.push_back(make_constant(item));
        } else {
            elements.push_back(expr(Starred{operand}));
        }
    };
    if (target.details().accumulator) target.mutable_details().accumulator.reset();
    if (auto* l = std::get_if<List>(&collection->node); l && in.op == Op::ListExtend) {
        List copy = *l;
        splice(copy.elts);
        collection = expr(std::move(copy));
    } else if (auto* s = std::get_if<Set>(&collection->node); s && in.op == Op::SetUpdate) {
        Set copy = *s;
        splice(copy.elts);
        collection = expr(std::move(copy));
    } else if (auto* d = std::get_if<Dict>(&collection->node);
               d && (in.op == Op::DictUpdate || in.op == Op::DictMerge)) {
        Dict copy = *d;
        // DICT_MERGE (a call's **) raises on a repeated name, a display does not: only
        // DICT_UPDATE may splice a display's items in.
        auto* inner = in.op == Op::DictUpdate ? std::get_if<Dict>(&operand->node) : nullptr;
        if (inner) {
            copy.keys.insert(copy.keys.end(), inner->keys.begin(), inner->keys.end());
            copy.values.insert(copy.values.end(), inner->values.begin(), inner->values.end());
        } else {
            copy.keys.push_back(nullptr);
            copy.values.push_back(operand);
        }
        collection = expr(std::move(copy));
    } else {
        throw LiftError(at, std::string(op_name(in.op)) + " on something that is not a display");
    }
}

void Lifter::format_value(const NormalizedInstruction& in, SymbolicStack& stack) {
    const std::uint32_t at = in.offset;
    if (in.op == Op::ConvertValue) throw LiftError(at, "a conversion without its format");
    ExprPtr spec = (in.arg & 0x100) ? pop_expression(stack, at) : nullptr;
    if (spec && !std::holds_alternative<JoinedStr>(spec->node)) spec = expr(JoinedStr{{spec}});
    ExprPtr value = pop_expression(stack, at);
    int conversion = in.arg & 0xFF;
    FormattedValue formatted{value, conversion ? conversion : -1, spec};
    push_value(stack, expr(JoinedStr{{expr(std::move(formatted))}}));
}

// 3.14 t-strings: BUILD_INTERPOLATION takes the value, its source text and (bit 0 of
// the argument) a format spec, with the conversion in arg >> 2 (1 s, 2 r, 3 a);
// BUILD_TEMPLATE interleaves a constant tuple of strings with a tuple of those.
void Lifter::template_string(const NormalizedInstruction& in, SymbolicStack& stack) {
    const std::uint32_t at = in.offset;
    if (in.op == Op::BuildInterpolation) {
        ExprPtr spec = (in.arg & 1) ? pop_expression(stack, at) : nullptr;
        if (spec && !std::holds_alternative<JoinedStr>(spec->node)) spec = expr(JoinedStr{{spec}});
        ExprPtr text = pop_expression(stack, at);
        ExprPtr value = pop_expression(stack, at);
        const auto* source = std::get_if<Constant>(&text->node);
        if (!source || !source->value || source->value->kind != ObjectKind::Str)
            throw LiftError(at, "an interpolation without its source text");
        static constexpr int kConversions[] = {-1, 's', 'r', 'a'};
        push_value(stack,
                   expr(Interpolation{value, source->value->text, kConversions[(in.arg >> 2) & 3], spec}));
        return;
    }
    ExprPtr fields = pop_expression(stack, at);
    ExprPtr strings = pop_expression(stack, at);
    ExprList interpolations;
    if (auto* tuple = std::get_if<Tuple>(&fields->node)) interpolations = tuple->elts;
    else if (auto items = tuple_elements(fields); items && items->empty()) interpolations = {};
    else throw LiftError(at, "a template without its interpolations");
    auto texts = tuple_elements(strings);
    if (!texts || texts->size() != interpolations.size() + 1) throw LiftError(at, "a template without its strings");
    TemplateStr result;
    for (std::size_t k = 0; k < texts->size(); ++k) {
        result.values.push_back((*texts)[k]);
        if (k < interpolations.size()) {
            if (!std::holds_alternative<Interpolation>(interpolations[k]->node))
                throw LiftError(at, "a template field that is no interpolation");
            result.values.push_back(interpolations[k]);
        }
    }
    push_value(stack, expr(std::move(result)));
}

}  // namespace glassbox
