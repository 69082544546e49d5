// The Python version a piece of bytecode belongs to. Only the bytecode's own
// version steers decoding; the interpreter that runs glassbox never does.
#pragma once

#include <compare>
#include <string>

namespace glassbox {

struct PythonVersion {
    int major = 3;
    int minor = 0;

    auto operator<=>(const PythonVersion&) const = default;
    std::string str() const { return std::to_string(major) + "." + std::to_string(minor); }
};

// The versions whose bytecode glassbox reads.
inline constexpr PythonVersion kOldestSupported{3, 8};
inline constexpr PythonVersion kNewestSupported{3, 15};

inline bool is_supported(PythonVersion v) {
    return v >= kOldestSupported && v <= kNewestSupported;
}

}  // namespace glassbox
