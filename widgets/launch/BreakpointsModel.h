#pragma once
// Every breakpoint of a SessionController as a table, for the Breakpoints dock: whether it is
// enabled (checkable), what it stops on in words ("Line 12", "Wave 2 arrives at any barrier",
// "Write of device [0x100, 0x140)"), its condition (editable) and its hit count.
//
// The controller stays the one owner: the model keeps a copy of its list to answer between a
// change and its breakpointsChanged(), and every edit goes back through setBreakpointSpec(), so
// that the gutter, the session file and a running session see it. A condition's error is the
// engine's while a session runs, else the parser's (the same compile the engine does), shown
// in red with the message as tooltip.
//
// GUI thread only.

#include "session/SessionController.h"

#include <QAbstractTableModel>
#include <QPointer>
#include <QVector>

namespace wave::widgets {

class BreakpointsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { EnabledColumn, WhatColumn, ConditionColumn, HitsColumn, ColumnCount };
    enum Role {
        IdRole = Qt::UserRole + 1, // int: the controller's breakpoint id
        LineRole,                  // int: the source line of a Line breakpoint, else 0
        ErrorRole,                 // QString: why the condition does not work, or empty
    };

    explicit BreakpointsModel(SessionController* controller, QObject* parent = nullptr);

    SessionController* controller() const { return controller_; }
    int idAt(int row) const;
    int rowOf(int id) const;
    // The readable, translated description of a breakpoint.
    static QString describe(const debug::BreakpointSpec& spec);
    // Why `entry`'s condition does not work (engine, else parser), or empty.
    static QString conditionError(const BreakpointEntry& entry);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    bool removeRows(int row, int count, const QModelIndex& parent = QModelIndex()) override;

private:
    void sync();
    void edit(int row, const debug::BreakpointSpec& spec);

    QPointer<SessionController> controller_;
    QVector<BreakpointEntry> entries_;
};

} // namespace wave::widgets
