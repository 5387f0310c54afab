"""The Endeavor board: world map, player mats and building market, painted by code.

Importing this package registers ``EndeavorView`` for the game id "endeavor"
(``graphics.views`` imports it on first use).
"""
