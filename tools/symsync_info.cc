// symsync-info: what this build of symsync is and how the environment
// configures it, before any job starts: the version, the build's
// configuration (CUDA or host only, the GPUs visible, whether the UCX
// engine for jobs that span hosts loads) and every setting of
// spec/settings.yaml with its value and where the value comes from (the
// environment, the default, or unset: the runtime decides at nvshmem_init).
// An invalid setting stops it with the message nvshmem_init would give.
//
//   symsync-info [--help]

#include <nvshmem.h>
#include <stdio.h>
#include <string.h>

#include <string>

#include "runtime/src/common/settings.h"
#include "runtime/src/heap/heap.h"
#include "runtime/src/transport/engine.h"

namespace {

constexpr const char* kTool = "symsync-info";

void print_settings(const symsync::impl::Settings& settings) {
  const char* group = "";
  for (const auto& report : symsync::impl::report_settings(settings)) {
    if (strcmp(group, report.group) != 0) {
      group = report.group;
      printf("\n%s:\n", group);
    }
    const bool from_environment =
        symsync::impl::set_in_environment(report.name);
    // Where the value comes from, and the default when it is not the
    // default itself.
    std::string source = from_environment       ? "from the environment"
                         : report.value.empty() ? "unset"
                                                : "default";
    if (source != "default" && report.default_text[0] != '\0') {
      source += std::string("; default: ") + report.default_text;
    }
    printf("  %-34s %-12s %s\n", report.name,
           report.value.empty() ? "-" : report.value.c_str(), source.c_str());
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1) {
    const bool help =
        strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0;
    fprintf(help ? stdout : stderr,
            "%s%s: prints symsync's version, build configuration and every "
            "setting (environment variable) with its value and where it "
            "comes from. Usage: %s [--help]\n",
            help ? "" : "unknown argument; ", kTool, kTool);
    return help ? 0 : 2;
  }
  // First, so that an invalid setting ends it with nvshmem_init's message.
  const symsync::impl::Settings settings = symsync::impl::read_settings(kTool);
  printf("%s (OpenSHMEM %d.%d)\n", NVSHMEM_VENDOR_STRING, NVSHMEM_MAJOR_VERSION,
         NVSHMEM_MINOR_VERSION);
  if (symsync::impl::built_with_cuda()) {
    printf("build: CUDA (GPU heap and stream forms); %d GPU(s) visible\n",
           symsync::impl::visible_cuda_devices());
  } else {
    printf("build: host only (no CUDA toolkit was found when it was built)\n");
  }
  std::string tried;
  const symsync::impl::Engine& engine = symsync::impl::network_engine();
  if (symsync::impl::engine_loads(engine, settings.transport_plugin, &tried)) {
    printf("network engine: %s (loads; used when a job spans hosts)\n",
           engine.name);
  } else {
    printf(
        "network engine: %s does not load, so jobs cannot span hosts. "
        "Tried:%s\n",
        engine.name, tried.c_str());
  }
  print_settings(settings);
  return 0;
}
