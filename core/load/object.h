// The values a marshalled code object can hold, as an immutable tree.
// Every object is owned through ObjectPtr; the reader never builds cycles.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace glassbox {

struct CodeObject;

enum class ObjectKind : std::uint8_t {
    Null,           // marshal's TYPE_NULL: only as a dict terminator, never a value
    None,
    False,
    True,
    StopIteration,
    Ellipsis,
    Int,
    Float,
    Complex,
    Bytes,
    Str,
    Tuple,
    List,
    Dict,
    FrozenDict,     // 3.15+: pairs in `items` like Dict
    Set,
    FrozenSet,
    Slice,          // 3.14+: start, stop, step in `items`
    Code,
};

const char* object_kind_name(ObjectKind kind);

// An integer of any size: sign and magnitude in base 2^32, least significant first.
struct BigInt {
    bool negative = false;
    std::vector<std::uint32_t> magnitude;  // empty for zero; no leading zero words

    static BigInt from_int64(std::int64_t value);
    bool is_zero() const { return magnitude.empty(); }
    std::optional<std::int64_t> to_int64() const;
    std::string to_decimal() const;      // quadratic: for has_short_decimal() values
    std::string to_hex() const;          // "0x..." / "-0x...", linear in the size
    // Up to CPython's default int→str limit (4300 digits), where decimal is cheap and readable.
    bool has_short_decimal() const { return magnitude.size() <= kMaxDecimalWords; }
    static constexpr std::size_t kMaxDecimalWords = 446;  // 446 * 32 bits < 4300 decimal digits
    bool operator==(const BigInt&) const = default;
};
// Digits of a kMaxDecimalWords-word number: at most floor(32 * words * log10(2)) + 1, with log10(2)
// rounded up; CPython 3.8-3.15 (3.8-3.10 from their security releases) read at most 4300.
static_assert(BigInt::kMaxDecimalWords * 32 * 30103 / 100000 + 1 <= 4300,
              "has_short_decimal() must stay within CPython's int max str digits");

struct Object;
using ObjectPtr = std::shared_ptr<const Object>;

struct Object {
    ObjectKind kind = ObjectKind::None;
    BigInt integer;                   // Int
    double real = 0.0;                // Float; real part of Complex
    double imag = 0.0;                // imaginary part of Complex
    std::string text;                 // Bytes: the bytes; Str: UTF-8 (lone surrogates kept as marshal wrote them)
    std::vector<ObjectPtr> items;     // Tuple/List/Set/FrozenSet/Slice; Dict/FrozenDict: key0, value0, key1, value1, ...
    std::shared_ptr<const CodeObject> code;  // Code
    std::uint64_t tree_size = 1;      // objects in this value's tree, shared references counted each time

    bool is_string() const { return kind == ObjectKind::Str; }
};

// `a` and `b` are one constant to the compiler, which merges equal constants: the same int,
// str or bytes, or both None, True, False or `...` (false for other kinds, floats among them,
// whose -0.0 and 0.0 compare equal yet stay apart).
bool same_constant(const Object& a, const Object& b);

}  // namespace glassbox
