// Expected strings are what CPython 3.8-3.13 print for the same values.
#include "support/python_repr.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

namespace glassbox {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
const double kNan = std::nan("");

TEST(PythonFloatRepr, SpecialValues) {
    EXPECT_EQ(python_float_repr(0.0), "0.0");
    EXPECT_EQ(python_float_repr(-0.0), "-0.0");
    EXPECT_EQ(python_float_repr(kInf), "inf");
    EXPECT_EQ(python_float_repr(-kInf), "-inf");
    EXPECT_EQ(python_float_repr(kNan), "nan");
    EXPECT_EQ(python_float_repr(-kNan), "nan");
}

TEST(PythonFloatRepr, SwitchesToExponentAt16AndMinus5) {
    EXPECT_EQ(python_float_repr(1e15), "1000000000000000.0");
    EXPECT_EQ(python_float_repr(9999999999999998.0), "9999999999999998.0");
    EXPECT_EQ(python_float_repr(1e16), "1e+16");
    EXPECT_EQ(python_float_repr(123456789012345678.0), "1.2345678901234568e+17");
    EXPECT_EQ(python_float_repr(1e-4), "0.0001");
    EXPECT_EQ(python_float_repr(1e-5), "1e-05");
    EXPECT_EQ(python_float_repr(1.5e-7), "1.5e-07");
    EXPECT_EQ(python_float_repr(1e22), "1e+22");
    EXPECT_EQ(python_float_repr(1e100), "1e+100");
}

TEST(PythonFloatRepr, ShortestDigitsThatRoundTrip) {
    EXPECT_EQ(python_float_repr(0.1), "0.1");
    EXPECT_EQ(python_float_repr(1.0 / 3.0), "0.3333333333333333");
    EXPECT_EQ(python_float_repr(100.0), "100.0");
    EXPECT_EQ(python_float_repr(-12345.678), "-12345.678");
    EXPECT_EQ(python_float_repr(9007199254740993.0), "9007199254740992.0");
    EXPECT_EQ(python_float_repr(5e-324), "5e-324");
    EXPECT_EQ(python_float_repr(2.2250738585072014e-308), "2.2250738585072014e-308");
    EXPECT_EQ(python_float_repr(1.7976931348623157e308), "1.7976931348623157e+308");
}

TEST(PythonComplexRepr, ParenthesesOnlyWithARealPart) {
    EXPECT_EQ(python_complex_repr(0.0, 1.0), "1j");
    EXPECT_EQ(python_complex_repr(0.0, 0.0), "0j");
    EXPECT_EQ(python_complex_repr(0.0, -0.0), "-0j");
    EXPECT_EQ(python_complex_repr(0.0, 1e-5), "1e-05j");
    EXPECT_EQ(python_complex_repr(1.0, 2.0), "(1+2j)");
    EXPECT_EQ(python_complex_repr(-0.0, -1.0), "(-0-1j)");
    EXPECT_EQ(python_complex_repr(-0.0, 0.0), "(-0+0j)");
    EXPECT_EQ(python_complex_repr(1.5, -2.5), "(1.5-2.5j)");
    EXPECT_EQ(python_complex_repr(1e16, 1.0), "(1e+16+1j)");
}

TEST(PythonComplexRepr, NanAndInfinity) {
    EXPECT_EQ(python_complex_repr(kNan, kInf), "(nan+infj)");
    EXPECT_EQ(python_complex_repr(1.0, -kNan), "(1+nanj)");
    EXPECT_EQ(python_complex_repr(kInf, -kInf), "(inf-infj)");
    EXPECT_EQ(python_complex_repr(-kNan, 1.0), "(nan+1j)");
}

TEST(PythonStrRepr, QuotesLikePython) {
    EXPECT_EQ(python_str_repr("abc"), "'abc'");
    EXPECT_EQ(python_str_repr(""), "''");
    EXPECT_EQ(python_str_repr("it's"), "\"it's\"");
    EXPECT_EQ(python_str_repr("say \"hi\""), "'say \"hi\"'");
    EXPECT_EQ(python_str_repr("a\"'"), R"('a"\'')");
    EXPECT_EQ(python_str_repr("\\"), R"('\\')");
}

TEST(PythonStrRepr, EscapesControlCharacters) {
    EXPECT_EQ(python_str_repr(std::string("\n\t\r\x00\x1b\x7f", 6)), R"('\n\t\r\x00\x1b\x7f')");
}

TEST(PythonStrRepr, KeepsPrintableNonAsciiAndEscapesKnownNonPrintable) {
    EXPECT_EQ(python_str_repr("\xc3\xa9"), "'\xc3\xa9'");                  // é
    EXPECT_EQ(python_str_repr("\xf0\x9f\x98\x80"), "'\xf0\x9f\x98\x80'");  // U+1F600
    EXPECT_EQ(python_str_repr("\xc2\x80"), R"('\x80')");
    EXPECT_EQ(python_str_repr("\xc2\xa0"), R"('\xa0')");
    EXPECT_EQ(python_str_repr("\xe2\x80\xa8"), R"('\u2028')");
    EXPECT_EQ(python_str_repr("\xef\xbb\xbf"), R"('\ufeff')");
    EXPECT_EQ(python_str_repr("\xef\xbf\xbe"), R"('\ufffe')");
    EXPECT_EQ(python_str_repr("\xf0\x9f\xbf\xbe"), R"('\U0001fffe')");
    EXPECT_EQ(python_str_repr("\xf3\xa0\x80\x81"), R"('\U000e0001')");
    EXPECT_EQ(python_str_repr("\xf4\x8f\xbf\xbf"), R"('\U0010ffff')");
}

TEST(PythonStrRepr, EscapesLoneSurrogates) {
    EXPECT_EQ(python_str_repr("\xed\xa0\x80"), R"('\ud800')");
    EXPECT_EQ(python_str_repr("a\xed\xbf\xbf"), R"('a\udfff')");
}

TEST(PythonBytesRepr, MatchesPython) {
    EXPECT_EQ(python_bytes_repr(""), "b''");
    EXPECT_EQ(python_bytes_repr("it's"), "b\"it's\"");
    EXPECT_EQ(python_bytes_repr("\"'"), R"(b'"\'')");
    std::string every_17th;
    for (int byte = 0; byte < 256; byte += 17) every_17th += char(byte);
    EXPECT_EQ(python_bytes_repr(every_17th), R"(b'\x00\x11"3DUfw\x88\x99\xaa\xbb\xcc\xdd\xee\xff')");
    EXPECT_EQ(python_bytes_repr("\\\n\t\r"), R"(b'\\\n\t\r')");
}

}  // namespace
}  // namespace glassbox
