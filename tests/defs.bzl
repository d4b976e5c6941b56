"""symsync_pe_test: runs one test program as the PEs of a job, once per launch."""

def symsync_pe_test(name, program, launches = ["direct", 1, 2, 4], args = [], env = {}, size = "medium", tags = []):
    """Defines <name>_direct, <name>_1pe, <name>_2pe, ... and a test_suite <name>.

    Args:
      name: prefix of the test names.
      program: the cc_binary (or cc_test) to run.
      launches: "direct" (one PE, no launcher) and PE counts run under mpirun.
      args: extra arguments for the program.
      env: environment of the program.
      size: Bazel test size.
      tags: Bazel test tags.
    """
    tests = []
    for launch in launches:
        test_name = "%s_%s" % (name, "direct" if launch == "direct" else "%dpe" % launch)
        native.sh_test(
            name = test_name,
            srcs = ["//tests:mpirun_test.sh"],
            args = [str(launch), "$(location %s)" % program] + args,
            data = [program, "//tests:tsan_suppressions"],
            env = env,
            size = size,
            tags = tags,
        )
        tests.append(":" + test_name)
    native.test_suite(name = name, tests = tests, tags = tags)
