// Capture the LoadError that loading some bytes raises, so a test can check
// both that it is raised and which byte it names.
#pragma once

#include <gtest/gtest.h>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "load/load.h"
#include "marshal_bytes.h"

namespace glassbox::test {

// `text` holds `part`: an assertion that prints both when it does not.
inline testing::AssertionResult contains(const std::string& text, std::string_view part) {
    if (text.find(part) != std::string::npos) return testing::AssertionSuccess();
    return testing::AssertionFailure() << "\"" << text << "\" does not contain \"" << part << "\"";
}

// The error `load_marshalled_object` raises for `bytes`; nullopt (and a test failure) if it raises none.
inline std::optional<LoadError> marshal_error(const Bytes& bytes, PythonVersion version = {3, 12},
                                              std::size_t base_offset = 0) {
    try {
        load_marshalled_object(view(bytes), version, base_offset);
    } catch (const LoadError& error) {
        return error;
    }
    ADD_FAILURE() << "no LoadError for " << bytes.size() << " bytes of marshal data";
    return std::nullopt;
}

// The error `load_pyc` raises for `bytes`.
inline std::optional<LoadError> pyc_error(const Bytes& bytes) {
    try {
        load_pyc(view(bytes));
    } catch (const LoadError& error) {
        return error;
    }
    ADD_FAILURE() << "no LoadError for a .pyc of " << bytes.size() << " bytes";
    return std::nullopt;
}

}  // namespace glassbox::test
