import SoupChefCLI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// A write past the file size limit (ulimit -f) then fails with EFBIG, which is reported (exit 74,
// "file too large"), instead of SIGXFSZ killing soupchef without a word.
signal(SIGXFSZ, SIG_IGN)
runMain()
