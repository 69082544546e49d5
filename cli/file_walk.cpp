#include "file_walk.h"

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <system_error>

namespace glassbox::cli {
namespace {

struct FileCloser {
    void operator()(std::FILE* file) const { std::fclose(file); }
};

std::string too_large_message() {
    return "file is larger than " + std::to_string(kMaxInputBytes >> 20) + " MiB; glassbox does not read inputs that big";
}

}  // namespace

FileContents read_input_file(const std::string& path) {
    FileContents contents;
    errno = 0;
    std::unique_ptr<std::FILE, FileCloser> file(std::fopen(path.c_str(), "rb"));
    if (!file) {
        contents.error = std::string("cannot open: ") + std::strerror(errno);
        return contents;
    }
    struct stat info {};
    if (fstat(fileno(file.get()), &info) == 0) {
        if (S_ISDIR(info.st_mode)) {
            contents.error = "is a directory";
            return contents;
        }
        if (S_ISREG(info.st_mode)) {
            if (std::uint64_t(info.st_size) > kMaxInputBytes) {
                contents.error = too_large_message();
                return contents;
            }
            contents.bytes.reserve(std::size_t(info.st_size));
        }
    }
    // Read in chunks up to the cap: pipes and special files have no size to trust.
    std::uint8_t chunk[1 << 16];
    for (;;) {
        std::size_t got = std::fread(chunk, 1, sizeof chunk, file.get());
        if (contents.bytes.size() + got > kMaxInputBytes) {
            contents.bytes.clear();
            contents.error = too_large_message();
            return contents;
        }
        contents.bytes.insert(contents.bytes.end(), chunk, chunk + got);
        if (got < sizeof chunk) break;
    }
    if (std::ferror(file.get())) {
        contents.bytes.clear();
        contents.error = std::string("cannot read: ") + std::strerror(errno);
    }
    return contents;
}

// One directory at a time, so that an unreadable subdirectory is reported
// and the walk goes on with the rest.
WalkResult find_pyc_files(const std::string& directory) {
    namespace fs = std::filesystem;
    WalkResult result;
    std::vector<fs::path> pending{fs::path(directory)};
    while (!pending.empty()) {
        fs::path current = std::move(pending.back());
        pending.pop_back();
        std::error_code error;
        fs::directory_iterator it(current, error);
        for (; !error && it != fs::directory_iterator(); it.increment(error)) {
            const fs::directory_entry& entry = *it;
            std::error_code type_error;
            if (entry.is_symlink(type_error)) {
                if (entry.path().extension() == ".pyc" && entry.is_regular_file(type_error)) {
                    result.files.push_back(entry.path().string());
                }
                continue;  // a link to a directory could lead back up: not followed
            }
            if (entry.is_directory(type_error)) {
                pending.push_back(entry.path());
            } else if (entry.path().extension() == ".pyc" && entry.is_regular_file(type_error)) {
                result.files.push_back(entry.path().string());
            }
        }
        if (error) result.errors.push_back(current.string() + ": cannot list: " + error.message());
    }
    std::sort(result.files.begin(), result.files.end());
    return result;
}

}  // namespace glassbox::cli
