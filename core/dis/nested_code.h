// What the disassembly of one code object shares between its text and JSON forms.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "decode/arguments.h"
#include "decode/decode.h"
#include "load/code_object.h"

namespace glassbox {

// The code objects among `code`'s constants, in constant order, looking inside
// tuples and other containers too (Dynamo may put code objects there).
std::vector<std::shared_ptr<const CodeObject>> nested_code_objects(const CodeObject& code);

// A code object decoded with every argument resolved, or the reason it could
// not be: a DecodeError concerns one code object only, never the whole file.
struct ResolvedCode {
    std::optional<DecodedCode> decoded;
    std::vector<ArgumentValue> arguments;  // one per decoded instruction
    std::string error;                     // set when `decoded` is empty
};

ResolvedCode resolve_code(const std::shared_ptr<const CodeObject>& code);

}  // namespace glassbox
