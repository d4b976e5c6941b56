// The environment variables that configure the runtime, read by
// nvshmem_init. spec/settings.yaml describes each (type, default, allowed
// values, what it does); the Settings structure and the reading of every
// variable are generated from it (generated/src/settings.inc), and the
// reference lists them (generated/docs/reference/settings.rst). Here: the
// readers of each type of setting the generated code calls, and the custom
// settings' readers (SYMSYNC_UNIQUEID, SYMSYNC_RANK, SYMSYNC_NRANKS).

#ifndef SYMSYNC_RUNTIME_SETTINGS_H_
#define SYMSYNC_RUNTIME_SETTINGS_H_

#include <symsync/spec_facts.h>

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

namespace symsync {
namespace impl {

// The length of a unique ID in hex text (two digits per byte of
// UniqueId::bytes, runtime/src/bootstrap/uid.h).
constexpr size_t kUniqueIdTextLength = 248;

// The variables that describe the job symsync-run started a process in, set
// together: its unique ID, the PE's rank, the number of PEs.
constexpr const char* kLauncherJobVariables[] = {
    SYMSYNC_SETTING_UNIQUEID, SYMSYNC_SETTING_RANK, SYMSYNC_SETTING_NRANKS};

// The job symsync-run started this process in (kLauncherJobVariables).
struct LauncherJob {
  std::string unique_id_text;
  int rank = -1;
  int nranks = -1;
};

// The fields of Settings the custom settings' readers fill.
struct CustomSettings {
  std::optional<LauncherJob> launcher_job;  // set when started by symsync-run
};

// The readers of each type of setting (spec/settings.yaml's header): each
// returns the value of variable `name` when it is set (and not empty) and
// valid; when it is invalid, it adds to `problems` "NAME='VALUE' is not
// valid: expected EXPECTED" and returns nothing.
using Problems = std::vector<std::string>;
std::optional<int> read_choice(Problems& problems, const char* name,
                               std::initializer_list<const char*> values,
                               const char* expected);
std::optional<bool> read_flag(Problems& problems, const char* name,
                              const char* expected);
// `below`: the value must be below it (0: no bound).
std::optional<double> read_seconds(Problems& problems, const char* name,
                                   double below, const char* expected);
std::optional<size_t> read_size(Problems& problems, const char* name,
                                const char* expected);
std::optional<uint64_t> read_microseconds(Problems& problems, const char* name,
                                          uint64_t min, uint64_t max,
                                          const char* expected);
std::optional<int> read_count(Problems& problems, const char* name, long min,
                              long max, const char* expected);
std::optional<std::string> read_text(const char* name);

struct Settings;
// SYMSYNC_UNIQUEID, SYMSYNC_RANK and SYMSYNC_NRANKS: all three valid, or
// none set.
void read_launcher_job(Settings& settings, Problems& problems);

// For symsync-info: a number of seconds as text, and a variable's text
// (shortened if long: a unique ID is 248 characters; empty when unset).
std::string seconds_text(double seconds);
std::string raw_text(const char* name);
// Whether variable `name` is set (and not empty), as every reader takes it.
bool set_in_environment(const char* name);

#include "generated/src/settings.inc"

// Reads every variable; reports all invalid ones at once (fatal, naming the
// variable, its value and what is expected).
Settings read_settings(const char* routine);

// The same without ending the program: each invalid variable is one line of
// `problems` (starting with its name) and keeps its default (symsync-info).
Settings read_settings_noting(Problems& problems);

// Whether the process was started by Open MPI's mpirun (or another PMIx or
// PMI launcher).
bool launched_by_mpi_launcher();

// The parsers, exposed for tests.
std::optional<size_t> parse_size(const std::string& text);
std::optional<double> parse_seconds(const std::string& text);
std::optional<bool> parse_flag(const std::string& text);
// A whole number of microseconds from `min` to `max`, decimal digits only.
std::optional<uint64_t> parse_microseconds(const std::string& text,
                                           uint64_t min, uint64_t max);

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_SETTINGS_H_
