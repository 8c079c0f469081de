/** Deeper than any contract the API has; recursive code (idempotency hashing, zod) stays far from the stack limit. */
export const JSON_MAX_DEPTH = 64;
/** JSON request bodies larger than this are refused (uploads use multipart with their own limits). */
export const JSON_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * The nesting depth of JSON text, counted without parsing (strings skipped), stopping as soon as it
 * passes `max`: a 50,000-deep body costs one scan and never reaches a recursive function.
 */
export function jsonDepthExceeds(text: string, max = JSON_MAX_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i += 1;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth -= 1;
  }
  return false;
}

/** Body errors answer 400 through the error handler (never 500). */
function badBody(message: string): Error {
  return Object.assign(new Error(message), { statusCode: 400 });
}

/** Parses a JSON request body: empty means {}, too deep or malformed is a 400. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return {};
  if (jsonDepthExceeds(text)) throw badBody(`JSON body nested deeper than ${JSON_MAX_DEPTH}`);
  try {
    return JSON.parse(text);
  } catch {
    throw badBody('invalid JSON body');
  }
}
