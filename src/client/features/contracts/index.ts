// The contracts (issue 20): status per award, signing, bail refunds. Interface first; the area fills in its screens.
export {};
