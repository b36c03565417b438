"""The Black Sheep table: fields, corrals and the ranking diagram of the rules."""
