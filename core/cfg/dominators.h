// Dominator trees (Cooper, Harvey & Kennedy, "A Simple, Fast Dominance
// Algorithm"), private to the cfg stage.
#pragma once

#include <vector>

namespace glassbox {

struct ControlFlowGraph;

// idom of each block over all edges, exceptional ones included; -1 for the entry and unreachable blocks.
std::vector<int> immediate_dominators(const ControlFlowGraph& graph);

// ipdom of each block: the same on the reversed graph, with every block that
// has no successor (return, raise) flowing into one virtual exit; -1 where
// the immediate post-dominator is that virtual exit.
std::vector<int> immediate_post_dominators(const ControlFlowGraph& graph);

}  // namespace glassbox
