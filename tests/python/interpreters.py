"""The Python interpreters the cross-version tests run: 3.8-3.13 from pyenv on
the host, 3.14 and 3.15 inside the Debian sid chroot of tools/chroots/."""

import os
import shutil
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
CHROOT_ROOT = Path(os.environ.get("GLASSBOX_CHROOT_ROOT", "/var/tmp/glassbox-chroots"))
HOST_VERSIONS = ["3.8", "3.9", "3.10", "3.11", "3.12", "3.13"]
CHROOT_VERSIONS = {"3.14": "sid", "3.15": "sid"}
ALL_VERSIONS = HOST_VERSIONS + list(CHROOT_VERSIONS)


class Interpreter:
    """How to run one Python version, and where the repository is as it sees it."""

    def __init__(self, version, argv, repo):
        self.version = version
        self.argv = argv          # command prefix that runs this python
        self.repo = repo          # the repository root, as a path this python can open

    def path(self, host_path):
        """A file's path as this interpreter sees it: a host interpreter sees every path; one in
        a chroot sees only the repository (mounted at self.repo)."""
        resolved = Path(host_path).resolve()
        if self.repo == str(REPO):
            return str(resolved)
        try:
            return str(Path(self.repo) / resolved.relative_to(REPO))
        except ValueError:
            raise ValueError("Python %s runs in a chroot that sees only the repository (%s), not %s: "
                             "choose a path inside the repository" % (self.version, REPO, resolved)) from None

    def run(self, args, **kwargs):
        return subprocess.run(self.argv + list(args), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              universal_newlines=True, **kwargs)


def pyenv_python(version):
    root = os.environ.get("PYENV_ROOT") or (shutil.which("pyenv") and subprocess.run(
        ["pyenv", "root"], stdout=subprocess.PIPE, universal_newlines=True).stdout.strip()) or "/root/.pyenv"
    candidates = sorted(Path(root, "versions").glob(version + ".*/bin/python"))
    return str(candidates[-1]) if candidates else None


def find(version):
    """The interpreter for `version`, or None when this machine lacks it."""
    if version in CHROOT_VERSIONS:
        suite = CHROOT_VERSIONS[version]
        if not (CHROOT_ROOT / suite / "usr/bin" / ("python" + version)).exists():
            return None
        argv = [str(REPO / "tools/chroots/run-in-chroot.sh"), suite, "python" + version]
        return Interpreter(version, argv, "/glassbox")
    python = pyenv_python(version)
    return Interpreter(version, [python], str(REPO)) if python else None


def require_all():
    """CI sets this: a missing interpreter is then a failure, not a skip."""
    return os.environ.get("GLASSBOX_REQUIRE_ALL_PYTHONS") == "1"


def skip_or_fail_if_absent(absent, version):
    """In a test: where Python `version` is absent, skip the test, or fail it under require_all()."""
    if not absent:
        return
    import pytest
    message = "Python %s is not available on this machine" % version
    if require_all():
        pytest.fail(message)
    pytest.skip(message)


def options_passed_on(argv, dropped):
    """argv without the options `dropped` (each takes a value, as `--x V` or `--x=V`): what a
    tool run with --versions passes on to its run under each interpreter."""
    kept, skip = [], False
    for arg in argv:
        if skip:
            skip = False
        elif arg in dropped:
            skip = True
        elif arg.split("=", 1)[0] not in dropped:
            kept.append(arg)
    return kept
