#include "dis/nested_code.h"

#include <unordered_set>

namespace glassbox {
namespace {

// Marshal references can share one object in many places; each is visited
// once, or a few bytes of nested shared tuples would take exponential time.
struct CodeObjectCollector {
    std::unordered_set<const void*> seen;
    std::vector<std::shared_ptr<const CodeObject>> found;

    void visit(const Object& object) {
        if (!seen.insert(&object).second) return;
        if (object.kind == ObjectKind::Code) {
            if (seen.insert(object.code.get()).second) found.push_back(object.code);
            return;
        }
        for (const ObjectPtr& item : object.items) visit(*item);
    }
};

}  // namespace

std::vector<std::shared_ptr<const CodeObject>> nested_code_objects(const CodeObject& code) {
    CodeObjectCollector collector;
    for (const ObjectPtr& constant : code.consts) collector.visit(*constant);
    return std::move(collector.found);
}

ResolvedCode resolve_code(const std::shared_ptr<const CodeObject>& code) {
    ResolvedCode resolved;
    try {
        DecodedCode decoded = decode(code);
        resolved.arguments.reserve(decoded.instructions.size());
        for (const Instruction& instruction : decoded.instructions) {
            resolved.arguments.push_back(resolve_argument(decoded, instruction));
        }
        resolved.decoded = std::move(decoded);
    } catch (const DecodeError& error) {
        resolved.arguments.clear();
        resolved.error = error.what();
    }
    return resolved;
}

}  // namespace glassbox
