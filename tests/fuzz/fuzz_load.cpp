// libFuzzer target for the load and decode stages (and, when built, the dis
// stage's JSON and text writers). The input is tried as a whole .pyc, and as
// `marshal.dumps(code)` of the version its first byte picks. Every code object
// found is decoded and every argument resolved. Only LoadError and DecodeError
// (and the dis writers' size-limit errors) may come out: anything else, or a
// sanitizer report, is a bug.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <unordered_set>

#include "decode/arguments.h"
#include "decode/decode.h"
#include "load/load.h"

#if GLASSBOX_FUZZ_DIS
#include "dis/dis_json.h"
#include "dis/dis_text.h"
#include "support/json_writer.h"
#endif

namespace glassbox {
namespace {

// Shared references let a few bytes denote an exponentially large tree: visit each object once.
class CodeVisitor {
public:
    void visit(const std::shared_ptr<const CodeObject>& code) {
        if (!seen_.insert(code.get()).second) return;
        decode_and_resolve(code);
        for (const ObjectPtr& constant : code->consts) visit(*constant);
    }

private:
    void visit(const Object& object) {
        if (!seen_.insert(&object).second) return;
        if (object.kind == ObjectKind::Code) visit(object.code);
        for (const ObjectPtr& item : object.items) visit(*item);
    }

    static void decode_and_resolve(const std::shared_ptr<const CodeObject>& code) {
        try {
            DecodedCode decoded = decode(code);
            for (const Instruction& instruction : decoded.instructions) {
                try {
                    resolve_argument(decoded, instruction);
                } catch (const DecodeError&) {
                }
            }
        } catch (const DecodeError&) {
        }
    }

    std::unordered_set<const void*> seen_;
};

#if GLASSBOX_FUZZ_DIS
// Far below the writers' defaults, so that an expanding input costs milliseconds, not seconds.
constexpr std::size_t kOutputLimit = std::size_t(1) << 20;

template <typename Write>
void write_output(Write write) {
    try {
        write();
    } catch (const JsonSizeLimitError&) {
    } catch (const TextSizeLimitError&) {
    }
}
#endif

void fuzz_pyc(std::span<const std::uint8_t> bytes) {
    LoadedPyc pyc;
    try {
        pyc = load_pyc(bytes);
    } catch (const LoadError&) {
        return;
    }
    CodeVisitor().visit(pyc.code);
#if GLASSBOX_FUZZ_DIS
    write_output([&] { pyc_json_record("fuzz.pyc", pyc, kOutputLimit); });
    write_output([&] { pyc_text("fuzz.pyc", pyc, kOutputLimit); });
#endif
}

void fuzz_marshal(std::span<const std::uint8_t> bytes) {
    if (bytes.empty()) return;
    PythonVersion version{3, 8 + bytes[0] % 8};
    std::shared_ptr<const CodeObject> code;
    try {
        code = load_marshalled_code(bytes.subspan(1), version);
    } catch (const LoadError&) {
        return;
    }
    CodeVisitor().visit(code);
#if GLASSBOX_FUZZ_DIS
    write_output([&] { marshal_json_record("fuzz.marshal", code, kOutputLimit); });
#endif
}

}  // namespace
}  // namespace glassbox

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::span<const std::uint8_t> bytes(data, size);
    glassbox::fuzz_pyc(bytes);
    glassbox::fuzz_marshal(bytes);
    return 0;
}
