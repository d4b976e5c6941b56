"""sphinx_html: builds the documentation with docs/build_html.py."""

def _sphinx_html_impl(ctx):
    out = ctx.actions.declare_directory(ctx.label.name)
    args = ctx.actions.args()
    args.add("--out", out.path)
    for f in ctx.files.srcs:
        args.add("--file", "%s=%s" % (f.path, f.short_path[len(ctx.label.package) + 1:]))
    for f in ctx.files.reference:
        args.add("--file", "%s=reference/%s" % (f.path, f.basename))
    args.add("--root", ".")
    if ctx.attr.english_only:
        args.add("--english-only")
    ctx.actions.run(
        executable = ctx.executable._builder,
        arguments = [args],
        inputs = ctx.files.srcs + ctx.files.reference + ctx.files.spec,
        outputs = [out],
        mnemonic = "SphinxHtml",
        progress_message = "Building the HTML documentation",
        use_default_shell_env = True,
    )
    return [DefaultInfo(files = depset([out]), runfiles = ctx.runfiles(files = [out]))]

sphinx_html = rule(
    implementation = _sphinx_html_impl,
    attrs = {
        "srcs": attr.label_list(allow_files = True, doc = "Pages, conf.py and static files of this package."),
        "reference": attr.label_list(allow_files = [".rst"], doc = "Generated reference pages."),
        "english_only": attr.bool(
            default = False,
            doc = "Build the English site alone (not the translations of conf.py's LANGUAGES).",
        ),
        "spec": attr.label_list(
            allow_files = [".yaml", ".cc", ".cu", ".h"],
            doc = "The spec (the version comes from it) and the example sources its snippets come from.",
        ),
        "_builder": attr.label(
            default = Label("//docs:build_html"),
            executable = True,
            cfg = "exec",
        ),
    },
)

def symsync_site(name, srcs, english_only = False, tags = []):
    """The site: `srcs` of docs/, the generated reference, and the spec and
    examples it reads (the version, the snippets)."""
    sphinx_html(
        name = name,
        srcs = srcs,
        english_only = english_only,
        reference = ["//generated:docs_reference"],
        spec = [
            "//examples:sources",
            "//spec",
        ],
        tags = tags,
        visibility = ["//visibility:public"],
    )
