#include "runtime/src/common/settings.h"

#include <symsync/platform.h>

#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

namespace symsync {
namespace impl {
namespace {

std::string lower(std::string text) {
  for (char& c : text)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

const char* variable(const char* name) {
  const char* value = std::getenv(name);
  return value != nullptr && value[0] != '\0' ? value : nullptr;
}

// A decimal integer in [min, max], nothing else.
std::optional<int> parse_int_in(const std::string& text, long min, long max) {
  if (text.empty()) return std::nullopt;
  char* end = nullptr;
  errno = 0;
  const long value = std::strtol(text.c_str(), &end, 10);
  if (errno != 0 || end != text.c_str() + text.size() || value < min ||
      value > max || std::isspace(static_cast<unsigned char>(text[0]))) {
    return std::nullopt;
  }
  return static_cast<int>(value);
}

bool is_unique_id_text(const std::string& text) {
  if (text.size() != kUniqueIdTextLength) return false;
  for (char c : text) {
    if (!std::isxdigit(static_cast<unsigned char>(c))) return false;
  }
  return true;
}

// A value quoted in a message, shortened if long (a unique ID is 248
// characters).
std::string shortened(const char* value) {
  const std::string text = value;
  return text.size() <= 40 ? text : text.substr(0, 32) + "...";
}

// The most PEs a job read from the environment may have: far above what
// one rendezvous server serves, low enough that rank arithmetic cannot
// overflow (symsync-run starts at most kMaxLaunchedPes on its host).
constexpr int kMaxJobPes = 1 << 20;

// SYMSYNC_UNIQUEID, SYMSYNC_RANK and SYMSYNC_NRANKS: all three valid, or
// none set.
void read_launcher_job(Settings& settings, std::vector<std::string>& problems) {
  const char* names[] = {"SYMSYNC_UNIQUEID", "SYMSYNC_RANK", "SYMSYNC_NRANKS"};
  const char* id = variable(names[0]);
  const char* rank = variable(names[1]);
  const char* nranks = variable(names[2]);
  if (id == nullptr && rank == nullptr && nranks == nullptr) return;
  if (id == nullptr || rank == nullptr || nranks == nullptr) {
    std::string set, unset;
    for (const char* name : names) {
      std::string& list = variable(name) != nullptr ? set : unset;
      list += (list.empty() ? "" : ", ") + std::string(name);
    }
    problems.push_back(
        "SYMSYNC_UNIQUEID, SYMSYNC_RANK and SYMSYNC_NRANKS are set together "
        "(symsync-run sets them) or not at all: " +
        set + " set, " + unset + " not");
    return;
  }
  LauncherJob job;
  bool valid = true;
  if (is_unique_id_text(id)) {
    job.unique_id_text = id;
  } else {
    problems.push_back(std::string("SYMSYNC_UNIQUEID='") + shortened(id) +
                       "' is not valid: expected the " +
                       std::to_string(kUniqueIdTextLength) +
                       " hexadecimal digits of a unique ID, as symsync-run "
                       "sets it");
    valid = false;
  }
  if (auto count = parse_int_in(nranks, 1, kMaxJobPes)) {
    job.nranks = *count;
  } else {
    problems.push_back(std::string("SYMSYNC_NRANKS='") + nranks +
                       "' is not valid: expected a number of PEs from 1 to " +
                       std::to_string(kMaxJobPes));
    valid = false;
  }
  const long rank_limit = job.nranks > 0 ? job.nranks - 1 : kMaxJobPes;
  if (auto pe = parse_int_in(rank, 0, rank_limit)) {
    job.rank = *pe;
  } else {
    const std::string expected = job.nranks > 0
                                     ? "a PE number from 0 to " +
                                           std::to_string(job.nranks - 1) +
                                           " (below SYMSYNC_NRANKS)"
                                     : std::string("a PE number");
    problems.push_back(std::string("SYMSYNC_RANK='") + rank +
                       "' is not valid: expected " + expected);
    valid = false;
  }
  if (valid) settings.launcher_job = job;
}

}  // namespace

std::optional<size_t> parse_size(const std::string& text) {
  size_t digits = 0;
  while (digits < text.size() &&
         std::isdigit(static_cast<unsigned char>(text[digits])))
    ++digits;
  if (digits == 0 || digits + 1 < text.size()) return std::nullopt;
  unsigned shift = 0;
  if (digits < text.size()) {
    switch (std::tolower(static_cast<unsigned char>(text[digits]))) {
      case 'k':
        shift = 10;
        break;
      case 'm':
        shift = 20;
        break;
      case 'g':
        shift = 30;
        break;
      default:
        return std::nullopt;
    }
  }
  size_t value = 0;
  for (size_t i = 0; i < digits; ++i) {
    const size_t digit = static_cast<size_t>(text[i] - '0');
    if (value > (SIZE_MAX - digit) / 10) return std::nullopt;
    value = value * 10 + digit;
  }
  if (value > (SIZE_MAX >> shift)) return std::nullopt;
  value <<= shift;
  if (value == 0) return std::nullopt;
  return value;
}

std::optional<double> parse_seconds(const std::string& text) {
  if (text.empty()) return std::nullopt;
  char* end = nullptr;
  errno = 0;
  const double value = std::strtod(text.c_str(), &end);
  if (errno != 0 || end != text.c_str() + text.size() ||
      !std::isfinite(value) || value <= 0) {
    return std::nullopt;
  }
  return value;
}

std::optional<bool> parse_flag(const std::string& text) {
  const std::string value = lower(text);
  if (value == "1" || value == "true" || value == "yes" || value == "on")
    return true;
  if (value == "0" || value == "false" || value == "no" || value == "off")
    return false;
  return std::nullopt;
}

std::optional<uint64_t> parse_microseconds(const std::string& text,
                                           uint64_t min, uint64_t max) {
  if (text.empty()) return std::nullopt;
  uint64_t value = 0;
  for (char c : text) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
    const uint64_t digit = static_cast<uint64_t>(c - '0');
    if (value > (UINT64_MAX - digit) / 10) return std::nullopt;
    value = value * 10 + digit;
  }
  if (value < min || value > max) return std::nullopt;
  return value;
}

bool launched_by_mpi_launcher() {
  return variable("OMPI_COMM_WORLD_SIZE") != nullptr ||
         variable("PMIX_RANK") != nullptr || variable("PMI_RANK") != nullptr;
}

Settings read_settings(const char* routine) {
  Settings settings;
  std::vector<std::string> problems;
  auto problem = [&](const char* name, const char* value,
                     const char* expected) {
    problems.push_back(std::string(name) + "='" + value +
                       "' is not valid: expected " + expected);
  };

  if (const char* value = variable("NVSHMEM_BOOTSTRAP")) {
    const std::string choice = lower(value);
    if (choice == "single") {
      settings.bootstrap = BootstrapChoice::kSingle;
    } else if (choice == "mpi") {
      settings.bootstrap = BootstrapChoice::kMpi;
    } else if (choice == "uid") {
      settings.bootstrap = BootstrapChoice::kUid;
    } else {
      problem("NVSHMEM_BOOTSTRAP", value, "single, mpi or uid");
    }
  }
  if (const char* value = variable("NVSHMEM_BOOTSTRAP_TIMEOUT")) {
    if (auto seconds = parse_seconds(value)) {
      settings.bootstrap_timeout_s = *seconds;
    } else {
      problem("NVSHMEM_BOOTSTRAP_TIMEOUT", value,
              "a positive number of seconds, e.g. 60");
    }
  }
  if (const char* value = variable("NVSHMEM_WAIT_TIMEOUT")) {
    if (auto seconds = parse_seconds(value); seconds && *seconds < 1e9) {
      settings.wait_timeout_s = *seconds;
    } else {
      problem("NVSHMEM_WAIT_TIMEOUT", value,
              "a positive number of seconds below 1e9, e.g. 30");
    }
  }
  if (const char* value = variable("NVSHMEM_BOOTSTRAP_PLUGIN"))
    settings.bootstrap_plugin = value;
  if (const char* value = variable("NVSHMEM_SYMMETRIC_SIZE")) {
    if (auto size = parse_size(value)) {
      settings.symmetric_size = *size;
    } else {
      problem("NVSHMEM_SYMMETRIC_SIZE", value,
              "a positive number of bytes with an optional k, m or g suffix, "
              "e.g. 512m");
    }
  }
  if (const char* value = variable("NVSHMEM_HEAP_KIND")) {
    const std::string choice = lower(value);
    if (choice == "host") {
      settings.heap = HeapChoice::kHost;
    } else if (choice == "cuda") {
      settings.heap = HeapChoice::kCuda;
    } else {
      problem("NVSHMEM_HEAP_KIND", value, "host or cuda");
    }
  }
  // A variable that is 1 or 0 (parse_flag's words too) into `flag`.
  auto read_flag = [&](const char* name, bool* flag) {
    if (const char* value = variable(name)) {
      if (auto parsed = parse_flag(value)) {
        *flag = *parsed;
      } else {
        problem(name, value, "1 or 0 (or true/false, yes/no, on/off)");
      }
    }
  };
  read_flag("NVSHMEM_DEBUG", &settings.debug);
  if (const char* value = variable("SYMSYNC_TEST_KILL_PE_IN_INIT")) {
    char* end = nullptr;
    const long pe = std::strtol(value, &end, 10);
    if (*end != '\0' || pe < 0 || pe > 1 << 20) {
      problem("SYMSYNC_TEST_KILL_PE_IN_INIT", value, "a PE number");
    } else {
      settings.test_kill_pe_in_init = static_cast<int>(pe);
    }
  }
  if (const char* value = variable("NVSHMEM_BOOTSTRAP_UID_SOCK_IFNAME"))
    settings.uid_sock_ifname = value;
  if (const char* value = variable("NVSHMEM_BOOTSTRAP_UID_SOCK_FAMILY")) {
    const std::string family = lower(value);
    if (family == "af_inet") {
      settings.uid_sock_family = SocketFamily::kInet;
    } else if (family == "af_inet6") {
      settings.uid_sock_family = SocketFamily::kInet6;
    } else {
      problem("NVSHMEM_BOOTSTRAP_UID_SOCK_FAMILY", value,
              "AF_INET or AF_INET6");
    }
  }
  // The host wait policy: how long a wait spins, then yields, and the
  // longest pause it then sleeps between polls.
  const struct {
    const char* name;
    uint64_t min;
    uint64_t max;
    uint64_t* field;
  } wait_phases[] = {
      {"NVSHMEM_WAIT_SPIN_US", 0, kMaxWaitPhaseUs, &settings.wait_spin_us},
      {"NVSHMEM_WAIT_YIELD_US", 0, kMaxWaitPhaseUs, &settings.wait_yield_us},
      {"NVSHMEM_WAIT_MAX_SLEEP_US", 1, kMaxWaitSleepUs,
       &settings.wait_max_sleep_us},
  };
  for (const auto& phase : wait_phases) {
    const char* value = variable(phase.name);
    if (value == nullptr) continue;
    if (auto us = parse_microseconds(value, phase.min, phase.max)) {
      *phase.field = *us;
    } else {
      const std::string expected = "a whole number of microseconds from " +
                                   std::to_string(phase.min) + " to " +
                                   std::to_string(phase.max);
      problem(phase.name, value, expected.c_str());
    }
  }
  read_launcher_job(settings, problems);
  if (const char* value = variable("SYMSYNC_PES_PER_HOST")) {
    if (auto count = parse_int_in(value, 1, kMaxJobPes)) {
      settings.pes_per_host = *count;
    } else {
      problem("SYMSYNC_PES_PER_HOST", value,
              "a whole number of PEs from 1 up, e.g. 2");
    }
  }
  read_flag("SYMSYNC_PROGRESS_THREAD", &settings.progress_thread);
  if (const char* value = variable("SYMSYNC_TRANSPORT_PLUGIN"))
    settings.transport_plugin = value;
  if (const char* value = variable("SYMSYNC_TEST_NODE_NAME"))
    settings.test_node_name = value;
  if (!problems.empty()) {
    std::string all;
    for (const std::string& p : problems) all += "\n  " + p;
    fatal(routine, "invalid environment:%s", all.c_str());
  }
  return settings;
}

}  // namespace impl
}  // namespace symsync
