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

/* Releases a string returned by glassbox_dis_json or glassbox_dis_text. NULL is allowed. */
GLASSBOX_API void glassbox_free(char* text);

#ifdef __cplusplus
}
#endif

#endif /* GLASSBOX_CAPI_GLASSBOX_H */
