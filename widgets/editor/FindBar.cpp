#include "editor/FindBar.h"

#include <Qsci/qsciscintilla.h>

#include <QCheckBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QToolButton>

#include <algorithm>

namespace wave::widgets {

namespace {

using Sci = QsciScintillaBase;

QToolButton* toolButton(const QString& name, const QString& text, const QString& toolTip,
                        QWidget* parent) {
    auto* button = new QToolButton(parent);
    button->setObjectName(name);
    button->setText(text);
    button->setToolTip(toolTip);
    button->setAutoRaise(true);
    button->setFocusPolicy(Qt::NoFocus); // the keyboard stays in the field
    return button;
}

QPushButton* pushButton(const QString& name, const QString& text, QWidget* parent) {
    auto* button = new QPushButton(text, parent);
    button->setObjectName(name);
    button->setFocusPolicy(Qt::TabFocus);
    button->setAutoDefault(false);
    return button;
}

} // namespace

FindBar::FindBar(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("FindBar"));
    // Labels and fields in two columns, so the find and replace fields line up.
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(6, 3, 6, 3);
    layout->setVerticalSpacing(3);

    auto* findLabel = new QLabel(tr("Find:"), this);
    find_ = new QLineEdit(this);
    find_->setObjectName(QStringLiteral("findEdit"));
    find_->setPlaceholderText(tr("Text to find"));
    find_->setClearButtonEnabled(true);
    findLabel->setBuddy(find_);
    auto* previous = toolButton(QStringLiteral("findPrevious"), QStringLiteral("\u2191"),
                                tr("Previous match (Shift+F3)"), this);
    auto* next = toolButton(QStringLiteral("findNext"), QStringLiteral("\u2193"),
                            tr("Next match (F3)"), this);
    matchCase_ = new QCheckBox(tr("Match &case"), this);
    matchCase_->setObjectName(QStringLiteral("matchCase"));
    wholeWord_ = new QCheckBox(tr("&Whole word"), this);
    wholeWord_->setObjectName(QStringLiteral("wholeWord"));
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("findStatus"));
    auto* closeButton =
        toolButton(QStringLiteral("closeFind"), QStringLiteral("\u2715"), tr("Close (Esc)"), this);
    auto* findTools = new QHBoxLayout;
    findTools->addWidget(previous);
    findTools->addWidget(next);
    findTools->addWidget(matchCase_);
    findTools->addWidget(wholeWord_);
    findTools->addWidget(status_, 1);
    findTools->addWidget(closeButton);
    layout->addWidget(findLabel, 0, 0);
    layout->addWidget(find_, 0, 1);
    layout->addLayout(findTools, 0, 2);

    replaceRow_ = new QWidget(this);
    auto* replaceRow = new QHBoxLayout(replaceRow_);
    replaceRow->setContentsMargins(0, 0, 0, 0);
    replaceLabel_ = new QLabel(tr("Replace:"), this);
    replace_ = new QLineEdit(this);
    replace_->setObjectName(QStringLiteral("replaceEdit"));
    replace_->setPlaceholderText(tr("Replacement"));
    replaceLabel_->setBuddy(replace_);
    auto* replaceOne = pushButton(QStringLiteral("replaceOne"), tr("&Replace"), replaceRow_);
    auto* replaceAllButton =
        pushButton(QStringLiteral("replaceAll"), tr("Replace &All"), replaceRow_);
    replaceRow->addWidget(replaceOne);
    replaceRow->addWidget(replaceAllButton);
    replaceRow->addStretch(1);
    layout->addWidget(replaceLabel_, 1, 0);
    layout->addWidget(replace_, 1, 1);
    layout->addWidget(replaceRow_, 1, 2);
    layout->setColumnStretch(1, 2);
    layout->setColumnStretch(2, 3);

    // Tab goes from the find field to the replace field, then to the options and buttons.
    setTabOrder(find_, replace_);
    setTabOrder(replace_, matchCase_);
    setTabOrder(matchCase_, wholeWord_);
    setTabOrder(wholeWord_, replaceOne);
    setTabOrder(replaceOne, replaceAllButton);
    find_->installEventFilter(this);
    replace_->installEventFilter(this);
    setFocusProxy(find_);
    connect(find_, &QLineEdit::textChanged, this, [this] {
        note_.clear();
        if (!editor_)
            return;
        // Incremental: the first match from where the selection starts, so a growing word
        // stays on the same match.
        refresh();
        if (!find_->text().isEmpty())
            goTo(editor_->SendScintilla(Sci::SCI_GETSELECTIONSTART), true);
    });
    for (QCheckBox* box : {matchCase_, wholeWord_})
        connect(box, &QCheckBox::toggled, this, [this] {
            note_.clear();
            refresh();
            if (editor_ && !find_->text().isEmpty())
                goTo(editor_->SendScintilla(Sci::SCI_GETSELECTIONSTART), true);
        });
    connect(previous, &QToolButton::clicked, this, &FindBar::findPrevious);
    connect(next, &QToolButton::clicked, this, &FindBar::findNext);
    connect(closeButton, &QToolButton::clicked, this, &FindBar::close);
    connect(replaceOne, &QPushButton::clicked, this, &FindBar::replaceCurrent);
    connect(replaceAllButton, &QPushButton::clicked, this, &FindBar::replaceAll);
    hide();
}

void FindBar::setEditor(QsciScintilla* editor) {
    if (editor == editor_)
        return;
    clearHighlights();
    disconnect(textConnection_);
    if (editor_)
        editor_->removeEventFilter(this);
    editor_ = editor;
    matches_.clear();
    current_ = -1;
    if (!editor_)
        return;
    editor_->installEventFilter(this); // Esc in the editor closes the bar too
    // Amber boxes for every match (light enough on light and dark paper), a deeper one with a
    // solid outline for the current match.
    const struct {
        int indicator;
        QColor colour;
        long alpha;
    } styles[] = {{kMatchIndicator, QColor(0xf0, 0xa0, 0x00), 80L},
                  {kCurrentIndicator, QColor(0xe0, 0x60, 0x00), 150L}};
    for (const auto& style : styles) {
        const auto indicator = static_cast<unsigned long>(style.indicator);
        editor_->indicatorDefine(QsciScintilla::RoundBoxIndicator, style.indicator);
        editor_->setIndicatorForegroundColor(style.colour, style.indicator);
        editor_->SendScintilla(Sci::SCI_INDICSETALPHA, indicator, style.alpha);
        editor_->SendScintilla(Sci::SCI_INDICSETOUTLINEALPHA, indicator, 255L);
        editor_->SendScintilla(Sci::SCI_INDICSETUNDER, indicator, 1L);
    }
    // Edits move, add and remove matches: counted again once the edit is over (a Replace All
    // is one recount, and nothing runs inside Scintilla's change notifications).
    textConnection_ = connect(editor_, &QsciScintilla::textChanged, this, [this] {
        if (refreshQueued_)
            return;
        refreshQueued_ = true;
        QMetaObject::invokeMethod(
            this,
            [this] {
                refreshQueued_ = false;
                if (isVisible())
                    refresh();
            },
            Qt::QueuedConnection);
    });
    if (isVisible())
        refresh();
}

QString FindBar::findText() const {
    return find_->text();
}

bool FindBar::isReplaceShown() const {
    return isVisible() && replaceRow_->isVisible();
}

QString FindBar::statusText() const {
    return status_->text();
}

TextSearch::Options FindBar::options() const {
    return {matchCase_->isChecked(), wholeWord_->isChecked()};
}

void FindBar::open(bool replace) {
    replaceRow_->setVisible(replace);
    replaceLabel_->setVisible(replace);
    replace_->setVisible(replace);
    show();
    if (editor_ && editor_->hasSelectedText()) {
        const QString selected = editor_->selectedText();
        if (!selected.contains(QLatin1Char('\n')))
            find_->setText(selected); // selects that match (incremental search)
    }
    find_->selectAll();
    find_->setFocus(Qt::ShortcutFocusReason);
    refresh();
}

void FindBar::close() {
    hide();
    clearHighlights();
    note_.clear();
    if (editor_)
        editor_->setFocus(Qt::OtherFocusReason);
}

void FindBar::findNext() {
    step(true);
}

void FindBar::findPrevious() {
    step(false);
}

// From the end of the selection forwards, or from its start backwards; with nothing to find,
// the bar opens instead.
void FindBar::step(bool forward) {
    if (!editor_)
        return;
    if (find_->text().isEmpty()) {
        open(false);
        return;
    }
    note_.clear();
    refresh();
    goTo(editor_->SendScintilla(forward ? Sci::SCI_GETSELECTIONEND : Sci::SCI_GETSELECTIONSTART),
         forward);
}

void FindBar::replaceCurrent() {
    if (!editor_ || find_->text().isEmpty())
        return;
    note_.clear();
    refresh();
    if (current_ < 0) { // select the next match first, as editors do
        goTo(editor_->SendScintilla(Sci::SCI_GETSELECTIONSTART), true);
        return;
    }
    const long end = TextSearch::replace(*editor_, matches_[static_cast<std::size_t>(current_)],
                                         replace_->text());
    refresh();
    goTo(end, true);
}

void FindBar::replaceAll() {
    if (!editor_ || find_->text().isEmpty())
        return;
    const int count = TextSearch::replaceAll(*editor_, find_->text(), replace_->text(), options());
    refresh();
    note_ = tr("Replaced %n occurrence(s)", nullptr, count);
    showStatus();
}

void FindBar::refresh() {
    clearHighlights();
    matches_.clear();
    current_ = -1;
    wrapped_ = false;
    if (editor_) {
        matches_ = TextSearch::findAll(*editor_, find_->text(), options());
        editor_->SendScintilla(Sci::SCI_SETINDICATORCURRENT,
                               static_cast<unsigned long>(kMatchIndicator));
        for (const TextSearch::Match& m : matches_)
            editor_->SendScintilla(Sci::SCI_INDICATORFILLRANGE, static_cast<unsigned long>(m.start),
                                   m.end - m.start);
        const TextSearch::Match selection{editor_->SendScintilla(Sci::SCI_GETSELECTIONSTART),
                                          editor_->SendScintilla(Sci::SCI_GETSELECTIONEND)};
        const auto it = std::find(matches_.begin(), matches_.end(), selection);
        if (it != matches_.end()) {
            current_ = static_cast<int>(it - matches_.begin());
            markCurrent(*it);
        }
    }
    showStatus();
}

void FindBar::goTo(long position, bool forward) {
    bool wrapped = false;
    const int index = TextSearch::nextIndex(matches_, position, forward, wrapped);
    if (index >= 0)
        select(index, wrapped);
    else
        showStatus();
}

void FindBar::select(int index, bool wrapped) {
    const TextSearch::Match& m = matches_[static_cast<std::size_t>(index)];
    editor_->SendScintilla(Sci::SCI_SETSEL, static_cast<unsigned long>(m.start), m.end);
    const long line =
        editor_->SendScintilla(Sci::SCI_LINEFROMPOSITION, static_cast<unsigned long>(m.start));
    editor_->ensureLineVisible(static_cast<int>(line)); // unfolds
    editor_->SendScintilla(Sci::SCI_SCROLLRANGE, static_cast<unsigned long>(m.end), m.start);
    markCurrent(m);
    current_ = index;
    wrapped_ = wrapped;
    showStatus();
}

void FindBar::showStatus() {
    bool bad = false;
    QString text;
    if (!note_.isEmpty()) {
        text = note_;
    } else if (find_->text().isEmpty()) {
        text.clear();
    } else if (matches_.empty()) {
        text = tr("No match");
        bad = true;
    } else if (current_ < 0) {
        text = tr("%n match(es)", nullptr, static_cast<int>(matches_.size()));
    } else if (wrapped_) {
        text = tr("%1 of %2, search wrapped").arg(current_ + 1).arg(matches_.size());
    } else {
        text = tr("%1 of %2").arg(current_ + 1).arg(matches_.size());
    }
    status_->setText(text);
    // "No match" in the error colour, and the field tinted, as Qt Creator does.
    status_->setStyleSheet(bad ? QStringLiteral("color: #d03030;") : QString());
    find_->setStyleSheet(bad ? QStringLiteral("QLineEdit { background: rgba(220, 60, 60, 40); }")
                             : QString());
}

void FindBar::markCurrent(const TextSearch::Match& match) {
    editor_->SendScintilla(Sci::SCI_SETINDICATORCURRENT,
                           static_cast<unsigned long>(kCurrentIndicator));
    editor_->SendScintilla(Sci::SCI_INDICATORCLEARRANGE, 0UL,
                           editor_->SendScintilla(Sci::SCI_GETLENGTH));
    editor_->SendScintilla(Sci::SCI_INDICATORFILLRANGE, static_cast<unsigned long>(match.start),
                           match.end - match.start);
}

void FindBar::clearHighlights() {
    if (!editor_)
        return;
    for (int indicator : {kMatchIndicator, kCurrentIndicator}) {
        editor_->SendScintilla(Sci::SCI_SETINDICATORCURRENT, static_cast<unsigned long>(indicator));
        editor_->SendScintilla(Sci::SCI_INDICATORCLEARRANGE, 0UL,
                               editor_->SendScintilla(Sci::SCI_GETLENGTH));
    }
}

void FindBar::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape) {
        close();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

// Enter in the find field goes to the next match (Shift+Enter: previous); in the replace field
// it replaces. Esc anywhere in the bar closes it.
bool FindBar::eventFilter(QObject* watched, QEvent* event) {
    // Only the line edits and the editor are filtered. The editor is told apart from the edits
    // by address alone: comparing with the QPointer would cast an editor that is being
    // destroyed (its last events arrive from ~QWidget) to QsciScintilla.
    if (watched != find_ && watched != replace_) {
        if (editor_.isNull())
            return QWidget::eventFilter(watched, event);
        // Esc in the editor closes an open bar (as in Qt Creator and VS Code), unless it is
        // closing the completion list.
        if (event->type() == QEvent::KeyPress && isVisible() && !editor_->isListActive() &&
            static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape) {
            close();
            return true;
        }
        return QWidget::eventFilter(watched, event);
    }
    if (event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Escape) {
            close();
            return true;
        }
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            if (watched == replace_)
                replaceCurrent();
            else if (key->modifiers() & Qt::ShiftModifier)
                findPrevious();
            else
                findNext();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace wave::widgets
