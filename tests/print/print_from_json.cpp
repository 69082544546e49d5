// glassbox_print_from_json: prints the JSON syntax tree that ast_to_json.py
// wrote as Python source for a target version, so that the round-trip test
// (tests/python/test_print_roundtrip.py) can compare the tree the target
// Python reads back with the one it wrote.
//
//   glassbox_print_from_json --python 3.12 [--utf8] FILE.json|-
//
// Exit status: 0 printed; 2 the printer refused the tree (PrintError, on
// stderr); 3 the JSON could not be read into ast.h; 1 usage.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <stdexcept>
#include <string>

#include "ast_from_json.h"
#include "print/print.h"

namespace {

bool parse_version(const std::string& text, glassbox::PythonVersion& version) {
    return std::sscanf(text.c_str(), "%d.%d", &version.major, &version.minor) == 2 && glassbox::is_supported(version);
}

int usage() {
    std::cerr << "usage: glassbox_print_from_json --python X.Y [--utf8] FILE.json|-\n";
    return 1;
}

}  // namespace

int main(int argc, char** argv) {
    glassbox::PrintOptions options;
    std::string path;
    bool have_version = false;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        if (arg == "--python" && i + 1 < argc) {
            have_version = parse_version(argv[++i], options.target);
            if (!have_version) return usage();
        } else if (arg == "--utf8") {
            options.ascii_only = false;
        } else if (path.empty()) {
            path = arg;
        } else {
            return usage();
        }
    }
    if (!have_version || path.empty()) return usage();

    std::string text;
    if (path == "-") {
        text.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
    } else {
        std::ifstream file(path, std::ios::binary);
        if (!file) {
            std::cerr << "cannot open " << path << "\n";
            return 3;
        }
        std::ostringstream buffer;
        buffer << file.rdbuf();
        text = buffer.str();
    }

    glassbox::ast::Module module;
    try {
        module = glassbox::test_json::module_from_json(glassbox::test_json::parse(text));
    } catch (const std::exception& error) {
        std::cerr << "unsupported tree: " << error.what() << "\n";
        return 3;
    }
    try {
        std::cout << glassbox::print_module(module, options);
    } catch (const glassbox::PrintError& error) {
        std::cerr << "print error: " << error.what() << "\n";
        return 2;
    }
    return 0;
}
