"""The application: window, scenes, the match, saves, settings and computer opponents."""
