#pragma once
// The id every request to the session worker carries, and every result coming back with it:
// the session it belongs to (an epoch, one per launch and one per "no session" after a stop)
// and the request's sequence number. Sequence numbers increase over the controller's whole
// life, across sessions, so "issued up to N" means the same thing in every session.
//
// SessionController hands them out; the worker only echoes them, and the controller drops
// every result whose session or number is stale (see SessionController).

#include <QMetaType>

namespace wave::widgets {

struct CommandTicket {
    quint64 session = 0;
    quint64 command = 0;
};

} // namespace wave::widgets

Q_DECLARE_METATYPE(wave::widgets::CommandTicket)
