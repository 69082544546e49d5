// A small JSON reader for the print tests: enough of RFC 8259 to read the
// documents tests/print/ast_to_json.py writes. Test-only; the core writes JSON
// (support/json_writer.h) but never reads it.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace glassbox::test_json {

struct Value {
    enum class Kind { Null, Bool, Number, String, Array, Object };
    Kind kind = Kind::Null;
    bool boolean = false;
    std::string text;  // a String's UTF-8 (lone surrogate escapes kept as 3-byte sequences), or a Number's digits
    std::vector<Value> items;
    std::vector<std::pair<std::string, Value>> members;

    bool is_null() const { return kind == Kind::Null; }
    // The member named `key`, or nullptr.
    const Value* find(std::string_view key) const;
    // The member named `key`; throws std::runtime_error when it is missing.
    const Value& at(std::string_view key) const;
    const std::string& string() const;  // throws unless a String
    long long integer() const;           // throws unless an integral Number
};

// Throws std::runtime_error naming the offset of the first error.
Value parse(std::string_view text);

}  // namespace glassbox::test_json
