// `glassbox dis`: disassemble .pyc files, directories of them, or raw marshal data.
#pragma once

#include <string>
#include <vector>

namespace glassbox::cli {

// Exit statuses shared by every command.
inline constexpr int kExitOk = 0;
inline constexpr int kExitInputFailed = 1;  // at least one input could not be read
inline constexpr int kExitUsage = 2;

extern const char* const kDisUsage;

// `args` are the words after "dis".
int run_dis_command(const std::vector<std::string>& args);

}  // namespace glassbox::cli
