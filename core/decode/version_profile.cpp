#include "decode/version_profile.h"

#include <array>

namespace glassbox {
namespace {

using enum LineTableFormat;
using enum LineStartRule;
using enum ForLoopExit;

// Fields in the order of VersionProfile (version_profile.h).
constexpr std::array kProfiles{
    VersionProfile{{3, 8}, Lnotab, NewLine, false, false, PopsIterator, 1, 1, 3, true, false, false, false, false, false, false, false, false, false, false},
    VersionProfile{{3, 9}, Lnotab, NewLine, false, false, PopsIterator, 1, 1, 3, true, false, false, false, false, false, false, false, false, false, false},
    VersionProfile{{3, 10}, LineTable, NewLine, false, false, PopsIterator, 1, 1, 3, true, true, false, false, false, false, false, false, false, true, false},
    VersionProfile{{3, 11}, Locations, NewLine, true, true, PopsIterator, 2, 1, 1, false, false, false, false, false, false, false, false, false, true, false},
    VersionProfile{{3, 12}, Locations, NewLine, true, true, EndForPopsTwo, 2, 1, 1, false, false, false, false, true, true, false, true, false, true, true},
    VersionProfile{{3, 13}, Locations, AnyLineChange, true, true, EndForThenPopTop, 2, 1, 1, false, false, true, false, true, true, false, true, false, true, true},
    VersionProfile{{3, 14}, Locations, AnyLineChange, true, true, EndForThenPopIter, 2, 1, 1, false, false, true, false, true, false, true, true, true, true, true},
    VersionProfile{{3, 15}, Locations, AnyLineChange, true, true, EndForThenPopIter, 2, 2, 1, false, false, true, true, true, false, true, true, true, true, true},
};

}  // namespace

const VersionProfile* version_profile_for(PythonVersion version) {
    for (const VersionProfile& profile : kProfiles) {
        if (profile.version == version) return &profile;
    }
    return nullptr;
}

}  // namespace glassbox
