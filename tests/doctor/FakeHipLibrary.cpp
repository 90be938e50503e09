// SPDX-License-Identifier: GPL-3.0-or-later
// A loadable libamdhip64.so.6.2.41133 for the doctor tests: the doctor only
// needs the file to exist and load.
extern "C" int hipRuntimeGetVersion(int *version)
{
    *version = 60241133;
    return 0;
}
