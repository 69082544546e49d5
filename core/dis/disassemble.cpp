#include "dis/disassemble.h"

#include <cstdint>
#include <optional>
#include <string_view>

#include "dis/dis_json.h"
#include "dis/dis_text.h"
#include "load/load.h"

namespace glassbox {
namespace {

std::string render(const DisInput& input, DisFormat format) {
    if (input.is_pyc) {
        LoadedPyc pyc = load_pyc(input.bytes);
        return format == DisFormat::Json ? pyc_json_record(input.file_label, pyc) : pyc_text(input.file_label, pyc);
    }
    auto code = load_marshalled_code(input.bytes, input.marshal_version);
    return format == DisFormat::Json ? marshal_json_record(input.file_label, code)
                                     : marshal_text(input.file_label, code);
}

// Error messages can quote the input (a float's text, say): escape what would
// break the one-line, printable form callers promise.
std::string one_printable_line(std::string_view message) {
    static constexpr char kHexDigits[] = "0123456789abcdef";
    std::string line;
    for (char c : message) {
        auto byte = std::uint8_t(c);
        if (byte >= 0x20 && byte < 0x7F) {
            line += c;
            continue;
        }
        line += "\\x";
        line += kHexDigits[byte >> 4];
        line += kHexDigits[byte & 15];
    }
    return line;
}

// What is known of an input that failed: the header, when it alone is readable.
std::string error_record(const DisInput& input, const std::string& error) {
    if (!input.is_pyc) return error_json_record(input.file_label, input.marshal_version, nullptr, error);
    try {
        PycHeader header = read_pyc_header(input.bytes);
        return error_json_record(input.file_label, header.version, &header, error);
    } catch (const LoadError&) {
        return error_json_record(input.file_label, std::nullopt, nullptr, error);
    }
}

}  // namespace

DisResult disassemble(const DisInput& input, DisFormat format) {
    DisResult result;
    try {
        result.output = render(input, format);
        result.ok = true;
        return result;
    } catch (const LoadError& error) {
        result.error = error.what();
    } catch (const JsonSizeLimitError& error) {
        result.error = std::string("the JSON record would be too large (") + error.what() +
                       "; shared marshal references expand it)";
    } catch (const TextSizeLimitError& error) {
        result.error = std::string("the disassembly would be too large (") + error.what() +
                       "; shared marshal references expand it)";
    }
    result.error = one_printable_line(result.error);
    if (format == DisFormat::Json) result.output = error_record(input, result.error);
    return result;
}

}  // namespace glassbox
