// Stage "cfg" on small literal programs: blocks, edges, handlers, dominators.
#include <gtest/gtest.h>

#include "assemble.h"
#include "cfg/cfg.h"

namespace glassbox {
namespace {

using test::Asm;

struct Built {
    DecodedCode decoded;
    NormalizedCode normalized;
    ControlFlowGraph graph;
};

// The three stages in order; the graph points into `normalized`, so it is built in place.
std::unique_ptr<Built> build(PythonVersion version, const std::vector<Asm>& program,
                             const std::vector<test::Handler>& handlers = {}) {
    auto built = std::make_unique<Built>();
    auto none = std::make_shared<Object>();
    built->decoded = decode(test::assemble(version, program, {none}, {"f", "g"}, {"x"}, 10, handlers));
    built->normalized = normalize(built->decoded);
    built->graph = build_cfg(built->normalized);
    return built;
}

std::vector<int> successors(const BasicBlock& block) {
    std::vector<int> ids;
    for (const Edge& edge : block.successors) ids.push_back(edge.block);
    return ids;
}

// if x: return None / else: return None, as 3.12 compiles it.
TEST(Cfg, IfElseMakesADiamondWithoutJoin) {
    auto built = build({3, 12}, {{"RESUME"},
                                 {"LOAD_FAST", 0},
                                 {"POP_JUMP_IF_FALSE", 0, 5},
                                 {"LOAD_CONST", 0},
                                 {"RETURN_VALUE"},
                                 {"LOAD_CONST", 0},
                                 {"RETURN_VALUE"}});
    const ControlFlowGraph& graph = built->graph;
    ASSERT_EQ(graph.blocks.size(), 3u);
    EXPECT_EQ(successors(graph.blocks[0]), (std::vector<int>{1, 2}));
    EXPECT_EQ(graph.blocks[0].successors[0].kind, EdgeKind::FallThrough);
    EXPECT_EQ(graph.blocks[0].successors[1].kind, EdgeKind::Jump);
    EXPECT_TRUE(graph.blocks[1].successors.empty());
    EXPECT_EQ(graph.immediate_dominators()[1], 0);
    EXPECT_EQ(graph.immediate_dominators()[2], 0);
    EXPECT_EQ(graph.immediate_post_dominators()[0], -1) << "both arms return: only the virtual exit post-dominates the test";
    EXPECT_TRUE(graph.dominates(0, 2));
    EXPECT_FALSE(graph.dominates(1, 2));
}

// while x: f()   (3.12: the test is repeated at the bottom, JUMP_BACKWARD closes the loop)
TEST(Cfg, LoopHeaderDominatesItsBodyAndTheBodyLoopsBack) {
    auto built = build({3, 12}, {{"RESUME"},
                                 {"LOAD_FAST", 0},
                                 {"POP_JUMP_IF_FALSE", 0, 8},
                                 {"LOAD_FAST", 0},
                                 {"POP_TOP"},
                                 {"LOAD_FAST", 0},
                                 {"POP_JUMP_IF_FALSE", 0, 8},
                                 {"JUMP_BACKWARD", 0, 3},
                                 {"LOAD_CONST", 0},
                                 {"RETURN_VALUE"}});
    const ControlFlowGraph& graph = built->graph;
    int body = graph.block_at(built->decoded.instructions[3].offset);
    int latch = graph.block_at(built->decoded.instructions[7].offset);
    int exit = graph.block_at(built->decoded.instructions[8].offset);
    ASSERT_GE(body, 0);
    ASSERT_GE(exit, 0);
    EXPECT_TRUE(graph.dominates(0, body));
    ASSERT_GE(latch, 0);
    EXPECT_EQ(successors(graph.blocks[std::size_t(latch)]), (std::vector<int>{body}));
    EXPECT_TRUE(graph.dominates(body, latch));
    EXPECT_TRUE(graph.post_dominates(exit, 0));
}

// try: f() / except: return None   (3.11: the handler is reached only through the exception table)
TEST(Cfg, ExceptionTableGivesHandlerEdges) {
    auto built = build({3, 11}, {{"RESUME"},
                                 {"NOP"},
                                 {"LOAD_FAST", 0},
                                 {"POP_TOP"},
                                 {"LOAD_CONST", 0},
                                 {"RETURN_VALUE"},
                                 {"PUSH_EXC_INFO"},
                                 {"POP_TOP"},
                                 {"POP_EXCEPT"},
                                 {"LOAD_CONST", 0},
                                 {"RETURN_VALUE"}},
                           {{2, 4, 6, 0, false}});
    const ControlFlowGraph& graph = built->graph;
    int protected_block = graph.block_at(built->decoded.instructions[2].offset);
    int handler = graph.block_at(built->decoded.instructions[6].offset);
    ASSERT_GE(protected_block, 0);
    ASSERT_GE(handler, 0);
    const BasicBlock& guarded = graph.blocks[std::size_t(protected_block)];
    ASSERT_TRUE(guarded.handler.has_value());
    EXPECT_EQ(*guarded.handler, handler);
    bool exceptional = false;
    for (const Edge& edge : guarded.successors) exceptional |= edge.block == handler && edge.kind == EdgeKind::Exception;
    EXPECT_TRUE(exceptional);
    EXPECT_TRUE(graph.blocks[std::size_t(handler)].reachable);
    int after = graph.block_at(built->decoded.instructions[4].offset);
    EXPECT_FALSE(graph.blocks[std::size_t(after)].handler.has_value()) << "the range ends before offset 8";
}

}  // namespace
}  // namespace glassbox
