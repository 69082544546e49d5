"""The interpreters the benchmark runs: one venv per (pinned PyPI packages, Python version).

Venvs live in the cache directory (~/.cache/glassbox-bench, or GLASSBOX_BENCH_CACHE), are made
on first use and kept. For 3.14 and 3.15, which run in the sid chroot of tools/chroots/ and have
no route to the package index there, the host downloads the wheels into the chroot and pip
inside it installs from them (the same path under /root/.cache/glassbox-bench). A venv that
cannot be made gives a reason instead, which the report shows.
"""
import os
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "python"))
import interpreters  # noqa: E402

PINS = {
    "depyf": ["depyf==0.20.0"],
    "decompyle3": ["decompyle3==3.9.3"],
    "uncompyle6": ["uncompyle6==3.9.3"],
    "plot": ["matplotlib==3.9.2"],
}
CHROOT_CACHE = "/root/.cache/glassbox-bench"


def default_cache():
    return Path(os.environ.get("GLASSBOX_BENCH_CACHE", Path.home() / ".cache" / "glassbox-bench"))


def last_line(text):
    lines = (text or "").strip().splitlines()
    return lines[-1][:200] if lines else "no message"


def venv_name(kind, version):
    pins = "-".join(pin.replace("==", "-") for pin in PINS[kind])
    return "%s-py%s" % (pins, version)


def import_check(kind):
    return ["-c", "import %s" % PINS[kind][0].split("==")[0]]


def host_venv(python, kind, cache):
    """(Interpreter of the venv, None) or (None, why not), for a pyenv interpreter."""
    venv = Path(cache) / venv_name(kind, python.version)
    venv_python = interpreters.Interpreter(python.version, [str(venv / "bin" / "python")], python.repo)
    if (venv / "bin" / "python").exists() and venv_python.run(import_check(kind)).returncode == 0:
        return venv_python, None
    shutil.rmtree(str(venv), ignore_errors=True)
    create = python.run(["-m", "venv", str(venv)])
    if create.returncode != 0:
        return None, "venv failed: " + last_line(create.stderr)
    install = venv_python.run(["-m", "pip", "install", "-q", "--disable-pip-version-check"] + PINS[kind])
    if install.returncode != 0:
        return None, "pip install failed: " + last_line(install.stderr)
    return checked(venv_python, kind)


def chroot_venv(python, kind):
    """The same inside the chroot, from wheels the host downloads for that Python version."""
    runner = python.argv[:-1]  # run-in-chroot.sh SUITE
    venv = "%s/%s" % (CHROOT_CACHE, venv_name(kind, python.version))
    venv_python = interpreters.Interpreter(python.version, runner + [venv + "/bin/python"], python.repo)
    if venv_python.run(import_check(kind)).returncode == 0:
        return venv_python, None
    suite = interpreters.CHROOT_VERSIONS[python.version]
    wheels = interpreters.CHROOT_ROOT / suite / CHROOT_CACHE.lstrip("/") / "wheels"
    wheels.mkdir(parents=True, exist_ok=True)
    download = subprocess.run(
        [sys.executable, "-m", "pip", "download", "-q", "--disable-pip-version-check", "-d", str(wheels),
         "--only-binary=:all:", "--python-version", python.version] + PINS[kind],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True)
    if download.returncode != 0:
        return None, "no wheels for %s: %s" % (python.version, last_line(download.stdout))
    script = "rm -rf {v} && python{x} -m venv {v} && {v}/bin/python -m pip install -q --no-index --find-links {w} {p}"
    install = subprocess.run(runner + ["sh", "-c", script.format(
        v=venv, x=python.version, w=CHROOT_CACHE + "/wheels", p=" ".join(PINS[kind]))],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True)
    if install.returncode != 0:
        return None, "install failed: " + last_line(install.stdout)
    return checked(venv_python, kind)


def checked(venv_python, kind):
    result = venv_python.run(import_check(kind))
    if result.returncode != 0:
        return None, "import failed: " + last_line(result.stderr)
    return venv_python, None


def tool_interpreter(kind, version, cache):
    """(Interpreter with the pinned packages of `kind` for Python `version`, None) or (None, why not)."""
    python = interpreters.find(version)
    if python is None:
        return None, "Python %s is not on this machine" % version
    if version in interpreters.CHROOT_VERSIONS:
        return chroot_venv(python, kind)
    return host_venv(python, kind, cache)


def site_packages(interpreter):
    """The venv's site-packages directory (for importing a pure-Python tool from another process)."""
    result = interpreter.run(["-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"])
    return result.stdout.strip() if result.returncode == 0 else None
