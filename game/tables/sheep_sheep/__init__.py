"""The Sheep Sheep table: the 3x3 grid of two-sided cards, four cards before each player."""
