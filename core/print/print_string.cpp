#include "print/print_string.h"

#include <array>
#include <cstdint>

#include "support/utf8_decode.h"

namespace glassbox::printer {
namespace {

constexpr char kHexDigits[] = "0123456789abcdef";

void append_hex_escape(std::string& out, char kind, std::uint32_t value, int digits) {
    out += '\\';
    out += kind;
    for (int shift = 4 * (digits - 1); shift >= 0; shift -= 4) out += kHexDigits[(value >> shift) & 15];
}

void append_code_point_escape(std::string& out, std::uint32_t c) {
    if (c <= 0xFF) return append_hex_escape(out, 'x', c, 2);
    if (c <= 0xFFFF) return append_hex_escape(out, 'u', c, 4);
    append_hex_escape(out, 'U', c, 8);
}

bool is_ascii_control(std::uint32_t c) { return c < 0x20 || c == 0x7F; }

// Non-ASCII code points escaped even when UTF-8 output is allowed: lone surrogates, which
// UTF-8 source cannot hold at all, and the invisible ones that make source misread (C1
// controls, format characters such as bidirectional overrides and zero-width spaces, unusual
// spaces, noncharacters, private use). Everything else is printable enough to stay raw.
bool escape_even_in_utf8(std::uint32_t c) {
    struct Range {
        std::uint32_t first, last;
    };
    static constexpr Range kRanges[] = {
        {0x80, 0xA0},     {0xAD, 0xAD},       {0x600, 0x605},   {0x61C, 0x61C},   {0x6DD, 0x6DD},
        {0x70F, 0x70F},   {0x1680, 0x1680},   {0x180E, 0x180E}, {0x2000, 0x200F}, {0x2028, 0x202F},
        {0x205F, 0x206F}, {0x3000, 0x3000},   {0xD800, 0xF8FF}, {0xFDD0, 0xFDEF}, {0xFEFF, 0xFEFF},
        {0xFFF9, 0xFFFB}, {0xE0000, 0xE007F}, {0xF0000, 0x10FFFF},
    };
    if ((c & 0xFFFE) == 0xFFFE) return true;
    for (const Range& range : kRanges) {
        if (c >= range.first && c <= range.last) return true;
    }
    return false;
}

// Passed as the quote of a body in which no quote character needs an escape.
constexpr std::uint32_t kNoQuote = 0x110000;

// One code point of a str literal's body delimited by `quote`.
void append_str_char(std::string& out, std::uint32_t c, std::string_view encoded, std::uint32_t quote,
                     bool ascii_only, bool raw_newline) {
    if (c == '\\' || c == quote) {
        out += '\\';
        out += char(c);
        return;
    }
    switch (c) {
    case '\n': out += raw_newline ? "\n" : "\\n"; return;
    case '\r': out += "\\r"; return;  // a raw CR would be read back as a line break
    case '\t': out += "\\t"; return;
    default: break;
    }
    if (is_ascii_control(c)) return append_hex_escape(out, 'x', c, 2);
    if (c < 0x80) {
        out += char(c);
        return;
    }
    if (ascii_only || escape_even_in_utf8(c)) return append_code_point_escape(out, c);
    out += encoded;
}

template <typename Visit>
void for_each_code_point(std::string_view utf8, Visit visit) {
    for (std::size_t at = 0; at < utf8.size();) {
        DecodedCodePoint point = decode_utf8_at(utf8, at);
        visit(point.value, utf8.substr(at, point.length));
        at += point.length;
    }
}

char quote_with_fewer_escapes(std::string_view text) {
    std::size_t singles = 0, doubles = 0;
    for (char c : text) {
        singles += c == '\'';
        doubles += c == '"';
    }
    return singles > doubles ? '"' : '\'';
}

// Whether `body` can sit raw between two `quote`s: a one-character quote must not occur in
// it; a triple quote must not occur, and its character must not end the body.
bool can_delimit_raw(std::string_view body, std::string_view quote) {
    if (quote.size() == 1) return body.find(quote[0]) == std::string_view::npos;
    return body.find(quote) == std::string_view::npos && (body.empty() || body.back() != quote[0]);
}

constexpr std::array<std::string_view, 4> kQuotes = {"'", "\"", "'''", "\"\"\""};

}  // namespace

std::string str_literal(std::string_view utf8, bool ascii_only) {
    char quote = quote_with_fewer_escapes(utf8);
    std::string out;
    out.reserve(utf8.size() + 2);
    out += quote;
    // (printable ASCII other than the quote and the backslash stands for itself: its runs, most
    // of a string, are copied at once)
    auto plain = [quote](char c) { return c >= 0x20 && c < 0x7F && c != quote && c != '\\'; };
    for (std::size_t at = 0; at < utf8.size();) {
        std::size_t run = at;
        while (run < utf8.size() && plain(utf8[run])) ++run;
        out.append(utf8.substr(at, run - at));
        if (run == utf8.size()) break;
        DecodedCodePoint point = decode_utf8_at(utf8, run);
        append_str_char(out, point.value, utf8.substr(run, point.length), std::uint8_t(quote), ascii_only, false);
        at = run + point.length;
    }
    out += quote;
    return out;
}

std::string bytes_literal(std::string_view bytes) {
    char quote = quote_with_fewer_escapes(bytes);
    std::string out = "b";
    out += quote;
    for (char byte : bytes) {
        auto c = std::uint8_t(byte);
        if (c >= 0x80) {
            append_hex_escape(out, 'x', c, 2);
        } else {
            // Below 0x80 a byte reads like the code point of the same value.
            append_str_char(out, c, std::string_view(&byte, 1), std::uint8_t(quote), true, false);
        }
    }
    out += quote;
    return out;
}

std::optional<std::string> docstring_literal(std::string_view utf8, bool ascii_only) {
    if (utf8.find('\n') == std::string_view::npos) return std::nullopt;
    for (std::string_view quote : {kQuotes[3], kQuotes[2]}) {
        if (!can_delimit_raw(utf8, quote)) continue;
        std::string out(quote);
        // The quote character needs no escape here: no triple run occurs, and none ends the text.
        for_each_code_point(utf8, [&](std::uint32_t c, std::string_view encoded) {
            append_str_char(out, c, encoded, kNoQuote, ascii_only, true);
        });
        out += quote;
        return out;
    }
    return std::nullopt;
}

std::optional<std::string> field_safe_literal(std::string_view text, bool is_bytes, bool raw_non_ascii) {
    bool raw_is_possible = true;
    for_each_code_point(text, [&](std::uint32_t c, std::string_view) {
        if (is_ascii_control(c) || c == '\\') raw_is_possible = false;
        if (c >= 0x80 && (is_bytes || !raw_non_ascii || escape_even_in_utf8(c))) raw_is_possible = false;
    });
    if (!raw_is_possible) return std::nullopt;
    for (std::string_view quote : kQuotes) {
        if (!can_delimit_raw(text, quote)) continue;
        std::string out = is_bytes ? "b" : "";
        out += quote;
        out += text;
        out += quote;
        return out;
    }
    return std::nullopt;
}

std::optional<std::string> fstring_literal_body(std::string_view utf8, std::string_view quote, bool ascii_only,
                                                bool allow_escapes, bool in_format_spec) {
    std::string out;
    bool possible = true;
    for_each_code_point(utf8, [&](std::uint32_t c, std::string_view encoded) {
        if (c == '{' || c == '}') {
            // Before and after PEP 701 alike, `{{` in a format spec opens a nested field.
            if (in_format_spec) possible = false;
            out.append(2, char(c));
            return;
        }
        if (allow_escapes) return append_str_char(out, c, encoded, std::uint8_t(quote[0]), ascii_only, false);
        if (is_ascii_control(c) || c == '\\' || c == std::uint32_t(quote[0]) ||
            (c >= 0x80 && (ascii_only || escape_even_in_utf8(c)))) {
            possible = false;
            return;
        }
        out += encoded;
    });
    if (!possible) return std::nullopt;
    return out;
}

}  // namespace glassbox::printer
