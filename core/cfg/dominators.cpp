#include "cfg/dominators.h"

#include <functional>

#include "cfg/cfg.h"

namespace glassbox {
namespace {

// A graph as adjacency lists over nodes 0..n-1, walked from `root`.
struct Graph {
    std::vector<std::vector<int>> successors;
    std::vector<std::vector<int>> predecessors;
};

std::vector<int> postorder(const Graph& graph, int root) {
    std::vector<int> order;
    std::vector<char> seen(graph.successors.size(), 0);
    // Iterative depth-first search: deep CFGs (long if/elif chains) must not exhaust the C++ stack.
    std::vector<std::pair<int, std::size_t>> stack{{root, 0}};
    seen[std::size_t(root)] = 1;
    while (!stack.empty()) {
        auto& [node, next] = stack.back();
        const auto& successors = graph.successors[std::size_t(node)];
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

}  // namespace

std::vector<int> immediate_dominators(const ControlFlowGraph& graph) {
    std::size_t n = graph.blocks.size();
    if (n == 0) return {};
    Graph forward{std::vector<std::vector<int>>(n), std::vector<std::vector<int>>(n)};
    for (const BasicBlock& block : graph.blocks) {
        for (const Edge& edge : block.successors) {
            forward.successors[std::size_t(block.id)].push_back(edge.block);
            forward.predecessors[std::size_t(edge.block)].push_back(block.id);
        }
    }
    return dominators(forward, 0);
}

std::vector<int> immediate_post_dominators(const ControlFlowGraph& graph) {
    std::size_t n = graph.blocks.size();
    if (n == 0) return {};
    int exit = int(n);  // the virtual exit node
    Graph reverse{std::vector<std::vector<int>>(n + 1), std::vector<std::vector<int>>(n + 1)};
    for (const BasicBlock& block : graph.blocks) {
        if (block.successors.empty()) {
            reverse.successors[std::size_t(exit)].push_back(block.id);
            reverse.predecessors[std::size_t(block.id)].push_back(exit);
        }
        for (const Edge& edge : block.successors) {
            reverse.successors[std::size_t(edge.block)].push_back(block.id);
            reverse.predecessors[std::size_t(block.id)].push_back(edge.block);
        }
    }
    std::vector<int> ipdom = dominators(reverse, exit);
    ipdom.pop_back();
    for (int& p : ipdom) {
        if (p == exit) p = -1;
    }
    return ipdom;
}

}  // namespace glassbox
