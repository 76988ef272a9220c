#pragma once
// The look and layout the document tab's notice bars share (FileChangedBar, LineEndingBar): a
// tooltip-coloured panel with a wrapped plain-text message and its buttons on the right,
// hidden until there is something to say. GUI thread only.

#include <QFrame>
#include <QString>

class QHBoxLayout;
class QLabel;
class QPushButton;

namespace wave::widgets {

class NoticeBar : public QFrame {
    Q_OBJECT
public:
    // The text shown (empty while nothing was said).
    QString message() const;

protected:
    explicit NoticeBar(QWidget* parent);
    // A button after the message and the buttons added before.
    QPushButton* addButton(const QString& text = {});
    void setMessage(const QString& text);

private:
    QLabel* label_ = nullptr;
    QHBoxLayout* layout_ = nullptr;
};

} // namespace wave::widgets
