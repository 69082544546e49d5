// Inside normalize: the state one code object's rewrite works on. Rules
// (opcode_rewrites.cpp, templates.cpp) read the decoded instruction they are
// given, look around it through this class, and emit normalized instructions.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "decode/arguments.h"
#include "normalize/normalize.h"

namespace glassbox::normalize_internal {

class Rewriter;
using Rule = void (*)(Rewriter&, const Instruction&);

// One row of the opcode table of opcode_rewrites.cpp.
struct Rewrite {
    std::string_view opname;
    Rule rule;
    // False where dis decodes the argument as a jump that the instruction never
    // takes (3.14+ END_ASYNC_FOR names its loop only for instrumentation).
    bool jumps = true;
};

// The rewrite of an opname, or nullptr when no compiler writes it into co_code.
const Rewrite* find_rewrite(std::string_view opname);
// The same for an opcode of a version's table, without comparing names (per instruction).
const Rewrite* find_rewrite(const OpcodeTable& table, std::uint8_t opcode);

class Rewriter {
public:
    explicit Rewriter(const DecodedCode& decoded);

    // Rewrites every instruction; throws DecodeError.
    NormalizedCode run();

    const DecodedCode& decoded() const { return decoded_; }
    const OpcodeTable& table() const { return *decoded_.opcodes; }
    const VersionProfile& profile() const { return *decoded_.profile; }
    const Instruction& at(std::size_t i) const { return decoded_.instructions[i]; }
    std::size_t size() const { return decoded_.instructions.size(); }
    std::size_t index() const { return index_; }  // of the instruction being rewritten

    // ---- output --------------------------------------------------------------------------
    // A new instruction at the offset and line of the one being rewritten.
    NormalizedInstruction& emit(Op op);
    // As emit, carrying the decoded argument over as its kind says: a name,
    // a constant, a number, a jump target. Name arguments keep their flag bits
    // (the low bits below OpcodeInfo::arg_shift) in `arg`.
    NormalizedInstruction& emit_with_argument(Op op);
    // The last emitted instruction, when it is an `op` that came from the real
    // instruction just before the one being rewritten, and nothing jumps to the
    // one being rewritten: a producer it can absorb (then drop_last()).
    NormalizedInstruction* absorbable_previous(Op op);
    NormalizedInstruction* absorbable_previous();  // of any op
    void drop_last() { output_.pop_back(); }

    // ---- the instruction being rewritten ----------------------------------------------------
    ArgumentValue argument() const { return resolve_argument(decoded_, at(index_)); }
    std::string name_argument() const;
    ObjectPtr const_argument() const;
    std::int32_t raw_argument() const;
    [[noreturn]] void fail(const std::string& problem) const { fail_at(index_, problem); }
    [[noreturn]] void fail_at(std::size_t i, const std::string& problem) const;

    // ---- looking around ----------------------------------------------------------------------
    // The next instruction that is not an EXTENDED_ARG prefix.
    std::optional<std::size_t> next_real(std::size_t i) const;
    // The instruction an offset starts (an EXTENDED_ARG prefix counts as its instruction).
    std::optional<std::size_t> index_at(std::uint32_t offset) const;
    // How many jumps and exception-table entries lead to instruction i (or its prefixes).
    int entries(std::size_t i) const { return marks_[i].entries; }
    // The offset just past instruction i and its inline caches.
    std::uint32_t end_offset(std::size_t i) const { return at(i).offset + at(i).size(); }
    bool defines(std::string_view opname) const;  // the version's opcode table has it

    // ---- templates ----------------------------------------------------------------------------
    // Instruction i becomes part of a template rewritten elsewhere: skip it.
    void consume(std::size_t i) { marks_[i].consumed = true; }
    bool consumed(std::size_t i) const { return marks_[i].consumed; }
    // Drop the exception-table entries leading to a handler a template absorbed.
    void drop_handler(std::uint32_t target);
    // Instructions [head, head + count) run only after a jump that normalize
    // moved past them (FOR_ITER past END_FOR..., SEND past END_SEND). Each is
    // dropped when reached unless something else still runs it: see drop_exit_cleanup().
    void mark_exit_cleanup(std::size_t head, std::size_t count);
    // True (and nothing emitted) when the instruction being rewritten is such
    // a cleanup that only the moved jump reached.
    bool drop_exit_cleanup();
    // 3.11/3.12: the keyword names KW_NAMES gives the CALL after it.
    void set_pending_keyword_names(ObjectPtr names) { pending_keyword_names_ = std::move(names); }
    ObjectPtr take_pending_keyword_names() { return std::exchange(pending_keyword_names_, nullptr); }
    // A NOP dropped for its line only: the next instruction emitted carries the line (nop_line).
    void mark_nop_line(std::optional<int> line) { pending_nop_line_ = line; }

private:
    enum class CleanupRole : std::uint8_t { None, Head, Follower };

    bool previous_falls_through_into(std::size_t i) const;
    std::optional<std::size_t> previous_real(std::size_t i) const;

    const DecodedCode& decoded_;
    std::size_t index_ = 0;
    std::vector<NormalizedInstruction> output_;
    std::vector<std::size_t> sources_;   // decoded index each output instruction came from
    // What the rewrite knows of each decoded instruction, in one array (four vectors were four
    // allocations per code object).
    struct Marks {
        int entries = 0;  // see entries()
        bool consumed = false;
        CleanupRole cleanup_role = CleanupRole::None;
        bool cleanup_dropped = false;
    };
    std::vector<Marks> marks_;
    std::vector<ExceptionTableEntry> exception_table_;
    ObjectPtr pending_keyword_names_;
    std::optional<int> pending_nop_line_;
};

// 3.13+: move each CONVERT_VALUE's conversion into the FormatValue that
// formats its result (post-pass over the normalized stream).
void pair_conversions(std::vector<NormalizedInstruction>& instructions);

// Whether control can continue to the next instruction after `op`.
bool falls_through(Op op);

}  // namespace glassbox::normalize_internal
