// The straight-line ops: values, operators, building, attributes and
// subscripts, yields. Stores and imports are in lift_store.cpp, calls and
// functions in lift_call.cpp.
#include "lift/lifter.h"

#include <algorithm>
#include <iterator>

#include "support/python_repr.h"

namespace glassbox {

using namespace ast;

ExprPtr make_name(const std::string& id) { return expr(Name{id}); }

ExprPtr make_constant(ObjectPtr value) { return expr(Constant{std::move(value)}); }

std::optional<bool> constant_truth(const Object& o) {
    switch (o.kind) {
    case ObjectKind::None:
    case ObjectKind::False: return false;
    case ObjectKind::True:
    case ObjectKind::Ellipsis: return true;
    case ObjectKind::Int: return !o.integer.is_zero();
    case ObjectKind::Str:
    case ObjectKind::Bytes: return !o.text.empty();
    case ObjectKind::Tuple: return !o.items.empty();
    case ObjectKind::Float: return o.real != 0.0;
    case ObjectKind::Complex: return o.real != 0.0 || o.imag != 0.0;
    default: return std::nullopt;
    }
}

std::optional<bool> constant_truth(const ExprPtr& e) {
    auto* c = e ? std::get_if<Constant>(&e->node) : nullptr;
    if (!c || !c->value) return std::nullopt;
    return constant_truth(*c->value);
}

ExprPtr assertion_error_builtin() {
    static const ExprPtr builtin = make_name("AssertionError");
    return builtin;
}

ExprPtr none_constant() {
    static const ObjectPtr none = std::make_shared<Object>();
    return make_constant(none);
}

bool is_none(const ExprPtr& e) {
    auto* c = e ? std::get_if<Constant>(&e->node) : nullptr;
    return c && c->value && c->value->kind == ObjectKind::None;
}

ExprPtr negate_condition(const ExprPtr& e, bool keep_not_of_compare) {
    if (auto* u = std::get_if<ast::UnaryOp>(&e->node); u && u->op == UnaryOperator::Not) return u->operand;
    // De Morgan where it takes a `not` away: `not (not a or b)` reads `a and not b` (a test
    // compiles alike either way: the compiler pushes `not` into and/or jumps).
    // (Only where each operand negates by its jumps: `not (not a or b is c)` is not
    // `a and b is not c`, whose test of b is another instruction.)
    if (auto* b = std::get_if<BoolOp>(&e->node)) {
        bool has_not = std::any_of(b->values.begin(), b->values.end(), [](const ExprPtr& v) {
            auto* u = std::get_if<ast::UnaryOp>(&v->node);
            return u && u->op == UnaryOperator::Not;
        });
        if (has_not && std::all_of(b->values.begin(), b->values.end(),
                                   [&](const ExprPtr& v) { return negates_by_jumps(v, keep_not_of_compare); })) {
            BoolOp flipped{b->op == BoolOperator::And ? BoolOperator::Or : BoolOperator::And, {}};
            for (const ExprPtr& v : b->values) {
                // (`not (not (a and b) or c)`: `a and b and not c`, one operator)
                ExprPtr negated = negate_condition(v, keep_not_of_compare);
                auto* inner = std::get_if<BoolOp>(&negated->node);
                if (inner && inner->op == flipped.op)
                    flipped.values.insert(flipped.values.end(), inner->values.begin(), inner->values.end());
                else
                    flipped.values.push_back(negated);
            }
            return expr(std::move(flipped));
        }
    }
    if (auto* c = std::get_if<Compare>(&e->node); c && c->ops.size() == 1 && !keep_not_of_compare) {
        CompareOperator flipped;
        switch (c->ops[0]) {
        case CompareOperator::Is: flipped = CompareOperator::IsNot; break;
        case CompareOperator::IsNot: flipped = CompareOperator::Is; break;
        case CompareOperator::In: flipped = CompareOperator::NotIn; break;
        case CompareOperator::NotIn: flipped = CompareOperator::In; break;
        default: return expr(ast::UnaryOp{UnaryOperator::Not, e});
        }
        return expr(Compare{c->left, {flipped}, c->comparators});
    }
    return expr(ast::UnaryOp{UnaryOperator::Not, e});
}

bool negates_by_jumps(const ExprPtr& e, bool keep_not_of_compare) {
    if (std::holds_alternative<Constant>(e->node)) return false;
    auto* c = std::get_if<Compare>(&e->node);
    if (!c || c->ops.size() != 1 || keep_not_of_compare) return true;
    switch (c->ops[0]) {
    case CompareOperator::Is:
    case CompareOperator::IsNot:
    case CompareOperator::In:
    case CompareOperator::NotIn: return false;
    default: return true;
    }
}

namespace {

// The names callers choose for external constants: ASCII identifiers.
bool is_identifier(const std::string& name) {
    if (name.empty() || (name[0] >= '0' && name[0] <= '9')) return false;
    for (char c : name)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')) return false;
    return true;
}

}  // namespace

bool same_expression(const ExprPtr& a, const ExprPtr& b) {
    if (a == b) return true;
    if (!a || !b || a->node.index() != b->node.index()) return false;
    if (auto* n = std::get_if<Name>(&a->node)) return n->id == std::get<Name>(b->node).id;
    if (auto* at = std::get_if<Attribute>(&a->node)) {
        auto& bt = std::get<Attribute>(b->node);
        return at->attr == bt.attr && same_expression(at->value, bt.value);
    }
    if (auto* s = std::get_if<Subscript>(&a->node)) {
        auto& bs = std::get<Subscript>(b->node);
        return same_expression(s->value, bs.value) && same_expression(s->slice, bs.slice);
    }
    if (auto* sl = std::get_if<Slice>(&a->node)) {  // (3.12+ BINARY_SLICE and STORE_SLICE build one each)
        auto& bl = std::get<Slice>(b->node);
        return same_expression(sl->lower, bl.lower) && same_expression(sl->upper, bl.upper) &&
               same_expression(sl->step, bl.step);
    }
    if (auto* n = std::get_if<NamedExpr>(&a->node)) {  // (`a[(i := j)] += 1`: one store, copied)
        auto& bn = std::get<NamedExpr>(b->node);
        return same_expression(n->target, bn.target) && same_expression(n->value, bn.value);
    }
    if (auto* c = std::get_if<Constant>(&a->node)) {
        const ObjectPtr& other = std::get<Constant>(b->node).value;
        return c->value == other || (c->value && other && same_constant(*c->value, *other));
    }
    return false;
}

ExprPtr cell_of(const std::string& variable) {
    // `(lambda: v).__closure__[0]` is v's cell: the lambda closes over the very cell the
    // enclosing function has, and reading it does not read v (which may be unbound).
    auto zero = std::make_shared<Object>();
    zero->kind = ObjectKind::Int;
    zero->integer = BigInt::from_int64(0);
    ExprPtr lambda = expr(Lambda{std::make_shared<Arguments>(), make_name(variable)});
    return expr(Subscript{expr(Attribute{lambda, "__closure__"}), make_constant(zero)});
}

bool is_append_marker(const StmtPtr& s, ExprList* values) {
    auto* e = s ? std::get_if<ExprStmt>(&s->node) : nullptr;
    auto* c = e && e->value ? std::get_if<Call>(&e->value->node) : nullptr;
    auto* n = c && c->func ? std::get_if<Name>(&c->func->node) : nullptr;
    if (!n || n->id != "__glassbox_append__") return false;
    if (values) *values = c->args;
    return true;
}

StackEntry Lifter::pop(SymbolicStack& stack, std::uint32_t offset) const {
    if (stack.empty()) throw LiftError(offset, "stack underflow");
    StackEntry e = std::move(stack.back());
    stack.pop_back();
    return e;
}

SymbolicStack Lifter::pop_entries(SymbolicStack& stack, std::size_t count, std::uint32_t offset,
                                  std::size_t spare) const {
    if (stack.size() < count) {
        stack.clear();
        throw LiftError(offset, "stack underflow");
    }
    const auto first = stack.end() - std::ptrdiff_t(count);
    SymbolicStack taken;
    taken.reserve(count + spare);
    taken.insert(taken.end(), std::make_move_iterator(first), std::make_move_iterator(stack.end()));
    stack.erase(first, stack.end());
    return taken;
}

ExprPtr Lifter::pop_expression(SymbolicStack& stack, std::uint32_t offset) const {
    if (stack.empty()) throw LiftError(offset, "stack underflow");
    // Read in place, then dropped (also when it is no value, as pop would have): no move.
    struct DropTop {
        SymbolicStack& entries;
        ~DropTop() { entries.pop_back(); }
    } drop_top{stack};
    return as_expression(stack.back(), offset);
}

ExprPtr Lifter::as_expression(const StackEntry& entry, std::uint32_t offset) const {
    ExprPtr value;
    const EntryDetails& details = entry.details();
    switch (entry.kind) {
    case EntryKind::Value: value = entry.expr; break;
    case EntryKind::Iterator: value = entry.expr; break;
    case EntryKind::Function:
        if (details.function->is_lambda && details.function->def.decorator_list.empty()) {
            value = expr(Lambda{details.function->def.args, details.function->lambda_body});
            break;
        }
        throw LiftError(offset, "a def used as a value");
    case EntryKind::Accumulator: throw LiftError(offset, "an unfinished comprehension used as a value");
    case EntryKind::UnpackSlot: {
        const std::shared_ptr<PendingUnpack>& unpack = details.unpack;
        if (unpack && !unpack->spilled.empty()) {  // generated mode (lift_spill.cpp)
            value = unpack->spilled.at(std::size_t(details.unpack_index));
            break;
        }
        // 3.11+ `*Ts` as an annotation or subscript: UNPACK_SEQUENCE 1 of the value, used as it is.
        if (unpack && unpack->targets.size() == 1 && unpack->filled == 0 && unpack->star_index < 0 && unpack->source &&
            unpack->source->kind == EntryKind::Value) {
            value = expr(Starred{unpack->source->expr});
            break;
        }
        throw LiftError(offset, "an unpacked item used as a value");
    }
    default: throw LiftError(offset, "a stack entry that is not a value used as one");
    }
    if (!value) throw LiftError(offset, "an empty stack entry used as a value");
    if (!details.stored_targets.empty()) {
        // `(a := v)`: the copy left on the stack after a store.
        ExprPtr result = details.stored_value;
        for (const ExprPtr& target : details.stored_targets) result = expr(NamedExpr{target, result});
        return result;
    }
    return value;
}

ExprPtr Lifter::constant(const NormalizedInstruction& in) const {
    if (!in.constant) throw LiftError(in.offset, "a constant load without its value");
    // A constant with no literal form (a tensor size, a function): the caller replaced it by
    // this marker and a name of its choosing, which it binds before running the source.
    const std::string& text = in.constant->text;
    if (in.constant->kind == ObjectKind::Str && text.compare(0, kExternalConstantMarker.size(),
                                                              kExternalConstantMarker) == 0) {
        std::string name = text.substr(kExternalConstantMarker.size());
        if (!is_identifier(name)) throw LiftError(in.offset, "an external constant whose name is not an identifier");
        return expr(ExternalConstant{name, -1, nullptr});
    }
    // A code object used as a value, not made a function (TorchDynamo passes one to
    // _create_nested_fn) has no literal either: an external constant the caller binds.
    if (in.constant->kind == ObjectKind::Code) {
        auto found = std::find(code_.consts.begin(), code_.consts.end(), in.constant);
        if (found == code_.consts.end() || !in.constant->code)
            throw LiftError(in.offset, "a code object constant that is not in co_consts");
        // (Named when printed: hashing the code, nested code included, on every load was a
        // twentieth of a module's decompilation, and the name is rarely printed.)
        return expr(ExternalConstant{"", int(found - code_.consts.begin()), in.constant->code});
    }
    ExprPtr value = make_constant(in.constant);
    if (auto folded = folded_.find(in.constant.get()); folded != folded_.end())
        value = expr(Constant{in.constant, folded->second});
    if (auto dead = dead_operands_.find(in.offset); dead != dead_operands_.end()) {
        BoolOp operation{dead->second.op, {value}};
        for (const std::string& name : dead->second.names) operation.values.push_back(make_name(name));
        value = expr(std::move(operation));
    }
    return after_dead_constants(in.offset, std::move(value));
}

ExprPtr Lifter::after_dead_constants(std::uint32_t offset, ExprPtr value) const {
    if (dead_constants_.empty()) return value;
    auto dead = dead_constants_.find(offset);
    if (dead == dead_constants_.end()) return value;
    for (auto c = dead->second.rbegin(); c != dead->second.rend(); ++c)
        if (!c->statement) value = expr(BoolOp{c->op, {make_constant(c->constant), value}});
    return value;
}

void Lifter::put_back_dead_tests(std::uint32_t offset, const SymbolicStack& stack, Body& out) {
    auto dead = dead_constants_.find(offset);
    if (dead == dead_constants_.end()) return;
    for (const DeadConstant& c : dead->second) {
        if (!c.statement) continue;
        if (!pending_.empty()) {  // (the assignment before it, first)
            if (group_values_wait(stack)) return;
            end_store_group(out);
        }
        out.push_back(stmt(If{make_constant(c.constant), {stmt(Pass{})}, {}}));
    }
}

void Lifter::step(const NormalizedInstruction& in, SymbolicStack& stack, Body& out) {
    if (!dead_constants_.empty()) put_back_dead_tests(in.offset, stack, out);
    if (generated_) generated_step(in, stack, out);
    else step_op(in, stack, out);
}

bool Lifter::computes_target(Op op) {
    switch (op) {
    case Op::LoadAttr: case Op::PushNull: case Op::Subscript: case Op::Slice:
    case Op::BuildSlice: case Op::BinaryOp: case Op::UnaryOp: case Op::CompareOp: case Op::IsOp:
    case Op::ContainsOp: case Op::BuildTuple: case Op::BuildList: case Op::BuildSet: case Op::BuildMap:
    case Op::BuildConstKeyMap: case Op::BuildString: case Op::FormatValue: case Op::Call:
    case Op::LoadBuiltin: case Op::LoadClosure: case Op::LoadSuperAttr:
        return true;  // (none of them writes a statement: the group's order stays as it was)
    default: return false;
    }
}

bool Lifter::group_values_wait(const SymbolicStack& stack) const {
    for (std::size_t i = pending_base_; i < stack.size(); ++i)
        if ((stack[i].kind == EntryKind::Value && stack[i].serial < pending_mark_) ||
            stack[i].kind == EntryKind::UnpackSlot)  // (a nested target's unpack: unpacks_group_value)
            return true;
    return false;
}

// `x, (y, *z) = 1, v`: a nested target unpacks one of the group's values (or a slot of such
// an unpack, pushed since the group began): its tuple target joins the group once filled.
bool Lifter::unpacks_group_value(Op op, const SymbolicStack& stack) const {
    if ((op != Op::UnpackSequence && op != Op::UnpackEx) || stack.size() <= pending_base_) return false;
    const StackEntry& top = stack.back();
    return top.kind == EntryKind::UnpackSlot || (top.kind == EntryKind::Value && top.serial < pending_mark_);
}

void Lifter::step_op(const NormalizedInstruction& in, SymbolicStack& stack, Body& out) {
    const std::uint32_t at = in.offset;
    // (only the store, or the drop of the next item, follows a dropped item)
    if (!dropped_items_.empty() && in.op != Op::StoreFast &&
        !(in.op == Op::PopTop && !stack.empty() && stack.back().kind == EntryKind::UnpackSlot))
        throw LiftError(at, "an unpacked item dropped");
    auto push = [&](ExprPtr e) { push_value(stack, std::move(e)); };
    auto push_null = [&] { push_marker(stack, EntryKind::Null); };
    // A callable pushed with its Null slot (3.11+ LOAD_GLOBAL/LOAD_ATTR low bit).
    auto push_with_null = [&](ExprPtr e) {
        if (profile_.null_above_callable) {
            push(std::move(e));
            push_null();
        } else {
            push_null();
            push(std::move(e));
        }
    };
    auto line = [&] { return in.line.value_or(0); };

    // The stores of a parallel assignment, and the loads of their targets' objects, keep
    // its group open; anything else ends it, but for the computation of a target (`a[n - i]`,
    // `f().x`) while values of the group still wait on the stack: ending the group there
    // would store a value before the others were read (`a[i], a[n - i] = a[n - i], a[i]`).
    if (!pending_.empty() && in.op != Op::StoreName && in.op != Op::StoreFast && in.op != Op::StoreGlobal &&
        in.op != Op::StoreDeref && in.op != Op::StoreAttr && in.op != Op::StoreSubscript && in.op != Op::StoreSlice &&
        in.op != Op::LoadFast &&
        in.op != Op::LoadName && in.op != Op::LoadGlobal && in.op != Op::LoadDeref && in.op != Op::LoadConst &&
        !(in.op == Op::LoadAttr && in.arg == 0) && !(computes_target(in.op) && group_values_wait(stack)) &&
        !unpacks_group_value(in.op, stack))
        end_store_group(out);
    switch (in.op) {
    case Op::Nop: return;
    case Op::LoadConst: {
        auto value = constant(in);
        StackEntry e = StackEntry::value(value);
        stack.push_back(std::move(e));
        return;
    }
    case Op::LoadBuiltin:
        // LOAD_ASSERTION_ERROR: the one an `assert` raises, told apart by identity.
        push(in.name == "AssertionError" ? assertion_error_builtin() : make_name(in.name));
        return;
    case Op::PushNull: push_null(); return;
    case Op::LoadName:
    case Op::LoadFast:
    case Op::LoadDeref:
    case Op::LoadClassDeref:
    case Op::LoadClosure:
        if (auto hidden = hidden_locals_.find(in.name); hidden != hidden_locals_.end()) {
            stack.push_back(hidden->second);  // .defaults, .type_params, ... (lift_generic.cpp)
            return;
        }
        // The cell itself: MakeFunction drops a closure tuple of them (the def's free
        // variables say it all); TorchDynamo passes cells as values to the functions it makes.
        push(in.op == Op::LoadClosure ? cell_of(in.name) : after_dead_constants(at, make_name(in.name)));
        return;
    case Op::CallIntrinsic: call_intrinsic(in, stack); return;
    case Op::LoadGlobal:
        if (in.arg == 1) push_with_null(make_name(in.name));
        else push(after_dead_constants(at, make_name(in.name)));
        return;
    case Op::LoadFastAndClear: {
        StackEntry e = StackEntry::marker(EntryKind::SavedLocal);
        e.mutable_details().saved_name = in.name;
        stack.push_back(std::move(e));
        return;
    }
    case Op::LoadFromDictOrDeref:
    case Op::LoadFromDictOrGlobals:
        pop(stack, at);
        // (a generic class nested in a class body reads its .type_params through __classdict__)
        if (auto hidden = hidden_locals_.find(in.name); hidden != hidden_locals_.end()) {
            stack.push_back(hidden->second);
            return;
        }
        push(make_name(in.name));
        return;
    case Op::LoadLocals: push(make_name("__glassbox_locals__")); return;  // class bookkeeping, tidied away
    case Op::StoreName:
    case Op::StoreGlobal:
    case Op::StoreFast:
    case Op::StoreDeref: store(make_name(in.name), stack, out, at); return;
    case Op::DeleteName:
    case Op::DeleteGlobal:
    case Op::DeleteFast:
    case Op::DeleteDeref: out.push_back(stmt(Delete{{make_name(in.name)}}, line())); return;
    case Op::LoadAttr: {
        ExprPtr object = pop_expression(stack, at);
        ExprPtr attribute = expr(Attribute{object, in.name});
        if (in.arg == 1) push_with_null(attribute);
        else push(attribute);
        return;
    }
    case Op::LoadSuperAttr: {
        // super, __class__, self -> super().name (two-argument form when arg bit 1 says so)
        ExprPtr self = pop_expression(stack, at);
        ExprPtr klass = pop_expression(stack, at);
        ExprPtr super_fn = pop_expression(stack, at);
        Call super_call{super_fn, {}, {}};
        if (in.arg & 2) super_call.args = {klass, self};
        ExprPtr attribute = expr(Attribute{expr(std::move(super_call)), in.name});
        if (in.arg & 1) push_with_null(attribute);
        else push(attribute);
        return;
    }
    case Op::StoreAttr: {
        ExprPtr object = pop_expression(stack, at);
        store(expr(Attribute{object, in.name}), stack, out, at);
        return;
    }
    case Op::DeleteAttr: {
        ExprPtr object = pop_expression(stack, at);
        out.push_back(stmt(Delete{{expr(Attribute{object, in.name})}}, line()));
        return;
    }
    case Op::Subscript: {
        ExprPtr index = pop_expression(stack, at);
        ExprPtr object = pop_expression(stack, at);
        push(expr(ast::Subscript{object, index}));
        return;
    }
    case Op::StoreSubscript: {
        ExprPtr index = pop_expression(stack, at);
        ExprPtr object = pop_expression(stack, at);
        store(expr(ast::Subscript{object, index}), stack, out, at);
        return;
    }
    case Op::DeleteSubscript: {
        ExprPtr index = pop_expression(stack, at);
        ExprPtr object = pop_expression(stack, at);
        out.push_back(stmt(Delete{{expr(ast::Subscript{object, index})}}, line()));
        return;
    }
    case Op::Slice: {
        ExprPtr upper = pop_expression(stack, at);
        ExprPtr lower = pop_expression(stack, at);
        ExprPtr object = pop_expression(stack, at);
        push(expr(ast::Subscript{object, expr(ast::Slice{is_none(lower) ? nullptr : lower,
                                                         is_none(upper) ? nullptr : upper, nullptr})}));
        return;
    }
    case Op::StoreSlice: {
        ExprPtr upper = pop_expression(stack, at);
        ExprPtr lower = pop_expression(stack, at);
        ExprPtr object = pop_expression(stack, at);
        store(expr(ast::Subscript{object, expr(ast::Slice{is_none(lower) ? nullptr : lower,
                                                          is_none(upper) ? nullptr : upper, nullptr})}),
              stack, out, at);
        return;
    }
    case Op::BuildSlice: {
        ExprPtr step = in.arg == 3 ? pop_expression(stack, at) : nullptr;
        ExprPtr upper = pop_expression(stack, at);
        ExprPtr lower = pop_expression(stack, at);
        // (a step of None was written: `x[a:b:None]` builds a slice of three, `x[a:b]` of two)
        push(expr(ast::Slice{is_none(lower) ? nullptr : lower, is_none(upper) ? nullptr : upper, step}));
        return;
    }
    case Op::BinaryOp: {
        ExprPtr right = pop_expression(stack, at);
        ExprPtr left = pop_expression(stack, at);
        push(expr(BinOp{left, BinaryOperator(in.arg), right}));
        return;
    }
    case Op::InplaceOp: {
        ExprPtr right = pop_expression(stack, at);
        ExprPtr left = pop_expression(stack, at);
        StackEntry e = StackEntry::value(expr(BinOp{left, BinaryOperator(in.arg), right}));
        e.mutable_details().inplace_op = BinaryOperator(in.arg);
        e.mutable_details().inplace_left = left;
        e.mutable_details().inplace_right = right;
        stack.push_back(std::move(e));
        return;
    }
    case Op::UnaryOp: {
        ExprPtr operand = pop_expression(stack, at);
        // The AST optimizer folds `not 'a'` to False: a `not` the compiler left on a str
        // constant had an f-string without fields (`not f'a'`), which compiles to the str.
        // (`+'a'`, `-'a'`, `~'a'` fail to fold and stay as written: an f-string there is wrong,
        // `f''` even compiles to BUILD_STRING 0.)
        auto* c = std::get_if<Constant>(&operand->node);
        if (c && c->value && c->value->kind == ObjectKind::Str && UnaryOperator(in.arg) == UnaryOperator::Not)
            operand = expr(JoinedStr{{operand}});
        push(expr(ast::UnaryOp{UnaryOperator(in.arg), operand}));
        return;
    }
    case Op::CompareOp:
    case Op::IsOp:
    case Op::ContainsOp: {
        ExprPtr right = pop_expression(stack, at);
        ExprPtr left = pop_expression(stack, at);
        CompareOperator op = CompareOperator(in.arg);
        if (in.op == Op::IsOp) op = in.arg ? CompareOperator::IsNot : CompareOperator::Is;
        if (in.op == Op::ContainsOp) op = in.arg ? CompareOperator::NotIn : CompareOperator::In;
        push(expr(Compare{left, {op}, {right}}));
        return;
    }
    case Op::BuildTuple:
    case Op::BuildList:
    case Op::BuildSet:
    case Op::BuildMap:
    case Op::BuildConstKeyMap:
    case Op::BuildString:
    case Op::BuildUnpack:
    case Op::ListToTuple: build_collection(in, stack); return;
    case Op::ListAppend:
    case Op::SetAdd:
    case Op::MapAdd:
    case Op::ListExtend:
    case Op::SetUpdate:
    case Op::DictUpdate:
    case Op::DictMerge: extend_collection(in, stack, out); return;
    case Op::FormatValue:
    case Op::ConvertValue: format_value(in, stack); return;
    case Op::BuildInterpolation:
    case Op::BuildTemplate: template_string(in, stack); return;
    case Op::Call:
        if (!in.keyword_names_on_stack && with_exit_call(in, stack)) return;
        call(in, stack);
        return;
    case Op::CallEx: call_ex(in, stack); return;
    case Op::MakeFunction: make_function(in, stack); return;
    case Op::SetFunctionAttribute: set_function_attribute(in, stack); return;
    case Op::LoadBuildClass: {
        StackEntry e = StackEntry::marker(EntryKind::Opaque);
        e.mutable_details().saved_name = "__build_class__";
        stack.push_back(std::move(e));
        return;
    }
    case Op::ImportName: import_name(in, stack); return;
    case Op::ImportFrom: import_from(in, stack); return;
    case Op::ImportStar: {
        StackEntry module = pop(stack, at);
        if (module.kind != EntryKind::Module) throw LiftError(at, "import * of something not imported");
        const ImportState& import = *module.details().import;
        out.push_back(stmt(ImportFrom{import.module, {Alias{"*", std::nullopt}}, import.level, import.is_lazy}, line()));
        return;
    }
    case Op::SetupAnnotations: return;  // follows from the annotations the body stores
    case Op::PopTop: pop_top(stack, out, at, line()); return;
    case Op::Copy: {
        if (in.arg < 1 || std::size_t(in.arg) > stack.size()) throw LiftError(at, "copy below the stack");
        StackEntry& original = stack[stack.size() - std::size_t(in.arg)];
        // A lambda copied is one value in two places (`a < (lambda: b) < c` compares it twice).
        if (original.kind == EntryKind::Function && original.details().function->is_lambda &&
            original.details().function->def.decorator_list.empty())
            original = StackEntry::value(as_expression(original, at));
        if (!original.details().copy_group) original.mutable_details().copy_group = std::make_shared<int>(0);
        StackEntry copy = original;
        stack.push_back(std::move(copy));
        return;
    }
    case Op::Swap: {
        if (in.arg < 1 || std::size_t(in.arg) > stack.size()) throw LiftError(at, "swap below the stack");
        std::swap(stack.back(), stack[stack.size() - std::size_t(in.arg)]);
        return;
    }
    case Op::UnpackSequence:
    case Op::UnpackEx: {
        StackEntry source = pop(stack, at);
        auto unpack = std::make_shared<PendingUnpack>();
        int count = in.arg;
        if (in.op == Op::UnpackEx) {
            int before = in.arg & 0xFF, after = (in.arg >> 8) & 0xFF;
            count = before + 1 + after;
            unpack->star_index = before;
        }
        unpack->targets.resize(std::size_t(count));
        unpack->source = std::make_shared<StackEntry>(std::move(source));
        for (int i = count - 1; i >= 0; --i) {
            StackEntry slot = StackEntry::marker(EntryKind::UnpackSlot);
            slot.mutable_details().unpack = unpack;
            slot.mutable_details().unpack_index = i;
            stack.push_back(std::move(slot));
        }
        if (count == 0) finish_unpack(unpack, stack, out, at);  // `() = x` (or `[] = x`): nothing to fill
        return;
    }
    case Op::Return: {
        // `return None` compiles as `return` does, and only `return` is allowed in an async generator.
        ExprPtr value = pop_expression(stack, at);
        out.push_back(stmt(ast::Return{is_none(value) ? nullptr : value}, line()));
        return;
    }
    case Op::Raise: {
        ExprPtr cause = in.arg >= 2 ? pop_expression(stack, at) : nullptr;
        ExprPtr exc = in.arg >= 1 ? pop_expression(stack, at) : nullptr;
        out.push_back(stmt(ast::Raise{exc, cause}, line()));
        return;
    }
    case Op::GetIter: {
        StackEntry e = StackEntry::marker(EntryKind::Iterator);
        e.expr = pop_expression(stack, at);
        stack.push_back(std::move(e));
        push_iterator_index(stack, in.slots);
        return;
    }
    case Op::GetAIter: {  // `async for`'s iterator (structure's async_for.cpp reads the loop)
        StackEntry e = StackEntry::marker(EntryKind::Iterator);
        e.expr = pop_expression(stack, at);
        stack.push_back(std::move(e));
        return;
    }
    case Op::AsyncGenWrap: return;  // an async generator's `yield` wraps its value: the value stays
    case Op::YieldValue: {
        if (!stack.empty() && stack.back().kind == EntryKind::LoopItem) {
            // 3.15 (PEP 798) `(*x for ...)` yields each item of x without storing it.
            stack.pop_back();
            push(expr(ast::Yield{make_name(kLoopItemName)}));
            return;
        }
        ExprPtr value = pop_expression(stack, at);
        push(expr(ast::Yield{is_none(value) ? nullptr : value}));
        return;
    }
    case Op::GetYieldFromIter: {
        StackEntry e = StackEntry::marker(EntryKind::Iterator);
        e.expr = pop_expression(stack, at);
        e.mutable_details().saved_name = "yield from";
        stack.push_back(std::move(e));
        push_iterator_index(stack, in.slots);
        return;
    }
    case Op::GetAwaitable: {
        StackEntry e = StackEntry::marker(EntryKind::Iterator);
        e.expr = pop_expression(stack, at);
        e.mutable_details().saved_name = "await";
        stack.push_back(std::move(e));
        return;
    }
    case Op::YieldFrom: {
        pop(stack, at);  // the value sent first (None)
        for (int extra = 1; extra < in.slots; ++extra) pop(stack, at);  // 3.15: the receiver's second slot
        StackEntry receiver = pop(stack, at);
        if (receiver.kind != EntryKind::Iterator) throw LiftError(at, "yield from without its iterator");
        const ExprNode& awaited = receiver.expr->node;
        if (receiver.details().saved_name == "await" && (std::holds_alternative<ListComp>(awaited) ||
                                               std::holds_alternative<SetComp>(awaited) ||
                                               std::holds_alternative<DictComp>(awaited)))
            push(receiver.expr);  // ≤3.11: an async comprehension's function is a coroutine the display awaits
        else if (receiver.details().saved_name == "await") push(expr(Await{receiver.expr}));
        else push(expr(ast::YieldFrom{receiver.expr}));
        return;
    }
    case Op::StopIterationError: return;
    case Op::BeforeWith:
    case Op::BeforeAsyncWith:
    case Op::SetupWith:
    case Op::SetupAsyncWith: before_with(in, stack); return;
    case Op::PopExcept: pop_except(in, stack, out); return;
    case Op::SetupFinally:
    case Op::PopBlock:
    case Op::BeginFinally:
    case Op::CallFinally:
    case Op::PopFinally:
    case Op::EndFinally:
    case Op::WithCleanupStart:
    case Op::WithCleanupFinish: block_stack_op(in, stack, out); return;  // ≤3.10 (lift_exceptions.cpp)
    case Op::Reraise: return;  // ends its block: the structure stage checks what it re-raises
    case Op::PrintExpr: out.push_back(stmt(ExprStmt{pop_expression(stack, at)}, line())); return;
    default: throw LiftError(at, std::string("lift does not handle ") + op_name(in.op) + " yet");
    }
}

// 3.15: an iterator takes two stack entries (the iterator and its index).
void Lifter::push_iterator_index(SymbolicStack& stack, int slots) const {
    for (int extra = 1; extra < slots; ++extra) {
        StackEntry index = StackEntry::marker(EntryKind::Opaque);
        index.mutable_details().saved_name = "iterator index";
        stack.push_back(std::move(index));
    }
}

void Lifter::pop_top(SymbolicStack& stack, Body& out, std::uint32_t at, int line) {
    StackEntry e = pop(stack, at);
    switch (e.kind) {
    case EntryKind::Module:
        if (const ImportState& import = *e.details().import; !import.names.empty())
            out.push_back(stmt(ImportFrom{import.module, import.names, import.level, import.is_lazy}));
        return;
    case EntryKind::Iterator:
    case EntryKind::Null:
    case EntryKind::SavedLocal:
    case EntryKind::Opaque: return;
    case EntryKind::UnpackSlot:
        if (const EntryDetails& slot = e.details(); !generated_ && slot.unpack && slot.unpack->spilled.empty()) {
            dropped_items_.push_back(DroppedItem{slot.unpack, slot.unpack_index, at});  // (its target: assign())
            return;
        }
        break;
    case EntryKind::Value:
        if (generated_ && e.details().stored_targets.empty() && is_spilled_or_literal(e.expr)) return;  // reads nothing
        if (e.details().copy_group && e.details().stored_targets.empty()) {
            // One copy of a value dropped while the other is still on the stack: nothing happens.
            for (const StackEntry& other : stack)
                if (other.same_copy_group(e)) return;
        }
        break;
    default: break;
    }
    out.push_back(stmt(ExprStmt{as_expression(e, at)}, line));
}

}  // namespace glassbox
