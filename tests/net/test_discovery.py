"""LAN tables announced with zeroconf, listed by browse (Join's list)."""

import pytest

from game.net import discovery


def test_an_announcement_says_where_and_what_a_table_is():
    info = discovery.service_info("ab12cd34", "bye_bye", 3, True, "192.168.1.20", 8765)
    assert discovery._entry(info) == {"address": "192.168.1.20:8765/ab12cd34",
                                      "table": "ab12cd34", "game": "bye_bye", "free": 3,
                                      "password": True}


def test_an_announcement_of_another_protocol_version_is_not_listed():
    info = discovery.service_info("ab12cd34", "bye_bye", 3, False, "192.168.1.20", 8765)
    info.properties[b"v"] = b"99"
    assert discovery._entry(info) is None


@pytest.mark.slow
def test_a_table_announced_on_this_machine_is_listed_then_withdrawn():
    """Real multicast (it works in this sandbox on its one interface)."""
    address = discovery.lan_address()
    announcer = discovery.Announcer(address)
    try:
        announcer.announce("feed0001", "sheep_sheep", 2, False, 40001)
        found = [e for e in discovery.browse(2.0) if e["table"] == "feed0001"]
        assert found == [{"address": f"{address}:40001/feed0001", "table": "feed0001",
                          "game": "sheep_sheep", "free": 2, "password": False}]
        announcer.withdraw("feed0001")
        assert not [e for e in discovery.browse(1.0) if e["table"] == "feed0001"]
    finally:
        announcer.close()
