#include "support/json_writer.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <string>

namespace glassbox {
namespace {

std::string json_string(std::string_view text) {
    std::string out;
    append_json_string(out, text);
    return out;
}

TEST(JsonWriter, PlacesCommasAndColonsInNestedStructures) {
    std::string out;
    JsonWriter json(out);
    json.begin_object();
    json.key("a");
    json.number(1);
    json.key("list");
    json.begin_array();
    json.null();
    json.boolean(true);
    json.begin_object();
    json.end_object();
    json.begin_array();
    json.end_array();
    json.string("x");
    json.end_array();
    json.key("b");
    json.boolean(false);
    json.end_object();
    EXPECT_EQ(out, R"({"a":1,"list":[null,true,{},[],"x"],"b":false})");
    EXPECT_TRUE(json.complete());
}

TEST(JsonWriter, WritesIntegersAtTheirLimits) {
    std::string out;
    JsonWriter json(out);
    json.begin_array();
    json.number(std::numeric_limits<std::int64_t>::min());
    json.number(std::numeric_limits<std::uint64_t>::max());
    json.number(0);
    json.end_array();
    EXPECT_EQ(out, "[-9223372036854775808,18446744073709551615,0]");
}

TEST(JsonWriter, EscapesQuotesBackslashesAndControlCharacters) {
    EXPECT_EQ(json_string("a\"b\\c"), R"("a\"b\\c")");
    EXPECT_EQ(json_string("\n\r\t\b\f"), R"("\n\r\t\b\f")");
    EXPECT_EQ(json_string(std::string("\x00\x01\x1f\x7f", 4)), R"("\u0000\u0001\u001f\u007f")");
}

TEST(JsonWriter, EscapesNonAsciiAsCodePoints) {
    EXPECT_EQ(json_string("\xc3\xa9"), R"("\u00e9")");                 // é
    EXPECT_EQ(json_string("\xe2\x80\xa8"), R"("\u2028")");             // line separator
    EXPECT_EQ(json_string("\xf0\x9f\x98\x80"), R"("\ud83d\ude00")");   // U+1F600 as a surrogate pair
    EXPECT_EQ(json_string("\xf4\x8f\xbf\xbf"), R"("\udbff\udfff")");   // U+10FFFF
}

TEST(JsonWriter, KeepsLoneSurrogatesAsThemselves) {
    // CPython's "surrogatepass" encoding of '\ud800' and '\udfff'.
    EXPECT_EQ(json_string("\xed\xa0\x80x\xed\xbf\xbf"), R"("\ud800x\udfff")");
}

TEST(JsonWriter, ReadsInvalidBytesAsSurrogateEscapes) {
    EXPECT_EQ(json_string("a\xff"), R"("a\udcff")");
    EXPECT_EQ(json_string("\xc3"), R"("\udcc3")");           // a sequence cut short
    EXPECT_EQ(json_string("\xc0\x80"), R"("\udcc0\udc80")");  // overlong encoding of NUL
    EXPECT_EQ(json_string("\xf4\x90\x80\x80"), R"("\udcf4\udc90\udc80\udc80")");  // past U+10FFFF
}

TEST(JsonWriter, RefusesToGrowPastItsLimit) {
    std::string out = "prefix that does not count";
    JsonWriter json(out, 10);
    json.begin_array();
    json.string("12345");
    EXPECT_THROW(json.string("6789"), JsonSizeLimitError);
}

}  // namespace
}  // namespace glassbox
