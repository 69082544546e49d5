#include "json_value.h"

#include <charconv>
#include <cstdint>
#include <stdexcept>

namespace glassbox::test_json {
namespace {

void append_utf8(std::string& out, std::uint32_t c) {
    // Surrogates are encoded like any other code point, as CPython's "surrogatepass" does.
    if (c < 0x80) {
        out += char(c);
    } else if (c < 0x800) {
        out += char(0xC0 | (c >> 6));
        out += char(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += char(0xE0 | (c >> 12));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    } else {
        out += char(0xF0 | (c >> 18));
        out += char(0x80 | ((c >> 12) & 0x3F));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    }
}

class Parser {
public:
    explicit Parser(std::string_view text) : text_(text) {}

    Value document() {
        Value value = parse_value();
        skip_space();
        if (at_ != text_.size()) fail("text after the document");
        return value;
    }

private:
    [[noreturn]] void fail(const std::string& problem) const {
        throw std::runtime_error("JSON error at offset " + std::to_string(at_) + ": " + problem);
    }
    void skip_space() {
        while (at_ < text_.size() && std::string_view(" \n\r\t").find(text_[at_]) != std::string_view::npos) ++at_;
    }
    char peek() {
        skip_space();
        if (at_ >= text_.size()) fail("unexpected end");
        return text_[at_];
    }
    void expect(char c) {
        if (peek() != c) fail(std::string("expected '") + c + "'");
        ++at_;
    }
    bool take_word(std::string_view word) {
        if (text_.substr(at_, word.size()) != word) return false;
        at_ += word.size();
        return true;
    }

    Value parse_value() {
        char c = peek();
        Value value;
        if (c == '{') return parse_object();
        if (c == '[') return parse_array();
        if (c == '"') {
            value.kind = Value::Kind::String;
            value.text = parse_string();
            return value;
        }
        if (take_word("null")) return value;
        if (take_word("true")) {
            value.kind = Value::Kind::Bool;
            value.boolean = true;
            return value;
        }
        if (take_word("false")) {
            value.kind = Value::Kind::Bool;
            return value;
        }
        std::size_t start = at_;
        while (at_ < text_.size() && std::string_view("+-0123456789.eE").find(text_[at_]) != std::string_view::npos) {
            ++at_;
        }
        if (start == at_) fail("expected a value");
        value.kind = Value::Kind::Number;
        value.text = std::string(text_.substr(start, at_ - start));
        return value;
    }

    Value parse_object() {
        Value value;
        value.kind = Value::Kind::Object;
        expect('{');
        if (peek() == '}') {
            ++at_;
            return value;
        }
        for (;;) {
            if (peek() != '"') fail("expected a member name");
            std::string key = parse_string();
            expect(':');
            value.members.emplace_back(std::move(key), parse_value());
            if (peek() == '}') {
                ++at_;
                return value;
            }
            expect(',');
        }
    }

    Value parse_array() {
        Value value;
        value.kind = Value::Kind::Array;
        expect('[');
        if (peek() == ']') {
            ++at_;
            return value;
        }
        for (;;) {
            value.items.push_back(parse_value());
            if (peek() == ']') {
                ++at_;
                return value;
            }
            expect(',');
        }
    }

    std::uint32_t hex4() {
        if (text_.size() - at_ < 4) fail("short \\u escape");
        std::uint32_t value = 0;
        auto [end, error] = std::from_chars(text_.data() + at_, text_.data() + at_ + 4, value, 16);
        if (error != std::errc() || end != text_.data() + at_ + 4) fail("bad \\u escape");
        at_ += 4;
        return value;
    }

    std::string parse_string() {
        expect('"');
        std::string out;
        for (;;) {
            if (at_ >= text_.size()) fail("unterminated string");
            char c = text_[at_++];
            if (c == '"') return out;
            if (c != '\\') {
                out += c;
                continue;
            }
            if (at_ >= text_.size()) fail("unterminated escape");
            char kind = text_[at_++];
            switch (kind) {
            case '"': out += '"'; break;
            case '\\': out += '\\'; break;
            case '/': out += '/'; break;
            case 'b': out += '\b'; break;
            case 'f': out += '\f'; break;
            case 'n': out += '\n'; break;
            case 'r': out += '\r'; break;
            case 't': out += '\t'; break;
            case 'u': {
                std::uint32_t code = hex4();
                // A high surrogate followed by an escaped low one is one astral character.
                if (code >= 0xD800 && code < 0xDC00 && text_.substr(at_, 2) == "\\u") {
                    std::size_t saved = at_;
                    at_ += 2;
                    std::uint32_t low = hex4();
                    if (low >= 0xDC00 && low < 0xE000) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                    } else {
                        at_ = saved;
                    }
                }
                append_utf8(out, code);
                break;
            }
            default: fail("unknown escape");
            }
        }
    }

    std::string_view text_;
    std::size_t at_ = 0;
};

}  // namespace

const Value* Value::find(std::string_view key) const {
    for (const auto& [name, value] : members) {
        if (name == key) return &value;
    }
    return nullptr;
}

const Value& Value::at(std::string_view key) const {
    const Value* value = find(key);
    if (!value) throw std::runtime_error("missing JSON member '" + std::string(key) + "'");
    return *value;
}

const std::string& Value::string() const {
    if (kind != Kind::String) throw std::runtime_error("expected a JSON string");
    return text;
}

long long Value::integer() const {
    long long result = 0;
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), result);
    if (kind != Kind::Number || error != std::errc() || end != text.data() + text.size()) {
        throw std::runtime_error("expected a JSON integer");
    }
    return result;
}

Value parse(std::string_view text) { return Parser(text).document(); }

}  // namespace glassbox::test_json
