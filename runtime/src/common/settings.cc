#include "runtime/src/common/settings.h"

#include <symsync/platform.h>

#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstdio>
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

// The message of an invalid variable.
std::string invalid(const char* name, const std::string& value,
                    const std::string& expected) {
  return std::string(name) + "='" + value + "' is not valid: expected " +
         expected;
}

}  // namespace

void read_launcher_job(Settings& settings, Problems& problems) {
  const auto& names = kLauncherJobVariables;
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
    problems.push_back(SYMSYNC_SETTING_UNIQUEID
                       ", " SYMSYNC_SETTING_RANK " and " SYMSYNC_SETTING_NRANKS
                       " are set together "
                       "(symsync-run sets them) or not at all: " +
                       set + " set, " + unset + " not");
    return;
  }
  LauncherJob job;
  bool valid = true;
  if (is_unique_id_text(id)) {
    job.unique_id_text = id;
  } else {
    problems.push_back(invalid(names[0], shortened(id),
                               "the " + std::to_string(kUniqueIdTextLength) +
                                   " hexadecimal digits of a unique ID, as "
                                   "symsync-run sets it"));
    valid = false;
  }
  if (auto count = parse_int_in(nranks, 1, kMaxJobPes)) {
    job.nranks = *count;
  } else {
    problems.push_back(
        invalid(names[2], nranks,
                "a number of PEs from 1 to " + std::to_string(kMaxJobPes)));
    valid = false;
  }
  const long rank_limit = job.nranks > 0 ? job.nranks - 1 : kMaxJobPes;
  if (auto pe = parse_int_in(rank, 0, rank_limit)) {
    job.rank = *pe;
  } else {
    const std::string expected = job.nranks > 0
                                     ? "a PE number from 0 to " +
                                           std::to_string(job.nranks - 1) +
                                           " (below " SYMSYNC_SETTING_NRANKS ")"
                                     : std::string("a PE number");
    problems.push_back(invalid(names[1], rank, expected));
    valid = false;
  }
  if (valid) settings.launcher_job = job;
}

std::optional<size_t> parse_size(const std::string& text) {
  // Whole digits, then an optional fraction, then an optional suffix.
  size_t at = 0;
  const auto digits_from = [&](size_t* value, size_t limit) {
    const size_t begin = at;
    while (at < text.size() &&
           std::isdigit(static_cast<unsigned char>(text[at]))) {
      const size_t digit = static_cast<size_t>(text[at] - '0');
      if (at - begin >= limit || *value > (SIZE_MAX - digit) / 10) {
        return std::optional<size_t>();  // too many digits
      }
      *value = *value * 10 + digit;
      ++at;
    }
    return std::optional<size_t>(at - begin);
  };
  size_t whole = 0, fraction = 0;
  const std::optional<size_t> whole_digits = digits_from(&whole, SIZE_MAX);
  if (!whole_digits) return std::nullopt;
  size_t fraction_digits = 0;
  if (at < text.size() && text[at] == '.') {
    ++at;
    const std::optional<size_t> count =
        digits_from(&fraction, kSizeFractionDigits);
    if (!count || *count == 0) return std::nullopt;
    fraction_digits = *count;
  }
  if (*whole_digits == 0 && fraction_digits == 0) return std::nullopt;
  unsigned shift = 0;
  if (at < text.size()) {
    const char suffix =
        static_cast<char>(std::tolower(static_cast<unsigned char>(text[at])));
    const SizeSuffix* found = nullptr;
    for (const SizeSuffix& known : kSizeSuffixes) {
      if (known.suffix == suffix) found = &known;
    }
    if (found == nullptr || at + 1 != text.size()) return std::nullopt;
    shift = found->shift;
  }
  if (whole > (SIZE_MAX >> shift)) return std::nullopt;
  // (whole + fraction / 10^digits) * 2^shift, rounded up, exactly: whole
  // is below 2^(64 - shift) and the scale at most 10^9, so the product
  // stays below 2^94.
  unsigned __int128 scale = 1;
  for (size_t i = 0; i < fraction_digits; ++i) scale *= 10;
  const unsigned __int128 numerator =
      (static_cast<unsigned __int128>(whole) * scale + fraction) << shift;
  const unsigned __int128 value = (numerator + scale - 1) / scale;
  if (value == 0 || value > SIZE_MAX) return std::nullopt;
  return static_cast<size_t>(value);
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
  for (const FlagWord& known : kFlagWords) {
    if (value == known.word) return known.value;
  }
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

namespace {

// The reading every typed reader shares: the value of `name` parsed by
// `parse` (which returns an empty optional for an invalid text), nothing
// when unset; an invalid value is recorded in `problems`.
template <typename Parse>
auto read_parsed(Problems& problems, const char* name, const char* expected,
                 Parse parse) -> decltype(parse(std::string())) {
  const char* value = variable(name);
  if (value == nullptr) return std::nullopt;
  auto parsed = parse(std::string(value));
  if (!parsed) problems.push_back(invalid(name, value, expected));
  return parsed;
}

}  // namespace

std::optional<int> read_choice(Problems& problems, const char* name,
                               std::initializer_list<const char*> values,
                               const char* expected) {
  return read_parsed(problems, name, expected,
                     [&](const std::string& text) -> std::optional<int> {
                       const std::string choice = lower(text);
                       int index = 0;
                       for (const char* allowed : values) {
                         if (choice == lower(allowed)) return index;
                         ++index;
                       }
                       return std::nullopt;
                     });
}

std::optional<bool> read_flag(Problems& problems, const char* name,
                              const char* expected) {
  return read_parsed(problems, name, expected, parse_flag);
}

std::optional<double> read_seconds(Problems& problems, const char* name,
                                   double below, const char* expected) {
  return read_parsed(problems, name, expected,
                     [&](const std::string& text) -> std::optional<double> {
                       auto seconds = parse_seconds(text);
                       if (seconds && below != 0 && *seconds >= below)
                         return std::nullopt;
                       return seconds;
                     });
}

std::optional<size_t> read_size(Problems& problems, const char* name,
                                const char* expected) {
  return read_parsed(problems, name, expected, parse_size);
}

std::optional<uint64_t> read_microseconds(Problems& problems, const char* name,
                                          uint64_t min, uint64_t max,
                                          const char* expected) {
  return read_parsed(problems, name, expected, [&](const std::string& text) {
    return parse_microseconds(text, min, max);
  });
}

std::optional<int> read_count(Problems& problems, const char* name, long min,
                              long max, const char* expected) {
  return read_parsed(problems, name, expected, [&](const std::string& text) {
    return parse_int_in(text, min, max);
  });
}

std::optional<std::string> read_text(const char* name) {
  const char* value = variable(name);
  if (value == nullptr) return std::nullopt;
  return std::string(value);
}

std::string seconds_text(double seconds) {
  // The shortest text that reads back as the same number (2.5, not
  // 2.50000000000000000, and 1234567, not 1.23457e+06).
  char text[32];
  for (int digits = 6; digits <= 17; ++digits) {
    snprintf(text, sizeof text, "%.*g", digits, seconds);
    if (std::strtod(text, nullptr) == seconds) break;
  }
  return text;
}

bool set_in_environment(const char* name) { return variable(name) != nullptr; }

std::string raw_text(const char* name) {
  const char* value = variable(name);
  return value == nullptr ? std::string() : shortened(value);
}

Settings read_settings_noting(Problems& problems) {
  Settings settings;
  read_spec_settings(settings, problems);
  return settings;
}

Settings read_settings(const char* routine) {
  Problems problems;
  const Settings settings = read_settings_noting(problems);
  if (!problems.empty()) {
    std::string all;
    for (const std::string& p : problems) all += "\n  " + p;
    fatal(routine, "invalid environment:%s", all.c_str());
  }
  return settings;
}

}  // namespace impl
}  // namespace symsync
