"""The network screenshots tell one story (critic 16: the join list showed two "Unnamed
table"s and Ann's table with another code and port than her lobby): Cleo's list shows Ann's
table as Ann's lobby does, its code and address the same, and named tables of others; and
the lobby hosts the game the in-game shots show (critic 23b read a Sheep-Boom-Bah lobby and a
Black Sheep game as two sessions)."""

from game.net.hosting import LocalHost, join_code
from game.scenes.net_join import table_code, table_name
from tests.ai.inline import InlineThinker
from tests.scenes import net_shots


def test_the_join_list_shows_the_lobbys_own_table_and_names_every_table(app):
    local = LocalHost("black_sheep", ["local", "remote", "remote", "ai:medium"],
                      ["Ann", "Player 2", "Player 3", "Dolly"], seed=11, address="127.0.0.1",
                      announce=False, thinker=InlineThinker())
    try:
        local.address = net_shots.LAN
        found = net_shots.found_tables(local.where, local.table.id)
        ann = found[0]
        assert ann["address"].split("/")[0] == local.where  # the lobby's Address
        assert table_code(ann) == local.code == join_code(local.table.id)  # its Join code
        assert ann["game"] == "black_sheep" and table_name(ann) == "Ann's table"
        assert all(entry.get("host") for entry in found)  # no "Unnamed table"
        assert len({table_name(entry) for entry in found}) == len(found)
    finally:
        local.match.close()

