# glassbox-corpus: min-python=3.15
"""Explicit lazy imports (PEP 810, 3.15): `lazy import` and `lazy from ...
import`, allowed at module level only; the module loads on first use."""

lazy import json
lazy import xml.etree.ElementTree as ElementTree
lazy from os import path as os_path, sep
lazy import glassbox_corpus_missing_module

MISSING_IS_BOUND = "glassbox_corpus_missing_module" in globals()


def uses():
    return [json.dumps({"a": 1}), ElementTree.__name__, os_path.join("a", "b") == "a" + sep + "b"]


def missing():
    try:
        glassbox_corpus_missing_module.anything
    except ImportError as error:
        return type(error).__name__
    return "loaded?"


def checks():
    return {
        "uses": uses(),
        "missing": missing(),
        "bound": MISSING_IS_BOUND,
    }
