// Post-dominators of a region of the graph, where leaving the region (a
// return, a raise, a jump to the enclosing loop's header or exit) is not a
// path that constrains anything: the follow of an `if` is the first block
// every branch that stays in the region reaches.
#pragma once

#include <cstdint>
#include <vector>

#include "cfg/cfg.h"

namespace glassbox {

class RegionPostDominators {
public:
    // `cut` lists blocks whose incoming edges leave the region.
    RegionPostDominators(const ControlFlowGraph& cfg, const std::vector<int>& cut);

    // The first block every staying path from `block` reaches; -1 when all of them leave.
    int follow(int block) const;

private:
    void solve(const ControlFlowGraph& cfg, const std::vector<int>& cut, const std::vector<bool>& ends_cycle);
    bool contains(int set_owner, int block) const;
    int exit_ = -1;
    std::size_t words_ = 0;
    // The post-dominators of node i (the exit is node n) as bits: words_ words from i * words_,
    // in one array (a vector per node cost allocations on every pass of every solve).
    std::uint64_t* set(std::size_t node) { return sets_.data() + node * words_; }
    const std::uint64_t* set(std::size_t node) const { return sets_.data() + node * words_; }
    std::vector<std::uint64_t> sets_;
    std::vector<bool> leaves_;
    std::vector<int> size_;
};

}  // namespace glassbox
