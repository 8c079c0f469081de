// The results (issue 20): publicity, winner confirmation, goods allotment, final quotations, conclusion. Interface first; the area fills in its screens.
export {};
