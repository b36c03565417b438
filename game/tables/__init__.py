"""One package per game's table (table, board layout, drawing, motion, words) and the base
they share. No game's package imports another game's: what two share lives in game.view."""
