// Finding and reading the command line's input files.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace glassbox::cli {

// Inputs larger than this are refused before reading: no .pyc comes close,
// and it bounds the memory one bad path can claim.
inline constexpr std::size_t kMaxInputBytes = std::size_t(1) << 30;

struct FileContents {
    std::vector<std::uint8_t> bytes;
    std::string error;  // empty on success: why the file could not be read
};

FileContents read_input_file(const std::string& path);

struct WalkResult {
    std::vector<std::string> files;   // every *.pyc below the directory, sorted
    std::vector<std::string> errors;  // "PATH: problem" for parts that could not be listed
};

// Recursive, without following symbolic links to directories (no cycles).
WalkResult find_pyc_files(const std::string& directory);

}  // namespace glassbox::cli
