"""symsync_pe_test: runs one test program as the PEs of a job, once per launch.

GPU_TEST_ARCHS: the GPU architectures of programs that only ever run on a
lent GPU machine (the device and stream test programs, the GPU benchmark).
Those machines are H100 and H200 (sm_90); the library and every device
routine keep compiling for the default architectures (DEFAULT_CUDA_ARCHS)
in //generated:device_api_calls(_rdc) and the CUDA examples.
"""

load("//bazel:cuda.bzl", "DEFAULT_CUDA_ARCHS")

GPU_TEST_ARCHS = ["sm_90"]

# The default architectures that GPU_TEST_ARCHS leaves out: the API checks
# that compile every device routine twice (without and with relocatable
# device code) compile it for these without -rdc and for GPU_TEST_ARCHS with
# it, so that each architecture and each way of linking is covered once.
OTHER_DEFAULT_ARCHS = [arch for arch in DEFAULT_CUDA_ARCHS if arch not in GPU_TEST_ARCHS]

# How the kernels of the GPU tests are compiled: NVVM at -O1 (the team
# collectives' kernels took nvcc 57 s at -O3, 12 s at -O1), which keeps what
# the tests are about (a wait's loads stay in its loop, whatever the level:
# they are volatile or atomic), and ptxas at -O0, which only allocates
# registers and schedules less well: ptxas took two thirds of each compile
# (generated/tests/device/p2p_int_test.cu 9.2 s -> 7.0 s of CPU,
# rma_device_test.cu 22.8 s -> 10.4 s, amo_device_test.cu 11.5 s -> 7.5 s).
# The GPU benchmarks (bench/gpu) are built at -O3.
GPU_TEST_COPTS = [
    "-Xcicc",
    "-O1",
    "-Xptxas",
    "-O0",
]

def symsync_pe_test(name, program, launches = ["direct", 1, 2, 4], heap_kind = "host", args = [], env = {}, size = "medium", tags = [], tsan_max_pes = 2, narrow_launches = [], narrow_filter = "", network_filter = None):
    """Defines <name>_direct, <name>_1pe, <name>_2pe, ... and a test_suite <name>.

    Args:
      name: prefix of the test names.
      program: the cc_binary (or cc_test) to run.
      launches: "direct" (one PE, no launcher), PE counts (run through
        symsync-run), "mpi:N" (N PEs under Open MPI's mpirun), and "N/K"
        or "mpi:N/K": N PEs posing as hosts of K PEs each, which reach
        each other through UCX over TCP on loopback (tests/launch_pes.sh);
        "staged:N/K": N/K with the network reaching the host heap as it
        reaches a heap in GPU memory (test_main.cc's programs only).
        Those are tagged "network": not run under the sanitizers (UCX's
        libraries are not instrumented, and its memory hooks do not mix
        with AddressSanitizer's).
      heap_kind: NVSHMEM_HEAP_KIND for the run: "host" (tests that touch the
        heap from host code), "cuda", or "auto" (the library's default: cuda
        when a GPU is visible).
      args: extra arguments for the program.
      env: environment of the program.
      size: Bazel test size.
      tags: Bazel test tags.
      narrow_launches: launches that run only the tests `narrow_filter`
        (a GTEST_FILTER) selects.
      network_filter: the filter of the narrow launches across hosts ("N/K"),
        where only the bytes' transport differs; narrow_filter if None.
      tsan_max_pes: launches of more PEs are also tagged "no_tsan", and
        test.sh's ThreadSanitizer pass skips them; the ordinary build runs
        them. The race detector works within each process, so a job of 4
        sanitized PEs checks the code paths 2 PEs check, at twice the cost
        on 2 cores. A program whose several-PE paths other programs already
        check under the sanitizer passes 1; one whose every path another
        program checks under it passes 0.
    """
    if heap_kind != "auto":
        env = dict(env, NVSHMEM_HEAP_KIND = heap_kind)
    tests = []
    all_launches = [(launch, None) for launch in launches] + \
                   [(launch, narrow_filter) for launch in narrow_launches]
    for launch, test_filter in all_launches:
        launch = str(launch)
        staged = launch.startswith("staged:")
        count = launch[len("staged:"):] if staged else launch
        count = count[len("mpi:"):] if count.startswith("mpi:") else count
        network = "/" in count
        pes_per_host = ""
        if network:
            count, pes_per_host = count.split("/")
            pes_per_host = "_%sperhost" % pes_per_host
        if launch == "direct":
            suffix = "direct"
        elif launch.startswith("mpi:"):
            suffix = "mpi_%spe%s" % (count, pes_per_host)
        else:
            suffix = "%s%spe%s" % ("staged_" if staged else "", count, pes_per_host)
        test_name = "%s_%s" % (name, suffix)
        launch_env = env
        if test_filter != None:
            launch_env = dict(env, GTEST_FILTER = network_filter if network and network_filter != None else test_filter)
        pes = 1 if launch == "direct" else int(count)
        native.sh_test(
            name = test_name,
            srcs = ["//tests:launch_pes.sh"],
            args = [str(launch), "$(location %s)" % program] + args,
            data = [program, "//tests:tsan_suppressions", "//tools:symsync-run"],
            env = launch_env,
            size = size,
            tags = tags + (["no_tsan"] if pes > tsan_max_pes else []) +
                   (["network"] if network else []),
        )
        tests.append(":" + test_name)
    native.test_suite(name = name, tests = tests, tags = tags)
