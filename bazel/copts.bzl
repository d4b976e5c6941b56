"""Compiler options symsync's own C++ targets carry themselves, so that they
build the same in an outside workspace, whatever its .bazelrc says."""

SYMSYNC_COPTS = ["-std=c++17"]
