"""Write ``layout.json``: the Endeavor world board's geometry in logical units.

Run ``python -m graphics.endeavor.make_layout`` after changing a coastline, a
city site or a track. The coastlines are rough longitude/latitude outlines,
projected (Mercator) and placed per region with its own scale, so each region
keeps its recognisable shape while Europe is drawn large enough for its ten
cities, as on the printed board. Cities are placed at real places inside the
outlines, so they always sit on land. Everything the view draws is read from
the JSON, so the picture and the map data stay in step.
"""

from __future__ import annotations

import itertools
import json
import math
from pathlib import Path

BOARD = (1600, 1000)

# (lon, lat) outlines, clockwise-ish. Rough on purpose: recognisable, not survey-grade.
COASTS: dict[str, list[list[tuple[float, float]]]] = {
    "north_america": [
        [
            (-166, 62),
            (-163, 66),
            (-160, 70.5),
            (-150, 70.8),
            (-140, 69.8),
            (-128, 70),
            (-118, 69),
            (-108, 68),
            (-98, 68),
            (-94, 71.5),
            (-85, 69.5),
            (-82, 66.5),
            (-86, 64),
            (-93, 62),
            (-94, 59),
            (-92, 57),
            (-87, 55.5),
            (-82, 53),
            (-79.5, 51.5),
            (-79, 55),
            (-77, 59),
            (-78, 62.5),
            (-72, 62),
            (-69, 59),
            (-65, 60),
            (-61, 56),
            (-56, 52.5),
            (-59, 48),
            (-64.5, 48.5),
            (-61, 46),
            (-65, 43.8),
            (-70, 43.5),
            (-70.5, 41.8),
            (-74, 40.5),
            (-75.5, 38.5),
            (-76, 36.5),
            (-75.5, 35.2),
            (-78, 33.8),
            (-81, 31.5),
            (-80.2, 27),
            (-80.5, 25.2),
            (-81.8, 26),
            (-82.8, 28.5),
            (-84, 30),
            (-86.5, 30.4),
            (-89.5, 30.2),
            (-89.2, 29),
            (-91, 29.3),
            (-94, 29.6),
            (-97.2, 27.7),
            (-97.6, 24),
            (-97.3, 21.5),
            (-96, 19),
            (-94.5, 18.2),
            (-94.2, 16.2),
            (-96.5, 15.7),
            (-100, 16.9),
            (-105.3, 20.2),
            (-105.7, 22.8),
            (-108.5, 25.5),
            (-111, 27.8),
            (-113, 30.5),
            (-114.7, 31.7),
            (-113.2, 29.2),
            (-111.5, 26.2),
            (-109.8, 23),
            (-112, 24.8),
            (-114.2, 27.8),
            (-115.8, 30.2),
            (-117.2, 32.7),
            (-118.5, 34),
            (-120.6, 34.6),
            (-122.4, 37.3),
            (-123.8, 39.8),
            (-124.3, 42.5),
            (-124, 46.3),
            (-124.6, 48.4),
            (-123, 49),
            (-127.5, 50.8),
            (-130.5, 54.5),
            (-134, 57.5),
            (-137.5, 59),
            (-141, 60),
            (-146, 61),
            (-150, 61),
            (-151.5, 59.3),
            (-154, 58),
            (-157.5, 57),
            (-162, 55.2),
            (-164.5, 54.6),
            (-160, 56.8),
            (-158, 58.6),
            (-162, 59.8),
            (-165.5, 61),
        ],
        # Newfoundland
        [(-59.4, 47.6), (-55.8, 51.6), (-53.2, 49.4), (-52.8, 47.4), (-55.5, 46.9)],
        # Baffin island
        [
            (-80, 63.5),
            (-73, 62.3),
            (-65, 63),
            (-62, 66.5),
            (-67, 69.5),
            (-76, 72.8),
            (-84, 73.5),
            (-90, 72),
            (-84, 69.5),
            (-80, 66.5),
        ],
    ],
    "caribbean": [
        # Yucatan and the isthmus
        [
            (-92.5, 18.6),
            (-90.5, 20.8),
            (-87.0, 21.6),
            (-87.5, 18.6),
            (-88.3, 16.0),
            (-86.0, 15.9),
            (-83.3, 15.1),
            (-83.6, 11.4),
            (-82.0, 9.2),
            (-79.5, 9.6),
            (-77.3, 8.6),
            (-78.2, 7.4),
            (-80.3, 7.3),
            (-81.6, 8.1),
            (-85.7, 9.9),
            (-85.8, 11.3),
            (-87.6, 13.1),
            (-91.4, 14.0),
            (-92.3, 14.6),
            (-92.9, 16.4),
        ],
        # Cuba
        [
            (-85.0, 21.9),
            (-82.5, 23.1),
            (-80.0, 23.1),
            (-77.5, 21.8),
            (-74.2, 20.2),
            (-77.5, 19.9),
            (-78.7, 21.5),
            (-81.5, 21.7),
            (-84.0, 21.8),
        ],
        # Hispaniola
        [(-74.4, 18.5), (-72.8, 19.9), (-70.0, 19.8), (-68.3, 18.6), (-71.5, 17.6), (-74.4, 18.1)],
        # Jamaica
        [(-78.4, 18.45), (-76.2, 18.2), (-76.6, 17.8), (-78.3, 18.1)],
        # Puerto Rico
        [(-67.3, 18.5), (-65.6, 18.45), (-65.6, 17.95), (-67.3, 17.95)],
        # Bahamas (Andros and Abaco, stylised)
        [(-78.3, 25.2), (-77.6, 25.1), (-77.7, 24.0), (-78.4, 24.2)],
        [(-77.6, 26.9), (-76.9, 26.6), (-77.2, 26.0), (-77.8, 26.4)],
        # Lesser Antilles (a few stepping stones)
        [(-61.8, 16.4), (-61.3, 16.4), (-61.3, 15.9), (-61.8, 15.9)],
        [(-61.3, 14.9), (-60.8, 14.9), (-60.8, 14.3), (-61.3, 14.3)],
        [(-61.1, 13.4), (-60.7, 13.4), (-60.7, 12.9), (-61.1, 12.9)],
        [(-61.8, 10.8), (-60.9, 10.9), (-61.0, 10.1), (-61.9, 10.1)],
    ],
    "south_america": [
        [
            (-77.3, 8.6),
            (-75.5, 10.6),
            (-73.0, 11.4),
            (-71.6, 12.4),
            (-71.0, 10.9),
            (-68.0, 10.6),
            (-64.5, 10.3),
            (-61.5, 10.6),
            (-60.0, 8.4),
            (-57.0, 6.0),
            (-53.0, 5.6),
            (-51.0, 4.0),
            (-50.0, 1.8),
            (-49.0, -0.3),
            (-44.5, -2.5),
            (-40.0, -2.9),
            (-35.2, -5.4),
            (-34.9, -8.5),
            (-37.5, -12.0),
            (-39.0, -15.5),
            (-39.5, -18.5),
            (-41.0, -22.0),
            (-44.5, -23.2),
            (-48.5, -26.5),
            (-49.5, -29.5),
            (-51.5, -31.5),
            (-53.5, -34.0),
            (-56.5, -34.8),
            (-57.5, -38.0),
            (-62.0, -38.9),
            (-65.0, -41.0),
            (-64.0, -42.7),
            (-65.5, -45.0),
            (-67.5, -46.5),
            (-66.0, -48.0),
            (-69.0, -51.0),
            (-68.5, -52.5),
            (-70.0, -54.5),
            (-72.5, -53.8),
            (-74.5, -51.5),
            (-75.5, -47.5),
            (-73.6, -43.0),
            (-73.7, -37.5),
            (-71.6, -32.0),
            (-71.4, -27.0),
            (-70.3, -18.5),
            (-72.5, -16.8),
            (-76.2, -13.8),
            (-79.5, -7.5),
            (-81.2, -5.6),
            (-80.4, -3.0),
            (-80.6, -0.8),
            (-80.0, 1.0),
            (-78.8, 1.8),
            (-77.5, 4.0),
            (-77.4, 6.8),
        ],
    ],
    "europe": [
        [
            (-5.6, 36.0),
            (-6.4, 36.8),
            (-8.9, 37.0),
            (-8.8, 40.0),
            (-8.9, 42.9),
            (-8.0, 43.7),
            (-3.8, 43.5),
            (-1.6, 43.4),
            (-1.2, 46.0),
            (-2.5, 47.3),
            (-4.6, 48.0),
            (-1.6, 48.7),
            (-1.3, 49.7),
            (1.5, 50.1),
            (2.0, 51.0),
            (4.0, 51.5),
            (4.8, 52.9),
            (6.8, 53.5),
            (8.6, 53.9),
            (8.6, 55.5),
            (8.1, 56.8),
            (10.5, 57.7),
            (10.6, 56.2),
            (10.0, 55.0),
            (10.9, 54.4),
            (14.0, 54.0),
            (19.0, 54.4),
            (21.2, 55.3),
            (21.0, 57.0),
            (23.5, 57.2),
            (24.3, 58.6),
            (23.5, 59.2),
            (28.0, 59.6),
            (30.2, 59.9),
            (28.8, 60.6),
            (22.8, 60.1),
            (21.4, 61.5),
            (21.5, 63.2),
            (25.3, 65.1),
            (22.0, 65.8),
            (19.5, 63.5),
            (17.4, 62.3),
            (18.9, 60.0),
            (16.6, 57.2),
            (14.4, 55.6),
            (12.8, 55.6),
            (11.2, 58.5),
            (10.5, 59.3),
            (8.0, 58.1),
            (5.6, 58.9),
            (5.0, 61.5),
            (7.5, 63.3),
            (12.0, 65.8),
            (14.5, 68.0),
            (18.0, 69.8),
            (23.5, 70.9),
            (28.8, 71.0),
            (33.0, 69.4),
            (36.5, 69.0),
            (40.5, 66.8),
            (41.5, 64.0),
            (40.0, 61.0),
            (41.5, 57.0),
            (40.5, 52.0),
            (41.5, 47.5),
            (40.0, 44.0),
            (41.6, 41.6),
            (42.0, 38.5),
            (40.5, 37.0),
            (36.2, 36.6),
            (34.2, 36.6),
            (30.6, 36.4),
            (28.2, 36.7),
            (26.5, 38.3),
            (26.6, 40.2),
            (23.9, 40.6),
            (22.6, 40.3),
            (24.0, 38.2),
            (23.2, 37.9),
            (22.5, 36.5),
            (21.6, 37.5),
            (19.8, 39.8),
            (19.4, 41.8),
            (16.0, 43.4),
            (13.7, 45.1),
            (12.3, 45.3),
            (12.5, 44.2),
            (13.7, 43.4),
            (16.0, 41.5),
            (18.4, 40.2),
            (17.0, 39.0),
            (15.7, 40.0),
            (16.1, 38.0),
            (15.6, 38.2),
            (13.3, 41.2),
            (10.3, 43.5),
            (8.8, 44.4),
            (6.5, 43.1),
            (4.2, 43.5),
            (3.1, 42.3),
            (3.2, 41.9),
            (0.8, 40.8),
            (0.0, 39.5),
            (-0.6, 38.3),
            (-1.4, 37.5),
            (-2.2, 36.7),
            (-4.5, 36.6),
        ],
        # Great Britain
        [
            (-5.7, 50.0),
            (-3.0, 50.6),
            (1.4, 51.2),
            (1.7, 52.7),
            (0.2, 53.5),
            (-1.5, 55.2),
            (-2.0, 56.0),
            (-1.8, 57.6),
            (-3.5, 58.6),
            (-5.0, 58.6),
            (-6.2, 56.5),
            (-4.8, 55.0),
            (-3.2, 54.6),
            (-3.0, 53.4),
            (-4.5, 53.3),
            (-4.3, 52.3),
            (-5.2, 51.7),
            (-3.4, 51.4),
            (-5.0, 51.0),
        ],
        # Ireland
        [
            (-6.0, 52.1),
            (-6.2, 53.9),
            (-5.9, 55.2),
            (-7.3, 55.4),
            (-8.5, 54.5),
            (-10.0, 53.8),
            (-9.5, 52.3),
            (-10.3, 51.6),
            (-8.3, 51.6),
        ],
        # Sicily, Sardinia, Corsica, Crete, Cyprus
        [(12.4, 38.1), (15.6, 38.3), (15.1, 36.7), (12.9, 37.5)],
        [(8.4, 39.0), (9.6, 39.1), (9.8, 41.0), (8.2, 40.9)],
        [(8.6, 41.6), (9.4, 41.4), (9.5, 42.9), (8.6, 42.4)],
        [(23.5, 35.3), (26.3, 35.2), (26.0, 35.0), (23.6, 35.0)],
        [(32.3, 34.7), (34.6, 35.6), (34.0, 34.9), (33.0, 34.6)],
    ],
    "africa": [
        [
            (-5.9, 35.8),
            (-6.8, 34.0),
            (-9.7, 30.5),
            (-9.8, 29.3),
            (-13.2, 27.6),
            (-14.5, 26.0),
            (-17.0, 21.4),
            (-16.0, 19.0),
            (-16.5, 16.0),
            (-17.5, 14.7),
            (-16.7, 12.5),
            (-15.0, 10.9),
            (-13.3, 9.3),
            (-11.5, 6.9),
            (-7.5, 4.4),
            (-4.0, 5.2),
            (-2.0, 4.8),
            (1.0, 6.0),
            (4.5, 6.3),
            (6.0, 4.3),
            (8.5, 4.5),
            (9.8, 2.6),
            (9.3, -0.5),
            (11.8, -3.5),
            (13.2, -7.5),
            (13.3, -11.0),
            (11.8, -17.0),
            (14.5, -22.5),
            (15.3, -27.5),
            (17.2, -29.8),
            (18.4, -33.5),
            (18.5, -34.3),
            (20.0, -34.8),
            (25.6, -33.9),
            (28.3, -32.6),
            (31.0, -29.8),
            (32.6, -27.5),
            (32.8, -25.8),
            (35.5, -24.0),
            (35.3, -21.3),
            (36.8, -18.8),
            (40.6, -15.4),
            (40.5, -10.5),
            (39.3, -7.0),
            (39.2, -4.7),
            (40.8, -2.0),
            (43.5, 0.5),
            (47.5, 4.5),
            (50.8, 10.0),
            (51.3, 11.9),
            (49.0, 11.3),
            (45.0, 10.4),
            (43.3, 11.8),
            (41.5, 14.2),
            (39.4, 15.8),
            (37.4, 18.8),
            (36.9, 21.8),
            (35.5, 24.0),
            (34.0, 26.6),
            (32.6, 29.9),
            (32.3, 31.3),
            (29.8, 31.1),
            (25.2, 31.6),
            (20.1, 31.0),
            (19.5, 30.4),
            (15.7, 31.6),
            (11.5, 33.2),
            (10.1, 34.2),
            (11.1, 36.9),
            (9.8, 37.3),
            (7.0, 37.0),
            (3.2, 36.8),
            (0.0, 35.8),
            (-2.2, 35.1),
        ],
        # Madagascar
        [
            (49.3, -12.0),
            (50.5, -15.4),
            (49.5, -18.0),
            (47.1, -24.9),
            (45.2, -25.6),
            (43.6, -23.2),
            (43.4, -21.0),
            (44.4, -16.4),
            (46.5, -15.7),
            (48.0, -13.6),
        ],
    ],
    "india": [
        [
            (61.6, 25.2),
            (66.6, 25.4),
            (68.4, 23.6),
            (70.3, 22.9),
            (69.0, 22.3),
            (72.5, 21.0),
            (72.8, 19.0),
            (73.2, 17.0),
            (74.3, 14.5),
            (75.3, 11.5),
            (76.4, 9.0),
            (77.5, 8.1),
            (78.2, 8.9),
            (79.4, 10.3),
            (79.9, 12.2),
            (80.3, 15.5),
            (81.4, 16.4),
            (82.3, 17.0),
            (84.9, 19.3),
            (86.9, 20.8),
            (87.1, 21.6),
            (89.0, 21.7),
            (90.6, 22.5),
            (91.8, 22.3),
            (92.3, 20.7),
            (93.8, 19.0),
            (94.5, 16.2),
            (97.7, 16.5),
            (97.3, 19.0),
            (98.5, 23.0),
            (97.2, 28.0),
            (95.0, 29.2),
            (88.0, 27.9),
            (84.0, 28.6),
            (80.0, 30.4),
            (78.0, 33.0),
            (75.5, 35.5),
            (72.0, 36.5),
            (71.0, 34.0),
            (69.0, 31.5),
            (66.5, 29.0),
            (62.5, 28.5),
        ],
        # Ceylon
        [(79.9, 9.8), (81.2, 8.6), (81.9, 7.0), (81.2, 6.1), (80.1, 6.1), (79.8, 8.0)],
    ],
    "far_east": [
        [
            (98.5, 23.0),
            (97.7, 16.5),
            (98.6, 13.2),
            (98.2, 10.0),
            (98.6, 8.0),
            (100.3, 5.5),
            (100.6, 3.5),
            (102.2, 2.2),
            (103.6, 1.3),
            (104.2, 1.6),
            (103.4, 4.8),
            (102.2, 6.2),
            (100.3, 8.5),
            (99.2, 10.4),
            (100.0, 13.4),
            (101.0, 12.7),
            (102.9, 11.6),
            (104.8, 10.4),
            (104.8, 8.6),
            (106.8, 10.4),
            (109.2, 11.6),
            (109.3, 13.3),
            (108.8, 15.4),
            (106.7, 17.5),
            (105.7, 18.9),
            (106.6, 20.4),
            (108.0, 21.5),
            (110.4, 20.3),
            (110.6, 21.4),
            (113.5, 22.3),
            (116.5, 22.9),
            (119.4, 25.3),
            (121.5, 28.2),
            (121.9, 30.8),
            (120.8, 32.4),
            (119.3, 34.8),
            (120.6, 36.2),
            (122.5, 37.0),
            (121.0, 37.8),
            (118.9, 37.4),
            (118.0, 38.5),
            (117.6, 39.1),
            (119.6, 39.9),
            (121.6, 40.9),
            (121.2, 39.0),
            (124.3, 39.9),
            (126.0, 37.7),
            (126.6, 34.6),
            (129.3, 35.3),
            (129.5, 36.9),
            (128.3, 38.6),
            (129.7, 40.9),
            (130.7, 42.3),
            (133.2, 42.8),
            (135.6, 43.9),
            (138.2, 46.5),
            (140.5, 48.5),
            (140.4, 51.0),
            (141.3, 53.2),
            (135.0, 54.8),
            (127.0, 53.5),
            (122.0, 53.3),
            (119.5, 50.0),
            (116.5, 49.8),
            (111.5, 45.0),
            (105.5, 42.0),
            (100.0, 42.5),
            (96.5, 42.8),
            (92.5, 38.5),
            (94.0, 32.0),
            (97.2, 28.0),
        ],
        # Japan: Honshu, Kyushu, Shikoku, Hokkaido
        [
            (130.9, 34.3),
            (132.3, 35.5),
            (135.2, 35.7),
            (136.7, 37.3),
            (138.5, 37.8),
            (139.9, 40.0),
            (139.9, 41.5),
            (141.5, 41.3),
            (142.0, 39.5),
            (141.0, 37.5),
            (140.8, 35.7),
            (139.8, 35.0),
            (138.8, 34.6),
            (136.9, 34.4),
            (135.2, 33.9),
            (133.8, 34.4),
            (131.8, 33.9),
        ],
        [(129.7, 33.6), (131.0, 33.9), (131.9, 33.0), (131.1, 31.3), (130.2, 31.3), (129.8, 32.6)],
        [(132.6, 33.9), (134.2, 34.2), (134.7, 33.8), (133.0, 32.8)],
        [(140.0, 42.6), (141.7, 45.4), (143.5, 44.2), (145.5, 43.3), (143.3, 42.0), (141.2, 41.8)],
        # Taiwan, Hainan
        [(120.1, 23.0), (121.0, 25.2), (122.0, 25.0), (120.9, 22.0)],
        [(108.6, 19.2), (110.4, 20.1), (111.0, 19.6), (109.6, 18.2)],
        # Luzon and Borneo edge, Sumatra tip
        [(120.0, 16.0), (120.6, 18.5), (122.3, 18.5), (122.0, 16.5), (121.6, 14.3), (120.6, 14.5)],
        [
            (109.0, 1.5),
            (110.0, 1.7),
            (111.8, 2.9),
            (114.0, 4.5),
            (116.0, 6.8),
            (117.6, 6.2),
            (118.8, 4.5),
            (118.0, 1.0),
            (116.5, -2.0),
            (114.5, -3.8),
            (110.5, -3.0),
            (109.6, -1.0),
        ],
        [
            (95.3, 5.6),
            (98.0, 4.2),
            (100.5, 1.5),
            (103.8, -1.0),
            (105.8, -5.8),
            (104.5, -5.9),
            (101.5, -3.0),
            (98.8, 0.5),
            (95.5, 3.5),
        ],
    ],
}

# Seas inside a region's outline, painted back as water.
LAKES: list[tuple[str, list[tuple[float, float]]]] = [
    (
        "europe",
        [
            (28.0, 41.6),
            (27.6, 43.0),
            (28.6, 44.2),
            (29.7, 45.3),
            (30.8, 46.5),
            (32.0, 46.1),
            (33.6, 44.5),
            (35.5, 45.1),
            (36.6, 45.4),
            (38.5, 47.1),
            (39.3, 47.0),
            (38.0, 46.0),
            (37.6, 45.0),
            (39.0, 44.0),
            (41.6, 41.6),
            (38.5, 40.9),
            (35.0, 42.0),
            (31.3, 41.1),
            (29.1, 41.2),
        ],
    ),
]

NEUTRAL: list[tuple[str, list[tuple[float, float]]]] = []

# Where each region's outline lands: (scale in logical units per degree, lon0, lat0, x0, y0).
PLACEMENT: dict[str, tuple[float, float, float, float, float]] = {
    "north_america": (3.9, -168.0, 73.0, 24.0, 36.0),
    "caribbean": (8.0, -95.0, 27.5, 330.0, 360.0),
    "south_america": (4.45, -82.0, 13.0, 420.0, 600.0),
    "europe": (8.5, -12.0, 71.5, 660.0, 20.0),
    "africa": (4.5, -18.5, 37.6, 716.0, 590.0),
    "india": (7.0, 60.5, 37.0, 1138.0, 405.0),
    "far_east": (5.0, 93.0, 55.0, 1296.0, 40.0),
}

REGION_NAMES = {
    "europe": "Europe & the Mediterranean",
    "north_america": "North America",
    "caribbean": "Caribbean",
    "south_america": "South America",
    "africa": "Africa",
    "india": "India",
    "far_east": "Far East",
}

# City sites at real places (lon, lat); glory per the stand-in map (reference 4.2).
CITIES: dict[str, tuple[str, float, float]] = {
    # Names from rules/endeavor/data/map.json; sites nudged apart where the real places crowd.
    "EU1": ("europe", -2.0, 53.0),  # London
    "EU2": ("europe", 5.5, 51.8),  # Amsterdam
    "EU3": ("europe", 1.0, 47.3),  # Paris
    "EU4": ("europe", 12.0, 53.6),  # Hamburg
    "EU5": ("europe", -8.2, 41.5),  # Lisbon
    "EU6": ("europe", 18.5, 49.5),  # Vienna
    "EU7": ("europe", -2.5, 37.6),  # Seville
    "EU8": ("europe", 16.0, 44.5),  # Venice (and its Dalmatian coast)
    "EU9": ("europe", 8.9, 44.6),  # Genoa
    "EU10": ("europe", 29.0, 41.0),  # Constantinople
    "NA1": ("north_america", -80.0, 37.0),  # New York
    "NA2": ("north_america", -66.0, 47.5),  # Boston
    "NA3": ("north_america", -72.0, 57.0),  # Quebec
    "NA4": ("north_america", -91.0, 31.5),  # New Orleans
    "CA1": ("caribbean", -82.4, 22.6),  # Havana
    "CA2": ("caribbean", -76.9, 18.1),  # Port Royal
    "CA3": ("caribbean", -70.0, 18.9),  # Santo Domingo
    "CA4": ("caribbean", -78.5, 8.9),  # Cartagena (on the isthmus side)
    "SA1": ("south_america", -66.5, 8.5),  # Caracas
    "SA2": ("south_america", -39.5, -8.5),  # Salvador
    "SA3": ("south_america", -44.0, -21.5),  # Rio de Janeiro
    "SA4": ("south_america", -60.0, -33.5),  # Buenos Aires
    "AF1": ("africa", 20.0, -32.0),  # Cape Town
    "AF2": ("africa", 15.5, -10.0),  # Luanda
    "AF3": ("africa", -1.5, 8.0),  # Elmina
    "AF4": ("africa", 37.0, -3.0),  # Mombasa
    "IN1": ("india", 72.8, 22.3),  # Bombay
    "IN2": ("india", 75.5, 13.6),  # Goa
    "IN3": ("india", 87.8, 23.2),  # Calcutta
    "FE1": ("far_east", 113.0, 24.5),  # Canton
    "FE2": ("far_east", 102.0, 3.5),  # Malacca
    "FE3": ("far_east", 130.5, 33.3),  # Nagasaki
}

LINKS = [
    ("EU1", "EU2"),
    ("EU1", "EU3"),
    ("EU2", "EU4"),
    ("EU3", "EU5"),
    ("EU4", "EU6"),
    ("EU5", "EU7"),
    ("EU6", "EU8"),
    ("EU9", "EU10"),
    ("NA1", "NA2"),
    ("NA2", "NA3"),
    ("CA1", "CA2"),
    ("CA3", "CA4"),
    ("SA1", "SA2"),
    ("SA2", "SA3"),
    ("SA3", "SA4"),
    ("AF1", "AF2"),
    ("AF3", "AF4"),
    ("IN1", "IN2"),
    ("IN2", "IN3"),
    ("FE1", "FE2"),
    ("FE2", "FE3"),
    ("NA4", "CA1"),
    ("CA4", "SA1"),
]

# Shipping tracks: a smooth path through the sea (logical points), spaces spread along it.
# Index 0 is the first space filled (furthest from the card stack); the stack sits past the last.
TRACKS: dict[str, tuple[int, list[tuple[float, float]]]] = {
    "north_america": (6, [(440, 40), (512, 74), (556, 165), (548, 272)]),
    "caribbean": (6, [(48, 600), (70, 490), (150, 430), (240, 450)]),
    "south_america": (6, [(200, 650), (225, 770), (250, 865), (300, 940)]),
    "africa": (7, [(1120, 962), (1085, 895), (1072, 820), (1085, 742)]),
    "india": (7, [(1520, 815), (1440, 780), (1360, 740), (1290, 715)]),
    "far_east": (8, [(1410, 605), (1500, 645), (1572, 595), (1572, 512)]),
}

# Card stacks (centres) and Governor spots; Europe keeps its two decks in the Atlantic.
STACKS: dict[str, tuple[float, float]] = {
    "north_america": (560, 352),
    "caribbean": (305, 492),
    "south_america": (372, 936),
    "africa": (1090, 655),
    "india": (1226, 718),
    "far_east": (1540, 440),
    "europe": (620, 98),
    "slavery": (620, 200),
}
# Where each region's name is written on its land (logical units).
LABELS: dict[str, tuple[float, float]] = {
    "europe": (1045, 300),
    "north_america": (200, 130),
    "caribbean": (470, 372),
    "south_america": (520, 740),
    "africa": (880, 700),
    "india": (1262, 470),
    "far_east": (1470, 95),
}
# Naval Superiority's open sea of each region (presence only), and where the Prominence tile lies.
SEAS: dict[str, tuple[float, float]] = {
    "north_america": (105, 300),
    "caribbean": (600, 545),
    "south_america": (680, 745),
    "africa": (960, 962),
    "india": (1335, 592),
    "far_east": (1566, 300),
}
PROMINENCE = {"at": (742, 893), "size": (240, 160)}
GOVERNORS: dict[str, tuple[float, float]] = {
    "north_america": (612, 360),
    "caribbean": (305, 575),
    "south_america": (372, 852),
    "africa": (1143, 663),
    "india": (1226, 806),
    "far_east": (1488, 448),
}


def _merc(lat: float) -> float:
    """Mercator northing in degrees, so outlines keep their familiar shapes."""
    return math.degrees(math.log(math.tan(math.pi / 4 + math.radians(lat) / 2)))


def project(region: str, lon: float, lat: float) -> tuple[float, float]:
    """Logical board point of a longitude/latitude drawn with ``region``'s placement."""
    k, lon0, lat0, x0, y0 = PLACEMENT[region]
    return (round(x0 + (lon - lon0) * k, 1), round(y0 + (_merc(lat0) - _merc(lat)) * k, 1))


def _bezier_points(ctrl: list[tuple[float, float]], n: int) -> list[tuple[float, float]]:
    """``n`` points evenly spaced (by arc length) along a cubic Bézier through four controls."""
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = ctrl
    fine = []
    for i in range(401):
        t = i / 400
        u = 1 - t
        fine.append(
            (
                u**3 * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t**3 * x3,
                u**3 * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t**3 * y3,
            )
        )
    lengths = [0.0]
    for a, b in itertools.pairwise(fine):
        lengths.append(lengths[-1] + math.dist(a, b))
    total = lengths[-1]
    out = []
    j = 0
    for i in range(n):
        want = total * i / (n - 1)
        while j < len(lengths) - 1 and lengths[j + 1] < want:
            j += 1
        out.append((round(fine[j][0], 1), round(fine[j][1], 1)))
    return out


def build() -> dict:
    """The whole layout as a JSON-ready dict keyed by element ids."""
    regions = {}
    for region, outlines in COASTS.items():
        polys = [[project(region, lon, lat) for lon, lat in outline] for outline in outlines]
        xs = [p[0] for poly in polys for p in poly]
        ys = [p[1] for poly in polys for p in poly]
        regions[f"region:{region}"] = {
            "name": REGION_NAMES[region],
            "outlines": polys,
            "bbox": [min(xs), min(ys), max(xs), max(ys)],
            "label": LABELS[region],
        }
    for region, outline in LAKES:
        regions[f"region:{region}"].setdefault("lakes", []).append([project(region, lo, la) for lo, la in outline])
    neutral = [[project(region, lon, lat) for lon, lat in outline] for region, outline in NEUTRAL]
    cities = {}
    for city, (region, lon, lat) in CITIES.items():
        cities[f"city:{city}"] = {"region": region, "at": project(region, lon, lat)}
    links = {}
    for a, b in LINKS:
        links[f"link:{a}-{b}"] = {"ends": [f"city:{a}", f"city:{b}"]}
    shipping = {}
    for region, (n, ctrl) in TRACKS.items():
        for i, at in enumerate(_bezier_points(ctrl, n)):
            shipping[f"shipping:{region}:{i}"] = {"region": region, "index": i, "at": at}
    stacks = {f"stack:{key}": {"at": at} for key, at in STACKS.items()}
    governors = {}
    for region, at in GOVERNORS.items():
        governors[f"governor:{region}"] = {"at": at}
    return {
        "compass": (1335, 900),
        "seas": {f"sea:{k}": {"region": k, "at": at, "size": (70, 40)} for k, at in SEAS.items()},
        "prominence": PROMINENCE,
        "note": "Generated by graphics/endeavor/make_layout.py; logical units, board size below. "
        "Ids follow the stand-in map of shared/reference/endeavor.md 4.2.",
        "board": BOARD,
        "sizes": {"city": 17, "shipping": 14, "token": 11, "card": [54, 76], "governor": [42, 58], "disc": 10},
        "regions": regions,
        "neutral_land": neutral,
        "cities": cities,
        "links": links,
        "shipping": shipping,
        "stacks": stacks,
        "governors": governors,
    }


def main() -> None:
    """Write layout.json next to this module."""
    out = Path(__file__).with_name("layout.json")
    out.write_text(json.dumps(build(), indent=1) + "\n")
    print(out)


if __name__ == "__main__":
    main()
