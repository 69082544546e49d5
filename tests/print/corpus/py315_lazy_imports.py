# glassbox-print-min-python: 3.15
# PEP 810: lazy imports (module level only), and `lazy` still a plain name elsewhere.
lazy import json
lazy import os.path as osp, collections.abc
lazy from typing import Any, cast as c
lazy from . import sibling
lazy from ..pkg.mod import name
import lazy
from lazy import lazy as eager
lazy = lazy.lazy(1)
