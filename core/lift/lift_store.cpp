// Stores: plain, chained (`a = b = v`), walrus, augmented, unpacking, and the
// binding half of imports, function and class definitions.
#include <algorithm>

#include "lift/lifter.h"

namespace glassbox {

using namespace ast;

namespace {

bool is_name(const ExprPtr& e, const std::string& id) {
    auto* n = e ? std::get_if<Name>(&e->node) : nullptr;
    return n && n->id == id;
}

}  // namespace

// `__name` inside a class body is stored as `_Class__name` (private name mangling).
std::string Lifter::mangled(const std::string& name) const {
    if (name.size() < 3 || name.compare(0, 2, "__") != 0 || name.compare(name.size() - 2, 2, "__") == 0 ||
        name.find('.') != std::string::npos)
        return name;
    // The class whose body this is: the last part of the body code's qualname.
    std::string klass = code_.qualname.substr(code_.qualname.rfind('.') + 1);
    std::size_t first = klass.find_first_not_of('_');
    if (first == std::string::npos) return name;
    return "_" + klass.substr(first) + name;
}

void Lifter::store(ExprPtr target, SymbolicStack& stack, Body& out, std::uint32_t offset) {
    StackEntry entry = pop(stack, offset);
    assign(std::move(target), std::move(entry), stack, out, offset);
}

void Lifter::assign(ExprPtr target, StackEntry entry, SymbolicStack& stack, Body& out, std::uint32_t offset) {
    if (!dropped_items_.empty()) {
        // The items popped just before went to this same local (lifter.h: dropped_items_).
        std::vector<DroppedItem> dropped = std::move(dropped_items_);
        dropped_items_.clear();
        if (!std::holds_alternative<Name>(target->node)) throw LiftError(offset, "an unpacked item dropped");
        for (const DroppedItem& d : dropped) fill_unpack_slot(d.unpack, d.index, target, stack, out, offset);
    }
    if (assign_generic(target, entry, out)) return;  // (lift_generic.cpp)
    const EntryDetails& details = entry.details();
    switch (entry.kind) {
    case EntryKind::LoopItem:
        // The for loop's target: structure takes it from the head of the loop body.
        out.push_back(stmt(Assign{{target}, make_name(kLoopItemName)}));
        return;
    case EntryKind::UnpackSlot: {
        auto& unpack = *details.unpack;
        if (!unpack.spilled.empty()) {  // generated mode: its item is a temporary already
            out.push_back(stmt(Assign{{target}, as_expression(entry, offset)}));
            return;
        }
        fill_unpack_slot(details.unpack, details.unpack_index, target, stack, out, offset);
        return;
    }
    case EntryKind::Function: {
        auto& build = *details.function;
        if (!build.is_lambda && (is_name(target, build.def.name) || is_name(target, mangled(build.def.name)))) {
            out.push_back(stmt(build.def));
            return;
        }
        // 3.14+: a module's __annotate__, a class's __annotate_func__, as the compiler made them.
        if (build.def.name == kLazyAnnotationsName &&
            (is_name(target, "__annotate__") || is_name(target, "__annotate_func__"))) {
            out.push_back(stmt(build.def));
            return;
        }
        break;  // a lambda (or a def bound under another name) is an ordinary value
    }
    case EntryKind::Class:
        if (is_name(target, details.klass->def.name) || is_name(target, mangled(details.klass->def.name))) {
            out.push_back(stmt(details.klass->def));
            return;
        }
        throw LiftError(offset, "a class bound under another name than its own");
    case EntryKind::Module: {
        auto& import = *details.import;
        Alias alias{import.module, std::nullopt};
        std::string stored = std::get<Name>(target->node).id;
        if (!import.attribute_chain.empty() || stored != import.module.substr(0, import.module.find('.')))
            alias.asname = stored;
        Import statement{{alias}, import.is_lazy};
        out.push_back(stmt(statement));
        return;
    }
    case EntryKind::ImportedName: {
        std::string stored = std::get<Name>(target->node).id;
        std::string imported = std::get<Name>(entry.expr->node).id;
        details.import->names.push_back(Alias{imported, stored == imported ? std::nullopt
                                                                           : std::optional<std::string>(stored)});
        return;
    }
    case EntryKind::SavedLocal:
        // 3.12+: the variable an inlined comprehension hid is restored.
        if (auto* n = std::get_if<Name>(&target->node); n && n->id == details.saved_name) return;
        throw LiftError(offset, "a saved variable restored under another name");
    case EntryKind::Value: break;
    default: throw LiftError(offset, "a stack entry that is not a value is stored");
    }

    if (generated_) {
        // No templates to rebuild: every store is its own statement, in order (lift_spill.cpp
        // has assigned copied and reordered values to temporaries).
        ExprPtr value = as_expression(entry, offset);
        if (details.inplace_op && !same_expression(details.inplace_left, target)) {
            value = make_name(fresh_temporary());
            out.push_back(stmt(Assign{{value}, details.inplace_left}));
            out.push_back(stmt(AugAssign{value, *details.inplace_op, details.inplace_right}));
        } else if (details.inplace_op) {
            out.push_back(stmt(AugAssign{target, *details.inplace_op, details.inplace_right}));
            return;
        }
        out.push_back(stmt(Assign{{target}, value}));
        return;
    }
    if (details.copy_group) {
        // `a = b = v` and `(a := v)`: a copy stays on the stack; it carries the target.
        for (auto it = stack.rbegin(); it != stack.rend(); ++it) {
            if (it->same_copy_group(entry) && it->kind == entry.kind) {
                EntryDetails& copy = it->mutable_details();
                copy.stored_targets = details.stored_targets;
                copy.stored_targets.push_back(target);
                copy.stored_value = details.stored_targets.empty() ? as_expression(entry, offset) : details.stored_value;
                if (entry.kind == EntryKind::Function) copy.stored_value = as_expression(entry, offset);
                return;
            }
        }
    }
    if (!details.stored_targets.empty()) {
        ExprList targets = details.stored_targets;
        targets.push_back(target);
        out.push_back(stmt(Assign{targets, details.stored_value}));
        return;
    }
    // A value evaluated after the group's first store is not one of the group's.
    if (!pending_.empty() && entry.serial > pending_mark_) end_store_group(out);
    auto waiting_value = [](const StackEntry& e) {
        return e.kind == EntryKind::Value && e.expr && !e.details().copy_group && e.details().stored_targets.empty();
    };
    // An augmented assignment is a statement of its own, whatever waits below it (the value
    // of a `return` running a finally body's copy): only plain values start a group.
    const bool augmented = details.inplace_op && same_expression(details.inplace_left, target);
    bool starts_group = pending_.empty() && !augmented && !stack.empty() && waiting_value(stack.back());
    if (starts_group) {
        std::size_t base = stack.size();
        while (base > 0 && waiting_value(stack[base - 1])) --base;
        pending_base_ = base;
        pending_mark_ = next_entry_serial();
    }
    if (starts_group || !pending_.empty()) {
        pending_.push_back({target, as_expression(entry, offset), entry.serial});
        if (stack.size() <= pending_base_) end_store_group(out);
        return;
    }
    if (augmented) {
        out.push_back(stmt(AugAssign{target, *details.inplace_op, details.inplace_right}));
        return;
    }
    out.push_back(stmt(Assign{{target}, as_expression(entry, offset)}));
}

void Lifter::flush_pending_stores(Body& out) {
    if (!dropped_items_.empty()) {  // (their store is the next instruction: never in another block)
        const std::uint32_t at = dropped_items_.front().offset;
        dropped_items_.clear();
        throw LiftError(at, "an unpacked item dropped");
    }
    end_store_group(out);
    if (generated_) close_open_unpacks(out);
}

void Lifter::end_store_group(Body& out) {
    if (pending_.empty()) return;
    std::vector<PendingStore> group = std::move(pending_);
    pending_.clear();
    if (group.size() == 1) {
        out.push_back(stmt(Assign{{group[0].target}, group[0].value}));
        return;
    }
    std::stable_sort(group.begin(), group.end(),
                     [](const PendingStore& a, const PendingStore& b) { return a.serial < b.serial; });
    ExprList targets, values;
    for (const PendingStore& p : group) {
        targets.push_back(p.target);
        values.push_back(p.value);
    }
    out.push_back(stmt(Assign{{expr(Tuple{targets})}, expr(Tuple{values})}));
}

void Lifter::fill_unpack_slot(const std::shared_ptr<PendingUnpack>& unpack, int index, const ExprPtr& target,
                              SymbolicStack& stack, Body& out, std::uint32_t offset) {
    unpack->targets[std::size_t(index)] = index == unpack->star_index ? expr(Starred{target}) : target;
    if (++unpack->filled == int(unpack->targets.size())) finish_unpack(unpack, stack, out, offset);
}

void Lifter::finish_unpack(const std::shared_ptr<PendingUnpack>& unpack, SymbolicStack& stack, Body& out,
                           std::uint32_t offset) {
    ExprPtr target = expr(Tuple{unpack->targets});
    assign(target, std::move(*unpack->source), stack, out, offset);
}

void Lifter::import_name(const NormalizedInstruction& in, SymbolicStack& stack) {
    ExprPtr fromlist = pop_expression(stack, in.offset);
    ExprPtr level = pop_expression(stack, in.offset);
    auto state = std::make_shared<ImportState>();
    state->module = in.name;
    auto* level_constant = std::get_if<Constant>(&level->node);
    if (!level_constant || level_constant->value->kind != ObjectKind::Int)
        throw LiftError(in.offset, "an import level that is not a constant");
    state->level = int(level_constant->value->integer.to_int64().value_or(0));
    if (auto* c = std::get_if<Constant>(&fromlist->node)) state->fromlist = c->value;
    state->is_lazy = (in.arg & 1) != 0;
    StackEntry e = StackEntry::marker(EntryKind::Module);
    e.mutable_details().import = state;
    stack.push_back(std::move(e));
}

void Lifter::import_from(const NormalizedInstruction& in, SymbolicStack& stack) {
    if (stack.empty() || stack.back().kind != EntryKind::Module)
        throw LiftError(in.offset, "IMPORT_FROM without its module");
    auto state = stack.back().details().import;
    if (!state->fromlist || state->fromlist->kind == ObjectKind::None) {
        // `import a.b.c as d`: walk down the package; the module entry below is dropped next.
        auto chained = std::make_shared<ImportState>(*state);
        chained->attribute_chain.push_back(in.name);
        StackEntry e = StackEntry::marker(EntryKind::Module);
        e.mutable_details().import = chained;
        stack.push_back(std::move(e));
        return;
    }
    StackEntry e = StackEntry::marker(EntryKind::ImportedName);
    e.mutable_details().import = state;
    e.expr = make_name(in.name);
    stack.push_back(std::move(e));
}

}  // namespace glassbox
