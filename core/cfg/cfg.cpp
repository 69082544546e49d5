#include "cfg/cfg.h"

#include <algorithm>
#include <string>

#include "cfg/dominators.h"

namespace glassbox {
namespace {

bool is_handler_setup(Op op) {
    return op == Op::SetupFinally || op == Op::SetupWith || op == Op::SetupAsyncWith;
}

// Instructions after which control never falls through.
bool ends_flow(Op op) {
    return op == Op::Jump || op == Op::Return || op == Op::Raise || op == Op::Reraise;
}

// ≤3.10: POP_BLOCK changes the handler of what follows, so it ends a block too; 3.8's
// END_FINALLY may re-raise or return to a CALL_FINALLY, and ends the finally body.
// END_ASYNC_FOR ends an async for loop: what follows is the code after it, as the
// target of a for loop's FOR_ITER is (a while loop's bottom test, say).
bool ends_block(const NormalizedInstruction& instruction) {
    return instruction.target.has_value() || ends_flow(instruction.op) || instruction.op == Op::PopBlock ||
           instruction.op == Op::EndFinally || instruction.op == Op::EndAsyncFor;
}

class CfgBuilder {
public:
    explicit CfgBuilder(const NormalizedCode& code) : code_(code), instructions_(code.instructions) {}

    ControlFlowGraph build() {
        ControlFlowGraph graph;
        graph.code = &code_;
        if (instructions_.empty()) return graph;
        split_into_blocks(graph);
        connect(graph);
        simulate_block_stack(graph);
        mark_reachable(graph);
        for (const BasicBlock& block : graph.blocks)
            for (const Edge& edge : block.successors)
                if (edge.block <= block.id) graph.has_backward_edge = true;
        return graph;
    }

private:
    std::size_t index_at(std::uint32_t offset, std::uint32_t from) const {
        auto it = std::lower_bound(instructions_.begin(), instructions_.end(), offset,
                                   [](const NormalizedInstruction& i, std::uint32_t o) { return i.offset < o; });
        if (it == instructions_.end()) {
            throw DecodeError(code_.decoded->code->qualname, from,
                              "control reaches offset " + std::to_string(offset) + ", past the last instruction");
        }
        return std::size_t(it - instructions_.begin());
    }

    // 3.13+ leaves the conditional jump of a comprehension's `if` (a bool already, it cannot
    // raise) out of the exception table: the test stays one block with the code computing it.
    bool splits_only_a_test(std::size_t at) const {
        static constexpr Op kTests[] = {Op::PopJumpIfFalse, Op::PopJumpIfTrue, Op::PopJumpIfNone, Op::PopJumpIfNotNone};
        return at > 0 && std::find(std::begin(kTests), std::end(kTests), instructions_[at].op) != std::end(kTests) &&
               !ends_block(instructions_[at - 1]);
    }

    void split_into_blocks(ControlFlowGraph& graph) {
        // A flag per instruction rather than a std::set: a node per leader cost an allocation each.
        std::vector<char> leader(instructions_.size(), 0);
        auto mark = [&](std::size_t at) { leader[at] = 1; };
        mark(0);
        for (std::size_t i = 0; i < instructions_.size(); ++i) {
            const NormalizedInstruction& instruction = instructions_[i];
            if (instruction.target) mark(index_at(*instruction.target, instruction.offset));
            if (ends_block(instruction) && i + 1 < instructions_.size()) mark(i + 1);
            // ≤3.10: a POP_BLOCK is a block of its own, so that code before it which the
            // compiler copied (3.10 duplicates the code after a statement) compares whole.
            if (instruction.op == Op::PopBlock) mark(i);
            // A for loop's head is a block of its own, even when no `continue` or body end
            // jumps back to it (a body that always breaks or returns).
            if (instruction.op == Op::ForIter) mark(i);
            // ≤3.10: so is an async for loop's SETUP_FINALLY before its GET_ANEXT.
            if (instruction.op == Op::SetupFinally && i + 1 < instructions_.size() &&
                instructions_[i + 1].op == Op::GetANext)
                mark(i);
        }
        for (const ExceptionTableEntry& entry : code_.exception_table) {
            for (std::uint32_t boundary : {entry.start, entry.end, entry.target}) {
                if (boundary > instructions_.back().offset) continue;
                std::size_t at = index_at(boundary, boundary);
                if (boundary != entry.target && splits_only_a_test(at)) continue;
                mark(at);
            }
        }
        std::vector<std::size_t> starts;
        starts.reserve(std::size_t(std::count(leader.begin(), leader.end(), 1)));
        for (std::size_t i = 0; i < leader.size(); ++i) {
            if (leader[i]) starts.push_back(i);
        }
        graph.blocks.reserve(starts.size());
        for (std::size_t b = 0; b < starts.size(); ++b) {
            BasicBlock block;
            block.id = int(b);
            block.begin = starts[b];
            block.end = b + 1 < starts.size() ? starts[b + 1] : instructions_.size();
            block.offset = instructions_[block.begin].offset;
            graph.blocks.push_back(block);
        }
    }

    static void add_edge(ControlFlowGraph& graph, int from, int to, EdgeKind kind) {
        graph.blocks[std::size_t(from)].successors.push_back({to, kind});
        graph.blocks[std::size_t(to)].predecessors.push_back({from, kind});
    }

    void connect(ControlFlowGraph& graph) {
        int count = int(graph.blocks.size());
        for (int b = 0; b < count; ++b) {
            BasicBlock& block = graph.blocks[std::size_t(b)];
            attach_handler(graph, block);
            const NormalizedInstruction& last = instructions_[block.end - 1];
            bool falls_through = !ends_flow(last.op);
            if (falls_through && b + 1 < count) add_edge(graph, b, b + 1, EdgeKind::FallThrough);
            if (!last.target) continue;
            int target = graph.block_at(*last.target);
            EdgeKind kind = last.op == Op::ForIter            ? EdgeKind::LoopExit
                            : is_handler_setup(last.op)       ? EdgeKind::Exception
                                                              : EdgeKind::Jump;
            add_edge(graph, b, target, kind);
        }
    }

    // 3.11+: the innermost exception-table entry covering the block's first instruction.
    void attach_handler(ControlFlowGraph& graph, BasicBlock& block) {
        for (const ExceptionTableEntry& entry : code_.exception_table) {
            if (block.offset < entry.start || block.offset >= entry.end) continue;
            block.handler = graph.block_at(entry.target);
            block.handler_depth = entry.depth;
            block.handler_lasti = entry.lasti;
            add_edge(graph, block.id, *block.handler, EdgeKind::Exception);
            return;
        }
    }

    // ≤3.10: the interpreter's block stack decides the handler. SETUP_* pushes its
    // handler, POP_BLOCK pops it, and a handler is entered with the stack its
    // SETUP_* found (the except-handler block it then pushes is popped by
    // POP_EXCEPT or the re-raise, and never catches: it is left out). A block
    // reached with two different stacks keeps the first and is marked.
    void simulate_block_stack(ControlFlowGraph& graph) {
        using SetupStack = std::vector<int>;
        std::vector<std::optional<SetupStack>> at_start(graph.blocks.size());
        std::vector<int> work;
        auto reach = [&](int b, const SetupStack& stack) {
            std::optional<SetupStack>& known = at_start[std::size_t(b)];
            if (!known) {
                known = stack;
                work.push_back(b);
            } else if (*known != stack) {
                graph.blocks[std::size_t(b)].handler_ambiguous = true;
            }
        };
        bool any_setup = std::any_of(instructions_.begin(), instructions_.end(),
                                     [](const NormalizedInstruction& i) { return is_handler_setup(i.op); });
        if (!any_setup) return;
        reach(0, {});
        while (!work.empty()) {
            int b = work.back();
            work.pop_back();
            BasicBlock& block = graph.blocks[std::size_t(b)];
            SetupStack stack = *at_start[std::size_t(b)];
            if (!stack.empty()) {
                block.handler = stack.back();
                add_edge(graph, b, stack.back(), EdgeKind::Exception);
            }
            for (std::size_t i = block.begin; i < block.end; ++i) {
                const NormalizedInstruction& instruction = instructions_[i];
                if (is_handler_setup(instruction.op)) {
                    reach(graph.block_at(*instruction.target), stack);
                    stack.push_back(graph.block_at(*instruction.target));
                } else if (instruction.op == Op::PopBlock) {
                    if (stack.empty()) block.handler_ambiguous = true;  // POP_BLOCK without a block
                    else stack.pop_back();
                }
            }
            for (const Edge& edge : block.successors) {
                if (edge.kind != EdgeKind::Exception) reach(edge.block, stack);
            }
        }
    }

    static void mark_reachable(ControlFlowGraph& graph) {
        std::vector<int> work{0};
        graph.blocks[0].reachable = true;
        while (!work.empty()) {
            int b = work.back();
            work.pop_back();
            for (const Edge& edge : graph.blocks[std::size_t(b)].successors) {
                BasicBlock& next = graph.blocks[std::size_t(edge.block)];
                if (!next.reachable) {
                    next.reachable = true;
                    work.push_back(edge.block);
                }
            }
        }
    }

    const NormalizedCode& code_;
    const std::vector<NormalizedInstruction>& instructions_;
};

}  // namespace

int ControlFlowGraph::block_at(std::uint32_t offset) const {
    auto it = std::partition_point(blocks.begin(), blocks.end(), [&](const BasicBlock& b) {
        return code->instructions[b.end - 1].offset < offset;
    });
    return it == blocks.end() ? -1 : it->id;
}

const std::vector<int>& ControlFlowGraph::immediate_dominators() const {
    if (!idom_) idom_ = glassbox::immediate_dominators(*this);
    return *idom_;
}

bool ControlFlowGraph::dominates(int a, int b) const {
    if (b < 0) return false;
    if (a == b) return true;
    if (a > b && !has_backward_edge) return false;
    const std::vector<int>& idom = immediate_dominators();
    for (int x = b; x >= 0; x = idom[std::size_t(x)]) {
        if (x == a) return true;
    }
    return false;
}

std::vector<int> ControlFlowGraph::immediate_post_dominators() const {
    return glassbox::immediate_post_dominators(*this);
}

bool ControlFlowGraph::post_dominates(int a, int b) const {
    const std::vector<int> ipdom = immediate_post_dominators();
    for (int x = b; x >= 0; x = ipdom[std::size_t(x)]) {
        if (x == a) return true;
    }
    return false;
}

ControlFlowGraph build_cfg(const NormalizedCode& code) { return CfgBuilder(code).build(); }

}  // namespace glassbox
