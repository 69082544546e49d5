// Precedence, layout and the version rules of the printer, on hand-built trees.
// Each expected text is what the target Python parses back into the same tree.
#include <gtest/gtest.h>

#include "test_builders.h"

namespace glassbox::print_test {
namespace {

using ast::BinaryOperator;
using ast::BoolOperator;
using ast::CompareOperator;
using ast::UnaryOperator;

ast::Body pass_body() { return {ast::stmt(ast::Pass{})}; }

ast::ExprPtr compare(ast::ExprPtr left, CompareOperator op, ast::ExprPtr right) {
    return ast::expr(ast::Compare{std::move(left), {op}, {std::move(right)}});
}

ast::ExprPtr boolean(BoolOperator op, ast::ExprList values) {
    return ast::expr(ast::BoolOp{op, std::move(values)});
}

ast::ExprPtr formatted(ast::ExprPtr value, int conversion = -1, ast::ExprPtr spec = nullptr) {
    return ast::expr(ast::FormattedValue{std::move(value), conversion, std::move(spec)});
}

ast::ExprPtr joined(ast::ExprList values) { return ast::expr(ast::JoinedStr{std::move(values)}); }

TEST(PrintPrecedence, BinaryOperatorsAndAssociativity) {
    auto a = name("a"), b = name("b"), c = name("c");
    EXPECT_EQ(expression_text(binop(binop(a, BinaryOperator::Sub, b), BinaryOperator::Sub, c)), "a - b - c");
    EXPECT_EQ(expression_text(binop(a, BinaryOperator::Sub, binop(b, BinaryOperator::Sub, c))), "a - (b - c)");
    EXPECT_EQ(expression_text(binop(a, BinaryOperator::Pow, binop(b, BinaryOperator::Pow, c))), "a ** b ** c");
    EXPECT_EQ(expression_text(binop(binop(a, BinaryOperator::Pow, b), BinaryOperator::Pow, c)), "(a ** b) ** c");
    EXPECT_EQ(expression_text(binop(binop(a, BinaryOperator::Add, b), BinaryOperator::Mult, c)), "(a + b) * c");
    EXPECT_EQ(expression_text(binop(a, BinaryOperator::BitOr, binop(b, BinaryOperator::BitXor, c))), "a | b ^ c");
    EXPECT_EQ(expression_text(binop(binop(a, BinaryOperator::BitOr, b), BinaryOperator::LShift, c)), "(a | b) << c");
}

TEST(PrintPrecedence, UnaryMinusAndPower) {
    auto x = name("x"), two = integer(2);
    EXPECT_EQ(expression_text(unary(UnaryOperator::USub, binop(x, BinaryOperator::Pow, two))), "-x ** 2");
    EXPECT_EQ(expression_text(binop(unary(UnaryOperator::USub, x), BinaryOperator::Pow, two)), "(-x) ** 2");
    EXPECT_EQ(expression_text(binop(two, BinaryOperator::Pow, unary(UnaryOperator::USub, x))), "2 ** -x");
    EXPECT_EQ(expression_text(unary(UnaryOperator::Invert, unary(UnaryOperator::USub, x))), "~-x");
    auto awaited = ast::expr(ast::Await{x});
    EXPECT_EQ(expression_text(binop(awaited, BinaryOperator::Pow, two)), "await x ** 2");
    EXPECT_EQ(expression_text(ast::expr(ast::Await{binop(x, BinaryOperator::Add, two)})), "await (x + 2)");
    EXPECT_EQ(expression_text(ast::expr(ast::Await{awaited})), "await (await x)");
}

TEST(PrintPrecedence, BooleansComparisonsAndNot) {
    auto a = name("a"), b = name("b"), c = name("c");
    EXPECT_EQ(expression_text(boolean(BoolOperator::And, {a, boolean(BoolOperator::And, {b, c})})), "a and (b and c)");
    EXPECT_EQ(expression_text(boolean(BoolOperator::Or, {boolean(BoolOperator::And, {a, b}), c})), "a and b or c");
    EXPECT_EQ(expression_text(boolean(BoolOperator::And, {boolean(BoolOperator::Or, {a, b}), c})), "(a or b) and c");
    EXPECT_EQ(expression_text(unary(UnaryOperator::Not, compare(a, CompareOperator::Eq, b))), "not a == b");
    EXPECT_EQ(expression_text(compare(unary(UnaryOperator::Not, a), CompareOperator::Eq, b)), "(not a) == b");
    EXPECT_EQ(expression_text(compare(compare(a, CompareOperator::Lt, b), CompareOperator::Lt, c)), "(a < b) < c");
    std::vector<CompareOperator> ops = {CompareOperator::Lt, CompareOperator::IsNot, CompareOperator::NotIn};
    auto chain = ast::expr(ast::Compare{a, ops, {b, c, a}});
    EXPECT_EQ(expression_text(chain), "a < b is not c not in a");
}

TEST(PrintPrecedence, ConditionalsLambdasAndWalrus) {
    auto a = name("a"), b = name("b"), c = name("c");
    auto ifexp = [](ast::ExprPtr test, ast::ExprPtr body, ast::ExprPtr orelse) {
        return ast::expr(ast::IfExp{std::move(test), std::move(body), std::move(orelse)});
    };
    EXPECT_EQ(expression_text(ifexp(a, b, ifexp(c, a, b))), "b if a else a if c else b");
    EXPECT_EQ(expression_text(ifexp(ifexp(c, a, b), b, a)), "b if (a if c else b) else a");
    auto lambda = ast::expr(ast::Lambda{std::make_shared<ast::Arguments>(), a});
    EXPECT_EQ(expression_text(binop(lambda, BinaryOperator::Add, b)), "(lambda: a) + b");
    EXPECT_EQ(expression_text(call(name("f"), {lambda})), "f(lambda: a)");
    auto walrus = ast::expr(ast::NamedExpr{name("x"), integer(1)});
    EXPECT_EQ(module_text({expression_statement(walrus)}), "(x := 1)\n");
    EXPECT_EQ(expression_text(call(name("f"), {walrus})), "f((x := 1))");
}

TEST(PrintPrecedence, YieldStandsBareOnlyAsAStatementOrAssignedValue) {
    auto yield = ast::expr(ast::Yield{integer(1)});
    EXPECT_EQ(module_text({expression_statement(yield)}), "yield 1\n");
    EXPECT_EQ(module_text({ast::stmt(ast::Assign{{name("x")}, yield})}), "x = yield 1\n");
    EXPECT_EQ(module_text({ast::stmt(ast::Return{ast::expr(ast::Yield{})})}), "return (yield)\n");
    EXPECT_EQ(expression_text(call(name("f"), {ast::expr(ast::Yield{})})), "f((yield))");
    EXPECT_EQ(expression_text(ast::expr(ast::Yield{tuple({integer(1), integer(2)})})), "yield 1, 2");
}

TEST(PrintPrecedence, Tuples) {
    auto pair = tuple({name("a"), name("b")});
    EXPECT_EQ(module_text({ast::stmt(ast::Return{pair})}), "return a, b\n");
    EXPECT_EQ(module_text({ast::stmt(ast::Assign{{pair}, tuple({integer(1)})})}), "a, b = (1,)\n");
    EXPECT_EQ(module_text({ast::stmt(ast::For{pair, tuple({name("c"), name("d")}), pass_body(), {}})}),
              "for a, b in (c, d):\n    pass\n");
    EXPECT_EQ(module_text({ast::stmt(ast::Delete{{pair, name("c")}})}), "del (a, b), c\n");
    EXPECT_EQ(expression_text(call(name("f"), {pair})), "f((a, b))");
    EXPECT_EQ(expression_text(tuple({})), "()");
}

TEST(PrintPrecedence, Subscripts) {
    auto slice = ast::expr(ast::Slice{integer(1), nullptr, integer(2)});
    auto sub = [](ast::ExprPtr index) { return ast::expr(ast::Subscript{name("a"), std::move(index)}); };
    EXPECT_EQ(expression_text(sub(slice)), "a[1::2]");
    EXPECT_EQ(expression_text(sub(tuple({slice, integer(3)}))), "a[1::2, 3]");
    EXPECT_EQ(expression_text(sub(tuple({slice}))), "a[1::2,]");
    EXPECT_EQ(expression_text(sub(tuple({}))), "a[()]");
    auto starred = tuple({ast::expr(ast::Starred{name("b")})});
    EXPECT_EQ(expression_text(sub(starred), 10), "a[(*b,)]");
    EXPECT_EQ(expression_text(sub(starred), 11), "a[*b]");
    auto lambda = ast::expr(ast::Lambda{std::make_shared<ast::Arguments>(), integer(1)});
    EXPECT_EQ(expression_text(sub(ast::expr(ast::Slice{lambda, nullptr, nullptr}))), "a[(lambda: 1):]");
}

TEST(PrintPrecedence, CallsAndDisplays) {
    auto generator = ast::expr(ast::GeneratorExp{name("x"), {ast::Comprehension{name("x"), name("y"), {}, false, 0, {}}}});
    EXPECT_EQ(expression_text(call(name("f"), {generator})), "f(x for x in y)");
    EXPECT_EQ(expression_text(call(name("f"), {generator, integer(1)})), "f((x for x in y), 1)");
    auto star = ast::expr(ast::Starred{name("args")});
    EXPECT_EQ(expression_text(call(name("f"), {integer(1), star}, {{"k", integer(2)}, {std::nullopt, name("kw")}})),
              "f(1, *args, k=2, **kw)");
    auto dict = ast::expr(ast::Dict{{string("a"), nullptr}, {integer(1), name("d")}});
    EXPECT_EQ(expression_text(dict), "{'a': 1, **d}");
    EXPECT_EQ(expression_text(ast::expr(ast::Set{})), "{*()}");
    auto comprehension = ast::Comprehension{tuple({name("k"), name("v")}), name("items"),
                                            {boolean(BoolOperator::Or, {name("k"), name("v")})}, true, 0, {}};
    auto dict_comp = ast::expr(ast::DictComp{name("k"), name("v"), {comprehension}});
    EXPECT_EQ(expression_text(dict_comp), "{k: v async for k, v in items if k or v}");
    auto class_def = ast::stmt(ast::ClassDef{"A", {generator}, {}, pass_body(), {}, {}});
    EXPECT_EQ(module_text({class_def}), "class A((x for x in y)):\n    pass\n");
}

TEST(PrintFStrings, FieldsConversionsAndNestedSpecs) {
    auto spec = joined({string(">"), formatted(name("width"))});
    auto text = joined({string("a{"), formatted(name("x"), 'r', spec), string("}")});
    EXPECT_EQ(expression_text(text, 8), "f'a{{{x!r:>{width}}}}'");
    EXPECT_EQ(expression_text(joined({formatted(name("x"), -1, joined({}))}), 8), "f'{x:}'");
    auto set_field = joined({formatted(ast::expr(ast::Set{{integer(1)}}))});
    EXPECT_EQ(expression_text(set_field, 8), "f'{ {1}}'");
    auto lambda = ast::expr(ast::Lambda{std::make_shared<ast::Arguments>(), integer(1)});
    EXPECT_EQ(expression_text(joined({formatted(lambda)}), 8), "f'{(lambda: 1)}'");
    EXPECT_EQ(expression_text(joined({string("tab\t'")}), 8), "f\"tab\\t'\"");
}

TEST(PrintFStrings, QuotesOfNestedStringsBeforeAndAfter312) {
    auto index = ast::expr(ast::Subscript{name("x"), string("a")});
    EXPECT_EQ(expression_text(joined({formatted(index)}), 8), "f\"{x['a']}\"");
    auto nested = joined({formatted(joined({formatted(index)}))});
    EXPECT_EQ(expression_text(nested, 8), "f'''{f\"{x['a']}\"}'''");
    // A string needing an escape inside a field: impossible before 3.12, PEP 701 after.
    auto newline = joined({formatted(call(ast::expr(ast::Attribute{string("\n"), "join"}), {name("y")}))});
    EXPECT_THROW(expression_text(newline, 11), PrintError);
    EXPECT_EQ(expression_text(newline, 12), "f\"{'\\n'.join(y)}\"");
    // A non-ASCII character inside a field: raw before 3.12 (no escape can stand there), escaped after.
    auto bullet = joined({formatted(string("\xe2\x80\xa2"))});
    EXPECT_EQ(expression_text(bullet, 11), "f\"{'\xe2\x80\xa2'}\"");
    EXPECT_EQ(expression_text(bullet, 12), "f\"{'\\u2022'}\"");
    auto nested_bullet = joined({formatted(joined({string("\xe2\x80\xa2"), formatted(name("x"))}))});
    EXPECT_EQ(expression_text(nested_bullet, 11), "f\"{f'\xe2\x80\xa2{x}'}\"");
    EXPECT_EQ(expression_text(nested_bullet, 12), "f\"{f'\\u2022{x}'}\"");
    // '#' inside a string is no comment, before 3.12 too.
    EXPECT_EQ(expression_text(joined({formatted(string("#"))}), 8), "f\"{'#'}\"");
}

TEST(PrintFStrings, TemplateStringsNeed314AndKeepTheExpressionText) {
    auto x_plus_1 = binop(name("x"), BinaryOperator::Add, integer(1));
    auto interpolation = ast::expr(ast::Interpolation{x_plus_1, "x+1", 'r', nullptr});
    auto text = ast::expr(ast::TemplateStr{{string("v="), interpolation}});
    EXPECT_THROW(expression_text(text, 13), PrintError);
    EXPECT_EQ(expression_text(text, 14), "t'v={x+1!r}'");
}

TEST(PrintStatements, FunctionSignatures) {
    auto arguments = std::make_shared<ast::Arguments>();
    arguments->posonlyargs = {{"a", nullptr}};
    arguments->args = {{"b", name("int")}};
    arguments->defaults = {integer(1)};
    arguments->vararg = ast::Arg{"args", nullptr};
    arguments->kwonlyargs = {{"c", nullptr}, {"d", nullptr}};
    arguments->kw_defaults = {nullptr, integer(2)};
    arguments->kwarg = ast::Arg{"kw", name("str")};
    ast::FunctionDef def{"f", arguments, pass_body(), {name("decorator")}, name("bool"), {}, true};
    EXPECT_EQ(module_text({ast::stmt(def)}),
              "@decorator\nasync def f(a, /, b: int = 1, *args, c, d=2, **kw: str) -> bool:\n    pass\n");
    auto keyword_only = std::make_shared<ast::Arguments>();
    keyword_only->kwonlyargs = {{"k", nullptr}};
    keyword_only->kw_defaults = {nullptr};
    auto lambda = ast::expr(ast::Lambda{keyword_only, name("k")});
    EXPECT_EQ(expression_text(lambda), "lambda *, k: k");
}

TEST(PrintStatements, LayoutElifAndBlankLines) {
    ast::If inner{name("b"), pass_body(), {ast::stmt(ast::Break{})}};
    ast::If outer{name("a"), {}, {ast::stmt(inner)}};
    auto loop = ast::stmt(ast::While{name("x"), {ast::stmt(outer)}, pass_body()});
    EXPECT_EQ(module_text({loop}),
              "while x:\n"
              "    if a:\n        pass\n"
              "    elif b:\n        pass\n"
              "    else:\n        break\n"
              "else:\n    pass\n");
    auto def = [](std::string id) {
        return ast::stmt(ast::FunctionDef{id, std::make_shared<ast::Arguments>(), {}, {}, nullptr, {}, false});
    };
    EXPECT_EQ(module_text({ast::stmt(ast::Import{{{"os", std::nullopt}}}), def("f"), def("g")}),
              "import os\n\n\ndef f():\n    pass\n\n\ndef g():\n    pass\n");
    auto class_def = ast::stmt(ast::ClassDef{"C", {}, {}, {def("f"), def("g")}, {}, {}});
    EXPECT_EQ(module_text({class_def}), "class C:\n    def f():\n        pass\n\n    def g():\n        pass\n");
}

TEST(PrintStatements, ImportsAndAnnotations) {
    EXPECT_EQ(module_text({ast::stmt(ast::ImportFrom{std::nullopt, {{"x", std::nullopt}}, 2})}), "from .. import x\n");
    EXPECT_EQ(module_text({ast::stmt(ast::ImportFrom{"a.b", {{"c", "d"}}, 1})}), "from .a.b import c as d\n");
    EXPECT_EQ(module_text({ast::stmt(ast::AnnAssign{name("x"), name("int"), integer(1), false})}), "(x): int = 1\n");
    EXPECT_EQ(module_text({ast::stmt(ast::AnnAssign{name("x"), name("int"), nullptr, true})}), "x: int\n");
}

TEST(PrintStatements, LazyImportsNeed315) {
    auto lazy_import = ast::stmt(ast::Import{{{"x", std::nullopt}, {"y.z", "w"}}, true});
    auto lazy_from = ast::stmt(ast::ImportFrom{"a", {{"b", std::nullopt}}, 0, true});
    auto lazy_relative = ast::stmt(ast::ImportFrom{std::nullopt, {{"c", "d"}}, 1, true});
    EXPECT_EQ(module_text({lazy_import, lazy_from, lazy_relative}, 15),
              "lazy import x, y.z as w\nlazy from a import b\nlazy from . import c as d\n");
    EXPECT_EQ(module_text({ast::stmt(ast::Import{{{"x", std::nullopt}}})}, 15), "import x\n");
    EXPECT_THROW(module_text({lazy_import}, 14), PrintError);
    EXPECT_THROW(module_text({lazy_from}, 14), PrintError);
}

TEST(PrintStatements, WithItemsNeverUseThe310ParenthesizedForm) {
    auto with = [](std::vector<ast::WithItem> items) {
        return ast::stmt(ast::With{std::move(items), pass_body(), false});
    };
    EXPECT_EQ(module_text({with({{name("a"), name("b")}, {name("c"), tuple({name("d"), name("e")})}})}, 8),
              "with a as b, c as (d, e):\n    pass\n");
    // From 3.9 `with (a, b):` is two managers; one tuple needs a second pair of parentheses.
    auto lone_tuple = with({{tuple({name("a"), name("b")}), nullptr}});
    EXPECT_EQ(module_text({lone_tuple}, 8), "with (a, b):\n    pass\n");
    EXPECT_EQ(module_text({lone_tuple}, 9), "with ((a, b)):\n    pass\n");
}

TEST(PrintStatements, TryAndExceptStar) {
    std::vector<ast::ExceptHandler> handlers = {{name("E"), "e", pass_body()},
                                                {tuple({name("A"), name("B")}), std::nullopt, pass_body()}};
    ast::Try statement{pass_body(), handlers, pass_body(), pass_body(), false};
    EXPECT_EQ(module_text({ast::stmt(statement)}),
              "try:\n    pass\n"
              "except E as e:\n    pass\n"
              "except (A, B):\n    pass\n"
              "else:\n    pass\n"
              "finally:\n    pass\n");
    statement.is_star = true;
    EXPECT_THROW(module_text({ast::stmt(statement)}, 10), PrintError);
    EXPECT_NE(module_text({ast::stmt(statement)}, 11).find("\nexcept* E as e:\n"), std::string::npos);
}

TEST(PrintStatements, DecoratorsBefore39) {
    auto decorated = [](ast::ExprPtr decorator) {
        return ast::stmt(ast::ClassDef{"C", {}, {}, pass_body(), {std::move(decorator)}, {}});
    };
    auto one_plus_2 = binop(integer(1), BinaryOperator::Add, integer(2));
    auto dotted_call = call(ast::expr(ast::Attribute{name("a"), "b"}), {one_plus_2});
    EXPECT_EQ(module_text({decorated(dotted_call)}, 8), "@a.b(1 + 2)\nclass C:\n    pass\n");
    auto subscript = ast::expr(ast::Subscript{name("a"), integer(0)});
    EXPECT_THROW(module_text({decorated(subscript)}, 8), PrintError);
    EXPECT_EQ(module_text({decorated(subscript)}, 9), "@a[0]\nclass C:\n    pass\n");
}

TEST(PrintPatterns, AllKindsWithTheirParentheses) {
    auto value = [](std::int64_t v) { return ast::pattern(ast::MatchValue{integer(v)}); };
    auto as = [](ast::PatternPtr inner, std::optional<std::string> id) {
        return ast::pattern(ast::MatchAs{std::move(inner), std::move(id)});
    };
    auto or_pattern = [](std::vector<ast::PatternPtr> alternatives) {
        return ast::pattern(ast::MatchOr{std::move(alternatives)});
    };
    std::vector<ast::PatternPtr> cases = {
        or_pattern({as(value(1), "x"), value(2)}),
        as(or_pattern({value(1), value(2)}), "x"),
        as(as(value(1), "x"), "y"),
        ast::pattern(ast::MatchSequence{{value(-1), ast::pattern(ast::MatchStar{"rest"}), as(nullptr, std::nullopt)}}),
        ast::pattern(ast::MatchMapping{{string("k")}, {as(nullptr, "v")}, "rest"}),
        ast::pattern(ast::MatchClass{ast::expr(ast::Attribute{name("m"), "Point"}), {value(0)}, {"y"}, {value(1)}}),
        ast::pattern(ast::MatchSingleton{object_of_kind(ObjectKind::None)}),
        ast::pattern(ast::MatchValue{string("(")}),
        ast::pattern(ast::MatchValue{constant(complex_object(-1.0, 2.0))}),
    };
    std::vector<ast::MatchCase> match_cases;
    for (auto& pattern : cases) match_cases.push_back({pattern, nullptr, pass_body()});
    match_cases.back().guard = name("ok");
    auto statement = ast::stmt(ast::Match{name("subject"), match_cases});
    EXPECT_EQ(module_text({statement}, 10),
              "match subject:\n"
              "    case (1 as x) | 2:\n        pass\n"
              "    case 1 | 2 as x:\n        pass\n"
              "    case (1 as x) as y:\n        pass\n"
              "    case [-1, *rest, _]:\n        pass\n"
              "    case {'k': v, **rest}:\n        pass\n"
              "    case m.Point(0, y=1):\n        pass\n"
              "    case None:\n        pass\n"
              "    case '(':\n        pass\n"
              "    case -1.0 + 2j if ok:\n        pass\n");
    // NaN has no pattern form (`1e309 - 1e309` is no complex literal).
    volatile double infinity = 1e308 * 10;
    auto nan_pattern = ast::pattern(ast::MatchValue{constant(float_object(infinity - infinity))});
    auto nan_case = ast::stmt(ast::Match{name("s"), {{nan_pattern, nullptr, pass_body()}}});
    EXPECT_THROW(module_text({nan_case}, 10), PrintError);
    EXPECT_THROW(module_text({statement}, 9), PrintError);
    auto capture = ast::stmt(ast::Match{name("s"), {{ast::pattern(ast::MatchValue{name("x")}), nullptr, pass_body()}}});
    EXPECT_THROW(module_text({capture}, 10), PrintError);
}

TEST(PrintStatements, TypeParametersAndAliases) {
    std::vector<ast::TypeParam> params = {{ast::TypeParamKind::TypeVar, "T", name("int"), nullptr},
                                          {ast::TypeParamKind::TypeVarTuple, "Ts", nullptr, nullptr},
                                          {ast::TypeParamKind::ParamSpec, "P", nullptr, nullptr}};
    auto alias = ast::stmt(ast::TypeAlias{name("X"), params, ast::expr(ast::Subscript{name("list"), name("T")})});
    EXPECT_THROW(module_text({alias}, 11), PrintError);
    EXPECT_EQ(module_text({alias}, 12), "type X[T: int, *Ts, **P] = list[T]\n");
    params[0].default_value = name("bool");
    auto arguments = std::make_shared<ast::Arguments>();
    auto def = ast::stmt(ast::FunctionDef{"f", arguments, pass_body(), {}, nullptr, params, false});
    EXPECT_THROW(module_text({def}, 12), PrintError);
    EXPECT_EQ(module_text({def}, 13), "def f[T: int = bool, *Ts, **P]():\n    pass\n");
}

TEST(PrintStatements, EmptyBodiesAndStatementsApi) {
    auto def = ast::stmt(ast::FunctionDef{"f", std::make_shared<ast::Arguments>(), {}, {}, nullptr, {}, false});
    EXPECT_EQ(module_text({def}), "def f():\n    pass\n");
    EXPECT_EQ(module_text({}), "");
    EXPECT_EQ(print_statements({}, for_python(13), 2), "        pass\n");
    EXPECT_EQ(print_statements({ast::stmt(ast::Global{{"a", "b"}})}, for_python(13), 1), "    global a, b\n");
}

TEST(PrintStatements, ComprehensionClausesKeepTheirLines) {
    // A clause on another line than the one before it starts a new line (3.12+ lays `if c`
    // out by whether c's line is the loop's); compared as text, an expression stays on one line.
    ast::Comprehension clause{name("v"), name("values"), {name("v")}, false, 2, {3}};
    auto genexp = ast::expr(ast::GeneratorExp{name("v"), {clause}});
    auto call = ast::stmt(ast::Return{ast::expr(ast::Call{name("f"), {genexp}, {}})});
    EXPECT_EQ(print_statements({call}, for_python(12), 1), "    return f(v for v in values\n        if v)\n");
    EXPECT_EQ(expression_text(genexp), "(v for v in values if v)");
    ast::Comprehension same_line{name("v"), name("values"), {name("v")}, false, 2, {2}};
    EXPECT_EQ(expression_text(ast::expr(ast::ListComp{name("v"), {same_line}})), "[v for v in values if v]");
}

}  // namespace
}  // namespace glassbox::print_test
