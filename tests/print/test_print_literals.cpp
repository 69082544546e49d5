// Constants as source: the forms chosen so that the target Python's compiler
// folds them back into the same value (checked against real interpreters by
// tests/python/test_print_roundtrip.py::test_constants_fold_back).
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "test_builders.h"

namespace glassbox::print_test {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

std::string text_of(ObjectPtr value, int minor = 13) { return expression_text(constant(std::move(value)), minor); }

TEST(PrintLiterals, Singletons) {
    EXPECT_EQ(text_of(object_of_kind(ObjectKind::None)), "None");
    EXPECT_EQ(text_of(object_of_kind(ObjectKind::True)), "True");
    EXPECT_EQ(text_of(object_of_kind(ObjectKind::False)), "False");
    EXPECT_EQ(text_of(object_of_kind(ObjectKind::Ellipsis)), "...");
}

TEST(PrintLiterals, Integers) {
    EXPECT_EQ(text_of(int_object(0)), "0");
    EXPECT_EQ(text_of(int_object(42)), "42");
    EXPECT_EQ(text_of(int_object(-5)), "-5");
    EXPECT_EQ(text_of(int_object(INT64_MIN)), "-9223372036854775808");
    BigInt two_to_100;
    two_to_100.magnitude = {0, 0, 0, 16};
    auto big = std::make_shared<Object>();
    big->kind = ObjectKind::Int;
    big->integer = two_to_100;
    EXPECT_EQ(text_of(big), "1267650600228229401496703205376");
}

// The largest magnitude printed in decimal (BigInt::kMaxDecimalWords words, all bits set) stays
// within the 4,300 digits every version reads (sys.int_info.default_max_str_digits); one word
// more is hexadecimal.
TEST(PrintLiterals, DecimalUpToTheLimitThenHexadecimal) {
    auto widest = std::make_shared<Object>();
    widest->kind = ObjectKind::Int;
    widest->integer.magnitude.assign(BigInt::kMaxDecimalWords, 0xffffffffu);
    std::string text = text_of(widest);
    EXPECT_EQ(text.find_first_not_of("0123456789"), std::string::npos);
    EXPECT_LE(text.size(), 4300u);
    EXPECT_GT(text.size(), 4200u);

    auto past = std::make_shared<Object>();
    past->kind = ObjectKind::Int;
    past->integer.magnitude.assign(BigInt::kMaxDecimalWords, 0);
    past->integer.magnitude.push_back(1);  // 2 ** (32 * kMaxDecimalWords)
    text = text_of(past);
    EXPECT_EQ(text.substr(0, 3), "0x1");
    EXPECT_EQ(text.size(), 3 + 8 * BigInt::kMaxDecimalWords);
}

TEST(PrintLiterals, HugeIntegersAreHexadecimal) {
    // 2**16000 has 4,817 decimal digits, past CPython's 4,300-digit limit on decimal literals.
    auto big = std::make_shared<Object>();
    big->kind = ObjectKind::Int;
    big->integer.negative = true;
    big->integer.magnitude.assign(500, 0);
    big->integer.magnitude.push_back(1);  // -(2 ** 16000)
    std::string text = text_of(big);
    EXPECT_EQ(text.substr(0, 4), "-0x1");
    EXPECT_EQ(text.size(), 4 + 4000u);
    EXPECT_EQ(text.find_first_not_of('0', 4), std::string::npos);
}

TEST(PrintLiterals, Floats) {
    EXPECT_EQ(text_of(float_object(1.5)), "1.5");
    EXPECT_EQ(text_of(float_object(1e16)), "1e+16");
    EXPECT_EQ(text_of(float_object(1e-5)), "1e-05");
    EXPECT_EQ(text_of(float_object(0.0)), "0.0");
    EXPECT_EQ(text_of(float_object(-0.0)), "-0.0");
    EXPECT_EQ(text_of(float_object(-2.5)), "-2.5");
    EXPECT_EQ(text_of(float_object(kInf)), "1e309");
    EXPECT_EQ(text_of(float_object(-kInf)), "-1e309");
}

TEST(PrintLiterals, NanFollowsThisMachinesDefaultNanSign) {
    volatile double infinity = kInf;
    double machine_nan = infinity - infinity;
    EXPECT_EQ(text_of(float_object(machine_nan)), "1e309 - 1e309");
    EXPECT_EQ(text_of(float_object(-machine_nan)), "-(1e309 - 1e309)");
}

TEST(PrintLiterals, ComplexWithoutSignedZeros) {
    EXPECT_EQ(text_of(complex_object(0.0, 1.0)), "1j");
    EXPECT_EQ(text_of(complex_object(0.0, 0.0)), "0j");
    EXPECT_EQ(text_of(complex_object(0.0, 2.5)), "2.5j");
    EXPECT_EQ(text_of(complex_object(0.0, kInf)), "1e309j");
    EXPECT_EQ(text_of(complex_object(1.0, 2.0)), "1.0 + 2j");
    EXPECT_EQ(text_of(complex_object(1.0, -2.0)), "1.0 - 2j");
    EXPECT_EQ(text_of(complex_object(-1.5, 2.0)), "-1.5 + 2j");
    EXPECT_EQ(text_of(complex_object(0.0, -2.0)), "0 - 2j");
    EXPECT_EQ(text_of(complex_object(-kInf, -kInf)), "-1e309 - 1e309j");
}

TEST(PrintLiterals, ComplexSignedZerosDependOnTheVersionsArithmetic) {
    EXPECT_EQ(text_of(complex_object(-0.0, -2.0)), "-2j");
    EXPECT_EQ(text_of(complex_object(-0.0, -0.0)), "-0j");
    EXPECT_EQ(text_of(complex_object(-0.0, 2.0)), "-(0 - 2j)");
    // Before 3.14, `0 - 0j` folds to (0.0, +0.0): the imaginary -0.0 needs another way.
    EXPECT_EQ(text_of(complex_object(0.0, -0.0), 13), "-(0j * -1)");
    EXPECT_EQ(text_of(complex_object(0.0, -0.0), 14), "0 - 0j");
    EXPECT_EQ(text_of(complex_object(-0.0, 0.0), 13), "0j * -1");
    EXPECT_EQ(text_of(complex_object(-0.0, 0.0), 14), "-(0 - 0j)");
    EXPECT_EQ(text_of(complex_object(1.0, -0.0), 13), "-(-1.0 + 0j)");
    EXPECT_EQ(text_of(complex_object(1.0, -0.0), 14), "1.0 - 0j");
}

TEST(PrintLiterals, ComplexWithNanIsACall) {
    volatile double infinity = kInf;
    double machine_nan = infinity - infinity;
    EXPECT_EQ(text_of(complex_object(machine_nan, 1.0)), "complex(1e309 - 1e309, 1.0)");
}

TEST(PrintLiterals, ParenthesesAroundSignedAndCompoundLiterals) {
    using ast::BinaryOperator;
    EXPECT_EQ(expression_text(binop(integer(-1), BinaryOperator::Pow, integer(2))), "(-1) ** 2");
    EXPECT_EQ(expression_text(binop(integer(2), BinaryOperator::Pow, integer(-1))), "2 ** -1");
    auto one_plus_2j = constant(complex_object(1, 2));
    EXPECT_EQ(expression_text(binop(one_plus_2j, BinaryOperator::Mult, name("x"))), "(1.0 + 2j) * x");
    EXPECT_EQ(expression_text(binop(name("x"), BinaryOperator::Sub, constant(complex_object(1, 2)))), "x - (1.0 + 2j)");
    EXPECT_EQ(expression_text(unary(ast::UnaryOperator::USub, integer(-1))), "--1");
    EXPECT_EQ(expression_text(ast::expr(ast::Attribute{integer(1), "real"})), "(1).real");
    EXPECT_EQ(expression_text(ast::expr(ast::Attribute{integer(-1), "real"})), "(-1).real");
    EXPECT_EQ(expression_text(ast::expr(ast::Attribute{constant(float_object(1.5)), "real"})), "1.5.real");
    EXPECT_EQ(expression_text(ast::expr(ast::Attribute{constant(float_object(-0.0)), "real"})), "(-0.0).real");
}

TEST(PrintLiterals, StringQuotes) {
    EXPECT_EQ(text_of(str_object("")), "''");
    EXPECT_EQ(text_of(str_object("it's")), "\"it's\"");
    EXPECT_EQ(text_of(str_object("say \"hi\"")), "'say \"hi\"'");
    EXPECT_EQ(text_of(str_object("a'b\"")), "'a\\'b\"'");
    EXPECT_EQ(text_of(str_object("''\"")), "\"''\\\"\"");
    EXPECT_EQ(text_of(str_object("back\\slash")), "'back\\\\slash'");
}

TEST(PrintLiterals, StringEscapes) {
    EXPECT_EQ(text_of(str_object(std::string("\0\x7f\n\r\t\x0c", 6))), "'\\x00\\x7f\\n\\r\\t\\x0c'");
    EXPECT_EQ(text_of(str_object("\xc3\xa9")), "'\\xe9'");                 // é
    EXPECT_EQ(text_of(str_object("\xe2\x82\xac")), "'\\u20ac'");           // €
    EXPECT_EQ(text_of(str_object("\xf0\x9f\x98\x80")), "'\\U0001f600'");   // an astral character
    EXPECT_EQ(text_of(str_object("\xed\xa0\x80")), "'\\ud800'");           // a lone high surrogate
    EXPECT_EQ(text_of(str_object("\xed\xa0\xbd\xed\xb8\x80")), "'\\ud83d\\ude00'");  // two lone surrogates stay two
}

TEST(PrintLiterals, Utf8OutputKeepsPrintablesOnly) {
    PrintOptions options = for_python(13);
    options.ascii_only = false;
    auto text = [&](std::string value) { return print_expression(constant(str_object(std::move(value))), options); };
    EXPECT_EQ(text("caf\xc3\xa9 \xe2\x82\xac"), "'caf\xc3\xa9 \xe2\x82\xac'");
    EXPECT_EQ(text("\xed\xa0\x80"), "'\\ud800'");
    EXPECT_EQ(text("\xe2\x80\xae"), "'\\u202e'");  // a right-to-left override would hide code
    EXPECT_EQ(text("\xc2\x85"), "'\\x85'");         // a C1 control
}

TEST(PrintLiterals, Bytes) {
    EXPECT_EQ(text_of(str_object("", ObjectKind::Bytes)), "b''");
    EXPECT_EQ(text_of(str_object(std::string("\0'\xff", 3), ObjectKind::Bytes)), "b\"\\x00'\\xff\"");
    EXPECT_EQ(text_of(str_object("\\\n", ObjectKind::Bytes)), "b'\\\\\\n'");
}

TEST(PrintLiterals, Containers) {
    EXPECT_EQ(text_of(container_object(ObjectKind::Tuple, {})), "()");
    EXPECT_EQ(text_of(container_object(ObjectKind::Tuple, {int_object(1)})), "(1,)");
    auto inner = container_object(ObjectKind::Tuple, {int_object(1), float_object(-0.0)});
    EXPECT_EQ(text_of(container_object(ObjectKind::Tuple, {inner, str_object("a"), object_of_kind(ObjectKind::None)})),
              "((1, -0.0), 'a', None)");
    EXPECT_EQ(text_of(container_object(ObjectKind::List, {int_object(1)})), "[1]");
    EXPECT_EQ(text_of(container_object(ObjectKind::Dict, {str_object("k"), int_object(1)})), "{'k': 1}");
}

TEST(PrintLiterals, FrozensetIsASetDisplayOnlyWhereCPythonMakesOne) {
    auto values = container_object(ObjectKind::FrozenSet, {int_object(1), int_object(2)});
    EXPECT_EQ(text_of(values), "frozenset({1, 2})");
    EXPECT_EQ(text_of(container_object(ObjectKind::FrozenSet, {})), "frozenset()");
    auto membership = ast::expr(ast::Compare{name("x"), {ast::CompareOperator::NotIn}, {constant(values)}});
    EXPECT_EQ(expression_text(membership), "x not in {1, 2}");
    auto loop = ast::stmt(ast::For{name("x"), constant(values), {ast::stmt(ast::Pass{})}, {}});
    EXPECT_EQ(module_text({loop}), "for x in {1, 2}:\n    pass\n");
}

TEST(PrintLiterals, SliceConstantInASubscript) {
    auto slice = container_object(ObjectKind::Slice, {int_object(1), object_of_kind(ObjectKind::None),
                                                      object_of_kind(ObjectKind::None)});
    EXPECT_EQ(expression_text(ast::expr(ast::Subscript{name("a"), constant(slice)}), 14), "a[1:]");
    EXPECT_EQ(text_of(slice, 14), "slice(1, None, None)");
    auto pair = container_object(ObjectKind::Tuple, {slice, int_object(-3)});
    EXPECT_EQ(expression_text(ast::expr(ast::Subscript{name("a"), constant(pair)}), 14), "a[1:, -3]");
    auto single = container_object(ObjectKind::Tuple, {slice});
    EXPECT_EQ(expression_text(ast::expr(ast::Subscript{name("a"), constant(single)}), 14), "a[1:,]");
    EXPECT_EQ(expression_text(ast::expr(ast::Subscript{name("a"), constant(container_object(ObjectKind::Tuple, {}))})),
              "a[()]");
}

TEST(PrintLiterals, ConstantsWithoutSource) {
    EXPECT_THROW(text_of(object_of_kind(ObjectKind::Code)), PrintError);
    EXPECT_THROW(text_of(object_of_kind(ObjectKind::Null)), PrintError);
    EXPECT_EQ(expression_text(ast::expr(ast::ExternalConstant{"__glassbox_const_3", 3, nullptr})), "__glassbox_const_3");
}

TEST(PrintLiterals, Docstrings) {
    auto doc = [](std::string text) { return module_text({expression_statement(string(std::move(text)))}); };
    EXPECT_EQ(doc("One line."), "'One line.'\n");
    EXPECT_EQ(doc("Two\n    lines.\n"), "\"\"\"Two\n    lines.\n\"\"\"\n");
    EXPECT_EQ(doc("Ends in a quote\n\""), "'''Ends in a quote\n\"'''\n");
    EXPECT_EQ(doc("Has \"\"\" and '''\n"), "'Has \"\"\" and \\'\\'\\'\\n'\n");
    EXPECT_EQ(doc("Tab\tand\\\n"), "\"\"\"Tab\\tand\\\\\n\"\"\"\n");
    // Not at the start of a body: an ordinary string statement.
    EXPECT_EQ(module_text({ast::stmt(ast::Pass{}), expression_statement(string("a\nb"))}), "pass\n'a\\nb'\n");
}

TEST(PrintLiterals, UnreconstructedRaisesWithItsReason) {
    auto lost = ast::stmt(ast::Unreconstructed{"a jump into a loop's body", 12});
    EXPECT_EQ(module_text({lost}),
              "raise SystemError(\"glassbox: could not reconstruct a jump into a loop's body at offset 12\")\n");
}

}  // namespace
}  // namespace glassbox::print_test
