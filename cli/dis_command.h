// `glassbox dis`: disassemble .pyc files, directories of them, or raw marshal data.
#pragma once

#include <string>
#include <vector>

#include "command_line.h"

namespace glassbox::cli {

extern const char* const kDisUsage;

// `args` are the words after "dis".
int run_dis_command(const std::vector<std::string>& args);

}  // namespace glassbox::cli
