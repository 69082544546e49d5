/* The C ABI of glassbox's core: what the Python package calls through ctypes.
 * Nothing here needs libpython, so one library serves every Python version.
 * No C++ exception crosses these functions. */
#ifndef GLASSBOX_CAPI_GLASSBOX_H
#define GLASSBOX_CAPI_GLASSBOX_H

#include <stddef.h>

#if defined(_WIN32)
#define GLASSBOX_API __declspec(dllexport)
#else
#define GLASSBOX_API __attribute__((visibility("default")))
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* Return codes. */
enum {
    GLASSBOX_OK = 0,
    GLASSBOX_LOAD_ERROR = 1,     /* the input is not a readable .pyc / marshalled code object */
    GLASSBOX_INTERNAL_ERROR = 2, /* bad arguments, out of memory, or a bug: *out holds a message if it could be made */
    GLASSBOX_DECOMPILE_ERROR = 3, /* the input was read, but the decompiler refused it: *out is a JSON error record */
};

/* What glassbox_decompile takes the code object for. */
enum {
    GLASSBOX_DECOMPILE_MODULE = 0,   /* a module's code object (what a .pyc holds) -> the module's source */
    GLASSBOX_DECOMPILE_FUNCTION = 1, /* one function's code object -> `def name(...):` and its body */
    /* A flag to OR into either: the bytecode may come from no compiler (TorchDynamo's). Values it keeps
     * on the stack across statements, copies or reorders are assigned to temporaries (`__tmpN`). */
    GLASSBOX_DECOMPILE_GENERATED = 2,
};

/* The library's version, e.g. "0.1.0". Static storage; never free it. */
GLASSBOX_API const char* glassbox_version(void);

/* The JSON record of docs/dis-json.md for one input, as `glassbox dis --json` writes it (without the newline).
 * is_pyc != 0: `data` is a whole .pyc file, and major/minor are ignored.
 * is_pyc == 0: `data` is marshal.dumps(code) of Python major.minor.
 * file_label: the "file" field (UTF-8; NULL means "").
 * Returns GLASSBOX_OK with the record in *out; otherwise *out holds a one-line error message,
 * "LABEL: byte N: PROBLEM" for a load error. *out is NUL-terminated, *out_size excludes the NUL;
 * release it with glassbox_free. out_size may be NULL. */
GLASSBOX_API int glassbox_dis_json(const unsigned char* data, size_t size, int major, int minor, int is_pyc,
                                   const char* file_label, char** out, size_t* out_size);

/* The same input as a human-readable disassembly (like `python -m dis`), as `glassbox dis` writes it. */
GLASSBOX_API int glassbox_dis_text(const unsigned char* data, size_t size, int major, int minor, int is_pyc,
                                   const char* file_label, char** out, size_t* out_size);

/* Decompiles one input (the same `data`, `size`, `major`, `minor`, `is_pyc` and `file_label` as
 * glassbox_dis_json) into Python source for the bytecode's own version. `what` is
 * GLASSBOX_DECOMPILE_MODULE or GLASSBOX_DECOMPILE_FUNCTION, optionally | GLASSBOX_DECOMPILE_GENERATED. Returns
 *   GLASSBOX_OK with one line of JSON in *out:
 *     {"source": "...",
 *      "problems": [{"code": QUALNAME, "offset": N, "reason": "..."}, ...],       (marked fallbacks)
 *      "external_constants": [{"name": "...", "code": QUALNAME, "index": N}, ...]} (names to bind)
 *   GLASSBOX_LOAD_ERROR with the message "LABEL: byte N: PROBLEM" in *out, as glassbox_dis_json;
 *   GLASSBOX_DECOMPILE_ERROR with one line of JSON in *out: {"code": QUALNAME, "offset": N, "reason": "..."};
 *   GLASSBOX_INTERNAL_ERROR with a message (bad arguments, out of memory, a bug).
 * Release *out with glassbox_free; out_size may be NULL. */
GLASSBOX_API int glassbox_decompile(const unsigned char* data, size_t size, int major, int minor, int is_pyc,
                                    int what, const char* file_label, char** out, size_t* out_size);

/* What glassbox_decompile_source answers: text the library lends, which stays valid until the
 * calling thread's next call of glassbox_decompile_source (one buffer per thread; nothing to free). */
typedef struct {
    const char* text; /* NUL-terminated */
    size_t size;      /* bytes, excluding the NUL (the text may hold other NULs) */
    int is_record;    /* on GLASSBOX_OK: 0 when `text` is the bare source, 1 when it is the JSON record */
} glassbox_lent_text;

/* glassbox_decompile for bindings that would rather not parse JSON, nor release the answer, on
 * every call (the Python package, once per decompiled function): the same arguments but the last
 * two, the same return codes, and the same text in out->text except on GLASSBOX_OK, where it is
 * the source itself (out->is_record = 0) when the result has no problems and no external
 * constants, and else glassbox_decompile's JSON record (out->is_record = 1). */
GLASSBOX_API int glassbox_decompile_source(const unsigned char* data, size_t size, int major, int minor, int is_pyc,
                                           int what, const char* file_label, glassbox_lent_text* out);

/* Releases a string returned by any function above but glassbox_decompile_source. NULL is allowed. */
GLASSBOX_API void glassbox_free(char* text);

#ifdef __cplusplus
}
#endif

#endif /* GLASSBOX_CAPI_GLASSBOX_H */
