#include "structure/post_dominators.h"

#include <algorithm>
#include <bit>

namespace glassbox {

RegionPostDominators::RegionPostDominators(const ControlFlowGraph& cfg, const std::vector<int>& cut) {
    // Node n is the virtual exit every leaving path (return, raise, a cut edge) goes to.
    const std::size_t n = cfg.blocks.size();
    exit_ = int(n);
    words_ = (n + 1 + 63) / 64;
    std::vector<bool> ends_cycle(n, false);
    solve(cfg, cut, ends_cycle);
    // Code that never leaves (`while 1: pass` ending a module) reaches no exit, so nothing
    // before it would have a follow. As for the compiler, the loop is where that code goes on:
    // the last block of such a cycle (its jump back) counts as a way out, one cycle at a time.
    for (;;) {
        int last_in_cycle = -1;
        for (std::size_t i = n; i-- > 0 && last_in_cycle < 0;) {
            if (!leaves_[i] || ends_cycle[i]) continue;
            for (const Edge& edge : cfg.blocks[i].successors)
                if (edge.kind != EdgeKind::Exception && std::size_t(edge.block) <= i) last_in_cycle = int(i);
        }
        if (last_in_cycle < 0) break;
        ends_cycle[std::size_t(last_in_cycle)] = true;
        solve(cfg, cut, ends_cycle);
    }
    for (std::size_t i = 0; i <= n; ++i) {
        int count = 0;
        for (std::size_t w = 0; w < words_; ++w) count += std::popcount(set(i)[w]);
        size_[i] = count;
    }
}

void RegionPostDominators::solve(const ControlFlowGraph& cfg, const std::vector<int>& cut,
                                 const std::vector<bool>& ends_cycle) {
    const std::size_t n = cfg.blocks.size();
    sets_.assign((n + 1) * words_, ~std::uint64_t(0));
    leaves_.assign(n + 1, true);  // "top": not yet known to reach the exit (infinite loops stay so)
    size_.assign(n + 1, 0);
    std::fill_n(set(n), words_, std::uint64_t(0));
    set(n)[n / 64] |= std::uint64_t(1) << (n % 64);
    leaves_[n] = false;
    auto is_cut = [&](int b) { return std::find(cut.begin(), cut.end(), b) != cut.end(); };
    std::vector<std::uint64_t> meet(words_);
    bool changed = true;
    while (changed) {
        changed = false;
        for (std::size_t i = n; i-- > 0;) {
            const BasicBlock& block = cfg.blocks[i];
            bool any = false;
            std::fill(meet.begin(), meet.end(), ~std::uint64_t(0));
            auto meet_with = [&](std::size_t s) {
                if (leaves_[s]) return;
                any = true;
                for (std::size_t w = 0; w < words_; ++w) meet[w] &= set(s)[w];
            };
            bool has_normal = false;
            for (const Edge& edge : block.successors) {
                if (edge.kind == EdgeKind::Exception) continue;
                has_normal = true;
                meet_with(is_cut(edge.block) ? n : std::size_t(edge.block));
            }
            if (!has_normal || ends_cycle[i]) meet_with(n);
            if (!any) continue;
            meet[i / 64] |= std::uint64_t(1) << (i % 64);
            if (leaves_[i] || !std::equal(meet.begin(), meet.end(), set(i))) {
                leaves_[i] = false;
                std::copy(meet.begin(), meet.end(), set(i));
                changed = true;
            }
        }
    }
}

bool RegionPostDominators::contains(int owner, int block) const {
    return (set(std::size_t(owner))[std::size_t(block) / 64] >> (std::size_t(block) % 64)) & 1;
}

int RegionPostDominators::follow(int block) const {
    if (leaves_[std::size_t(block)]) return -1;
    // The strict post-dominator with the most post-dominators of its own is the nearest one.
    int best = -1;
    int target_size = size_[std::size_t(block)] - 1;
    for (std::size_t w = 0; w < words_; ++w) {
        std::uint64_t bits = set(std::size_t(block))[w];
        while (bits) {
            int bit = std::countr_zero(bits);
            bits &= bits - 1;
            int candidate = int(w * 64) + bit;
            if (candidate == block) continue;
            if (!leaves_[std::size_t(candidate)] && size_[std::size_t(candidate)] == target_size)
                return candidate == exit_ ? -1 : candidate;
            if (best < 0) best = candidate;
        }
    }
    return best == exit_ ? -1 : best;
}

}  // namespace glassbox
