#include "encoding/DecodePage.h"

#include "documents/FileIo.h"

#include "layout/LayoutDecoder.h"
#include "layout/LayoutReader.h"
#include "layout/OpcodeHeader.h"
#include "layout/WordInput.h"

#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>
#include <cctype>
#include <span>

namespace wave::widgets {

namespace {

// A file of hex words as text (what a paste would hold), rather than binary words.
bool looksLikeHexText(const QByteArray& bytes) {
    return !bytes.isEmpty() && std::all_of(bytes.begin(), bytes.end(), [](char c) {
        return std::isxdigit(static_cast<unsigned char>(c)) ||
               std::isspace(static_cast<unsigned char>(c)) || c == ',' || c == 'x' || c == 'X' ||
               c == '_' || c == '\'';
    });
}

} // namespace

DecodePage::DecodePage(LabLayouts* layouts, QWidget* parent) : QWidget(parent), layouts_(layouts) {
    layoutBox_ = new QComboBox;
    layoutBox_->setObjectName(QStringLiteral("DecodeLayout"));
    auto* loadLayout = new QPushButton(tr("Load Layout…"));
    auto* header = new QPushButton(tr("Opcode Header…"));
    auto* openFile = new QPushButton(tr("Open Word File…"));
    words_ = new QLineEdit;
    words_->setObjectName(QStringLiteral("DecodeWords"));
    words_->setPlaceholderText(tr("Words in hex, e.g. 0x2C880000 (paste several)"));
    words_->setClearButtonEnabled(true);
    auto* decodeButton = new QPushButton(tr("Dec&ode"));
    message_ = new QLabel;
    message_->setWordWrap(true);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    rows_ = new FieldRowsView;
    auto* area = new QScrollArea;
    area->setWidgetResizable(true);
    area->setWidget(rows_);

    auto* top = new QHBoxLayout;
    auto* label = new QLabel(tr("&Layout:"));
    label->setBuddy(layoutBox_);
    top->addWidget(label);
    top->addWidget(layoutBox_, 1);
    top->addWidget(loadLayout);
    top->addWidget(header);
    auto* second = new QHBoxLayout;
    auto* wordsLabel = new QLabel(tr("&Words:"));
    wordsLabel->setBuddy(words_);
    second->addWidget(wordsLabel);
    second->addWidget(words_, 1);
    second->addWidget(decodeButton);
    second->addWidget(openFile);
    auto* column = new QVBoxLayout(this);
    column->addLayout(top);
    column->addLayout(second);
    column->addWidget(message_);
    column->addWidget(area, 1);

    connect(words_, &QLineEdit::returnPressed, this, &DecodePage::decode);
    connect(decodeButton, &QPushButton::clicked, this, &DecodePage::decode);
    connect(layoutBox_, &QComboBox::currentIndexChanged, this, [this] {
        if (!words_->text().trimmed().isEmpty())
            decode();
    });
    connect(loadLayout, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Load Layout"), QString(),
                                                          tr("Layouts (*.json)"));
        if (!path.isEmpty())
            loadLayoutFile(path);
    });
    connect(header, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Opcode Header"), QString(),
                                         tr("SystemVerilog headers (*.svh *.vh *.sv *.v)"));
        if (!path.isEmpty())
            loadOpcodeHeader(path);
    });
    connect(openFile, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Word File"));
        if (!path.isEmpty())
            openWordFile(path);
    });
    layoutsChanged();
}

void DecodePage::layoutsChanged() {
    refillLayoutBox(layoutBox_, *layouts_);
}

bool DecodePage::selectLayout(const QString& name) {
    const int index = layoutBox_->findText(name);
    if (index >= 0)
        layoutBox_->setCurrentIndex(index);
    return index >= 0;
}

const layout::Layout* DecodePage::currentLayout() const {
    const int index = layoutBox_->currentIndex();
    if (index < 0 || index >= static_cast<int>(layouts_->size()))
        return nullptr;
    return &(*layouts_)[static_cast<std::size_t>(index)];
}

void DecodePage::showError(const QString& text) {
    message_->setText(text);
    rows_->setRows({});
}

bool DecodePage::loadLayoutFile(const QString& path) {
    layout::LayoutError error;
    std::optional<layout::Layout> loaded =
        layout::LayoutReader::loadFile(path.toStdString(), error);
    if (!loaded) {
        showError(QString::fromStdString(error.text()));
        return false;
    }
    const QString name = QString::fromStdString(loaded->name);
    // A layout of the same name is replaced, as a user file replaces a shipped one.
    auto same = std::find_if(layouts_->begin(), layouts_->end(),
                             [&](const layout::Layout& l) { return l.name == loaded->name; });
    if (same != layouts_->end())
        *same = std::move(*loaded);
    else
        layouts_->push_back(std::move(*loaded));
    emit layoutsEdited();
    selectLayout(name);
    message_->setText(tr("Loaded %1 from %2").arg(name, path));
    return true;
}

bool DecodePage::loadOpcodeHeader(const QString& path) {
    const int index = layoutBox_->currentIndex();
    if (index < 0)
        return false;
    layout::HeaderError error;
    const auto constants = layout::OpcodeHeader::loadFile(path.toStdString(), error);
    if (!constants) {
        showError(QString::fromStdString(error.text()));
        return false;
    }
    layout::Layout& l = (*layouts_)[static_cast<std::size_t>(index)];
    layout::OpcodeHeader::apply(l, *constants);
    emit layoutsEdited();
    message_->setText(tr("%1 takes its opcode names from %2 (%3 names)")
                          .arg(QString::fromStdString(l.name), path)
                          .arg(constants->size()));
    if (!words_->text().trimmed().isEmpty())
        decode();
    return true;
}

bool DecodePage::openWordFile(const QString& path) {
    const layout::Layout* l = currentLayout();
    if (!l)
        return false;
    // Through the IDE's one reader: a named pipe, a device or a folder is refused without
    // blocking the GUI thread.
    QByteArray bytes;
    QString readError;
    if (!FileIo::read(path, bytes, readError, 1 << 20)) {
        showError(readError);
        return false;
    }
    if (looksLikeHexText(bytes)) {
        words_->setText(QString::fromLatin1(bytes).simplified());
        return decode();
    }
    std::string error;
    const auto words = layout::WordInput::fromBytes(
        std::span(reinterpret_cast<const std::uint8_t*>(bytes.constData()),
                  static_cast<std::size_t>(bytes.size())),
        *l, error);
    if (!words) {
        showError(tr("%1: %2").arg(path, QString::fromStdString(error)));
        return false;
    }
    return decodeWords(*words);
}

bool DecodePage::decode() {
    const layout::Layout* l = currentLayout();
    if (!l)
        return false;
    std::string error;
    const auto words = layout::WordInput::parseHexList(words_->text().toStdString(), *l, error);
    if (!words) {
        showError(QString::fromStdString(error));
        return false;
    }
    return decodeWords(*words);
}

bool DecodePage::decodeWords(const std::vector<std::uint64_t>& words) {
    const layout::Layout& l = *currentLayout();
    QList<LabRow> rows;
    for (std::uint64_t w : words)
        rows << LabRows::decoded(l, layout::LayoutDecoder::decode(l, w));
    message_->setText(tr("%n word(s) in %1", nullptr, static_cast<int>(rows.size()))
                          .arg(QString::fromStdString(l.name)));
    rows_->setRows(rows);
    return true;
}

} // namespace wave::widgets
