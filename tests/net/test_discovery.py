"""LAN tables announced with zeroconf, listed by browse (Join's list)."""

import pytest

from game.net import discovery


def test_an_announcement_says_where_and_what_a_table_is():
    info = discovery.service_info("ab12cd34", "bye_bye", 3, True, "192.168.1.20", 8765)
    assert discovery._entry(info) == {"address": "192.168.1.20:8765/ab12cd34",
                                      "table": "ab12cd34", "game": "bye_bye", "free": 3,
                                      "password": True, "host": None, "seated": []}


def test_an_announcement_says_whose_table_it_is_and_who_sits_at_it():
    info = discovery.service_info("ab12cd34", "boom_bah", 1, False, "192.168.1.20", 8765,
                                  "Ann", [("Ann", False), ("Dolly", True)])
    entry = discovery._entry(info)
    assert entry["host"] == "Ann"
    assert entry["seated"] == [{"name": "Ann", "ai": False}, {"name": "Dolly", "ai": True}]


def test_many_long_names_keep_the_announcement_within_a_txt_entry():
    seated = [(f"{'Wilhelmina' * 3}{n}", False) for n in range(8)]
    info = discovery.service_info("ab12cd34", "boom_bah", 0, False, "192.168.1.20", 8765,
                                  "Ann", seated)
    assert len(info.properties[b"seated"]) <= 255
    names = [s["name"] for s in discovery._entry(info)["seated"]]
    assert names and all(len(n) == 24 for n in names)  # whole (as the host keeps them)


def test_an_older_hosts_announcement_or_an_odd_one_still_lists_the_table():
    info = discovery.service_info("ab12cd34", "bye_bye", 3, False, "192.168.1.20", 8765)
    assert b"host" not in info.properties and b"seated" not in info.properties
    info.properties[b"seated"] = b'{"not": "a list"}'
    entry = discovery._entry(info)
    assert entry is not None and entry["seated"] == [] and entry["host"] is None
    info.properties[b"free"] = b"many"
    assert discovery._entry(info) is None


def test_an_announcement_of_another_protocol_version_is_not_listed():
    info = discovery.service_info("ab12cd34", "bye_bye", 3, False, "192.168.1.20", 8765)
    info.properties[b"v"] = b"99"
    assert discovery._entry(info) is None


def hears_its_own_multicast() -> bool:
    """Whether this machine hears a multicast packet it sends (a sandbox or a CI runner may
    have no multicast route: there the real announce-and-browse test cannot run)."""
    import socket
    import struct

    group, port = "239.255.42.99", 45999
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_UDP) as rx, \
                socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_UDP) as tx:
            rx.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            rx.bind(("", port))
            rx.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP,
                          struct.pack("4sl", socket.inet_aton(group), socket.INADDR_ANY))
            rx.settimeout(1.0)
            tx.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_LOOP, 1)
            tx.sendto(b"sheepfold?", (group, port))
            return rx.recv(64) == b"sheepfold?"
    except OSError:
        return False


@pytest.mark.slow
def test_a_table_announced_on_this_machine_is_listed_then_withdrawn():
    """Real multicast, where the machine has it (this sandbox does, on its one interface)."""
    if not hears_its_own_multicast():
        pytest.skip("this machine does not hear its own multicast packets")
    address = discovery.lan_address()
    announcer = discovery.Announcer(address)
    try:
        announcer.announce("feed0001", "sheep_sheep", 2, False, 40001)
        found = [e for e in discovery.browse(2.0) if e["table"] == "feed0001"]
        assert found == [{"address": f"{address}:40001/feed0001", "table": "feed0001",
                          "game": "sheep_sheep", "free": 2, "password": False,
                          "host": None, "seated": []}]
        announcer.announce("feed0001", "sheep_sheep", 1, False, 40001, "Änn",
                           [("Änn", False)])  # someone joined: the names come too
        for _ in range(3):  # (a loaded machine may hear the update on a later browse)
            found = [e for e in discovery.browse(2.0) if e["table"] == "feed0001"]
            if found and found[0]["host"] == "Änn":
                break
        assert found and found[0]["host"] == "Änn" and found[0]["free"] == 1
        assert found[0]["seated"] == [{"name": "Änn", "ai": False}]
        announcer.withdraw("feed0001")
        assert not [e for e in discovery.browse(1.0) if e["table"] == "feed0001"]
    finally:
        announcer.close()
