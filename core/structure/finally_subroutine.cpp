// 3.8's finally bodies are subroutines. The compiler lays out
//     SETUP_FINALLY F; <body>; POP_BLOCK; BEGIN_FINALLY; F: <finally body>; END_FINALLY
// once: the normal exit enters the finally body with BEGIN_FINALLY, an exception
// through the handler, and a return, break or continue leaving the body with
// POP_BLOCK; CALL_FINALLY F, after which END_FINALLY returns. lift leaves the
// CALL_FINALLY as a marker statement, the unwind code such an exit must show.
// `except E as name` uses the same template for its `name = None; del name`.
#include "structure/structurer.h"

namespace glassbox::structure_detail {

namespace {

bool deletes(const NormalizedInstruction& store, const NormalizedInstruction& del) {
    return del.name == store.name &&
           ((store.op == Op::StoreFast && del.op == Op::DeleteFast) || (store.op == Op::StoreName && del.op == Op::DeleteName) ||
            (store.op == Op::StoreDeref && del.op == Op::DeleteDeref) ||
            (store.op == Op::StoreGlobal && del.op == Op::DeleteGlobal));
}

StmtPtr call_finally_marker(std::uint32_t offset) {
    std::string name = std::string(Lifter::kCallFinallyPrefix) + std::to_string(offset) + "__";
    return stmt(ExprStmt{expr(Call{make_name(name), {}, {}})});
}

}  // namespace

void Structurer::scan_subroutine_cleanups() {
    // LOAD_CONST None; STORE name; DELETE name; END_FINALLY; POP_EXCEPT
    std::map<std::uint32_t, std::string> cleanup_at;  // offset of the cleanup -> name
    for (std::size_t i = 0; i + 4 < instructions_.size(); ++i) {
        const NormalizedInstruction& none = instructions_[i];
        if (none.op != Op::LoadConst || !none.constant || none.constant->kind != ObjectKind::None ||
            !is_name_store(instructions_[i + 1].op) || !deletes(instructions_[i + 1], instructions_[i + 2]) ||
            instructions_[i + 3].op != Op::EndFinally || instructions_[i + 4].op != Op::PopExcept)
            continue;
        except_cleanups_[instructions_[i + 4].offset] = instructions_[i + 1].name;
        cleanup_at[none.offset] = instructions_[i + 1].name;
        for (std::size_t k = i; k < i + 3; ++k) skip_.insert(k);
    }
    // POP_EXCEPT; CALL_FINALLY <cleanup>: the clause left early, its name cleaned up.
    for (std::size_t i = 0; i + 1 < instructions_.size(); ++i) {
        const NormalizedInstruction& call = instructions_[i + 1];
        if (instructions_[i].op != Op::PopExcept || call.op != Op::CallFinally || !call.target) continue;
        auto it = cleanup_at.find(*call.target);
        if (it == cleanup_at.end()) continue;
        except_cleanups_[instructions_[i].offset] = it->second;
        skip_.insert(i + 1);
    }
}

int Structurer::finally_end(int h) {
    // Every SETUP_* but an async for's has one END_FINALLY after its handler's start,
    // dead code included: the first one not paired with a SETUP_* after `h`.
    int open = 0;
    for (std::size_t i = block(h).begin; i < instructions_.size(); ++i) {
        const NormalizedInstruction& in = instructions_[i];
        if (in.op == Op::SetupFinally || in.op == Op::SetupWith || in.op == Op::SetupAsyncWith) {
            if (!is_async_for_handler(cfg_.block_at(*in.target))) ++open;
        } else if (in.op == Op::EndFinally && open-- == 0) {
            return cfg_.block_at(in.offset);
        }
    }
    return -1;
}

int Structurer::emit_finally_subroutine(int b, int h, int stop, Loop* loop, SymbolicStack& stack, Body& out) {
    const std::uint32_t at = block(b).offset;
    const int line = instructions_[block(b).begin].line.value_or(0);
    const int end = finally_end(h);
    if (end < 0) throw LiftError(block(h).offset, "a finally body without its END_FINALLY");
    const int after = block(end).reachable ? fallthrough(end) : -1;

    // A finally body that returns, breaks or continues runs over a None pushed before
    // SETUP_FINALLY, which POP_FINALLY's exits and the code after END_FINALLY pop.
    if (!stack.empty() && stack.back().kind == EntryKind::Value && is_none(stack.back().expr) &&
        stack.back().details().stored_targets.empty()) {
        StackEntry placeholder = StackEntry::marker(EntryKind::Opaque);
        placeholder.mutable_details().saved_name = "__glassbox_finally_placeholder__";
        stack.back() = placeholder;
    }

    // The finally body, entered as the normal exit does.
    Body finalbody;
    SymbolicStack final_stack = stack;
    StackEntry state = StackEntry::marker(EntryKind::Opaque);
    state.mutable_details().saved_name = Lifter::kFinallyStateName;
    final_stack.push_back(state);
    walk(h, after, loop, final_stack, finalbody, false);
    // `if c: raise` (an assert) ending the body: END_FINALLY ran in the walk of the else
    // branch, on that branch's own stack.
    auto* ends_in_if = finalbody.empty() ? nullptr : std::get_if<If>(&finalbody.back()->node);
    if (ends_in_if && always_leaves(ends_in_if->body) && final_stack.size() == stack.size() + 1 &&
        final_stack.back().is_marker(Lifter::kFinallyStateName))
        final_stack.pop_back();
    if (!always_leaves(finalbody) && final_stack.size() != stack.size())
        throw LiftError(block(h).offset, "a finally body that leaves values on the stack");

    // The body: its normal exit is POP_BLOCK; BEGIN_FINALLY falling into the finally body.
    // (Returns, breaks and continues leave through CALL_FINALLY: their code follows it.)
    int exit = -1;
    for (const Edge& e : block(h).predecessors)
        if (e.kind == EdgeKind::FallThrough && block(e.block).reachable && last(e.block).op == Op::BeginFinally &&
            block(e.block).end - block(e.block).begin == 1)
            exit = e.block;
    active_handlers_.insert(h);
    unwind_.push_back({loop, {call_finally_marker(block(h).offset)}});
    SymbolicStack body_stack = stack;
    Body body;
    walk_region(b, exit >= 0 ? exit : stop, loop, body_stack, body);
    unwind_.pop_back();
    active_handlers_.erase(h);
    if (exit >= 0) {
        if (body_stack.size() != stack.size()) throw LiftError(at, "a try body that leaves values on the stack");
        emitted_[std::size_t(exit)] = true;
    }

    out.push_back(finally_statement(body, finalbody, line));
    return after;
}

}  // namespace glassbox::structure_detail
