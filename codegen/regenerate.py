"""Entry point of `bazel run //codegen:regenerate`: regenerates generated/ in
the workspace (Bazel sets BUILD_WORKSPACE_DIRECTORY), as `python3 -m codegen`
does from a checkout. Extra arguments (--check, -q) are passed on."""

import sys

from codegen.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
