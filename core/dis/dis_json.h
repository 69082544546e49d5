// The JSON records of docs/dis-json.md: one line per input file, everything
// dis.get_instructions reports, plus the code objects' own fields and constants
// encoded exactly.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "load/load.h"
#include "support/json_writer.h"

namespace glassbox {

// Shared references let a few bytes of marshal data expand to any size; a
// record larger than this is refused (JsonSizeLimitError) rather than built.
inline constexpr std::size_t kDefaultRecordSizeLimit = std::size_t(256) << 20;

// CONST: one constant (a code object only by name; its CODE is among "children").
void write_const_json(JsonWriter& json, const Object& constant);

// CODE: one code object with its children, recursively. A DecodeError becomes
// this CODE's "error" field, with no instructions.
void write_code_json(JsonWriter& json, const std::shared_ptr<const CodeObject>& code);

// The record for a .pyc file, and for a raw marshalled code object (no "pyc").
// Throw JsonSizeLimitError past `size_limit` bytes.
std::string pyc_json_record(std::string_view file_label, const LoadedPyc& pyc,
                            std::size_t size_limit = kDefaultRecordSizeLimit);
std::string marshal_json_record(std::string_view file_label, const std::shared_ptr<const CodeObject>& code,
                                std::size_t size_limit = kDefaultRecordSizeLimit);

// The record for an input that could not be read: "error" instead of "code".
// "python" is null unless the version is known (from the header or the caller);
// "pyc" is present when the .pyc header itself could be read.
std::string error_json_record(std::string_view file_label, std::optional<PythonVersion> version,
                              const PycHeader* header, std::string_view error);

}  // namespace glassbox
