#include "load/utf8.h"

#include <cstdint>

namespace glassbox {

std::optional<std::size_t> find_invalid_utf8(std::string_view text) {
    std::size_t i = 0;
    while (i < text.size()) {
        auto lead = std::uint8_t(text[i]);
        std::size_t length;
        std::uint32_t min_value;
        if (lead < 0x80) {
            ++i;
            continue;
        }
        if ((lead & 0xE0) == 0xC0) {
            length = 2, min_value = 0x80;
        } else if ((lead & 0xF0) == 0xE0) {
            length = 3, min_value = 0x800;
        } else if ((lead & 0xF8) == 0xF0) {
            length = 4, min_value = 0x10000;
        } else {
            return i;
        }
        if (text.size() - i < length) return i;
        std::uint32_t value = lead & (0x7F >> length);
        for (std::size_t k = 1; k < length; ++k) {
            auto next = std::uint8_t(text[i + k]);
            if ((next & 0xC0) != 0x80) return i;
            value = value << 6 | (next & 0x3F);
        }
        if (value < min_value || value > 0x10FFFF) return i;  // overlong or beyond Unicode
        i += length;
    }
    return std::nullopt;
}

}  // namespace glassbox
