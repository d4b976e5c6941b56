# UCX from the system, made by symsync's bazel/deps.bzl from pkg-config.
package(default_visibility = ["//visibility:public"])

cc_library(
    name = "ucx",
    hdrs = glob(["include/**/*.h"]),
    includes = ["include"],
    linkopts = %{linkopts},
)
