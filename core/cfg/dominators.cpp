#include "cfg/dominators.h"

#include <algorithm>
#include <cassert>
#include <span>
#include <utility>

#include "cfg/cfg.h"

namespace glassbox {
namespace {

// The working arrays of one computation, carved from one buffer of ints: a vector each
// (adjacency lists both ways, the DFS's stack, ranks) cost eight allocations per graph,
// twice per code object, a tenth of all of decompiling's (issue 7).
class Scratch {
public:
    explicit Scratch(std::size_t ints) : buffer_(ints) {}
    std::span<int> take(std::size_t count) {
        assert(used_ + count <= buffer_.size() && "Scratch sized for every array it hands out");
        std::span<int> part(buffer_.data() + used_, count);
        used_ += count;
        return part;
    }

private:
    std::vector<int> buffer_;
    std::size_t used_ = 0;
};

// Adjacency lists over nodes 0..n-1 in two flat arrays (node i's list is
// items[start[i]..start[i+1])).
class Adjacency {
public:
    std::size_t size() const { return start_.size() - 1; }
    std::span<const int> operator[](std::size_t node) const {
        return {items_.data() + start_[node], items_.data() + start_[node + 1]};
    }

    static std::size_t ints_needed(std::size_t nodes, std::size_t arcs) { return nodes + 2 + arcs; }

    // The lists of `arcs` (from, to) grouped by `from` (or by `to`: `reversed`), each list in
    // the order of `arcs`, as appending arc by arc to a list per node would give.
    static Adjacency of(std::size_t nodes, const std::vector<std::pair<int, int>>& arcs, bool reversed,
                        Scratch& scratch) {
        Adjacency adjacency;
        // Counts in start[node + 2], their running sum leaves node's first slot in start[node + 1],
        // which then serves as its fill cursor and ends as its end: node + 1's first slot.
        std::span<int> start = scratch.take(nodes + 2);
        std::fill(start.begin(), start.end(), 0);
        for (const auto& [from, to] : arcs) ++start[std::size_t(reversed ? to : from) + 2];
        for (std::size_t i = 2; i < start.size(); ++i) start[i] += start[i - 1];
        adjacency.items_ = scratch.take(arcs.size());
        for (const auto& [from, to] : arcs)
            adjacency.items_[std::size_t(start[std::size_t(reversed ? to : from) + 1]++)] = reversed ? from : to;
        adjacency.start_ = start.first(nodes + 1);
        return adjacency;
    }

private:
    std::span<int> start_;
    std::span<int> items_;
};

// A graph over nodes 0..n-1, walked from `root`.
struct Graph {
    Adjacency successors;
    Adjacency predecessors;
};

// The ints postorder() and dominators() take from the scratch buffer besides the graph's.
std::size_t walk_ints_needed(std::size_t nodes) { return 5 * nodes; }

std::span<const int> postorder(const Graph& graph, int root, Scratch& scratch) {
    const std::size_t n = graph.successors.size();
    std::span<int> order = scratch.take(n);
    std::size_t ordered = 0;
    std::span<int> seen = scratch.take(n);
    std::fill(seen.begin(), seen.end(), 0);
    // Iterative depth-first search: deep CFGs (long if/elif chains) must not exhaust the C++
    // stack. Each node is pushed once: the stack holds (node, next successor) pairs, at most n.
    std::span<int> stack = scratch.take(2 * n);
    std::size_t depth = 0;
    auto push = [&](int node) {
        seen[std::size_t(node)] = 1;
        stack[2 * depth] = node;
        stack[2 * depth + 1] = 0;
        ++depth;
    };
    push(root);
    while (depth > 0) {
        const int node = stack[2 * depth - 2];
        int& next = stack[2 * depth - 1];
        std::span<const int> successors = graph.successors[std::size_t(node)];
        if (std::size_t(next) < successors.size()) {
            int successor = successors[std::size_t(next++)];
            if (!seen[std::size_t(successor)]) push(successor);
            continue;
        }
        order[ordered++] = node;
        --depth;
    }
    return order.first(ordered);
}

std::vector<int> dominators(const Graph& graph, int root, Scratch& scratch) {
    std::size_t n = graph.successors.size();
    std::span<const int> order = postorder(graph, root, scratch);
    std::span<int> rank = scratch.take(n);  // postorder number
    std::fill(rank.begin(), rank.end(), -1);
    for (std::size_t i = 0; i < order.size(); ++i) rank[std::size_t(order[i])] = int(i);
    std::vector<int> idom(n, -1);
    idom[std::size_t(root)] = root;
    auto intersect = [&](int a, int b) {
        while (a != b) {
            while (rank[std::size_t(a)] < rank[std::size_t(b)]) a = idom[std::size_t(a)];
            while (rank[std::size_t(b)] < rank[std::size_t(a)]) b = idom[std::size_t(b)];
        }
        return a;
    };
    for (bool changed = true; changed;) {
        changed = false;
        for (auto it = order.rbegin(); it != order.rend(); ++it) {
            int node = *it;
            if (node == root) continue;
            int candidate = -1;
            for (int predecessor : graph.predecessors[std::size_t(node)]) {
                if (idom[std::size_t(predecessor)] < 0) continue;  // not processed yet, or unreachable
                candidate = candidate < 0 ? predecessor : intersect(predecessor, candidate);
            }
            if (candidate >= 0 && idom[std::size_t(node)] != candidate) {
                idom[std::size_t(node)] = candidate;
                changed = true;
            }
        }
    }
    idom[std::size_t(root)] = -1;
    return idom;
}

// The dominators over `arcs` between nodes 0..n-1, from `root`.
std::vector<int> dominators(std::size_t nodes, const std::vector<std::pair<int, int>>& arcs, int root) {
    Scratch scratch(2 * Adjacency::ints_needed(nodes, arcs.size()) + walk_ints_needed(nodes));
    Graph graph{Adjacency::of(nodes, arcs, false, scratch), Adjacency::of(nodes, arcs, true, scratch)};
    return dominators(graph, root, scratch);
}

std::size_t edge_count(const ControlFlowGraph& graph) {
    std::size_t count = 0;
    for (const BasicBlock& block : graph.blocks) count += block.successors.size();
    return count;
}

}  // namespace

std::vector<int> immediate_dominators(const ControlFlowGraph& graph) {
    std::size_t n = graph.blocks.size();
    if (n == 0) return {};
    std::vector<std::pair<int, int>> arcs;
    arcs.reserve(edge_count(graph));
    for (const BasicBlock& block : graph.blocks) {
        for (const Edge& edge : block.successors) arcs.emplace_back(block.id, edge.block);
    }
    return dominators(n, arcs, 0);
}

std::vector<int> immediate_post_dominators(const ControlFlowGraph& graph) {
    std::size_t n = graph.blocks.size();
    if (n == 0) return {};
    int exit = int(n);  // the virtual exit node
    std::vector<std::pair<int, int>> arcs;  // the reversed edges
    arcs.reserve(edge_count(graph) + n);
    for (const BasicBlock& block : graph.blocks) {
        if (block.successors.empty()) arcs.emplace_back(exit, block.id);
        for (const Edge& edge : block.successors) arcs.emplace_back(edge.block, block.id);
    }
    std::vector<int> ipdom = dominators(n + 1, arcs, exit);
    ipdom.pop_back();
    for (int& p : ipdom) {
        if (p == exit) p = -1;
    }
    return ipdom;
}

}  // namespace glassbox
