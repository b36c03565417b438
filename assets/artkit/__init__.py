"""Drawing the game's SVG art: the toolkit (core), the farm animals, one module per game."""
