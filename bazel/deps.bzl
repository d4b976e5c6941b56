"""External repositories symsync builds with, all local: nothing is downloaded.

An outside workspace gets a working build with

    local_repository(name = "symsync", path = "...")
    load("@symsync//bazel:deps.bzl", "symsync_dependencies")
    symsync_dependencies()

Bazel 4.2.3 fetches @rules_cc, @rules_java and @remote_coverage_tools from the
internet even for plain C++ builds; they are provided here instead. Files that
live inside @symsync are located with Label(...), which resolves against the
repository this file belongs to, so the same code works from this workspace and
from an outside one (a local_repository path inside a macro would resolve
against the consumer's workspace instead).

@symsync_cuda records whether this machine has a CUDA toolkit (its
cuda_config.bzl: CUDA_AVAILABLE); without one, symsync builds host-only (see
if_cuda in cuda.bzl) instead of failing.
"""

def _shim_files(ctx, files):
    """Symlinks files of //bazel/shims into the repository being created."""
    ctx.file("WORKSPACE", "workspace(name = \"%s\")\n" % ctx.name)
    for shim, dest in files.items():
        ctx.symlink(Label("//bazel/shims:" + shim), dest)

def _rules_cc_shim_impl(ctx):
    _shim_files(ctx, {
        "rules_cc.BUILD": "BUILD.bazel",
        "rules_cc_cc.BUILD": "cc/BUILD.bazel",
        "rules_cc_defs.bzl": "cc/defs.bzl",
        "rules_cc_find_cc_toolchain.bzl": "cc/find_cc_toolchain.bzl",
    })

_rules_cc_shim = repository_rule(
    implementation = _rules_cc_shim_impl,
    doc = "A tiny @rules_cc whose cc/defs.bzl forwards to Bazel's native C++ rules.",
)

def _remote_coverage_tools_stub_impl(ctx):
    _shim_files(ctx, {
        "remote_coverage_tools.BUILD": "BUILD.bazel",
        "coverage_unavailable.sh": "coverage_unavailable.sh",
    })

_remote_coverage_tools_stub = repository_rule(
    implementation = _remote_coverage_tools_stub_impl,
    doc = "Stands in for @remote_coverage_tools; its tools fail with a clear message.",
)

def _link_children(ctx, directory):
    for child in ctx.path(directory).readdir():
        ctx.symlink(child, child.basename)

def _system_rules_java_impl(ctx):
    path = ctx.attr.path
    if not ctx.path(path + "/java").exists:
        fail("symsync: Debian's bazel-rules-java is not installed (no %s/java). " % path +
             "Run ./setup.sh, or install it with: apt-get install bazel-rules-java")
    _link_children(ctx, path)

_system_rules_java = repository_rule(
    implementation = _system_rules_java_impl,
    attrs = {"path": attr.string(mandatory = True)},
    doc = "Debian's rules_java (package bazel-rules-java), which suits Bazel 4.2.3.",
)

def _first_existing(ctx, candidates, what, hint):
    for candidate in candidates:
        if ctx.path(candidate).exists:
            return candidate
    fail("symsync: %s not found (looked in: %s). %s" % (what, ", ".join(candidates), hint))

_LIB_DIRS = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib"]

def _system_gtest_impl(ctx):
    hint = "Run ./setup.sh, or install it with: apt-get install libgtest-dev"
    include = _first_existing(ctx, ["/usr/include/gtest"], "GoogleTest headers", hint)
    libdir = _first_existing(ctx, [d + "/libgtest.a" for d in _LIB_DIRS], "GoogleTest library", hint)
    libdir = libdir.rpartition("/")[0]
    ctx.symlink(include, "include/gtest")
    if ctx.path("/usr/include/gmock").exists:
        ctx.symlink("/usr/include/gmock", "include/gmock")
    for lib in ["libgtest.a", "libgtest_main.a"]:
        ctx.symlink(libdir + "/" + lib, "lib/" + lib)
    ctx.file("WORKSPACE", "workspace(name = \"%s\")\n" % ctx.name)
    ctx.symlink(Label("//bazel/shims:system_gtest.BUILD"), "BUILD.bazel")

_system_gtest = repository_rule(
    implementation = _system_gtest_impl,
    doc = "GoogleTest from the system (Debian's libgtest-dev).",
)

def _run_or_fail(ctx, args, hint):
    result = ctx.execute(args)
    if result.return_code != 0:
        fail("symsync: '%s' failed (exit %d): %s %s" % (" ".join(args), result.return_code, result.stderr.strip(), hint))
    return result.stdout.strip()

def _system_mpi_impl(ctx):
    hint = "Run ./setup.sh, or install Open MPI with: apt-get install openmpi-bin libopenmpi-dev"
    mpicc = ctx.which("mpicc")
    if mpicc == None:
        fail("symsync: mpicc is not on PATH, so Open MPI's headers and library cannot be located. " + hint)
    incdirs = _run_or_fail(ctx, [mpicc, "--showme:incdirs"], hint).split(" ")
    libdirs = _run_or_fail(ctx, [mpicc, "--showme:libdirs"], hint).split(" ")
    libs = _run_or_fail(ctx, [mpicc, "--showme:libs"], hint).split(" ")
    if not incdirs or not ctx.path(incdirs[0] + "/mpi.h").exists:
        fail("symsync: mpicc reports include directories %s but mpi.h is not in the first. %s" % (incdirs, hint))

    # Only the first include directory holds mpi.h; the others are implementation
    # subdirectories that mpi.h reaches with relative includes from inside it.
    ctx.symlink(incdirs[0], "include")
    linkopts = ["-L" + d for d in libdirs if d] + ["-Wl,-rpath," + d for d in libdirs if d] + ["-l" + l for l in libs if l]
    ctx.file("WORKSPACE", "workspace(name = \"%s\")\n" % ctx.name)
    ctx.template("BUILD.bazel", Label("//bazel/shims:system_mpi.BUILD.tpl"), {
        "%{linkopts}": repr(linkopts),
    })

_system_mpi = repository_rule(
    implementation = _system_mpi_impl,
    environ = ["PATH"],
    doc = "Open MPI from the system, located with mpicc --showme.",
)

def _system_ucx_impl(ctx):
    hint = "Run ./setup.sh, or install UCX with: apt-get install libucx-dev"
    pkg_config = ctx.which("pkg-config")
    if pkg_config == None:
        fail("symsync: pkg-config is not on PATH, so UCX's headers and library cannot be located. " + hint)
    includedir = _run_or_fail(ctx, [pkg_config, "--variable=includedir", "ucx"], hint)
    libs = _run_or_fail(ctx, [pkg_config, "--libs", "ucx"], hint).split(" ")
    libdir = _run_or_fail(ctx, [pkg_config, "--variable=libdir", "ucx"], hint)
    if not ctx.path(includedir + "/ucp/api/ucp.h").exists:
        fail("symsync: pkg-config says UCX's headers are in %s, but %s/ucp/api/ucp.h is missing. %s" % (includedir, includedir, hint))

    # Only UCX's own header directories, not all of /usr/include.
    for sub in ["ucp", "uct", "ucs", "ucm"]:
        if ctx.path(includedir + "/" + sub).exists:
            ctx.symlink(includedir + "/" + sub, "include/" + sub)
    linkopts = ["-L" + libdir, "-Wl,-rpath," + libdir] + [l for l in libs if l]
    ctx.file("WORKSPACE", "workspace(name = \"%s\")\n" % ctx.name)
    ctx.template("BUILD.bazel", Label("//bazel/shims:system_ucx.BUILD.tpl"), {
        "%{linkopts}": repr(linkopts),
    })

_system_ucx = repository_rule(
    implementation = _system_ucx_impl,
    environ = ["PATH", "PKG_CONFIG_PATH"],
    doc = "UCX from the system (Debian's libucx-dev), located with pkg-config.",
)

def _find_cuda_toolkit(ctx, cuda_path):
    """(nvcc, libdir, version) of the toolkit at cuda_path, or a string saying what is missing."""
    nvcc = cuda_path + "/bin/nvcc"
    if not ctx.path(nvcc).exists:
        return "no CUDA toolkit at %s (no %s)" % (cuda_path, nvcc)
    libdir = None
    for candidate in ["lib64", "lib/x64", "lib"]:
        if ctx.path("%s/%s/libcudart_static.a" % (cuda_path, candidate)).exists:
            libdir = cuda_path + "/" + candidate
            break
    if libdir == None:
        return "the CUDA toolkit at %s is incomplete (it has nvcc but no lib64/libcudart_static.a)" % cuda_path
    result = ctx.execute([nvcc, "--version"])
    if result.return_code != 0:
        return "'%s --version' failed (exit %d): %s" % (nvcc, result.return_code, result.stderr.strip())
    return (nvcc, libdir, result.stdout.strip().splitlines()[-1])

def _local_cuda_impl(ctx):
    cuda_path = ctx.os.environ.get("CUDA_PATH", "") or ctx.attr.default_path
    found = _find_cuda_toolkit(ctx, cuda_path)
    ctx.file("WORKSPACE", "workspace(name = \"%s\")\n" % ctx.name)
    header = [
        "\"\"\"The local CUDA toolkit, as found by symsync_dependencies().\"\"\"",
        "",
        "# CUDA_AVAILABLE: whether CUDA targets can be built. Without a toolkit,",
        "# @symsync//:nvshmem is built from host sources alone and cuda_library fails",
        "# with CUDA_MISSING, which says why.",
    ]
    if type(found) == "string":
        ctx.file("cuda_config.bzl", "\n".join(header + [
            "CUDA_AVAILABLE = False",
            "CUDA_MISSING = %r" % found,
            "CUDA_PATH = %r" % cuda_path,
            "NVCC = None",
            "NVCC_VERSION = None",
            "",
        ]))
        ctx.symlink(Label("//bazel/shims:local_cuda_absent.BUILD"), "BUILD.bazel")
        return
    nvcc, libdir, version = found
    for lib in ["libcudart_static.a", "libcudadevrt.a"]:
        ctx.symlink(libdir + "/" + lib, "lib/" + lib)
    ctx.symlink(cuda_path + "/include", "include")

    # nvcc finds its own tools relative to the path it was started with, so the
    # rules call it by its real path rather than through a symlink.
    ctx.file("cuda_config.bzl", "\n".join(header + [
        "CUDA_AVAILABLE = True",
        "CUDA_MISSING = None",
        "CUDA_PATH = %r" % cuda_path,
        "NVCC = %r" % nvcc,
        "NVCC_VERSION = %r" % version,
        "",
    ]))
    ctx.symlink(Label("//bazel/shims:local_cuda.BUILD"), "BUILD.bazel")

# CUDA_PATH reaches this rule from the environment of the bazel command itself
# (`environ`): changing it, or setting or unsetting it, makes Bazel run the rule
# again. A toolkit installed later where CUDA_PATH already points is found after
# `bazel sync --configure` (this rule is a `configure` one).
_local_cuda = repository_rule(
    implementation = _local_cuda_impl,
    attrs = {"default_path": attr.string(default = "/usr/local/cuda")},
    environ = ["CUDA_PATH"],
    configure = True,
    doc = "The CUDA toolkit installed on this machine (CUDA_PATH, default /usr/local/cuda), or a " +
          "record that there is none: host-only builds need no toolkit.",
)

def _maybe(repo_rule, name, **kwargs):
    if not native.existing_rule(name):
        repo_rule(name = name, **kwargs)

def symsync_dependencies(rules_java_path = "/usr/share/bazel/rules/java"):
    """Declares every repository symsync needs, unless the workspace already has it.

    Args:
      rules_java_path: where Debian's bazel-rules-java package installed rules_java.
    """
    _maybe(_rules_cc_shim, "rules_cc")
    _maybe(_system_rules_java, "rules_java", path = rules_java_path)
    _maybe(_remote_coverage_tools_stub, "remote_coverage_tools")
    _maybe(_local_cuda, "symsync_cuda")
    _maybe(_system_gtest, "symsync_gtest")
    _maybe(_system_mpi, "symsync_mpi")
    _maybe(_system_ucx, "symsync_ucx")
