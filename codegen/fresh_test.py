"""Fails when generated/ is stale: renders spec/ + templates/ in memory and
compares with the committed files (missing, changed and orphaned files all
fail). Run by `bazel test //codegen:generated_is_fresh_test`."""

import os
import sys
from pathlib import Path

from codegen.__main__ import main

if __name__ == "__main__":
    root = Path(os.environ.get("TEST_SRCDIR", ".")) / os.environ.get("TEST_WORKSPACE", "symsync")
    sys.exit(main(["--check", "--root", str(root)]))
