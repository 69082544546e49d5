// Decoding our internal UTF-8 into code points, one at a time. Strings from
// marshal may hold encoded lone surrogates (U+D800..U+DFFF, written by
// CPython's "surrogatepass"), which strict UTF-8 decoders reject; here they
// are ordinary code points. A byte that starts no valid sequence decodes as
// U+DC80 + byte, the way Python's "surrogateescape" handler reads it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace glassbox {

struct DecodedCodePoint {
    std::uint32_t value;
    std::size_t length;  // bytes consumed, at least 1
};

inline DecodedCodePoint decode_utf8_at(std::string_view text, std::size_t at) {
    auto lead = std::uint8_t(text[at]);
    if (lead < 0x80) return {lead, 1};
    std::size_t length = 0;
    std::uint32_t min_value = 0;
    if ((lead & 0xE0) == 0xC0) {
        length = 2, min_value = 0x80;
    } else if ((lead & 0xF0) == 0xE0) {
        length = 3, min_value = 0x800;
    } else if ((lead & 0xF8) == 0xF0) {
        length = 4, min_value = 0x10000;
    }
    const DecodedCodePoint escaped{0xDC00u + lead, 1};
    if (length == 0 || text.size() - at < length) return escaped;
    std::uint32_t value = lead & (0x7Fu >> length);
    for (std::size_t k = 1; k < length; ++k) {
        auto next = std::uint8_t(text[at + k]);
        if ((next & 0xC0) != 0x80) return escaped;
        value = value << 6 | (next & 0x3Fu);
    }
    if (value < min_value || value > 0x10FFFF) return escaped;  // overlong, or past Unicode
    return {value, length};
}

}  // namespace glassbox
