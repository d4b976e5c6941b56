#!/bin/sh
echo "symsync: 'bazel coverage' is not available: this workspace builds offline and" >&2
echo "@remote_coverage_tools is a local stub (see bazel/deps.bzl)." >&2
exit 1
