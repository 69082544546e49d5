#include "decompile_bytes/decompile_bytes.h"

#include "load/load.h"

namespace glassbox {
namespace {

constexpr char kHexDigits[] = "0123456789abcdef";

void append_hex_escape(std::string& out, std::uint8_t byte) {
    out += "\\x";
    out += kHexDigits[byte >> 4];
    out += kHexDigits[byte & 15];
}

// The form `glassbox dis` gives a load error (dis/disassemble.cpp): every byte
// outside printable ASCII escaped, since the message can quote raw input bytes.
std::string one_printable_line(std::string_view message) {
    std::string line;
    for (char c : message) {
        auto byte = std::uint8_t(c);
        if (byte >= 0x20 && byte < 0x7F) {
            line += c;
        } else {
            append_hex_escape(line, byte);
        }
    }
    return line;
}

std::shared_ptr<const CodeObject> load(const DecompileInput& input) {
    if (input.is_pyc) return load_pyc(input.bytes).code;
    return load_marshalled_code(input.bytes, input.marshal_version);
}

}  // namespace

std::string without_control_characters(std::string_view text) {
    std::string line;
    for (char c : text) {
        auto byte = std::uint8_t(c);
        if (byte < 0x20 || byte == 0x7F) {
            append_hex_escape(line, byte);
        } else {
            line += c;
        }
    }
    return line;
}

DecompileOutcome decompile_bytes(const DecompileInput& input) {
    DecompileOutcome outcome;
    std::shared_ptr<const CodeObject> code;
    try {
        code = load(input);
    } catch (const LoadError& error) {
        outcome.status = DecompileOutcome::Status::LoadFailed;
        outcome.load_error = one_printable_line(error.what());
        return outcome;
    }
    try {
        outcome.output = input.target == DecompileTarget::Module ? decompile_module(code, input.options)
                                                                 : decompile_function(code, input.options);
        outcome.status = DecompileOutcome::Status::Ok;
    } catch (const DecompileError& error) {
        outcome.status = DecompileOutcome::Status::DecompileFailed;
        outcome.decompile_error = error;
    }
    return outcome;
}

}  // namespace glassbox
