// Stage "load": .pyc bytes or marshal bytes in, an immutable code-object tree out.
// Bad input raises LoadError naming the byte offset; nothing is read past the
// end of the input and no allocation is larger than the input justifies.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>

#include "load/code_object.h"
#include "load/load_error.h"
#include "load/object.h"
#include "load/pyc_header.h"

namespace glassbox {

struct LoadedPyc {
    PycHeader header;
    std::shared_ptr<const CodeObject> code;
};

// A whole .pyc file: header, then the marshalled module code object.
LoadedPyc load_pyc(std::span<const std::uint8_t> bytes);

// `marshal.dumps(code)` of a code object of the given Python version.
std::shared_ptr<const CodeObject> load_marshalled_code(std::span<const std::uint8_t> bytes,
                                                       PythonVersion version);

// Any marshalled object (used by tests and tools); `base_offset` shifts error offsets.
ObjectPtr load_marshalled_object(std::span<const std::uint8_t> bytes, PythonVersion version,
                                 std::size_t base_offset = 0);

}  // namespace glassbox
