// What the two halves of match statements share: match_pattern.cpp reads one
// case's pattern code, match_statement.cpp the cases, guards and bodies around it.
#pragma once

#include <cstddef>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "ast/ast.h"
#include "cfg/cfg.h"
#include "lift/lifter.h"

namespace glassbox::structure_detail {

using Index = std::size_t;  // an instruction's place in the normalized code

// Code that is no match statement the reader knows; the walk then reads it as other code
// (or, where it can be nothing else, reports it).
struct NotAPattern : LiftError {
    using LiftError::LiftError;
};

// Instruction positions of one code object, as the compiler's pattern templates move between them.
class MatchCode {
public:
    explicit MatchCode(const ControlFlowGraph& cfg) : cfg_(cfg), in_(cfg.code->instructions) {}

    const std::vector<NormalizedInstruction>& instructions() const { return in_; }
    const NormalizedInstruction& at(Index i) const { return in_[i]; }
    std::size_t size() const { return in_.size(); }
    int block_of(Index i) const;
    Index block_begin(int b) const { return cfg_.blocks[std::size_t(b)].begin; }
    // Where the jump at `i` goes.
    Index jump_target(Index i) const;
    // `i`, through unconditional jumps.
    Index canonical(Index i) const;
    // The same code at both (the compiler copies a small block that ends the code into each jump to it).
    bool equivalent(Index a, Index b) const;
    // Whether code from `from` reaches `to` without leaving [from, limit).
    bool reaches(Index from, Index to, Index limit) const;
    // (inline: the search for candidates asks for every instruction of every block walked)
    bool is_copy1(Index i) const { return i < in_.size() && in_[i].op == Op::Copy && in_[i].arg == 1; }
    // What is wrong at `at`: thrown by fail, or returned where a reader tries alternatives
    // (a throw costs tens of thousands of instructions, and most candidates fail).
    NotAPattern failure(Index at, const std::string& why) const;
    [[noreturn]] void fail(Index at, const std::string& why) const;

private:
    const ControlFlowGraph& cfg_;
    const std::vector<NormalizedInstruction>& in_;
};

// One case's pattern code, run on its path where the pattern matches.
struct PatternRead {
    ast::PatternPtr pattern;
    Index end = 0;                  // where that path leaves the pattern (names stored, subject consumed)
    std::optional<Index> fail;      // where every failing test goes on once its POP_TOPs are done
    std::set<Index> consumed;       // the pattern's instructions and those POP_TOPs
    bool tests = false;             // it tests something (a pattern of captures and `_` does not)
};

// The pattern whose code starts at `pos` with the subject on top of the stack, into `read`;
// `copied`: the case copies the subject first (every case but the last), and leaves it on the
// stack when done. What is wrong where the code is no pattern (or a throw, from deeper down).
std::optional<NotAPattern> read_pattern(const MatchCode& code, Lifter& lifter, Index pos, bool copied,
                                        PatternRead& read);

bool is_wildcard(const ast::PatternPtr& pattern);

bool trace_match();

}  // namespace glassbox::structure_detail
