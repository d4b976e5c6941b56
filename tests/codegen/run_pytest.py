"""Runs this directory's pytest suite (the entry point of the Bazel test)."""

import sys
from pathlib import Path

import pytest

if __name__ == "__main__":
    sys.exit(pytest.main([str(Path(__file__).parent), "-q", "-p", "no:cacheprovider", *sys.argv[1:]]))
