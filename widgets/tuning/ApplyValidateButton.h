// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPushButton>

namespace rocmtune {

// The tuning panel's "Apply and validate" button with its own texts (it
// retranslates itself): apply the prepared values as a pending change, run
// the Quick check on them in the Stress view, keep them only if it passes.
class ApplyValidateButton : public QPushButton
{
    Q_OBJECT
public:
    explicit ApplyValidateButton(QWidget *parent = nullptr);

    // The panel's status line while the check runs.
    static QString runningText();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
};

} // namespace rocmtune
