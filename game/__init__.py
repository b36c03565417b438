"""Sheepfold: four sheep tabletop games on one animated table."""

__version__ = "0.1.0"
