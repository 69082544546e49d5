"""Acceptance: one wheel, installed with pip into a fresh virtual environment of
every Python 3.8-3.15, gives a working `glassbox` command and package."""

import subprocess
import sys

import pytest

import interpreters

WHEEL_DIR = interpreters.REPO / "build-wheel"
SMOKE = (
    "import glassbox, json, subprocess, sys\n"
    "def f(x):\n"
    "    return x + 1\n"
    "record = glassbox.dis(f, json=True)\n"
    "names = [i['opname'] for i in record['code']['instructions']]\n"
    "assert 'RETURN_VALUE' in names or 'RETURN_CONST' in names, names\n"
    "assert record['python'] == '%d.%d' % sys.version_info[:2], record['python']\n"
    "version = subprocess.run(['glassbox', '--version'], stdout=subprocess.PIPE, check=True).stdout\n"
    "print('ok', record['python'], len(names), version.decode().strip())\n"
)


@pytest.fixture(scope="module")
def wheel():
    """The wheel, built once from this checkout with the test environment's scikit-build-core."""
    WHEEL_DIR.mkdir(exist_ok=True)
    for old in WHEEL_DIR.glob("*.whl"):
        old.unlink()
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                    "-w", str(WHEEL_DIR), str(interpreters.REPO)], check=True)
    wheels = list(WHEEL_DIR.glob("glassbox-*-py3-none-*.whl"))
    assert len(wheels) == 1, wheels
    return wheels[0]


@pytest.mark.parametrize("version", interpreters.ALL_VERSIONS)
def test_wheel_installs_and_runs(version, wheel):
    python = interpreters.find(version)
    interpreters.skip_or_fail_if_absent(python is None, version)
    venv = WHEEL_DIR / ("venv-" + version)
    script = (
        "set -e; rm -rf {venv}; {python} -m venv {venv}; "
        "{venv}/bin/python -m pip install -q --no-index --no-deps {wheel}; "
        "PATH={venv}/bin:$PATH {venv}/bin/python -c \"$SMOKE\""
    ).format(venv=python.path(venv), python=python.argv[-1], wheel=python.path(wheel))
    env_prefix = python.argv[:-1]
    result = subprocess.run(env_prefix + ["env", "SMOKE=" + SMOKE, "bash", "-c", script],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True, timeout=600)
    assert result.returncode == 0, result.stdout[-3000:]
    assert ("ok %s" % version) in result.stdout, result.stdout[-3000:]
