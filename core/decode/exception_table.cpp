#include "decode/exception_table.h"

#include <string>

#include "decode/decode_error.h"

namespace glassbox {
namespace {

// Big-endian 6-bit groups, bit 6 meaning "more follows"; bit 7 marks an entry's first byte
// (Objects/exception_handling_notes.txt).
class ExceptionTableReader {
public:
    explicit ExceptionTableReader(const CodeObject& code) : code_(code), table_(code.exceptiontable) {}

    bool at_end() const { return pos_ >= table_.size(); }

    ExceptionTableEntry entry() {
        if (!(std::uint8_t(table_[pos_]) & 0x80)) fail("entry does not start with a marker byte");
        std::uint32_t start = varint() * 2;
        std::uint32_t length = varint() * 2;
        std::uint32_t target = varint() * 2;
        std::uint32_t depth_and_lasti = varint();
        return {start, start + length, target, depth_and_lasti >> 1, bool(depth_and_lasti & 1)};
    }

private:
    std::uint32_t varint() {
        std::uint32_t value = 0;
        for (int groups = 0;; ++groups) {
            if (at_end()) fail("ends inside an entry");
            if (groups == 5) fail("has a varint that is too long");
            auto b = std::uint8_t(table_[pos_++]);
            value = value << 6 | (b & 63);
            if (!(b & 64)) return value;
        }
    }

    [[noreturn]] void fail(const std::string& problem) const {
        throw DecodeError(code_.qualname, 0, "co_exceptiontable " + problem + " (table byte " +
                                                 std::to_string(pos_) + ")");
    }

    const CodeObject& code_;
    const std::string& table_;
    std::size_t pos_ = 0;
};

}  // namespace

std::vector<ExceptionTableEntry> decode_exception_table(const CodeObject& code) {
    std::vector<ExceptionTableEntry> entries;
    ExceptionTableReader reader(code);
    while (!reader.at_end()) entries.push_back(reader.entry());
    return entries;
}

}  // namespace glassbox
