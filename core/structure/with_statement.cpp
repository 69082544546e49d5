// with and async with. The context manager's __exit__ stays on the stack under
// the body; 3.11+ protects the body with a handler that calls __exit__ with the
// exception (WITH_EXCEPT_START) and, when it is suppressed, pops its way to the
// code after the statement. The normal exit calls __exit__(None, None, None),
// and so does every return, break and continue that leaves the body: lift turns
// that call into a marker statement, which the walk checks and strips.
#include <algorithm>

#include "structure/structurer.h"

namespace glassbox::structure_detail {

namespace {

bool is_exit_entry(const StackEntry& e) {
    return e.kind == EntryKind::Opaque && e.details().saved_name.rfind(Lifter::kWithExitPrefix, 0) == 0;
}

bool is_name(const ExprPtr& e, const char* id) {
    auto* n = e ? std::get_if<Name>(&e->node) : nullptr;
    return n && n->id == id;
}

// __enter__()'s result, awaited in an async with.
bool is_enter_value(const ExprPtr& e, bool is_async) {
    if (!is_async) return is_name(e, Lifter::kWithEnterName);
    auto* a = e ? std::get_if<Await>(&e->node) : nullptr;
    return a && is_name(a->value, Lifter::kWithEnterName);
}

}  // namespace

int Structurer::emit_with(int b, int h, int stop, Loop* loop, SymbolicStack& stack, Body& out) {
    const std::uint32_t at = block(b).offset;
    const int line = instructions_[block(b).begin].line.value_or(0);
    if (stack.size() < 2 || !is_exit_entry(stack[stack.size() - 2]))
        throw LiftError(at, "a with statement without its context manager");
    const StackEntry exit_entry = stack[stack.size() - 2];
    std::size_t exit_slots = 0;
    while (exit_slots + 1 < stack.size() && is_exit_entry(stack[stack.size() - 2 - exit_slots]) &&
           stack[stack.size() - 2 - exit_slots].details().saved_name == exit_entry.details().saved_name)
        ++exit_slots;
    const std::size_t base = stack.size() - 1 - exit_slots;  // the stack outside the statement

    // The handler: PUSH_EXC_INFO, WITH_EXCEPT_START, (an await), a jump to the
    // suppressing path when __exit__ returns true, else RERAISE.
    bool is_async = false;
    int test = h;
    // 3.8 calls __exit__ in a subroutine (WITH_CLEANUP_START ... END_FINALLY) that the
    // normal exit enters too, and that suppresses the exception itself.
    const bool cleanup_subroutine = instructions_[block(h).begin].op == Op::WithCleanupStart;
    if (cleanup_subroutine) {
        // (async: WITH_CLEANUP_START; GET_AWAITABLE; LOAD_CONST None; YIELD_FROM; WITH_CLEANUP_FINISH)
        for (std::size_t i = block(h).begin; i < block(h).end; ++i)
            if (instructions_[i].op == Op::YieldFrom || instructions_[i].op == Op::GetAwaitable) is_async = true;
    }
    for (int guard = 0; guard < 8 && test >= 0 && !cleanup_subroutine; ++guard) {
        const BasicBlock& tb = block(test);
        for (std::size_t i = tb.begin; i < tb.end; ++i)
            if (instructions_[i].op == Op::YieldFrom || instructions_[i].op == Op::GetAwaitable) is_async = true;
        if (last(test).op == Op::PopJumpIfTrue) break;
        test = fallthrough(test);
    }
    if (!cleanup_subroutine && (test < 0 || last(test).op != Op::PopJumpIfTrue))
        throw LiftError(at, "a with statement's handler lift does not recognise");
    if (!is_enter_value(stack.back().expr, is_async)) throw LiftError(at, "a with statement without __enter__'s result");
    // The suppressing path: POP_TOP, POP_EXCEPT, the __exit__ entries and the exception popped, then on.
    int suppress = cleanup_subroutine ? -1 : jump_target(test);
    // Where the suppressing path goes on (only needed when the body never ends normally):
    // a jump, the block after its pops, or a copy of the return after the statement.
    int suppressed_next = -1;
    Body suppressed_code;
    auto follow_suppressed = [&] {
        if (cleanup_subroutine) {
            emitted_[std::size_t(h)] = true;
            suppressed_next = fallthrough(h);
            return;
        }
        int x = suppress;
        std::size_t i = block(x).begin;
        for (int guard = 0; guard < 16; ++guard) {
            while (i < block(x).end && (instructions_[i].op == Op::PopTop || instructions_[i].op == Op::PopExcept)) ++i;
            if (i < block(x).end) break;
            x = fallthrough(x);
            if (x < 0) return;
            i = block(x).begin;
        }
        const NormalizedInstruction& in = instructions_[i];
        if (in.op == Op::Jump && i + 1 == block(x).end) {
            // The jump's own block when it is one (it may be where an enclosing walk stops).
            suppressed_next = i == block(x).begin ? x : jump_target(x);
        } else if (i == block(x).begin && x != suppress) {
            suppressed_next = x;
        } else if (last(x).op == Op::Return) {
            SymbolicStack after(stack.begin(), stack.begin() + std::ptrdiff_t(base));
            for (; i < block(x).end; ++i) lifter_.step(instructions_[i], after, suppressed_code);
        } else if (uses_block_stack() && !is_conditional(last(x).op) && last(x).op != Op::ForIter &&
                   last(x).op != Op::Reraise) {
            // ≤3.10: no jump leads to the code after the statement, which shares the block.
            SymbolicStack after(stack.begin(), stack.begin() + std::ptrdiff_t(base));
            const bool jumps = last(x).op == Op::Jump;
            Body code;
            for (std::size_t k = i; k < block(x).end - (jumps ? 1 : 0); ++k) lifter_.step(instructions_[k], after, code);
            if (last(x).op == Op::Raise || after.size() == base) {
                suppressed_code = code;
                if (last(x).op != Op::Raise) suppressed_next = jumps ? jump_target(x) : fallthrough(x);
                return;
            }
            // (a block that leaves a value for the next one, a for loop's iterable: as below)
            lifter_.flush_pending_stores(code);
            for (std::size_t k = block(x).begin; k < i; ++k) skip_.insert(k);
            suppressed_next = x;
        } else if ((uses_block_stack() || x != suppress) && last(x).op != Op::Reraise) {
            // The pops run into the code after the statement, laid out right after them in
            // one block (3.11; ≤3.10 when it ends in a test): that block, less the pops, is
            // where it goes on.
            for (std::size_t k = block(x).begin; k < i; ++k) skip_.insert(k);
            suppressed_next = x;
        } else {
            throw LiftError(in.offset, "a with statement's handler lift does not recognise");
        }
    };
    const int depth = depth_at(b);
    int exit = normal_exit(b, h, depth - 1, loop);
    // (3.8: the normal exit runs into the cleanup subroutine; a copy of its code that jumps
    // on is a return, break or continue's. The exit is what runs into it, if anything does:
    // a body that never ends normally leaves it dead, but an inner with that suppresses
    // goes on there.)
    if (cleanup_subroutine && exit >= 0 && exit != h && fallthrough(exit) != h) {
        exit = -1;
        for (const Edge& e : block(h).predecessors)
            if (e.kind == EdgeKind::FallThrough && block(e.block).reachable) exit = e.block;
    }
    // (3.9-3.10 lay the normal exit out right before the handler too, ending in a jump: a
    // copy of it elsewhere that goes the same way is a continue's (a loop's end). When that
    // code is dead, the body never ends normally; an inner with that suppresses reaches it.)
    if (!cleanup_subroutine && uses_block_stack() && exit >= 0 && h > 0 && exit != h - 1 &&
        !block(h - 1).empty() && last(h - 1).op == Op::Jump) {
        const NormalizedInstruction& first = instructions_[block(h - 1).begin];
        // (a break's copy jumps out of the loop: when the normal exit calls __exit__ right
        // before the handler, it is that call)
        const bool calls_exit = first.op == Op::LoadConst && first.constant && first.constant->kind == ObjectKind::None;
        const bool breaks = loop && last(exit).op == Op::Jump && jump_target(exit) != loop->header &&
                            is_loop_target(jump_target(exit), loop);
        // (and when the body's code outside the protection runs into a return, that code is a
        // return's copy of the call: `with a, b: while True: ... return c`, where an inner with
        // that suppresses goes on to this normal exit)
        const bool returns = calls_exit && runs_into_return(exit);
        if (!block(h - 1).reachable) exit = -1;
        else if (same_code(h - 1, exit) || (calls_exit && breaks) || returns) exit = h - 1;
    }
    // (3.9 keeps that normal exit, the __exit__ call, where the body never ends normally: dead
    // code. The walk of the body stops there: dead code of the body, the end of a try
    // statement whose body and clauses all raise, runs into it.)
    const int dead_exit = !cleanup_subroutine && uses_block_stack() && exit < 0 ? dead_exit_call(h) : -1;
    // (3.11+: an except clause's `return` in the body runs its POP_EXCEPT straight into its
    // own call of __exit__ and the return; a clause that falls off the try statement jumps
    // past the handler's cleanup to the code after it. Where only such clause ends run into
    // the "exit", the body never ends normally: that code is the clauses' return.)
    if (!uses_block_stack() && exit >= 0 && last(exit).op == Op::Return) {
        bool only_clause_ends = true, any = false;
        for (const Edge& e : block(exit).predecessors) {
            if (e.kind == EdgeKind::Exception || !block(e.block).reachable) continue;
            any = true;
            only_clause_ends = only_clause_ends && e.kind == EdgeKind::FallThrough && !block(e.block).empty() &&
                               last(e.block).op == Op::PopExcept;
        }
        if (any && only_clause_ends) exit = -1;
    }
    // (a normal exit that breaks or continues where the suppressing path goes on elsewhere:
    // the body's own break or continue, after which it never ends normally)
    if (exit >= 0 && leaves_loop_unlike_suppressed(exit, h, loop)) exit = -1;
    StmtPtr exit_call = stmt(ExprStmt{expr(Call{make_name(exit_entry.details().saved_name), {}, {}})});
    if (is_async) exit_call = stmt(ExprStmt{expr(Await{std::get<ExprStmt>(exit_call->node).value})});

    active_handlers_.insert(h);
    unwind_.push_back({loop, {exit_call}});
    SymbolicStack body_stack = stack;
    Body body;
    walk_region(b, exit >= 0 ? exit : dead_exit >= 0 ? dead_exit : stop, loop, body_stack, body);
    unwind_.pop_back();
    active_handlers_.erase(h);

    // The body starts by storing __enter__()'s result (`as` target) or dropping it.
    ExprPtr target;
    if (body.empty()) throw LiftError(at, "a with statement whose __enter__ result lift could not find");
    if (auto* assign = std::get_if<Assign>(&body[0]->node);
        assign && assign->targets.size() == 1 && is_enter_value(assign->value, is_async)) {
        target = assign->targets[0];
    } else if (auto* e = std::get_if<ExprStmt>(&body[0]->node); !(e && is_enter_value(e->value, is_async))) {
        throw LiftError(at, "a with statement whose __enter__ result lift could not find");
    }
    body.erase(body.begin());

    With statement{{WithItem{exit_entry.expr, target}}, body, is_async};
    if (statement.body.size() == 1) {
        // `with a, b:` compiles as `with a: with b:`.
        auto* inner = std::get_if<With>(&statement.body[0]->node);
        if (inner && inner->is_async == is_async && (statement.body[0]->line == line || line == 0)) {
            std::vector<WithItem> items = statement.items;
            items.insert(items.end(), inner->items.begin(), inner->items.end());
            Body inner_body = inner->body;
            statement.items = std::move(items);
            statement.body = std::move(inner_body);
        }
    }
    if (statement.body.empty()) statement.body.push_back(stmt(Pass{}));
    out.push_back(stmt(std::move(statement), line));

    if (exit >= 0) {
        if (body_stack.size() != base + exit_slots) throw LiftError(at, "a with body that leaves values on the stack");
        stack = body_stack;
        return walk_after(exit, {exit_call}, stop, loop, stack, out, at);
    }
    follow_suppressed();
    stack.resize(base);
    out.insert(out.end(), suppressed_code.begin(), suppressed_code.end());
    return suppressed_next;
}

int Structurer::dead_exit_call(int h) const {
    // LOAD_CONST None; DUP_TOP; DUP_TOP; CALL_FUNCTION 3; POP_TOP; JUMP_FORWARD, right before
    // the handler (3.9-3.10; 3.10 drops it when dead).
    const int x = h - 1;
    if (x < 0 || block(x).reachable || block(x).empty() || last(x).op != Op::Jump) return -1;
    std::size_t i = block(x).begin;
    while (i < block(x).end && instructions_[i].op == Op::PopBlock) ++i;
    if (i == block(x).end) return -1;
    const NormalizedInstruction& first = instructions_[i];
    return first.op == Op::LoadConst && first.constant && first.constant->kind == ObjectKind::None ? x : -1;
}

bool Structurer::suppressed_code(int h, int& x, std::size_t& i) const {
    // (3.8 suppresses in its cleanup subroutine, which the normal exit enters too)
    if (instructions_[handler_code_begin(h)].op == Op::WithCleanupStart) return false;
    int test = h;
    for (int guard = 0; guard < 8 && test >= 0 && last(test).op != Op::PopJumpIfTrue; ++guard) test = fallthrough(test);
    if (test < 0 || last(test).op != Op::PopJumpIfTrue) return false;
    x = jump_target(test);
    if (x < 0) return false;
    i = block(x).begin;
    for (int guard = 0; guard < 16; ++guard) {
        while (i < block(x).end && (instructions_[i].op == Op::PopTop || instructions_[i].op == Op::PopExcept)) ++i;
        if (i < block(x).end) return true;
        x = fallthrough(x);
        if (x < 0) return false;
        i = block(x).begin;
    }
    return false;
}

bool Structurer::copied_by_suppressing_path(int b) const {
    const BasicBlock& bb = block(b);
    if (bb.empty() || last(b).op != Op::Return) return false;
    std::size_t own = bb.begin;
    while (own < bb.end && instructions_[own].op == Op::PopTop) ++own;
    for (const BasicBlock& wb : cfg_.blocks) {
        int x = -1;
        std::size_t i = 0;
        if (!wb.reachable || !is_with_handler(wb.id) || !suppressed_code(wb.id, x, i) || x == b) continue;
        if (block(x).end - i == bb.end - own && same_range(own, bb.end, i)) return true;
    }
    return false;
}

bool Structurer::skips_block_pops(int& x, std::size_t& i) const {
    bool skipped = false;
    for (int guard = 0; guard < 8; ++guard) {
        while (i < block(x).end && instructions_[i].op == Op::PopBlock) ++i, skipped = true;
        if (i < block(x).end) return skipped;
        const int next = fallthrough(x);
        if (next < 0 || last(x).op == Op::Jump) return false;
        x = next;
        i = block(x).begin;
    }
    return false;
}

bool Structurer::leaves_loop_unlike_suppressed(int exit, int h, const Loop* loop) const {
    // A with body whose last statement is a break or continue calls __exit__ and jumps out
    // of the loop or round it; the suppressing path goes on to the code after the statement
    // (`with cm(): ...; break` then `counter += 100`):
    //
    //     <body>; [POP_BLOCK]; <__exit__(None, None, None)>; JUMP <loop exit or header>
    //     handler: ... POP_TOP x n; JUMP <the code after the statement>
    //
    // A body that ends normally calls __exit__ and goes where the suppressing path goes.
    // (3.11+ end the __exit__ call's block where the protection of an enclosing try ends:
    // the jump follows, after the loop's iterator is popped for a break, in a block nothing
    // else runs into.)
    if (!loop) return false;
    for (int guard = 0; guard < 3 && exit >= 0 && !block(exit).empty() && !is_control(last(exit).op) &&
                        last(exit).op != Op::Raise && last(exit).op != Op::Reraise;
         ++guard) {
        const int next = fallthrough(exit);
        if (next < 0 || block(next).predecessors.size() != 1) return false;
        exit = next;
    }
    if (exit < 0 || block(exit).empty() || last(exit).op != Op::Jump || !is_loop_target(jump_target(exit), loop))
        return false;
    int x = -1;
    std::size_t i = 0;
    if (!suppressed_code(h, x, i)) return false;
    // (the pops' own jump, or the block they run into; code sharing their block is none
    // of the normal exit's, which jumps to a block's start)
    int next = x;
    if (i + 1 == block(x).end && instructions_[i].op == Op::Jump) next = jump_target(x);
    else if (i != block(x).begin) return true;
    return resolve_jump(next) != resolve_jump(jump_target(exit));
}

bool Structurer::suppressed_elsewhere(int exit, int h) const {
    if (!is_with_handler(h) || !runs_into_return(exit)) return false;
    // The suppressing path, past its pops.
    int x = -1;
    std::size_t i = 0;
    if (!suppressed_code(h, x, i)) return false;
    // (≤3.10, in a try body: the pops run on into the try statement's POP_BLOCK, the end of
    // its body, and on to what follows it, where the body's last statement is the with. A
    // with followed by the body's return would jump to that return's code, or to a copy:
    // `for ...: try: with cm(): ...; return` then `except E: ...`, whose suppressing path
    // goes round the loop.)
    if (uses_block_stack() && skips_block_pops(x, i)) return !runs_into_return(x);
    // What `exit` runs through into its return.
    std::vector<int> chain;
    for (int y = exit; y >= 0 && chain.size() < 8; y = fallthrough(y)) {
        chain.push_back(y);
        if (last(y).op == Op::Return) break;
    }
    if (last(x).op == Op::Jump && i + 1 == block(x).end) {
        // (a jump to the code after the statement, laid out later: 3.14+ when the body never
        // ends normally, as nothing else runs into it; or back to the loop's header, the with
        // statement ending the loop's body)
        const int next = jump_target(x);
        return next >= 0 && (block(next).offset > block(exit).offset || is_loop_header(next)) &&
               !protected_by(next, h) &&
               std::find(chain.begin(), chain.end(), next) == chain.end();
    }
    if (last(x).op == Op::Return) {
        // (a copy of that code, a return: the code a normal exit runs into after the __exit__ call)
        const BasicBlock& r = block(chain.back());
        const std::size_t n = block(x).end - i;
        return r.end - r.begin >= n && !same_instructions(i, block(x).end, r.end - n, r.end);
    }
    // (3.11+, in a try body with a finally clause: the suppressing path runs a copy of the
    // finally body, then jumps on, where the normal exit's code after its __exit__ call runs
    // the same copy, then the return: `while ...: try: with cm(): ...; return` then
    // `finally: F`; or, the with inside another that it ends, the outer's __exit__ call.
    // A with followed by the body's return would jump to that code.)
    if (!uses_block_stack() && last(x).op == Op::Jump && chain.size() >= 2 &&
        std::find(chain.begin(), chain.end(), jump_target(x)) == chain.end()) {
        std::size_t first = i;
        while (first < block(x).end && instructions_[first].op == Op::Nop) ++first;
        const std::size_t n = block(x).end - 1 - first;
        std::vector<std::size_t> after_call;  // (the normal exit's code after its __exit__ call)
        for (std::size_t k = 1; k < chain.size(); ++k)
            for (std::size_t j = block(chain[k]).begin; j < block(chain[k]).end; ++j) after_call.push_back(j);
        bool same = n > 0 && after_call.size() > n;
        for (std::size_t k = 0; same && k < n; ++k) same = same_instructions(first + k, first + k + 1, after_call[k], after_call[k] + 1);
        if (same) return true;
    }
    // (code sharing the pops' block, ≤3.11, that does not run into a return: no jump leads
    // there, and it is the code after the statement, where a normal exit would go on; 3.10
    // copies a return after a loop into a break, `while True: with cm(): break` then
    // `return counter`. A return split from its value by the exception table's end, 3.14+,
    // is a copy as above.)
    return i != block(x).begin && last(x).op != Op::Raise && !runs_into_return(x);
}

bool Structurer::returns_from_nested_with(int y, int handler, const IntSet& reached, const Loop* loop) const {
    // 3.11+ `try: with cm(): ... return` in a loop: the with's __exit__ call stays under the
    // try's protection, the code after it (the iterator popped, the return) does not:
    //
    //     q: <with body>                  (protected by the with's handler w)
    //     p: <__exit__(None, None, None)> (by the try's)
    //     y: POP_TOP; RETURN_CONST None   (by neither)
    //
    // Where the with's suppressing path does not go to y, p is a return's call of __exit__
    // (suppressed_elsewhere), and y that return's code, not where the try's body goes on;
    // the same for a break or continue (y: POP_TOP; JUMP out of the loop, or a jump round it).
    // ≤3.10 lay the same out with the POP_BLOCK of the try between p and y:
    //
    //     p: <__exit__(None, None, None)>; POP_BLOCK
    //     y: POP_TOP; LOAD_CONST None; RETURN_VALUE
    auto runs_into_y = [&](int p) {
        if (p == y || fallthrough(p) == y) return true;
        const int pop = fallthrough(p);
        return uses_block_stack() && pop >= 0 && is_lone(pop, Op::PopBlock) && fallthrough(pop) == y;
    };
    for (int p : reached) {
        if (!runs_into_y(p)) continue;
        for (const Edge& e : block(p).predecessors) {
            const int q = e.block;
            if (e.kind != EdgeKind::FallThrough || !reached.count(q) || !block(q).handler) continue;
            const int w = *block(q).handler;
            if (w != handler && is_with_handler(w) && protected_by(w, handler) && !protected_by(p, w) &&
                (suppressed_elsewhere(p, w) || leaves_loop_unlike_suppressed(p, w, loop)))
                return true;
        }
    }
    return false;
}

bool Structurer::after_block_setup(int, int, Loop*, SymbolicStack&, Body&, int&) { return false; }

}  // namespace glassbox::structure_detail
