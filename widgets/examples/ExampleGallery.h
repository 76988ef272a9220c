#pragma once
// File > Examples: the gallery of example kernels. A list of the examples (title and short
// summary) beside the chosen one's explanation, what to look at in the debugger, its launch
// configuration as the wave-emu command line and a preview of the commented source.
//
// Open (or a double-click) copies the example into the user's folder (ExampleCopies: never
// over the user's edits) and emits openRequested() with the copy's path, for the IDE's normal
// open-file path; the dialog then closes. When the user's copy differs from the shipped kernel
// the gallery says so and offers "Restore the Original", after a confirmation. Problems (an
// example that cannot be read, a copy that cannot be written) are shown in the dialog, never
// in a crash. GUI thread only.

#include "examples/ExampleCatalog.h"
#include "examples/ExampleCopies.h"

#include <QDialog>

#include <functional>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace wave::widgets {

class CodeView;
class LaunchConfigPanel;

class ExampleGallery : public QDialog {
    Q_OBJECT
public:
    // Asks the user to confirm (title, question); true to go ahead.
    using Confirmation = std::function<bool(const QString& title, const QString& question)>;

    explicit ExampleGallery(ExampleCatalog catalog = ExampleCatalog::load(),
                            ExampleCopies copies = ExampleCopies(), QWidget* parent = nullptr);

    const ExampleCatalog& catalog() const { return catalog_; }
    const ExampleCopies& copies() const { return copies_; }
    // The selected example (null when none).
    const Example* currentExample() const;
    bool selectExample(const QString& name);

    // Copies the selected example if needed and emits openRequested(); closes the dialog on
    // success, shows the error in the dialog otherwise.
    bool openCurrent();
    // Writes the shipped files over the user's copy of the selected example, if confirmed.
    bool restoreCurrent();
    // Replaces the question before a restore (tests); null restores the message box.
    void setConfirmation(Confirmation confirmation);

    // The text shown in the dialog's message line (errors and results), for tests.
    QString message() const;

signals:
    void openRequested(const QString& path);

private:
    void buildUi();
    void fillList();
    void showCurrent();
    void refreshCopyState();
    void showMessage(const QString& text, bool error);

    ExampleCatalog catalog_;
    ExampleCopies copies_;
    Confirmation confirmation_;

    QListWidget* list_ = nullptr;
    QLabel* title_ = nullptr;
    QLabel* explanation_ = nullptr;
    QLabel* hint_ = nullptr;
    QLabel* dataNote_ = nullptr;
    QLineEdit* commandLine_ = nullptr;
    CodeView* preview_ = nullptr;
    QLabel* copyState_ = nullptr;
    QPushButton* restore_ = nullptr;
    QLabel* message_ = nullptr;
    QPushButton* open_ = nullptr;
    LaunchConfigPanel* launchText_ = nullptr; // never shown: its command line, to copy
};

} // namespace wave::widgets
