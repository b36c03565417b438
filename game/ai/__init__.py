"""Agents over the rule protocol."""
