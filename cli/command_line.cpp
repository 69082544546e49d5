#include "command_line.h"

#include <optional>

namespace glassbox::cli {
namespace {

std::optional<PythonVersion> parse_version(const std::string& text) {
    int major = 0;
    int minor = 0;
    char extra = 0;
    if (std::sscanf(text.c_str(), "%d.%d%c", &major, &minor, &extra) != 2) return std::nullopt;
    return PythonVersion{major, minor};
}

}  // namespace

PythonVersion parse_python_option(const std::string& text) {
    std::optional<PythonVersion> version = parse_version(text);
    if (!version) throw UsageError{"--python takes a version like 3.12, not '" + text + "'"};
    if (!is_supported(*version)) {
        throw UsageError{"--python " + text + ": glassbox reads Python " + kOldestSupported.str() + " to " +
                         kNewestSupported.str()};
    }
    return *version;
}

}  // namespace glassbox::cli
