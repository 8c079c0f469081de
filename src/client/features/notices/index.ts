// The result notices (issue 20): award notices, advice notes, read receipts, the supplier's results. Interface first; the area fills in its screens.
export {};
