"""glassbox's torch.compile integration: prepare_debug, debug, install, uninstall (depyf's names and meaning).

    with glassbox.prepare_debug("dump"):      # every frame TorchDynamo converts inside is dumped
        model(x)
    with glassbox.debug():                    # the dumped files run; set breakpoints in them
        model(x)

torch is imported only when one of these is called. docs/torch.md describes the files and the hooks.
"""
import contextlib
import threading
import warnings

from . import _torch
from .capture import Session, warn
from .decompiling import decompile_code

_lock = threading.RLock()
_active = [None]  # the open Session
_last_dump_dir = [None]


def active_session():
    """The Session of the prepare_debug or debug() block now open, or None."""
    return _active[0]


@contextlib.contextmanager
def prepare_debug(dump_src_dir, clean_wild_fx_code=True, log_bytecode=False, guard_tree=False):
    """Dump what torch.compile runs for every frame TorchDynamo converts inside the block into
    `dump_src_dir`: the decompiled transformed code of each frame and resume function, the graphs of
    each compiled function (captured, AOT forward/backward, post-grad), Inductor's output code, the
    guards, one full_code_for_<fn>.py per function and index.md.

    Frames compiled before the block keep their cached code and are not dumped; call
    torch._dynamo.reset() before the block to have them converted (and dumped) again.
    clean_wild_fx_code: keep only graphs that belong to a dumped frame (False: also every FX graph
    module's code, as __fx_graph_code_<hash>.py). log_bytecode: also write the original, transformed
    and (under debug()) recompiled bytecode of each frame next to its transformed code. guard_tree:
    write Dynamo's guard tree (TORCH_LOGS=guards' text: the guards with their accessors, kinds and
    source lines) into each .guards.txt instead of the list of guard predicates; torch renders it for
    glassbox at about 0.5 ms a cache entry."""
    _torch.torch_module()
    with _lock:
        if _active[0] is not None:
            raise RuntimeError("glassbox.prepare_debug: a prepare_debug or debug() block is already open "
                               "(dumping into %s)" % _active[0].dump_dir)
        session = Session(dump_src_dir, clean_wild_fx_code=clean_wild_fx_code, log_bytecode=log_bytecode,
                          guard_tree=guard_tree)
        session.open()
        _active[0] = session
        _last_dump_dir[0] = session.dump_dir
    try:
        yield session
    finally:
        with _lock:
            _active[0] = None
        session.close()


@contextlib.contextmanager
def debug(dump_src_dir=None):
    """Run what torch.compile compiles from the dumped files, so that pdb, breakpoint() and any
    sys.settrace debugger stop at breakpoints set in them (transformed code, resume functions, and
    the graph code of the eager and aot_eager backends).

    Inside prepare_debug, it uses that block's directory; outside, the directory of the last
    prepare_debug (or `dump_src_dir`), dumping anew into it. On entry it calls torch._dynamo.reset(),
    so frames compiled earlier are converted again, inside the block, and run from their files. A
    frame whose code cannot be decompiled exactly keeps running Dynamo's own code (with a warning).
    Compilations made inside the block keep running from the files after it, until torch._dynamo.reset()."""
    _torch.torch_module()
    with _lock:
        session = _active[0]
        opened = False
        if session is None:
            directory = dump_src_dir or _last_dump_dir[0]
            if directory is None:
                raise RuntimeError("glassbox.debug(): no dump directory; use it inside or after "
                                   "glassbox.prepare_debug(dump_dir), or pass debug(dump_dir)")
            session = Session(directory)
            session.open()
            _active[0] = session
            _last_dump_dir[0] = session.dump_dir
            opened = True
        elif dump_src_dir is not None:
            warn("debug(%r) inside prepare_debug dumps into %s" % (dump_src_dir, session.dump_dir))
        was_debugging = session.debugging
        session.debugging = True
    if not was_debugging:
        _torch.dynamo_reset()
    try:
        yield session
    finally:
        with _lock:
            session.debugging = was_debugging
            if opened:
                _active[0] = None
        if opened:
            session.close()
        else:
            try:
                session.finish()
            except Exception as error:
                session.hook_failed("writing the full code and the index", error)


# ------------------------------------------------------------------ install / uninstall

_installed = [None]


def _log_decompiled(code, out_code):
    try:
        logger = _torch.bytecode_logger()
        if logger is None or not logger.isEnabledFor(10):  # logging.DEBUG: only under TORCH_LOGS=+bytecode
            return None
        for title, target in (("ORIGINAL", code), ("MODIFIED", out_code)):
            result = decompile_code(target)
            if result.source is not None:
                text = result.source
                if result.problems or result.error:
                    text += "\n# glassbox: " + (result.reason() or "")
            else:
                text = "# glassbox could not decompile it: %s" % result.reason()
            logger.debug("%s SOURCE (decompiled by glassbox) %s %s line %s \n%s", title, code.co_name,
                         code.co_filename, code.co_firstlineno, text)
    except Exception as error:  # never into Dynamo
        try:
            warnings.warn("glassbox: logging decompiled source failed: %s: %s" % (type(error).__name__, error),
                          RuntimeWarning)
        except Exception:
            pass
    return None


def install():
    """Log decompiled source next to Dynamo's bytecode logging (TORCH_LOGS=+bytecode): the original
    and the transformed code of each converted frame, as Python. Idempotent; undone by uninstall()."""
    _torch.torch_module()
    with _lock:
        if _installed[0] is not None:
            return
        handle = _torch.register_bytecode_hook(_log_decompiled)
        if handle is None:
            warn("this torch has no torch._dynamo.convert_frame.register_bytecode_hook: install() logs nothing")
            return
        _installed[0] = handle


def uninstall():
    """Undo install(); does nothing if it is not installed."""
    with _lock:
        handle, _installed[0] = _installed[0], None
    if handle is not None:
        handle.remove()
