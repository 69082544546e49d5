# glassbox — build and test entry points. The README names two of them:
#   make demo   build everything and disassemble a built-in example
#   make test   build everything and run every test (what CI runs)
# Everything the targets need is installed by `make deps` (apt + a venv).

SHELL := /bin/bash
.DEFAULT_GOAL := demo

HOST_PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
PY := $(VENV)/bin/python
BUILD := build
BUILD_ASAN := build-asan
BUILD_FUZZ := build-fuzz
JOBS ?= $(shell nproc)
CLI := $(BUILD)/cli/glassbox
# `make test` compares this many randomly chosen modules (fixed seed) per Python version;
# `make oracle-full` compares all of them.
ORACLE_SAMPLE ?= 500
FUZZ_SECONDS ?= 60

APT_PACKAGES := g++ clang libclang-rt-14-dev libgtest-dev debootstrap
.PHONY: deps build build-asan build-fuzz demo test test-unit test-asan test-fuzz test-python \
        chroots oracle-full check-tables bench bench-decompile bench-dynamo roundtrip-matrix sweep clean \
        test-dynamo-chroot chroot-trixie

deps: $(VENV)/.ready
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi

$(VENV)/.ready: pyproject.toml
	$(HOST_PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q "scikit-build-core>=0.10" cmake ninja pytest pytest-xdist
	# torch.compile for tests/python/test_dynamo_*: pinned, a CPU wheel (unpinned pulls GBs of CUDA)
	$(PY) -m pip install -q "torch==2.13.0" "numpy==2.4.6" "sympy==1.14.0"
	touch $@

build: deps
	PATH=$(abspath $(VENV))/bin:$$PATH cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Release \
	  -DGLASSBOX_WERROR=ON -DGLASSBOX_TESTS=ON
	PATH=$(abspath $(VENV))/bin:$$PATH cmake --build $(BUILD) -j $(JOBS)

build-asan: deps
	PATH=$(abspath $(VENV))/bin:$$PATH cmake -S . -B $(BUILD_ASAN) -G Ninja -DCMAKE_BUILD_TYPE=Debug \
	  -DGLASSBOX_WERROR=ON -DGLASSBOX_TESTS=ON -DGLASSBOX_SANITIZE=address,undefined
	PATH=$(abspath $(VENV))/bin:$$PATH cmake --build $(BUILD_ASAN) -j $(JOBS)

build-fuzz: deps
	PATH=$(abspath $(VENV))/bin:$$PATH CXX=clang++ cmake -S . -B $(BUILD_FUZZ) -G Ninja \
	  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGLASSBOX_FUZZ=ON
	PATH=$(abspath $(VENV))/bin:$$PATH cmake --build $(BUILD_FUZZ) -j $(JOBS) --target fuzz_load

# The main job, for now: disassemble a module compiled on the spot.
demo: build
	@mkdir -p $(BUILD)/demo
	@$(PY) -c "import py_compile; py_compile.compile('tools/demo_module.py', cfile='$(BUILD)/demo/demo_module.pyc', doraise=True)"
	$(CLI) dis $(BUILD)/demo/demo_module.pyc

# Interpreters the host lacks (3.14, 3.15) come from a Debian sid chroot, with Debian's torch and
# pytest for tests/python/test_dynamo_chroot.py (torch.compile on 3.14; ~2 GB, 3-4 min once).
chroots: deps
	tools/chroots/build-chroot.sh sid --with-torch

# Debian trixie's Python 3.13 with its torch 2.6, for tests/python/test_dynamo_chroot.py (~2 GB, 3-4 min once).
chroot-trixie: deps
	tools/chroots/build-chroot.sh trixie --with-torch

check-tables: deps chroots
	tools/check_opcode_tables.sh

test-unit: build
	ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS)

test-asan: build-asan
	ctest --test-dir $(BUILD_ASAN) --output-on-failure -j $(JOBS)

test-fuzz: build-fuzz
	tools/run_fuzzer.sh $(BUILD_FUZZ) $(FUZZ_SECONDS)

# Two workers, one test file each at a time (files share build folders, not each other's).
test-python: build build-asan chroots chroot-trixie
	GLASSBOX_CLI=$(abspath $(CLI)) GLASSBOX_ASAN_CLI=$(abspath $(BUILD_ASAN))/cli/glassbox \
	GLASSBOX_LIBRARY=$(abspath $(BUILD))/core/capi/libglassbox.so PYTHONPATH=$(abspath src) \
	GLASSBOX_ORACLE_SAMPLE=$(ORACLE_SAMPLE) GLASSBOX_REQUIRE_ALL_PYTHONS=1 \
	GLASSBOX_PRINT_FROM_JSON=$(abspath $(BUILD))/tests/print/glassbox_print_from_json \
	GLASSBOX_NORMALIZE_SWEEP=$(abspath $(BUILD))/tests/core/normalize/glassbox_normalize_sweep \
	PATH=$(abspath $(VENV))/bin:$$PATH \
	  $(PY) -m pytest tests/python tests/roundtrip -q -rs -n 2 --dist loadfile

test: check-tables test-unit test-asan test-fuzz test-python test-program-fuzz-ci test-program-fuzz-asan-ci

# The whole torch.compile suite (tests/python/test_dynamo_*.py) inside a chroot, on its Python and
# Debian's python3-torch: sid (3.14, torch 2.14; the default) or CHROOT_SUITE=trixie (3.13, torch 2.6).
# The chroot gets what Inductor needs to compile kernels (libtorch-dev, python3-dev).
CHROOT_SUITE ?= sid
CHROOT_PYTHON_sid := python3.14
CHROOT_PYTHON_trixie := python3.13
DYNAMO_WORKERS ?= 2
test-dynamo-chroot: build
	tools/chroots/build-chroot.sh $(CHROOT_SUITE) --with-inductor
	tools/chroots/run-in-chroot.sh $(CHROOT_SUITE) env \
	  GLASSBOX_LIBRARY=/glassbox/$(BUILD)/core/capi/libglassbox.so PYTHONPATH=/glassbox/src PYTHONDONTWRITEBYTECODE=1 \
	  $(CHROOT_PYTHON_$(CHROOT_SUITE)) -m pytest tests/python/test_dynamo_hooks.py tests/python/test_dynamo_matrix.py \
	  tests/python/test_dynamo_models.py tests/python/test_dynamo_pdb.py tests/python/test_dynamo_graph_text.py \
	  -p no:cacheprovider -p no:logging -q -rsxX -n $(DYNAMO_WORKERS) --dist loadfile

# Every module of every interpreter's standard library and test package.
oracle-full: build chroots
	GLASSBOX_CLI=$(abspath $(CLI)) GLASSBOX_ORACLE_SAMPLE=0 GLASSBOX_REQUIRE_ALL_PYTHONS=1 \
	  $(PY) -m pytest tests/python/test_dis_oracle.py -q -rs -s -n 2

# The decompiler's round trip over tests/corpus on every Python 3.8-3.15, as a version x module table.
roundtrip-matrix: build chroots
	$(PY) tools/roundtrip_matrix.py --cli $(abspath $(CLI)) --out docs/roundtrip-matrix.md

# The round trip over every module of each interpreter's standard library and `test` package
# (tools/sweep.py): docs/sweep/X.Y.md per version, the JSON reports in build-sweep/roundtrip/.
# `make sweep VERSIONS="3.11 3.12"` for some versions only.
VERSIONS ?= 3.8 3.9 3.10 3.11 3.12 3.13 3.14 3.15
sweep: build chroots
	$(PY) tools/sweep.py --cli $(abspath $(CLI)) --versions "$(VERSIONS)" --jobs 2 --out-dir docs/sweep
	$(PY) tools/sweep_plot.py build-sweep/roundtrip/*.json --out docs/sweep.svg

# The same sweep over the pure-Python sources of pinned third-party releases (torch, sympy, numpy;
# tools/sweep_packages.py, run by the venv's Python 3.11): docs/sweep/packages.md and packages/NAME.md.
.PHONY: sweep-packages
sweep-packages: build deps
	$(PY) tools/sweep_packages.py --cli $(abspath $(CLI)) --jobs 2

# CPython's own test suites run from the original and from decompiled source (tools/cpython_tests.py):
# the syntax tests of issue 4 and the suites of a sample of stdlib modules (issue 5), on every Python
# in VERSIONS: docs/cpython-tests.md, the JSON reports in build-cpython-tests/reports/. cpython-tests-ci runs
# the sample of CI_CASES in tools/cpython_tests.py (its report: build-cpython-tests/ci.md).
.PHONY: cpython-tests cpython-tests-ci
cpython-tests: build chroots
	$(PY) tools/cpython_tests.py --cli $(abspath $(CLI)) --versions "$(VERSIONS)" --markdown docs/cpython-tests.md

cpython-tests-ci: build chroots
	$(PY) tools/cpython_tests.py --cli $(abspath $(CLI)) --versions "$(VERSIONS)" --ci \
	  --markdown build-cpython-tests/ci.md

bench: build chroots bench-decompile bench-dynamo
	$(PY) bench/load_decode.py --bench $(BUILD)/bench/load_decode_bench --out docs/benchmarks-load-decode.md

# glassbox beside depyf 0.20.0, decompyle3 3.9.3 and uncompyle6 3.9.3 (bench/run.py): the corpus's functions
# per Python 3.8-3.15 (decompile, recompile, swap __code__, same checks()) and torch.compile's code objects,
# pass rate and speed -> docs/benchmarks.md and docs/benchmarks.png. The peers' venvs (and matplotlib's)
# are made on first use in ~/.cache/glassbox-bench (override: GLASSBOX_BENCH_CACHE).
bench-decompile: build chroots
	$(PY) bench/run.py --library $(BUILD)/core/capi/libglassbox.so --out docs/benchmarks.md

# What glassbox.prepare_debug adds to torch.compile runs (eager, aot_eager), and each decompile's time.
bench-dynamo: build
	GLASSBOX_LIBRARY=$(abspath $(BUILD))/core/capi/libglassbox.so PYTHONPATH=$(abspath src) \
	  $(PY) bench/dynamo_overhead.py --repeat 31 --out docs/benchmarks-dynamo.md

clean:
	rm -rf $(BUILD) $(BUILD_ASAN) $(BUILD_FUZZ) $(VENV) dist *.egg-info

# The differential fuzzer (tools/fuzz/, docs/fuzzer.md): random programs compiled, decompiled,
# recompiled and compared on each version of VERSIONS. `make test-program-fuzz`: a bounded run with a
# fixed seed that fails on any difference; `make fuzz-programs`: FUZZ_PROGRAM_SECONDS per version,
# minimizing one failing program per cause into tests/fuzz-regressions/X.Y/; `make fuzz-regressions`:
# those reproducers round-tripped again.
FUZZ_PROGRAMS ?= 2000
FUZZ_SEED ?= 1
FUZZ_PROGRAM_SECONDS ?= 600
.PHONY: test-program-fuzz fuzz-programs fuzz-regressions test-program-fuzz-ci test-program-fuzz-asan-ci
# CI's bounded run: FUZZ_CI_PROGRAMS per version, seed 1, failing on what must never happen
# (a crash, a timeout, memory exhaustion, a refused module, the harness's own error). Programs
# that do not come back identical are counted, not yet failed: see docs/fuzzer.md.
FUZZ_CI_PROGRAMS ?= 10000
FUZZ_CI_FAIL_ON ?= crash,timeout,out-of-memory,decompile-error,harness-error
test-program-fuzz-ci: build chroots
	$(PY) tools/fuzz/fuzz_programs.py --cli $(abspath $(CLI)) --versions "$(VERSIONS)" --seed 1 \
	  --count $(FUZZ_CI_PROGRAMS) --jobs 2 --fail-on $(FUZZ_CI_FAIL_ON)
# The same gate on the sanitizer build (AddressSanitizer + UBSan, build-asan): FUZZ_ASAN_CI_PROGRAMS more
# programs per version, of seed 2, where a sanitizer report is a crash (exit status 86) and fails the run.
FUZZ_ASAN_CI_PROGRAMS ?= 1000
test-program-fuzz-asan-ci: build-asan chroots
	$(PY) tools/fuzz/fuzz_programs.py --cli $(abspath $(BUILD_ASAN))/cli/glassbox --versions "$(VERSIONS)" --seed 2 \
	  --count $(FUZZ_ASAN_CI_PROGRAMS) --jobs 2 --memory 0 --work build-fuzz-programs-asan --fail-on $(FUZZ_CI_FAIL_ON)
test-program-fuzz: build chroots
	$(PY) tools/fuzz/fuzz_programs.py --cli $(abspath $(CLI)) --versions "$(VERSIONS)" --seed $(FUZZ_SEED) \
	  --count $(FUZZ_PROGRAMS) --jobs 2

fuzz-programs: build chroots
	$(PY) tools/fuzz/fuzz_programs.py --cli $(abspath $(CLI)) --versions "$(VERSIONS)" --seed $(FUZZ_SEED) \
	  --seconds $(FUZZ_PROGRAM_SECONDS) --jobs 2 --minimize 30

fuzz-regressions: build chroots
	$(PY) tools/fuzz/fuzz_programs.py --cli $(abspath $(CLI)) --versions "$(VERSIONS)" --replay tests/fuzz-regressions
