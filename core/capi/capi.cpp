// The C boundary: every exception stops here and becomes a return code.
#include "capi/glassbox.h"

#include <climits>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>

#include "dis/disassemble.h"

namespace {

// A malloc'd copy, so that callers in any language release it with glassbox_free.
char* copy_to_c(const std::string& text) {
    auto* copy = static_cast<char*>(std::malloc(text.size() + 1));
    if (copy) std::memcpy(copy, text.c_str(), text.size() + 1);
    return copy;
}

int hand_over(int code, const std::string& text, char** out, std::size_t* out_size) {
    *out = copy_to_c(text);
    if (!*out) return GLASSBOX_INTERNAL_ERROR;
    if (out_size) *out_size = text.size();
    return code;
}

// A static message for when even building an error string fails.
int out_of_memory(char** out, std::size_t* out_size) {
    static const std::string kMessage = "glassbox: out of memory";
    *out = copy_to_c(kMessage);
    if (out_size) *out_size = *out ? kMessage.size() : 0;
    return GLASSBOX_INTERNAL_ERROR;
}

int run(glassbox::DisFormat format, const unsigned char* data, std::size_t size, int major, int minor, int is_pyc,
        const char* file_label, char** out, std::size_t* out_size) {
    if (!out) return GLASSBOX_INTERNAL_ERROR;
    *out = nullptr;
    if (out_size) *out_size = 0;
    try {
        if (!data && size > 0) return hand_over(GLASSBOX_INTERNAL_ERROR, "glassbox: data is NULL", out, out_size);
        glassbox::DisInput input;
        input.file_label = file_label ? file_label : "";
        input.bytes = {data, size};
        input.is_pyc = is_pyc != 0;
        input.marshal_version = {major, minor};
        glassbox::DisResult result = glassbox::disassemble(input, format);
        if (result.ok) return hand_over(GLASSBOX_OK, result.output, out, out_size);
        std::string label(input.file_label);
        return hand_over(GLASSBOX_LOAD_ERROR, label.empty() ? result.error : label + ": " + result.error, out,
                         out_size);
    } catch (const std::bad_alloc&) {
        return out_of_memory(out, out_size);
    } catch (const std::exception& error) {
        try {
            return hand_over(GLASSBOX_INTERNAL_ERROR, std::string("glassbox: internal error: ") + error.what(), out,
                             out_size);
        } catch (...) {
            return out_of_memory(out, out_size);
        }
    } catch (...) {
        return out_of_memory(out, out_size);
    }
}

}  // namespace

extern "C" {

const char* glassbox_version(void) { return GLASSBOX_VERSION; }

int glassbox_dis_json(const unsigned char* data, size_t size, int major, int minor, int is_pyc,
                      const char* file_label, char** out, size_t* out_size) {
    return run(glassbox::DisFormat::Json, data, size, major, minor, is_pyc, file_label, out, out_size);
}

int glassbox_dis_text(const unsigned char* data, size_t size, int major, int minor, int is_pyc,
                      const char* file_label, char** out, size_t* out_size) {
    return run(glassbox::DisFormat::Text, data, size, major, minor, is_pyc, file_label, out, out_size);
}

void glassbox_free(char* text) { std::free(text); }

}  // extern "C"
