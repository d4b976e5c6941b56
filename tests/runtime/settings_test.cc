// The parsers of the environment variables nvshmem_init reads.

#include "runtime/src/common/settings.h"

#include <gtest/gtest.h>

namespace symsync {
namespace impl {
namespace {

TEST(Settings, Sizes) {
  EXPECT_EQ(parse_size("1"), 1u);
  EXPECT_EQ(parse_size("4096"), 4096u);
  EXPECT_EQ(parse_size("64k"), 64u << 10);
  EXPECT_EQ(parse_size("64K"), 64u << 10);
  EXPECT_EQ(parse_size("512m"), size_t{512} << 20);
  EXPECT_EQ(parse_size("2G"), size_t{2} << 30);
  for (const char* bad : {"", "0", "0k", "k", "12x", "1.5g", "-1", " 1", "1 ",
                          "1kb", "99999999999999999999", "20000000000g"}) {
    EXPECT_FALSE(parse_size(bad)) << "'" << bad << "'";
  }
}

TEST(Settings, Seconds) {
  EXPECT_EQ(parse_seconds("60"), 60.0);
  EXPECT_EQ(parse_seconds("0.5"), 0.5);
  for (const char* bad : {"", "0", "-3", "abc", "5s", "nan", "inf"}) {
    EXPECT_FALSE(parse_seconds(bad)) << "'" << bad << "'";
  }
}

TEST(Settings, Flags) {
  for (const char* yes : {"1", "true", "YES", "on"})
    EXPECT_EQ(parse_flag(yes), true) << yes;
  for (const char* no : {"0", "false", "No", "OFF"})
    EXPECT_EQ(parse_flag(no), false) << no;
  EXPECT_FALSE(parse_flag("2"));
  EXPECT_FALSE(parse_flag(""));
}

}  // namespace
}  // namespace impl
}  // namespace symsync
