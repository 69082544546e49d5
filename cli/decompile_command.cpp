#include "decompile_command.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <map>
#include <memory>
#include <new>
#include <optional>

#include "decompile_bytes/decompile_bytes.h"
#include "file_walk.h"

namespace glassbox::cli {

const char* const kDecompileUsage =
    "usage: glassbox decompile [--strict] [--generated] [--flat] [-o OUT] PATH...\n"
    "       glassbox decompile --marshal --python X.Y [--function] [--strict] [--generated] [--flat] [-o OUT]\n"
    "                          FILE...\n"
    "\n"
    "Decompile Python bytecode of Python 3.8 to 3.15 into source for that same Python version,\n"
    "whatever Python runs glassbox.\n"
    "\n"
    "PATH is a .pyc file, or a directory searched recursively for *.pyc files (in sorted order).\n"
    "\n"
    "options:\n"
    "  --marshal       inputs are raw marshal data of a code object (marshal.dumps(code)), not .pyc files\n"
    "  --python X.Y    the Python version that wrote the marshal data (required with --marshal)\n"
    "  --function      the marshalled code object is one function's, not a module's: write\n"
    "                  `def NAME(...):` and its body (only with --marshal)\n"
    "  --strict        count an input whose output holds a fallback as failed, and write no output for it\n"
    "  --generated     the bytecode may come from no compiler (TorchDynamo's): values it keeps on the\n"
    "                  stack across statements, copies or reorders become temporaries (__tmpN); the\n"
    "                  output behaves the same but does not recompile to the same instructions\n"
    "  --flat          (to test the last resort) every function's control flow as a state machine\n"
    "                  (a dispatch loop over its blocks), which glassbox otherwise writes only where\n"
    "                  it cannot rebuild the statements (and then warns); Python 3.11+, functions\n"
    "                  only (not lambdas, comprehensions, modules or classes); where flat mode\n"
    "                  refuses, the usual output. It behaves the same; its instructions differ\n"
    "  -o, --output OUT  with one input file, write its source to the file OUT. With a directory or\n"
    "                  several inputs, OUT is a directory: each directory's tree is mirrored below it\n"
    "                  (DIR/a/b.pyc -> OUT/a/b.py) and each file goes to OUT/NAME.py.\n"
    "                  Without -o the source goes to standard output, each file after a line\n"
    "                  \"# PATH\" when there are several.\n"
    "  -h, --help      show this help\n"
    "\n"
    "Where glassbox cannot reconstruct a piece of code, the output holds a marked fallback (a\n"
    "statement that raises when it is reached) and standard error a warning\n"
    "  glassbox: PATH: CODE: offset N: REASON\n"
    "An input that cannot be read or decompiled is reported on standard error as\n"
    "  glassbox: PATH: byte N: PROBLEM           (not a readable .pyc / marshalled code object)\n"
    "  glassbox: PATH: CODE: offset N: REASON    (the decompiler refused the code object CODE)\n"
    "and the others are still processed. With a directory or several inputs, a last line counts them:\n"
    "  glassbox: N decompiled, M failed\n"
    "Exit status: 0 if every input was decompiled (with --strict: without a fallback), 1 if any\n"
    "failed, 2 for a usage error.\n";

namespace {

namespace fs = std::filesystem;

struct CommandOptions {
    bool marshal = false;
    bool function = false;
    bool strict = false;
    bool generated = false;
    bool flat = false;
    std::optional<PythonVersion> python;
    std::string output_path;
    std::vector<std::string> paths;
};

// Throws UsageError; returns nullopt for --help (already printed).
std::optional<CommandOptions> parse_options(const std::vector<std::string>& args) {
    CommandOptions options;
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
            std::fputs(kDecompileUsage, stdout);
            return std::nullopt;
        } else if (arg == "--marshal") {
            options.marshal = true;
        } else if (arg == "--function") {
            options.function = true;
        } else if (arg == "--strict") {
            options.strict = true;
        } else if (arg == "--generated") {
            options.generated = true;
        } else if (arg == "--flat") {
            options.flat = true;
        } else if (arg == "--python" || arg.rfind("--python=", 0) == 0) {
            options.python = parse_python_option(arg == "--python" ? value("--python") : arg.substr(9));
        } else if (arg == "-o" || arg == "--output") {
            options.output_path = value(arg.c_str());
            if (options.output_path.empty()) throw UsageError{arg + " needs a non-empty path"};
        } else if (arg.rfind("--output=", 0) == 0) {
            options.output_path = arg.substr(9);
            if (options.output_path.empty()) throw UsageError{"--output needs a non-empty path"};
        } else {
            throw UsageError{"unknown option " + arg};
        }
    }
    if (options.marshal && !options.python) throw UsageError{"--marshal needs --python X.Y"};
    if (options.python && !options.marshal) throw UsageError{"--python is only for --marshal input"};
    if (options.function && !options.marshal) {
        throw UsageError{"--function is only for --marshal input (a .pyc holds a module)"};
    }
    if (options.paths.empty()) throw UsageError{"no input files"};
    return options;
}

struct FileCloser {
    void operator()(std::FILE* file) const { std::fclose(file); }
};

// Empty on success, else why `path` could not be written.
std::string write_file(const fs::path& path, const std::string& text) {
    errno = 0;
    std::unique_ptr<std::FILE, FileCloser> file(std::fopen(path.c_str(), "wb"));
    if (!file) return std::strerror(errno);
    if (std::fwrite(text.data(), 1, text.size(), file.get()) != text.size() || std::fflush(file.get()) != 0) {
        return std::strerror(errno);
    }
    if (std::fclose(file.release()) != 0) return std::strerror(errno);
    return {};
}

// One input file and, when the output is a directory, where its source goes below it.
struct InputFile {
    std::string path;
    fs::path output_relative;
};

class DecompileRun {
public:
    explicit DecompileRun(const CommandOptions& options) : options_(options) {
        // Several inputs, or a directory, and the output is a set of files: decided by the
        // command line alone, so that a directory holding one .pyc still gives a directory.
        std::error_code error;
        many_ = options_.paths.size() > 1 ||
                (!options_.marshal && fs::is_directory(options_.paths.front(), error));
        output_is_directory_ = many_ && !options_.output_path.empty();
    }

    // The exit status.
    int run() {
        if (output_is_directory_ && !prepare_output_directory()) return kExitInputFailed;
        for (const std::string& path : options_.paths) input_path(path);
        progress_.clear();
        if (many_) std::fprintf(stderr, "glassbox: %zu decompiled, %zu failed\n", decompiled_, failed_);
        if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
            std::fprintf(stderr, "glassbox: error writing the output: %s\n", std::strerror(errno));
            return kExitInputFailed;
        }
        return failed_ > 0 ? kExitInputFailed : kExitOk;
    }

private:
    // The directory itself is made as outputs are written (a run where every input fails leaves
    // nothing behind); here only a file in its way is refused, before any work.
    bool prepare_output_directory() {
        std::error_code error;
        if (!fs::exists(options_.output_path, error) || fs::is_directory(options_.output_path, error)) return true;
        std::fprintf(stderr, "glassbox: %s: not a directory (with a directory or several inputs, -o names one)\n",
                     options_.output_path.c_str());
        return false;
    }

    void input_path(const std::string& path) {
        std::error_code error;
        if (!options_.marshal && fs::is_directory(path, error)) {
            directory(path);
            return;
        }
        fs::path name = fs::path(path).filename();
        file({path, name.replace_extension(".py")});
    }

    void directory(const std::string& path) {
        WalkResult walk = find_pyc_files(path);
        for (const std::string& error : walk.errors) fail(error);
        for (std::size_t i = 0; i < walk.files.size(); ++i) {
            progress_.show(i + 1, walk.files.size(), walk.files[i]);
            fs::path relative = fs::path(walk.files[i]).lexically_relative(path);
            file({walk.files[i], relative.replace_extension(".py")});
        }
        progress_.clear();
    }

    void file(const InputFile& input) {
        try {
            decompile_file(input);
        } catch (const std::bad_alloc&) {
            fail(input.path + ": out of memory");
        } catch (const std::exception& error) {
            fail(input.path + ": internal error: " + without_control_characters(error.what()));
        }
    }

    void decompile_file(const InputFile& input) {
        FileContents contents = read_input_file(input.path);
        if (!contents.error.empty()) {
            fail(input.path + ": " + contents.error);
            return;
        }
        DecompileInput request;
        request.bytes = contents.bytes;
        request.is_pyc = !options_.marshal;
        if (options_.python) request.marshal_version = *options_.python;
        request.target = options_.function ? DecompileTarget::Function : DecompileTarget::Module;
        request.options.generated = options_.generated;
        request.options.flat = options_.flat;
        DecompileOutcome outcome = decompile_bytes(request);
        switch (outcome.status) {
        case DecompileOutcome::Status::LoadFailed:
            fail(input.path + ": " + outcome.load_error);
            return;
        case DecompileOutcome::Status::DecompileFailed:
            fail(input.path + ": " + without_control_characters(outcome.decompile_error->what()));
            return;
        case DecompileOutcome::Status::Ok:
            break;
        }
        for (const DecompileProblem& problem : outcome.output.problems) {
            message(input.path + ": " + problem.code_name + ": offset " + std::to_string(problem.offset) + ": " +
                    problem.reason);
        }
        if (options_.strict && !outcome.output.problems.empty()) {
            ++failed_;
            return;
        }
        if (write(input, outcome.output.source)) ++decompiled_;
    }

    // The source to -o's file, below -o's directory, or to standard output.
    bool write(const InputFile& input, const std::string& source) {
        if (options_.output_path.empty()) {
            if (many_) {
                if (wrote_any_) std::fputc('\n', stdout);
                std::fprintf(stdout, "# %s\n", input.path.c_str());
            }
            std::fwrite(source.data(), 1, source.size(), stdout);
            std::fflush(stdout);
            wrote_any_ = true;
            return true;
        }
        fs::path target = output_is_directory_ ? fs::path(options_.output_path) / input.output_relative
                                               : fs::path(options_.output_path);
        if (output_is_directory_) {
            auto [earlier, inserted] = written_.emplace(target.lexically_normal().string(), input.path);
            if (!inserted) {
                fail(input.path + ": its output " + target.string() + " is already the output of " + earlier->second);
                return false;
            }
            std::error_code error;
            fs::create_directories(target.parent_path(), error);
            if (error) {
                fail(target.parent_path().string() + ": cannot make the directory: " + error.message());
                return false;
            }
        }
        std::string error = write_file(target, source);
        if (!error.empty()) {
            fail(target.string() + ": cannot write: " + error);
            return false;
        }
        return true;
    }

    void message(const std::string& text) {
        progress_.clear();
        std::fprintf(stderr, "glassbox: %s\n", without_control_characters(text).c_str());
    }

    void fail(const std::string& text) {
        message(text);
        ++failed_;
    }

    const CommandOptions& options_;
    bool many_ = false;
    bool output_is_directory_ = false;
    Progress progress_;
    std::size_t decompiled_ = 0;
    std::size_t failed_ = 0;
    bool wrote_any_ = false;
    std::map<std::string, std::string> written_;  // output path -> the input it came from
};

}  // namespace

int run_decompile_command(const std::vector<std::string>& args) {
    std::optional<CommandOptions> options;
    try {
        options = parse_options(args);
    } catch (const UsageError& error) {
        std::fprintf(stderr, "glassbox decompile: %s\nTry 'glassbox decompile --help'.\n", error.message.c_str());
        return kExitUsage;
    }
    if (!options) return kExitOk;
    return DecompileRun(*options).run();
}

}  // namespace glassbox::cli
