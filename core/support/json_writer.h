// A small streaming JSON writer: compact, one line, pure ASCII output.
// Strings are our internal UTF-8, which may hold encoded lone surrogates
// (CPython's "surrogatepass"); they are escaped so that Python's json.loads
// gives back the exact original str.
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace glassbox {

// Thrown when a document grows past the writer's size limit. Marshal data can
// share one object many times over (references), so a small input can expand
// without bound; the limit turns that into an error instead of exhausted memory.
class JsonSizeLimitError : public std::runtime_error {
public:
    explicit JsonSizeLimitError(std::size_t limit)
        : std::runtime_error("output would exceed " + std::to_string(limit) + " bytes"), limit_(limit) {}
    std::size_t limit() const { return limit_; }

private:
    std::size_t limit_;
};

// Appends `text` to `out` as a quoted JSON string. Bytes that are not valid
// UTF-8 become U+DC80..U+DCFF, as Python's "surrogateescape" decodes them
// (so a file name in an odd encoding comes back as os.fsdecode would give it).
void append_json_string(std::string& out, std::string_view text);

// Writes one JSON document into a string. The caller states the structure
// (begin/end, key before each member value); commas are placed by the writer.
// Misuse (a value without a key inside an object) is a programming error and
// is caught by assertions, not at run time.
class JsonWriter {
public:
    static constexpr std::size_t kNoLimit = SIZE_MAX;

    explicit JsonWriter(std::string& out, std::size_t size_limit = kNoLimit);

    void begin_object();
    void end_object();
    void begin_array();
    void end_array();
    void key(std::string_view name);

    void string(std::string_view text);
    void number(std::int64_t value);
    void number(std::uint64_t value);
    void number(int value) { number(std::int64_t{value}); }
    void number(unsigned value) { number(std::uint64_t{value}); }
    void boolean(bool value);
    void null();

    // True once every opened object and array is closed again.
    bool complete() const { return open_.empty() && wrote_value_; }

private:
    enum class Scope : std::uint8_t { Object, Array };

    void before_value();
    void check_limit() const;

    std::string& out_;
    std::size_t start_size_;   // the limit counts only what this writer adds
    std::size_t size_limit_;
    std::vector<Scope> open_;
    bool need_comma_ = false;  // a sibling came before, in the innermost scope
    bool after_key_ = false;   // a key was written; its value comes next
    bool wrote_value_ = false;
};

}  // namespace glassbox
