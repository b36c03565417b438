"""The messages between a host and its clients: versioned JSON objects, one per websocket text
frame, documented in docs/protocol.md. Incoming messages are judged here before anything
else reads them: a wrong one is a `ProtocolError` whose code and sentence go back to the
sender, never a traceback in the host.
"""

from __future__ import annotations

import json
from typing import Any

VERSION = 1
MAX_MESSAGE = 16 * 1024
"""Bytes a client may send in one message (the longest real one, an action, is ~200); the
websocket closes the connection (code 1009) on a larger frame."""
MAX_HOST_MESSAGE = 4 * 1024 * 1024
"""Bytes a client accepts from the host (a catch-up after a reconnect carries many steps)."""
RATE = 30.0
"""Messages a second a client may send on average; BURST at once. A person never comes
near; a bot is told to slow down (and its message is dropped: it sends it again later)."""
BURST = 60
STRIKES = 25
"""Refused messages (malformed, too fast, wrong version) before the host hangs up."""
HELLO_SECONDS = 10.0
"""A connection that has not said hello by then is closed."""
MAX_CONNECTIONS = 2000
"""Connections one host process keeps open at once; more are refused."""
MAX_PER_ADDRESS = 16
"""Connections from one IP address at once (a flood from one machine cannot take every
slot); this machine's own (loopback: a local bench, a TLS proxy in front) are not counted."""
QUEUE = 512
"""Messages waiting for one slow client before the host hangs up on it (it reconnects and
catches up)."""
CATCH_UP = 400
"""Steps of the past a client is sent when it (re)joins; older ones only as the view."""
NAME_LENGTH = 24
TOKEN_LENGTH = 128
PASSWORD_LENGTH = 128
SERVICE = "_sheepfold._tcp.local."

CLIENT_TYPES = {
    "hello": {"name": str, "token": str, "password": str, "seat": int, "seen": int},
    "act": {"moves": int, "action": dict},
    "undo": {"moves": int},
    "hint": {},
    "ping": {"id": int},
    "look": {"password": str},
}
REQUIRED = {"act": ("moves", "action"), "undo": ("moves",)}


class ProtocolError(Exception):
    """A message the host refuses: `code` for programs, the message a sentence for people.
    `fatal` ones end the connection after the error is sent; `said` carries rules' words
    in a form a client can translate (`said_json`)."""

    def __init__(self, code: str, sentence: str, fatal: bool = False,
                 said: Any = None) -> None:
        super().__init__(sentence)
        self.code, self.fatal, self.said = code, fatal, said


def said_json(text: Any) -> Any:
    """Words a rules module made (`game.i18n.N_`), as JSON that keeps their message and
    fields, so a client says them in its player's language; anything else as it is."""
    from game.i18n import Deferred

    if not isinstance(text, Deferred):
        return text
    return {"msgid": text.msgid, "context": text.context,
            "fields": {k: said_json(v) for k, v in text.fields.items()}}


def said_of(data: Any) -> Any:
    """The words of `said_json` again (a `Deferred` that `tr` says in any language); a
    message that does not fit its fields stays a plain English str."""
    from game.i18n import N_

    if not (isinstance(data, dict) and isinstance(data.get("msgid"), str)):
        return data
    fields = data.get("fields") if isinstance(data.get("fields"), dict) else {}
    context = data.get("context") if isinstance(data.get("context"), str) else None
    try:
        return N_(data["msgid"], context, **{str(k): said_of(v) for k, v in fields.items()})
    except (KeyError, IndexError, ValueError):
        return data["msgid"]


def encode(kind: str, **fields: Any) -> str:
    return json.dumps({"v": VERSION, "type": kind, **fields}, separators=(",", ":"))


def decode(raw: str | bytes) -> dict[str, Any]:
    """A client's message, checked: known type, this version, fields of the right kinds."""
    if isinstance(raw, bytes):
        raise ProtocolError("bad_message", "Messages are JSON text, not binary data.")
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise ProtocolError("bad_json", "That message is not valid JSON.") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_message", "A message is a JSON object.")
    if data.get("v") != VERSION:
        raise ProtocolError("version", f"This host speaks protocol version {VERSION}; "
                            "please update Sheepfold.", fatal=True)
    kind = data.get("type")
    fields = CLIENT_TYPES.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise ProtocolError("bad_message", "That message has no type this host knows.")
    for name, value in data.items():
        if name in ("v", "type"):
            continue
        want = fields.get(name)
        if want is None:
            raise ProtocolError("bad_message", f"A {kind} message has no field {name[:24]!r}.")
        if value is None and name not in REQUIRED.get(kind, ()):
            continue
        if not isinstance(value, want) or (want is int and isinstance(value, bool)):
            raise ProtocolError("bad_message", f"The field {name} of {kind} has the wrong "
                                "kind of value.")
        if want is str and len(value) > TOKEN_LENGTH:
            raise ProtocolError("bad_message", f"The field {name} of {kind} is too long.")
    for name in REQUIRED.get(kind, ()):
        if data.get(name) is None:
            raise ProtocolError("bad_message", f"A {kind} message needs the field {name}.")
    return data


def host_message(raw: str | bytes) -> dict[str, Any]:
    """A host's message as the client reads it (a client trusts its host, but not blindly)."""
    data = json.loads(raw)
    if not isinstance(data, dict) or data.get("v") != VERSION:
        raise ProtocolError("version", "The host speaks another version of the protocol.",
                            fatal=True)
    return data
