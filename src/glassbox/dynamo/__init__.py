"""glassbox and torch.compile: dump, explain and step through what TorchDynamo really runs.

prepare_debug, debug, install and uninstall live in glassbox.dynamo.api (and at glassbox's top level);
this package imports without torch, which is imported when one of them is called.
"""


def prepare_debug(dump_src_dir, clean_wild_fx_code=True, log_bytecode=False):
    from . import api
    return api.prepare_debug(dump_src_dir, clean_wild_fx_code=clean_wild_fx_code, log_bytecode=log_bytecode)


def debug(dump_src_dir=None):
    from . import api
    return api.debug(dump_src_dir)


def install():
    from . import api
    return api.install()


def uninstall():
    from . import api
    return api.uninstall()


__all__ = ["prepare_debug", "debug", "install", "uninstall"]
