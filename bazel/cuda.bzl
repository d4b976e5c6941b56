"""cuda_library: compiles CUDA C++ (.cu) with nvcc into a C++ library.

    load("@symsync//bazel:cuda.bzl", "cuda_library")

    cuda_library(
        name = "kernels",
        srcs = ["kernels.cu"],
        deps = ["@symsync//:nvshmem"],
    )

The result provides CcInfo, so cc_library, cc_binary and cc_test depend on it
like on any C++ library. Options:

  * archs: GPU architectures, e.g. ["sm_80", "sm_90"]. Default: the value of
    the build flag --@symsync//bazel:cuda_archs (itself sm_80,sm_90 unless set).
    Each sm_XY gets machine code; the newest also gets PTX so newer GPUs can
    run it. A compute_XY gets PTX alone, which the driver compiles for the
    GPU when the program loads it: the build skips the assembler (ptxas), a
    large part of nvcc's time, and the first launch pays for it instead.
  * rdc: compile relocatable device code (nvcc -rdc=true) and device-link the
    library's objects, so device functions may be defined in another .cu file.
  * copts: extra nvcc options; host-compiler options go through -Xcompiler.
    An optimization level of nvcc's own (-O0, -O1, ...) replaces the default
    -O3 for host code; -Xcicc and -Xptxas options set the device's.

The toolkit comes from CUDA_PATH (default /usr/local/cuda), read when the
@symsync_cuda repository is created. Where there is none, a cuda_library fails
when it is built (not when it is merely loaded) with a message saying so, and
if_cuda() picks the host-only form of a target. Where there is one, the build
flag --@symsync//bazel:cuda=false picks the host-only forms all the same, so
that a host program does not pay for nvcc (the flag's config_setting is
//bazel:cuda_off).
"""

load("@bazel_tools//tools/cpp:toolchain_utils.bzl", "find_cpp_toolchain")
load("@symsync_cuda//:cuda_config.bzl", "CUDA_AVAILABLE", "CUDA_MISSING", "NVCC")

def if_cuda(with_cuda, without_cuda = []):
    """with_cuda where symsync_dependencies() found a CUDA toolkit and the
    build does not set --@symsync//bazel:cuda=false, else without_cuda.

    For attributes of targets that have a host-only form, e.g.
    deps = [":host"] + if_cuda([":cuda"], [":no_cuda"]).
    """
    if not CUDA_AVAILABLE:
        return without_cuda
    return select({
        str(Label("//bazel:cuda_off")): without_cuda,
        "//conditions:default": with_cuda,
    })

def _cuda_flag_impl(ctx):
    return []

cuda_flag = rule(
    implementation = _cuda_flag_impl,
    build_setting = config.bool(flag = True),
    doc = "false: build symsync host-only even where a CUDA toolkit is found.",
)

def _require_cuda(label):
    if not CUDA_AVAILABLE:
        fail(("symsync: %s needs a CUDA toolkit, and symsync_dependencies() found none: %s. " +
              "Install the CUDA toolkit or set CUDA_PATH to one (default /usr/local/cuda); " +
              "Bazel looks again when CUDA_PATH changes, or after `bazel sync --configure`. " +
              "Host-only targets (@symsync//:nvshmem and cc_* rules) need no toolkit.") % (label, CUDA_MISSING))

def _sets_host_optimization(copts):
    """Whether copts has an nvcc -O of its own (not the value of -Xcicc & co.)."""
    for i, opt in enumerate(copts):
        if opt.startswith("-O") and not (i > 0 and copts[i - 1].startswith("-X")):
            return True
    return False

# What cuda_library compiles for when neither the target nor the cuda_archs
# build flag (bazel/BUILD.bazel) says otherwise.
DEFAULT_CUDA_ARCHS = ["sm_80", "sm_90"]

CudaArchsInfo = provider(
    doc = "GPU architectures chosen by the cuda_archs build flag.",
    fields = {"archs": "list of sm_XY and compute_XY strings"},
)

def _cuda_archs_flag_impl(ctx):
    archs = ctx.build_setting_value
    for arch in archs:
        _check_arch(arch, str(ctx.label))
    return CudaArchsInfo(archs = archs)

cuda_archs_flag = rule(
    implementation = _cuda_archs_flag_impl,
    build_setting = config.string_list(flag = True),
    doc = "A comma-separated list of GPU architectures, e.g. sm_80,sm_90 (or compute_90: PTX alone).",
)

# An architecture: "sm_XY" (machine code, and PTX where it is the newest) or
# "compute_XY" (PTX alone); XY may end in "a" (sm_90a).
def _arch_number(arch):
    for prefix in ("sm_", "compute_"):
        if arch.startswith(prefix):
            return arch[len(prefix):]
    return None

def _check_arch(arch, where):
    number = _arch_number(arch)
    if number == None or not number.rstrip("a").isdigit():
        fail("%s: GPU architecture '%s' is not of the form sm_XY (machine code, for example sm_80, sm_90 or sm_90a) or compute_XY (PTX alone, for example compute_90)" % (where, arch))

# nvcc names its temporary files after its process id, in $TMPDIR (/tmp).
# Bazel's Linux sandbox starts every action in a PID namespace of its own,
# where nvcc is always one of the first processes, while /tmp is shared: two
# nvcc actions at once wrote and deleted each other's files ("ptxas fatal:
# Input file '/tmp/tmpxft_00000002_00000005-7_on_stream.compute_80.ptx'
# could not be opened"). Each nvcc gets a fresh directory of its own.
_NVCC_IN_OWN_TMPDIR = """
dir=$(mktemp -d) || exit 1
TMPDIR=$dir "$@"
status=$?
rm -rf "$dir"
exit $status
"""

def _run_nvcc(ctx, arguments, inputs, outputs, mnemonic, progress_message):
    ctx.actions.run_shell(
        command = _NVCC_IN_OWN_TMPDIR,
        arguments = [NVCC] + arguments,
        inputs = inputs,
        outputs = outputs,
        mnemonic = mnemonic,
        progress_message = progress_message,
        use_default_shell_env = True,
    )

def _gencode_flags(archs):
    flags = []
    for arch in archs:
        flags.append("-gencode=arch=compute_%s,code=%s" % (_arch_number(arch), arch))
    if archs[-1].startswith("sm_"):
        newest = _arch_number(archs[-1])
        flags.append("-gencode=arch=compute_%s,code=compute_%s" % (newest, newest))
    return flags

def _include_flags(compilation_context):
    flags = ["-I."]
    for path in compilation_context.includes.to_list():
        flags += ["-I", path]
    for path in compilation_context.quote_includes.to_list():
        flags += ["-I", path]
    for path in compilation_context.system_includes.to_list():
        flags += ["-isystem", path]
    for define in compilation_context.defines.to_list():
        flags.append("-D" + define)
    return flags

def _object_name(ctx, src, suffix):
    return "_objs/%s/%s%s" % (ctx.label.name, src.short_path.replace("/", "_").rsplit(".", 1)[0], suffix)

def _cuda_library_impl(ctx):
    _require_cuda(ctx.label)
    cc_toolchain = find_cpp_toolchain(ctx)
    feature_configuration = cc_common.configure_features(
        ctx = ctx,
        cc_toolchain = cc_toolchain,
        requested_features = ctx.features,
        unsupported_features = ctx.disabled_features,
    )
    archs = ctx.attr.archs or ctx.attr._archs_flag[CudaArchsInfo].archs
    if not archs:
        fail("%s: no GPU architectures: set archs or --@symsync//bazel:cuda_archs" % ctx.label)
    for arch in archs:
        _check_arch(arch, str(ctx.label))

    dep_cc_infos = [dep[CcInfo] for dep in ctx.attr.deps]
    own_compilation_context = cc_common.create_compilation_context(
        headers = depset(ctx.files.hdrs),
        includes = depset([ctx.label.package + "/" + inc if ctx.label.package else inc for inc in ctx.attr.includes]),
        defines = depset(ctx.attr.defines),
    )
    compilation_context = cc_common.merge_cc_infos(
        cc_infos = [CcInfo(compilation_context = own_compilation_context)] + dep_cc_infos,
    ).compilation_context

    common_flags = [
        "-std=c++17",
        "--compiler-bindir=" + cc_toolchain.compiler_executable,
        "-Xcompiler=-fPIC",
    ] + ([] if _sets_host_optimization(ctx.attr.copts) else ["-O3"]) + [
        "--expt-relaxed-constexpr",
    ] + _gencode_flags(archs) + _include_flags(compilation_context)
    if ctx.attr.rdc:
        common_flags.append("-rdc=true")
    inputs = depset(
        ctx.files.srcs + ctx.files.hdrs,
        transitive = [compilation_context.headers],
    )

    objects = []
    for src in ctx.files.srcs:
        obj = ctx.actions.declare_file(_object_name(ctx, src, ".o"))
        _run_nvcc(
            ctx,
            arguments = common_flags + ctx.attr.copts + ["-c", src.path, "-o", obj.path],
            inputs = inputs,
            outputs = [obj],
            mnemonic = "NvccCompile",
            progress_message = "nvcc %s (%s)" % (src.short_path, ",".join(archs)),
        )
        objects.append(obj)

    if ctx.attr.rdc and objects:
        dlink = ctx.actions.declare_file("_objs/%s/%s_dlink.o" % (ctx.label.name, ctx.label.name))
        _run_nvcc(
            ctx,
            arguments = ["-dlink", "--compiler-bindir=" + cc_toolchain.compiler_executable, "-Xcompiler=-fPIC"] +
                        _gencode_flags(archs) + [o.path for o in objects] + ["-o", dlink.path],
            inputs = objects,
            outputs = [dlink],
            mnemonic = "NvccDeviceLink",
            progress_message = "nvcc -dlink %s" % ctx.label,
        )
        objects.append(dlink)

    archive = ctx.actions.declare_file("lib%s.a" % ctx.label.name)
    ctx.actions.run(
        executable = cc_toolchain.ar_executable,
        arguments = ["rcsD", archive.path] + [o.path for o in objects],
        inputs = objects,
        outputs = [archive],
        mnemonic = "CudaArchive",
        progress_message = "Archiving %s" % ctx.label,
        use_default_shell_env = True,
    )
    library = cc_common.create_library_to_link(
        actions = ctx.actions,
        feature_configuration = feature_configuration,
        cc_toolchain = cc_toolchain,
        static_library = archive,
        alwayslink = ctx.attr.alwayslink,
    )
    linking_context = cc_common.create_linking_context(
        linker_inputs = depset([cc_common.create_linker_input(
            owner = ctx.label,
            libraries = depset([library]),
        )]),
    )
    runtime_deps = [ctx.attr._cudart[CcInfo]]
    if ctx.attr.rdc:
        runtime_deps.append(ctx.attr._cudadevrt[CcInfo])
    cc_info = cc_common.merge_cc_infos(
        cc_infos = [CcInfo(compilation_context = own_compilation_context, linking_context = linking_context)] +
                   dep_cc_infos + runtime_deps,
    )
    return [
        cc_info,
        DefaultInfo(
            files = depset([archive]),
            runfiles = ctx.runfiles(files = ctx.files.data, collect_data = True, collect_default = True),
        ),
    ]

cuda_library = rule(
    implementation = _cuda_library_impl,
    attrs = {
        "srcs": attr.label_list(allow_files = [".cu"], doc = "CUDA C++ sources."),
        "hdrs": attr.label_list(allow_files = [".h", ".cuh", ".hpp"], doc = "Headers this library exports."),
        "deps": attr.label_list(providers = [CcInfo], doc = "C++ or CUDA libraries this one uses."),
        "data": attr.label_list(allow_files = True, doc = "Files needed at run time."),
        "includes": attr.string_list(doc = "Include directories, relative to this package, exported to dependents."),
        "defines": attr.string_list(doc = "Preprocessor definitions exported to dependents."),
        "copts": attr.string_list(doc = "Extra nvcc options."),
        "archs": attr.string_list(doc = "GPU architectures (sm_XY, or compute_XY for PTX alone); default: the cuda_archs flag."),
        "rdc": attr.bool(default = False, doc = "Relocatable device code, device-linked per library."),
        "alwayslink": attr.bool(default = False, doc = "Link every object even if nothing refers to it."),
        "_archs_flag": attr.label(default = Label("//bazel:cuda_archs")),
        "_cudart": attr.label(default = Label("@symsync_cuda//:cudart_static")),
        "_cudadevrt": attr.label(default = Label("@symsync_cuda//:cudadevrt")),
        "_cc_toolchain": attr.label(default = Label("@bazel_tools//tools/cpp:current_cc_toolchain")),
    },
    fragments = ["cpp"],
    toolchains = ["@bazel_tools//tools/cpp:toolchain_type"],
    incompatible_use_toolchain_transition = True,
)
