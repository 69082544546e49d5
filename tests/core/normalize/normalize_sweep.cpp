// Normalizes every code object of the .pyc files (or directories of them)
// named on the command line and checks each with the stack verifier.
//
//   glassbox_normalize_sweep [--show N] [--strict-stacksize] PATH...
//   prints: files=F code_objects=C instructions=I normalized=N failures=X exact_stacksize=E
//           fallback ops (the templates normalize could not collapse) and the first N failures.
// Exits 1 when any code object fails to load, decode, normalize or verify.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <string>
#include <vector>

#include "decode/decode.h"
#include "load/load.h"
#include "normalize/normalize.h"
#include "stack_verifier.h"

namespace {

namespace fs = std::filesystem;
using namespace glassbox;

struct Totals {
    std::size_t files = 0;
    std::size_t code_objects = 0;
    std::size_t instructions = 0;
    std::size_t normalized = 0;
    std::size_t exact_stacksize = 0;
    std::size_t failures = 0;
    std::map<std::string, std::size_t> fallbacks;   // ops left where a template did not apply
    std::vector<std::string> shown;
};

class Sweep {
public:
    Sweep(std::size_t show, bool strict_stacksize) : show_(show), strict_stacksize_(strict_stacksize) {}

    void file(const fs::path& path) {
        ++totals_.files;
        std::ifstream in(path, std::ios::binary);
        std::vector<std::uint8_t> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
        try {
            LoadedPyc pyc = load_pyc(bytes);
            tree(path, pyc.code);
        } catch (const std::exception& error) {
            fail(path, "<module>", std::string("load: ") + error.what());
        }
    }

    const Totals& totals() const { return totals_; }

private:
    void tree(const fs::path& path, const std::shared_ptr<const CodeObject>& code) {
        code_object(path, code);
        for (const ObjectPtr& constant : code->consts) {
            if (constant->kind == ObjectKind::Code) tree(path, constant->code);
        }
    }

    void code_object(const fs::path& path, const std::shared_ptr<const CodeObject>& code) {
        ++totals_.code_objects;
        try {
            DecodedCode decoded = decode(code);
            totals_.instructions += decoded.instructions.size();
            NormalizedCode normalized = normalize(decoded);
            totals_.normalized += normalized.instructions.size();
            count_fallbacks(normalized);
            test::StackVerification verification = test::verify_stack(normalized);
            if (verification.max_depth == verification.stacksize) ++totals_.exact_stacksize;
            if (strict_stacksize_ && verification.ok() && verification.max_depth != verification.stacksize) {
                verification.problems.push_back("the stack reaches " + std::to_string(verification.max_depth) +
                                                ", co_stacksize is " + std::to_string(verification.stacksize));
            }
            if (!verification.ok()) fail(path, code->qualname, verification.problems.front());
        } catch (const std::exception& error) {
            fail(path, code->qualname, error.what());
        }
    }

    void count_fallbacks(const NormalizedCode& normalized) {
        for (const NormalizedInstruction& in : normalized.instructions) {
            bool fallback = in.op == Op::Send || in.op == Op::EndSend || in.op == Op::CleanupThrow ||
                            in.op == Op::LoadSpecial || in.op == Op::ConvertValue;
            if (fallback) ++totals_.fallbacks[op_name(in.op)];
        }
    }

    void fail(const fs::path& path, const std::string& qualname, const std::string& problem) {
        ++totals_.failures;
        if (totals_.shown.size() < show_) totals_.shown.push_back(path.string() + ": " + qualname + ": " + problem);
    }

    std::size_t show_;
    bool strict_stacksize_;
    Totals totals_;
};

}  // namespace

int main(int argc, char** argv) {
    std::size_t show = 20;
    bool strict_stacksize = false;
    std::vector<fs::path> files;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--show") == 0 && i + 1 < argc) {
            show = std::stoul(argv[++i]);
        } else if (std::strcmp(argv[i], "--strict-stacksize") == 0) {
            strict_stacksize = true;
        } else if (fs::is_directory(argv[i])) {
            for (const auto& entry : fs::recursive_directory_iterator(argv[i])) {
                if (entry.is_regular_file() && entry.path().extension() == ".pyc") files.push_back(entry.path());
            }
        } else {
            files.emplace_back(argv[i]);
        }
    }
    if (files.empty()) {
        std::fprintf(stderr, "usage: glassbox_normalize_sweep [--show N] [--strict-stacksize] PATH...\n");
        return 2;
    }
    std::sort(files.begin(), files.end());
    Sweep sweep(show, strict_stacksize);
    for (const fs::path& path : files) sweep.file(path);

    const Totals& totals = sweep.totals();
    std::printf("files=%zu code_objects=%zu instructions=%zu normalized=%zu failures=%zu exact_stacksize=%zu\n",
                totals.files, totals.code_objects, totals.instructions, totals.normalized, totals.failures,
                totals.exact_stacksize);
    for (const auto& [op, count] : totals.fallbacks) std::printf("fallback %s=%zu\n", op.c_str(), count);
    for (const std::string& line : totals.shown) std::printf("FAIL %s\n", line.c_str());
    return totals.failures == 0 ? 0 : 1;
}
