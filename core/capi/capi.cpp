// The C boundary: every exception stops here and becomes a return code.
#include "capi/glassbox.h"

#include <climits>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>

#include "decompile_bytes/decompile_bytes.h"
#include "dis/disassemble.h"
#include "support/json_writer.h"

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

// Runs `body` (which returns a code and fills *out through hand_over) so that
// no exception leaves the C boundary.
template <typename Body>
int guarded(char** out, std::size_t* out_size, Body&& body) {
    if (!out) return GLASSBOX_INTERNAL_ERROR;
    *out = nullptr;
    if (out_size) *out_size = 0;
    try {
        return body();
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

std::string with_label(const char* file_label, const std::string& message) {
    std::string label(file_label ? file_label : "");
    return label.empty() ? message : label + ": " + message;
}

int run(glassbox::DisFormat format, const unsigned char* data, std::size_t size, int major, int minor, int is_pyc,
        const char* file_label, char** out, std::size_t* out_size) {
    return guarded(out, out_size, [&] {
        if (!data && size > 0) return hand_over(GLASSBOX_INTERNAL_ERROR, "glassbox: data is NULL", out, out_size);
        glassbox::DisInput input;
        input.file_label = file_label ? file_label : "";
        input.bytes = {data, size};
        input.is_pyc = is_pyc != 0;
        input.marshal_version = {major, minor};
        glassbox::DisResult result = glassbox::disassemble(input, format);
        if (result.ok) return hand_over(GLASSBOX_OK, result.output, out, out_size);
        return hand_over(GLASSBOX_LOAD_ERROR, with_label(file_label, result.error), out, out_size);
    });
}

std::string source_record(const glassbox::DecompiledSource& result) {
    std::string text;
    glassbox::JsonWriter json(text);
    json.begin_object();
    json.key("source");
    json.string(result.source);
    json.key("problems");
    json.begin_array();
    for (const glassbox::DecompileProblem& problem : result.problems) {
        json.begin_object();
        json.key("code");
        json.string(problem.code_name);
        json.key("offset");
        json.number(problem.offset);
        json.key("reason");
        json.string(problem.reason);
        json.end_object();
    }
    json.end_array();
    json.key("external_constants");
    json.begin_array();
    for (const glassbox::ExternalConstantUse& constant : result.external_constants) {
        json.begin_object();
        json.key("name");
        json.string(constant.name);
        json.key("code");
        json.string(constant.code_name);
        json.key("index");
        json.number(constant.index);
        json.end_object();
    }
    json.end_array();
    json.end_object();
    return text;
}

std::string decompile_error_record(const glassbox::DecompileError& error) {
    std::string text;
    glassbox::JsonWriter json(text);
    json.begin_object();
    json.key("code");
    json.string(error.code_name());
    json.key("offset");
    json.number(error.offset());
    json.key("reason");
    json.string(error.reason());
    json.end_object();
    return text;
}

// One decompilation's answer, before it is handed over (malloc'd) or lent.
struct Answer {
    int code = GLASSBOX_INTERNAL_ERROR;
    std::string text;
    bool is_record = true;  // on GLASSBOX_OK: the JSON record rather than the bare source
};

// bare_source_allowed: a result with no problems and no external constants is answered as its
// source alone. Exceptions are left to the caller's guard.
Answer decompile(const unsigned char* data, std::size_t size, int major, int minor, int is_pyc, int what,
                 const char* file_label, bool bare_source_allowed) {
    if (!data && size > 0) return {GLASSBOX_INTERNAL_ERROR, "glassbox: data is NULL"};
    const bool generated = (what & GLASSBOX_DECOMPILE_GENERATED) != 0;
    what &= ~GLASSBOX_DECOMPILE_GENERATED;
    if (what != GLASSBOX_DECOMPILE_MODULE && what != GLASSBOX_DECOMPILE_FUNCTION) {
        return {GLASSBOX_INTERNAL_ERROR,
                "glassbox: `what` must be 0 (module) or 1 (function), optionally | 2 (generated), not " +
                    std::to_string(what)};
    }
    glassbox::DecompileInput input;
    input.bytes = {data, size};
    input.is_pyc = is_pyc != 0;
    input.marshal_version = {major, minor};
    input.options.generated = generated;
    input.target = what == GLASSBOX_DECOMPILE_FUNCTION ? glassbox::DecompileTarget::Function
                                                       : glassbox::DecompileTarget::Module;
    glassbox::DecompileOutcome outcome = glassbox::decompile_bytes(input);
    switch (outcome.status) {
    case glassbox::DecompileOutcome::Status::Ok: {
        const glassbox::DecompiledSource& result = outcome.output;
        if (bare_source_allowed && result.problems.empty() && result.external_constants.empty())
            return {GLASSBOX_OK, std::move(outcome.output.source), false};
        return {GLASSBOX_OK, source_record(result)};
    }
    case glassbox::DecompileOutcome::Status::LoadFailed:
        return {GLASSBOX_LOAD_ERROR, with_label(file_label, outcome.load_error)};
    case glassbox::DecompileOutcome::Status::DecompileFailed:
        return {GLASSBOX_DECOMPILE_ERROR, decompile_error_record(*outcome.decompile_error)};
    }
    return {GLASSBOX_INTERNAL_ERROR, "glassbox: unknown decompile outcome"};
}

// Lends `text` through the calling thread's buffer: it takes the string's storage (no copy)
// and lets go of the previous answer's.
int lend(int code, std::string text, bool is_record, glassbox_lent_text* out) {
    thread_local std::string lent;
    lent = std::move(text);
    *out = {lent.c_str(), lent.size(), is_record ? 1 : 0};
    return code;
}

// guarded() for lent answers: `body` returns an Answer.
template <typename Body>
int lent_guarded(glassbox_lent_text* out, Body&& body) {
    if (!out) return GLASSBOX_INTERNAL_ERROR;
    static constexpr char kOutOfMemory[] = "glassbox: out of memory";
    *out = {kOutOfMemory, sizeof kOutOfMemory - 1, 1};
    try {
        Answer answer = body();
        return lend(answer.code, std::move(answer.text), answer.is_record, out);
    } catch (const std::bad_alloc&) {
        return GLASSBOX_INTERNAL_ERROR;
    } catch (const std::exception& error) {
        try {
            return lend(GLASSBOX_INTERNAL_ERROR, std::string("glassbox: internal error: ") + error.what(), true, out);
        } catch (...) {
            return GLASSBOX_INTERNAL_ERROR;
        }
    } catch (...) {
        return GLASSBOX_INTERNAL_ERROR;
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

int glassbox_decompile(const unsigned char* data, size_t size, int major, int minor, int is_pyc, int what,
                       const char* file_label, char** out, size_t* out_size) {
    return guarded(out, out_size, [&] {
        Answer answer = decompile(data, size, major, minor, is_pyc, what, file_label, false);
        return hand_over(answer.code, answer.text, out, out_size);
    });
}

int glassbox_decompile_source(const unsigned char* data, size_t size, int major, int minor, int is_pyc, int what,
                              const char* file_label, glassbox_lent_text* out) {
    return lent_guarded(out, [&] { return decompile(data, size, major, minor, is_pyc, what, file_label, true); });
}

void glassbox_free(char* text) { std::free(text); }

}  // extern "C"
