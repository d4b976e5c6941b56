#include "tools/symsync_run/environment.h"

#include <symsync/spec_facts.h>

#include <algorithm>
#include <cstdlib>
#include <iterator>

#include "runtime/src/common/settings.h"

extern char** environ;

namespace symsync {
namespace launcher {

void forget_enclosing_job() {
  for (const char* name : impl::kLauncherJobVariables) unsetenv(name);
}

std::vector<std::string> pe_environment(const Options& options,
                                        const std::string& unique_id_text,
                                        int rank) {
  std::vector<std::string> environment;
  for (char** entry = environ; *entry != nullptr; ++entry) {
    const std::string variable = *entry;
    const std::string name = variable.substr(0, variable.find('='));
    const bool job_variable =
        std::any_of(std::begin(impl::kLauncherJobVariables),
                    std::end(impl::kLauncherJobVariables),
                    [&](const char* job) { return name == job; });
    if (job_variable ||
        (options.timeout && name == SYMSYNC_SETTING_BOOTSTRAP_TIMEOUT_S)) {
      continue;
    }
    environment.push_back(variable);
  }
  environment.push_back(SYMSYNC_SETTING_UNIQUEID "=" + unique_id_text);
  environment.push_back(SYMSYNC_SETTING_RANK "=" + std::to_string(rank));
  environment.push_back(SYMSYNC_SETTING_NRANKS "=" +
                        std::to_string(options.pes));
  if (options.timeout)
    environment.push_back(SYMSYNC_SETTING_BOOTSTRAP_TIMEOUT_S "=" +
                          *options.timeout);
  return environment;
}

std::vector<char*> pointers_to(std::vector<std::string>& strings) {
  std::vector<char*> pointers;
  for (std::string& text : strings) pointers.push_back(text.data());
  pointers.push_back(nullptr);
  return pointers;
}

}  // namespace launcher
}  // namespace symsync
