#include "support/python_repr.h"

#include <cassert>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <system_error>

#include "support/utf8_decode.h"

namespace glassbox {
namespace {

constexpr char kHexDigits[] = "0123456789abcdef";

// How CPython's PyOS_double_to_string is asked to format (Python/pystrtod.c):
// repr(float) adds '.0' to integral values; complex_repr does not, and puts a
// sign before its imaginary part.
struct FloatStyle {
    bool add_dot_0;
    bool always_sign;
};

// The shortest round-trip digits and the decimal exponent of a finite, non-zero
// |value|, such that value = 0.d1d2d3... * 10^decimal_point (dtoa's `decpt`).
struct ShortestDigits {
    std::string digits;
    int decimal_point;
};

ShortestDigits shortest_digits(double magnitude) {
    // std::to_chars without a precision gives the shortest representation that
    // round-trips, as David Gay's dtoa mode 0 (CPython's repr) does; the
    // scientific format keeps the digits and the exponent apart.
    char buffer[64];
    auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, magnitude, std::chars_format::scientific);
    assert(error == std::errc() && "64 characters hold any double in scientific notation");
    std::string_view text(buffer, std::size_t(end - buffer));
    std::size_t e = text.find('e');
    ShortestDigits result;
    for (char c : text.substr(0, e)) {
        if (c != '.') result.digits += c;
    }
    int exponent = 0;
    std::string_view exponent_text = text.substr(e + 1);
    if (exponent_text.front() == '+') exponent_text.remove_prefix(1);
    std::from_chars(exponent_text.data(), exponent_text.data() + exponent_text.size(), exponent);
    // to_chars may keep trailing zeros of an exact mantissa ("1.0e+16" is not produced, but be safe).
    while (result.digits.size() > 1 && result.digits.back() == '0') result.digits.pop_back();
    result.decimal_point = exponent + 1;
    return result;
}

std::string format_double(double value, FloatStyle style) {
    std::string text;
    if (std::isnan(value)) {
        // CPython never writes a sign for a NaN's sign bit, but adds '+' when asked to.
        if (style.always_sign) text += '+';
        return text + "nan";
    }
    if (std::signbit(value)) {
        text += '-';
    } else if (style.always_sign) {
        text += '+';
    }
    if (std::isinf(value)) return text + "inf";
    if (value == 0.0) return text + (style.add_dot_0 ? "0.0" : "0");

    ShortestDigits shortest = shortest_digits(std::fabs(value));
    const std::string& digits = shortest.digits;
    int decimal_point = shortest.decimal_point;
    int digit_count = int(digits.size());
    // format_float_short: exponent notation iff decpt <= -4 or decpt > 16.
    if (decimal_point <= -4 || decimal_point > 16) {
        text += digits[0];
        if (digit_count > 1) {
            text += '.';
            text.append(digits, 1);
        }
        int exponent = decimal_point - 1;
        text += exponent < 0 ? "e-" : "e+";
        std::string exponent_digits = std::to_string(exponent < 0 ? -exponent : exponent);
        if (exponent_digits.size() < 2) text += '0';
        return text + exponent_digits;
    }
    if (decimal_point <= 0) {
        text += "0.";
        text.append(std::size_t(-decimal_point), '0');
        return text + digits;
    }
    if (decimal_point >= digit_count) {
        text += digits;
        text.append(std::size_t(decimal_point - digit_count), '0');
        return text + (style.add_dot_0 ? ".0" : "");
    }
    text.append(digits, 0, std::size_t(decimal_point));
    text += '.';
    text.append(digits, std::size_t(decimal_point));
    return text;
}

// Python prefers single quotes and switches to double quotes only when that
// avoids escaping: the text holds ' and no ".
char choose_quote(std::string_view text) {
    bool has_single = text.find('\'') != std::string_view::npos;
    bool has_double = text.find('"') != std::string_view::npos;
    return has_single && !has_double ? '"' : '\'';
}

void append_hex_escape(std::string& out, char kind, std::uint32_t value, int hex_digits) {
    out += '\\';
    out += kind;
    for (int shift = 4 * (hex_digits - 1); shift >= 0; shift -= 4) out += kHexDigits[(value >> shift) & 15];
}

// Escapes shared by str and bytes; false when `c` is not one of them.
bool append_common_escape(std::string& out, std::uint32_t c, char quote) {
    if (c == std::uint32_t(quote) || c == '\\') {
        out += '\\';
        out += char(c);
        return true;
    }
    switch (c) {
    case '\t': out += "\\t"; return true;
    case '\n': out += "\\n"; return true;
    case '\r': out += "\\r"; return true;
    default: break;
    }
    if (c < 0x20 || c == 0x7F) {
        append_hex_escape(out, 'x', c, 2);
        return true;
    }
    return false;
}

// The non-ASCII code points glassbox knows CPython treats as non-printable
// (categories Cc, Cf, Cs, Co, Zl, Zp, Zs other than ' ', and the noncharacters);
// see the header for what this leaves out.
bool known_non_printable(std::uint32_t c) {
    struct Range {
        std::uint32_t first, last;
    };
    static constexpr Range kRanges[] = {
        {0x80, 0xA0},       {0xAD, 0xAD},       {0x600, 0x605},     {0x61C, 0x61C},     {0x6DD, 0x6DD},
        {0x70F, 0x70F},     {0x8E2, 0x8E2},     {0x1680, 0x1680},   {0x180E, 0x180E},   {0x2000, 0x200F},
        {0x2028, 0x202F},   {0x205F, 0x2064},   {0x2066, 0x206F},   {0x3000, 0x3000},   {0xD800, 0xF8FF},
        {0xFDD0, 0xFDEF},   {0xFEFF, 0xFEFF},   {0xFFF9, 0xFFFB},   {0x110BD, 0x110BD}, {0x110CD, 0x110CD},
        {0x1D173, 0x1D17A}, {0xE0001, 0xE0001}, {0xE0020, 0xE007F}, {0xF0000, 0x10FFFF},
    };
    if ((c & 0xFFFE) == 0xFFFE) return true;  // U+xxFFFE and U+xxFFFF in every plane
    for (const Range& range : kRanges) {
        if (c >= range.first && c <= range.last) return true;
    }
    return false;
}

}  // namespace

std::string python_float_repr(double value) { return format_double(value, {.add_dot_0 = true, .always_sign = false}); }

std::string python_complex_repr(double real, double imag) {
    // complex_repr drops the real part only when it is +0.0 (not -0.0, not NaN).
    if (real == 0.0 && !std::signbit(real)) {
        return format_double(imag, {.add_dot_0 = false, .always_sign = false}) + "j";
    }
    // Appended piece by piece: g++ 12 misreports `"(" + std::string&&` under -Wrestrict.
    std::string text = "(";
    text += format_double(real, {.add_dot_0 = false, .always_sign = false});
    text += format_double(imag, {.add_dot_0 = false, .always_sign = true});
    text += "j)";
    return text;
}

std::string python_str_repr(std::string_view utf8) {
    char quote = choose_quote(utf8);
    std::string out(1, quote);
    for (std::size_t at = 0; at < utf8.size();) {
        DecodedCodePoint point = decode_utf8_at(utf8, at);
        std::string_view encoded = utf8.substr(at, point.length);
        at += point.length;
        std::uint32_t c = point.value;
        if (append_common_escape(out, c, quote)) continue;
        if (c < 0x80 || !known_non_printable(c)) {
            out += encoded;
        } else if (c <= 0xFF) {
            append_hex_escape(out, 'x', c, 2);
        } else if (c <= 0xFFFF) {
            append_hex_escape(out, 'u', c, 4);
        } else {
            append_hex_escape(out, 'U', c, 8);
        }
    }
    out += quote;
    return out;
}

std::string python_bytes_repr(std::string_view bytes) {
    char quote = choose_quote(bytes);
    std::string out = "b";
    out += quote;
    for (char byte : bytes) {
        auto c = std::uint8_t(byte);
        if (append_common_escape(out, c, quote)) continue;
        if (c >= 0x80) {
            append_hex_escape(out, 'x', c, 2);
        } else {
            out += char(c);
        }
    }
    out += quote;
    return out;
}

}  // namespace glassbox
