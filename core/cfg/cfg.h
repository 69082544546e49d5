// Stage "cfg": basic blocks of a normalized instruction stream, their normal
// and exceptional edges, dominators, post-dominators and natural loops.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "normalize/normalize.h"
#include "support/node_pool.h"

namespace glassbox {

enum class EdgeKind : std::uint8_t {
    FallThrough,   // to the next block in order, no jump taken
    Jump,          // the taken side of a jump (conditional or not)
    LoopExit,      // ForIter's exhausted side
    Exception,     // to a handler: ≤3.10 from a SETUP_* block, 3.11+ from the exception table
};

struct Edge {
    int block = -1;
    EdgeKind kind = EdgeKind::FallThrough;
};

struct BasicBlock {
    int id = -1;
    std::size_t begin = 0;        // index of the first instruction in NormalizedCode::instructions
    std::size_t end = 0;          // one past the last
    std::uint32_t offset = 0;     // original offset of the first instruction
    // (Their buffers, mostly one or two edges, from the node pool: support/node_pool.h.)
    std::vector<Edge, support::NodeAllocator<Edge>> successors;
    std::vector<Edge, support::NodeAllocator<Edge>> predecessors;
    // The handler protecting every instruction of this block (blocks are split where that
    // changes): 3.11+ from the exception table, ≤3.10 the innermost SETUP_* of the block stack.
    std::optional<int> handler;
    std::uint32_t handler_depth = 0;
    bool handler_lasti = false;
    // ≤3.10: paths reach the block with different block stacks (no compiler does that).
    bool handler_ambiguous = false;
    bool reachable = false;

    bool empty() const { return begin == end; }
};

struct ControlFlowGraph {
    const NormalizedCode* code = nullptr;
    std::vector<BasicBlock> blocks;   // in instruction order; block 0 is the entry
    // Whether some edge (an exceptional one included) leads to its own block or an earlier one.
    // Without one, every path from the entry runs through blocks in order, so no block dominates
    // an earlier one (what the loop finder asks of every edge) and the dominator tree need not be
    // made to say so (issue 7: most code objects have no loop).
    bool has_backward_edge = false;

    // The block starting at `offset`, or at the first kept instruction after it.
    int block_at(std::uint32_t offset) const;
    // Immediate dominator of each block over all edges (-1: entry or unreachable), made on first use.
    const std::vector<int>& immediate_dominators() const;
    bool dominates(int a, int b) const;
    // The post-dominator tree is made on demand: the decompiler asks the structure stage's
    // region post-dominators instead (issue 7: making it for every code object was 2-4 % of a
    // decompilation, for nothing).
    // Immediate post-dominator of each block (-1: exits through return/raise only).
    std::vector<int> immediate_post_dominators() const;
    bool post_dominates(int a, int b) const;

private:
    mutable std::optional<std::vector<int>> idom_;
};

// Throws DecodeError when a jump or handler leads outside the code.
ControlFlowGraph build_cfg(const NormalizedCode& code);

}  // namespace glassbox
