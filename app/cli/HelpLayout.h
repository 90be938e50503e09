// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rocmtune::cli {

// QCommandLineParser::helpText() laid out again for a terminal of `width`
// columns. Qt wraps option help at 79 characters, so Chinese help (a 汉字
// is two columns) ran to 122 columns and cut Latin words ("预设：qui" /
// "ck（默认）"). Here every description is taken back from Qt's layout and
// wrapped by display width (wrapToDisplayWidth: at spaces or next to a 汉字,
// never inside a Latin word), option names padded by display width, and the
// usage and description lines wrapped too. An entry whose text cannot be
// taken back exactly is left as Qt wrote it.
QString layOutHelp(const QString &qtHelp, int width = 80);

// Lines of our own usage text (the command list, profile's subcommands and
// exit codes) wrapped to `width` columns by display width, each under its own
// text: after its indent and a short first column ("  list         …").
QString wrapLines(const QString &text, int width = 80);

} // namespace rocmtune::cli
