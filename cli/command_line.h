// What every subcommand shares: exit statuses, usage errors, the --python
// option, and the progress line.
#pragma once

#include <unistd.h>

#include <cstddef>
#include <cstdio>
#include <string>

#include "support/python_version.h"

namespace glassbox::cli {

// Exit statuses shared by every command.
inline constexpr int kExitOk = 0;
inline constexpr int kExitInputFailed = 1;  // at least one input could not be read (or, for decompile, decompiled)
inline constexpr int kExitUsage = 2;

// A bad command line; the command prints it with a hint to --help.
struct UsageError {
    std::string message;
};

// "--python X.Y": a supported version, or a UsageError.
PythonVersion parse_python_option(const std::string& text);

// The "\r[n/total] path" line, shown only to a person watching a terminal.
class Progress {
public:
    Progress() : enabled_(isatty(STDERR_FILENO) == 1) {}

    void show(std::size_t done, std::size_t total, const std::string& path) {
        if (!enabled_) return;
        std::fprintf(stderr, "\r[%zu/%zu] %s\033[K", done, total, path.c_str());
        std::fflush(stderr);
        shown_ = true;
    }

    void clear() {
        if (!shown_) return;
        std::fputs("\r\033[K", stderr);
        shown_ = false;
    }

private:
    bool enabled_;
    bool shown_ = false;
};

}  // namespace glassbox::cli
