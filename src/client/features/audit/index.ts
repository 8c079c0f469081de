// The the audit chain verifier (issue 20): the administrator's check and the public project timeline. Interface first; the area fills in its screens.
export {};
