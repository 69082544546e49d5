// The one error the load stage raises: what is wrong and at which byte.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>

namespace glassbox {

class LoadError : public std::runtime_error {
public:
    LoadError(std::size_t offset, const std::string& problem)
        : std::runtime_error("byte " + std::to_string(offset) + ": " + problem),
          offset_(offset),
          problem_(problem) {}

    std::size_t offset() const { return offset_; }
    const std::string& problem() const { return problem_; }

private:
    std::size_t offset_;
    std::string problem_;
};

}  // namespace glassbox
