"""cuda_cubin: compiles one .cu file into a device ELF (nvcc -cubin), for tests
that inspect the device code's symbols and relocations.

The toolkit has no cuobjdump here, but a cubin is a plain ELF file that a test
reads directly. Same toolkit, host compiler and include paths as cuda_library.
"""

load("@bazel_tools//tools/cpp:toolchain_utils.bzl", "find_cpp_toolchain")
load("@symsync_cuda//:cuda_config.bzl", "NVCC")

def _cuda_cubin_impl(ctx):
    cc_toolchain = find_cpp_toolchain(ctx)
    compilation_context = cc_common.merge_cc_infos(
        cc_infos = [dep[CcInfo] for dep in ctx.attr.deps],
    ).compilation_context
    flags = [
        "-std=c++17",
        "--compiler-bindir=" + cc_toolchain.compiler_executable,
        "-cubin",
        "-arch=" + ctx.attr.arch,
        "-I.",
    ]
    for path in compilation_context.includes.to_list():
        flags += ["-I", path]
    for path in compilation_context.quote_includes.to_list():
        flags += ["-I", path]
    for path in compilation_context.system_includes.to_list():
        flags += ["-isystem", path]
    out = ctx.actions.declare_file(ctx.label.name + ".cubin")
    ctx.actions.run(
        executable = NVCC,
        arguments = flags + ctx.attr.copts + [ctx.file.src.path, "-o", out.path],
        inputs = depset([ctx.file.src], transitive = [compilation_context.headers]),
        outputs = [out],
        mnemonic = "NvccCubin",
        progress_message = "nvcc -cubin %s (%s)" % (ctx.file.src.short_path, ctx.attr.arch),
        use_default_shell_env = True,
    )
    return [DefaultInfo(files = depset([out]), runfiles = ctx.runfiles(files = [out]))]

cuda_cubin = rule(
    implementation = _cuda_cubin_impl,
    attrs = {
        "src": attr.label(allow_single_file = [".cu"], mandatory = True, doc = "The CUDA C++ source."),
        "deps": attr.label_list(providers = [CcInfo], doc = "Libraries whose headers it includes."),
        "arch": attr.string(default = "sm_90", doc = "The GPU architecture (sm_XY)."),
        "copts": attr.string_list(doc = "Extra nvcc options, e.g. -rdc=true -G."),
        "_cc_toolchain": attr.label(default = Label("@bazel_tools//tools/cpp:current_cc_toolchain")),
    },
    fragments = ["cpp"],
    toolchains = ["@bazel_tools//tools/cpp:toolchain_type"],
    incompatible_use_toolchain_transition = True,
)
