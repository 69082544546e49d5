// mark_stray_returns: module and class code cannot return.
#include <gtest/gtest.h>

#include "decompile/code_shape.h"

namespace glassbox {
namespace {

using namespace ast;

ExprPtr name(const std::string& id) { return expr(Name{id}); }

TEST(MarkStrayReturns, NestedReturnsBecomeMarkedFallbacksButNotThoseOfDefinitions) {
    auto def = std::make_shared<Arguments>();
    StmtPtr function = stmt(FunctionDef{"f", def, {stmt(Return{name("x")})}, {}, nullptr, {}, false});
    Body body{stmt(If{name("c"), {stmt(Return{nullptr})}, {stmt(Pass{})}}),
              stmt(While{name("c"), {stmt(Try{{stmt(Return{nullptr})}, {}, {}, {}, false})}, {}}), function};
    EXPECT_EQ(mark_stray_returns(body), 2);
    const auto& branch = std::get<If>(body[0]->node);
    EXPECT_TRUE(std::holds_alternative<Unreconstructed>(branch.body[0]->node));
    EXPECT_TRUE(std::holds_alternative<Pass>(branch.orelse[0]->node));
    const auto& loop = std::get<While>(body[1]->node);
    EXPECT_TRUE(std::holds_alternative<Unreconstructed>(std::get<Try>(loop.body[0]->node).body[0]->node));
    EXPECT_TRUE(std::holds_alternative<Return>(std::get<FunctionDef>(body[2]->node).body[0]->node));
    Body clean{stmt(Pass{})};
    EXPECT_EQ(mark_stray_returns(clean), 0);
}

}  // namespace
}  // namespace glassbox
