"""The Bye-Bye Black Sheep table (game/tables/bye_bye/table.py)."""
