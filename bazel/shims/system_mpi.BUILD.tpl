# Open MPI from the system, made by symsync's bazel/deps.bzl from mpicc --showme.
package(default_visibility = ["//visibility:public"])

cc_library(
    name = "mpi",
    hdrs = glob(["include/**/*.h"]),
    # The C API only: the deprecated C++ bindings need libmpi_cxx.
    defines = ["OMPI_SKIP_MPICXX", "MPICH_SKIP_MPICXX"],
    includes = ["include"],
    linkopts = %{linkopts},
)
