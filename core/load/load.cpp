#include "load/load.h"

#include "load/marshal_reader.h"

namespace glassbox {
namespace {

std::shared_ptr<const CodeObject> expect_code(const ObjectPtr& object, std::size_t offset) {
    if (object->kind != ObjectKind::Code) {
        throw LoadError(offset, std::string("expected a code object, found a ") + object_kind_name(object->kind));
    }
    return object->code;
}

}  // namespace

ObjectPtr load_marshalled_object(std::span<const std::uint8_t> bytes, PythonVersion version,
                                 std::size_t base_offset) {
    if (!is_supported(version)) {
        throw LoadError(base_offset, "Python " + version.str() + " is not supported (3.8 to 3.15 are)");
    }
    MarshalReader reader(bytes, version, base_offset);
    return reader.read_object();
}

std::shared_ptr<const CodeObject> load_marshalled_code(std::span<const std::uint8_t> bytes,
                                                       PythonVersion version) {
    return expect_code(load_marshalled_object(bytes, version), 0);
}

LoadedPyc load_pyc(std::span<const std::uint8_t> bytes) {
    LoadedPyc result;
    result.header = read_pyc_header(bytes);
    result.code = expect_code(
        load_marshalled_object(bytes.subspan(kPycHeaderSize), result.header.version, kPycHeaderSize),
        kPycHeaderSize);
    return result;
}

}  // namespace glassbox
