#pragma once
// What the user can read of a dock's words, measured by geometry on the real widgets (for
// tst_dock_texts): the labels, buttons and group-box titles of a dock that are narrower or
// shorter than their text needs, or cut off by the edge of a parent (a dock too narrow for its
// contents), and the texts painted views report cut. Generic over the widgets of a dock, so that
// a new dock is measured without a change here.
//
// Painted views (a legend, a chart) take part through two properties: `shownTexts`
// (QStringList, every text the view paints) and `cutTexts` (QStringList, those it paints cut,
// after its last layout).

#include <QList>
#include <QString>
#include <QStringList>

class QDockWidget;

namespace wave::docktext {

struct Cut {
    QString widget; // class and object name
    QString text;
    QString why;
};

// The texts of `dock`'s visible widgets that are cut. Vertical cuts inside a scroll area are
// not counted (the user scrolls to them); horizontal ones are.
QList<Cut> cutTexts(QDockWidget* dock);
// Every text `dock`'s visible widgets show: labels, buttons, group-box titles, painted texts.
QStringList shownTexts(QDockWidget* dock);
// One line per cut, for a failure message.
QString describe(const QString& dock, const QList<Cut>& cuts);

} // namespace wave::docktext
