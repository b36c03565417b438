"""The Sheep-Boom-Bah table: the pasture, player boards, cards and their questions."""
