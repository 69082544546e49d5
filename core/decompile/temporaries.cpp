// Folding a temporary into the one place it is used is safe when that use is the first
// thing the next statement evaluates: the value is then computed at the same moment as
// before, after everything the earlier statements did and before anything of the next.
#include "decompile/temporaries.h"

#include <map>
#include <regex>
#include <string>

#include "print/print.h"

namespace glassbox {

using namespace ast;

namespace {

constexpr const char* kPrefix = "__tmp";

// How often each temporary's name appears in the printed body (a string constant that
// happens to spell one only adds to its count, which only prevents a fold).
std::map<std::string, int> count_temporaries(const Body& body) {
    PrintOptions options;
    const std::string text = print_statements(body, options);
    std::map<std::string, int> counts;
    static const std::regex name("\\b__tmp[0-9]+\\b");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), name); it != std::sregex_iterator(); ++it)
        ++counts[it->str()];
    return counts;
}

// `e` with the leaf it evaluates first replaced by `with` when that leaf is Name(`id`);
// null when it is not. Nodes on the way down are copied, never changed: trees share nodes.
ExprPtr replace_first(const ExprPtr& e, const std::string& id, const ExprPtr& with) {
    if (!e) return nullptr;
    auto down = [&](const ExprPtr& child, auto rebuild) -> ExprPtr {
        ExprPtr replaced = replace_first(child, id, with);
        return replaced ? rebuild(replaced) : nullptr;
    };
    return std::visit(
        [&](const auto& node) -> ExprPtr {
            using T = std::decay_t<decltype(node)>;
            if constexpr (std::is_same_v<T, Name>) {
                return node.id == id ? with : nullptr;
            } else if constexpr (std::is_same_v<T, Call>) {
                return down(node.func, [&](ExprPtr r) { T copy = node; copy.func = r; return expr(std::move(copy)); });
            } else if constexpr (std::is_same_v<T, Attribute> || std::is_same_v<T, Subscript> ||
                                 std::is_same_v<T, Starred> || std::is_same_v<T, Await> ||
                                 std::is_same_v<T, YieldFrom> || std::is_same_v<T, FormattedValue>) {
                return down(node.value, [&](ExprPtr r) { T copy = node; copy.value = r; return expr(std::move(copy)); });
            } else if constexpr (std::is_same_v<T, BinOp> || std::is_same_v<T, Compare>) {
                return down(node.left, [&](ExprPtr r) { T copy = node; copy.left = r; return expr(std::move(copy)); });
            } else if constexpr (std::is_same_v<T, UnaryOp>) {
                return down(node.operand,
                            [&](ExprPtr r) { T copy = node; copy.operand = r; return expr(std::move(copy)); });
            } else if constexpr (std::is_same_v<T, IfExp>) {
                return down(node.test, [&](ExprPtr r) { T copy = node; copy.test = r; return expr(std::move(copy)); });
            } else if constexpr (std::is_same_v<T, List> || std::is_same_v<T, Tuple> || std::is_same_v<T, Set>) {
                if (node.elts.empty()) return nullptr;
                return down(node.elts[0],
                            [&](ExprPtr r) { T copy = node; copy.elts[0] = r; return expr(std::move(copy)); });
            } else if constexpr (std::is_same_v<T, BoolOp>) {
                if (node.values.empty()) return nullptr;
                return down(node.values[0],
                            [&](ExprPtr r) { T copy = node; copy.values[0] = r; return expr(std::move(copy)); });
            } else {
                return nullptr;
            }
        },
        e->node);
}

// The next statement with its first-evaluated leaf replaced, or null.
StmtPtr replace_first(const StmtPtr& s, const std::string& id, const ExprPtr& with) {
    auto rebuilt = [&](auto& node, ExprPtr& field) -> StmtPtr {  // field: a member of node
        ExprPtr replaced = replace_first(field, id, with);
        if (!replaced) return nullptr;
        field = replaced;
        return stmt(std::move(node), s->line);
    };
    if (auto* e = std::get_if<ExprStmt>(&s->node)) { ExprStmt c = *e; return rebuilt(c, c.value); }
    if (auto* r = std::get_if<Return>(&s->node)) { Return c = *r; return rebuilt(c, c.value); }
    if (auto* a = std::get_if<Assign>(&s->node)) { Assign c = *a; return rebuilt(c, c.value); }
    if (auto* i = std::get_if<If>(&s->node)) { If c = *i; return rebuilt(c, c.test); }
    if (auto* r = std::get_if<Raise>(&s->node)) { Raise c = *r; return rebuilt(c, c.exc); }
    if (auto* f = std::get_if<For>(&s->node)) { For c = *f; return rebuilt(c, c.iter); }
    if (auto* d = std::get_if<Delete>(&s->node); d && !d->targets.empty()) {
        Delete c = *d;
        return rebuilt(c, c.targets[0]);
    }
    if (auto* w = std::get_if<With>(&s->node); w && !w->items.empty()) {
        With c = *w;
        return rebuilt(c, c.items[0].context_expr);
    }
    return nullptr;
}

void fold(Body& body, const std::map<std::string, int>& counts) {
    for (StmtPtr& s : body) {
        std::visit(
            [&](auto& node) {
                using T = std::decay_t<decltype(node)>;
                if constexpr (std::is_same_v<T, If> || std::is_same_v<T, For> || std::is_same_v<T, While>) {
                    fold(node.body, counts);
                    fold(node.orelse, counts);
                } else if constexpr (std::is_same_v<T, With>) {
                    fold(node.body, counts);
                } else if constexpr (std::is_same_v<T, Try>) {
                    fold(node.body, counts);
                    for (ExceptHandler& h : node.handlers) fold(h.body, counts);
                    fold(node.orelse, counts);
                    fold(node.finalbody, counts);
                }
            },
            s->node);
    }
    for (std::size_t i = 0; i + 1 < body.size();) {
        auto* assign = std::get_if<Assign>(&body[i]->node);
        auto* target = assign && assign->targets.size() == 1 ? std::get_if<Name>(&assign->targets[0]->node) : nullptr;
        auto count = target ? counts.find(target->id) : counts.end();
        // Two appearances: this assignment and the one use.
        StmtPtr folded = target && target->id.rfind(kPrefix, 0) == 0 && count != counts.end() && count->second == 2
                             ? replace_first(body[i + 1], target->id, assign->value)
                             : nullptr;
        if (!folded) {
            ++i;
            continue;
        }
        body[i + 1] = folded;
        body.erase(body.begin() + std::ptrdiff_t(i));
        if (i > 0) --i;  // the statement before may now fold into the new one
    }
}

}  // namespace

void fold_temporaries(Body& body) { fold(body, count_temporaries(body)); }

}  // namespace glassbox
