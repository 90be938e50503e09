// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DeviceControls.h"
#include "core/telemetry/Sample.h"
#include "core/tuning/TuningValues.h"
#include "core/tuning/policy/SafetyPolicy.h"

#include <QList>
#include <QObject>
#include <QString>

class QWidget;

namespace rocmtune {

// The editor of one control in the Tuning view: one folder per control under
// widgets/tuning/controls/<name>/, registered with one line in
// ControlEditors.cpp. The panel gives each editor a row: its title, its
// widgets side by side, and under them the reason it is off (from the
// driver) or why a typed value is refused (from the control's rule, the same
// check Apply runs). The panel enables the row when the control's rule says
// the card offers it (ControlRule::offered), marks it changed when
// addPending() adds a value, and never calls a device: editors only see the
// ControlState and samples the panel hands them.
class ControlEditor : public QObject
{
    Q_OBJECT
public:
    explicit ControlEditor(QObject *parent = nullptr) : QObject(parent) {}

    virtual ControlId id() const = 0;
    // The row's name in the current language (asked again after a language
    // change). By default the control's own title (ControlRule::title).
    virtual QString title() const;
    // Builds the row's widgets once, children of `page` (spin boxes, a range
    // label, a plot); emit edited() whenever the user changes one.
    virtual QList<QWidget *> createWidgets(QWidget *page) = 0;
    // The driver's values and limits, after every read: put the widgets back
    // to what the driver holds (signals blocked), ranges and info labels
    // updated. Called whether or not the card offers the control.
    virtual void showState(const ControlState &state, const SafetyPolicy &policy) = 0;
    // What Apply would send: this control's value when the widgets differ from
    // `state`; nothing when they do not. Called only while the row is enabled.
    virtual void addPending(const ControlState &state, TuningValues *values) const = 0;
    // Suffixes, tool tips, choice labels in the current language.
    virtual void retranslate() {}
    // Why the row is off when the card offers the control but this editor cannot
    // set it (e.g. no overdrive range for a min / max); empty: the row follows
    // ControlRule::offered() and the driver's reason.
    virtual QString unusableReason(const ControlState &) const { return QString(); }
    // The newest sample of the shown GPU, a few times a second (live
    // temperature and fan speed on a curve). Most editors ignore it.
    virtual void showSample(const Sample &) {}
    // A tall editor (a plot) whose row the panel places in a column beside its
    // section's other rows rather than among them, so the section is no taller
    // than its rows (the fan curve at 1366x768).
    virtual bool besideOtherRows() const { return false; }
    // A sentence about the row that the panel puts under its section's rows
    // (where there is width for it), or null. Built in createWidgets(); the
    // editor shows and hides it.
    virtual QWidget *noteUnderRows() const { return nullptr; }

signals:
    // The user changed a value: the panel asks addPending() again and checks it.
    void edited();
};

} // namespace rocmtune
