import { config } from 'zod';

// Zod compiles fast object parsers with `new Function` when it may; under our Content-Security-Policy
// (no 'unsafe-eval') its probe for that is a reported violation. The interpreted parsers are enough.
config({ jitless: true });
