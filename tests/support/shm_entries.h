// The entries of /dev/shm whose names start with a prefix: what a job left
// there, for the tests that check it leaves nothing.

#ifndef SYMSYNC_TESTS_SUPPORT_SHM_ENTRIES_H_
#define SYMSYNC_TESTS_SUPPORT_SHM_ENTRIES_H_

#include <dirent.h>

#include <string>
#include <vector>

namespace symsync_test {

inline std::vector<std::string> shm_entries_starting_with(
    const std::string& prefix) {
  std::vector<std::string> found;
  if (DIR* dir = opendir("/dev/shm")) {
    while (const dirent* entry = readdir(dir)) {
      if (std::string(entry->d_name).rfind(prefix, 0) == 0)
        found.push_back(entry->d_name);
    }
    closedir(dir);
  }
  return found;
}

}  // namespace symsync_test

#endif  // SYMSYNC_TESTS_SUPPORT_SHM_ENTRIES_H_
