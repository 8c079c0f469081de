/**
 * A file write that may wait in the outbox (a fee voucher picked while offline). IndexedDB keeps a Blob
 * as it is (structured clone), but not a FormData: the entry's body holds the fields and the file, and
 * the form is built again each time the replayer sends it, under the entry's Idempotency-Key.
 */
export interface MultipartBody {
  multipart: true;
  /** Plain text fields, sent before the file. */
  fields: Record<string, string>;
  file: Blob;
  fileName: string;
}

export function multipartBody(fields: Record<string, string>, file: Blob, fileName: string): MultipartBody {
  // A File is copied into a plain Blob: some browsers keep a File only as a reference to the disk.
  const blob = file instanceof File ? file.slice(0, file.size, file.type) : file;
  return { multipart: true, fields: { ...fields }, file: blob, fileName };
}

export function isMultipartBody(body: unknown): body is MultipartBody {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Partial<MultipartBody>;
  return (
    b.multipart === true &&
    typeof b.fileName === 'string' &&
    typeof b.fields === 'object' &&
    b.fields !== null &&
    // Duck-typed: a Blob read back from IndexedDB may come from another realm.
    typeof b.file === 'object' &&
    b.file !== null &&
    typeof (b.file as Blob).size === 'number' &&
    typeof (b.file as Blob).arrayBuffer === 'function'
  );
}

/** What the request layer sends for an outbox body: a fresh FormData for a file write, else the body. */
export function requestDataOf(body: unknown): unknown {
  if (!isMultipartBody(body)) return body;
  const form = new FormData();
  for (const [name, value] of Object.entries(body.fields)) form.append(name, value);
  form.append('file', body.file, body.fileName);
  return form;
}
