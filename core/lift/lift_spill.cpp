// Generated mode: lift for bytecode that no compiler wrote. TorchDynamo's code
// keeps values on the stack while it runs statements, copies values that are
// new objects (a list it then mutates through one copy) and reorders the stack
// with swaps. Expression trees would move those evaluations to where the value
// is used, or repeat them. Here every value that such an instruction touches is
// first assigned to a temporary, in the order the values were evaluated, so the
// source evaluates each exactly once and in the original order.
#include <algorithm>
#include <set>

#include "lift/lifter.h"

namespace glassbox {

using namespace ast;

namespace {

// Evaluating it again later gives the same value: a literal, or a variable nobody rebinds in between.
bool is_inert(const ExprPtr& e) {
    return e && (std::holds_alternative<Constant>(e->node) || std::holds_alternative<ExternalConstant>(e->node) ||
                 std::holds_alternative<Name>(e->node));
}

void bound_by_target(const ExprPtr& target, std::vector<std::string>& names) {
    if (!target) return;
    if (auto* n = std::get_if<Name>(&target->node)) names.push_back(n->id);
    else if (auto* t = std::get_if<Tuple>(&target->node))
        for (const ExprPtr& e : t->elts) bound_by_target(e, names);
    else if (auto* l = std::get_if<List>(&target->node))
        for (const ExprPtr& e : l->elts) bound_by_target(e, names);
    else if (auto* s = std::get_if<Starred>(&target->node))
        bound_by_target(s->value, names);
}

void bound_by_alias(const Alias& alias, std::vector<std::string>& names) {
    if (alias.asname) names.push_back(*alias.asname);
    else names.push_back(alias.name.substr(0, alias.name.find('.')));
}

// The variables a statement binds or deletes: a value that reads one of them must be read before it.
std::vector<std::string> names_bound_by(const Body& statements) {
    std::vector<std::string> names;
    for (const StmtPtr& s : statements) {
        std::visit(
            [&](const auto& node) {
                using T = std::decay_t<decltype(node)>;
                if constexpr (std::is_same_v<T, Assign> || std::is_same_v<T, Delete>) {
                    for (const ExprPtr& t : node.targets) bound_by_target(t, names);
                } else if constexpr (std::is_same_v<T, AugAssign> || std::is_same_v<T, AnnAssign>) {
                    bound_by_target(node.target, names);
                } else if constexpr (std::is_same_v<T, Import> || std::is_same_v<T, ImportFrom>) {
                    for (const Alias& a : node.names) bound_by_alias(a, names);
                } else if constexpr (std::is_same_v<T, FunctionDef> || std::is_same_v<T, ClassDef>) {
                    names.push_back(node.name);
                }
            },
            s->node);
    }
    return names;
}

bool reads_one_of(const ExprPtr& e, const std::vector<std::string>& names) {
    auto* n = e ? std::get_if<Name>(&e->node) : nullptr;
    return n && std::find(names.begin(), names.end(), n->id) != names.end();
}

bool is_collection_update(Op op) {
    return op == Op::ListAppend || op == Op::SetAdd || op == Op::MapAdd || op == Op::ListExtend ||
           op == Op::SetUpdate || op == Op::DictUpdate || op == Op::DictMerge;
}

}  // namespace

std::string Lifter::fresh_temporary() {
    for (;;) {
        std::string name = temporary_prefix_ + std::to_string(++temporaries_);
        auto taken = [&](const std::vector<std::string>& names) {
            return std::find(names.begin(), names.end(), name) != names.end();
        };
        if (!taken(code_.names) && !taken(code_.localsplus_names) && !taken(code_.varnames)) return name;
    }
}

bool Lifter::is_spilled_or_literal(const ExprPtr& e) const {
    if (!e) return false;
    if (std::holds_alternative<Constant>(e->node)) return true;
    auto* n = std::get_if<Name>(&e->node);
    return n && spilled_.count(n->id) != 0;
}

void Lifter::spill(SymbolicStack& stack, std::size_t end, Body& out, int line, const std::vector<std::string>& also) {
    for (std::size_t i = 0; i < end && i < stack.size(); ++i) {
        StackEntry& entry = stack[i];
        const std::shared_ptr<FunctionBuild>& function = entry.details().function;
        if (entry.kind == EntryKind::Function && function && !function->is_lambda) {
            // (a comprehension's function or a generic scope's, `<genexpr>`, has no name to bind
            // and making it has no effect to keep in order: it stays where the call reads it)
            if (is_identifier_text(function->def.name)) bind_function(entry, stack, out, line);
            continue;
        }
        if (entry.kind != EntryKind::Value || !entry.expr) continue;
        const EntryDetails& details = entry.details();
        if (std::holds_alternative<Slice>(entry.expr->node) && details.stored_targets.empty()) {
            spill_slice_bounds(entry, stack, out, line, also);
            continue;
        }
        bool walrus = !details.stored_targets.empty();
        if (!walrus && !details.inplace_op && is_inert(entry.expr) && !reads_one_of(entry.expr, also)) continue;
        std::string name = fresh_temporary();
        spilled_.insert(name);
        ExprPtr temporary = make_name(name);
        if (details.inplace_op) {
            // `x += y` calls __iadd__, which no expression does: the temporary takes it in place.
            out.push_back(stmt(Assign{{temporary}, details.inplace_left}, line));
            out.push_back(stmt(AugAssign{temporary, *details.inplace_op, details.inplace_right}, line));
        } else {
            out.push_back(stmt(Assign{{temporary}, as_expression(entry, 0)}, line));
        }
        const std::uint64_t serial = entry.serial;
        for (StackEntry& copy : stack) {
            if (copy.serial != serial || copy.kind != EntryKind::Value) continue;
            copy.expr = temporary;
            EntryDetails& kept = copy.mutable_details();
            kept.stored_targets.clear();
            kept.stored_value.reset();
            kept.inplace_op.reset();
            kept.inplace_left.reset();
            kept.inplace_right.reset();
        }
    }
}

// A slice (BUILD_SLICE) has no expression outside a subscript: its bounds become the
// temporaries, and the slice of them stays on the stack, which reads nothing that can change.
void Lifter::spill_slice_bounds(StackEntry& entry, SymbolicStack& stack, Body& out, int line,
                                const std::vector<std::string>& also) {
    Slice bounds = std::get<Slice>(entry.expr->node);
    bool changed = false;
    for (ExprPtr* bound : {&bounds.lower, &bounds.upper, &bounds.step}) {
        if (!*bound || (is_inert(*bound) && !reads_one_of(*bound, also))) continue;
        std::string name = fresh_temporary();
        spilled_.insert(name);
        out.push_back(stmt(Assign{{make_name(name)}, *bound}, line));
        *bound = make_name(name);
        changed = true;
    }
    if (!changed) return;
    const ExprPtr rebuilt = expr(std::move(bounds));
    for (StackEntry& copy : stack)
        if (copy.serial == entry.serial && copy.kind == EntryKind::Value) copy.expr = rebuilt;
}

void Lifter::bind_function(StackEntry& entry, SymbolicStack& stack, Body& out, int line) {
    FunctionDef def = entry.details().function->def;
    auto used = [&](const std::string& name) {
        for (const auto* names : {&code_.names, &code_.localsplus_names, &code_.varnames, &code_.cellvars,
                                  &code_.freevars})
            if (std::find(names->begin(), names->end(), name) != names->end()) return true;
        return bound_functions_.count(name) != 0;
    };
    if (used(def.name)) {
        def.name = fresh_temporary();
        spilled_.insert(def.name);
    }
    bound_functions_.insert(def.name);
    out.push_back(stmt(def, line));
    const std::uint64_t serial = entry.serial;
    const ExprPtr name = make_name(def.name);
    for (StackEntry& copy : stack) {
        if (copy.serial != serial || copy.kind != EntryKind::Function) continue;
        StackEntry value = StackEntry::value(name);
        value.serial = serial;
        copy = std::move(value);
    }
}

void Lifter::close_open_unpacks(Body& out) {
    std::vector<std::shared_ptr<PendingUnpack>> open = std::move(open_unpacks_);
    open_unpacks_.clear();
    for (const auto& unpack : open) {  // an outer unpacking before the ones of its items
        PendingUnpack& u = *unpack;
        if (!u.spilled.empty() || u.filled >= int(u.targets.size())) continue;
        ExprList targets, values;
        name_unpack_items(u, targets, values);
        StackEntry source = u.source ? *u.source : StackEntry::marker(EntryKind::Opaque);
        u.filled = int(u.targets.size());
        SymbolicStack none;  // a generated-mode store of a value uses no stack
        assign(expr(Tuple{targets}), std::move(source), none, out, 0);
        u.spilled = values;  // the slots still on the stack stand for these (as_expression)
    }
}

// The targets of a pending unpacking as one tuple target, and the value each item now has:
// an item stored already went to its target; each other item gets a fresh temporary.
void Lifter::name_unpack_items(const PendingUnpack& u, ExprList& targets, ExprList& values) {
    for (std::size_t i = 0; i < u.targets.size(); ++i) {
        ExprPtr target = u.targets[i];
        ExprPtr value;
        if (target) {
            auto* starred = std::get_if<Starred>(&target->node);
            value = starred ? starred->value : target;
        } else {
            std::string name = fresh_temporary();
            spilled_.insert(name);
            value = make_name(name);
            target = int(i) == u.star_index ? expr(Starred{value}) : value;
        }
        targets.push_back(target);
        values.push_back(value);
    }
}

// The unpackings still being stored of which `in` takes an item as a value: as an operand
// (a store's value is the item it stores, the ordinary case), or by copying it.
std::vector<std::shared_ptr<PendingUnpack>> Lifter::unpacks_used_as_values(const NormalizedInstruction& in,
                                                                           const SymbolicStack& stack) const {
    std::vector<std::shared_ptr<PendingUnpack>> used;
    auto take = [&](const StackEntry& e) {
        const std::shared_ptr<PendingUnpack>& unpack = e.details().unpack;
        if (e.kind == EntryKind::UnpackSlot && unpack && unpack->spilled.empty()) used.push_back(unpack);
    };
    if (in.op == Op::Swap) return used;  // the items keep their indexes wherever they go
    if (in.op == Op::Copy) {
        if (in.arg >= 1 && std::size_t(in.arg) <= stack.size()) take(stack[stack.size() - std::size_t(in.arg)]);
        return used;
    }
    const std::size_t operands = std::min(stack.size(), std::size_t(std::max(in.pops(), 0)));
    if (operands == 0) return used;
    // A store's deepest operand is the value it stores; an unpacking of an item is a nested target.
    const bool takes_an_item = is_store(in.op) || in.op == Op::UnpackSequence || in.op == Op::UnpackEx;
    for (std::size_t i = stack.size() - operands + (takes_an_item ? 1 : 0); i < stack.size(); ++i) take(stack[i]);
    return used;
}

void Lifter::spill_unpack(const std::shared_ptr<PendingUnpack>& unpack, SymbolicStack& stack, Body& out,
                          std::uint32_t offset) {
    PendingUnpack& u = *unpack;
    // An item of an outer unpacking, being unpacked in turn: the outer one goes first.
    if (u.source && u.source->kind == EntryKind::UnpackSlot) {
        const std::shared_ptr<PendingUnpack>& outer = u.source->details().unpack;
        if (outer && outer->spilled.empty()) spill_unpack(outer, stack, out, offset);
    }
    // Values below the items were evaluated before the unpacking ran.
    std::size_t lowest = stack.size();
    for (std::size_t i = 0; i < stack.size(); ++i)
        if (stack[i].kind == EntryKind::UnpackSlot && stack[i].details().unpack == unpack) lowest = std::min(lowest, i);
    spill(stack, lowest, out, 0);
    ExprList targets, values;
    name_unpack_items(u, targets, values);
    StackEntry source = u.source ? *u.source : StackEntry::marker(EntryKind::Opaque);
    u.filled = int(u.targets.size());
    assign(expr(Tuple{targets}), std::move(source), stack, out, offset);
    u.spilled = values;
    for (StackEntry& e : stack) {
        if (e.kind != EntryKind::UnpackSlot || e.details().unpack != unpack) continue;
        StackEntry item = StackEntry::value(values.at(std::size_t(e.details().unpack_index)));
        item.serial = e.serial;
        e = std::move(item);
    }
}

bool Lifter::extend_variable(const NormalizedInstruction& in, const ExprList& operands,
                             const StackEntry& target, Body& out) {
    if (!generated_ || target.kind != EntryKind::Value || !target.expr ||
        !std::holds_alternative<Name>(target.expr->node))
        return false;
    const int line = in.line.value_or(0);
    auto method_call = [&](const char* method, ExprList args) {
        out.push_back(stmt(ExprStmt{expr(Call{expr(Attribute{target.expr, method}), std::move(args), {}})}, line));
    };
    switch (in.op) {
    case Op::ListAppend: method_call("append", {operands[0]}); return true;
    case Op::SetAdd: method_call("add", {operands[0]}); return true;
    case Op::ListExtend: method_call("extend", {operands[0]}); return true;
    case Op::SetUpdate:
    case Op::DictUpdate: method_call("update", {operands[0]}); return true;
    case Op::MapAdd:
        out.push_back(stmt(Assign{{expr(Subscript{target.expr, operands[0]})}, operands[1]}, line));
        return true;
    default: return false;  // DictMerge (a call's **kwargs) rejects repeated keys: no method does that
    }
}

void Lifter::generated_step(const NormalizedInstruction& in, SymbolicStack& stack, Body& out) {
    const int line = in.line.value_or(0);
    const std::size_t depth = in.arg > 0 ? std::size_t(in.arg) : 0;
    const std::string just_copied = std::move(copied_temporary_);  // the previous instruction's copy
    copied_temporary_.clear();
    // A copy makes two uses of one evaluation; a swap changes the order of use. Values
    // evaluated before (below) a copied one go first, to keep their order.
    if (in.op == Op::Copy && depth >= 1 && depth <= stack.size()) {
        const std::size_t statements = out.size();
        spill(stack, stack.size() - depth + 1, out, line);
        const StackEntry& copied = stack[stack.size() - depth];
        if (depth == 1 && out.size() > statements && copied.kind == EntryKind::Value)
            if (auto* n = std::get_if<Name>(&copied.expr->node)) copied_temporary_ = n->id;
    } else if (in.op == Op::Swap) spill(stack, stack.size(), out, line);
    else if ((in.op == Op::UnpackSequence || in.op == Op::UnpackEx) && !stack.empty() &&
             stack.back().kind == EntryKind::Value) {
        // The unpacking's statement comes when its last item is stored (or one is used:
        // spill_unpack), maybe after other statements: what it unpacks is evaluated now.
        spill(stack, stack.size(), out, line);
        StackEntry& source = stack.back();
        if (!is_spilled_or_literal(source.expr)) {  // a variable, which a store before then may rebind
            const std::string name = fresh_temporary();
            spilled_.insert(name);
            out.push_back(stmt(Assign{{make_name(name)}, as_expression(source, in.offset)}, line));
            source = StackEntry::value(make_name(name));
        }
    }
    for (const auto& unpack : unpacks_used_as_values(in, stack))
        if (unpack->spilled.empty()) spill_unpack(unpack, stack, out, in.offset);
    else if (is_collection_update(in.op) && depth >= 2) {
        const std::size_t operands = in.op == Op::MapAdd ? 2 : 1;
        if (stack.size() >= operands) spill(stack, stack.size() - operands, out, line);
    }

    // An in-place operator's result used other than by storing it back: the temporary takes the operator.
    if (!is_store(in.op)) {
        std::size_t last_inplace = 0;
        for (std::size_t i = 0; i < stack.size(); ++i)
            if (stack[i].kind == EntryKind::Value && stack[i].details().inplace_op) last_inplace = i + 1;
        if (last_inplace) spill(stack, last_inplace, out, line);
    }

    std::set<std::uint64_t> before;
    for (const StackEntry& e : stack) before.insert(e.serial);
    Body produced;
    step_op(in, stack, produced);
    if ((in.op == Op::UnpackSequence || in.op == Op::UnpackEx) && !stack.empty() &&
        stack.back().kind == EntryKind::UnpackSlot && stack.back().details().unpack)
        open_unpacks_.push_back(stack.back().details().unpack);
    if (produced.empty()) return;
    // Values still waiting on the stack were evaluated before these statements ran.
    std::size_t waiting = 0;
    while (waiting < stack.size() && before.count(stack[waiting].serial)) ++waiting;
    if (!just_copied.empty() && name_the_temporary(just_copied, stack, waiting, produced, out)) return;
    const std::vector<std::string> bound = names_bound_by(produced);
    spill(stack, waiting, out, line, bound);
    out.insert(out.end(), produced.begin(), produced.end());
}

// `COPY 1; STORE_FAST name` (Dynamo's `name = value` that keeps the value): the copy made
// `__tmpN = value` just before; the variable takes the temporary's place.
bool Lifter::name_the_temporary(const std::string& copied, SymbolicStack& stack, std::size_t waiting,
                                const Body& produced, Body& out) {
    if (produced.size() != 1 || out.empty()) return false;
    auto* store = std::get_if<Assign>(&produced[0]->node);
    auto* spilled = std::get_if<Assign>(&out.back()->node);
    if (!store || !spilled || store->targets.size() != 1 || spilled->targets.size() != 1) return false;
    auto* variable = std::get_if<Name>(&store->targets[0]->node);
    auto* value = std::get_if<Name>(&store->value->node);
    auto* temporary = std::get_if<Name>(&spilled->targets[0]->node);
    if (!variable || !value || !temporary || value->id != copied || temporary->id != copied) return false;
    for (std::size_t i = 0; i < waiting; ++i)
        if (stack[i].kind == EntryKind::Value && reads_one_of(stack[i].expr, {variable->id})) return false;
    out.back() = stmt(Assign{{store->targets[0]}, spilled->value}, out.back()->line);
    const ExprPtr renamed = make_name(variable->id);
    for (StackEntry& e : stack)
        if (e.kind == EntryKind::Value && reads_one_of(e.expr, {temporary->id})) e.expr = renamed;
    return true;
}

}  // namespace glassbox
