// The marshal format reader behind load.h. Private to the load stage.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "load/code_object.h"
#include "load/object.h"
#include "support/python_version.h"

namespace glassbox {

// What differs between the marshal formats of the versions we read.
struct MarshalFormat {
    bool localsplus_code;   // 3.11+: code objects store localsplus names and kinds, qualname, exception table
    bool slices;            // 3.14+ (marshal version 5): TYPE_SLICE
    bool frozendicts;       // 3.15+ (marshal version 6): TYPE_FROZENDICT
};

MarshalFormat marshal_format_for(PythonVersion version);

class MarshalReader {
public:
    MarshalReader(std::span<const std::uint8_t> bytes, PythonVersion version, std::size_t base_offset);
    ~MarshalReader();
    MarshalReader(const MarshalReader&) = delete;
    MarshalReader& operator=(const MarshalReader&) = delete;

    ObjectPtr read_object();
    std::size_t position() const { return base_offset_ + pos_; }

private:
    // Deeper nesting than CPython's own limit is refused, so hostile input cannot exhaust the stack.
    static constexpr int kMaxDepth = 2000;
    // Largest tree an object may stand for once its shared references are expanded.
    static constexpr std::uint64_t kMaxTreeSize = std::uint64_t{1} << 24;

    [[noreturn]] void fail(const std::string& problem) const;
    [[noreturn]] void fail_at(std::size_t pos, const std::string& problem) const;
    std::uint8_t read_byte();
    std::int32_t read_i32();
    std::span<const std::uint8_t> read_bytes(std::size_t count);
    std::size_t read_size(std::size_t min_bytes_per_item, const char* what);

    ObjectPtr read_value(std::uint8_t type, std::size_t type_pos);
    ObjectPtr read_reference();
    ObjectPtr read_int32();
    ObjectPtr read_long();
    double read_text_float();
    double read_binary_float();
    ObjectPtr read_string(ObjectKind kind, std::size_t length, bool ascii);
    ObjectPtr read_sequence(ObjectKind kind, std::size_t length);
    void grow_tree(Object& parent, const Object& child, std::size_t at) const;
    ObjectPtr read_dict(ObjectKind kind);
    ObjectPtr read_code();

    std::int32_t read_code_int(const char* field);
    std::string read_code_bytes(const char* field);
    std::string read_code_str(const char* field);
    std::vector<std::string> read_code_names(const char* field);

    std::span<const std::uint8_t> bytes_;
    std::size_t pos_ = 0;
    std::size_t base_offset_;
    PythonVersion version_;
    MarshalFormat format_;
    int depth_ = 0;
    std::vector<ObjectPtr> refs_;   // nullptr marks an object still being read
};

}  // namespace glassbox
