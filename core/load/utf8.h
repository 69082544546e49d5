// UTF-8 checking for marshalled strings. CPython writes str with the
// "surrogatepass" error handler, so encoded lone surrogates are valid here.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace glassbox {

// The offset of the first byte that is not part of a valid sequence, if any.
std::optional<std::size_t> find_invalid_utf8(std::string_view text);

}  // namespace glassbox
