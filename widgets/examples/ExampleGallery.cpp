#include "examples/ExampleGallery.h"

#include "editor/CodeView.h"
#include "examples/ExampleListDelegate.h"
#include "launch/LaunchConfigPanel.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QSplitter>
#include <QVBoxLayout>

namespace wave::widgets {

namespace {

QLabel* heading(const QString& text, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    return label;
}

// The header comments mark code with backticks, as Markdown does: shown in the code font.
QString richText(const QString& plain) {
    static const QRegularExpression code(QStringLiteral("`([^`]+)`"));
    QString html = plain.toHtmlEscaped();
    html.replace(code, QStringLiteral("<code>\\1</code>"));
    return html;
}

QLabel* paragraph(QWidget* parent, const QString& objectName) {
    auto* label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return label;
}

} // namespace

ExampleGallery::ExampleGallery(ExampleCatalog catalog, ExampleCopies copies, QWidget* parent)
    : QDialog(parent), catalog_(std::move(catalog)), copies_(std::move(copies)) {
    setObjectName(QStringLiteral("ExampleGallery"));
    setWindowTitle(tr("Examples"));
    buildUi();
    fillList();
    if (list_->count() > 0)
        list_->setCurrentRow(0);
    else
        showCurrent();
    if (!catalog_.errors().isEmpty())
        showMessage(catalog_.errors().join(QLatin1Char('\n')), true);
    // Within the screen (a 1024x768 one cut the details off at the right), its title bar
    // and frame included.
    const QScreen* where = parent ? parent->screen() : screen();
    resize(where ? QSize(1120, 720).boundedTo(where->availableSize() - QSize(24, 48))
                 : QSize(1120, 720));
}

void ExampleGallery::buildUi() {
    auto* intro = new QLabel(tr("Commented kernels, each with a launch configuration ready to "
                                "run in the debugger. Choose one and open it in a tab."),
                             this);
    intro->setWordWrap(true);

    list_ = new QListWidget(this);
    list_->setObjectName(QStringLiteral("exampleList"));
    list_->setItemDelegate(new ExampleListDelegate(list_));
    list_->setResizeMode(QListView::Adjust);
    list_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    list_->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    list_->setUniformItemSizes(false);
    list_->setMinimumWidth(320);
    connect(list_, &QListWidget::currentRowChanged, this, [this] { showCurrent(); });
    connect(list_, &QListWidget::itemActivated, this, [this] { openCurrent(); });

    auto* details = new QWidget(this);
    auto* column = new QVBoxLayout(details);
    column->setContentsMargins(12, 0, 0, 0);
    column->setSpacing(6);

    title_ = new QLabel(details);
    title_->setObjectName(QStringLiteral("exampleTitle"));
    title_->setWordWrap(true);
    title_->setTextFormat(Qt::PlainText);
    QFont titleFont = title_->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.35);
    title_->setFont(titleFont);
    column->addWidget(title_);

    explanation_ = paragraph(details, QStringLiteral("exampleExplanation"));
    column->addWidget(explanation_);
    column->addSpacing(4);
    column->addWidget(heading(tr("In the debugger"), details));
    hint_ = paragraph(details, QStringLiteral("exampleDebuggerHint"));
    column->addWidget(hint_);
    dataNote_ = paragraph(details, QStringLiteral("exampleData"));
    column->addWidget(dataNote_);
    column->addSpacing(4);

    column->addWidget(heading(tr("Launch configuration"), details));
    commandLine_ = new QLineEdit(details);
    commandLine_->setObjectName(QStringLiteral("commandLine"));
    commandLine_->setReadOnly(true);
    commandLine_->setFont(CodeView::codeFont());
    commandLine_->setToolTip(tr("The same launch from a terminal, after assembling the kernel "
                                "with wave-asm; the IDE loads it with the example"));
    column->addWidget(commandLine_);
    column->addSpacing(4);

    column->addWidget(heading(tr("Source"), details));
    preview_ = new CodeView(details);
    preview_->setObjectName(QStringLiteral("sourcePreview"));
    preview_->setReadOnly(true);
    preview_->setMinimumHeight(200);
    column->addWidget(preview_, 1);

    auto* copyRow = new QHBoxLayout;
    copyState_ = paragraph(details, QStringLiteral("copyState"));
    copyState_->setTextFormat(Qt::PlainText);
    copyRow->addWidget(copyState_, 1);
    restore_ = new QPushButton(tr("Restore the Original…"), details);
    restore_->setObjectName(QStringLiteral("restoreButton"));
    restore_->setToolTip(tr("Replace your edited copy with the kernel and launch settings as "
                            "shipped"));
    connect(restore_, &QPushButton::clicked, this, [this] { restoreCurrent(); });
    copyRow->addWidget(restore_, 0, Qt::AlignTop);
    column->addLayout(copyRow);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(list_);
    splitter->addWidget(details);
    splitter->setChildrenCollapsible(false);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({360, 760});

    message_ = new QLabel(this);
    message_->setObjectName(QStringLiteral("galleryMessage"));
    message_->setWordWrap(true);
    message_->setTextFormat(Qt::PlainText);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    message_->hide();

    auto* buttons = new QDialogButtonBox(this);
    open_ = buttons->addButton(tr("&Open"), QDialogButtonBox::AcceptRole);
    open_->setObjectName(QStringLiteral("openButton"));
    open_->setDefault(true);
    QPushButton* close = buttons->addButton(QDialogButtonBox::Close);
    close->setObjectName(QStringLiteral("closeButton"));
    connect(open_, &QPushButton::clicked, this, [this] { openCurrent(); });
    connect(close, &QPushButton::clicked, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 14, 16, 12);
    layout->setSpacing(10);
    layout->addWidget(intro);
    layout->addWidget(splitter, 1);
    layout->addWidget(message_);
    layout->addWidget(buttons);

    launchText_ = new LaunchConfigPanel(this);
    launchText_->hide();
}

void ExampleGallery::fillList() {
    for (const Example& example : catalog_.examples()) {
        auto* item = new QListWidgetItem(example.title, list_);
        item->setData(ExampleListDelegate::NameRole, example.name);
        item->setData(ExampleListDelegate::SummaryRole, example.summary);
        item->setData(ExampleListDelegate::ErrorRole, example.error);
        item->setData(ExampleListDelegate::EditedRole,
                      copies_.state(example) == ExampleCopies::State::Edited);
        item->setToolTip(example.isValid() ? example.sourceFileName() : example.error);
    }
}

const Example* ExampleGallery::currentExample() const {
    const QListWidgetItem* item = list_->currentItem();
    return item ? catalog_.find(item->data(ExampleListDelegate::NameRole).toString()) : nullptr;
}

bool ExampleGallery::selectExample(const QString& name) {
    for (int row = 0; row < list_->count(); ++row) {
        if (list_->item(row)->data(ExampleListDelegate::NameRole).toString() == name) {
            list_->setCurrentRow(row);
            return true;
        }
    }
    return false;
}

void ExampleGallery::showCurrent() {
    const Example* example = currentExample();
    if (catalog_.errors().isEmpty())
        showMessage(QString(), false); // the last message was about another example
    title_->setText(example ? example->title : tr("No example"));
    explanation_->setText(example ? richText(example->explanation) : QString());
    hint_->setText(example ? richText(example->debuggerHint) : QString());
    dataNote_->setText(example ? richText(example->dataNote) : QString());
    dataNote_->setVisible(example && !example->dataNote.isEmpty());
    preview_->setText(example ? example->sourceText() : QString());
    if (example && example->isValid()) {
        launchText_->setSourcePath(copies_.sourcePath(*example));
        launchText_->setSettings(example->launch);
        commandLine_->setText(launchText_->commandLine());
    } else {
        commandLine_->clear();
    }
    commandLine_->setCursorPosition(0);
    if (example && !example->isValid())
        showMessage(example->error, true);
    open_->setEnabled(example && example->isValid());
    refreshCopyState();
}

void ExampleGallery::refreshCopyState() {
    const Example* example = currentExample();
    const ExampleCopies::State state =
        example ? copies_.state(*example) : ExampleCopies::State::Missing;
    const QString where =
        example ? QDir::toNativeSeparators(copies_.sourcePath(*example)) : QString();
    switch (state) {
    case ExampleCopies::State::Missing:
        copyState_->setText(
            tr("Open copies the example to %1, where you can edit and save it.").arg(where));
        break;
    case ExampleCopies::State::Original:
        copyState_->setText(tr("Your copy: %1").arg(where));
        break;
    case ExampleCopies::State::Edited:
        copyState_->setText(tr("You have edited your copy (%1). Open opens your version; it is "
                               "never overwritten unless you restore the original.")
                                .arg(where));
        break;
    }
    copyState_->setVisible(example && example->isValid());
    restore_->setVisible(example && example->isValid() && state == ExampleCopies::State::Edited);
    if (QListWidgetItem* item = list_->currentItem())
        item->setData(ExampleListDelegate::EditedRole, state == ExampleCopies::State::Edited);
}

void ExampleGallery::showMessage(const QString& text, bool error) {
    message_->setText(text);
    message_->setStyleSheet(error ? QStringLiteral("color: #c62828;") : QString());
    message_->setVisible(!text.isEmpty());
}

QString ExampleGallery::message() const {
    return message_->isHidden() ? QString() : message_->text();
}

bool ExampleGallery::openCurrent() {
    const Example* example = currentExample();
    if (!example)
        return false;
    QString error;
    const QString path = copies_.prepare(*example, error);
    if (path.isEmpty()) {
        showMessage(tr("Cannot open the example %1: %2").arg(example->name, error), true);
        return false;
    }
    emit openRequested(path);
    accept();
    return true;
}

void ExampleGallery::setConfirmation(Confirmation confirmation) {
    confirmation_ = std::move(confirmation);
}

bool ExampleGallery::restoreCurrent() {
    const Example* example = currentExample();
    if (!example || copies_.state(*example) != ExampleCopies::State::Edited)
        return false;
    const QString title = tr("Restore the Original");
    const QString question =
        tr("Replace your edited copy of “%1” with the original? Your changes to %2 and %3 "
           "will be lost.")
            .arg(example->title, example->sourceFileName(), example->argumentsFileName());
    bool confirmed = false;
    if (confirmation_) {
        confirmed = confirmation_(title, question);
    } else {
        QMessageBox box(QMessageBox::Warning, title, question, QMessageBox::Cancel, this);
        QPushButton* restore = box.addButton(tr("Restore"), QMessageBox::DestructiveRole);
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        confirmed = box.clickedButton() == restore;
    }
    if (!confirmed)
        return false;
    QString error;
    if (!copies_.restore(*example, error)) {
        showMessage(tr("Cannot restore %1: %2").arg(example->name, error), true);
        return false;
    }
    showMessage(tr("Restored the original of %1.").arg(example->title), false);
    refreshCopyState();
    return true;
}

} // namespace wave::widgets
