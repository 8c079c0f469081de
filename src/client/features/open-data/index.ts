// The open data (issue 20): the project's OCDS package links. Interface first; the area fills in its screens.
export {};
