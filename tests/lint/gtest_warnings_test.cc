// GoogleTest's own code stays a system header when its precompiled form is
// loaded (bazel/pch.bzl includes it through a wrapper, by its -isystem
// folder): this unit builds with -Werror=sign-compare, and EXPECT_EQ of a
// size_t and an int compares them inside gtest.h, which GCC reports only
// where gtest.h is not a system header.

#include <gtest/gtest.h>

#include <cstddef>

TEST(GtestWarnings, ComparisonInsideGtestStaysSilent) {
  const size_t three = 3;
  EXPECT_EQ(three, 3);
}
