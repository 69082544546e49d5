#include "support/json_writer.h"

#include <cassert>
#include <charconv>

#include "support/utf8_decode.h"

namespace glassbox {
namespace {

constexpr char kHexDigits[] = "0123456789abcdef";

void append_u_escape(std::string& out, std::uint32_t unit) {
    out += "\\u";
    for (int shift = 12; shift >= 0; shift -= 4) out += kHexDigits[(unit >> shift) & 15];
}

template <typename Integer>
void append_integer(std::string& out, Integer value) {
    char buffer[24];
    auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value);
    assert(error == std::errc() && "24 characters hold any 64-bit integer");
    out.append(buffer, end);
}

}  // namespace

void append_json_string(std::string& out, std::string_view text) {
    out += '"';
    for (std::size_t at = 0; at < text.size();) {
        DecodedCodePoint point = decode_utf8_at(text, at);
        at += point.length;
        std::uint32_t c = point.value;
        switch (c) {
        case '"': out += "\\\""; continue;
        case '\\': out += "\\\\"; continue;
        case '\n': out += "\\n"; continue;
        case '\r': out += "\\r"; continue;
        case '\t': out += "\\t"; continue;
        case '\b': out += "\\b"; continue;
        case '\f': out += "\\f"; continue;
        default: break;
        }
        if (c >= 0x20 && c < 0x7F) {
            out += char(c);
        } else if (c < 0x10000) {
            append_u_escape(out, c);  // controls, DEL, the BMP, and lone surrogates as themselves
        } else {
            std::uint32_t offset = c - 0x10000;
            append_u_escape(out, 0xD800 + (offset >> 10));
            append_u_escape(out, 0xDC00 + (offset & 0x3FF));
        }
    }
    out += '"';
}

JsonWriter::JsonWriter(std::string& out, std::size_t size_limit)
    : out_(out), start_size_(out.size()), size_limit_(size_limit) {}

void JsonWriter::check_limit() const {
    if (out_.size() - start_size_ > size_limit_) throw JsonSizeLimitError(size_limit_);
}

void JsonWriter::before_value() {
    assert((open_.empty() ? !wrote_value_ : open_.back() == Scope::Array || after_key_) &&
           "a JSON value needs a key inside an object, and a document holds one value");
    check_limit();
    if (after_key_) {
        after_key_ = false;
        return;
    }
    if (need_comma_) out_ += ',';
}

void JsonWriter::begin_object() {
    before_value();
    out_ += '{';
    open_.push_back(Scope::Object);
    need_comma_ = false;
}

void JsonWriter::end_object() {
    assert(!open_.empty() && open_.back() == Scope::Object && !after_key_ && "unbalanced end_object");
    out_ += '}';
    open_.pop_back();
    need_comma_ = true;
    wrote_value_ = true;
}

void JsonWriter::begin_array() {
    before_value();
    out_ += '[';
    open_.push_back(Scope::Array);
    need_comma_ = false;
}

void JsonWriter::end_array() {
    assert(!open_.empty() && open_.back() == Scope::Array && "unbalanced end_array");
    out_ += ']';
    open_.pop_back();
    need_comma_ = true;
    wrote_value_ = true;
}

void JsonWriter::key(std::string_view name) {
    assert(!open_.empty() && open_.back() == Scope::Object && !after_key_ && "a key belongs inside an object");
    check_limit();
    if (need_comma_) out_ += ',';
    append_json_string(out_, name);
    out_ += ':';
    after_key_ = true;
}

void JsonWriter::string(std::string_view text) {
    before_value();
    append_json_string(out_, text);
    need_comma_ = true;
    wrote_value_ = true;
    check_limit();  // one string may be long: do not wait for the next value
}

void JsonWriter::number(std::int64_t value) {
    before_value();
    append_integer(out_, value);
    need_comma_ = true;
    wrote_value_ = true;
}

void JsonWriter::number(std::uint64_t value) {
    before_value();
    append_integer(out_, value);
    need_comma_ = true;
    wrote_value_ = true;
}

void JsonWriter::boolean(bool value) {
    before_value();
    out_ += value ? "true" : "false";
    need_comma_ = true;
    wrote_value_ = true;
}

void JsonWriter::null() {
    before_value();
    out_ += "null";
    need_comma_ = true;
    wrote_value_ = true;
}

}  // namespace glassbox
