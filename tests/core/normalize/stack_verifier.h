// Test utility: checks a normalized code object's stack effects against
// each other and against co_stacksize. Basic blocks are propagated with a
// stack depth along fall-through, jump and exception-handler edges; every
// block must be entered with one depth, no instruction may pop more than
// the stack holds, and the deepest point may not pass co_stacksize.
#pragma once

#include <string>
#include <vector>

#include "normalize/normalize.h"

namespace glassbox::test {

struct StackVerification {
    std::vector<std::string> problems;  // empty when the code checks out
    int max_depth = 0;                  // deepest stack on any reachable path
    int stacksize = 0;                  // co_stacksize
    std::size_t reachable = 0;          // instructions on some path from the entry

    bool ok() const { return problems.empty(); }
};

StackVerification verify_stack(const NormalizedCode& code);

}  // namespace glassbox::test
