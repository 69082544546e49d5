// The stack side of try and with: what a with statement leaves on the stack,
// the call of its __exit__ on a normal exit, POP_EXCEPT. The structure stage
// owns the statements; these only leave markers it recognises and strips.
#include <algorithm>

#include "lift/lifter.h"

namespace glassbox {

using namespace ast;

namespace {

bool is_exit_entry(const StackEntry& e) {
    return e.kind == EntryKind::Opaque && e.details().saved_name.rfind(Lifter::kWithExitPrefix, 0) == 0;
}

// WITH_CLEANUP_START's call of __exit__, awaited in an async with.
bool is_exit_call(const StackEntry& e) {
    ExprPtr value = e.kind == EntryKind::Value ? e.expr : nullptr;
    if (auto* awaited = value ? std::get_if<Await>(&value->node) : nullptr) value = awaited->value;
    auto* call = value ? std::get_if<Call>(&value->node) : nullptr;
    auto* name = call && call->func ? std::get_if<Name>(&call->func->node) : nullptr;
    return name && name->id.rfind(Lifter::kWithExitPrefix, 0) == 0;
}

}  // namespace

// BEFORE_WITH (3.14+: its template), SETUP_WITH, BEFORE_ASYNC_WITH: the context manager
// becomes __exit__ (`slots` entries) and __enter__()'s result (an awaitable for async).
// ≤3.10 SETUP_ASYNC_WITH only sets up the block over the awaited result.
void Lifter::before_with(const NormalizedInstruction& in, SymbolicStack& stack) {
    if (in.op == Op::SetupAsyncWith) {
        if (stack.empty()) throw LiftError(in.offset, "async with without its context manager");
        return;
    }
    ExprPtr manager = pop_expression(stack, in.offset);
    StackEntry exit = StackEntry::marker(EntryKind::Opaque);
    exit.mutable_details().saved_name = std::string(kWithExitPrefix) + std::to_string(in.offset) + "__";
    exit.expr = manager;
    int slots = in.op == Op::SetupWith ? 1 : in.slots;
    for (int k = 0; k < slots; ++k) stack.push_back(exit);
    push_value(stack, make_name(kWithEnterName));
}

// __exit__(None, None, None) on a with statement's normal exit: one marker call the
// structure recognises by name (a statement once its result is popped, awaited first
// in an async with).
bool Lifter::with_exit_call(const NormalizedInstruction& in, SymbolicStack& stack) {
    std::size_t total = std::size_t(in.arg) + in.slots;
    if (stack.size() < total) return false;
    std::size_t first = stack.size() - total;
    if (!is_exit_entry(stack[first])) return false;
    const std::string name = stack[first].details().saved_name;
    std::size_t nones = 0;
    for (std::size_t i = first + 1; i < stack.size(); ++i) {
        if (is_exit_entry(stack[i]) && stack[i].details().saved_name == name && nones == 0) continue;
        if (stack[i].kind != EntryKind::Value || !is_none(stack[i].expr) || !stack[i].details().stored_targets.empty())
            return false;
        ++nones;
    }
    if (nones != 3) return false;
    stack.resize(first);
    push_value(stack, expr(Call{make_name(name), {}, {}}));
    return true;
}

// POP_EXCEPT ends a handler (or leaves it early): it restores the exception state the
// handler saved; the structure strips the statement it leaves where the compiler puts it.
// ≤3.10 the saved state is three entries (type, value, traceback), 3.11+ one: `arg` of them.
void Lifter::pop_except(const NormalizedInstruction& in, SymbolicStack& stack, Body& out) {
    for (int k = 0; k < std::max(in.arg, 1); ++k) {
        if (stack.empty() || !stack.back().is_marker(kExceptionStateName))
            throw LiftError(in.offset, "POP_EXCEPT outside an exception handler");
        stack.pop_back();
    }
    std::string marker = std::string(kPopExceptPrefix) + std::to_string(in.offset) + "__";
    out.push_back(stmt(ExprStmt{expr(Call{make_name(marker), {}, {}})}, in.line.value_or(0)));
}

// SETUP_FINALLY and POP_BLOCK only mark where a try or with statement's protection
// starts and ends: the cfg turned them into the blocks' handlers. 3.8 runs a finally
// body (and a with's __exit__) as a subroutine: BEGIN_FINALLY enters it without an
// exception, CALL_FINALLY calls it before a return, break or continue, END_FINALLY
// and POP_FINALLY leave it. The structure stage walks the normal entry only.
void Lifter::block_stack_op(const NormalizedInstruction& in, SymbolicStack& stack, Body& out) {
    auto is_opaque = [&](std::size_t depth, const char* name) {
        return stack.size() >= depth && stack[stack.size() - depth].is_marker(name);
    };
    auto opaque = [](const char* name) {
        StackEntry e = StackEntry::marker(EntryKind::Opaque);
        e.mutable_details().saved_name = name;
        return e;
    };
    switch (in.op) {
    case Op::SetupFinally:
    case Op::PopBlock: return;
    case Op::BeginFinally: stack.push_back(opaque(kFinallyStateName)); return;
    case Op::CallFinally: {
        std::string marker = std::string(kCallFinallyPrefix) + std::to_string(in.target.value_or(0)) + "__";
        out.push_back(stmt(ExprStmt{expr(Call{make_name(marker), {}, {}})}, in.line.value_or(0)));
        return;
    }
    case Op::PopFinally: {
        std::size_t depth = in.arg ? 2 : 1;
        if (!is_opaque(depth, kFinallyStateName)) throw LiftError(in.offset, "POP_FINALLY outside a finally body lift knows");
        stack.erase(stack.end() - std::ptrdiff_t(depth));
        return;
    }
    case Op::EndFinally:
        if (!is_opaque(1, kFinallyStateName)) throw LiftError(in.offset, "END_FINALLY outside a finally body lift knows");
        stack.pop_back();
        return;
    case Op::WithCleanupStart: {
        // __exit__(None, None, None) on a normal exit: the statement with_exit_call leaves.
        if (!is_opaque(1, kFinallyStateName) || stack.size() < 2 || !is_exit_entry(stack[stack.size() - 2]))
            throw LiftError(in.offset, "WITH_CLEANUP_START outside a with statement lift knows");
        // The call's result stays until WITH_CLEANUP_FINISH (an async with awaits it first).
        const std::string name = stack[stack.size() - 2].details().saved_name;
        stack.erase(stack.end() - 2);
        push_value(stack, expr(Call{make_name(name), {}, {}}));
        return;
    }
    case Op::WithCleanupFinish: {
        if (stack.empty() || !is_exit_call(stack.back()))
            throw LiftError(in.offset, "WITH_CLEANUP_FINISH without WITH_CLEANUP_START");
        out.push_back(stmt(ExprStmt{pop_expression(stack, in.offset)}));
        return;
    }
    default: throw LiftError(in.offset, std::string("lift does not handle ") + op_name(in.op) + " yet");
    }
}

}  // namespace glassbox
