// The structure stage's walker, shared by the files that build one kind of
// statement each: structure.cpp (the walk), conditions.cpp (if, and/or/not,
// conditional values), loops.cpp (for, while, break, continue).
#pragma once

#include <algorithm>
#include <array>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "print/print.h"
#include "structure/cleanup.h"
#include "structure/post_dominators.h"
#include "structure/structure.h"

namespace glassbox::structure_detail {

using namespace ast;

// A set of block numbers. The walk makes and drops many (regions, loop bodies, visited
// blocks): their tree nodes come from the node pool (support/node_pool.h), not malloc.
using IntSet = std::set<int, std::less<int>, support::NodeAllocator<int>>;
// The same for the structurer's other sets and maps of plain keys (its caches, skips and marks).
template <typename K>
using PoolSet = std::set<K, std::less<K>, support::NodeAllocator<K>>;
template <typename K, typename V>
using PoolMap = std::map<K, V, std::less<K>, support::NodeAllocator<std::pair<const K, V>>>;

inline bool is_conditional(Op op) {
    return op == Op::PopJumpIfFalse || op == Op::PopJumpIfTrue || op == Op::PopJumpIfNone ||
           op == Op::PopJumpIfNotNone || op == Op::JumpIfFalseOrPop || op == Op::JumpIfTrueOrPop;
}

inline bool is_control(Op op) { return is_conditional(op) || op == Op::Jump || op == Op::ForIter; }
// The code object is left: a return or a raise.
inline bool leaves_code(Op op) { return op == Op::Return || op == Op::Raise || op == Op::Reraise; }
// A block ending so goes on to no fallthrough of its own.
inline bool ends_path(Op op) { return is_control(op) || leaves_code(op); }
// The same operation on the same operand (constants compared as values), targets apart (structure.cpp).
bool same_operation(const NormalizedInstruction& p, const NormalizedInstruction& q);
// `try: body finally: finalbody` (try_statement.cpp), folding a try/except that is the whole
// body into one try/except/finally, as the compiler nests them.
StmtPtr finally_statement(const Body& body, const Body& finalbody, int line);
// What a POP_EXCEPT is expected to leave where `name` (maybe "") is cleaned up after it
// (try_statement.cpp): the unwind code of an except clause or a finally body's exceptional copy.
StmtPtr pop_except_expected(const std::string& name);


inline ExprPtr bool_op(BoolOperator op, ExprPtr left, ExprPtr right) {
    ExprList values;
    for (const ExprPtr& side : {left, right}) {
        // `x or (y or z)` evaluates as `x or y or z`: one flat operator.
        auto* b = std::get_if<BoolOp>(&side->node);
        if (b && b->op == op) values.insert(values.end(), b->values.begin(), b->values.end());
        else values.push_back(side);
    }
    return expr(BoolOp{op, values});
}

// A condition over one or more blocks: true goes to `when_true`, false to `when_false`.
struct Condition {
    ExprPtr test;
    int when_true = -1;
    int when_false = -1;
    std::vector<int> blocks;  // the blocks it was read from, in order
};

// The blocks of an `async for` loop's head (async_for.cpp).
struct AsyncForHead {
    int handler = -1;      // starts with END_ASYNC_FOR: the code after the loop
    int await_block = -1;  // GET_ANEXT, LOAD_CONST None, YIELD_FROM
    int pop_block = -1;    // ≤3.10: the POP_BLOCK after the await
    int body = -1;         // stores the item
};

struct Loop {
    int header = -1;
    int exit = -1;            // where `break` goes (-1: none known)
    int latch_condition = -1; // 3.10+ while loops: the condition at the bottom that jumps back
    bool has_break = false;
    const Loop* outer = nullptr;
    int continue_target = -1; // 3.10: `continue` jumps to the test before the loop, not to its header
    std::size_t iterator_depth = 0;  // for loops: the stack's size with the iterator on top
    int exhausted = -1;              // for loops: where the loop goes when the iterator ends
    StmtPtr copied_exit = nullptr;   // what breaks run instead of jumping past an else (return_as_break)
    bool latch_runs_body = false;    // the block of latch_condition first runs the end of the body
    bool latch_value_test = false;   // ... and values of a test whose operands compute them in blocks of their own
    int threaded_break = -1;         // ≤3.9: the outer loop's exit or header a break jumps to
    bool breaks_reraise = false;     // a break ends the finally copy holding the loop (end_reraise)
    bool breaks_to_split = false;    // a break runs the copy of the code after a try statement (split_breaks_)
    // 3.10-3.13 test a while loop's condition at the bottom too: a top-test loop without that
    // bottom test is one whose body only goes round by `continue` (its end is unreachable).
    bool goes_round_by_continue = false;
    // 3.10-3.13 `while True:`: the jump back is the folded test at the bottom, which the
    // compiler threads no jump into (a statement falling off the body's end jumps forward to
    // it; only a `continue` jumps straight to the header).
    bool folded_bottom_test = false;
};

class Structurer {
public:
    // `not e` as this version tests it (negate_condition).
    ExprPtr negate(const ExprPtr& e) const { return negate_condition(e, lifter_.profile().tests_not_of_compare); }
    // What tidying the statements built may assume of this version's compiler (cleanup.h).
    CleanupRules cleanup_rules() const {
        return CleanupRules{lifter_.profile().tests_not_of_compare, always_tests_while_at_bottom(),
                            tests_while_only_on_top()};
    }
    bool negates_by_jumps(const ExprPtr& e) const {
        return glassbox::negates_by_jumps(e, lifter_.profile().tests_not_of_compare);
    }
    Structurer(const ControlFlowGraph& cfg, Lifter& lifter, std::vector<StructureProblem>& problems)
        : cfg_(cfg), lifter_(lifter), problems_(problems), instructions_(cfg.code->instructions),
          emitted_(cfg.blocks.size(), false) {
        find_loops();
    }

    // The statements of the whole code object.
    Body run();

private:
    const BasicBlock& block(int b) const { return cfg_.blocks[std::size_t(b)]; }
    const NormalizedInstruction& last(int b) const { return instructions_[block(b).end - 1]; }
    // Block b holds one instruction, an `op` (a lone jump, POP_BLOCK, RERAISE...).
    bool is_lone(int b, Op op) const { return block(b).end - block(b).begin == 1 && last(b).op == op; }

    bool is_loop_header(int b) const { return latches_.count(b) != 0; }















    int fallthrough(int b) const;
    // Two blocks with the same instructions going to the same places (a block the
    // compiler duplicated, e.g. the code after a loop copied to the end of a break).
    // (`skip_a`: instructions at the start of `a` left out.)
    bool same_code(int a, int b, std::size_t skip_a = 0) const;
    // Two blocks with the same instructions (a last jump apart) that go on to the same place or
    // to code that is the same again, through blocks that only jump: two copies of the __exit__
    // calls before a loop's `continue`, one running on, one jumping (3.11 goes through a
    // JUMP_FORWARD to the back jump).
    bool same_code_going_on(int a, int b, int depth = 4) const;
    // Block `b` runs (without a branch) into a jump to the loop's header or exit.
    bool runs_into_loop_jump(int b, const Loop* loop) const;
    // The return at `return_offset` follows unwind code (its value was computed before it).
    bool unwinds_after_value(std::uint32_t return_offset) const;
    // Whether block x, a return after an except clause's POP_EXCEPT, is reached from the body of
    // a try statement nested in the clause whose other way goes on to more of the clause (the code
    // after that statement): then it is a `return` of the source, not a copy of the code after the
    // statement that the clause falls off into (which would skip that code).
    bool returns_past_clause_code(int x, int clause_body) const;
    // Block `b` ends in a raise whose operands are computed after a POP_EXCEPT.
    bool raises_after_pop_except(int b) const;
    // Instructions [first, end) are the code of the loop's exit block.
    bool copies_loop_exit(std::size_t first, std::size_t end, const Loop* loop) const;
    // `b` is the compiler's copy of the loop's exit block (a break copying it): the same code,
    // and a copy keeps the lines of what it copies (an inline `return -1` has its own).
    bool is_exit_copy(int b, const Loop& loop) const;
    // The first block with the same code as `b` (3.12+ copies small exits): targets are
    // compared through it.
    // Block `b` ends in `return None` (a copy of the implicit one, maybe).
    bool returns_none(int b) const;
    int canonical(int b) const;
    // `b` is a `return` statement in an if's body, the fall-through of its test: the compilers
    // copy a small exit into unconditional jumps to it (3.10+), or the implicit `return None`
    // (which has no line of its own) into any, never such a block: it is no copy, and none is
    // one of it.
    bool is_return_statement(int b) const;
    bool jumps_after_statement(int b) const;
    // The jump of block `jumped_from` (-1: none) to `target`, the header of `loop` or its test
    // on top, is a `continue` the source wrote, even last in the body: the loop goes round
    // another way where it ends.
    bool continue_written(int jumped_from, int target, const Loop& loop) const;
    int jump_target(int b) const;
    // ---- loops ---------------------------------------------------------------------------
    void find_loops();
    // 3.10-3.11: (test, exit) of while loops whose body never goes round (loops.cpp).
    std::vector<std::pair<int, int>> latchless_while_loops() const;
    // 3.10-3.11 leave a break's jump to a loop's exit that is the enclosing loop's jump back
    // unthreaded; 3.12+ thread it to that loop's header (≤3.9 keep the dead jump back instead).
    bool breaks_jump_to_outer_latch() const {
        return copies_small_exits() && lifter_.profile().version <= PythonVersion{3, 11};
    }
    bool in_natural_body(int header, int b) const;
    const RegionPostDominators& post_dominators(const Loop* loop);
    // ---- problems ------------------------------------------------------------------------
    void fail(Body& out, std::uint32_t offset, const std::string& reason);
    // ---- lifting a block -----------------------------------------------------------------
    // Lifts every instruction of `b` but a control-flow terminator.
    void lift_block(int b, SymbolicStack& stack, Body& out);
    // Lifts `b` as a pure condition: no statements, one more value on the stack.
    bool try_condition_block(int b, const SymbolicStack& stack, ExprPtr& test, bool header_allowed = false);
    // Like try_condition_block, but the block may first run statements (the end of a loop body),
    // which may take `consumed` values computed before it (`v = a if c else b` ending the body).
    bool try_condition_tail(int b, const SymbolicStack& stack, ExprPtr& test, std::size_t consumed = 0);
    // A test whose operands compute values by short circuits or conditional expressions, in
    // blocks from `b` on: the conditional jump ending block `tested` tests `test`; `blocks`
    // are the region's blocks in the order read (tested last). Nothing changes where it fails.
    // `after_statements`: b's block may first run statements (the end of a loop's body),
    // which may take `pending` values computed before it (`data = data[a or b:]`).
    bool try_value_condition(int b, Loop* loop, const SymbolicStack& stack, ExprPtr& test, int& tested,
                             std::vector<int>& blocks, bool after_statements = false, std::size_t pending = 0);
    // Like try_condition_tail for a ≤3.10 bare except clause's handler block that runs into
    // a while loop's bottom test (loops.cpp): lifted on the handler's stack.
    bool try_clause_condition_tail(int b, const SymbolicStack& stack, ExprPtr& test);
    static bool same_text(const ExprPtr& x, const ExprPtr& y);
    // The test of a conditional jump as "jump taken when `test` is true".
    ExprPtr jump_test(int b, ExprPtr value) const;
    // Reads the condition that starts with the value `value` tested at the end of `b`,
    // merging the pure condition blocks that follow into one and/or/not tree.
    Condition read_condition(int b, ExprPtr value, const SymbolicStack& stack);
    // Its merges of an operand whose constant the compiler folded (decided_operands.cpp).
    friend class DecidedOperands;
    // Sides `p` and `q` of two tests go to the same place (≤3.9: one to a jump the other was threaded through).
    bool threaded_same(int p, int q) const;
    bool jumps_back_after_test(int side, int test) const;
    // ---- the walk ------------------------------------------------------------------------
    // Statements from block `b` until `stop` (exclusive), appended to `out`.
    // Expression mode: the region only computes values (no block is marked as done).
    void walk(int b, int stop, Loop* loop, SymbolicStack& stack, Body& out, bool expression_mode);
    // 3.11+: code under an exception handler is only decompiled when the handler is one
    // the compiler adds without a try statement (generator and inlined-comprehension cleanup).
    void check_handler(int b);
    // The conditional jump ending `b`; returns where the walk goes on.
    int emit_branch(int b, int stop, Loop* loop, SymbolicStack& stack, Body& out, bool expression_mode);
    // `c if t else f`, or the and/or it came from: the compiler threads the jumps of
    // `t and a or f` into "if t: (a or f) else: f" (and `(t or a) and f` likewise).
    // (block, where its copy of the join starts): see conditions.cpp.
    std::vector<std::pair<int, std::size_t>> join_copies(int through, int join, const Loop* loop) const;
    bool compiled_as_value(const Condition& condition, const Loop* loop) const;
    static std::optional<ExprPtr> global_assertion(const Body& body);
    // 3.8's assert loads the global AssertionError (3.9+: LOAD_ASSERTION_ERROR).
    bool asserts_load_global() const { return lifter_.profile().version < PythonVersion{3, 9}; }
    const std::set<const Object*>& loaded_constants() const;  // the constants some instruction loads
    mutable std::optional<std::set<const Object*>> loaded_constants_;  // (computed on first use)
    ExprPtr unloaded_constant(bool truth) const;         // null where none
    ExprPtr folded_constant(bool truth, int after = -1) const;  // else True or False
    bool holds_constant_of_truth(bool truth) const;             // a plain one, loaded or not
    // The walk is in a comprehension's loop (its own code, or 3.12+ inlined over its display).
    bool in_comprehension(const SymbolicStack& stack) const;
    bool folded_conditional_value(const Condition& condition, Loop* loop, SymbolicStack& stack, Body& out,
                                  int& after, bool expression_mode, std::uint32_t at);
    // 3.10+ drop an and/or operand that is a constant which cannot end the test (`x or ''`).
    bool drops_constant_operands() const { return lifter_.profile().version >= PythonVersion{3, 10}; }
    static ExprPtr conditional_value(const ExprPtr& test, const ExprPtr& when_true, const ExprPtr& when_false);
    ExprPtr laid_out_value(const Condition& condition, const ExprPtr& when_true, const ExprPtr& when_false);
    ExprList group_jumping_constants(const ExprList& values, bool is_and) const;
    void mark_region(int from, int to);
    // The first block (in layout order) both `a` and `b` reach without passing `stop` or leaving
    // the loop; -1 when they never meet or one reaches the other first.
    int common_successor(int a, int b, int stop, const Loop* loop) const;
    // The loop's own jump back (its last: a lone jump to the header that ends the body) that
    // both `a` and `b` run into, neither reaching the other; -1: none. (Regions stop there,
    // as at a `continue`: no post-dominator or common successor names it.)
    int shared_jump_back(int a, int b, int stop, const Loop* loop) const;
    // `to` is reached from `from` only through the except clauses of a try statement there
    // (`if c: try: return f() / except E: pass`, then the code after the if): no normal way.
    bool reached_through_handlers(int from, int to, int stop, const Loop* loop) const;
    // The first block (in layout order) past `to` that `to` runs into and `from` reaches only
    // through the exits of with statements there (`if c: with m: raise E` / `else: f()`, then the
    // code after the if, where the with statement goes on when m's exit swallows E); -1: none.
    int met_through_handlers(int from, int to, int stop, const Loop* loop) const;
    // Where sides meet that each end in a copy of the small exit after the statement; -1: none.
    // (`tested`: the block of the if's test, entered with the statement's stack)
    int copied_join(int a, int b, int tested, int stop, const Loop* loop);
    // The block a test of `condition` goes to itself whose `canonical` copy is `side` (side
    // when none, or when several are).
    int laid_out_side(const Condition& condition, int side) const;
    // Some path from `from` reaches `stop` (-1: none) without passing `join` or a copy of it:
    // `join` is no join of the statement there.
    bool runs_past(int from, int join, int stop, const Loop* loop) const;
    // Block `x` is the compiler's copy of the small exit `y` (or the reverse), 3.10+.
    bool is_copy_of(int x, int y);
    // Where the if body `body_block` jumps over an else `else_block` that always leaves; -1: none.
    // (`tested`: the block of the if's test)
    int jump_over_else(int body_block, int else_block, int tested, int stop, const Loop* loop) const;
    // ≤3.9 keep the dead jump over an else after a body that raises, breaks or continues.
    bool keeps_dead_jumps() const { return !copies_small_exits(); }
    // ≤3.9: a `continue` ending loop `h`'s body, whose own dead jump back lies before `after`.
    void keep_explicit_continue(int h, int after, Body& body) const;
    ElseLayout dead_label_after(int else_block, int follow, const Loop* loop) const;
    bool leaves_loop(int b, const Loop* loop) const;
    // region_from, through exception edges too (what a try's handlers reach), but to the
    // handlers around `outside` (the statement's own block).
    IntSet region_with_handlers(int from, int stop, const Loop* loop, int outside) const;
    // region_from's walk (no loop targets, not past `stop`), entering the handlers `enters` accepts.
    IntSet region_through_handlers(int from, int stop, const Loop* loop,
                                          const std::function<bool(int)>& enters) const;
    // Block `join`, the code's end (module or class code), follows a statement that left no
    // code: a `pass` the source needs there.
    bool ends_before_codeless_statement(int join) const;
    // The header of the while loop whose test before it ends in block `s` (3.10+ test before
    // the loop and again at the bottom of its body), `s` alike at the bottom; else -1.
    int while_after_test(int s) const;
    // The if body from `body_block` ends jumping over an empty else to `join` (≤3.9).
    bool jumps_over_empty_else(int body_block, int join, int tested);
    IntSet empty_else_jumps_;  // the jumps jumps_over_empty_else took
    ElseLayout copied_return_layout(int body_block, int else_block, int follow, const Loop* loop) const;
    // 3.12+ `return [f(), b if a else c]`: each side runs its own copy of the rest (tail_copied_value.cpp).
    bool try_tail_copied_value(const Condition& condition, Loop* loop, SymbolicStack& stack, Body& out,
                               bool expression_mode, std::uint32_t at);
    std::size_t common_tail(int a, int b) const;
    // `b` ends in a block the compiler copies into each path reaching it (a return, a raise,
    // a finally copy's lone RERAISE).
    bool ends_copied_tail(int b) const;
    // `try: return v finally: if c: ...`: the return copied into each side of the finally
    // copy's test (sunk_return.cpp). Emits the `if` and the return once.
    bool try_sunk_return(const Condition& condition, Loop* loop, SymbolicStack& stack, Body& out, std::uint32_t at);
    // Chained comparisons (`a < b < c`), as conditions and as values.
    bool is_chain_link(const ExprPtr& tested, const SymbolicStack& stack) const;
    ExprPtr next_chain_link(int b, const SymbolicStack& stack);
    // ... whose right operand is a value of several blocks (`a < b < (c or d)`): the comparison,
    // and in `last` the block that makes it and tests it; null where the operand is not one.
    // A middle link (`a < (c or d) < e`) leaves the stack it keeps for the next one in `middle`.
    ExprPtr chain_link_across_blocks(int b, int cleanup, const SymbolicStack& stack, int& last,
                                     SymbolicStack* middle = nullptr);
    int after_chain_cleanup(int cleanup, std::size_t* trailing = nullptr) const;
    bool same_instructions(std::size_t a, std::size_t a_end, std::size_t b, std::size_t b_end) const;
    int emit_chained_value_with_tail(int b, const ExprPtr& first, Loop* loop, SymbolicStack& stack, Body& out,
                                     std::size_t trailing, std::uint32_t at);
    // The last link of such a chain whose right operand is a value of several blocks, each end
    // of it holding a copy of the link's comparison and of the tail (`return a < b < (c if d
    // else e)`); null where that is not the shape.
    ExprPtr chain_link_with_copied_compare(int through, int cleanup, std::size_t trailing, Loop* loop,
                                           const SymbolicStack& stack, bool drop_first);
    std::optional<Condition> longer_chained_condition(int b, const ExprPtr& first, const SymbolicStack& stack);
    std::optional<Condition> read_chained_condition(int b, const ExprPtr& first, const SymbolicStack& stack);
    std::optional<Condition> chained_none_test(int b, const ExprPtr& first, const SymbolicStack& stack);
    // The chain `first` + `rest`, whose last link's blocks run from `link_start` to `through`, which tests it.
    std::optional<Condition> chained_condition_from(int b, const ExprPtr& first, const ExprPtr& rest, int link_start,
                                                    int through, bool jumps_when_true);
    int emit_chained_value(int b, const ExprPtr& first, Loop* loop, SymbolicStack& stack, Body& out, std::uint32_t at);
    // 3.10+ `while x or 4:`: the test before the loop, and the same at its bottom, go into it
    // either way (try_inverted_while with a condition whose both sides are the loop's header).
    // The block holding a latch's test: the latch, or the test a jump-only latch follows (-1: none).
    int latch_test_block(int latch) const;
    bool try_always_held_while(const Condition& condition, int h, Loop* loop, SymbolicStack& stack, Body& out,
                               int& result, int continue_target);
    bool try_inverted_while(const Condition& condition, int stop, Loop* loop, SymbolicStack& stack, Body& out,
                            int& result, int continue_target = -1);
    // Where `break` goes in a loop laid out from `first` to `last`: the one place outside
    // that code, other than `normal_exit`, that its jumps reach (else `normal_exit`).
    // A while loop (3.10-3.13, tested at the bottom too) whose body starts with an inner loop
    // (`while True:`) that goes back to the same block: that loop first, then the rest.
    void walk_inner_loop_first(int h, const std::vector<int>& inner_latches, Loop* loop, SymbolicStack& stack,
                               Body& body);
    int break_target(int first, int last_block, int normal_exit, const std::vector<int>& top_test = {}) const;
    // 3.10, 3.12+: the block a while loop's breaks copy (the small exit after its else
    // clause), where the constants and names say the code at `normal_exit` came first; or -1.
    int break_copy_past_else(int h, int normal_exit, const Loop* outer) const;
    // A 3.13+ break (jump or fall-through) to code laid out inside the loop's span, the end of
    // an except clause holding the loop (POP_EXCEPT, a jump), a copy of it the compiler also
    // put at the end of the loop's else clause: or a 3.10/3.12+ jump past an else clause that
    // leaves to code the compiler did not copy. The one non-exit block the body reaches with
    // the iterator popped, other than `exhausted` (else -1).
    int popped_iterator_exit(int header, int last_block, int exhausted);
    // The copies of `exit` that the else clause from `exhausted` runs into (is_inlined_exit_copy).
    void note_else_exit_copies(int header, int exhausted, int exit);
    // Where control goes from `x`, looking through blocks that only jump.
    // `while True` or `while 1` (the constant the source wrote stays in co_consts, never loaded).
    ExprPtr infinite_loop_test(int header) const;
    // `while x or True:` read as `while True:` and `if not x: pass` (3.14+): the or, else null.
    ExprPtr always_held_test(const ExprPtr& test, const Body& body) const;
    // ≤3.9 `while True`: the one place the jumps out of the loop's blocks go (its breaks), or -1.
    int sole_jump_out(int h) const;
    // `exit`, or where it jumps when it is a break's own lone jump out of loop `h`.
    int past_break_jump(int exit, int h) const;
    // 3.11+ (clause_breaks.cpp): `t`, or where it jumps when it is the end of an except clause
    // (POP_EXCEPT, the name's cleanup, a jump) that leaves loop `h`'s body.
    int past_clause_end(int h, int t) const;
    // Where the end of an except clause starting at `x` jumps (-1: `x` is none).
    int clause_end_jump(int x) const;
    // 3.11+ `while True: try: x = f() / except E: break`: where the one break out of an
    // except clause of a try statement inside loop `h` goes, laid out after the loop (-1: none).
    int clause_break_target(int h) const;
    // 3.11+: where the breaks inside except clauses of a for loop's body go, when they all
    // go to one place past the loop's `else` clause (-1 otherwise; loops.cpp).
    int except_break_past_else(int h, int last_latch, int exhausted) const;
    int resolve_jump(int x) const;
    // Blocks from which a condition ending at `latch` may start (the latch itself and pure
    // condition blocks leading into it).
    std::vector<int> condition_starts(int latch, int header);
    // A loop whose header is `h`; returns the block after it.
    int emit_loop(int h, int stop, Loop* outer, SymbolicStack& stack, Body& out);
    int emit_loop_else(const Loop& loop, int normal_exit, Loop* outer, SymbolicStack& stack, Body& orelse,
                       StmtPtr& after_loop);
    bool async_for_head(int h, AsyncForHead& head) const;
    int emit_async_for(int h, const AsyncForHead& head, int stop, Loop* outer, SymbolicStack& stack, Body& out);
    // A for loop whose breaks run a copy of the code after it: the else block is what the
    // exhausted path runs before that code. Emits the loop and that code; false: no copy.
    bool emit_loop_with_copied_exit(Loop& loop, StmtPtr statement, int stop, Loop* outer, SymbolicStack& stack,
                                    Body& out);
    // The body of a loop whose header holds code: walk the header itself, then on.
    void walk_loop_body_from_header(int h, Loop* loop, SymbolicStack& stack, Body& body);
    // The body of `for _ in x: yield _` that never stores its item: 3.15's `(*x for ...)`.
    static bool yields_each_item(Body body);
    static ExprPtr take_loop_target(Body& body);
    static bool contains_append(const Body& body);
    // A for loop's statement, or the comprehension it is (the display it appends to on the stack).
    void emit_loop_statement(const StmtPtr& statement, SymbolicStack& stack, Body& out, std::uint32_t at);
    // What the dead code of the comprehension whose accumulator tops `stack` left (3.12+: one
    // inlined into this code).
    DeadCodeTraces dead_comprehension_code(const SymbolicStack& stack) const;
    // ---- try and with (try_statement.cpp, with_statement.cpp) ------------------------------
    // A construct the walk is inside, and the statements the compiler runs before a return,
    // break or continue leaves it (a with's __exit__ call, a copy of the finally body, an
    // except clause's POP_EXCEPT and `name = None; del name`).
    struct Unwind {
        const Loop* loop = nullptr;
        Body exit_code;
        bool finally_body = false;  // exit_code is a finally body's (its copy runs before each exit)
    };
    // A try or with statement whose protected code starts at `b` (3.11+: the block's
    // handler, ≤3.10: the SETUP_* ending the block before); `next` is where the walk goes on.
    bool enter_protected(int b, int stop, Loop* loop, SymbolicStack& stack, Body& out, int& next);
    bool after_block_setup(int b, int stop, Loop* loop, SymbolicStack& stack, Body& out, int& next);
    // Strips from the end of `out` (before its last statement when `appended`) what leaving
    // the constructs up to `loop` (nullptr: the code object) runs.
    void unwind_exit(Body& out, const Loop* loop, std::uint32_t offset, bool appended);
    // unwind_exit for the Return `out` ends with, which may instead be a break to a copied loop exit.
    void unwind_return(Body& out, Loop* loop, std::uint32_t offset);
    // The `return` ending `out` is a `break` whose jump the compiler replaced by a copy of
    // the code after the loop; false (nothing changed) when that code is not the same.
    bool return_as_break(Body& out, Loop* loop, std::uint32_t offset);
    void untangle_copied_tail(Body& rest, std::size_t k, const StmtPtr& expected) const;
    // rest[k], an if or match that ends a finally body's normal copy, without the copies of
    // the exit rest[k + 1] that 3.10+ put at the ends of its branches (hoisted_exits.cpp).
    void hoist_exit_copies(Body& rest, std::size_t k) const;
    bool strip_exit_copies(Body& branch, const Body& exit) const;
    bool ends_with_code(const Body& branch, const Body& tail) const;
    Body common_exit(const Body& branch) const;
    // Block `b` (ending in a return, entered with `depth` values) drops the for loop's
    // iterator before computing the value it returns.
    bool leaves_loop_before_value(int b, const Loop* loop, std::size_t depth) const;
    // After a loop without an exit block: the code its breaks jump to, which only exists as
    // the copies unwind_return turned back into breaks.
    void append_copied_exit(int header, Body& out);
    // Records `code` as what the breaks of the loop at `header` run; false when a break
    // recorded other code.
    bool record_copied_exit(int header, const Body& code);
    // (laid_out_exits.cpp) `out`, ending in a return, runs the unwind code of the statements
    // inside `loop`, then code of its own: a break into the code after the loop, laid out
    // there (3.12+). Replaces that code by the break and records it as the loop's exit.
    bool break_into_laid_out_exit(Body& out, Loop* loop);
    // A loop's exit reached from inside a try or with statement before its unwind code ran:
    // the compiler copied the code after the loop (a return) behind that code.
    bool exit_is_unwind_copy(const Loop* loop, const Body& out) const;
    // A RERAISE ending `b`: the end of a finally body's exceptional copy (or a break out of
    // a loop inside it, whose jump the compiler replaced by a copy of that end), or an error.
    void end_reraise(int b, Loop* loop, SymbolicStack& stack, Body& out);
    bool is_construct_handler(int h) const;
    // The handler of an async for loop's await (it starts with END_ASYNC_FOR).
    bool is_async_for_handler(int h) const;
    // The handlers around `b`, innermost first (in place: any_handler walks at most 64).
    struct HandlerChain {
        std::array<int, 64> handlers;
        std::size_t count = 0;
        const int* begin() const { return handlers.data(); }
        const int* end() const { return handlers.data() + count; }
    };
    HandlerChain handler_chain(int b) const;
    // handler_chain's walk without its array (protected_by and check_handler ask for most
    // blocks): visit(h) for each handler around `b`, innermost first, until one returns true.
    template <typename Visit>
    bool any_handler(int b, Visit visit) const;
    bool protected_by(int b, int handler) const;
    // A loop's back jump, outside every protection, that belongs to the body of the try or
    // with statement handler `h` protects (try_statement.cpp).
    bool latch_after_unlisted_test(int latch, int h) const;
    int depth_at(int b) const;
    // Blocks outside `handler`'s protection that code under it reaches (without an
    // exception) from `b`, and the depth the stack must have there.
    int normal_exit(int b, int handler, int depth, const Loop* loop);
    // (clause_breaks.cpp) `b` runs on without a branch into a return; a block of `body`
    // laid out after `b` jumps back to one of `body`'s laid out before it (a loop's back
    // jump: `b` lies inside that loop's code).
    bool runs_into_return(int b) const;
    bool jumps_back_over(int b, const IntSet& body) const;
    // (with_statement.cpp) `exit`, code that runs into a return, is not where the suppressing
    // path of the with statement whose handler is `h` goes on (3.9+): a normal exit would
    // run into that code after its __exit__ call, so `exit` is a return's copy of the call.
    bool suppressed_elsewhere(int exit, int h) const;
    // (with_statement.cpp) ≤3.10: the dead normal exit (the __exit__ call) of the with
    // statement whose handler is `h`, laid out right before it; -1 when there is none.
    int dead_exit_call(int h) const;
    // The first instruction `i` of block `x` that the suppressing path of with handler `h`
    // runs after its pops; false where none is found (3.8: the cleanup subroutine suppresses).
    bool suppressed_code(int h, int& x, std::size_t& i) const;
    // The suppressing path of a with statement runs a copy of block `b` of its own (after
    // its pops, b's leading pops included): `b`, which returns, is a `return` statement.
    // (3.14 copies a small block that returns into the jumps to it; a `break`'s block,
    // which jumps to the code after the loop, is never copied, though that code may be
    // copied into it: its POP_TOP then `return None` read alike.)
    bool copied_by_suppressing_path(int b) const;
    // Moves (`x`, `i`) past the POP_BLOCKs there, into the blocks they fall through to;
    // false where there are none (or nothing follows them).
    bool skips_block_pops(int& x, std::size_t& i) const;
    // `exit`, a with body's normal exit, jumps out of `loop` or round it, where the suppressing
    // path of its handler `h` does not go: the body ends with a break or continue.
    bool leaves_loop_unlike_suppressed(int exit, int h, const Loop* loop) const;
    // `y`, outside the protection of `handler`, is the return (break, continue of `loop`) of a
    // with statement inside the body (of the blocks `reached`) that runs into it after its
    // __exit__ call: no exit of the body's own.
    bool returns_from_nested_with(int y, int handler, const IntSet& reached, const Loop* loop) const;
    bool is_loop_target(int x, const Loop* loop) const;
    // 3.11+: a with statement inside the body that handler `h` protects suppresses into `y`
    // (its suppressing path runs into y or jumps to it, y laid out before the handlers in 3.11).
    bool suppresses_into(int y, int h) const;
    // Walks from `b` to `stop`, `b` possibly being the loop's header (a body that starts a loop).
    void walk_region(int b, int stop, Loop* loop, SymbolicStack& stack, Body& out);
    int emit_try(int b, int handler, int stop, Loop* loop, SymbolicStack& stack, Body& out);
    // Where the except clauses of handler `h` jump to after their POP_EXCEPT.
    std::vector<int> nested_clause_exits(int h) const;
    // 3.11+: block `after`, where an except clause of handler `h` runs on from its POP_EXCEPT
    // without a jump, is the code after the try statement (entered with `depth` values), not
    // the unwinding of a return leaving the clause.
    bool runs_into_code_after(int after, int h, int depth, const Loop* loop) const;
    int emit_with(int b, int handler, int stop, Loop* loop, SymbolicStack& stack, Body& out);
    // Walks the code after a construct from `from`, dropping `prefix` (what its normal exit
    // runs first), appends it to `out`; returns `stop`.
    // (One walk; walk_after tries again reading constant returns in loops as breaks: finally_loop_breaks.cpp.)
    // `handler`: a try/finally's exceptional copy, which the code after the statement follows.
    int walk_after_once(int from, const Body& prefix, int stop, Loop* loop, SymbolicStack& stack, Body& out,
                        std::uint32_t offset, int handler);
    bool constant_returns_break_ = false;
    int walk_after(int from, const Body& prefix, int stop, Loop* loop, SymbolicStack& stack, Body& out,
                   std::uint32_t offset, int handler = -1);
    // ≤3.9 and 3.11 lay the code after a try/finally out after its exceptional copy, and copy
    // no return into the normal one: a return that normal copy (from `from`) runs into before
    // the handler ends the try body. (3.10: the line of the body's POP_BLOCK says so.)
    bool returns_before_handler(int from, int handler, int final_line) const;
    void dump_cfg() const;
    // ---- 3.11+ finally handlers no exception-table entry names (dead_finally.cpp) -------
    // Before the walk lifts block `b`: where it holds the start of the normal copy of such a
    // handler's finally body, lifts what comes before, walks the handler and leaves a marker
    // in `out`. Returns the instruction range it lifted (skipped until `b` is lifted).
    std::pair<std::size_t, std::size_t> lift_before_dead_finally(int b, Loop* loop, SymbolicStack& stack, Body& out);
    void scan_dead_finally_handlers();
    // Each marker and the statements after it that read as its handler's finally body become
    // `try: pass / finally: ...`; a marker they do not follow goes.
    void rebuild_dead_finally_statements(Body& body) const;
    bool dead_finally_scanned_ = false;
    std::map<std::size_t, int> dead_finally_at_;  // first instruction of the normal copy -> handler
    // by marker id: the handler's finally body, and whether a `continue` after it ends the try body
    std::vector<std::pair<Body, bool>> dead_finally_bodies_;
    // 3.11 lays a try statement's handlers out right after its code (3.12+ after the function's).
    bool handlers_follow_statement() const {
        return !uses_block_stack() && lifter_.profile().version < PythonVersion{3, 12};
    }
    // The `name = None; del name` after each POP_EXCEPT that ends an `except ... as name`
    // clause: skipped, the name kept by the POP_EXCEPT's offset.
    void scan_except_cleanups();
    // Throws if a marker of lift_exceptions.cpp was left in the statements (never printed as code).
    void check_unwind_markers(const Body& body) const;
    // A statement as unwind code compares: POP_EXCEPT markers by the name they clean up.
    std::string unwind_text(const StmtPtr& s) const;
    bool strip_tail(Body& body, const Body& expected) const;
    bool strip_branch_tails(Body& body, const Body& expected) const;
    // Instructions [first, end) are those of block `y` (a copy the compiler made).
    bool same_instructions(std::size_t first, std::size_t end, int y) const;
    bool same_range(std::size_t first, std::size_t end, std::size_t other) const;
    // Instructions [first, end) ending in a return compute the value they return themselves.
    bool computes_own_value(std::size_t first, std::size_t end) const;
    // Blocks reachable from `from` without passing `stop` or leaving the loop.
    // `into_finally_calls` false: 3.8's CALL_FINALLY leads only on, not into the finally body it calls.
    IntSet region_from(int from, int stop, const Loop* loop, bool into_finally_calls = true) const;
    // -1 when the compiler compiled the `first` blocks before the `second` (by the constants
    // and names only one of them uses), 1 after, 0 when nothing tells.
    int compiled_first(const IntSet& first, const IntSet& second) const;
    // The blocks of a try statement's except clauses, the tests of their types included.
    struct ExceptClause;
    IntSet clause_blocks_of(const std::vector<ExceptClause>& clauses, int stop, const Loop* loop) const;
    // instructions_[first, end) are a lone `return <constant>`.
    bool returns_constant_only(std::size_t first, std::size_t end) const;
    // ---- ≤3.10 try and with over the block stack (try_block_setup.cpp) -------------------
    // The cfg gives each block the handler of its innermost SETUP_*; these read what the
    // ≤3.10 compilers put at a handler (no PUSH_EXC_INFO, an exception of three entries).
    struct ExceptClause {
        ExprPtr type;
        std::optional<std::string> name;
        int body = -1;
        std::size_t first = 0;   // the POP_TOP or STORE of the exception
        int cleanup = -1;        // ≤3.10 `as name`: the handler of its SETUP_FINALLY (`name = None; del name`)
        int end = -1;            // except*: where the body goes on (the next clause's test)
    };
    bool uses_block_stack() const { return !lifter_.profile().has_exception_table; }
    // 3.10: the ends of except clauses nested in `clause` (of handler `h`) that leave it too,
    // POP_EXCEPT for each, then a copy of the small block after the statement that returns:
    // the [first, end) of each such copy, which the statement's tails hold, and where the
    // part the walk of the nested clause skips begins (after its own POP_EXCEPT: the
    // enclosing ones are this statement's and go with the copy).
    struct NestedTail {
        std::size_t skip_from, first, end;
    };
    std::vector<NestedTail> nested_clause_tails(const ExceptClause& clause, int h) const;
    // instructions_[first, end), after the POP_EXCEPTs of nested clauses, may be the copy
    // after the statement they end too (a nested_clause_tails entry).
    bool may_copy_tail(std::size_t first, std::size_t end) const;
    // Where the POP_EXCEPT at instructions_[i] ends, with its `as` name's cleanup (3.9+).
    std::size_t pop_except_end(std::size_t i) const {
        return i + 1 + (except_cleanups_.count(instructions_[i].offset) && !finally_is_subroutine() ? 3 : 0);
    }
    // Where block `b`'s first POP_EXCEPT (and its name cleanup) ends; 0 without one.
    std::size_t first_pop_end(int b) const;
    std::size_t first_pop(int b) const;  // the index of that POP_EXCEPT (b's end without one)
    // 3.10: block `x` of the clause from `body` ends with a copy of a block of that clause
    // from its first POP_EXCEPT on: the end of an if's branch, the copy of the if's join.
    bool branch_copy_of_clause_end(int x, int body, const Loop* loop) const;
    // 3.10: the else block of a statement whose clauses jump to `join`, the end of an
    // enclosing except clause (its POP_EXCEPT, then a small block that returns), ends with a
    // copy of that join instead of running into it: the walk skips the copies.
    void skip_else_copies_of_join(int exit, int join, const Loop* loop);
    // The first instruction of handler block `h` that belongs to the statement (3.11+: after PUSH_EXC_INFO).
    std::size_t handler_code_begin(int h) const;
    // Handler `h` tests except clauses (else it is a finally body's exceptional copy).
    bool starts_except_clauses(int h) const;
    // ≤3.10: the except clauses of handler `h`, their exception stores skipped.
    std::vector<ExceptClause> read_block_setup_clauses(int h, const SymbolicStack& handler_stack);
    // 3.11+: the clauses after PUSH_EXC_INFO (CHECK_EXC_MATCH tests, or a bare POP_TOP).
    std::vector<ExceptClause> read_table_clauses(int h, const SymbolicStack& handler_stack);
    // A clause whose test block `test` computes its type in instructions [type_begin, type_end)
    // and jumps to the next test when it does not match.
    ExceptClause typed_clause(int test, std::size_t type_begin, std::size_t type_end,
                              const SymbolicStack& handler_stack, std::uint32_t at);
    // ---- except* (try_star.cpp) -----------------------------------------------------------
    // After the handler's PUSH_EXC_INFO, the end of the except* set-up (0: there is none).
    std::size_t star_prologue_end(int h) const;
    bool starts_star_clauses(int h) const;
    std::vector<ExceptClause> read_star_clauses(int h, const SymbolicStack& handler_stack);
    void skip_copied_star_appends(int epilogue);
    Body walk_star_clause(const ExceptClause& clause, Loop* loop, const SymbolicStack& stack);
    bool is_with_handler(int h) const;
    // The compiler copies small blocks that return into the jumps to them (3.10, 3.12+; 3.11
    // in places), so a clause's POP_EXCEPT may be followed by a copy of the code after it.
    bool copies_small_exits() const { return lifter_.profile().version >= PythonVersion{3, 10}; }
    // ... and 3.11 only those without a line number (the implicit `return None`).
    bool copies_exits_with_lines() const {
        return copies_small_exits() && lifter_.profile().version != PythonVersion{3, 11};
    }
    // Whether block b could be a copied exit: an exit (return, raise) of the few instructions the
    // compiler copies (4; up to 8 once normalized).
    bool may_be_exit_copy(int b) const {
        return !block(b).empty() && leaves_code(last(b).op) && block(b).end - block(b).begin <= 8;
    }
    // The stack depth outside loop h (a for loop's header holds its iterator; 3.15: and index).
    int depth_outside_loop(int h) const {
        const int slots = int(std::max<std::size_t>(lifter_.profile().iterator_slots, 1));
        return depth_at(h) - (last(h).op == Op::ForIter ? slots : 0);
    }
    // 3.13+ also copy a block without a line of its own that ends in a jump (an except
    // clause's end: POP_EXCEPT, then the jump to the code after the statement) into each jump
    // to it; ≤3.12 copy only blocks that leave (return, raise).
    bool inlines_jumps_without_lines() const { return lifter_.profile().version >= PythonVersion{3, 13}; }
    // 3.12+ lay the code of exception handlers out after all other code (cold blocks).
    bool lays_handlers_out_last() const { return lifter_.profile().lays_handlers_out_last; }
    // 3.10+ tests a while loop's condition before it and again at the bottom of its body.
    bool inverts_while_loops() const { return lifter_.profile().version >= PythonVersion{3, 10}; }
    // ... always, 3.10-3.13: a top-test loop without that bottom test goes round only by
    // `continue` (3.14+ test only on top again).
    bool always_tests_while_at_bottom() const {
        return inverts_while_loops() && lifter_.profile().version <= PythonVersion{3, 13};
    }
    bool tests_while_only_on_top() const { return inverts_while_loops() && !always_tests_while_at_bottom(); }
    // 3.10+ add the constant of a test they fold away (`while 1:`) to co_consts where the
    // compiler meets it (≤3.9 do not); 3.10-3.11 keep it there unused, unless no constant
    // after it is used; 3.12+ drop it unless something else loads it.
    bool records_folded_test_constants() const { return lifter_.profile().version >= PythonVersion{3, 10}; }
    bool keeps_folded_test_constants() const {
        return lifter_.profile().version >= PythonVersion{3, 10} && lifter_.profile().version <= PythonVersion{3, 11};
    }
    // ≤3.10: a handler that drops the exception and leaves at once (POP_TOP x3, POP_EXCEPT) is
    // a finally body's exceptional copy when the body's normal exit runs the same code.
    bool is_leaving_finally_copy(int h) const;
    // ≤3.9 keeps an except clause's own ending (POP_EXCEPT, jump to the statement's end)
    // after a body that leaves, as dead code: where it jumps, or -1. (A try statement inside
    // the clause whose body and clauses leave too keeps its own dead ends before it.)
    int dead_clause_join(const ExceptClause& clause, const Loop* loop) const;
    // `out` ends `try: ... finally: F` then a `continue` or `break` that the layout of the
    // normal copy of F from `exit` shows was the try body's last statement: it goes there.
    void move_loop_jump_into_finally_body(int exit, const Loop* loop, Body& out) const;
    // The normal copy of a finally body that ends in a break or continue where it is that jump
    // alone after the body's POP_BLOCK (normal_exit sees a loop's jump there, no exit): -1 if none.
    int finally_jump_exit(int h, const Body& finalbody, const Loop* loop) const;
    // ≤3.9: the body that handler `h` protects ends in a `continue` (its dead end follows it).
    bool continue_ends_body(int h, const Loop* loop) const;
    // The block whose jump ends the normal copy of a finally body from `exit` (-1: a copy that branches).
    int copy_end_jump(int exit) const;
    // `out` ends `try: ... finally: F` where F leaves: 3.9's dead code after the normal copy
    // shows that a `continue` or `break` ended the try body (try_block_setup.cpp).
    void restore_dead_loop_jump(int exit, const Loop* loop, Body& out) const;
    // 3.10 copies the code after a statement into the jumps to it (with its line numbers):
    // the first block that `b` is such a copy of (b itself when none).
    int first_copy(int b) const;
    // `a` and `b` are copies of one join (3.10); the walk stops at a copy of its stop.
    bool copies_join(int a, int b) const {
        return a >= 0 && b >= 0 &&
               ((uses_block_stack() && copies_small_exits() && first_copy(a) == first_copy(b)) ||
                inlined_exit_copies_.count({a, b}));
    }
    bool leaves_outer_clause(int y) const;  // `y` is a copy of an outer clause's end
    bool is_inlined_exit_copy(int y, int exit);
    // No path from the entry reaches `b` without an exception (code inside a handler).
    bool only_exceptions_reach(int b) const;
    // The try statement at `b` whose handler is `h` keeps its body's exit, `exit`, laid out
    // before the handler: an else block, which 3.11+ lay out between the body and the
    // handlers, the code after the statement past them. (3.12+ move the handlers of code
    // that runs normally after all of it: only in code that only exceptions reach, an
    // enclosing except clause, does that order still show.)
    bool else_laid_out_before_handler(int b, int h, int exit) const;
    // Where the else block from `exit` runs into the end of an enclosing except clause (-1: none).
    int enclosing_clause_end(int exit, int stop, const Loop* loop, int* count = nullptr) const;
    // The block the else block from `exit` runs into that `y` is such a copy of (-1: none).
    int else_end_copy_of(int y, int exit, const Loop* loop);
    PoolSet<std::pair<int, int>> inlined_exit_copies_;  // (copy, exit): is_inlined_exit_copy
    bool is_line_copy(int a, int b) const;
    // 3.8 (finally_subroutine.cpp): one finally body that the normal exit enters with
    // BEGIN_FINALLY, returns, breaks and continues with CALL_FINALLY, ended by END_FINALLY.
    bool finally_is_subroutine() const { return lifter_.profile().version == PythonVersion{3, 8}; }
    int emit_finally_subroutine(int b, int h, int stop, Loop* loop, SymbolicStack& stack, Body& out);
    // The block whose END_FINALLY ends the finally body starting at `h` (-1: none).
    int finally_end(int h);
    // `name = None; del name` + END_FINALLY before an except clause's POP_EXCEPT, and the
    // CALL_FINALLY into it after a POP_EXCEPT that leaves the clause early.
    void scan_subroutine_cleanups();
    mutable PoolMap<int, int> first_copy_;

    // ---- match statements (match_statement.cpp; a case's pattern: match_pattern.cpp) ---------
    friend class MatchReader;
    // A match statement starting in `b` (after the statements before its subject); `next` is
    // where the walk goes on.
    bool try_match(int b, int stop, Loop* loop, SymbolicStack& stack, Body& out, int& next);

    const ControlFlowGraph& cfg_;
    Lifter& lifter_;
    std::vector<StructureProblem>& problems_;
    const std::vector<NormalizedInstruction>& instructions_;
    std::vector<bool> emitted_;
    PoolSet<std::size_t> skip_;
    PoolMap<int, Condition> chain_conditions_;
    mutable std::vector<bool> normally_reached_;  // only_exceptions_reach, computed once
    mutable PoolMap<int, int> canonical_;  // chained comparisons read as conditions, by first block
    int depth_ = 0;
    PoolMap<int, std::vector<int>> latches_;
    PoolMap<int, int> latchless_exits_;  // header of a latchless_while_loops loop -> its exit
    std::map<int, IntSet> natural_body_;
    std::vector<IntSet> body_of_;
    std::map<std::pair<int, int>, std::unique_ptr<RegionPostDominators>> pdoms_;
    std::vector<Unwind> unwind_;             // innermost last
    IntSet active_handlers_;          // handlers of the constructs whose bodies the walk is in
    int finally_copies_ = 0;                 // exceptional copies of finally bodies being walked
    // (the innermost copy's enclosing loop and its stack's size at its start)
    std::vector<std::pair<const Loop*, std::size_t>> finally_copy_entries_;
    int finally_reraises_ = 0;  // end_reraise calls that ended a finally body's exceptional copy
    mutable std::vector<int> depths_;        // (computed on first use) stack depth at each block's start (-1: not reached)
    std::map<std::uint32_t, std::string> except_cleanups_;  // POP_EXCEPT offset -> name cleaned up
    bool cleanups_scanned_ = false;
    PoolSet<std::uint32_t> copied_returns_;  // returns of copied blocks a clause falls off into
    // Blocks that are a break's copy of the code after a try statement whose else block
    // ends with the loop (try_statement.cpp): the walk cuts the copy and reads a break.
    std::set<int> split_breaks_;
    SymbolicStack entry_stack_;              // the stack where the block lifted last began (inside try/with)
    std::map<int, Body> copied_exits_;       // loop header -> the code ending in a return its breaks run
    PoolMap<int, std::size_t> tail_cut_;    // block -> where its copy of a shared tail begins
    IntSet loops_in_progress_;        // headers of the loops being emitted
    IntSet bottom_tests_in_progress_; // their 3.10+ bottom tests: no `if` inside takes them in
    std::vector<int> value_operand_joins_;   // joins of the threaded and/or values whose right operand is walked
    std::set<ExprPtr> jumping_constants_;  // 3.10+ constants that kept their own and/or test (group_jumping_constants)
    int threaded_test_ = -1;                 // the test that ended such an operand, to rerun on the whole value
};

template <typename Visit>
bool Structurer::any_handler(int b, Visit visit) const {
    std::array<int, 64> seen;  // (a cycle, or a 65th handler, ends the chain)
    std::size_t count = 0;
    for (std::optional<int> h = block(b).handler; h && count < seen.size(); h = block(*h).handler) {
        if (std::find(seen.begin(), seen.begin() + count, *h) != seen.begin() + count) break;
        seen[count++] = *h;
        if (visit(*h)) return true;
    }
    return false;
}

}  // namespace glassbox::structure_detail
