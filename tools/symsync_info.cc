// symsync-info: what this build of symsync is and how the environment
// configures it on this machine, before any job starts: the version, the
// build's configuration (CUDA or host only, the GPUs visible, whether the
// UCX engine for jobs that span hosts loads) and every setting of
// spec/settings.yaml with its value and where the value comes from (the
// environment or the default). Where the default depends on the machine or
// on how the program is started, it says what it resolves to here, and the
// rule beside it. Invalid values are marked in the table and listed after
// it with the message nvshmem_init would stop with (exit status 1); values
// that contradict this machine (a GPU heap with no GPU visible) are warned
// about.
//
//   symsync-info [--help]

#include <nvshmem.h>
#include <stdio.h>
#include <string.h>

#include <string>
#include <vector>

#include "runtime/src/bootstrap/bootstrap.h"
#include "runtime/src/common/settings.h"
#include "runtime/src/heap/heap.h"
#include "runtime/src/transport/engine.h"

namespace {

namespace impl = symsync::impl;

constexpr const char* kTool = "symsync-info";

// This machine's answer for a setting the runtime resolves when it is
// unset, with why; empty where the default does not depend on the machine.
struct Resolved {
  std::string value;
  std::string why;
};

Resolved resolve_here(const impl::Settings& settings, const char* name) {
  const int devices =
      impl::built_with_cuda() ? impl::visible_cuda_devices() : 0;
  const impl::HeapKind heap =
      impl::resolved_heap_kind(settings.heap_kind, devices);
  const std::string gpus = !impl::built_with_cuda() ? "this build is host-only"
                           : devices == 0
                               ? "no GPU is visible"
                               : std::to_string(devices) + " GPU(s) visible";
  if (strcmp(name, SYMSYNC_SETTING_HEAP_KIND) == 0)
    return {impl::name_of(heap), gpus};
  if (strcmp(name, SYMSYNC_SETTING_SYMMETRIC_SIZE) == 0) {
    const size_t bytes = impl::symmetric_size_default(heap);
    const size_t mib = bytes >> 20;
    return {mib % 1024 == 0 ? std::to_string(mib >> 10) + "g"
                            : std::to_string(mib) + "m",
            std::string("the heap kind is ") + impl::name_of(heap)};
  }
  if (strcmp(name, SYMSYNC_SETTING_BOOTSTRAP) == 0) {
    const char* why = "";
    const impl::BootstrapChoice choice = impl::choose_bootstrap(settings, &why);
    return {impl::name_of(choice), why};
  }
  return {};
}

// The problem of `problems` about variable `name`, or empty.
std::string problem_of(const impl::Problems& problems, const char* name) {
  const std::string prefix = std::string(name) + "=";
  for (const std::string& p : problems) {
    if (p.compare(0, prefix.size(), prefix) == 0) return p;
  }
  return {};
}

void print_settings(const impl::Settings& settings,
                    const impl::Problems& problems) {
  const char* group = "";
  for (const auto& report : impl::report_settings(settings)) {
    if (strcmp(group, report.group) != 0) {
      group = report.group;
      printf("\n%s:\n", group);
    }
    const bool from_environment = impl::set_in_environment(report.name);
    const std::string problem = problem_of(problems, report.name);
    std::string value = report.value.empty() ? "-" : report.value;
    std::string source = from_environment ? "from the environment" : "default";
    if (!problem.empty()) {
      value = impl::raw_text(report.name);
      source = "INVALID: " + problem.substr(strlen(report.name) + 1);
    } else if (!from_environment) {
      const Resolved here = resolve_here(settings, report.name);
      if (!here.value.empty()) {
        value = here.value;
        source =
            "default here (" + here.why + "); rule: " + report.default_text;
      } else if (report.value.empty()) {
        source = "unset";
        if (report.default_text[0] != '\0')
          source += std::string("; default: ") + report.default_text;
      }
    } else if (report.default_text[0] != '\0') {
      source += std::string("; default: ") + report.default_text;
    }
    printf("  %-34s %-12s %s\n", report.name, value.c_str(), source.c_str());
  }
}

// Settings this machine contradicts: nvshmem_init would stop on them.
std::vector<std::string> contradictions(const impl::Settings& settings) {
  std::vector<std::string> found;
  if (settings.heap_kind == impl::HeapKind::kCuda) {
    if (!impl::built_with_cuda()) {
      found.push_back(SYMSYNC_SETTING_HEAP_KIND
                      "=cuda, but this symsync was built host-only");
    } else if (impl::visible_cuda_devices() == 0) {
      found.push_back(SYMSYNC_SETTING_HEAP_KIND
                      "=cuda, but no GPU is visible to this process");
    }
  }
  if (settings.bootstrap == impl::BootstrapChoice::kUid &&
      !settings.launcher_job) {
    found.push_back(SYMSYNC_SETTING_BOOTSTRAP
                    "=uid, but this process was not started by symsync-run (no "
                    "unique ID is given)");
  }
  return found;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1) {
    const bool help =
        strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0;
    fprintf(help ? stdout : stderr,
            "%s%s: prints symsync's version, build configuration and every "
            "setting (environment variable) with its value on this machine and "
            "where it comes from; exits 1 when a value is invalid. Usage: %s "
            "[--help]\n",
            help ? "" : "unknown argument; ", kTool, kTool);
    return help ? 0 : 2;
  }
  impl::Problems problems;
  const impl::Settings settings = impl::read_settings_noting(problems);
  printf("%s (OpenSHMEM %d.%d)\n", NVSHMEM_VENDOR_STRING, NVSHMEM_MAJOR_VERSION,
         NVSHMEM_MINOR_VERSION);
  if (impl::built_with_cuda()) {
    printf("build: CUDA (GPU heap and stream forms); %d GPU(s) visible\n",
           impl::visible_cuda_devices());
  } else {
    printf(
        "build: host only (no CUDA toolkit was found when it was built, or it "
        "was built with --@symsync//bazel:cuda=false)\n");
  }
  std::string tried;
  const impl::Engine& engine = impl::network_engine();
  if (impl::engine_loads(engine, settings.transport_plugin, &tried)) {
    printf("network engine: %s (loads; used when a job spans hosts)\n",
           engine.name);
  } else {
    printf(
        "network engine: %s does not load, so jobs cannot span hosts. "
        "Tried:%s\n",
        engine.name, tried.c_str());
  }
  print_settings(settings, problems);
  int status = 0;
  for (const std::string& warning : contradictions(settings)) {
    printf("\nwarning: %s: nvshmem_init would stop\n", warning.c_str());
  }
  if (!problems.empty()) {
    printf("\n%zu invalid setting(s); nvshmem_init would stop with:\n",
           problems.size());
    for (const std::string& p : problems) printf("  %s\n", p.c_str());
    status = 1;
  }
  return status;
}
