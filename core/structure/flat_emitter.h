// Flat mode's emitter (flat_fallback.h): the pieces of a code object's blocks and the regions
// they run in. flat_fallback.cpp finds them and the handlers of each; flat_pieces.cpp lifts one
// piece (the stack in slot variables, the exception and with ops in their flat form).
#pragma once

#include <deque>
#include <map>
#include <string>
#include <vector>

#include "cfg/cfg.h"
#include "lift/lifter.h"
#include "structure/flat_machine.h"

namespace glassbox::flat_detail {

inline bool is_conditional_jump(Op op) {
    return op == Op::PopJumpIfFalse || op == Op::PopJumpIfTrue || op == Op::PopJumpIfNone ||
           op == Op::PopJumpIfNotNone || op == Op::JumpIfFalseOrPop || op == Op::JumpIfTrueOrPop;
}

inline bool ends_block(Op op) { return is_conditional_jump(op) || op == Op::Jump || op == Op::ForIter; }

// The stack entries flat mode keeps for itself (Opaque markers, by name).
inline const char* const kExcStateMarker = "__glassbox_flat_exception_state__";
inline const char* const kLastiMarker = "__glassbox_flat_lasti__";
inline const char* const kIteratorIndex = "iterator index";  // Lifter::push_iterator_index's marker

class FlatEmitter {
public:
    FlatEmitter(const ControlFlowGraph& cfg, Lifter& lifter)
        : cfg_(cfg), lifter_(lifter), instructions_(cfg.code->instructions) {}

    Body run(const std::string& reason);

private:
    const BasicBlock& block(int b) const { return cfg_.blocks[std::size_t(b)]; }
    [[noreturn]] void refuse(std::uint32_t offset, const std::string& why) const {
        throw LiftError(offset, "flat mode: " + why);
    }

    // ---- pieces and regions -----------------------------------------------------------------
    int find_or_add(int b, std::size_t begin, const Entry& entry, Region* region);

    // The with statements whose bodies hold block `b` must be those the region runs in.
    void check_withs(int b, const Region* region) const;

    // A block of a jump (or a NOP kept for a line), which cannot raise: the compiler leaves it
    // out of the exception table where it ends a body (a loop's jump back in a with body, the
    // `try:` line between two try statements), and it runs where it is reached from.
    bool lone_jump(int b) const;

    // 3.12+ generators' own handler (StopIteration into RuntimeError), which the compiler adds
    // again to the code it makes of the output.
    bool is_implicit_handler(int h) const {
        const BasicBlock& hb = block(h);
        return !hb.empty() && instructions_[hb.begin].op == Op::StopIterationError;
    }

    bool is_with_handler(int h) const;

    struct HandlerEdge {
        int block = -1;
        std::uint32_t depth = 0;
        bool lasti = false;
    };

    HandlerEdge handler_of(int b) const;

    // Where an exception goes that a with statement's __exit__ did not suppress: the handler
    // of its cleanup (COPY 3, POP_EXCEPT, RERAISE 1), which protects the re-raise.
    HandlerEdge after_with(int w) const;

    static int exception_level(const std::vector<Slot>& slots, std::size_t depth);

    // The handler of piece `p`: which region catches its exceptions, and the handler's piece.
    void route_exceptions(int p);

    std::uint32_t piece_offset(int p) const { return instructions_[pieces_[std::size_t(p)].begin].offset; }

    // ---- the stack --------------------------------------------------------------------------
    SymbolicStack stack_of(const Entry& entry) const;

    static std::string with_exit_marker(int number);

    static bool is_name(const ExprPtr& e, const std::string& id);

    // The stack as slots: values not yet in their slot variable are assigned there (one
    // tuple assignment, which evaluates them in stack order before storing any).
    std::vector<Slot> store_slots(SymbolicStack& stack, int level, Body& out, std::uint32_t at);

    std::string fresh_temporary();

    // ---- one piece --------------------------------------------------------------------------
    // What leaving a piece for `target` is: stay in the loop, or break out to the parent's.
    Body go_to(int target, Region* from);

    // The piece for a normal successor of a piece of `region`: in the same region, or the
    // region around it where the successor is past a with statement's body.
    int successor(int b, std::size_t begin, const Entry& entry, Region* region);

    int fallthrough_block(int b) const;

    void lift_piece(int p);

    int successor_after_end(int b, const Entry& entry, Region* region, std::uint32_t at);

    // The jump ending a piece; its stack goes to the slots of the pieces it leads to.
    void end_with_jump(int p, const NormalizedInstruction& in, SymbolicStack& stack, Body& out, Region* region);

    // LOAD_ASSERTION_ERROR's raise, `raise AssertionError(msg)`, is `assert False, msg`: the
    // AssertionError an assert raises is the builtin, whatever the name means where it runs.
    static void restore_assert(Body& out);

    // `_flat_s3` or `_flat_e1` alone (the POP_TOP of a slot): no effect.
    static bool reads_only_machine(const StmtPtr& s);

    // The number of the with statement whose normal exit's __exit__ call `s` is (-1: none).
    static int with_exit_number(const StmtPtr& s);

    // A piece just past a with statement's body starts with the __exit__ call of its normal
    // exit, which the `with` statement around the body's dispatcher makes: it is dropped.
    void close_with_exit(int p, Body& code);

    Region* with_region(int number) const {
        if (number < 0 || std::size_t(number) >= with_statements_.size()) refuse(0, "an unknown with statement");
        return with_statements_[std::size_t(number)];
    }

    // 3.12+ LOAD_FAST_AND_CLEAR (an inlined comprehension hides a variable): its value kept
    // as a 1-tuple, () when unbound. (The variable is not cleared: the comprehension binds it
    // before it reads it.)
    void save_local(const NormalizedInstruction& in, SymbolicStack& stack, Body& out);

    // ... and the STORE_FAST that restores it: bound again, or unbound again.
    void restore_local(const NormalizedInstruction& in, SymbolicStack& stack, Body& out);

    // BEFORE_WITH: `with <manager> as <slot>:` around a dispatcher of the with statement's
    // body; after it, the piece after the statement where __exit__ suppressed an exception.
    void enter_with(int p, std::size_t i, const NormalizedInstruction& in, SymbolicStack& stack, Body& out,
                    Region* region);

    // __exit__ returned true: POP_JUMP_IF_TRUE to POP_TOP, POP_EXCEPT, POP_TOP x (1 + exit slots).
    int suppressed_continuation(int w, int exit_slots, const Entry& entry, Region* region);

public:
    static std::string with_marker(int number) { return "glassbox-flat-with-body " + std::to_string(number); }
    static std::string after_with_marker(int number) { return "glassbox-flat-after-with " + std::to_string(number); }
    const std::vector<Region*>& with_statements() const { return with_statements_; }

private:
    const ControlFlowGraph& cfg_;
    Lifter& lifter_;
    const std::vector<NormalizedInstruction>& instructions_;
    Region top_;
    std::vector<Piece> pieces_;
    std::map<std::pair<int, std::size_t>, int> index_;
    std::deque<int> work_;
    std::vector<Region*> with_statements_;
    int with_count_ = 0;
    int temporaries_ = 0;
};

}  // namespace glassbox::flat_detail
