#!/usr/bin/env bash
# Run the reader's libFuzzer target for a bounded time, from a seed corpus of
# small .pyc files compiled by every interpreter available.
#   tools/run_fuzzer.sh BUILD_DIR SECONDS
# A crash, leak or sanitizer report fails the run; the input is kept in BUILD_DIR.
set -euo pipefail
build=$1
seconds=$2
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
seeds="$build/fuzz-seeds"
corpus="$build/fuzz-corpus"
if [[ ! -d "$seeds" ]]; then
  python3 "$repo/tests/fuzz/make_seed_corpus.py" "$seeds"
fi
mkdir -p "$corpus"
echo "fuzzing load + decode + dis for ${seconds}s"
"$build/tests/fuzz/fuzz_load" -max_total_time="$seconds" -max_len=16384 -timeout=10 -rss_limit_mb=2048 \
  -print_final_stats=1 -artifact_prefix="$build/" "$corpus" "$seeds" 2>&1 | tail -n 15
echo "fuzzing: no crash in ${seconds}s"
