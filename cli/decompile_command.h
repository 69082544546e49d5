// `glassbox decompile`: .pyc files, directories of them, or raw marshal data
// back into Python source.
#pragma once

#include <string>
#include <vector>

#include "command_line.h"

namespace glassbox::cli {

extern const char* const kDecompileUsage;

// `args` are the words after "decompile".
int run_decompile_command(const std::vector<std::string>& args);

}  // namespace glassbox::cli
