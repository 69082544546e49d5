// `async for`: GET_AITER leaves the iterator; the loop's head awaits GET_ANEXT under a
// handler that starts with END_ASYNC_FOR, which the StopAsyncIteration ending the loop
// enters. 3.11+ covers the head with an exception-table entry; ≤3.10 sets the handler
// up with SETUP_FINALLY in a block of its own before the head and pops it with
// POP_BLOCK after the await. The code after END_ASYNC_FOR is the loop's else block,
// or the code after the loop when no `break` jumps past it.
#include <algorithm>

#include "structure/structurer.h"

namespace glassbox::structure_detail {

namespace {

bool begins_with(const std::vector<NormalizedInstruction>& code, std::size_t at, std::size_t end,
                 std::initializer_list<Op> ops) {
    for (Op op : ops) {
        if (at >= end || code[at].op != op) return false;
        ++at;
    }
    return true;
}

}  // namespace

bool Structurer::async_for_head(int h, AsyncForHead& head) const {
    head = AsyncForHead{};
    int next = h;
    if (uses_block_stack()) {
        // SETUP_FINALLY -> END_ASYNC_FOR, then the head.
        if (block(h).end - block(h).begin != 1 || last(h).op != Op::SetupFinally) return false;
        head.handler = cfg_.block_at(*last(h).target);
        next = fallthrough(h);
        if (next < 0) return false;
    } else {
        if (!block(h).handler) return false;
        head.handler = *block(h).handler;
    }
    const BasicBlock& nb = block(next);
    // 3.15 sends through two slots: the awaitable and a NULL.
    const bool await_next = (nb.end - nb.begin == 3 &&
                             begins_with(instructions_, nb.begin, nb.end, {Op::GetANext, Op::LoadConst, Op::YieldFrom})) ||
                            (nb.end - nb.begin == 4 && begins_with(instructions_, nb.begin, nb.end,
                                                                   {Op::GetANext, Op::PushNull, Op::LoadConst, Op::YieldFrom}));
    if (!await_next) return false;
    if (!is_async_for_handler(head.handler)) return false;
    head.await_block = next;
    head.body = fallthrough(next);
    if (uses_block_stack() && head.body >= 0) {
        // POP_BLOCK ends the await's protection.
        const BasicBlock& pb = block(head.body);
        if (pb.end - pb.begin != 1 || instructions_[pb.begin].op != Op::PopBlock) return false;
        head.pop_block = head.body;
        head.body = fallthrough(head.body);
    }
    return head.body >= 0;
}

int Structurer::emit_async_for(int h, const AsyncForHead& head, int stop, Loop* outer, SymbolicStack& stack,
                               Body& out) {
    const std::uint32_t at = block(head.await_block).offset;
    // (a value already an iterator: an async comprehension's .0 on 3.8-3.11)
    if (stack.empty() || (stack.back().kind != EntryKind::Iterator && stack.back().kind != EntryKind::Value))
        throw LiftError(at, "an async for loop without its iterator");
    ExprPtr iterable = stack.back().expr;
    for (int x : {h, head.await_block, head.pop_block})
        if (x >= 0) emitted_[std::size_t(x)] = true;
    // After the loop: the handler's code past END_ASYNC_FOR, which pops the iterator.
    const int exhausted = head.handler;
    skip_.insert(block(exhausted).begin);
    int last_latch = latches_[h].empty() ? h : *std::max_element(latches_[h].begin(), latches_[h].end());
    Loop loop{h, break_target(h, last_latch, exhausted), -1, false, outer};
    loop.iterator_depth = stack.size();
    loop.exhausted = exhausted;
    SymbolicStack body_stack = stack;
    body_stack.push_back(StackEntry::marker(EntryKind::LoopItem));
    Body body;
    walk(head.body, -1, &loop, body_stack, body, false);
    ExprPtr target = take_loop_target(body);
    if (!target) throw LiftError(at, "an async for loop whose item is never stored");
    clean_loop_body(body, cleanup_rules());
    stack.pop_back();  // the iterator
    Body orelse;
    int after = exhausted;
    if (loop.has_break && loop.exit != exhausted) {
        SymbolicStack else_stack = stack;
        walk(exhausted, loop.exit, outer, else_stack, orelse, false);
        after = loop.exit;
    }
    StmtPtr statement = stmt(For{target, iterable, body, orelse, true},
                             instructions_[block(head.await_block).begin].line.value_or(0));
    if (emit_loop_with_copied_exit(loop, statement, stop, outer, stack, out)) return -1;
    emit_loop_statement(statement, stack, out, at);
    return after;
}

}  // namespace glassbox::structure_detail
