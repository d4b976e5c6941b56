// make_bootstrap picks the unique-ID bootstrap for a process that
// symsync-run started (SYMSYNC_UNIQUEID, SYMSYNC_RANK, SYMSYNC_NRANKS), unless
// NVSHMEM_BOOTSTRAP says otherwise.

#include <gtest/gtest.h>
#include <stdlib.h>

#include "runtime/src/bootstrap/bootstrap.h"
#include "runtime/src/bootstrap/uid.h"
#include "runtime/src/common/settings.h"

namespace symsync {
namespace impl {
namespace {

using testing::ExitedWithCode;

class ChooseBootstrap : public testing::Test {
 protected:
  static void SetUpTestSuite() {
    testing::GTEST_FLAG(death_test_style) = "threadsafe";
  }
  void SetUp() override {
    for (const char* name :
         {"NVSHMEM_BOOTSTRAP", "SYMSYNC_UNIQUEID", "SYMSYNC_RANK",
          "SYMSYNC_NRANKS", "OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_RANK"}) {
      unsetenv(name);
    }
    setenv("NVSHMEM_BOOTSTRAP_UID_SOCK_IFNAME", "lo", 1);
  }
  // A one-PE job, as symsync-run -n 1 would hand it over.
  static void set_launcher_job() {
    Settings settings;
    settings.uid_sock_ifname = "lo";
    const UniqueId id = create_unique_id("test", settings);
    setenv("SYMSYNC_UNIQUEID", unique_id_to_text(id).c_str(), 1);
    setenv("SYMSYNC_RANK", "0", 1);
    setenv("SYMSYNC_NRANKS", "1", 1);
  }
};

TEST_F(ChooseBootstrap, LauncherJobMeansUid) {
  set_launcher_job();
  const Settings settings = read_settings("nvshmem_init");
  auto bootstrap = make_bootstrap("nvshmem_init", settings);
  EXPECT_STREQ(bootstrap->name(), "unique-ID");
  EXPECT_EQ(bootstrap->rank(), 0);
  EXPECT_EQ(bootstrap->size(), 1);
  bootstrap->barrier("nvshmem_init");
}

TEST_F(ChooseBootstrap, LauncherJobWinsOverMpiLauncher) {
  set_launcher_job();
  setenv("OMPI_COMM_WORLD_SIZE", "1", 1);
  auto bootstrap =
      make_bootstrap("nvshmem_init", read_settings("nvshmem_init"));
  EXPECT_STREQ(bootstrap->name(), "unique-ID");
}

TEST_F(ChooseBootstrap, ExplicitUidInAnyCase) {
  set_launcher_job();
  setenv("NVSHMEM_BOOTSTRAP", "UID", 1);
  auto bootstrap =
      make_bootstrap("nvshmem_init", read_settings("nvshmem_init"));
  EXPECT_STREQ(bootstrap->name(), "unique-ID");
}

TEST_F(ChooseBootstrap, ExplicitSingleWins) {
  setenv("SYMSYNC_UNIQUEID", std::string(kUniqueIdTextLength, '0').c_str(), 1);
  setenv("SYMSYNC_RANK", "0", 1);
  setenv("SYMSYNC_NRANKS", "2", 1);
  setenv("NVSHMEM_BOOTSTRAP", "single", 1);
  auto bootstrap =
      make_bootstrap("nvshmem_init", read_settings("nvshmem_init"));
  EXPECT_STREQ(bootstrap->name(), "single");
}

TEST_F(ChooseBootstrap, NoLauncherJobMeansSingle) {
  auto bootstrap =
      make_bootstrap("nvshmem_init", read_settings("nvshmem_init"));
  EXPECT_STREQ(bootstrap->name(), "single");
}

TEST_F(ChooseBootstrap, UidWithoutAnIdSaysWhatToDo) {
  setenv("NVSHMEM_BOOTSTRAP", "uid", 1);
  EXPECT_EXIT(make_bootstrap("nvshmem_init", read_settings("nvshmem_init")),
              ExitedWithCode(1),
              "symsync: nvshmem_init: NVSHMEM_BOOTSTRAP=uid, but no unique ID "
              "was given: start the program with symsync-run -n N PROGRAM.*or "
              "call nvshmemx_init_attr with NVSHMEMX_INIT_WITH_UNIQUEID");
}

TEST_F(ChooseBootstrap, HexThatIsNoId) {
  setenv("SYMSYNC_UNIQUEID", std::string(kUniqueIdTextLength, '0').c_str(), 1);
  setenv("SYMSYNC_RANK", "0", 1);
  setenv("SYMSYNC_NRANKS", "2", 1);
  EXPECT_EXIT(make_bootstrap("nvshmem_init", read_settings("nvshmem_init")),
              ExitedWithCode(1),
              "nvshmem_init: SYMSYNC_UNIQUEID does not hold a unique ID");
}

}  // namespace
}  // namespace impl
}  // namespace symsync
