"""precompiled_header: a header compiled once per configuration, for GCC.

GoogleTest's gtest.h takes about 0.9 s of every test unit's compile on the
development VM, most of what an empty test costs; precompiled, about 0.15 s.
The rule writes <name>/<wrapper>, which includes `include` (as the system
header it is, through its library's -isystem folder, so that warnings in its
templates stay silent as before), and compiles that with the C++ toolchain's
own command line for this configuration (its flags, the --copt and --cxxopt
of the build, the sanitizers' included, and -fPIC) into <wrapper>.gch
beside it. Dependents get that folder as an include directory. A unit that
includes the wrapper before any other code (.bazelrc's --per_file_copt
gives symsync's test units `-include symsync_gtest_pch.h`) loads the
compiled header; GCC ignores it where the unit's options differ (a -c opt
build, whose units are not -fPIC, for one), and reads the wrapper, and so
the header, as before.
"""

load("@bazel_tools//tools/cpp:toolchain_utils.bzl", "find_cpp_toolchain")

def _precompiled_header_impl(ctx):
    cc_toolchain = find_cpp_toolchain(ctx)
    features = cc_common.configure_features(
        ctx = ctx,
        cc_toolchain = cc_toolchain,
        requested_features = ctx.features,
        unsupported_features = ctx.disabled_features,
    )
    headers = cc_common.merge_cc_infos(cc_infos = [d[CcInfo] for d in ctx.attr.deps]).compilation_context
    wrapper = ctx.actions.declare_file(ctx.label.name + "/" + ctx.attr.wrapper)
    ctx.actions.write(wrapper, "// Made by symsync's bazel/pch.bzl: <%s>, to precompile.\n#include <%s>\n" % (
        ctx.attr.include,
        ctx.attr.include,
    ))
    compiled = ctx.actions.declare_file(ctx.label.name + "/" + ctx.attr.wrapper + ".gch")
    variables = cc_common.create_compile_variables(
        cc_toolchain = cc_toolchain,
        feature_configuration = features,
        source_file = wrapper.path,
        output_file = compiled.path,
        user_compile_flags = ctx.fragments.cpp.copts + ctx.fragments.cpp.cxxopts + ["-x", "c++-header"],
        include_directories = headers.includes,
        quote_include_directories = headers.quote_includes,
        system_include_directories = headers.system_includes,
        preprocessor_defines = headers.defines,
        use_pic = True,
    )
    action = "c++-compile"
    ctx.actions.run(
        executable = cc_common.get_tool_for_action(feature_configuration = features, action_name = action),
        arguments = cc_common.get_memory_inefficient_command_line(
            feature_configuration = features,
            action_name = action,
            variables = variables,
        ),
        env = cc_common.get_environment_variables(
            feature_configuration = features,
            action_name = action,
            variables = variables,
        ),
        inputs = depset([wrapper], transitive = [headers.headers, cc_toolchain.all_files]),
        outputs = [compiled],
        mnemonic = "PrecompileHeader",
        progress_message = "Precompiling %s" % ctx.attr.include,
    )
    return [CcInfo(compilation_context = cc_common.create_compilation_context(
        headers = depset([compiled, wrapper]),
        includes = depset([wrapper.dirname]),
    ))]

precompiled_header = rule(
    implementation = _precompiled_header_impl,
    attrs = {
        "include": attr.string(mandatory = True, doc = "The header to compile, as units include it: gtest/gtest.h."),
        "wrapper": attr.string(mandatory = True, doc = "The file name units force-include: symsync_gtest_pch.h."),
        "deps": attr.label_list(providers = [CcInfo], doc = "What the header needs: its include directories."),
        "_cc_toolchain": attr.label(default = Label("@bazel_tools//tools/cpp:current_cc_toolchain")),
    },
    fragments = ["cpp"],
    toolchains = ["@bazel_tools//tools/cpp:toolchain_type"],
    incompatible_use_toolchain_transition = True,
)
