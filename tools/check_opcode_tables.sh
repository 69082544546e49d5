#!/usr/bin/env bash
# The committed opcode tables must be exactly what each interpreter's own
# opcode/dis modules generate, and must pass the generator's self-test.
# Host interpreters 3.8-3.13 come from pyenv, 3.14/3.15 from the sid chroot.
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$repo"
pyenv_root=${PYENV_ROOT:-$(pyenv root 2>/dev/null || echo /root/.pyenv)}
status=0
check() {  # VERSION PYTHON-COMMAND...
  local version=$1; shift
  if "$@" tools/gen_opcode_tables.py --check && "$@" tools/gen_opcode_tables.py --self-test >/dev/null; then
    echo "opcode table $version: up to date, self-test passed"
  else
    echo "opcode table $version: FAILED" >&2; status=1
  fi
}
for v in 3.8 3.9 3.10 3.11 3.12 3.13; do
  python=$(ls -d "$pyenv_root"/versions/$v.*/bin/python 2>/dev/null | sort -V | tail -n 1)
  [[ -n "$python" ]] || { echo "opcode table $v: no interpreter found" >&2; status=1; continue; }
  check "$v" "$python"
done
for v in 3.14 3.15; do
  check "$v" tools/chroots/run-in-chroot.sh sid "python$v"
done
exit $status
