"""Network play: one authoritative host runs each match, every client sees only its seat.

`protocol` (the versioned JSON messages and their limits, docs/protocol.md), `host` (tables
served over websockets), `client` (a seat's connection that keeps its latest view and event
stream, reconnects with its token), `discovery` (LAN tables announced with zeroconf), and
`commands` (`sheepfold host`, `sheepfold join`, `sheepfold bench net`); for the window,
`remote_match` (a seat's game as its table sees it), `hosting` (a game served from the
window, the host's own seat joined like any other) and `kept` (the seats' tokens and the
games hosted here that stopped, read by the title without the network code). Nothing here
draws.
"""
