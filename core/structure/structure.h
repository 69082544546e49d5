// Stage "structure": the blocks of a control-flow graph into Python
// statements (if/elif/else, while, for, break, continue, conditional and
// boolean expressions), driving lift block by block.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ast/ast.h"
#include "cfg/cfg.h"
#include "lift/lifter.h"

namespace glassbox {

struct StructureProblem {
    std::uint32_t offset = 0;
    std::string reason;
};

// The statements of a whole code object. Where flow cannot be expressed the
// body holds ast::Unreconstructed and `problems` says why.
ast::Body structure_code(const ControlFlowGraph& cfg, Lifter& lifter, std::vector<StructureProblem>& problems);

}  // namespace glassbox
