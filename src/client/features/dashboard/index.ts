// The the home dashboard (issue 20): each role's waiting work and charts. Interface first; the area fills in its screens.
export {};
