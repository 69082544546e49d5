// Throughput of the load and decode stages: reads every .pyc named on the
// command line into memory once, then loads and decodes all of them
// `repeats` times and reports the best run, so disk and page cache stay out.
//
//   load_decode_bench REPEATS FILE.pyc...
//   prints: files=N bytes=B code_objects=C instructions=I best_seconds=S
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "decode/decode.h"
#include "load/load.h"

namespace {

struct Totals {
    std::size_t code_objects = 0;
    std::size_t instructions = 0;
};

void decode_tree(const std::shared_ptr<const glassbox::CodeObject>& code, Totals& totals) {
    glassbox::DecodedCode decoded = glassbox::decode(code);
    totals.code_objects += 1;
    totals.instructions += decoded.instructions.size();
    for (const glassbox::ObjectPtr& constant : code->consts) {
        if (constant->kind == glassbox::ObjectKind::Code) decode_tree(constant->code, totals);
    }
}

std::vector<std::uint8_t> read_file(const char* path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: load_decode_bench REPEATS FILE.pyc...\n");
        return 2;
    }
    int repeats = std::max(1, std::atoi(argv[1]));
    std::vector<std::vector<std::uint8_t>> files;
    std::size_t bytes = 0;
    for (int i = 2; i < argc; ++i) {
        files.push_back(read_file(argv[i]));
        bytes += files.back().size();
    }
    double best = 1e300;
    Totals totals;
    std::size_t failures = 0;
    for (int run = 0; run < repeats; ++run) {
        totals = {};
        failures = 0;
        auto start = std::chrono::steady_clock::now();
        for (const auto& file : files) {
            try {
                decode_tree(glassbox::load_pyc(file).code, totals);
            } catch (const std::exception&) {
                ++failures;
            }
        }
        std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
        best = std::min(best, elapsed.count());
    }
    std::printf("files=%zu bytes=%zu code_objects=%zu instructions=%zu failures=%zu best_seconds=%.6f\n",
                files.size(), bytes, totals.code_objects, totals.instructions, failures, best);
    return failures ? 1 : 0;
}
