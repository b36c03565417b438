"""LAN tables announced with zeroconf (mDNS/DNS-SD), so Join can list them without typing an
address. A host announces one service per table (`<table>._sheepfold._tcp.local.`) whose
properties say the game, the free remote seats, the protocol version and whether a password
is needed, and whose table it is and who sits at it already (`host`, `seated`: a newcomer
tells Ann's table from Bo's); `browse` lists what answers within a moment. An announcement
of an older host has no names: it is listed by its game alone.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from typing import Any

from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

from game.net.protocol import NAME_LENGTH, SERVICE, VERSION

SEATED_BYTES = 200
"""The most the seated names take in the announcement (a TXT entry holds 255 bytes): a
table of many long names lists the first ones."""


def seated_json(seated: list[tuple[str, bool]]) -> str:
    """The names at a table (and whether each is an AI) as the announcement carries them:
    `[["Ann", 0], ["Dolly", 1]]`, cut to whole names within SEATED_BYTES."""
    kept: list[list[Any]] = []
    for name, ai in seated:
        trial = [*kept, [name[:NAME_LENGTH], int(bool(ai))]]
        if len(json.dumps(trial, ensure_ascii=False).encode()) > SEATED_BYTES:
            break
        kept = trial
    return json.dumps(kept, ensure_ascii=False, separators=(",", ":"))


def _seated_of(text: str) -> list[dict[str, Any]]:
    """The seated names of an announcement, checked (anything odd: none)."""
    try:
        data = json.loads(text) if text else []
    except ValueError:
        return []
    if not isinstance(data, list):
        return []
    return [{"name": item[0][:NAME_LENGTH], "ai": bool(item[1])} for item in data
            if isinstance(item, list) and len(item) == 2 and isinstance(item[0], str)
            and item[0].strip()]


def lan_address() -> str:
    """This machine's address on its LAN (the one a route to the internet would use); no
    packet is sent. 127.0.0.1 on a machine with no network."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed, only looked up
            return probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"


def service_info(table: str, game: str, free: int, password: bool, address: str,
                 port: int, host: str | None = None,
                 seated: list[tuple[str, bool]] | None = None) -> ServiceInfo:
    """The announcement of one table: `host`, the name of whoever serves it from their
    window (None: a headless host); `seated`, each taken seat's name and whether an AI
    plays it."""
    properties = {"v": str(VERSION), "table": table, "game": game, "free": str(free),
                  "password": "yes" if password else "no"}
    if host:
        properties["host"] = host[:NAME_LENGTH]
    if seated:
        properties["seated"] = seated_json(seated)
    return ServiceInfo(
        SERVICE, f"{table}.{SERVICE}", port=port,
        addresses=[socket.inet_aton(address)], server=f"sheepfold-{table}.local.",
        properties=properties)


class Announcer:
    """Announces tables until closed (a table's entry goes when its game is over)."""

    def __init__(self, address: str) -> None:
        self.address = address
        self.zc = Zeroconf(ip_version=IPVersion.V4Only)
        self.infos: dict[str, ServiceInfo] = {}

    def announce(self, table: str, game: str, free: int, password: bool, port: int,
                 host: str | None = None, seated: list[tuple[str, bool]] | None = None
                 ) -> None:
        info = service_info(table, game, free, password, self.address, port, host, seated)
        known = self.infos.get(table)
        if known is not None and known.properties == info.properties:
            return
        if known is not None:
            self.zc.update_service(info)
        else:
            self.zc.register_service(info, allow_name_change=True)
        self.infos[table] = info

    def withdraw(self, table: str) -> None:
        info = self.infos.pop(table, None)
        if info is not None:
            self.zc.unregister_service(info)

    def close(self) -> None:
        for table in list(self.infos):
            self.withdraw(table)
        self.zc.close()


def _entry(info: ServiceInfo) -> dict[str, Any] | None:
    props = {k.decode(): (v or b"").decode("utf-8", "replace")
             for k, v in (info.properties or {}).items()}
    addresses = info.parsed_addresses()
    if not addresses or not info.port or props.get("v") != str(VERSION):
        return None
    table = props.get("table", "")
    try:
        free = max(0, int(props.get("free", "0") or 0))
    except ValueError:
        return None
    return {"address": f"{addresses[0]}:{info.port}/{table}", "table": table,
            "game": props.get("game", ""), "free": free,
            "password": props.get("password") == "yes",
            "host": props.get("host", "").strip()[:NAME_LENGTH] or None,
            "seated": _seated_of(props.get("seated", ""))}


def browse(seconds: float = 2.0) -> list[dict[str, Any]]:
    """The Sheepfold tables that answer on the LAN within `seconds`, sorted by address."""
    zc = Zeroconf(ip_version=IPVersion.V4Only)
    names: set[str] = set()
    lock = threading.Lock()

    def seen(zeroconf: Zeroconf, service_type: str, name: str,
             state_change: ServiceStateChange) -> None:
        if state_change is not ServiceStateChange.Removed:
            with lock:
                names.add(name)

    browser = ServiceBrowser(zc, SERVICE, handlers=[seen])
    try:
        time.sleep(seconds)
        found = []
        with lock:
            pending = sorted(names)
        for name in pending:
            info = zc.get_service_info(SERVICE, name, timeout=1000)
            entry = _entry(info) if info is not None else None
            if entry is not None:
                found.append(entry)
        return sorted(found, key=lambda e: e["address"])
    finally:
        browser.cancel()
        zc.close()
