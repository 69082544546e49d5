// The `glassbox` command: a table of subcommands, each in its own file.
#include <cstdio>
#include <cstring>
#include <exception>
#include <string>
#include <vector>

#include "decompile_command.h"
#include "dis_command.h"

namespace {

const char* const kUsage =
    "usage: glassbox [--version] [--help] COMMAND [ARGS]\n"
    "\n"
    "glassbox reads the bytecode of Python 3.8 to 3.15, whatever Python runs it.\n"
    "\n"
    "commands:\n"
    "  dis        disassemble .pyc files, directories of them, or marshal data (text or JSON)\n"
    "  decompile  turn .pyc files, directories of them, or marshal data back into Python source\n"
    "\n"
    "Run 'glassbox COMMAND --help' for a command's options.\n";

struct Command {
    const char* name;
    int (*run)(const std::vector<std::string>& args);
};

const Command kCommands[] = {
    {"dis", glassbox::cli::run_dis_command},
    {"decompile", glassbox::cli::run_decompile_command},
};

}  // namespace

int main(int argc, char** argv) {
    using glassbox::cli::kExitUsage;
    std::vector<std::string> args(argv + (argc > 0 ? 1 : 0), argv + argc);
    if (args.empty()) {
        std::fputs(kUsage, stderr);
        return kExitUsage;
    }
    const std::string& command = args[0];
    if (command == "--help" || command == "-h" || command == "help") {
        std::fputs(kUsage, stdout);
        return glassbox::cli::kExitOk;
    }
    if (command == "--version" || command == "-V") {
        std::printf("glassbox %s\n", GLASSBOX_VERSION);
        return glassbox::cli::kExitOk;
    }
    for (const Command& known : kCommands) {
        if (command != known.name) continue;
        try {
            return known.run({args.begin() + 1, args.end()});
        } catch (const std::exception& error) {
            // Each input's errors are caught where it is read; this is the last line of defence.
            std::fprintf(stderr, "glassbox: internal error: %s\n", error.what());
            return glassbox::cli::kExitInputFailed;
        }
    }
    std::fprintf(stderr, "glassbox: unknown command '%s'\n\n%s", command.c_str(), kUsage);
    return kExitUsage;
}
