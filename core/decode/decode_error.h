// A code object whose bytecode cannot be decoded: which one, where, and why.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

namespace glassbox {

class DecodeError : public std::runtime_error {
public:
    DecodeError(const std::string& code_name, std::uint32_t offset, const std::string& problem)
        : std::runtime_error(code_name + " at offset " + std::to_string(offset) + ": " + problem),
          code_name_(code_name),
          offset_(offset),
          problem_(problem) {}

    const std::string& code_name() const { return code_name_; }
    std::uint32_t offset() const { return offset_; }
    const std::string& problem() const { return problem_; }

private:
    std::string code_name_;
    std::uint32_t offset_;
    std::string problem_;
};

}  // namespace glassbox
