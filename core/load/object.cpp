#include "load/object.h"

#include <algorithm>

namespace glassbox {

const char* object_kind_name(ObjectKind kind) {
    switch (kind) {
    case ObjectKind::Null: return "NULL";
    case ObjectKind::None: return "None";
    case ObjectKind::False:
    case ObjectKind::True: return "bool";
    case ObjectKind::StopIteration: return "StopIteration";
    case ObjectKind::Ellipsis: return "ellipsis";
    case ObjectKind::Int: return "int";
    case ObjectKind::Float: return "float";
    case ObjectKind::Complex: return "complex";
    case ObjectKind::Bytes: return "bytes";
    case ObjectKind::Str: return "str";
    case ObjectKind::Tuple: return "tuple";
    case ObjectKind::List: return "list";
    case ObjectKind::Dict: return "dict";
    case ObjectKind::FrozenDict: return "frozendict";
    case ObjectKind::Set: return "set";
    case ObjectKind::FrozenSet: return "frozenset";
    case ObjectKind::Slice: return "slice";
    case ObjectKind::Code: return "code";
    }
    return "?";
}

bool same_constant(const Object& a, const Object& b) {
    if (&a == &b) return true;
    if (a.kind != b.kind) return false;
    switch (a.kind) {
    case ObjectKind::Int: return a.integer == b.integer;
    case ObjectKind::Str:
    case ObjectKind::Bytes: return a.text == b.text;
    case ObjectKind::None:
    case ObjectKind::True:
    case ObjectKind::False:
    case ObjectKind::Ellipsis: return true;
    default: return false;
    }
}

BigInt BigInt::from_int64(std::int64_t value) {
    BigInt result;
    result.negative = value < 0;
    std::uint64_t magnitude = result.negative ? 0 - std::uint64_t(value) : std::uint64_t(value);
    while (magnitude) {
        result.magnitude.push_back(std::uint32_t(magnitude));
        magnitude >>= 32;
    }
    return result;
}

std::optional<std::int64_t> BigInt::to_int64() const {
    if (magnitude.size() > 2) return std::nullopt;
    std::uint64_t value = 0;
    for (std::size_t i = magnitude.size(); i-- > 0;) value = value << 32 | magnitude[i];
    if (!negative) {
        if (value > std::uint64_t(INT64_MAX)) return std::nullopt;
        return std::int64_t(value);
    }
    if (value > std::uint64_t(INT64_MAX) + 1) return std::nullopt;
    return std::int64_t(0 - value);
}

std::string BigInt::to_hex() const {
    if (is_zero()) return "0x0";
    static constexpr char kHexDigits[] = "0123456789abcdef";
    std::string digits;  // least significant first
    for (std::uint32_t word : magnitude) {
        for (int nibble = 0; nibble < 8; ++nibble) digits += kHexDigits[(word >> (4 * nibble)) & 15];
    }
    while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
    return (negative ? "-0x" : "0x") + std::string(digits.rbegin(), digits.rend());
}

// Repeated division by 10^9, one word at a time: quadratic, fine for the sizes
// source code holds (CPython itself refuses int→str past 4300 digits by default).
std::string BigInt::to_decimal() const {
    if (is_zero()) return "0";
    if (magnitude.size() <= 2) {  // the usual int: converted at once, without working copies
        const std::uint64_t value = magnitude[0] | (magnitude.size() == 2 ? std::uint64_t(magnitude[1]) << 32 : 0);
        return (negative ? "-" : "") + std::to_string(value);
    }
    std::vector<std::uint32_t> words = magnitude;
    std::vector<std::uint32_t> chunks;  // base 10^9, least significant first
    while (!words.empty()) {
        std::uint64_t remainder = 0;
        for (std::size_t i = words.size(); i-- > 0;) {
            std::uint64_t current = remainder << 32 | words[i];
            words[i] = std::uint32_t(current / 1000000000u);
            remainder = current % 1000000000u;
        }
        chunks.push_back(std::uint32_t(remainder));
        while (!words.empty() && words.back() == 0) words.pop_back();
    }
    std::string text = negative ? "-" : "";
    text += std::to_string(chunks.back());
    for (std::size_t i = chunks.size() - 1; i-- > 0;) {
        std::string part = std::to_string(chunks[i]);
        text.append(9 - part.size(), '0');
        text += part;
    }
    return text;
}

}  // namespace glassbox
