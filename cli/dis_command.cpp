#include "dis_command.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <new>
#include <optional>

#include "dis/disassemble.h"
#include "file_walk.h"

namespace glassbox::cli {

const char* const kDisUsage =
    "usage: glassbox dis [--json] [-o FILE] PATH...\n"
    "       glassbox dis --marshal --python X.Y [--json] [-o FILE] FILE...\n"
    "\n"
    "Disassemble Python bytecode of Python 3.8 to 3.15, whatever Python runs glassbox.\n"
    "\n"
    "PATH is a .pyc file, or a directory searched recursively for *.pyc files (in sorted order).\n"
    "\n"
    "options:\n"
    "  --json          one JSON record per input file, one per line (see docs/dis-json.md);\n"
    "                  without it, a human-readable listing in the layout of `python -m dis`\n"
    "  --marshal       inputs are raw marshal data of a code object (marshal.dumps(code)), not .pyc files\n"
    "  --python X.Y    the Python version that wrote the marshal data (required with --marshal)\n"
    "  -o, --output FILE  write to FILE instead of standard output\n"
    "  -h, --help      show this help\n"
    "\n"
    "An input that cannot be read is reported on standard error as\n"
    "  glassbox: PATH: byte N: PROBLEM\n"
    "and the others are still processed. Exit status: 0 if every input was read, 1 if any failed,\n"
    "2 for a usage error.\n";

namespace {

struct DisOptions {
    bool json = false;
    bool marshal = false;
    std::optional<PythonVersion> python;
    std::string output_path;
    std::vector<std::string> paths;
};

// Throws UsageError; returns nullopt for --help (already printed).
std::optional<DisOptions> parse_options(const std::vector<std::string>& args) {
    DisOptions options;
    bool options_ended = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        auto value = [&](const char* option) -> std::string {
            if (i + 1 >= args.size()) throw UsageError{std::string(option) + " needs a value"};
            return args[++i];
        };
        if (options_ended || arg == "-" || arg.empty() || arg[0] != '-') {
            options.paths.push_back(arg);
        } else if (arg == "--") {
            options_ended = true;
        } else if (arg == "-h" || arg == "--help") {
            std::fputs(kDisUsage, stdout);
            return std::nullopt;
        } else if (arg == "--json") {
            options.json = true;
        } else if (arg == "--marshal") {
            options.marshal = true;
        } else if (arg == "--python" || arg.rfind("--python=", 0) == 0) {
            options.python = parse_python_option(arg == "--python" ? value("--python") : arg.substr(9));
        } else if (arg == "-o" || arg == "--output") {
            options.output_path = value(arg.c_str());
        } else if (arg.rfind("--output=", 0) == 0) {
            options.output_path = arg.substr(9);
        } else {
            throw UsageError{"unknown option " + arg};
        }
    }
    if (options.marshal && !options.python) throw UsageError{"--marshal needs --python X.Y"};
    if (options.python && !options.marshal) throw UsageError{"--python is only for --marshal input"};
    if (options.paths.empty()) throw UsageError{"no input files"};
    return options;
}

class DisRun {
public:
    DisRun(const DisOptions& options, std::FILE* out) : options_(options), out_(out) {}

    bool failed() const { return failed_; }

    void path(const std::string& path) {
        std::error_code error;
        if (!options_.marshal && std::filesystem::is_directory(path, error)) {
            directory(path);
            return;
        }
        file(path);
    }

private:
    void report(const std::string& path, const std::string& problem) {
        progress_.clear();
        std::fprintf(stderr, "glassbox: %s: %s\n", path.c_str(), problem.c_str());
        failed_ = true;
    }

    void directory(const std::string& path) {
        WalkResult walk = find_pyc_files(path);
        for (const std::string& error : walk.errors) {
            progress_.clear();
            std::fprintf(stderr, "glassbox: %s\n", error.c_str());
            failed_ = true;
        }
        for (std::size_t i = 0; i < walk.files.size(); ++i) {
            progress_.show(i + 1, walk.files.size(), walk.files[i]);
            file(walk.files[i]);
        }
        progress_.clear();
    }

    void file(const std::string& path) {
        try {
            FileContents contents = read_input_file(path);
            if (!contents.error.empty()) {
                report(path, contents.error);
                return;
            }
            DisInput input;
            input.file_label = path;
            input.bytes = contents.bytes;
            input.is_pyc = !options_.marshal;
            if (options_.python) input.marshal_version = *options_.python;
            DisResult result = disassemble(input, options_.json ? DisFormat::Json : DisFormat::Text);
            if (!result.ok) report(path, result.error);
            write(result.output);
        } catch (const std::bad_alloc&) {
            report(path, "out of memory");
        } catch (const std::exception& error) {
            report(path, std::string("internal error: ") + error.what());
        }
    }

    // JSON: one record per line. Text: a blank line between files.
    void write(const std::string& output) {
        if (output.empty()) return;
        if (!options_.json && wrote_any_) std::fputc('\n', out_);
        std::fwrite(output.data(), 1, output.size(), out_);
        if (options_.json) std::fputc('\n', out_);
        std::fflush(out_);
        wrote_any_ = true;
    }

    const DisOptions& options_;
    std::FILE* out_;
    Progress progress_;
    bool failed_ = false;
    bool wrote_any_ = false;
};

struct FileCloser {
    void operator()(std::FILE* file) const { std::fclose(file); }
};

}  // namespace

int run_dis_command(const std::vector<std::string>& args) {
    std::optional<DisOptions> options;
    try {
        options = parse_options(args);
    } catch (const UsageError& error) {
        std::fprintf(stderr, "glassbox dis: %s\nTry 'glassbox dis --help'.\n", error.message.c_str());
        return kExitUsage;
    }
    if (!options) return kExitOk;

    std::unique_ptr<std::FILE, FileCloser> output_file;
    std::FILE* out = stdout;
    if (!options->output_path.empty()) {
        output_file.reset(std::fopen(options->output_path.c_str(), "wb"));
        if (!output_file) {
            std::fprintf(stderr, "glassbox: %s: cannot write: %s\n", options->output_path.c_str(), std::strerror(errno));
            return kExitInputFailed;
        }
        out = output_file.get();
    }
    DisRun run(*options, out);
    for (const std::string& path : options->paths) run.path(path);
    if (std::fflush(out) != 0 || std::ferror(out)) {
        std::fprintf(stderr, "glassbox: error writing the output: %s\n", std::strerror(errno));
        return kExitInputFailed;
    }
    return run.failed() ? kExitInputFailed : kExitOk;
}

}  // namespace glassbox::cli
