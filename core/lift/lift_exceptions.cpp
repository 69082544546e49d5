// The stack side of try and with: what a with statement leaves on the stack,
// the call of its __exit__ on a normal exit, POP_EXCEPT. The structure stage
// owns the statements; these only leave markers it recognises and strips.
#include "lift/lifter.h"

namespace glassbox {

using namespace ast;

namespace {

bool is_exit_entry(const StackEntry& e) {
    return e.kind == EntryKind::Opaque && e.saved_name.rfind(Lifter::kWithExitPrefix, 0) == 0;
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
    exit.saved_name = std::string(kWithExitPrefix) + std::to_string(in.offset) + "__";
    exit.expr = manager;
    int slots = in.op == Op::SetupWith ? 1 : in.slots;
    for (int k = 0; k < slots; ++k) stack.push_back(exit);
    stack.push_back(StackEntry::value(make_name(kWithEnterName)));
}

// __exit__(None, None, None) on a with statement's normal exit: one marker call the
// structure recognises by name (a statement once its result is popped, awaited first
// in an async with).
bool Lifter::with_exit_call(const NormalizedInstruction& in, SymbolicStack& stack) {
    std::size_t total = std::size_t(in.arg) + in.slots;
    if (stack.size() < total) return false;
    std::size_t first = stack.size() - total;
    if (!is_exit_entry(stack[first])) return false;
    const std::string name = stack[first].saved_name;
    std::size_t nones = 0;
    for (std::size_t i = first + 1; i < stack.size(); ++i) {
        if (is_exit_entry(stack[i]) && stack[i].saved_name == name && nones == 0) continue;
        if (stack[i].kind != EntryKind::Value || !is_none(stack[i].expr) || !stack[i].stored_targets.empty())
            return false;
        ++nones;
    }
    if (nones != 3) return false;
    stack.resize(first);
    stack.push_back(StackEntry::value(expr(Call{make_name(name), {}, {}})));
    return true;
}

// POP_EXCEPT ends a handler (or leaves it early): it restores the exception state the
// handler saved; the structure strips the statement it leaves where the compiler puts it.
void Lifter::pop_except(const NormalizedInstruction& in, SymbolicStack& stack, Body& out) {
    if (stack.empty() || stack.back().kind != EntryKind::Opaque || stack.back().saved_name != kExceptionStateName)
        throw LiftError(in.offset, "POP_EXCEPT outside an exception handler");
    stack.pop_back();
    std::string marker = std::string(kPopExceptPrefix) + std::to_string(in.offset) + "__";
    out.push_back(stmt(ExprStmt{expr(Call{make_name(marker), {}, {}})}, in.line.value_or(0)));
}

}  // namespace glassbox
