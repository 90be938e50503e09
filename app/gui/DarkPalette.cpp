// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/DarkPalette.h"

#include "widgets/common/VisibleCheckStyle.h"

#include <QApplication>
#include <QStyleFactory>

namespace rocmtune::gui {

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x30), base(0x1e, 0x1f, 0x22), text(0xdf, 0xe1, 0xe5), disabled(0x80, 0x82, 0x86);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x28, 0x2b));
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x37, 0x3b));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x8e, 0xe0));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xff));
    p.setColor(QPalette::Mid, QColor(0x5a, 0x5d, 0x62));
    p.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    p.setColor(QPalette::Light, QColor(0x4a, 0x4d, 0x52));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

void applyPaletteFromEnvironment()
{
    if (qEnvironmentVariable("ROCMTUNE_PALETTE") != QLatin1String("dark"))
        return;
    // Fusion, with check boxes whose frame shows on the dark field of a list.
    QApplication::setStyle(new VisibleCheckStyle(QStyleFactory::create(QStringLiteral("Fusion"))));
    QApplication::setPalette(darkPalette());
}

} // namespace rocmtune::gui
