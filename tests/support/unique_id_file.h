// A job of plain processes started through NVSHMEM's unique-ID API, with no
// launcher and no MPI: PE 0 creates the ID and writes it to a file (whole,
// through a rename), the others read it from there.

#ifndef SYMSYNC_TESTS_SUPPORT_UNIQUE_ID_FILE_H_
#define SYMSYNC_TESTS_SUPPORT_UNIQUE_ID_FILE_H_

#include <nvshmem.h>
#include <nvshmemx.h>

#include <chrono>
#include <cstdio>
#include <string>
#include <thread>

namespace symsync_test {

// The job's ID: PE `rank` 0 creates it and writes it to `file`; another
// rank reads it from `file`, which it waits up to 30 s for. Returns false,
// with `*error` saying why, where it cannot.
inline bool exchange_unique_id(int rank, const std::string& file,
                               nvshmemx_uniqueid_t* id, std::string* error) {
  *id = NVSHMEMX_UNIQUEID_INITIALIZER;
  if (rank == 0) {
    if (nvshmemx_get_uniqueid(id) != 0) {
      *error = "nvshmemx_get_uniqueid failed";
      return false;
    }
    const std::string partial = file + ".partial";
    FILE* out = std::fopen(partial.c_str(), "wb");
    const bool written =
        out != nullptr && std::fwrite(id, sizeof *id, 1, out) == 1;
    if (out == nullptr || std::fclose(out) != 0 || !written ||
        std::rename(partial.c_str(), file.c_str()) != 0) {
      *error = "cannot write the ID file " + file;
      return false;
    }
    return true;
  }
  for (int tries = 0; tries < 3000; ++tries) {  // up to 30 s
    if (FILE* in = std::fopen(file.c_str(), "rb")) {
      const bool read = std::fread(id, sizeof *id, 1, in) == 1;
      std::fclose(in);
      if (read) return true;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  *error = "no ID file " + file + " appeared within 30 s";
  return false;
}

// Starts this process as PE `rank` of `nranks` through the ID in `file`
// (exchange_unique_id). Returns false, with `*error` saying why, where the
// ID cannot be had; a failed start ends the program, as nvshmemx_init_attr
// does.
inline bool start_with_unique_id_file(int rank, int nranks,
                                      const std::string& file,
                                      std::string* error) {
  nvshmemx_uniqueid_t id;
  if (!exchange_unique_id(rank, file, &id, error)) return false;
  nvshmemx_init_attr_t attr = NVSHMEMX_INIT_ATTR_INITIALIZER;
  if (nvshmemx_set_attr_uniqueid_args(rank, nranks, &id, &attr) != 0) {
    *error = "nvshmemx_set_attr_uniqueid_args failed";
    return false;
  }
  nvshmemx_init_attr(NVSHMEMX_INIT_WITH_UNIQUEID, &attr);
  return true;
}

}  // namespace symsync_test

#endif  // SYMSYNC_TESTS_SUPPORT_UNIQUE_ID_FILE_H_
