#include "cfg/dominators.h"

#include <span>
#include <utility>

#include "cfg/cfg.h"

namespace glassbox {
namespace {

// Adjacency lists over nodes 0..n-1 in two flat arrays (node i's list is
// items[start[i]..start[i+1])): a vector per node cost an allocation per block, twice per
// graph, on every call (issue 7).
class Adjacency {
public:
    std::size_t size() const { return start_.size() - 1; }
    std::span<const int> operator[](std::size_t node) const {
        return {items_.data() + start_[node], items_.data() + start_[node + 1]};
    }

    // The lists of `arcs` (from, to) grouped by `from` (or by `to`: `reversed`), each list in
    // the order of `arcs`, as appending arc by arc to a list per node would give.
    static Adjacency of(std::size_t nodes, const std::vector<std::pair<int, int>>& arcs, bool reversed) {
        Adjacency adjacency;
        std::vector<int>& start = adjacency.start_;
        // Counts in start[node + 2], their running sum leaves node's first slot in start[node + 1],
        // which then serves as its fill cursor and ends as its end: node + 1's first slot.
        start.assign(nodes + 2, 0);
        for (const auto& [from, to] : arcs) ++start[std::size_t(reversed ? to : from) + 2];
        for (std::size_t i = 2; i < start.size(); ++i) start[i] += start[i - 1];
        adjacency.items_.resize(arcs.size());
        for (const auto& [from, to] : arcs)
            adjacency.items_[std::size_t(start[std::size_t(reversed ? to : from) + 1]++)] = reversed ? from : to;
        start.pop_back();
        return adjacency;
    }

private:
    std::vector<int> start_;
    std::vector<int> items_;
};

// A graph over nodes 0..n-1, walked from `root`.
struct Graph {
    Adjacency successors;
    Adjacency predecessors;

    static Graph of(std::size_t nodes, const std::vector<std::pair<int, int>>& arcs) {
        return Graph{Adjacency::of(nodes, arcs, false), Adjacency::of(nodes, arcs, true)};
    }
};

std::vector<int> postorder(const Graph& graph, int root) {
    std::vector<int> order;
    order.reserve(graph.successors.size());
    std::vector<char> seen(graph.successors.size(), 0);
    // Iterative depth-first search: deep CFGs (long if/elif chains) must not exhaust the C++ stack.
    std::vector<std::pair<int, std::size_t>> stack;
    stack.reserve(graph.successors.size());
    stack.push_back({root, 0});
    seen[std::size_t(root)] = 1;
    while (!stack.empty()) {
        auto& [node, next] = stack.back();
        std::span<const int> successors = graph.successors[std::size_t(node)];
        if (next < successors.size()) {
            int successor = successors[next++];
            if (!seen[std::size_t(successor)]) {
                seen[std::size_t(successor)] = 1;
                stack.push_back({successor, 0});
            }
            continue;
        }
        order.push_back(node);
        stack.pop_back();
    }
    return order;
}

std::vector<int> dominators(const Graph& graph, int root) {
    std::size_t n = graph.successors.size();
    std::vector<int> order = postorder(graph, root);
    std::vector<int> rank(n, -1);  // postorder number
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
    return dominators(Graph::of(n, arcs), 0);
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
    std::vector<int> ipdom = dominators(Graph::of(n + 1, arcs), exit);
    ipdom.pop_back();
    for (int& p : ipdom) {
        if (p == exit) p = -1;
    }
    return ipdom;
}

}  // namespace glassbox
