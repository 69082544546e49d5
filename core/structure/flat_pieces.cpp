// Flat mode: one piece of a block lifted (flat_emitter.h). Its stack starts as the slot
// variables of its entry and ends assigned to them; the exception ops (PUSH_EXC_INFO,
// CHECK_EXC_MATCH, POP_EXCEPT, RERAISE), BEFORE_WITH, FOR_ITER, the jumps and 3.12+ inlined
// comprehensions' saved variables get their flat form here.
#include <algorithm>

#include "structure/flat_emitter.h"

namespace glassbox::flat_detail {

// ---- the stack --------------------------------------------------------------------------
SymbolicStack FlatEmitter::stack_of(const Entry& entry) const {
    SymbolicStack stack;
    for (std::size_t i = 0; i < entry.slots.size(); ++i) {
        const Slot& slot = entry.slots[i];
        auto opaque = [&](const std::string& name) {
            StackEntry e = StackEntry::marker(EntryKind::Opaque);
            e.mutable_details().saved_name = name;
            e.mutable_details().unpack_index = slot.level;
            return e;
        };
        switch (slot.kind) {
        case SlotKind::Value: push_value(stack, make_name(slot_name(i))); break;
        case SlotKind::Null: push_marker(stack, EntryKind::Null); break;
        case SlotKind::ExcState: stack.push_back(opaque(kExcStateMarker)); break;
        case SlotKind::Lasti: stack.push_back(opaque(kLastiMarker)); break;
        case SlotKind::IterIndex: stack.push_back(opaque(kIteratorIndex)); break;
        case SlotKind::WithExit: {
            StackEntry e = opaque(with_exit_marker(slot.with));
            e.mutable_details().unpack_index = slot.with;
            stack.push_back(std::move(e));
            break;
        }
        case SlotKind::Exception: push_value(stack, make_name(exception_name(slot.level))); break;
        case SlotKind::Saved: {
            StackEntry e = StackEntry::marker(EntryKind::SavedLocal);
            e.mutable_details().saved_name = slot.variable;
            e.expr = make_name(slot.saved);
            stack.push_back(std::move(e));
            break;
        }
        }
    }
    return stack;
}

std::string FlatEmitter::with_exit_marker(int number) {
    return std::string(Lifter::kWithExitPrefix) + "flat" + std::to_string(number) + "__";
}

bool FlatEmitter::is_name(const ExprPtr& e, const std::string& id) {
    auto* n = e ? std::get_if<Name>(&e->node) : nullptr;
    return n && n->id == id;
}

// The stack as slots: values not yet in their slot variable are assigned there (one
// tuple assignment, which evaluates them in stack order before storing any).
std::vector<Slot> FlatEmitter::store_slots(SymbolicStack& stack, int level, Body& out, std::uint32_t at) {
    lifter_.flush_pending_stores(out);
    std::vector<Slot> slots;
    ExprList targets, values;
    for (std::size_t i = 0; i < stack.size(); ++i) {
        StackEntry& e = stack[i];
        Slot slot;
        switch (e.kind) {
        case EntryKind::Null: slot.kind = SlotKind::Null; break;
        case EntryKind::Opaque: {
            const EntryDetails& marker = e.details();
            if (marker.saved_name == kExcStateMarker) slot = make_slot(SlotKind::ExcState, marker.unpack_index);
            else if (marker.saved_name == kLastiMarker) slot.kind = SlotKind::Lasti;
            else if (marker.saved_name == kIteratorIndex) slot.kind = SlotKind::IterIndex;
            else if (marker.saved_name.rfind(std::string(Lifter::kWithExitPrefix) + "flat", 0) == 0)
                slot = make_slot(SlotKind::WithExit, 0, marker.unpack_index);
            else refuse(at, "a stack entry lift keeps to itself crosses blocks");
            break;
        }
        case EntryKind::SavedLocal:
            if (!e.expr) refuse(at, "a saved variable crosses blocks");
            slot = make_slot(SlotKind::Saved);
            slot.variable = e.details().saved_name;
            slot.saved = std::get<Name>(e.expr->node).id;
            break;
        case EntryKind::Iterator: {
            if (!e.details().saved_name.empty()) refuse(at, "an awaitable or yield-from iterator crosses blocks");
            targets.push_back(make_name(slot_name(i)));
            values.push_back(expr(Call{make_name("iter"), {e.expr}, {}}));
            break;
        }
        default: {
            ExprPtr value = lifter_.as_expression(e, at);
            // A slice is no value Python can name (only a subscript holds `a:b`).
            if (std::holds_alternative<Slice>(value->node)) refuse(at, "a slice crosses blocks");
            const bool plain = e.details().stored_targets.empty();
            if (plain && is_name(value, slot_name(i))) break;
            bool caught = false;
            for (int k = 1; k <= level; ++k)
                if (plain && is_name(value, exception_name(k))) {
                    slot = make_slot(SlotKind::Exception, k);
                    caught = true;
                }
            if (caught) break;
            // (a formatted part of an f-string is a str of its own: f'{x!r}')
            if (std::holds_alternative<FormattedValue>(value->node)) value = expr(JoinedStr{{value}});
            targets.push_back(make_name(slot_name(i)));
            values.push_back(value);
            break;
        }
        }
        if ((slot.kind == SlotKind::Exception || slot.kind == SlotKind::ExcState) && slot.level > level)
            refuse(at, "an exception outlives its except clause");
        slots.push_back(slot);
    }
    if (targets.size() == 1) out.push_back(stmt(Assign{{targets[0]}, values[0]}));
    else if (!targets.empty()) out.push_back(stmt(Assign{{expr(Tuple{targets})}, expr(Tuple{values})}));
    // From here on each value is its slot.
    for (std::size_t i = 0; i < stack.size(); ++i)
        if (slots[i].kind == SlotKind::Value) stack[i] = StackEntry::value(make_name(slot_name(i)));
    return slots;
}

std::string FlatEmitter::fresh_temporary() {
    for (;;) {
        std::string name = "_flat_t" + std::to_string(++temporaries_);
        const CodeObject& code = lifter_.code();
        auto taken = [&](const std::vector<std::string>& names) {
            return std::find(names.begin(), names.end(), name) != names.end();
        };
        if (!taken(code.names) && !taken(code.localsplus_names) && !taken(code.varnames)) return name;
    }
}

// ---- one piece --------------------------------------------------------------------------
// What leaving a piece for `target` is: stay in the loop, or break out to the parent's.
Body FlatEmitter::go_to(int target, Region* from) {
    Body out;
    out.push_back(set_state(target));
    if (pieces_[std::size_t(target)].region == from) {
        out.push_back(stmt(Continue{true}));
        return out;
    }
    from->exits.insert(target);
    out.push_back(stmt(Break{}));
    return out;
}

// The piece for a normal successor of a piece of `region`: in the same region, or the
// region around it where the successor is past a with statement's body.
int FlatEmitter::successor(int b, std::size_t begin, const Entry& entry, Region* region) {
    Region* target = region;
    while (target->kind == Region::Kind::With && !lone_jump(b)) {
        bool inside = false;
        std::optional<int> h = block(b).handler;
        for (int steps = 0; h && steps < 64 && !inside; ++steps) {
            inside = *h == target->with_handler;
            h = block(*h).handler;
        }
        if (inside) break;
        target = target->parent;
    }
    return find_or_add(b, begin, entry, target);
}

int FlatEmitter::fallthrough_block(int b) const {
    for (const Edge& e : block(b).successors)
        if (e.kind == EdgeKind::FallThrough) return e.block;
    return -1;
}

void FlatEmitter::lift_piece(int p) {
    const Piece piece = pieces_[std::size_t(p)];
    Region* region = piece.region;
    const int level = piece.entry.level;
    const bool in_flight = exception_level(piece.entry.slots, piece.entry.slots.size()) < level;
    // (PUSH_EXC_INFO, which cannot raise, is a piece of its own: it changes the stack
    // below the depth of the handler that protects the code after it)
    if (instructions_[piece.begin].op != Op::PushExcInfo) route_exceptions(p);
    const BasicBlock& bb = block(piece.block);
    const HandlerEdge handler = handler_of(piece.block);
    SymbolicStack stack = stack_of(piece.entry);
    Body out;
    bool leaving = false;  // after an in-flight POP_EXCEPT: only its RERAISE may follow
    auto check_depth = [&](std::uint32_t at) {
        if (handler.block >= 0 && stack.size() < handler.depth) refuse(at, "a protected block pops below its handler's depth");
    };
    auto finish = [&](Body code) {
        close_with_exit(p, code);
        code.erase(std::remove_if(code.begin(), code.end(), [](const StmtPtr& s) { return reads_only_machine(s); }),
                   code.end());
        pieces_[std::size_t(p)].code = std::move(code);
    };
    for (std::size_t i = piece.begin; i < bb.end; ++i) {
        const NormalizedInstruction& in = instructions_[i];
        const std::uint32_t at = in.offset;
        if (i + 1 == bb.end && ends_block(in.op)) {
            end_with_jump(p, in, stack, out, region);
            finish(std::move(out));
            return;
        }
        if (leaving && in.op != Op::PopTop && in.op != Op::Swap && in.op != Op::Copy && in.op != Op::Reraise)
            refuse(at, "code after leaving an except clause with its exception in flight");
        switch (in.op) {
        case Op::PushExcInfo: {
            if (!in_flight || stack.empty() || !is_name(stack.back().expr, exception_name(level)))
                refuse(at, "PUSH_EXC_INFO without the exception its level caught");
            StackEntry exception = stack.back();
            stack.pop_back();
            StackEntry saved = StackEntry::marker(EntryKind::Opaque);
            saved.mutable_details().saved_name = kExcStateMarker;
            saved.mutable_details().unpack_index = level;
            stack.push_back(std::move(saved));
            stack.push_back(std::move(exception));
            Entry next{level, store_slots(stack, level, out, at)};
            const int target = i + 1 < bb.end ? find_or_add(piece.block, i + 1, next, region)
                                              : successor_after_end(piece.block, next, region, at);
            Body tail = go_to(target, region);
            out.insert(out.end(), tail.begin(), tail.end());
            finish(std::move(out));
            return;
        }
        case Op::CheckExcMatch: {
            if (in_flight || stack.size() < 2 || !is_name(stack[stack.size() - 2].expr, exception_name(level)))
                refuse(at, "CHECK_EXC_MATCH of an exception that is not its level's");
            lifter_.flush_pending_stores(out);
            lifter_.spill_all(stack, out);
            ExprPtr type = lifter_.pop_expression(stack, at);
            const std::string matched = fresh_temporary();
            // `except T` itself matches: a bare raise of the exception being handled keeps
            // its traceback and context, and the clause tests T as the original did.
            Try test;
            test.body.push_back(stmt(Raise{nullptr, nullptr}, in.line.value_or(0)));
            test.handlers.push_back(ExceptHandler{type, std::nullopt, {stmt(Assign{{make_name(matched)}, bool_constant(true)})}});
            test.handlers.push_back(ExceptHandler{make_name("BaseException"), std::nullopt,
                                                  {stmt(Assign{{make_name(matched)}, bool_constant(false)})}});
            out.push_back(stmt(std::move(test), in.line.value_or(0)));
            push_value(stack, make_name(matched));
            break;
        }
        case Op::PopExcept: {
            if (stack.empty() || !stack.back().is_marker(kExcStateMarker))
                refuse(at, "POP_EXCEPT without the exception state it restores");
            const int opened = stack.back().details().unpack_index;
            stack.pop_back();
            if (in_flight && opened == level - 1) {
                leaving = true;  // (the cleanup of an except clause: its RERAISE leaves both levels)
                break;
            }
            if (in_flight || opened != level || region->kind != Region::Kind::Handler)
                refuse(at, "POP_EXCEPT that does not end the except clause it is in");
            Entry next{level - 1, store_slots(stack, level - 1, out, at)};
            const std::size_t after = i + 1;
            int target = after < bb.end ? successor(piece.block, after, next, region->parent)
                                        : successor_after_end(piece.block, next, region->parent, at);
            Body tail = go_to(target, region);
            out.insert(out.end(), tail.begin(), tail.end());
            finish(std::move(out));
            return;
        }
        case Op::Reraise: {
            if (stack.empty() || !is_name(stack.back().expr, exception_name(level)))
                refuse(at, "RERAISE of an exception that is not its level's");
            lifter_.flush_pending_stores(out);
            lifter_.spill_all(stack, out);
            out.push_back(stmt(Raise{nullptr, nullptr}, in.line.value_or(0)));
            finish(std::move(out));
            return;
        }
        case Op::Raise:
            if (in_flight) refuse(at, "a raise in a handler before it takes the exception");
            lifter_.step(in, stack, out);
            restore_assert(out);
            finish(std::move(out));
            return;
        case Op::Return:
            lifter_.step(in, stack, out);
            finish(std::move(out));
            return;
        case Op::LoadFastAndClear: save_local(in, stack, out); break;
        case Op::StoreFast:
            if (!stack.empty() && stack.back().kind == EntryKind::SavedLocal && stack.back().expr) {
                restore_local(in, stack, out);
                break;
            }
            lifter_.step(in, stack, out);
            break;
        case Op::BeforeWith:
            enter_with(p, i, in, stack, out, region);
            finish(std::move(out));
            return;
        case Op::WithExceptStart: case Op::BeforeAsyncWith: case Op::CheckEgMatch: case Op::PrepReraiseStar:
        case Op::CleanupThrow: case Op::Send: case Op::EndSend: case Op::GetANext: case Op::EndAsyncFor:
        case Op::GetAIter: case Op::SetupFinally: case Op::SetupWith: case Op::SetupAsyncWith: case Op::PopBlock:
        case Op::BeginFinally: case Op::CallFinally: case Op::PopFinally: case Op::EndFinally:
        case Op::WithCleanupStart: case Op::WithCleanupFinish: case Op::JumpIfNotExcMatch:
        case Op::ExceptionMatch: case Op::LoadSpecial:
            refuse(at, std::string("no flat form for ") + op_name(in.op) + " yet");
        default: lifter_.step(in, stack, out); break;
        }
        check_depth(at);
    }
    const std::uint32_t at = instructions_[bb.end - 1].offset;
    Entry next{level, store_slots(stack, level, out, at)};
    const int target = successor_after_end(piece.block, next, region, at);
    Body tail = go_to(target, region);
    out.insert(out.end(), tail.begin(), tail.end());
    finish(std::move(out));
}

int FlatEmitter::successor_after_end(int b, const Entry& entry, Region* region, std::uint32_t at) {
    const int next = fallthrough_block(b);
    if (next < 0) refuse(at, "code runs off the end of a block");
    return successor(next, block(next).begin, entry, region);
}

// The jump ending a piece; its stack goes to the slots of the pieces it leads to.
void FlatEmitter::end_with_jump(int p, const NormalizedInstruction& in, SymbolicStack& stack, Body& out, Region* region) {
    const int level = pieces_[std::size_t(p)].entry.level;
    const std::uint32_t at = in.offset;
    const int b = pieces_[std::size_t(p)].block;
    const int jumped = in.target ? cfg_.block_at(*in.target) : -1;
    if (in.target && jumped < 0) refuse(at, "a jump outside the code");
    if (in.op == Op::Jump) {
        Entry next{level, store_slots(stack, level, out, at)};
        const int target = successor(jumped, block(jumped).begin, next, region);
        Body tail = go_to(target, region);
        out.insert(out.end(), tail.begin(), tail.end());
        return;
    }
    if (in.op == Op::ForIter) {
        const std::size_t slots = in.slots;
        if (stack.size() < slots || stack[stack.size() - slots].kind != EntryKind::Iterator) {
            // (an iterator that came from another piece is in its slot)
            if (stack.size() < slots || !is_name(stack[stack.size() - slots].expr, slot_name(stack.size() - slots)))
                refuse(at, "FOR_ITER without its iterator");
        }
        std::vector<Slot> slots_now = store_slots(stack, level, out, at);
        const std::size_t depth = stack.size();
        const std::string iterator = slot_name(depth - slots);
        Entry body{level, slots_now};
        body.slots.push_back(make_slot(SlotKind::Value));
        Entry exhausted{level, std::vector<Slot>(slots_now.begin(), slots_now.end() - std::ptrdiff_t(slots))};
        const int next_item = successor_after_end(b, body, region, at);
        const int done = successor(jumped, block(jumped).begin, exhausted, region);
        Try step;
        step.body.push_back(stmt(Assign{{make_name(slot_name(depth))},
                                        expr(Call{make_name("next"), {make_name(iterator)}, {}})}, in.line.value_or(0)));
        step.handlers.push_back(ExceptHandler{make_name("StopIteration"), std::nullopt, go_to(done, region)});
        out.push_back(stmt(std::move(step)));
        Body tail = go_to(next_item, region);
        out.insert(out.end(), tail.begin(), tail.end());
        return;
    }
    // A conditional jump: the tested value is evaluated after the values below it.
    const bool keeps_value = in.op == Op::JumpIfFalseOrPop || in.op == Op::JumpIfTrueOrPop;
    ExprPtr tested;
    std::vector<Slot> slots_taken, slots_fall;
    if (keeps_value) {
        slots_taken = store_slots(stack, level, out, at);
        tested = make_name(slot_name(stack.size() - 1));
        slots_fall.assign(slots_taken.begin(), slots_taken.end() - 1);
    } else {
        ExprPtr value = lifter_.pop_expression(stack, at);
        const std::size_t before = out.size();
        slots_taken = store_slots(stack, level, out, at);
        slots_fall = slots_taken;
        tested = value;
        if (out.size() > before) {
            // (the stores may rebind what the test reads: it is evaluated in their assignment)
            const std::string temporary = fresh_temporary();
            auto* assign = std::get_if<Assign>(&out.back()->node);
            ExprList targets, values;
            if (auto* t = std::get_if<Tuple>(&assign->targets[0]->node)) {
                targets = t->elts;
                values = std::get<Tuple>(assign->value->node).elts;
            } else {
                targets = {assign->targets[0]};
                values = {assign->value};
            }
            targets.push_back(make_name(temporary));
            values.push_back(value);
            out.back() = stmt(Assign{{expr(Tuple{targets})}, expr(Tuple{values})});
            tested = make_name(temporary);
        }
    }
    switch (in.op) {
    case Op::PopJumpIfFalse: case Op::JumpIfFalseOrPop: tested = negate_condition(tested); break;
    case Op::PopJumpIfNone: tested = expr(Compare{tested, {CompareOperator::Is}, {none_constant()}}); break;
    case Op::PopJumpIfNotNone: tested = expr(Compare{tested, {CompareOperator::IsNot}, {none_constant()}}); break;
    default: break;
    }
    const int taken = successor(jumped, block(jumped).begin, Entry{level, slots_taken}, region);
    const int fall = successor_after_end(b, Entry{level, slots_fall}, region, at);
    const bool both_stay = pieces_[std::size_t(taken)].region == region && pieces_[std::size_t(fall)].region == region;
    if (both_stay) {
        out.push_back(stmt(Assign{{make_name(kState)}, expr(IfExp{tested, int_constant(taken), int_constant(fall)})}));
        out.push_back(stmt(Continue{true}));
        return;
    }
    out.push_back(stmt(If{tested, go_to(taken, region), go_to(fall, region)}));
}

// LOAD_ASSERTION_ERROR's raise, `raise AssertionError(msg)`, is `assert False, msg`: the
// AssertionError an assert raises is the builtin, whatever the name means where it runs.
void FlatEmitter::restore_assert(Body& out) {
    auto* r = out.empty() ? nullptr : std::get_if<Raise>(&out.back()->node);
    if (!r || !r->exc || r->cause) return;
    ExprPtr message;
    if (r->exc != assertion_error_builtin()) {
        auto* call = std::get_if<Call>(&r->exc->node);
        if (!call || call->func != assertion_error_builtin() || call->args.size() != 1 || !call->keywords.empty())
            return;
        message = call->args[0];
    }
    out.back() = stmt(Assert{bool_constant(false), message}, out.back()->line);
}

// `_flat_s3` or `_flat_e1` alone (the POP_TOP of a slot): no effect.
bool FlatEmitter::reads_only_machine(const StmtPtr& s) {
    auto* e = std::get_if<ExprStmt>(&s->node);
    auto* n = e && e->value ? std::get_if<Name>(&e->value->node) : nullptr;
    return n && (n->id.rfind("_flat_s", 0) == 0 || n->id.rfind("_flat_e", 0) == 0);
}

// The number of the with statement whose normal exit's __exit__ call `s` is (-1: none).
int FlatEmitter::with_exit_number(const StmtPtr& s) {
    auto* e = std::get_if<ExprStmt>(&s->node);
    auto* call = e ? std::get_if<Call>(&e->value->node) : nullptr;
    auto* name = call ? std::get_if<Name>(&call->func->node) : nullptr;
    const std::string prefix = std::string(Lifter::kWithExitPrefix) + "flat";
    if (!name || name->id.rfind(prefix, 0) != 0) return -1;
    return std::stoi(name->id.substr(prefix.size()));
}

// A piece just past a with statement's body starts with the __exit__ call of its normal
// exit, which the `with` statement around the body's dispatcher makes: it is dropped.
void FlatEmitter::close_with_exit(int p, Body& code) {
    const Piece& piece = pieces_[std::size_t(p)];
    int exits = -1;
    for (const Slot& slot : piece.entry.slots)
        if (slot.kind == SlotKind::WithExit) exits = slot.with;
    const bool outside = exits >= 0 && with_region(exits)->parent == piece.region;
    for (std::size_t k = 0; k < code.size(); ++k) {
        const int number = with_exit_number(code[k]);
        if (number < 0) continue;
        if (k != 0 || !outside || number != exits)
            refuse(piece_offset(p), "a with statement's __exit__ called where its body does not end");
        code.erase(code.begin());
        return;
    }
    if (outside) refuse(piece_offset(p), "code after a with statement's body before its __exit__ call");
}

// 3.12+ LOAD_FAST_AND_CLEAR (an inlined comprehension hides a variable): its value kept
// as a 1-tuple, () when unbound. (The variable is not cleared: the comprehension binds it
// before it reads it.)
void FlatEmitter::save_local(const NormalizedInstruction& in, SymbolicStack& stack, Body& out) {
    const CodeObject& code = lifter_.code();
    for (const auto* names : {&code.cellvars, &code.freevars})
        if (std::find(names->begin(), names->end(), in.name) != names->end())
            refuse(in.offset, "a cell hidden by an inlined comprehension");
    lifter_.flush_pending_stores(out);
    lifter_.spill_all(stack, out);
    const std::string saved = fresh_temporary();
    Try keep;
    keep.body.push_back(stmt(Assign{{make_name(saved)}, expr(Tuple{{make_name(in.name)}})}));
    keep.handlers.push_back(ExceptHandler{make_name("NameError"), std::nullopt,
                                          {stmt(Assign{{make_name(saved)}, expr(Tuple{{}})})}});
    out.push_back(stmt(std::move(keep), in.line.value_or(0)));
    StackEntry e = StackEntry::marker(EntryKind::SavedLocal);
    e.mutable_details().saved_name = in.name;
    e.expr = make_name(saved);
    stack.push_back(std::move(e));
}

// ... and the STORE_FAST that restores it: bound again, or unbound again.
void FlatEmitter::restore_local(const NormalizedInstruction& in, SymbolicStack& stack, Body& out) {
    const StackEntry saved = stack.back();
    if (saved.details().saved_name != in.name) refuse(in.offset, "a saved variable restored under another name");
    stack.pop_back();
    lifter_.flush_pending_stores(out);
    lifter_.spill_all(stack, out);
    Try unbind;
    unbind.body.push_back(stmt(Delete{{make_name(in.name)}}));
    unbind.handlers.push_back(ExceptHandler{make_name("NameError"), std::nullopt, {stmt(Pass{})}});
    Body rebind{stmt(Assign{{expr(Tuple{{make_name(in.name)}})}, saved.expr})};
    out.push_back(stmt(If{saved.expr, rebind, {stmt(std::move(unbind))}}, in.line.value_or(0)));
}

// BEFORE_WITH: `with <manager> as <slot>:` around a dispatcher of the with statement's
// body; after it, the piece after the statement where __exit__ suppressed an exception.
void FlatEmitter::enter_with(int p, std::size_t i, const NormalizedInstruction& in, SymbolicStack& stack, Body& out, Region* region) {
    const Piece piece = pieces_[std::size_t(p)];
    const int level = piece.entry.level;
    const std::uint32_t at = in.offset;
    if (in.slots < 1) refuse(at, "a with statement without its __exit__");
    lifter_.flush_pending_stores(out);
    lifter_.spill_all(stack, out);
    ExprPtr manager = lifter_.pop_expression(stack, at);
    std::vector<Slot> below = store_slots(stack, level, out, at);
    // The body's first piece, and the handler that protects it: the with's own.
    int first_block = piece.block;
    std::size_t first = i + 1;
    if (first >= block(first_block).end) {
        first_block = fallthrough_block(piece.block);
        if (first_block < 0) refuse(at, "a with statement without a body");
        first = block(first_block).begin;
    }
    const HandlerEdge w = handler_of(first_block);
    if (w.block < 0 || !is_with_handler(w.block)) refuse(at, "a with statement's body without its handler");
    auto child = std::make_unique<Region>();
    child->kind = Region::Kind::With;
    child->level = level;
    child->parent = region;
    child->with_handler = w.block;
    child->with_number = with_count_++;
    Region* with_region = child.get();
    region->with_children.push_back(std::move(child));
    with_statements_.push_back(with_region);
    Entry body{level, below};
    const std::size_t enter_slot = below.size() + in.slots;
    for (int k = 0; k < in.slots; ++k) body.slots.push_back(make_slot(SlotKind::WithExit, 0, with_region->with_number));
    body.slots.push_back(make_slot(SlotKind::Value));
    const int start = find_or_add(first_block, first, body, with_region);
    with_region->suppressed = suppressed_continuation(w.block, in.slots, Entry{level, below}, region);
    With statement;
    statement.items.push_back(WithItem{manager, make_name(slot_name(enter_slot - 0))});
    statement.body.push_back(set_state(start));
    // (rendered later: the region's pieces are not lifted yet)
    statement.body.push_back(stmt(Comment{with_marker(with_region->with_number)}));
    out.push_back(stmt(std::move(statement), in.line.value_or(0)));
    out.push_back(stmt(Comment{after_with_marker(with_region->with_number)}));
}

// __exit__ returned true: POP_JUMP_IF_TRUE to POP_TOP, POP_EXCEPT, POP_TOP x (1 + exit slots).
int FlatEmitter::suppressed_continuation(int w, int exit_slots, const Entry& entry, Region* region) {
    const BasicBlock& wb = block(w);
    if (wb.end - wb.begin != 3 || instructions_[wb.end - 1].op != Op::PopJumpIfTrue || !instructions_[wb.end - 1].target)
        refuse(wb.offset, "a with statement's handler lift does not know");
    int b = cfg_.block_at(*instructions_[wb.end - 1].target);
    std::size_t at = block(b).begin;
    std::vector<Op> expected{Op::PopTop, Op::PopExcept};
    for (int k = 0; k <= exit_slots; ++k) expected.push_back(Op::PopTop);
    for (Op op : expected) {
        while (b >= 0 && at >= block(b).end) {
            b = fallthrough_block(b);
            at = b >= 0 ? block(b).begin : 0;
        }
        if (b < 0 || instructions_[at].op != op) refuse(wb.offset, "a with statement's handler lift does not know");
        ++at;
    }
    // (past the pops, the code after the with statement: maybe past the body of a with
    // statement around it too, the __exit__ call of its normal exit)
    while (b >= 0 && at >= block(b).end) {
        b = fallthrough_block(b);
        at = b >= 0 ? block(b).begin : 0;
    }
    if (b < 0) refuse(wb.offset, "a with statement's handler lift does not know");
    const int next = successor(b, at, entry, region);
    if (pieces_[std::size_t(next)].region != region) region->exits.insert(next);
    return next;
}

}  // namespace glassbox::flat_detail
